package io.github.shogi4j.search.engine;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.PieceCodes;

/**
 * The CSA entering-king declaration (入玉宣言法, 27-point rule) as docs/rules.md states it, on
 * the internal board.
 */
final class Impasse {
  private Impasse() {}

  /**
   * Whether the side to move may declare a win: its king is in the enemy camp, it is not in check,
   * at least 10 of its other pieces are in the enemy camp, and its points there plus in hand
   * (rook and bishop, promoted or not, 5; others 1) are at least 28 for sente, 27 for gote.
   *
   * @param board the board
   * @return true if the declaration wins
   */
  static boolean canDeclare(Board board) {
    int us = board.sideToMove();
    int king = board.kingSquare(us);
    if (king < 0 || !Board.inZone(us, king)) {
      return false;
    }
    int count = 0;
    int points = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p == 0 || PieceCodes.color(p) != us || !Board.inZone(us, s)) {
        continue;
      }
      int t = PieceCodes.type(p);
      if (t == PieceCodes.KING) {
        continue;
      }
      count++;
      points += isMajor(t) ? 5 : 1;
    }
    if (count < 10) {
      return false;
    }
    int hand = board.hand(us);
    for (int t = 0; t < 7; t++) {
      points += HandBits.count(hand, t) * (isMajor(t) ? 5 : 1);
    }
    return points >= (us == 0 ? 28 : 27) && !board.inCheck();
  }

  private static boolean isMajor(int type) {
    int t = PieceCodes.unpromoted(type);
    return t == PieceCodes.BISHOP || t == PieceCodes.ROOK;
  }
}
