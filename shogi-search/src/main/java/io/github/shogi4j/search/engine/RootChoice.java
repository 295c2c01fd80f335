package io.github.shogi4j.search.engine;

/**
 * The easy level's choice of a root move: a model of the mistakes a human makes, applied to a score
 * for every root move (each searched with a full window).
 *
 * <ol>
 *   <li>A move that wins by force (a mate found, a win by the opponent's perpetual check) is
 *       played: the best of them.
 *   <li>A move that loses by force (mated, a loss by perpetual check) is only played when every
 *       move does.
 *   <li>Among the rest, a move more than the margin below the best (a piece left hanging, say) is
 *       never played.
 *   <li>Among the moves left, each is played with a probability proportional to {@code exp((score -
 *       best) / temperature)} (a softmax): the best move most often, a slightly worse one often, a
 *       much worse one rarely.
 * </ol>
 *
 * <p>The draw is made with the Gumbel-max method, each move getting its own random number from the
 * seed and the move's code: so the choice depends on the seed and the scores, not on the order in
 * which the moves were searched.
 */
final class RootChoice {
  /** A score at or beyond this (either sign) is beyond every evaluation: a forced result. */
  private static final int FORCED = SearchWorker.EVAL_LIMIT + 1;

  private RootChoice() {}

  /**
   * The index of the move to play.
   *
   * @param moves the root moves (their codes, which pick each move's random number)
   * @param scores each move's score for the side to move
   * @param n how many moves (at least one)
   * @param temperature the softmax temperature in centipawns, at least 1
   * @param margin the largest loss against the best move that may be chosen, in centipawns
   * @param seed the seed of this choice
   * @return an index below {@code n}
   */
  static int choose(int[] moves, int[] scores, int n, int temperature, int margin, long seed) {
    int best = 0;
    for (int i = 1; i < n; i++) {
      if (scores[i] > scores[best]) {
        best = i;
      }
    }
    int top = scores[best];
    if (top >= FORCED || top <= -FORCED) {
      return best; // a forced win is taken; when every move loses, the longest resistance
    }
    int chosen = best;
    double chosenKey = Double.NEGATIVE_INFINITY;
    for (int i = 0; i < n; i++) {
      int loss = top - scores[i];
      if (loss > margin || scores[i] <= -FORCED) {
        continue; // an outright blunder, or a forced loss where the best move is none
      }
      double key = -(double) loss / temperature + gumbel(seed, moves[i]);
      if (key > chosenKey) {
        chosenKey = key;
        chosen = i;
      }
    }
    return chosen;
  }

  /** A standard Gumbel variable drawn from the seed and the move. */
  private static double gumbel(long seed, int move) {
    long h = mix(seed ^ mix(move + 0x9E3779B97F4A7C15L));
    double u = ((h >>> 11) + 0.5) * 0x1.0p-53; // uniform in (0, 1)
    return -Math.log(-Math.log(u));
  }

  /** The SplitMix64 finalizer. */
  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
