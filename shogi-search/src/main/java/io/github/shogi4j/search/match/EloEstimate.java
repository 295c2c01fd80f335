package io.github.shogi4j.search.match;

import com.google.common.base.Preconditions;

/**
 * The Elo difference a match result suggests, from the first player's point of view, with the
 * half-width of its 95% confidence interval.
 *
 * <p>The logistic model: a score fraction {@code s} (wins plus half the draws, over the games)
 * means a difference of {@code -400 log10(1/s - 1)}. The standard error of {@code s} comes from the
 * observed spread of the per-game scores (1, 1/2, 0); the interval's ends are the differences at
 * {@code s -+ 1.96} standard errors, and {@link #error()} is half the distance between them. When
 * every game was won (or lost) the difference is infinite and so is the error: a match that one
 * side swept says nothing finite about the difference.
 *
 * <p>Immutable and thread-safe.
 *
 * @param elo the estimated difference; infinite after a clean sweep, NaN for no games
 * @param error half the width of the 95% interval; infinite when an end of it is, NaN for no games
 * @param score the first player's score fraction, in [0, 1] (NaN for no games)
 */
public record EloEstimate(double elo, double error, double score) {
  private static final double Z95 = 1.959964;

  /**
   * The estimate from a result.
   *
   * @param wins the first player's wins
   * @param draws draws
   * @param losses the first player's losses
   * @return the estimate
   */
  public static EloEstimate of(int wins, int draws, int losses) {
    Preconditions.checkArgument(
        wins >= 0 && draws >= 0 && losses >= 0, "negative count: %s %s %s", wins, draws, losses);
    int n = wins + draws + losses;
    if (n == 0) {
      return new EloEstimate(Double.NaN, Double.NaN, Double.NaN);
    }
    double s = (wins + 0.5 * draws) / n;
    double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
    double se = Math.sqrt(variance / n);
    double low = elo(s - Z95 * se);
    double high = elo(s + Z95 * se);
    return new EloEstimate(elo(s), (high - low) / 2, s);
  }

  /**
   * The Elo difference for a score fraction under the logistic model.
   *
   * @param score the fraction; at or below 0 gives negative infinity, at or above 1 positive
   * @return the difference
   */
  public static double elo(double score) {
    if (score <= 0) {
      return Double.NEGATIVE_INFINITY;
    }
    if (score >= 1) {
      return Double.POSITIVE_INFINITY;
    }
    return -400 * Math.log10(1 / score - 1);
  }

  private static double sq(double x) {
    return x * x;
  }
}
