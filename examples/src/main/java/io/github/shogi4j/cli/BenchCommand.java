package io.github.shogi4j.cli;

import io.github.shogi4j.cli.json.Json;
import io.github.shogi4j.rules.Perft;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Validation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import picocli.CommandLine.Command;

/**
 * {@code shogi bench}: the standard benchmarks with their figures. Each perft count is checked
 * against the published figure, so a wrong generator cannot post a good time.
 */
@Command(name = "bench", mixinStandardHelpOptions = true,
    description = "Run the standard benchmarks (perft from the start and from the 'matsuri' "
        + "position) and print their figures; single thread.",
    footer = {"", "JSON, one line per benchmark: {\"benchmark\": name, \"nodes\": n, \"expected\": n, "
        + "\"correct\": b, \"millis\": t, \"nodesPerSecond\": r}"})
public final class BenchCommand extends CliCommand {
  /** The perft benchmarks: name, SFEN, depth, the count agreed by independent engines. */
  private record PerftCase(String name, String sfen, int depth, long expected) {}

  private static final List<PerftCase> PERFT = List.of(
      new PerftCase("perft startpos depth 5", Sfen.STARTPOS, 5, 19_861_490L),
      new PerftCase("perft matsuri depth 3",
          "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1", 3, 4_809_015L));

  /** Creates the command; picocli fills in the options. */
  public BenchCommand() {}

  @Override
  public Integer call() {
    int exit = Errors.OK;
    for (PerftCase c : PERFT) {
      Position p = Position.fromSfen(c.sfen(), Validation.STRICT);
      long start = System.nanoTime();
      long nodes = Perft.count(p, c.depth());
      long nanos = Math.max(1, System.nanoTime() - start);
      long nps = Math.round(nodes * 1e9 / nanos);
      boolean correct = nodes == c.expected();
      if (!correct) {
        exit = Errors.INVALID_INPUT;
      }
      if (json()) {
        Map<String, Object> json = new LinkedHashMap<>();
        json.put("benchmark", c.name());
        json.put("nodes", nodes);
        json.put("expected", c.expected());
        json.put("correct", correct);
        json.put("millis", nanos / 1_000_000L);
        json.put("nodesPerSecond", nps);
        out().println(Json.write(json));
      } else {
        out().printf("%-24s %,14d nodes %9.3f s %,14d nodes/s%s%n", c.name(),
            nodes, nanos / 1e9, nps, correct ? "" : "  WRONG, expected " + c.expected());
      }
      out().flush();
    }
    if (exit != Errors.OK) {
      err().println(spec.qualifiedName()
          + ": a perft count differs from the published figure: the move generator is wrong");
    }
    return exit;
  }
}
