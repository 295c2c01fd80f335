/**
 * Glue between the evaluators and the engine (an evaluator's fast path on the internal board and
 * the tracker that follows a search); not exported.
 */
package io.github.shogi4j.search.internal;
