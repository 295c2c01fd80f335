package io.github.shogi4j.cli;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Perft;
import io.github.shogi4j.rules.Position;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi perft}: counts the leaves of the legal move tree to a depth (the standard test and
 * benchmark of a move generator), with the time taken and the speed.
 */
@Command(
    name = "perft",
    mixinStandardHelpOptions = true,
    description =
        "Count the leaf nodes of the legal move tree to a depth (perft), with the time "
            + "and nodes per second. Without a position: the even-game start.",
    footer = {
      "",
      "JSON: {\"nodes\": n, \"depth\": d, \"millis\": t, \"nodesPerSecond\": r}, "
          + "plus \"divide\": {\"7g7f\": n, ...} with --divide."
    })
public final class PerftCommand extends PositionCommand {
  /**
   * The deepest count accepted: far beyond what any position can be counted to (the start position
   * takes hours at depth 7), and shallow enough for the counter's stack of moves.
   */
  static final int MAX_DEPTH = 100;

  @Option(
      names = "--depth",
      required = true,
      paramLabel = "N",
      description = "Plies to search, 0 to " + MAX_DEPTH + ".")
  int depth;

  @Option(
      names = "--divide",
      description = "Also give the count below each legal move of the root, sorted by USI text.")
  boolean divide;

  /** Creates the command; picocli fills in the options. */
  public PerftCommand() {}

  @Override
  protected void checkOptions() {
    if (depth < 0 || depth > MAX_DEPTH) {
      throw new ParameterException(
          spec.commandLine(), "--depth must be 0 to " + MAX_DEPTH + ", not " + depth);
    }
  }

  @Override
  protected Answer answer(PositionInput.Parsed parsed) {
    Position root = parsed.last();
    long start = System.nanoTime();
    long nodes;
    Map<String, Long> perMove = new TreeMap<>();
    if (depth == 0) {
      nodes = Perft.count(root, 0);
    } else {
      // Counting below each root move separately gives the divide and a progress bar for free;
      // the sum is the perft count by definition.
      List<Move> moves = root.legalMoves();
      nodes = 0;
      try (Progress bar = progress("perft", moves.size())) {
        for (Move m : moves) {
          long n = Perft.count(root.play(m), depth - 1);
          perMove.put(m.toUsi(), n);
          nodes += n;
          bar.step();
        }
      }
    }
    long nanos = System.nanoTime() - start;
    long millis = nanos / 1_000_000L;
    long nps = nanos == 0 ? 0 : Math.round(nodes * 1e9 / nanos);

    Map<String, Object> json = new LinkedHashMap<>();
    json.put("nodes", nodes);
    json.put("depth", depth);
    json.put("millis", millis);
    json.put("nodesPerSecond", nps);
    StringBuilder text = new StringBuilder();
    if (divide) {
      json.put("divide", perMove);
      perMove.forEach((m, n) -> text.append(m).append(": ").append(n).append('\n'));
      text.append('\n');
    }
    text.append(
        String.format(
            "perft depth %d: %d nodes in %.3f s (%,d nodes/s)", depth, nodes, nanos / 1e9, nps));
    return new Answer(json, text.toString());
  }
}
