package io.github.shogi4j.rules;

/**
 * A piece (駒) on the board: a {@link Color} and a {@link PieceType}. There are 28 of them, one
 * constant each, so pieces are compared with {@code ==} and never allocated.
 *
 * <p>The ordinal is {@code color.ordinal() * 14 + type.ordinal()}.
 */
public enum Piece {
  /** Sente's pawn. */
  SENTE_PAWN,
  /** Sente's lance. */
  SENTE_LANCE,
  /** Sente's knight. */
  SENTE_KNIGHT,
  /** Sente's silver. */
  SENTE_SILVER,
  /** Sente's bishop. */
  SENTE_BISHOP,
  /** Sente's rook. */
  SENTE_ROOK,
  /** Sente's gold. */
  SENTE_GOLD,
  /** Sente's king. */
  SENTE_KING,
  /** Sente's promoted pawn (と). */
  SENTE_PRO_PAWN,
  /** Sente's promoted lance. */
  SENTE_PRO_LANCE,
  /** Sente's promoted knight. */
  SENTE_PRO_KNIGHT,
  /** Sente's promoted silver. */
  SENTE_PRO_SILVER,
  /** Sente's horse (馬). */
  SENTE_HORSE,
  /** Sente's dragon (龍). */
  SENTE_DRAGON,
  /** Gote's pawn. */
  GOTE_PAWN,
  /** Gote's lance. */
  GOTE_LANCE,
  /** Gote's knight. */
  GOTE_KNIGHT,
  /** Gote's silver. */
  GOTE_SILVER,
  /** Gote's bishop. */
  GOTE_BISHOP,
  /** Gote's rook. */
  GOTE_ROOK,
  /** Gote's gold. */
  GOTE_GOLD,
  /** Gote's king. */
  GOTE_KING,
  /** Gote's promoted pawn (と). */
  GOTE_PRO_PAWN,
  /** Gote's promoted lance. */
  GOTE_PRO_LANCE,
  /** Gote's promoted knight. */
  GOTE_PRO_KNIGHT,
  /** Gote's promoted silver. */
  GOTE_PRO_SILVER,
  /** Gote's horse (馬). */
  GOTE_HORSE,
  /** Gote's dragon (龍). */
  GOTE_DRAGON;

  private static final Piece[] VALUES = values();

  /**
   * The piece of the given color and type.
   *
   * @param color the owner
   * @param type the kind
   * @return the piece constant
   */
  public static Piece of(Color color, PieceType type) {
    return VALUES[color.ordinal() * 14 + type.ordinal()];
  }

  /**
   * The piece with the given ordinal.
   *
   * @param ordinal 0 to 27
   * @return the piece
   * @throws IllegalArgumentException if out of range
   */
  public static Piece ofOrdinal(int ordinal) {
    if (ordinal < 0 || ordinal >= VALUES.length) {
      throw new IllegalArgumentException("no piece with ordinal " + ordinal);
    }
    return VALUES[ordinal];
  }

  /**
   * The owner of this piece.
   *
   * @return sente or gote
   */
  public Color color() {
    return ordinal() < 14 ? Color.SENTE : Color.GOTE;
  }

  /**
   * The kind of this piece.
   *
   * @return the piece type
   */
  public PieceType type() {
    return PieceType.ofOrdinal(ordinal() % 14);
  }

  /**
   * The same kind promoted.
   *
   * @return the promoted piece of the same color
   * @throws IllegalStateException if the kind cannot promote
   */
  public Piece promoted() {
    return of(color(), type().promoted());
  }

  /**
   * The SFEN text of this piece: uppercase for sente, lowercase for gote, {@code +} before a
   * promoted piece.
   *
   * @return for example {@code "P"}, {@code "+r"}
   */
  public String sfen() {
    String s = type().usi();
    return color() == Color.SENTE ? s : s.toLowerCase(java.util.Locale.ROOT);
  }
}
