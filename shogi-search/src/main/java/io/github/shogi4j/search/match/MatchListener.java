package io.github.shogi4j.search.match;

import io.github.shogi4j.rules.Game;
import java.time.Duration;

/**
 * Follows a match as it is played (a progress display, a live record). Called on the thread that
 * runs the match; every method does nothing by default.
 */
public interface MatchListener {

  /** A listener that ignores everything. */
  MatchListener NONE = new MatchListener() {};

  /**
   * A game begins.
   *
   * @param number the game's number, from 1
   * @param senteName the player with sente
   * @param goteName the player with gote
   */
  default void gameStarted(int number, String senteName, String goteName) {}

  /**
   * A move was played.
   *
   * @param number the game's number
   * @param game the game after the move
   * @param time the time the move took
   */
  default void moved(int number, Game game, Duration time) {}

  /**
   * A game ended.
   *
   * @param game the finished game
   */
  default void gameFinished(MatchGame game) {}
}
