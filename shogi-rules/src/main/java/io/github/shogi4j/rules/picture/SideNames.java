package io.github.shogi4j.rules.picture;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Position;

/**
 * What a picture calls the two sides: 先手/後手 in an even or custom game, 下手/上手 in a handicap game
 * (駒落ち), where the stronger player (上手) gives the pieces, plays gote and moves first.
 */
public enum SideNames {
  /** Sente (先手) and gote (後手). */
  SENTE_GOTE("先手", "後手", "Sente", "Gote"),
  /** Shitate (下手, the receiver, sente) and uwate (上手, the giver, gote). */
  SHITATE_UWATE("下手", "上手", "Shitate", "Uwate");

  private final String sente;
  private final String gote;
  private final String asciiSente;
  private final String asciiGote;

  SideNames(String sente, String gote, String asciiSente, String asciiGote) {
    this.sente = sente;
    this.gote = gote;
    this.asciiSente = asciiSente;
    this.asciiGote = asciiGote;
  }

  /**
   * The names for a game that started from the given position: {@link #SHITATE_UWATE} when it is a
   * handicap start ({@link Handicap#of} other than {@link Handicap#EVEN}), else {@link
   * #SENTE_GOTE}.
   *
   * @param start the game's start position (not the position drawn)
   * @return the names
   */
  public static SideNames forStart(Position start) {
    Preconditions.checkNotNull(start, "start");
    return Handicap.of(start).filter(h -> h != Handicap.EVEN).isPresent()
        ? SHITATE_UWATE
        : SENTE_GOTE;
  }

  /**
   * A side's name.
   *
   * @param color the side
   * @return for example {@code 先手} or {@code 上手}
   */
  public String name(Color color) {
    return color == Color.SENTE ? sente : gote;
  }

  /**
   * A side's name in ASCII, for pictures drawn without a Japanese font.
   *
   * @param color the side
   * @return for example {@code Sente} or {@code Uwate}
   */
  public String asciiName(Color color) {
    return color == Color.SENTE ? asciiSente : asciiGote;
  }
}
