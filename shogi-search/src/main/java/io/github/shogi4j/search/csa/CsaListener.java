package io.github.shogi4j.search.csa;

import io.github.shogi4j.rules.Game;

/**
 * Told what a {@link CsaPlayer} is doing; every method does nothing by default. Called on the
 * playing thread: keep it short.
 */
public interface CsaListener {
  /** A listener that ignores everything. */
  CsaListener NONE = new CsaListener() {};

  /**
   * A game was offered (before AGREE).
   *
   * @param summary the game
   */
  default void gameOffered(GameSummary summary) {}

  /**
   * The game started ({@code START}).
   *
   * @param summary the game
   */
  default void gameStarted(GameSummary summary) {}

  /**
   * A move was played and charged.
   *
   * @param game the game after it
   * @param charge its charge in the mover's time units
   */
  default void moved(Game game, long charge) {}

  /**
   * A game ended.
   *
   * @param game the game
   */
  default void gameFinished(CsaGame game) {}

  /**
   * The connection failed; the player connects and logs in again.
   *
   * @param attempt the attempt about to be made, from 1
   * @param cause what failed
   */
  default void reconnecting(int attempt, CsaProtocolException cause) {}

  /**
   * A line sent ({@code "> "} first, the password hidden) or read ({@code "< "} first).
   *
   * @param line the line
   */
  default void traffic(String line) {}
}
