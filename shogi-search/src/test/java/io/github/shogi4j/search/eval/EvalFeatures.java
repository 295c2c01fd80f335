package io.github.shogi4j.search.eval;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.PieceCodes;
import java.util.Arrays;

/**
 * The standard evaluation as a linear function of its parameters: for a board, the coefficient of
 * each parameter, so that the evaluation is the sum of parameter times coefficient ({@link
 * EvalFeaturesTest} checks it against {@link StandardEval#evaluate(Board)}). What the tuner fits.
 */
final class EvalFeatures {
  private EvalFeatures() {}

  /**
   * The coefficients of the parameters in the evaluation of a board, from the side to move's point
   * of view.
   *
   * @return {@link EvalParams#size()} coefficients
   */
  static int[] of(Board board) {
    int[] x = new int[EvalParams.size()];
    Sparse f = sparse(board);
    for (int i = 0; i < f.index().length; i++) {
      x[f.index()[i]] = f.value()[i];
    }
    return x;
  }

  /**
   * The coefficients that are not 0: their parameters' indices, ascending, and the coefficients.
   */
  record Sparse(int[] index, int[] value) {}

  /**
   * Per thread: the dense coefficients being summed, all 0 between calls, and which are touched.
   */
  private static final ThreadLocal<Accumulator> ACCUMULATOR =
      ThreadLocal.withInitial(Accumulator::new);

  private static final class Accumulator {
    final int[] x = new int[EvalParams.size()];
    final boolean[] touched = new boolean[EvalParams.size()];
    int[] list = new int[512];
    int count;

    void add(int i, int amount) {
      if (!touched[i]) {
        touched[i] = true;
        if (count == list.length) {
          list = Arrays.copyOf(list, count * 2);
        }
        list[count++] = i;
      }
      x[i] += amount;
    }

    /** The non-zero coefficients, negated when negate, leaving the accumulator empty. */
    Sparse drain(boolean negate) {
      int[] idx = Arrays.copyOf(list, count);
      Arrays.sort(idx);
      int n = 0;
      int[] val = new int[idx.length];
      for (int i : idx) {
        if (x[i] != 0) {
          idx[n] = i;
          val[n++] = negate ? -x[i] : x[i];
        }
        x[i] = 0;
        touched[i] = false;
      }
      count = 0;
      return new Sparse(Arrays.copyOf(idx, n), Arrays.copyOf(val, n));
    }
  }

  /** {@link #of(Board)} without its zeros. */
  static Sparse sparse(Board board) {
    Accumulator a = ACCUMULATOR.get();
    int promoted = 0;
    int[] kings = {board.kingSquare(0), board.kingSquare(1)};
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p == 0) {
        continue;
      }
      int t = PieceCodes.type(p);
      int c = PieceCodes.color(p);
      int sign = c == 0 ? 1 : -1;
      promoted += t >= 8 ? 1 : 0;
      if (t != PieceCodes.KING) {
        a.add(EvalParams.PIECE + t, sign);
      }
      a.add(EvalParams.SQUARE + t * EvalParams.SQUARES + StandardEval.square(c, s), sign);
      for (int kc = 0; kc < 2; kc++) {
        if (kings[kc] < 0 || (kc == c && t == PieceCodes.KING)) {
          continue;
        }
        int place = StandardEval.place(c, s, kings[kc]);
        int relative = kc == c ? EvalParams.OWN_KING : EvalParams.ENEMY_KING;
        a.add(relative + t * EvalParams.OFFSETS + StandardEval.offsetOfPlace(place), sign);
        int absolute = kc == c ? EvalParams.OWN_KING_SQUARE : EvalParams.ENEMY_KING_SQUARE;
        a.add(absolute + t * EvalParams.PLACES + place, sign);
      }
    }
    for (int kc = 0; kc < 2; kc++) {
      int k = kings[kc];
      if (k < 0) {
        continue;
      }
      int[] keys = new int[81];
      int n = 0;
      for (int s = 0; s < 81; s++) {
        int p = board.pieceAt(s);
        if (p != 0
            && PieceCodes.type(p) != PieceCodes.KING
            && StandardEval.windowPlace(kc, s, k) >= 0) {
          keys[n++] = StandardEval.pairKey(kc, p, s, k);
        }
      }
      for (int i = 0; i < n; i++) {
        for (int j = 0; j < i; j++) {
          a.add(EvalParams.pair(keys[i], keys[j]), kc == 0 ? 1 : -1);
        }
      }
    }
    int[] hands = {board.hand(0), board.hand(1)};
    int phase = StandardEval.phase(hands[0], hands[1], promoted);
    long occLo = board.occupiedLo();
    long occHi = board.occupiedHi();
    for (int c = 0; c < 2; c++) {
      int sign = c == 0 ? 1 : -1;
      int h = hands[c];
      for (int k = 0; k < 7; k++) {
        int n = StandardEval.handCount(h, k);
        if (n > 0) {
          a.add(EvalParams.hand(k, n), sign);
        }
        a.add(k == 0 ? EvalParams.HAND_PHASE_PAWN : EvalParams.HAND_PHASE_OTHER, sign * phase * n);
      }
      // the king of color c: threatened by the other hand, a penalty for c
      int k = kings[c];
      if (k >= 0) {
        int empty = StandardEval.emptyAround(k, occLo, occHi);
        for (int kind = 0; kind < 7; kind++) {
          a.add(
              EvalParams.DROP_DANGER + kind,
              -sign * empty * StandardEval.dangerCount(hands[c ^ 1], kind));
        }
        if (StandardEval.outOfCamp(k, c, phase)) {
          a.add(EvalParams.CAMP, -sign);
        }
      }
    }
    boolean gote = board.sideToMove() == 1;
    a.add(EvalParams.TEMPO, gote ? -1 : 1); // negated with the rest for gote: 1 either way
    return a.drain(gote);
  }

  /**
   * Parameters drawn at random between -300 and 300 (within a section's {@link EvalParams#limit}),
   * so that no term of the evaluation is 0.
   */
  static EvalParams randomParameters(long seed) {
    java.util.SplittableRandom rng = new java.util.SplittableRandom(seed);
    int[] random = new int[EvalParams.size()];
    for (int i = 0; i < random.length; i++) {
      int limit = Math.min(300, EvalParams.limit(i));
      random[i] = rng.nextInt(-limit, limit);
    }
    return EvalParams.of(random);
  }

  /** The evaluation of coefficients under parameters: their dot product. */
  static long dot(int[] x, int[] params) {
    long v = 0;
    for (int i = 0; i < x.length; i++) {
      v += (long) x[i] * params[i];
    }
    return v;
  }
}
