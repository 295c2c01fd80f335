package io.github.shogi4j.search.internal;

import io.github.shogi4j.rules.internal.Board;

/**
 * The engine's fast path to an evaluator of this library: evaluation straight on the mutable board,
 * without building a {@code Position}. Not exported.
 */
public interface BoardEvaluator {

  /**
   * Evaluates the board for the side to move.
   *
   * @param board the board, left as it was
   * @return centipawns from the side to move's point of view, within +-25000
   */
  int evaluate(Board board);

  /**
   * A tracker following the board through a search. This default evaluates from scratch at every
   * call; an evaluator with incremental terms returns one that updates them move by move.
   *
   * @param board the board the search plays on, in its starting position
   * @return a new tracker for that board
   */
  default EvalTracker tracker(Board board) {
    return EvalTracker.fromScratch(() -> evaluate(board));
  }
}
