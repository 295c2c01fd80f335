package io.github.shogi4j.rules;

import java.util.Optional;

/**
 * The fourteen kinds of shogi piece (駒の種類), unpromoted and promoted, without a color.
 *
 * <p>The first seven constants ({@link #PAWN} to {@link #GOLD}) are the kinds that can be held in
 * hand (持ち駒); each promotable kind's promoted form has the ordinal eight higher.
 */
public enum PieceType {
  /** Pawn (歩兵, 歩). */
  PAWN("P", "FU", "歩"),
  /** Lance (香車, 香). */
  LANCE("L", "KY", "香"),
  /** Knight (桂馬, 桂). */
  KNIGHT("N", "KE", "桂"),
  /** Silver general (銀将, 銀). */
  SILVER("S", "GI", "銀"),
  /** Bishop (角行, 角). */
  BISHOP("B", "KA", "角"),
  /** Rook (飛車, 飛). */
  ROOK("R", "HI", "飛"),
  /** Gold general (金将, 金); never promotes. */
  GOLD("G", "KI", "金"),
  /** King (玉将/王将, 玉); never promotes, never in hand. */
  KING("K", "OU", "玉"),
  /** Promoted pawn (と金, と). */
  PRO_PAWN("+P", "TO", "と"),
  /** Promoted lance (成香, 杏). */
  PRO_LANCE("+L", "NY", "成香"),
  /** Promoted knight (成桂, 圭). */
  PRO_KNIGHT("+N", "NK", "成桂"),
  /** Promoted silver (成銀, 全). */
  PRO_SILVER("+S", "NG", "成銀"),
  /** Horse (竜馬, 馬): promoted bishop. */
  HORSE("+B", "UM", "馬"),
  /** Dragon (竜王, 龍): promoted rook. */
  DRAGON("+R", "RY", "龍");

  private static final PieceType[] VALUES = values();
  private static final PieceType[] HAND_TYPES = {PAWN, LANCE, KNIGHT, SILVER, BISHOP, ROOK, GOLD};

  private final String usi;
  private final String csa;
  private final String kanji;

  PieceType(String usi, String csa, String kanji) {
    this.usi = usi;
    this.csa = csa;
    this.kanji = kanji;
  }

  /**
   * The kinds that can be held in hand, in ordinal order (pawn, lance, knight, silver, bishop,
   * rook, gold).
   *
   * @return a fresh array of the seven hand kinds
   */
  public static PieceType[] handTypes() {
    return HAND_TYPES.clone();
  }

  /**
   * The kind with the given ordinal.
   *
   * @param ordinal 0 to 13
   * @return the kind
   * @throws IllegalArgumentException if the ordinal is out of range
   */
  public static PieceType ofOrdinal(int ordinal) {
    if (ordinal < 0 || ordinal >= VALUES.length) {
      throw new IllegalArgumentException("no piece type with ordinal " + ordinal);
    }
    return VALUES[ordinal];
  }

  /**
   * Whether this kind can promote (歩 香 桂 銀 角 飛).
   *
   * @return true for the six promotable unpromoted kinds
   */
  public boolean canPromote() {
    return ordinal() <= ROOK.ordinal();
  }

  /**
   * Whether this is a promoted kind (成駒).
   *
   * @return true for と, 成香, 成桂, 成銀, 馬, 龍
   */
  public boolean isPromoted() {
    return ordinal() >= PRO_PAWN.ordinal();
  }

  /**
   * Whether a piece of this kind can be held in hand and dropped (打つ).
   *
   * @return true for the seven unpromoted kinds other than the king
   */
  public boolean isHandType() {
    return ordinal() <= GOLD.ordinal();
  }

  /**
   * The promoted form (成り駒) of this kind.
   *
   * @return the promoted kind
   * @throws IllegalStateException if this kind cannot promote
   */
  public PieceType promoted() {
    if (!canPromote()) {
      throw new IllegalStateException(this + " cannot promote");
    }
    return VALUES[ordinal() + 8];
  }

  /**
   * The unpromoted form: the kind a captured piece becomes in hand.
   *
   * @return the unpromoted kind, or this kind if it is not promoted
   */
  public PieceType unpromoted() {
    return isPromoted() ? VALUES[ordinal() - 8] : this;
  }

  /**
   * The uppercase USI/SFEN letter, with a leading {@code +} for promoted kinds.
   *
   * @return for example {@code "P"} or {@code "+R"}
   */
  public String usi() {
    return usi;
  }

  /**
   * The two-letter CSA code.
   *
   * @return for example {@code "FU"} or {@code "RY"}
   */
  public String csa() {
    return csa;
  }

  /**
   * The usual kanji name as written in KIF move text.
   *
   * @return for example {@code "歩"}, {@code "成銀"} or {@code "龍"}
   */
  public String kanji() {
    return kanji;
  }

  /**
   * The kind with the given CSA code.
   *
   * @param code a two-letter code such as {@code "FU"}
   * @return the kind, or empty when the code names none
   */
  public static Optional<PieceType> fromCsa(String code) {
    for (PieceType t : VALUES) {
      if (t.csa.equals(code)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  /**
   * The unpromoted kind with the given USI letter, in either case.
   *
   * @param letter one of {@code P L N S B R G K} (or lowercase)
   * @return the kind, or empty when the letter names none
   */
  public static Optional<PieceType> fromUsiLetter(char letter) {
    switch (Character.toUpperCase(letter)) {
      case 'P':
        return Optional.of(PAWN);
      case 'L':
        return Optional.of(LANCE);
      case 'N':
        return Optional.of(KNIGHT);
      case 'S':
        return Optional.of(SILVER);
      case 'B':
        return Optional.of(BISHOP);
      case 'R':
        return Optional.of(ROOK);
      case 'G':
        return Optional.of(GOLD);
      case 'K':
        return Optional.of(KING);
      default:
        return Optional.empty();
    }
  }
}
