package io.github.shogi4j.search.tools;

import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.Level;
import java.util.Locale;

/**
 * The easy level's mistakes in play: games of easy against normal (colours alternating, the easy
 * level seeded per game), and for every move of easy its loss against the best move of the same
 * search without mistakes (every move scored at easy's depth, two plies, by a multi-PV search). Not
 * a test: run by hand, {@code EasyMistakes games}. Positions where the best score is a mate are
 * left out.
 */
public final class EasyMistakes {
  private EasyMistakes() {}

  private static final int[] BOUNDS = {0, 50, 150, 300, 600};

  private static int value(PvLine l) {
    return l.score().relative().toCentipawns(100_000);
  }

  /**
   * Plays the games and prints how far easy's moves fall below the best.
   *
   * @param args the number of games
   */
  public static void main(String[] args) {
    int games = Integer.parseInt(args[0]);
    AlphaBetaSearcher reference =
        new AlphaBetaSearcher(Level.EASY.config().toBuilder().rootChoice(0, 0).build());
    SearchLimits everyMove = SearchLimits.builder().depth(2).multiPv(600).build();
    int[] counts = new int[BOUNDS.length + 1];
    long moves = 0;
    long lossSum = 0;
    for (int g = 0; g < games; g++) {
      Game game = Game.start(Position.initial(), Rules.CASUAL);
      AlphaBetaSearcher easy = Level.EASY.searcher(1000 + g);
      AlphaBetaSearcher normal = Level.NORMAL.searcher();
      int easyParity = g % 2;
      while (!game.isOver() && game.ply() < 300) {
        SearchRequest r = SearchRequest.of(game);
        boolean easyToMove = game.ply() % 2 == easyParity;
        if (!((easyToMove ? easy : normal).search(r, SearchLimits.none())
            instanceof SearchResult.Play p)) {
          break;
        }
        if (easyToMove) {
          SearchResult.Play lines = (SearchResult.Play) reference.search(r, everyMove);
          int top = value(lines.lines().get(0));
          int loss = 0;
          for (PvLine l : lines.lines()) {
            if (l.pv().get(0).equals(p.move())) {
              loss = Math.max(0, top - value(l));
            }
          }
          if (Math.abs(top) < 20_000) {
            moves++;
            lossSum += loss;
            int k = 0;
            while (k < BOUNDS.length && loss > BOUNDS[k]) {
              k++;
            }
            counts[k]++;
          }
        }
        game = game.play(p.move());
      }
    }
    StringBuilder sb =
        new StringBuilder(
            String.format(
                Locale.ROOT,
                "easy: %d moves in %d games, mean loss %.0f cp; loss 0: %.1f%%",
                moves,
                games,
                (double) lossSum / moves,
                100.0 * counts[0] / moves));
    for (int k = 1; k <= BOUNDS.length; k++) {
      sb.append(
          String.format(
              Locale.ROOT,
              ", %s: %.1f%%",
              k < BOUNDS.length ? (BOUNDS[k - 1] + 1) + "-" + BOUNDS[k] : ">" + BOUNDS[k - 1],
              100.0 * counts[k] / moves));
    }
    System.out.println(sb);
  }
}
