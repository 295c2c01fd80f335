package io.github.shogi4j.search;

import com.google.common.base.Preconditions;

/**
 * A search score from the point of view of the side to move: centipawns (歩 = 100), or a mate
 * distance in plies (手数, counting both sides' moves, as USI's {@code score mate}).
 *
 * <p>Immutable and thread-safe.
 *
 * @param centipawns the evaluation when not a mate score, 0 for a mate score
 * @param mateIn plies to mate: positive when the side to move mates, negative when it is mated,
 *     0 when this is not a mate score
 */
public record Score(int centipawns, int mateIn) {

  /**
   * Checks that a mate score carries no centipawns.
   *
   * @param centipawns centipawns
   * @param mateIn plies to mate, or 0
   */
  public Score {
    Preconditions.checkArgument(mateIn == 0 || centipawns == 0,
        "a mate score carries no centipawns: %s %s", centipawns, mateIn);
  }

  /**
   * A centipawn score.
   *
   * @param cp centipawns
   * @return the score
   */
  public static Score cp(int cp) {
    return new Score(cp, 0);
  }

  /**
   * A mate score.
   *
   * @param plies plies to mate, positive for the side to move mating, negative for being mated
   * @return the score
   */
  public static Score mate(int plies) {
    Preconditions.checkArgument(plies != 0, "a mate score needs a nonzero distance");
    return new Score(0, plies);
  }

  /**
   * Whether this is a mate score.
   *
   * @return true when {@link #mateIn()} is nonzero
   */
  public boolean isMate() {
    return mateIn != 0;
  }

  /**
   * The score as USI's {@code info score} argument.
   *
   * @return for example {@code "cp 35"} or {@code "mate -4"}
   */
  public String toUsi() {
    return isMate() ? "mate " + mateIn : "cp " + centipawns;
  }
}
