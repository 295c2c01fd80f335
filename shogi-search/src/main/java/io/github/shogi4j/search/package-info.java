/**
 * The searcher API: {@link io.github.shogi4j.search.Searcher} searches a {@link
 * io.github.shogi4j.search.SearchRequest} (a game: start position and moves) under {@link
 * io.github.shogi4j.search.SearchLimits}, reports {@link io.github.shogi4j.search.SearchInfo} to a
 * {@link io.github.shogi4j.search.SearchListener}, and returns a {@link
 * io.github.shogi4j.search.SearchResult} (a move, a resignation or a declaration); {@link
 * io.github.shogi4j.search.Searcher#start} runs it on another thread behind a {@link
 * io.github.shogi4j.search.SearchHandle}, a {@link io.github.shogi4j.search.RunningSearch} as the
 * mate solver's search is too. Scores are {@link io.github.shogi4j.search.Score}s, centipawns or
 * mate distances, carried with their point of view as {@link io.github.shogi4j.search.PovScore};
 * every time is a {@link java.time.Duration}.
 *
 * <p>Implementations: {@code io.github.shogi4j.search.engine} (the alpha-beta engine, its levels, a
 * random searcher, a mate-in-one check) and {@code io.github.shogi4j.search.eval} (evaluators).
 */
package io.github.shogi4j.search;
