package io.github.shogi4j.cli;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Perft;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.Level;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import picocli.CommandLine.Command;

/**
 * {@code shogi bench}: the standard benchmarks with their figures, single thread: perft (each count
 * checked against the published figure, so a wrong generator cannot post a good time), a
 * fixed-depth search, and reading KIF records (each read checked against the game written).
 */
@Command(
    name = "bench",
    mixinStandardHelpOptions = true,
    description =
        "Run the standard benchmarks and print their figures, single thread: perft from "
            + "the start (depth 5) and from the 'matsuri' position (depth 3), a depth-6 search from the "
            + "start, and reading a 150-move KIF record 60 times. Perft counts leaf positions, the "
            + "search counts the nodes it visits, reading counts the moves read.",
    footer = {
      "",
      "Each figure is one run in a fresh JVM, its warm-up (class loading, JIT "
          + "compilation) included: a quick check of a build, not a measurement of top speed. The "
          + "JMH benchmarks of the README warm up first and measure the steady state, so reading "
          + "there is tens of times faster than here.",
      "",
      "JSON, one line per benchmark: {\"benchmark\": name, \"nodes\": n, \"unit\": u, "
          + "\"millis\": t, \"nodesPerSecond\": r, ...}; \"unit\" names what \"nodes\" counts "
          + "(\"positions\", \"nodes\" or \"moves\"); perft adds \"expected\" and \"correct\", "
          + "search \"bestmove\", reading \"records\", \"moves\" and \"movesPerSecond\"."
    })
public final class BenchCommand extends CliCommand {
  /** The perft benchmarks: name, SFEN, depth, the count agreed by independent engines. */
  private record PerftCase(String name, String sfen, int depth, long expected) {}

  private static final List<PerftCase> PERFT =
      List.of(
          new PerftCase("perft startpos depth 5", Sfen.STARTPOS, 5, 19_861_490L),
          new PerftCase(
              "perft matsuri depth 3",
              "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1",
              3,
              4_809_015L));
  private static final int SEARCH_DEPTH = 6;
  private static final int RECORD_PLIES = 150;
  private static final int RECORD_READS = 60;

  private int exit = Errors.OK;

  /** Creates the command; picocli fills in the options. */
  public BenchCommand() {}

  @Override
  public Integer call() {
    if (!json()) {
      out()
          .println("single thread, fresh JVM, warm-up included (JMH, warmed up, reads far faster)");
      out()
          .printf("%-28s %14s %-9s %9s %14s%n", "benchmark", "count", "unit", "time", "per second");
    }
    for (PerftCase c : PERFT) {
      Position p = Position.fromSfen(c.sfen(), Validation.STRICT);
      long start = System.nanoTime();
      long nodes = Perft.count(p, c.depth());
      long nanos = System.nanoTime() - start;
      boolean correct = nodes == c.expected();
      Map<String, Object> extra = new LinkedHashMap<>();
      extra.put("expected", c.expected());
      extra.put("correct", correct);
      report(
          c.name(),
          nodes,
          "positions",
          nanos,
          extra,
          correct ? "" : "  WRONG, expected " + c.expected());
      if (!correct) {
        exit = Errors.INVALID_INPUT;
        err()
            .println(
                spec.qualifiedName()
                    + ": "
                    + c.name()
                    + " counted "
                    + nodes
                    + ", the published figure is "
                    + c.expected()
                    + ": the move generator is wrong");
      }
    }
    search();
    reading();
    return exit;
  }

  private void search() {
    AlphaBetaSearcher searcher =
        new AlphaBetaSearcher(Level.NORMAL.config().toBuilder().maxDepth(SEARCH_DEPTH).build());
    long start = System.nanoTime();
    SearchResult r =
        searcher.search(SearchRequest.of(Position.initial()), SearchLimits.depth(SEARCH_DEPTH));
    long nanos = System.nanoTime() - start;
    report(
        "search startpos depth " + SEARCH_DEPTH,
        r.nodes(),
        "nodes",
        nanos,
        Map.of("bestmove", r.toUsi()),
        "  bestmove " + r.toUsi());
  }

  private void reading() {
    // A seeded random game, written as KIF and read back: the same text every run.
    SplittableRandom rng = new SplittableRandom(20261129L);
    Position p = Position.initial();
    List<RecordMove> moves = new ArrayList<>();
    for (int i = 0; i < RECORD_PLIES && p.hasLegalMoves(); i++) {
      List<Move> legal = p.legalMoves();
      Move m = legal.get(rng.nextInt(legal.size()));
      moves.add(RecordMove.of(m));
      p = p.play(m);
    }
    GameRecord record =
        GameRecord.builder().start(StartPosition.even()).mainLine(Line.of(moves)).build();
    String text = Kifu.toText(record, KifuFormat.KIF);
    long start = System.nanoTime();
    GameRecord read = record;
    for (int i = 0; i < RECORD_READS; i++) {
      read = Kifu.parseRecord(text, KifuFormat.KIF);
    }
    long nanos = System.nanoTime() - start;
    boolean correct = read.finalPosition().equals(p) && read.moves().size() == moves.size();
    long total = (long) RECORD_READS * moves.size();
    Map<String, Object> extra = new LinkedHashMap<>();
    extra.put("records", RECORD_READS);
    extra.put("moves", total);
    extra.put("movesPerSecond", Math.round(total * 1e9 / Math.max(1, nanos)));
    extra.put("correct", correct);
    report(
        "read KIF " + moves.size() + " moves x" + RECORD_READS,
        total,
        "moves",
        nanos,
        extra,
        correct ? "" : "  WRONG: the record read back differs");
    if (!correct) {
      exit = Errors.INVALID_INPUT;
      err()
          .println(
              spec.qualifiedName() + ": the KIF record read back differs from the game written");
    }
  }

  /**
   * Prints one benchmark's figure.
   *
   * @param unit what {@code count} counts: "positions" (perft's leaves), "nodes" (search) or
   *     "moves"
   */
  private void report(
      String name, long count, String unit, long nanos, Map<String, Object> extra, String note) {
    long safeNanos = Math.max(1, nanos);
    long perSecond = Math.round(count * 1e9 / safeNanos);
    if (json()) {
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("benchmark", name);
      json.put("nodes", count);
      json.put("unit", unit);
      json.put("millis", nanos / 1_000_000L);
      json.put("nodesPerSecond", perSecond);
      json.putAll(extra);
      print(new Answer(json, ""));
    } else {
      out()
          .printf(
              "%-28s %,14d %-9s %7.3f s %,14d %s/s%s%n",
              name, count, unit, nanos / 1e9, perSecond, unit, note);
    }
    out().flush();
  }
}
