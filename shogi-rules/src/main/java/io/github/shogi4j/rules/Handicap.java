package io.github.shogi4j.rules;

import java.util.Optional;

/**
 * The standard starting positions (手合割): the even game and the handicaps, by their KIF names. In a
 * handicap game the giver (上手) plays gote, has the pieces removed and moves first.
 */
public enum Handicap {
  /** Even game (平手). */
  EVEN("平手", "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"),
  /** Lance (香落ち): the giver's 1a lance removed. */
  LANCE("香落ち", "lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Right lance (右香落ち): the giver's 9a lance removed. */
  RIGHT_LANCE("右香落ち", "1nsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Bishop (角落ち). */
  BISHOP("角落ち", "lnsgkgsnl/1r7/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Rook (飛車落ち). */
  ROOK("飛車落ち", "lnsgkgsnl/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Rook and lance (飛香落ち). */
  ROOK_LANCE("飛香落ち", "lnsgkgsn1/7b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Two pieces (二枚落ち): rook and bishop. */
  TWO_PIECES("二枚落ち", "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Three pieces (三枚落ち): rook, bishop and the 1a lance. */
  THREE_PIECES("三枚落ち", "lnsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Four pieces (四枚落ち): rook, bishop and both lances. */
  FOUR_PIECES("四枚落ち", "1nsgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Five pieces (五枚落ち): four pieces and the 8a knight. */
  FIVE_PIECES("五枚落ち", "2sgkgsn1/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Left five pieces (左五枚落ち): four pieces and the 2a knight. */
  LEFT_FIVE_PIECES("左五枚落ち", "1nsgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Six pieces (六枚落ち): rook, bishop, both lances and both knights. */
  SIX_PIECES("六枚落ち", "2sgkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Left seven pieces (左七枚落ち): six pieces and the 3a silver. */
  LEFT_SEVEN_PIECES("左七枚落ち", "2sgkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Right seven pieces (右七枚落ち): six pieces and the 7a silver. */
  RIGHT_SEVEN_PIECES("右七枚落ち", "3gkgs2/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Eight pieces (八枚落ち): six pieces and both silvers. */
  EIGHT_PIECES("八枚落ち", "3gkg3/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1"),
  /** Ten pieces (十枚落ち): only the king and the pawns remain. */
  TEN_PIECES("十枚落ち", "4k4/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1");

  private final String kifName;
  private final String sfen;

  Handicap(String kifName, String sfen) {
    this.kifName = kifName;
    this.sfen = sfen;
  }

  /**
   * The name in a KIF {@code 手合割} header.
   *
   * @return for example {@code "香落ち"}
   */
  public String kifName() {
    return kifName;
  }

  /**
   * The starting position as SFEN.
   *
   * @return the SFEN text
   */
  public String sfen() {
    return sfen;
  }

  /**
   * The starting position.
   *
   * @return the position, the giver (gote) to move unless even
   */
  public Position position() {
    return Position.fromSfen(sfen);
  }

  /**
   * The handicap with a KIF name; surrounding white space (half- or full-width) is ignored, and the
   * spellings without {@code 落ち} ({@code 二枚}) are accepted.
   *
   * @param name the 手合割 value
   * @return the handicap, or empty for {@code その他} and unknown names
   */
  public static Optional<Handicap> fromKifName(String name) {
    String n = name.strip().replace("　", "");
    for (Handicap h : values()) {
      if (h.kifName.equals(n) || h.kifName.equals(n + "落ち")) {
        return Optional.of(h);
      }
    }
    return Optional.empty();
  }

  /**
   * The handicap whose start position has the same board, hands and side to move as the given one.
   *
   * @param position a position
   * @return the handicap, or empty when the position is not a standard start
   */
  public static Optional<Handicap> of(Position position) {
    for (Handicap h : values()) {
      if (h.position().equals(position)) {
        return Optional.of(h);
      }
    }
    return Optional.empty();
  }
}
