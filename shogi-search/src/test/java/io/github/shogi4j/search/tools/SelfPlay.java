package io.github.shogi4j.search.tools;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.eval.MaterialEvaluator;
import io.github.shogi4j.search.eval.StandardEvaluator;
import io.github.shogi4j.search.match.EloEstimate;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
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
 * Self-play between two players, colors alternating, each pair of games from the same short random
 * opening (two random plies, seeded). Not a test: run by hand, for example {@code mvn -B -ntp -q
 * -pl shogi-search test-compile exec:java -Dexec.classpathScope=test
 * -Dexec.mainClass=io.github.shogi4j.search.tools.SelfPlay -Dexec.args="hard normal 40 1"}.
 *
 * <p>Players: {@code easy}, {@code normal}, {@code hard} (the levels, the easy one seeded per
 * game), {@code normal-material} / {@code hard-material} (the level with the material evaluator),
 * {@code normal-handmade} / {@code hard-handmade} (with the hand-made standard evaluation the tuned
 * one started from), {@code depthN} / {@code depthN-material} (a fixed depth); any of them followed
 * by {@code @FILE} plays with the standard evaluation of the parameters in FILE (as {@code
 * eval.Tune} writes them), and {@code /N} before it (as in {@code hard/2}) searches with N threads.
 * Games end by mate or resignation, a declaration, or as the rules' {@code Game} adjudicates under
 * {@code Rules.CASUAL} (sennichite, a perpetual check losing, a draw at 300 plies). A fifth
 * argument sets a fixed number of nodes a move (the same for both players, whatever the machine's
 * load; or {@code NA,NB}, A's and B's, to give a player the nodes it would search in the time the
 * other searches its own, as measured by {@code Bench}), or with {@code ms} after it a fixed time a
 * move, instead of the levels' own limits; a sixth the number of the first game (0 by default), so
 * that runs side by side play different openings (game g from opening g / 2, the players seeded by
 * g).
 */
public final class SelfPlay {
  private SelfPlay() {}

