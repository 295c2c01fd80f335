package io.github.shogi4j.search.eval;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.search.internal.EvalTracker;

/**
 * The {@link StandardEval} followed move by move. It keeps, for sente, the sum of the piece values
 * (with the pawn bonus), the sums of the placement and pair terms measured from each king, and the
 * number of promoted pieces; a move changes them by the pieces it lifts, places and captures, and a
 * king move recomputes the terms measured from that king (and moves it, and the piece it captures,
 * in the other king's terms). The hand, king-safety and tempo terms are computed at each
 * evaluation, as they are cheap. Not thread-safe: one per search.
 */
final class StandardTracker implements EvalTracker {
  private final StandardEval e;
  private final Board board;
  private int base;
  private int near0;
  private int near1;
  private int promoted;

  /** Saved (base, near0, near1, promoted), one quadruple per move followed. */
  private int[] saved = new int[4 * 256];

  private int top;
  private final StandardEval.HandTerms hands;

  StandardTracker(StandardEval e, Board board) {
    this.e = e;
    this.hands = new StandardEval.HandTerms(e);
    this.board = board;
    int b = 0;
    int n = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p != 0) {
        b += e.baseTerm(p, s);
        n += PieceCodes.type(p) >= 8 ? 1 : 0;
      }
    }
    base = b;
    promoted = n;
    near0 = e.kingTerms(board, 0);
    near1 = e.kingTerms(board, 1);
  }

  @Override
  public void afterDoMove(int m) {
    if (top == saved.length) {
      saved = java.util.Arrays.copyOf(saved, saved.length * 2);
    }
    saved[top] = base;
    saved[top + 1] = near0;
    saved[top + 2] = near1;
    saved[top + 3] = promoted;
    top += 4;
    int moved = Moves.moved(m);
    if (PieceCodes.type(moved) != PieceCodes.KING) {
      if (m != nextMove || epoch != nextEpoch) {
        termsAfter(m);
      }
      epoch++;
      base = nextBase;
      near0 = nextNear0;
      near1 = nextNear1;
      promoted = nextPromoted;
      return;
    }
    epoch++;
    // a king move: the terms measured from the kings over again
    int to = Moves.to(m);
    int from = Moves.from(m);
    int captured = Moves.captured(m);
    base += e.baseTerm(moved, to) - e.baseTerm(moved, from) - e.baseTerm(captured, to);
    if (captured != 0 && PieceCodes.type(captured) >= 8) {
      promoted--;
    }
    // the other king sees the king moved from its new square, and loses the piece captured
    int c = PieceCodes.color(moved);
    int other = board.kingSquare(c ^ 1);
    int delta =
        other < 0
            ? 0
            : e.kingTerm(moved, to, c ^ 1, other)
                - e.kingTerm(moved, from, c ^ 1, other)
                - e.kingTerm(captured, to, c ^ 1, other)
                + e.pairChange(board, c ^ 1, other, 0, -1, 0, to, captured);
    if (c == 0) {
      near0 = e.kingTerms(board, 0);
      near1 += delta;
    } else {
      near1 = e.kingTerms(board, 1);
      near0 += delta;
    }
  }

  /**
   * Counts the moves followed and taken back, so that the terms after a move computed by {@link
   * #evaluateAfter} serve when that move is then played from the same position.
   */
  private long epoch;

  // The terms after a move, from termsAfter: the move, the epoch they were computed at, the terms.
  private int nextMove;
  private long nextEpoch = -1;
  private int nextBase;
  private int nextNear0;
  private int nextNear1;
  private int nextPromoted;

  /**
   * Sets the next* fields to the terms after a move that is not a king move, from the terms now:
   * the pieces it lifts, places and captures. Reads only the king squares of the board, which such
   * a move leaves as they are, so it serves before the move is played and after.
   */
  private void termsAfter(int m) {
    nextMove = m;
    nextEpoch = epoch;
    int moved = Moves.moved(m);
    int to = Moves.to(m);
    int k0 = board.kingSquare(0);
    int k1 = board.kingSquare(1);
    if (Moves.isDrop(m)) {
      nextBase = base + e.baseTerm(moved, to);
      nextNear0 =
          near0
              + (k0 < 0
                  ? 0
                  : e.kingTerm(moved, to, 0, k0) + e.pairChange(board, 0, k0, 0, -1, moved, to, 0));
      nextNear1 =
          near1
              + (k1 < 0
                  ? 0
                  : e.kingTerm(moved, to, 1, k1) + e.pairChange(board, 1, k1, 0, -1, moved, to, 0));
      nextPromoted = promoted;
      return;
    }
    int from = Moves.from(m);
    int captured = Moves.captured(m);
    int placed = moved;
    int p = promoted;
    if (Moves.isPromote(m)) {
      placed += 8;
      p++;
    }
    int b = base + e.baseTerm(placed, to) - e.baseTerm(moved, from);
    int n0 =
        k0 < 0 ? near0 : near0 + e.kingTerm(placed, to, 0, k0) - e.kingTerm(moved, from, 0, k0);
    int n1 =
        k1 < 0 ? near1 : near1 + e.kingTerm(placed, to, 1, k1) - e.kingTerm(moved, from, 1, k1);
    if (captured != 0) { // the terms of no piece are 0: a quiet move spares reading them
      b -= e.baseTerm(captured, to);
      n0 -= k0 < 0 ? 0 : e.kingTerm(captured, to, 0, k0);
      n1 -= k1 < 0 ? 0 : e.kingTerm(captured, to, 1, k1);
      if (PieceCodes.type(captured) >= 8) {
        p--;
      }
    }
    if (k0 >= 0) {
      n0 += e.pairChange(board, 0, k0, moved, from, placed, to, captured);
    }
    if (k1 >= 0) {
      n1 += e.pairChange(board, 1, k1, moved, from, placed, to, captured);
    }
    nextBase = b;
    nextNear0 = n0;
    nextNear1 = n1;
    nextPromoted = p;
  }

  /** Any move but a king move: those recompute the terms measured from the kings. */
  @Override
  public boolean evaluatesAfter(int m) {
    return PieceCodes.type(Moves.moved(m)) != PieceCodes.KING;
  }

  @Override
  public int evaluateAfter(int m) {
    if (!evaluatesAfter(m)) {
      throw new UnsupportedOperationException("a king move is evaluated once played");
    }
    if (m != nextMove || epoch != nextEpoch) {
      termsAfter(m);
    }
    int us = board.sideToMove();
    int hand = HandBits.afterMove(board.hand(us), m);
    int to = Moves.to(m);
    long occLo = board.occupiedLo();
    long occHi = board.occupiedHi();
    if (!Moves.isDrop(m)) { // the square left (to was either empty or stays occupied)
      int from = Moves.from(m);
      occLo &= from < 63 ? ~(1L << from) : -1L;
      occHi &= from < 63 ? -1L : ~(1L << (from - 63));
    }
    occLo |= to < 63 ? 1L << to : 0;
    occHi |= to < 63 ? 0 : 1L << (to - 63);
    return e.combine(
        hands,
        nextBase + nextNear0 + nextNear1,
        nextPromoted,
        us ^ 1,
        us == 0 ? hand : board.hand(0),
        us == 1 ? hand : board.hand(1),
        board.kingSquare(0),
        board.kingSquare(1),
        occLo,
        occHi);
  }

  @Override
  public void afterUndoMove() {
    epoch++;
    top -= 4;
    base = saved[top];
    near0 = saved[top + 1];
    near1 = saved[top + 2];
    promoted = saved[top + 3];
  }

  @Override
  public int evaluate() {
    return e.combine(
        hands,
        base + near0 + near1,
        promoted,
        board.sideToMove(),
        board.hand(0),
        board.hand(1),
        board.kingSquare(0),
        board.kingSquare(1),
        board.occupiedLo(),
        board.occupiedHi());
  }
}
