package io.github.shogi4j.search;

import com.google.common.base.Preconditions;

/**
 * A search score from the point of view of the side to move: centipawns (歩 = 100), or a mate
 * distance in plies (手数, counting both sides' moves, as USI's {@code score mate}).
 *
 * <p>A mate distance of 0 means the side to move is mated already: it has no legal move, which in
 * shogi is a loss whether or not it is in check (詰み). USI writes it {@code mate -0}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param centipawns the evaluation when not a mate score, 0 for a mate score
 * @param mateIn plies to mate: positive when the side to move mates, negative when it is mated, 0
 *     when it has no legal move (mated now) or when this is not a mate score
 * @param isMate whether this is a mate score
 */
public record Score(int centipawns, int mateIn, boolean isMate) {

  /**
   * Checks that a mate score carries no centipawns and a centipawn score no mate distance.
   *
   * @param centipawns centipawns, or 0
   * @param mateIn plies to mate, or 0
   * @param isMate whether this is a mate score
   */
  public Score {
    Preconditions.checkArgument(
        !isMate || centipawns == 0,
        "a mate score carries no centipawns: %s %s",
        centipawns,
        mateIn);
    Preconditions.checkArgument(
        isMate || mateIn == 0,
        "a centipawn score carries no mate distance: %s %s",
        centipawns,
        mateIn);
  }

  /**
   * A centipawn score.
   *
   * @param cp centipawns
   * @return the score
   */
  public static Score cp(int cp) {
    return new Score(cp, 0, false);
  }

  /**
   * A mate score.
   *
   * @param plies plies to mate: positive for the side to move mating, negative for being mated, 0
   *     for having no legal move already (see {@link #mated()})
   * @return the score
   */
  public static Score mate(int plies) {
    return new Score(0, plies, true);
  }

  /**
   * The score of a side to move that has no legal move: it has lost already (mate in 0 plies).
   *
   * @return {@code mate(0)}
   */
  public static Score mated() {
    return mate(0);
  }

  /**
   * The score as USI's {@code info score} argument.
   *
   * @return for example {@code "cp 35"}, {@code "mate -4"}, or {@code "mate -0"} for a side to move
   *     without a legal move (the sign says who is mated, as USI engines write it)
   */
  public String toUsi() {
    if (!isMate) {
      return "cp " + centipawns;
    }
    return mateIn == 0 ? "mate -0" : "mate " + mateIn;
  }
}
