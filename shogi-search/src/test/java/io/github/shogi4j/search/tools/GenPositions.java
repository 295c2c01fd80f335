package io.github.shogi4j.search.tools;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.eval.StandardEvaluator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Generates the training positions of the evaluation tuner ({@code eval.Tune}): self-play of the
 * engine with the hand-made standard evaluation at a fixed number of nodes a move, each game from a
 * random opening (2 to 8 random legal plies, seeded by the game's number), and writes the quiet
 * positions of the games (the side to move not in check and the move played not a capture) with the
 * game's result and the score the search gave the move played. Not a test: run by hand
 * (docs/evaluation.md gives the command), for example {@code GenPositions 3000 3000 1 positions.txt
 * 2} for 3000 games at 3000 nodes a move from seed 1 on two threads.
 *
 * <p>Output: one line a position, {@code SFEN<TAB>R<TAB>S} with R the result for sente (1 a win,
 * 0.5 a draw, 0 a loss) and S the search's score for sente in centipawns (a mate in n plies is
 * written 3000 - n); games in the order of their numbers, so the file depends only on the
 * arguments. Positions of the first 12 plies are left out (the random openings).
 */
public final class GenPositions {
  private GenPositions() {}

  /** The plies at the start of each game whose positions are not written. */
  private static final int SKIP_PLIES = 12;

  /** The centipawns a mate found by the search is written as (less its plies). */
  private static final int MATE_SCORE = 3000;

  /**
   * One game's quiet positions, each {@code SFEN<TAB>SCORE} with the search's score of the move
   * played for sente, and the game's result for sente.
   */
  private record GameRecord(List<String> sfens, double senteResult) {}

  private static GameRecord play(StandardEvaluator evaluator, long nodes, long seed) {
    EngineConfig c = EngineConfig.builder().evaluator(evaluator).hashMegabytes(4).build();
    AlphaBetaSearcher sente = new AlphaBetaSearcher(c);
    AlphaBetaSearcher gote = new AlphaBetaSearcher(c);
    SplittableRandom rng = new SplittableRandom(seed);
    Game game = Game.start(Position.initial(), Rules.CASUAL);
    int random = 2 + rng.nextInt(7);
    for (int i = 0; i < random && !game.isOver(); i++) {
      List<Move> legal = game.position().legalMoves();
      game = game.play(legal.get(rng.nextInt(legal.size())));
    }
    List<String> sfens = new ArrayList<>();
    while (!game.isOver()) {
      boolean senteMoves = game.position().sideToMove() == Color.SENTE;
      AlphaBetaSearcher mover = senteMoves ? sente : gote;
      SearchResult r = mover.search(SearchRequest.of(game), SearchLimits.nodes(nodes));
      if (r instanceof SearchResult.DeclareWin) {
        return new GameRecord(sfens, senteMoves ? 1 : 0);
      }
      if (r instanceof SearchResult.Resign) {
        return new GameRecord(sfens, senteMoves ? 0 : 1);
      }
      Move m = ((SearchResult.Play) r).move();
      Position p = game.position();
      if (game.ply() >= SKIP_PLIES
          && !p.isCheck()
          && Moves.captured(Board.of(p).complete(m)) == 0) {
        int score = ((SearchResult.Play) r).score().relative().toCentipawns(MATE_SCORE);
        sfens.add(p.toSfen() + "\t" + (senteMoves ? score : -score));
      }
      game = game.play(m);
    }
    Outcome o = game.outcome().orElseThrow();
    return new GameRecord(sfens, o.winner().map(w -> w == Color.SENTE ? 1.0 : 0.0).orElse(0.5));
  }

  /**
   * Runs the generator.
   *
   * @param args games, nodes a move, seed, output file, threads (default 1), the evaluation the
   *     games are played with: {@code handmade} (the default), {@code standard} or a file of
   *     parameters (as {@code eval.Tune} writes them)
   * @throws Exception if a game fails or the file cannot be written
   */
  public static void main(String[] args) throws Exception {
    int games = Integer.parseInt(args[0]);
    long nodes = Long.parseLong(args[1]);
    long seed = Long.parseLong(args[2]);
    Path out = Path.of(args[3]);
    int threads = args.length > 4 ? Integer.parseInt(args[4]) : 1;
    String evalName = args.length > 5 ? args[5] : "handmade";
    StandardEvaluator evaluator =
        switch (evalName) {
          case "handmade" -> StandardEvaluator.handMade();
          case "standard" -> StandardEvaluator.instance();
          default -> {
            try (Reader r = Files.newBufferedReader(Path.of(evalName), StandardCharsets.UTF_8)) {
              yield StandardEvaluator.fromParameters(r, evalName);
            }
          }
        };
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    List<Future<GameRecord>> results = new ArrayList<>();
    for (int g = 0; g < games; g++) {
      long s = seed * 1_000_003L + g;
      results.add(pool.submit(() -> play(evaluator, nodes, s)));
    }
    int positions = 0;
    double[] outcomes = new double[3];
    try (BufferedWriter w = Files.newBufferedWriter(out, StandardCharsets.UTF_8)) {
      for (int g = 0; g < games; g++) {
        GameRecord r = results.get(g).get();
        for (String sfen : r.sfens()) {
          int tab = sfen.indexOf('\t');
          String result = r.senteResult() == 0.5 ? "0.5" : r.senteResult() == 1 ? "1" : "0";
          w.write(sfen.substring(0, tab) + "\t" + result + sfen.substring(tab));
          w.newLine();
        }
        positions += r.sfens().size();
        outcomes[(int) (r.senteResult() * 2)]++;
        if ((g + 1) % 100 == 0) {
          w.flush();
          System.err.printf(Locale.ROOT, "%d games, %d positions%n", g + 1, positions);
        }
      }
    } catch (IOException e) {
      pool.shutdownNow();
      throw e;
    }
    pool.shutdown();
    System.out.printf(
        Locale.ROOT,
        "%d games (sente %d wins, %d draws, %d losses), %d positions written to %s%n",
        games,
        (int) outcomes[2],
        (int) outcomes[1],
        (int) outcomes[0],
        positions,
        out);
  }
}
