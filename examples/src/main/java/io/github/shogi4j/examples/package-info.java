/**
 * Small runnable programs, one per kind of user: {@link io.github.shogi4j.examples.BoardUiExample}
 * (a game developer driving a board UI with the rules API), {@link
 * io.github.shogi4j.examples.KifuFolderExample} (a kifu (棋譜) tool validating and converting a
 * folder of records) and {@link io.github.shogi4j.examples.BotExample} (a bot author plugging in a
 * searcher or an external USI engine). Each has a {@code main} and is run by a test, so the build
 * keeps them working.
 */
package io.github.shogi4j.examples;
