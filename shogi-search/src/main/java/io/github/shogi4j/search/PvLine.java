package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import java.util.List;

/**
 * One line of a multi-PV search (複数読み筋): its rank, its score and whether that score is exact or
 * only a bound, the depth it was searched to, and its variation (読み筋).
 *
 * <p>Immutable and thread-safe.
 *
 * @param multiPv the rank of the line, 1 for the best (USI {@code multipv})
 * @param score the score of the line's first move, relative to the side to move and convertible to
 *     either side's view
 * @param bound whether {@code score} is exact or a bound (USI {@code lowerbound} or {@code
 *     upperbound})
 * @param depth the nominal depth the line was searched to, in plies
 * @param pv the variation, starting with the line's first move; may be empty when an engine sent a
 *     score without one
 */
public record PvLine(int multiPv, PovScore score, Bound bound, int depth, List<Move> pv) {

  /** What a line's score says about the true value. */
  public enum Bound {
    /** The score is the value searched. */
    EXACT,
    /** The true value is at least the score (USI {@code lowerbound}, a fail-high). */
    LOWER,
    /** The true value is at most the score (USI {@code upperbound}, a fail-low). */
    UPPER;

    /**
     * The word USI writes after the score.
     *
     * @return {@code ""} for an exact score, else {@code "lowerbound"} or {@code "upperbound"}
     */
    public String toUsi() {
      return switch (this) {
        case EXACT -> "";
        case LOWER -> "lowerbound";
        case UPPER -> "upperbound";
      };
    }
  }

  /**
   * Checks the fields and copies the variation.
   *
   * @param multiPv rank, 1 or more
   * @param score score
   * @param bound bound
   * @param depth depth, 0 or more
   * @param pv variation
   */
  public PvLine {
    Preconditions.checkArgument(multiPv >= 1, "multipv must be at least 1: %s", multiPv);
    Preconditions.checkNotNull(score, "score");
    Preconditions.checkNotNull(bound, "bound");
    Preconditions.checkArgument(depth >= 0, "negative depth: %s", depth);
    pv = ImmutableList.copyOf(pv);
  }
}