  static Searcher player(String player, long seed) {
    int at = player.indexOf('@');
    String spec = at < 0 ? player : player.substring(0, at);
    int slash = spec.indexOf('/');
    int threads = slash < 0 ? 1 : Integer.parseInt(spec.substring(slash + 1));
    spec = slash < 0 ? spec : spec.substring(0, slash);
    boolean material = spec.endsWith("-material");
    boolean handMade = spec.endsWith("-handmade");
    String base = material || handMade ? spec.substring(0, spec.lastIndexOf('-')) : spec;
    EngineConfig c;
    if (base.startsWith("depth")) {
      c =
          EngineConfig.builder()
              .maxDepth(Integer.parseInt(base.substring(5)))
              .hashMegabytes(8)
              .build();
    } else {
      c = Level.parse(base).config(seed);
    }
    if (material) {
      c = c.toBuilder().evaluator(MaterialEvaluator.instance()).build();
    }
    if (handMade) {
      c = c.toBuilder().evaluator(StandardEvaluator.handMade()).build();
    }
    if (at >= 0) {
      Path file = Path.of(player.substring(at + 1));
      try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        c = c.toBuilder().evaluator(StandardEvaluator.fromParameters(r, file.toString())).build();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return new AlphaBetaSearcher(c.toBuilder().threads(threads).build());
  }

  /** 1 when the first player (sente) wins, -1 when gote wins, 0 for a draw. */
  static int play(
      Searcher sente,
      Searcher gote,
      long openingSeed,
      SearchLimits senteLimits,
      SearchLimits goteLimits,
      StringBuilder log) {
    Game game = Game.start(Position.initial(), Rules.CASUAL);
    SplittableRandom rng = new SplittableRandom(openingSeed);
    for (int i = 0; i < 2; i++) {
      List<Move> legal = game.position().legalMoves();
      game = game.play(legal.get(rng.nextInt(legal.size())));
    }
    while (!game.isOver()) {
      boolean senteToMove = game.position().sideToMove() == Color.SENTE;
      Searcher mover = senteToMove ? sente : gote;
      SearchResult r = mover.search(SearchRequest.of(game), senteToMove ? senteLimits : goteLimits);
      if (r instanceof SearchResult.DeclareWin) {
        log.append(" declaration@").append(game.ply());
        return mover == sente ? 1 : -1;
      }
      game = r instanceof SearchResult.Play p ? game.play(p.move()) : game.resign();
    }
    Outcome o = game.outcome().orElseThrow();
    log.append(' ').append(o.termination()).append('@').append(game.ply());
    return o.winner().map(c -> c == Color.SENTE ? 1 : -1).orElse(0);
  }

  /**
   * Runs a match.
   *
   * @param args player A, player B, number of games (even), games in parallel (default 1), nodes a
   *     move ({@code N}, or {@code NA,NB}), or {@code Nms} for N milliseconds a move (default: the
   *     players' own limits)
   * @throws Exception if a game fails
   */
  public static void main(String[] args) throws Exception {
    String a = args[0];
    String b = args[1];
    int games = Integer.parseInt(args[2]);
    int parallel = args.length > 3 ? Integer.parseInt(args[3]) : 1;
    String limit = args.length <= 4 ? "" : args[4];
    String[] nodes = limit.split(",", -1);
    if (nodes.length > 2) {
      throw new IllegalArgumentException("nodes a move: N or NA,NB, not " + limit);
    }
    SearchLimits limitsA =
        limit.isEmpty()
            ? SearchLimits.none()
            : limit.endsWith("ms")
                ? SearchLimits.moveTime(
                    java.time.Duration.ofMillis(Long.parseLong(limit.replace("ms", ""))))
                : SearchLimits.nodes(Long.parseLong(nodes[0]));
    SearchLimits limitsB =
        nodes.length == 2 ? SearchLimits.nodes(Long.parseLong(nodes[1])) : limitsA;
    int first = args.length > 5 ? Integer.parseInt(args[5]) : 0;
    ExecutorService pool = Executors.newFixedThreadPool(parallel);
    List<Future<String>> results = new ArrayList<>();
    int[] score = new int[3]; // A wins, B wins, draws
    long t0 = System.nanoTime();
    for (int g = first; g < first + games; g++) {
      final int game = g;
      results.add(
          pool.submit(
              () -> {
                boolean aSente = game % 2 == 0;
                long opening = 1000 + game / 2;
                Searcher pa = player(a, 77 + game);
                Searcher pb = player(b, 177 + game);
                StringBuilder log = new StringBuilder();
                int r =
                    aSente
                        ? play(pa, pb, opening, limitsA, limitsB, log)
                        : play(pb, pa, opening, limitsB, limitsA, log);
                int forA = aSente ? r : -r;
                synchronized (score) {
                  score[forA > 0 ? 0 : forA < 0 ? 1 : 2]++;
                }
                return String.format(
                    Locale.ROOT,
                    "game %d: %s as %s: %s%s",
                    game + 1,
                    a,
                    aSente ? "sente" : "gote",
                    forA > 0 ? "win" : forA < 0 ? "loss" : "draw",
                    log);
              }));
    }
    for (Future<String> f : results) {
      System.out.println(f.get());
    }
    pool.shutdown();
    double pct = 100.0 * (score[0] + 0.5 * score[2]) / games;
    EloEstimate elo = EloEstimate.of(score[0], score[2], score[1]);
    System.out.printf(
        Locale.ROOT,
        "%s vs %s: %d games, %d wins, %d losses, %d draws: %.1f%%, Elo %+.0f +- %.0f (95%%) (%.0f s)%n",
        a,
        b,
        games,
        score[0],
        score[1],
        score[2],
        pct,
        elo.elo(),
        elo.error(),
        (System.nanoTime() - t0) / 1e9);
  }
}
