/**
 * Evaluators (評価関数): {@link io.github.shogi4j.search.eval.MaterialEvaluator} (material with the
 * seed game's values) and {@link io.github.shogi4j.search.eval.StandardEvaluator} (the default:
 * material, placement, king safety, hand pieces by phase).
 */
package io.github.shogi4j.search.eval;
