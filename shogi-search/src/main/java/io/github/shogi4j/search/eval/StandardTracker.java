package io.github.shogi4j.search.eval;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.search.internal.EvalTracker;

/**
 * The {@link StandardEvaluator} followed move by move: the sums of the per-piece terms of each side
 * and the number of promoted pieces are updated by the pieces a move lifts, places and captures
 * (all of them again only when a king moves, since the placement terms are measured from the
 * kings); the hand, king-safety and tempo terms are computed at each evaluation, as they are cheap.
 * Not thread-safe: one per search.
 */
final class StandardTracker implements EvalTracker {
  private final Board board;
  private int sum0;
  private int sum1;
  private int promoted;
  /** Saved (sum0, sum1, promoted) triples, one per move followed. */
  private int[] saved = new int[3 * 256];
  private int top;

  StandardTracker(Board board) {
    this.board = board;
    recompute();
  }

  private void recompute() {
    int k0 = board.kingSquare(0);
    int k1 = board.kingSquare(1);
    int s0 = 0;
    int s1 = 0;
    int n = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p == 0) {
        continue;
      }
      if (PieceCodes.type(p) >= 8) {
        n++;
      }
      if (PieceCodes.color(p) == 0) {
        s0 += StandardEvaluator.pieceTerm(p, s, k0, k1);
      } else {
        s1 += StandardEvaluator.pieceTerm(p, s, k1, k0);
      }
    }
    sum0 = s0;
    sum1 = s1;
    promoted = n;
  }

  @Override
  public void afterDoMove(int m) {
    if (top == saved.length) {
      saved = java.util.Arrays.copyOf(saved, saved.length * 2);
    }
    saved[top] = sum0;
    saved[top + 1] = sum1;
    saved[top + 2] = promoted;
    top += 3;
    int moved = Moves.moved(m);
    if (PieceCodes.type(moved) == PieceCodes.KING) {
      recompute();
      return;
    }
    int us = PieceCodes.color(moved);
    int ownKing = board.kingSquare(us);
    int enemyKing = board.kingSquare(us ^ 1);
    int to = Moves.to(m);
    int delta;
    if (Moves.isDrop(m)) {
      delta = StandardEvaluator.pieceTerm(moved, to, ownKing, enemyKing);
    } else {
      int placed = moved;
      if (Moves.isPromote(m)) {
        placed += 8;
        promoted++;
      }
      delta = StandardEvaluator.pieceTerm(placed, to, ownKing, enemyKing)
          - StandardEvaluator.pieceTerm(moved, Moves.from(m), ownKing, enemyKing);
      int captured = Moves.captured(m);
      if (captured != 0) {
        if (PieceCodes.type(captured) >= 8) {
          promoted--;
        }
        int lost = StandardEvaluator.pieceTerm(captured, to, enemyKing, ownKing);
        if (us == 0) {
          sum1 -= lost;
        } else {
          sum0 -= lost;
        }
      }
    }
    if (us == 0) {
      sum0 += delta;
    } else {
      sum1 += delta;
    }
  }

  @Override
  public void afterUndoMove() {
    top -= 3;
    sum0 = saved[top];
    sum1 = saved[top + 1];
    promoted = saved[top + 2];
  }

  @Override
  public int evaluate() {
    return StandardEvaluator.combine(board, sum0, sum1, promoted);
  }
}
