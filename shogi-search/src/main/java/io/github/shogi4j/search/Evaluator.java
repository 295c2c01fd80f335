package io.github.shogi4j.search;

import io.github.shogi4j.rules.Position;

/**
 * A static evaluation of a position (評価関数): how good it is for the side to move, in centipawns (a
 * pawn, 歩, is 100), without searching.
 *
 * <p>Implementations must be thread-safe (the ones of this library are stateless) and
 * deterministic. The engine calls the evaluators of this library through a fast internal path; any
 * other implementation is called with a {@link Position} for every evaluated node, which works but
 * is slower.
 */
@FunctionalInterface
public interface Evaluator {

  /**
   * Evaluates a position.
   *
   * @param position the position
   * @return centipawns from the side to move's point of view, within +-30000
   */
  int evaluate(Position position);
}
