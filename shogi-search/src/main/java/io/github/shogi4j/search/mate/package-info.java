/**
 * The tsume solver (詰将棋ソルバー): a proof-number mate search with the conventions of tsume shogi. Start
 * at {@link io.github.shogi4j.search.mate.MateSolver}.
 */
package io.github.shogi4j.search.mate;
