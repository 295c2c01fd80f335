/**
 * The USI protocol (Universal Shogi Interface), both ways: {@link
 * io.github.shogi4j.search.usi.UsiEngine} serves a {@link io.github.shogi4j.search.Searcher} to a
 * shogi GUI, and {@link io.github.shogi4j.search.usi.UsiClient} runs any external USI engine as a
 * {@link io.github.shogi4j.search.Searcher}. {@link io.github.shogi4j.search.usi.UsiGo}, {@link
 * io.github.shogi4j.search.usi.UsiInfo} and {@link io.github.shogi4j.search.usi.UsiOption} read and
 * write the protocol's {@code go}, {@code info} and {@code option} lines.
 */
package io.github.shogi4j.search.usi;
