/**
 * The searcher API: {@link io.github.shogi4j.search.Searcher} searches a {@link
 * io.github.shogi4j.search.SearchRequest} (a game: start position and moves) under {@link
 * io.github.shogi4j.search.SearchLimits}, reports {@link io.github.shogi4j.search.SearchInfo} to a
 * {@link io.github.shogi4j.search.SearchListener}, and returns a {@link
 * io.github.shogi4j.search.SearchResult}; {@link io.github.shogi4j.search.Searcher#start} runs it
 * on another thread behind a {@link io.github.shogi4j.search.SearchHandle}.
 *
 * <p>Implementations: {@code io.github.shogi4j.search.engine} (the alpha-beta engine, its levels, a
 * random searcher, a mate-in-one check) and {@code io.github.shogi4j.search.eval} (evaluators).
 */
package io.github.shogi4j.search;
