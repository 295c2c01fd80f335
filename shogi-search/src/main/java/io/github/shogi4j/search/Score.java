package io.github.shogi4j.search;

/**
 * A search score from the point of view of the side to move: centipawns (歩 = 100), or a mate
 * distance in plies.
 *
 * @param centipawns the evaluation when not a mate score
 * @param mateIn plies to mate: positive when the side to move mates, negative when it is mated,
 *     0 when this is not a mate score
 */
public record Score(int centipawns, int mateIn) {

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
    if (plies == 0) {
      throw new IllegalArgumentException("a mate score needs a nonzero distance");
    }
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
}
