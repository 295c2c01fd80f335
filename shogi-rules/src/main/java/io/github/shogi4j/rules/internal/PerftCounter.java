package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_LO;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;
import static io.github.shogi4j.rules.internal.PieceCodes.TYPE_OF;

/**
 * Perft, the number of leaves of the legal move tree (perft), with the last two plies counted in
 * bulk.
 *
 * <p>At the ply before the last, the counts of the moves of the side not to move are kept in the
 * board's perft fields ({@link #keepCounts}). After a reply that captures nothing and is not a king
 * move, those counts stand for that side's pieces, except the sliders whose empty-board reach holds
 * a square the reply changed, which are counted again; when the reply also touches no line through
 * that side's king and checks it by no step, the pins (ピン) kept stand too ({@link
 * MoveGen#REUSE_PINS}). Stateless itself: the stack and the kept counts are fields of the {@link
 * Board}, so the hot loop reads them without an indirection; they are allocated on the first perft
 * deeper than one ply, never by a copy.
 */
final class PerftCounter {
  private PerftCounter() {}

  /**
   * The leaf count to a depth of 2 or more ({@link Board#perft} answers depths 0 and 1).
   *
   * @param depth plies, 2 or more
   * @return the leaf count
   */
  static long perft(Board b, int depth) {
    if (b.stack == null || b.stack.length < depth * Moves.MAX_LEGAL) {
      b.stack = new int[Math.max(depth, 8) * Moves.MAX_LEGAL];
    }
    if (b.keptSquare == null) {
      b.keptSquare = new int[81];
      b.keptCount = new int[81];
      b.keptReach = new long[2 * 81];
    }
    return perft(b, depth, 0);
  }

  /**
   * Counts the moves of every non-king piece of {@code color} (the side not to move), to be reused
   * after any move of the side to move that captures nothing and is not a king move: such a move
   * changes neither the pieces of {@code color} nor its target squares, so the steppers' counts
   * stay as they are and a slider's count changes only when the move changed the occupancy within
   * its reach. Pins and checks are not taken here: {@link #countKept} handles them.
   */
  private static void keepCounts(Board b, int color) {
    int k = b.st[2 + color];
    int ek = b.st[2 + (color ^ 1)];
    long targetLo = ~b.bb[28 + color] & Bitboards.ALL_LO;
    long targetHi = ~b.bb[30 + color] & Bitboards.ALL_HI;
    long lo = b.bb[28 + color];
    long hi = b.bb[30 + color];
    if (ek >= 0) {
      targetLo &= ~SQ_LO[ek];
      targetHi &= ~SQ_HI[ek];
    }
    if (k >= 0) {
      lo &= ~SQ_LO[k];
      hi &= ~SQ_HI[k];
    }
    b.keptSteppers = MoveCount.countSteppers(b, color, lo, hi, targetLo, targetHi);
    int n = 0;
    long xLo = lo & Attacks.sliderLo(b);
    long xHi = hi & Attacks.sliderHi(b);
    while ((xLo | xHi) != 0) {
      int from = Attacks.first(xLo, xHi);
      xLo &= ~SQ_LO[from];
      xHi &= ~SQ_HI[from];
      b.keptSquare[n] = from;
      b.keptCount[n] = MoveCount.countSlider(b, color, from, targetLo, targetHi);
      b.keptReach[2 * n] = b.rLo;
      b.keptReach[2 * n + 1] = b.rHi;
      n++;
    }
    b.keptSliders = n;
    b.keptPins = false;
    if (k >= 0) {
      Attacks.checkersAndPins(
          b, k, color ^ 1, b.occLo, b.occHi, b.bb[28 + color], b.bb[30 + color]);
      b.keptPins = (b.rLo | b.rHi) == 0; // not in check now (in a valid position it never is)
      b.keptPinLo = b.pinLo;
      b.keptPinHi = b.pinHi;
    }
  }

