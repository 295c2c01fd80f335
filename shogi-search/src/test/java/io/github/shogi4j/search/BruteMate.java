package io.github.shogi4j.search;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;

/**
 * A plain exhaustive check of forced mates with checks (詰将棋 style), independent of the engine, to
 * validate fixtures and the engine's answers.
 */
public final class BruteMate {
  private BruteMate() {}

  /**
   * Whether the side to move mates in at most {@code plies} (odd) plies, checking on every move.
   *
   * @param p the position
   * @param plies 1, 3, 5 ...
   * @return true if such a mate exists
   */
  public static boolean mates(Position p, int plies) {
    return mates(Board.of(p), plies);
  }

  /**
   * Whether playing {@code first} starts a forced mate within {@code plies} plies in all.
   *
   * @param p the position
   * @param first a legal move of the side to move
   * @param plies odd
   * @return true if the move mates at once or every reply still loses to a mate in plies - 2
   */
  public static boolean startsMate(Position p, io.github.shogi4j.rules.Move first, int plies) {
    Board b = Board.of(p);
    int m = b.complete(first);
    b.doMove(m);
    boolean r = b.inCheck() && allRepliesLose(b, plies - 1);
    b.undoMove(m);
    return r;
  }

  static boolean mates(Board b, int plies) {
    int[] buf = new int[Moves.MAX_LEGAL];
    int n = b.generateLegal(buf, 0);
    for (int i = 0; i < n; i++) {
      b.doMove(buf[i]);
      boolean win = b.inCheck() && allRepliesLose(b, plies - 1);
      b.undoMove(buf[i]);
      if (win) {
        return true;
      }
    }
    return false;
  }

  /** The defender to move, in check: every reply loses within {@code plies} more plies. */
  private static boolean allRepliesLose(Board b, int plies) {
    int[] buf = new int[Moves.MAX_LEGAL];
    int n = b.generateLegal(buf, 0);
    if (n == 0) {
      return true;
    }
    if (plies < 2) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      b.doMove(buf[i]);
      boolean lost = mates(b, plies - 1);
      b.undoMove(buf[i]);
      if (!lost) {
        return false;
      }
    }
    return true;
  }
}
