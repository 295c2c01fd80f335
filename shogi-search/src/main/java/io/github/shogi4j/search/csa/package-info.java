/**
 * A client of the CSA server protocol (CSAサーバプロトコル, version 1.2.1, with the floodgate and {@code
 * x1} extensions of shogi-server), to play on floodgate, the championship servers and other servers
 * that speak it.
 *
 * <p>{@link io.github.shogi4j.search.csa.CsaClient} is one connection: login, the {@link
 * io.github.shogi4j.search.csa.GameSummary} offered, AGREE/REJECT, moves and the result lines.
 * {@link io.github.shogi4j.search.csa.CsaPlayer} plays whole games on it with any {@link
 * io.github.shogi4j.search.Searcher} (this library's engine or an external USI engine), keeping
 * each side's {@link io.github.shogi4j.search.csa.CsaClock} by the game's time rules, and
 * reconnects and logs in again between games and after a dropped connection.
 *
 * <p>Every read from the server has a deadline and a bound on the length of a line: bad input or
 * silence ends in a {@link io.github.shogi4j.search.csa.CsaProtocolException} that quotes the line
 * and says what was expected, never in a hang.
 */
package io.github.shogi4j.search.csa;
