package io.github.shogi4j.search;

import com.google.common.base.Preconditions;

/**
 * A search score relative to one side (the side to move, unless a {@link PovScore} says otherwise):
 * either {@link Centipawns} (歩 = 100) or a {@link Mate} distance in plies (手数, counting both sides'
 * moves, as USI's {@code score mate}).
 *
 * <h2>Order</h2>
 *
 * Scores compare by how good they are for their side: being mated now is the worst, then being
 * mated later, then centipawns from low to high, then mating later, then mating sooner; the
 * opponent having been mated already (a {@link Mate} of 0 plies that mates, only reached by {@link
 * #negate()}) is the best.
 *
 * <h2>Equality and thread safety</h2>
 *
 * Immutable and thread-safe; equal when of the same kind with the same figures.
 */
public sealed interface Score extends Comparable<Score> permits Score.Centipawns, Score.Mate {

  /**
   * An evaluation in centipawns (歩 = 100), positive when good for the side.
   *
   * <p>Immutable and thread-safe.
   *
   * @param value the centipawns
   */
  record Centipawns(int value) implements Score {
    @Override
    public Score negate() {
      return new Centipawns(-value);
    }

    @Override
    public String toUsi() {
      return "cp " + value;
    }
  }

  /**
   * A forced mate (詰み) found by the search.
   *
   * <p>Immutable and thread-safe.
   *
   * @param mating true when the side mates, false when it is mated
   * @param plies the plies until the mate, both sides' moves counted: 0 for a side that has no
   *     legal move already (mated now, which in shogi is a loss whether or not it is in check), or,
   *     when {@code mating}, for a side whose opponent has none
   */
  record Mate(boolean mating, int plies) implements Score {
    /**
     * Checks the distance.
     *
     * @param mating whether the side mates
     * @param plies 0 or more
     * @throws IllegalArgumentException if {@code plies} is negative
     */
    public Mate {
      Preconditions.checkArgument(plies >= 0, "a mate distance is not negative: %s", plies);
    }

    /**
     * The distance with USI's sign: positive when mating, negative (or 0) when mated.
     *
     * @return {@code plies} when mating, {@code -plies} when mated
     */
    public int signedPlies() {
      return mating ? plies : -plies;
    }

    @Override
    public Score negate() {
      return new Mate(!mating, plies);
    }

    @Override
    public String toUsi() {
      return mating ? (plies == 0 ? "mate +0" : "mate " + plies) : "mate -" + plies;
    }
  }

  /**
   * A centipawn score.
   *
   * @param centipawns the evaluation, 歩 = 100
   * @return the score
   */
  static Score cp(int centipawns) {
    return new Centipawns(centipawns);
  }

  /**
   * A mate score with USI's sign: {@code mate(3)} mates in 3 plies, {@code mate(-4)} is mated in 4.
   *
   * @param plies positive for the side mating, negative for the side being mated; 0 is {@link
   *     #mated()}
   * @return the score
   */
  static Score mate(int plies) {
    Preconditions.checkArgument(plies != Integer.MIN_VALUE, "no such mate distance: %s", plies);
    return new Mate(plies > 0, Math.abs(plies));
  }

  /**
   * The score of a side that has no legal move: it has lost already (mated in 0 plies, USI {@code
   * mate -0}).
   *
   * @return the score
   */
  static Score mated() {
    return new Mate(false, 0);
  }

  /**
   * The same score from the other side's point of view.
   *
   * @return the negated centipawns, or the same mate distance with the roles swapped
   */
  Score negate();

  /**
   * The score as USI's {@code info score} argument.
   *
   * @return for example {@code "cp 35"}, {@code "mate 3"}, {@code "mate -4"}, or {@code "mate -0"}
   *     for a side without a legal move (the sign says who is mated, as USI engines write it);
   *     {@code "mate +0"} for a side whose opponent has no legal move
   */
  String toUsi();

  /**
   * Whether this is a mate score.
   *
   * @return true for a {@link Mate}
   */
  default boolean isMate() {
    return this instanceof Mate;
  }

  /**
   * The score as one number for arithmetic (an average, a loss between two moves): centipawns, or
   * for a mate {@code mateValue} less its plies, negated when mated.
   *
   * @param mateValue the number a mate in 0 plies stands for; larger than any centipawn score
   *     expected
   * @return the number, in the order of {@link #compareTo}
   */
  default int toCentipawns(int mateValue) {
    if (this instanceof Mate m) {
      return m.mating() ? mateValue - m.plies() : -(mateValue - m.plies());
    }
    return ((Centipawns) this).value();
  }

  /**
   * Compares by how good the score is for its side (see the class documentation).
   *
   * @param other the score to compare with
   * @return negative when this is worse, 0 when equal, positive when better
   */
  @Override
  default int compareTo(Score other) {
    int kind = Integer.compare(rank(this), rank(other));
    if (kind != 0) {
      return kind;
    }
    if (this instanceof Mate m) {
      int otherPlies = ((Mate) other).plies();
      // Mating sooner is better; being mated later is better.
      return m.mating()
          ? Integer.compare(otherPlies, m.plies())
          : Integer.compare(m.plies(), otherPlies);
    }
    return Integer.compare(((Centipawns) this).value(), ((Centipawns) other).value());
  }

  private static int rank(Score s) {
    if (s instanceof Mate m) {
      return m.mating() ? 2 : 0;
    }
    return 1;
  }
}
