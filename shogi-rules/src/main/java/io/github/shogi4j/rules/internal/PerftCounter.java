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
 * Perft, the number of leaves of the legal move tree, on one {@link Board}, with the last two plies
 * counted in bulk.
 *
 * <p>Holds the move stack and, at the ply before the last, the counts it kept of the moves of the
 * side not to move. After a reply that captures nothing and is not a king move, those counts stand
 * for that side's pieces, except the sliders whose empty-board reach holds a square the reply
 * changed, counted again; when the reply also touches no line through that side's king and checks
 * it by no step, the pins (ピン) kept stand too. Owned by one board, and single-threaded like it; its
 * buffers are allocated once, on first use.
 */
final class PerftCounter {
  private final Board b;

  PerftCounter(Board b) {
    this.b = b;
  }

  /**
   * The leaf count to a depth of 2 or more; {@link Board#perft} answers depths 0 and 1.
   *
   * @param depth plies, 2 or more
   * @return the leaf count
   */
  long perft(int depth) {
    if (stack == null || stack.length < depth * Moves.MAX_LEGAL) {
      stack = new int[Math.max(depth, 8) * Moves.MAX_LEGAL];
    }
    return perft(depth, 0);
  }

  // The move stack, Moves.MAX_LEGAL entries a ply.
  private int[] stack;

  // Perft's last two plies: the counts keepCounts took of one side's non-king pieces, and the
  // squares whose occupancy the move played since then changed (see countKept).
  private int keptSteppers;

  private int keptSliders;

  private final int[] keptSquare = new int[81];

  private final int[] keptCount = new int[81];

  private final long[] keptReach =
      new long[2 * 81]; // the slider's empty-board reach: low word at 2i, high at 2i + 1

  private long changedLo;

  private long changedHi;

  // The pieces of that side pinned to its king, valid while keptPins (see MoveGen.REUSE_PINS).
  private boolean keptPins;

  long keptPinLo;

  long keptPinHi;

  /**
   * Counts the moves of every non-king piece of {@code color} (the side not to move), to be reused
   * after any move of the side to move that captures nothing and is not a king move: such a move
   * changes neither the pieces of {@code color} nor its target squares, so the steppers' counts
   * stay as they are and a slider's count changes only when the move changed the occupancy within
   * its reach. Pins and checks are not taken here: {@link #countKept} handles them.
   */
  private void keepCounts(int color) {
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
    keptSteppers = MoveCount.countSteppers(b, color, lo, hi, targetLo, targetHi);
    int n = 0;
    long xLo = lo & Attacks.sliderLo(b);
    long xHi = hi & Attacks.sliderHi(b);
    while ((xLo | xHi) != 0) {
      int from = Attacks.first(xLo, xHi);
      xLo &= ~SQ_LO[from];
      xHi &= ~SQ_HI[from];
      keptSquare[n] = from;
      keptCount[n] = MoveCount.countSlider(b, color, from, targetLo, targetHi);
      keptReach[2 * n] = b.rLo;
      keptReach[2 * n + 1] = b.rHi;
      n++;
    }
    keptSliders = n;
    keptPins = false;
    if (k >= 0) {
      Attacks.checkersAndPins(
          b, k, color ^ 1, b.occLo, b.occHi, b.bb[28 + color], b.bb[30 + color]);
      keptPins = (b.rLo | b.rHi) == 0; // not in check now (in a valid position it never is)
      keptPinLo = b.pinLo;
      keptPinHi = b.pinHi;
    }
  }

  /**
   * The number of moves of the non-king pieces of {@code us}, not in check, from the counts {@link
   * #keepCounts} kept: pinned pieces are taken out and counted along their pin line, sliders whose
   * reach holds a changed square are counted again.
   */
  int countKept(int us, int k, long pinLo, long pinHi, long targetLo, long targetHi) {
    int n = keptSteppers;
    boolean pins = (pinLo | pinHi) != 0;
    if (pins) {
      n -= MoveCount.countSteppers(b, us, pinLo, pinHi, targetLo, targetHi);
    }
    long cLo = changedLo;
    long cHi = changedHi;
    for (int i = 0; i < keptSliders; i++) {
      if (((keptReach[2 * i] & cLo) | (keptReach[2 * i + 1] & cHi)) == 0) {
        n += keptCount[i];
      } else {
        n += MoveCount.countSlider(b, us, keptSquare[i], targetLo, targetHi);
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

  // The lines through the enemy king, and its square (for countAfter).
  private long aroundLo;

  private long aroundHi;

  /**
   * The number of legal replies to a legal move of the side to move, after {@link #keepCounts} of
   * the other side: from the kept counts when the move captures nothing and is not a king move,
   * also from the kept pins when it touches no line through the enemy king and checks by no step.
   */
  private int countAfter(int m) {
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
      changedLo = cLo;
      changedHi = cHi;
      reuse = MoveGen.REUSE_COUNTS;
      int ek = b.st[2 + (b.side ^ 1)];
      if (keptPins && ek >= 0 && ((aroundLo & cLo) | (aroundHi & cHi)) == 0) {
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

  private long perft(int depth, int off) {
    if (depth == 1) {
      return b.countLegal();
    }
    int n = b.generateLegal(stack, off);
    long total = 0;
    if (depth == 2) { // the replies to most moves are counted from counts kept before them
      keepCounts(b.side ^ 1);
      int ek = b.st[2 + (b.side ^ 1)];
      if (ek >= 0) {
        aroundLo = ROOK_LO[ek] | BISHOP_LO[ek] | SQ_LO[ek];
        aroundHi = ROOK_HI[ek] | BISHOP_HI[ek] | SQ_HI[ek];
      }
      for (int i = off; i < off + n; i++) {
        int m = stack[i];
        total += countAfter(m);
      }
      return total;
    }
    int next = off + Moves.MAX_LEGAL;
    for (int i = off; i < off + n; i++) {
      int m = stack[i];
      MakeUnmake.make(b, m);
      total += perft(depth - 1, next);
      MakeUnmake.unmake(b, m);
    }
    return total;
  }
}
