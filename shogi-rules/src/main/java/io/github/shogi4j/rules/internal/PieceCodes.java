package io.github.shogi4j.rules.internal;

/**
 * Piece codes on the internal board: 0 for an empty square, otherwise {@code color * 14 + type + 1}
 * with type ordinals as in {@code PieceType} (pawn 0 ... gold 6, king 7, promoted kinds 8..13).
 */
public final class PieceCodes {
  private PieceCodes() {}

  /** TYPE_OF[code]: {@link #type(int)} as a table (index 0, the empty square, holds 0). */
  static final int[] TYPE_OF = new int[29];

  /** COLOR_OF[code]: {@link #color(int)} as a table (index 0, the empty square, holds 0). */
  static final int[] COLOR_OF = new int[29];

  static {
    for (int code = 1; code < 29; code++) {
      TYPE_OF[code] = type(code);
      COLOR_OF[code] = color(code);
    }
  }

  /** The empty square. */
  public static final int EMPTY = 0;

  /** Type ordinal of the pawn. */
  public static final int PAWN = 0;

  /** Type ordinal of the lance. */
  public static final int LANCE = 1;

  /** Type ordinal of the knight. */
  public static final int KNIGHT = 2;

  /** Type ordinal of the silver. */
  public static final int SILVER = 3;

  /** Type ordinal of the bishop. */
  public static final int BISHOP = 4;

  /** Type ordinal of the rook. */
  public static final int ROOK = 5;

  /** Type ordinal of the gold. */
  public static final int GOLD = 6;

  /** Type ordinal of the king. */
  public static final int KING = 7;

  /** Type ordinal of the horse (promoted bishop). */
  public static final int HORSE = 12;

  /** Type ordinal of the dragon (promoted rook). */
  public static final int DRAGON = 13;

  /**
   * The code of a piece.
   *
   * @param color 0 sente, 1 gote
   * @param type type ordinal 0..13
   * @return the code 1..28
   */
  public static int code(int color, int type) {
    return color * 14 + type + 1;
  }

  /**
   * The color of a non-empty code.
   *
   * @param code piece code 1..28
   * @return 0 sente, 1 gote
   */
  public static int color(int code) {
    return code > 14 ? 1 : 0;
  }

  /**
   * The type ordinal of a non-empty code.
   *
   * @param code piece code 1..28
   * @return type ordinal 0..13
   */
  public static int type(int code) {
    return (code - 1) % 14;
  }

  /**
   * Whether the type can promote.
   *
   * @param type type ordinal
   * @return true for pawn, lance, knight, silver, bishop, rook
   */
  public static boolean canPromote(int type) {
    return type <= ROOK;
  }

  /**
   * The hand kind a captured piece of this type becomes.
   *
   * @param type type ordinal (not the king)
   * @return unpromoted type ordinal 0..6
   */
  public static int unpromoted(int type) {
    return type >= 8 ? type - 8 : type;
  }
}
