package io.github.shogi4j.rules.notation;

/**
 * The relative modifiers of Japanese move text (KI2, 相対表記) that tell apart pieces of the same kind
 * able to reach the same square, from the mover's point of view. Their declaration order is the
 * order in which they are written: position first (右 左 直), then movement (上 引 寄).
 */
public enum Modifier {
  /** 右: the piece that is rightmost (from the mover's side) among those that could move. */
  RIGHT('右'),
  /** 左: the leftmost piece. */
  LEFT('左'),
  /** 直: moves straight forward (not used for 馬 and 龍). */
  STRAIGHT('直'),
  /** 上 (or 行 for 馬 and 龍): moves forward. */
  UP('上'),
  /** 引: moves backward. */
  DOWN('引'),
  /** 寄: moves sideways along its rank. */
  SIDEWAYS('寄');

  private final char kanji;

  Modifier(char kanji) {
    this.kanji = kanji;
  }

  /**
   * The character written.
   *
   * @return for example {@code '右'}
   */
  public char kanji() {
    return kanji;
  }
}
