package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;

/**
 * A score with its point of view: the score relative to the side to move of the position searched,
 * and that side, so that it can be read from either player's view (sente's, 先手, or gote's, 後手).
 *
 * <p>A searcher and USI give scores relative to the side to move; a game record or a graph of the
 * game wants them from one fixed side, usually sente: {@code score.sente()}.
 *
 * <h2>Equality and thread safety</h2>
 *
 * Immutable and thread-safe; equal when the relative score and the side to move are equal (the same
 * evaluation seen from the two sides' turns is not equal).
 *
 * @param relative the score from the side to move's point of view
 * @param turn the side to move in the position searched (手番)
 */
public record PovScore(Score relative, Color turn) {

  /**
   * Checks that both parts are there.
   *
   * @param relative the score for the side to move
   * @param turn the side to move
   */
  public PovScore {
    Preconditions.checkNotNull(relative, "relative");
    Preconditions.checkNotNull(turn, "turn");
  }

  /**
   * The score from one side's point of view.
   *
   * @param side the side whose view is wanted
   * @return {@link #relative()} when {@code side} is to move, else its negation
   */
  public Score pov(Color side) {
    Preconditions.checkNotNull(side, "side");
    return side == turn ? relative : relative.negate();
  }

  /**
   * The score from sente's (先手) point of view: positive when sente stands better.
   *
   * @return the score for sente
   */
  public Score sente() {
    return pov(Color.SENTE);
  }

  /**
   * The score from gote's (後手) point of view: positive when gote stands better.
   *
   * @return the score for gote
   */
  public Score gote() {
    return pov(Color.GOTE);
  }

  /**
   * Whether this is a mate score.
   *
   * @return true when the relative score is a {@link Score.Mate}
   */
  public boolean isMate() {
    return relative.isMate();
  }

  /**
   * The relative score as USI's {@code info score} argument (USI scores are for the side to move).
   *
   * @return for example {@code "cp 35"} or {@code "mate -4"}; see {@link Score#toUsi()}
   */
  public String toUsi() {
    return relative.toUsi();
  }
}