  /**
   * The number of moves of the non-king pieces of {@code us}, not in check, from the counts {@link
   * #keepCounts} kept: pinned pieces are taken out and counted along their pin line, sliders whose
   * reach holds a changed square are counted again.
   */
  static int countKept(
      Board b, int us, int k, long pinLo, long pinHi, long targetLo, long targetHi) {
    int n = b.keptSteppers;
    boolean pins = (pinLo | pinHi) != 0;
    if (pins) {
      n -= MoveCount.countSteppers(b, us, pinLo, pinHi, targetLo, targetHi);
    }
    long cLo = b.changedLo;
    long cHi = b.changedHi;
    for (int i = 0; i < b.keptSliders; i++) {
      if (((b.keptReach[2 * i] & cLo) | (b.keptReach[2 * i + 1] & cHi)) == 0) {
        n += b.keptCount[i];
      } else {
        n += MoveCount.countSlider(b, us, b.keptSquare[i], targetLo, targetHi);
      }
    }
    if (pins) {
      // The pinned sliders were counted as free above: take them out again.
      long xLo = pinLo & Attacks.sliderLo(b);
      long xHi = pinHi & Attacks.sliderHi(b);
      while ((xLo | xHi) != 0) {
        int from = Attacks.first(xLo, xHi);
        xLo &= ~SQ_LO[from];
        xHi &= ~SQ_HI[from];
        n -= MoveCount.countSlider(b, us, from, targetLo, targetHi);
      }
      n =
          MoveGen.emitEach(
              b, null, n, pinLo, pinHi, k, pinLo, pinHi, targetLo, targetHi, b.occLo, b.occHi);
    }
    return n;
  }

  /**
   * The number of legal replies to a legal move of the side to move, after {@link #keepCounts} of
   * the other side: from the kept counts when the move captures nothing and is not a king move,
   * also from the kept pins when it touches no line through the enemy king and checks by no step.
   */
  private static int countAfter(Board b, int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    int reuse = MoveGen.REUSE_NONE;
    if (Moves.captured(m) == 0 && TYPE_OF[moved] != PieceCodes.KING) {
      long cLo = SQ_LO[to];
      long cHi = SQ_HI[to];
      if (!Moves.isDrop(m)) {
        cLo |= SQ_LO[Moves.from(m)];
        cHi |= SQ_HI[Moves.from(m)];
      }
      b.changedLo = cLo;
      b.changedHi = cHi;
      reuse = MoveGen.REUSE_COUNTS;
      int ek = b.st[2 + (b.side ^ 1)];
      if (b.keptPins && ek >= 0 && ((b.aroundLo & cLo) | (b.aroundHi & cHi)) == 0) {
        int i = (Moves.isPromote(m) ? moved + 8 : moved) * 81 + to;
        if (((STEP_LO[i] & SQ_LO[ek]) | (STEP_HI[i] & SQ_HI[ek])) == 0) {
          reuse = MoveGen.REUSE_PINS;
        }
      }
    }
    MakeUnmake.make(b, m);
    int n = MoveGen.legal(b, null, 0, reuse);
    MakeUnmake.unmake(b, m);
    return n;
  }

  private static long perft(Board b, int depth, int off) {
    if (depth == 1) {
      return b.countLegal();
    }
    int n = b.generateLegal(b.stack, off);
    long total = 0;
    if (depth == 2) { // the replies to most moves are counted from counts kept before them
      keepCounts(b, b.side ^ 1);
      int ek = b.st[2 + (b.side ^ 1)];
      if (ek >= 0) {
        b.aroundLo = ROOK_LO[ek] | BISHOP_LO[ek] | SQ_LO[ek];
        b.aroundHi = ROOK_HI[ek] | BISHOP_HI[ek] | SQ_HI[ek];
      }
      for (int i = off; i < off + n; i++) {
        int m = b.stack[i];
        total += countAfter(b, m);
      }
      return total;
    }
    int next = off + Moves.MAX_LEGAL;
    for (int i = off; i < off + n; i++) {
      int m = b.stack[i];
      MakeUnmake.make(b, m);
      total += perft(b, depth - 1, next);
      MakeUnmake.unmake(b, m);
    }
    return total;
  }
}
