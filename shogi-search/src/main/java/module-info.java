/**
 * Shogi search: a pluggable searcher, an alpha-beta engine with levels, a mate solver, external USI
 * engines and the USI protocol, and a client of the CSA server protocol (floodgate).
 */
module io.github.shogi4j.search {
  requires transitive io.github.shogi4j.rules;
  requires transitive io.github.shogi4j.kif;
  requires com.google.common;

  exports io.github.shogi4j.search;
  exports io.github.shogi4j.search.engine;
  exports io.github.shogi4j.search.eval;
  exports io.github.shogi4j.search.mate;
  exports io.github.shogi4j.search.usi;
  exports io.github.shogi4j.search.match;
  exports io.github.shogi4j.search.csa;
}
