package io.github.shogi4j.search.tools;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.Repetitions;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.eval.MaterialEvaluator;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Self-play between two players, colors alternating, each pair of games from the same short random
 * opening (two random plies, seeded). Not a test: run by hand, for example
 * {@code mvn -B -ntp -q -pl shogi-search test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.shogi4j.search.tools.SelfPlay -Dexec.args="hard normal 40 1"}.
 *
 * <p>Players: {@code easy}, {@code normal}, {@code hard} (the levels, the easy one seeded per game),
 * {@code normal-material} / {@code hard-material} (the level with the material evaluator),
 * {@code depthN} / {@code depthN-material} (a fixed depth). Games end by mate or resignation, a
 * declaration, sennichite (fourth occurrence; a perpetual check loses) or a draw at 300 plies.
 */
public final class SelfPlay {
  private SelfPlay() {}

  static Searcher player(String spec, long seed) {
    boolean material = spec.endsWith("-material");
    String base = material ? spec.substring(0, spec.length() - "-material".length()) : spec;
    EngineConfig c;
    if (base.startsWith("depth")) {
      c = EngineConfig.builder().maxDepth(Integer.parseInt(base.substring(5))).hashMegabytes(8)
          .build();
    } else {
      c = Level.parse(base).config(seed);
    }
    if (material) {
      c = c.toBuilder().evaluator(MaterialEvaluator.instance()).build();
    }
    return new AlphaBetaSearcher(c);
  }

  /** 1 when the first player (sente) wins, -1 when gote wins, 0 for a draw. */
  static int play(Searcher sente, Searcher gote, long openingSeed, StringBuilder log) {
    Position start = Position.initial();
    List<Move> moves = new ArrayList<>();
    List<Position> positions = new ArrayList<>(List.of(start));
    SplittableRandom rng = new SplittableRandom(openingSeed);
    Position p = start;
    for (int i = 0; i < 2; i++) {
      List<Move> legal = p.legalMoves();
      Move m = legal.get(rng.nextInt(legal.size()));
      moves.add(m);
      p = p.play(m);
      positions.add(p);
    }
    while (true) {
      if (moves.size() >= 300) {
        log.append(" 300-plies");
        return 0;
      }
      Searcher mover = p.sideToMove() == io.github.shogi4j.rules.Color.SENTE ? sente : gote;
      int sign = mover == sente ? 1 : -1;
      SearchResult r = mover.search(SearchRequest.of(start, moves), SearchLimits.none());
      switch (r.decision()) {
        case RESIGN -> {
          log.append(" resign@").append(moves.size());
          return -sign;
        }
        case DECLARE_WIN -> {
          log.append(" declare@").append(moves.size());
          return sign;
        }
        default -> { }
      }
      Move m = r.bestMove().orElseThrow();
      moves.add(m);
      p = p.play(m);
      positions.add(p);
      if (!p.hasLegalMoves()) {
        log.append(" mate@").append(moves.size());
        return sign;
      }
      int rep = Repetitions.classify(positions);
      if (rep != Repetitions.NONE) {
        log.append(rep == 0 ? " sennichite@" : " perpetual@").append(moves.size());
        // rep: 0 draw, 1 the mover checked throughout and loses, -1 the other side did
        return rep == 0 ? 0 : rep == 1 ? -sign : sign;
      }
    }
  }

  /**
   * Runs a match.
   *
   * @param args player A, player B, number of games (even), games in parallel (default 1)
   * @throws Exception if a game fails
   */
  public static void main(String[] args) throws Exception {
    String a = args[0];
    String b = args[1];
    int games = Integer.parseInt(args[2]);
    int parallel = args.length > 3 ? Integer.parseInt(args[3]) : 1;
    ExecutorService pool = Executors.newFixedThreadPool(parallel);
    List<Future<String>> results = new ArrayList<>();
    int[] score = new int[3]; // A wins, B wins, draws
    long t0 = System.nanoTime();
    for (int g = 0; g < games; g++) {
      final int game = g;
      results.add(pool.submit(() -> {
        boolean aSente = game % 2 == 0;
        long opening = 1000 + game / 2;
        Searcher pa = player(a, 77 + game);
        Searcher pb = player(b, 177 + game);
        StringBuilder log = new StringBuilder();
        int r = aSente ? play(pa, pb, opening, log) : play(pb, pa, opening, log);
        int forA = aSente ? r : -r;
        synchronized (score) {
          score[forA > 0 ? 0 : forA < 0 ? 1 : 2]++;
        }
        return String.format(Locale.ROOT, "game %d: %s as %s: %s%s", game + 1, a,
            aSente ? "sente" : "gote", forA > 0 ? "win" : forA < 0 ? "loss" : "draw", log);
      }));
    }
    for (Future<String> f : results) {
      System.out.println(f.get());
    }
    pool.shutdown();
    double pct = 100.0 * (score[0] + 0.5 * score[2]) / games;
    System.out.printf(Locale.ROOT, "%s vs %s: %d games, %d wins, %d losses, %d draws: %.1f%% (%.0f s)%n",
        a, b, games, score[0], score[1], score[2], pct, (System.nanoTime() - t0) / 1e9);
  }
}
