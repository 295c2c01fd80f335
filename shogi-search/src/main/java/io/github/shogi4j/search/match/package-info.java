/**
 * Engine matches: two {@link io.github.shogi4j.search.Searcher}s (in process, or external engines
 * through {@link io.github.shogi4j.search.usi.UsiClient}) play a series of games with colors
 * alternating, adjudicated by the rules, with a result table and an Elo estimate.
 */
package io.github.shogi4j.search.match;
