package io.github.shogi4j.search.eval;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.PieceCodes;

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
        x[EvalParams.PIECE + t] += sign;
      }
      x[EvalParams.SQUARE + t * EvalParams.SQUARES + StandardEval.square(c, s)] += sign;
      for (int kc = 0; kc < 2; kc++) {
        if (kings[kc] < 0 || (kc == c && t == PieceCodes.KING)) {
          continue;
        }
        int section = kc == c ? EvalParams.OWN_KING : EvalParams.ENEMY_KING;
        x[section + t * EvalParams.OFFSETS + StandardEval.offset(c, s, kings[kc])] += sign;
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
          x[EvalParams.hand(k, n)] += sign;
        }
        if (k == 0) {
          x[EvalParams.HAND_PHASE_PAWN] += sign * phase * n;
        } else {
          x[EvalParams.HAND_PHASE_OTHER] += sign * phase * n;
        }
      }
      // the king of color c: threatened by the other hand, a penalty for c
      int k = kings[c];
      if (k >= 0) {
        int empty = StandardEval.emptyAround(k, occLo, occHi);
        for (int kind = 0; kind < 7; kind++) {
          x[EvalParams.DROP_DANGER + kind] -=
              sign * empty * StandardEval.dangerCount(hands[c ^ 1], kind);
        }
        if (StandardEval.outOfCamp(k, c, phase)) {
          x[EvalParams.CAMP] -= sign;
        }
      }
    }
    if (board.sideToMove() == 1) {
      for (int i = 0; i < x.length; i++) {
        x[i] = -x[i];
      }
    }
    x[EvalParams.TEMPO] = 1;
    return x;
  }

  /** Parameters drawn at random between -300 and 300, so that no term of the evaluation is 0. */
  static EvalParams randomParameters(long seed) {
    java.util.SplittableRandom rng = new java.util.SplittableRandom(seed);
    int[] random = new int[EvalParams.size()];
    for (int i = 0; i < random.length; i++) {
      random[i] = rng.nextInt(-300, 300);
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
