package io.github.shogi4j.examples;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.usi.UsiClient;
import java.io.PrintStream;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;

/**
 * For a bot author: anything that implements {@link Searcher} can play. Our own engine is one line
 * ({@code Level.NORMAL.searcher()}); an external USI engine (やねうら王, 水匠 ...) is {@link
 * UsiClient#start(UsiClient.Config)} with its command, and is used the same way.
 *
 * <p>Run: {@code BotExample} (our engine against itself) or {@code BotExample ENGINE-COMMAND...}
 * (the USI engine plays sente against our engine).
 */
public final class BotExample {
  private BotExample() {}

  /**
   * Plays a game between two searchers, adjudicated by the rules.
   *
   * @param sente the searcher for sente (先手)
   * @param gote the searcher for gote (後手)
   * @param maxPlies stop after this many moves if the game has not ended
   * @param limits the limits of each search, for example {@link SearchLimits#depth(int)}
   * @param log each move is printed here
   * @return the game
   */
  public static Game play(
      Searcher sente, Searcher gote, int maxPlies, SearchLimits limits, PrintStream log) {
    Preconditions.checkArgument(maxPlies >= 0, "maxPlies must be >= 0: %s", maxPlies);
    sente.newGame();
    gote.newGame();
    Game game = Game.start(Position.initial(), Rules.CSA);
    while (!game.isOver() && game.ply() < maxPlies) {
      Searcher toMove = game.position().sideToMove() == Color.SENTE ? sente : gote;
      // The request carries the moves from the start, so the engine sees the repetition history.
      SearchResult r = toMove.search(SearchRequest.of(game), limits);
      if (!(r instanceof SearchResult.Play p)) { // it resigned (投了) or declared a win (入玉宣言)
        log.println(toMove.name() + ": " + r.toUsi());
        return r instanceof SearchResult.Resign ? game.resign() : game.declareImpasse();
      }
      Move m = p.move();
      game = game.play(m); // throws IllegalMoveException if an engine sends an illegal move
      log.printf(
          "%3d %-6s %s score %s depth %d%n",
          game.ply(), m.toUsi(), toMove.name(), p.score().toUsi(), p.depth());
    }
    return game;
  }

  /**
   * Plays ten moves.
   *
   * @param args empty for our engine against itself, otherwise the command of a USI engine
   */
  public static void main(String[] args) {
    Searcher ours = Level.NORMAL.searcher();
    if (args.length == 0) {
      Game g = play(ours, Level.EASY.searcher(), 10, SearchLimits.depth(2), System.out);
      System.out.println(g.position().toSfen());
      return;
    }
    List<String> command = Arrays.asList(args);
    try (UsiClient engine = UsiClient.start(UsiClient.Config.of(command))) {
      Game g = play(engine, ours, 10, SearchLimits.moveTime(Duration.ofMillis(200)), System.out);
      System.out.println(g.position().toSfen());
    }
  }
}
