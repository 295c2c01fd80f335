package io.github.shogi4j.cli;

import io.github.shogi4j.search.mate.MateLimits;
import io.github.shogi4j.search.mate.MateResult;
import io.github.shogi4j.search.mate.MateSolver;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi mate}: solves a tsume (詰将棋) problem with the df-pn mate solver: a forced mate by the
 * side to move with checks only, its length by the tsume conventions and the mating line.
 */
@Command(
    name = "mate",
    mixinStandardHelpOptions = true,
    description =
        "Look for a forced mate (詰み) by the side to move, every move a check, with the "
            + "df-pn solver; the attacker may have no king (tsume problems). The length counts both "
            + "sides' moves, not futile interpositions (無駄合). The position is given as "
            + "--sfen/--position/--positions-file, or as a game record FILE and --ply N (the position "
            + "after N moves; default: the end of the main line).",
    footer = {
      "",
      "Examples:",
      "  shogi mate --sfen \"4k4/9/4P4/9/9/9/9/9/9 b G 1\"",
      "  shogi mate game.kif --ply 40 --time 30",
      "",
      "JSON: {\"result\": \"MATE\"/\"NO_MATE\"/\"TIMEOUT\"/\"NODE_LIMIT\", "
          + "\"plies\": n, \"pv\": [...], \"nodes\": n, \"millis\": t}; plies and pv are 0 and [] "
          + "without a mate."
    })
public final class MateCommand extends PositionCommand {
  @Option(
      names = "--time",
      paramLabel = "S",
      defaultValue = "10",
      description =
          "Give up after this many seconds per position (decimals allowed). "
              + "Default: ${DEFAULT-VALUE}.")
  double seconds;

  @Option(
      names = "--nodes",
      paramLabel = "N",
      description = "Give up after this many nodes per position.")
  Long nodes;

  @Option(
      names = "--hash",
      paramLabel = "MB",
      defaultValue = "256",
      description =
          "The solver's table in MiB, 1 to 16384. Long problems need a large one: with "
              + "too small a table a shorter mate can be missed. Default: ${DEFAULT-VALUE}.")
  long hashMegabytes;

  @Mixin RecordOptions record;

  private MateLimits limits;

  /** Creates the command; picocli fills in the options. */
  public MateCommand() {}

  @Override
  protected void checkOptions() {
    if (!(seconds > 0) || seconds > 1e9) {
      throw new ParameterException(
          spec.commandLine(), "--time must be a positive number of " + "seconds, not " + seconds);
    }
    if (hashMegabytes < 1 || hashMegabytes > 16384) {
      throw new ParameterException(
          spec.commandLine(), "--hash must be 1 to 16384 MiB, not " + hashMegabytes);
    }
    limits =
        MateLimits.ofTime(Duration.ofNanos(Math.max(1, Math.round(seconds * 1e9))))
            .withTableMegabytes(hashMegabytes);
    if (nodes != null) {
      if (nodes < 1) {
        throw new ParameterException(spec.commandLine(), "--nodes must be 1 or more, not " + nodes);
      }
      limits = limits.withNodes(nodes);
    }
  }

  @Override
  protected Optional<PositionInput.Parsed> recordPosition() {
    return record.read(spec, positions, json(), err()).map(r -> r.after(r.ply(record.ply)));
  }

  @Override
  protected Answer answer(PositionInput.Parsed parsed) {
    MateResult r = MateSolver.solve(parsed.last(), limits);
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("result", r.status());
    json.put("plies", r.plies());
    json.put("pv", r.pvUsi());
    json.put("nodes", r.nodes());
    json.put("millis", r.time().toMillis());
    String head =
        switch (r.status()) {
          case MATE -> "mate in " + r.plies();
          case NO_MATE ->
              parsed.last().hasLegalMoves()
                  ? "no mate"
                  : "no mate: the side to move has no legal move"
                      + (parsed.last().isCheck() ? " (it is checkmated)" : "");
          case TIMEOUT -> "unknown: the time ran out";
          case NODE_LIMIT -> "unknown: the node limit was reached";
          case STOPPED -> "unknown: stopped";
        };
    String text =
        head
            + String.format("  (%d nodes, %d ms)", r.nodes(), r.time().toMillis())
            + (r.pv().isEmpty() ? "" : "\npv " + String.join(" ", r.pvUsi()));
    return new Answer(json, text);
  }
}
