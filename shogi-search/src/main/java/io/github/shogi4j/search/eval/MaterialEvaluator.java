package io.github.shogi4j.search.eval;

import io.github.shogi4j.search.Evaluator;

/**
 * Material only (駒得): the {@link PieceValues} of the pieces on the board and in hand (持ち駒), mine
 * minus the opponent's. The seed game's evaluation and the baseline the {@link StandardEvaluator}
 * is measured against.
 *
 * <p>Thread-safe (stateless); a singleton. Only this library implements it (the engine evaluates it
 * on its own board); an evaluator of one's own implements {@link Evaluator}.
 */
public sealed interface MaterialEvaluator extends Evaluator permits MaterialEval {

  /**
   * The material evaluator.
   *
   * @return the instance
   */
  static MaterialEvaluator instance() {
    return MaterialEval.instance();
  }
}
