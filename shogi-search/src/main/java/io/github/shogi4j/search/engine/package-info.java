/**
 * Searchers of this library: the alpha-beta engine and its levels, a random searcher for tests, a
 * mate-in-one check.
 */
package io.github.shogi4j.search.engine;
