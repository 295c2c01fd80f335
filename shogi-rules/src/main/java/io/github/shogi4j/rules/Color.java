package io.github.shogi4j.rules;

/**
 * A side: sente (先手, Black, moves first in an even game) or gote (後手, White).
 *
 * <p>In handicap games the handicap giver (上手) plays gote and moves first.
 */
public enum Color {
  /** Sente (先手), also called Black; uppercase letters in SFEN, {@code +} in CSA, ▲ in KI2. */
  SENTE,
  /** Gote (後手), also called White; lowercase letters in SFEN, {@code -} in CSA, △ in KI2. */
  GOTE;

  /**
   * The other side.
   *
   * @return gote for sente and sente for gote
   */
  public Color opposite() {
    return this == SENTE ? GOTE : SENTE;
  }

  /**
   * The SFEN side-to-move letter.
   *
   * @return {@code 'b'} for sente, {@code 'w'} for gote
   */
  public char sfenChar() {
    return this == SENTE ? 'b' : 'w';
  }

  /**
   * The CSA sign of this side.
   *
   * @return {@code '+'} for sente, {@code '-'} for gote
   */
  public char csaSign() {
    return this == SENTE ? '+' : '-';
  }
}
