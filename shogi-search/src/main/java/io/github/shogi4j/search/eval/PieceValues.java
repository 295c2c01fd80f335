package io.github.shogi4j.search.eval;

import io.github.shogi4j.rules.PieceType;

/**
 * The piece values both evaluators of this library count, in centipawns: pawn (歩) 100, lance (香)
 * 350, knight (桂) 450, silver (銀) 550, gold (金) 600, bishop (角) 950, rook (飛) 1100, every promoted
 * minor piece (と, 成香, 成桂, 成銀) as a gold, 600, horse (馬) 1250 and dragon (龍) 1450 (a promoted major
 * piece keeps its slides and gains the king's steps: worth about a third of a gold more). A piece
 * in hand counts its unpromoted value. The king counts nothing.
 *
 * <p>Thread-safe (constants only).
 */
public final class PieceValues {
  private PieceValues() {}

  /** Values by {@link PieceType#ordinal()}. */
  private static final int[] VALUES = {
    100, 350, 450, 550, 950, 1100, 600, 0, 600, 600, 600, 600, 1250, 1450
  };

  /**
   * The value of a piece type.
   *
   * @param type the type
   * @return centipawns, 0 for the king
   */
  public static int of(PieceType type) {
    return VALUES[type.ordinal()];
  }

  /**
   * The value by type ordinal, for the engine's fast paths.
   *
   * @param type type ordinal 0..13
   * @return centipawns
   */
  static int ofOrdinal(int type) {
    return VALUES[type];
  }
}
