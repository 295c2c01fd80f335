package io.github.shogi4j.cli;

import io.github.shogi4j.cli.RecordPipeline.Batch;
import io.github.shogi4j.cli.json.Json;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.training.GameFilter;
import io.github.shogi4j.kif.training.GameFilter.SkipReason;
import io.github.shogi4j.kif.training.Hcpe;
import io.github.shogi4j.kif.training.Psv;
import io.github.shogi4j.kif.training.TrainingPosition;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import java.io.BufferedOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi export}: the positions of many game records (棋譜) as training data, on all cores.
 *
 * <p>Each kept game gives the positions before each move of its main line (up to an illegal last
 * move), each with the move played and the game's result: HCPE (38 bytes; evaluation 0, best move
 * the move played, result 0 draw / 1 sente won / 2 gote won), PSV (40 bytes; score 0, the move
 * played, the ply, the result for the side to move), SFEN lines, or JSON Lines ({@code {"sfen",
 * "move", "ply", "result"}}). A game without a result is written as a draw.
 *
 * <p>Records are read and encoded by {@link RecordPipeline}: output is in the order the workers
 * finish, each game's positions together and in order. With {@code --dedupe} a position (its
 * Zobrist key: board, hands, side to move; see {@link PositionKeySet} for the collision rate and
 * the memory) is written the first time it comes only. A JSON summary goes to standard output; a
 * game skipped for several reasons counts under the first of: unreadable, no rating, rating, moves,
 * result, not codable (a position without both kings or with more than a set's pieces): the rule of
 * {@link GameFilter}, which the Spark job shares, as it shares {@link TrainingPosition}'s
 * positions.
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description =
        "Write the positions of game records as training data (HCPE, PSV, SFEN or "
            + "JSON Lines), on all cores; sources are files, folders or archives.",
    footer = {
      "",
      "Summary (standard output, one JSON line): {\"records\": n, \"games\": kept, "
          + "\"skipped\": {reason: n}, \"positions\": written, \"duplicates\": removed, "
          + "\"sourceErrors\": [...], \"seconds\": s}.",
      "Output order: as the workers finish, each game's positions together."
    })
public final class ExportCommand extends CollectionCommand {
  @Option(
      names = "--to",
      required = true,
      paramLabel = "FORMAT",
      description = "hcpe, psv, sfen or jsonl.")
  String to;

  @Option(
      names = {"-o", "--output"},
      required = true,
      paramLabel = "OUT",
      description = "The output file (replaced).")
  Path output;

  @Option(
      names = "--min-rating",
      paramLabel = "R",
      description =
          "Keep only games where both players' stated ratings (floodgate's "
              + "'black_rate/'white_rate) are at least R.")
  Double minRating;

  @Option(
      names = "--min-moves",
      paramLabel = "N",
      defaultValue = "0",
      description = "Keep only games of at least N moves.")
  int minMoves;

  @Option(
      names = "--result",
      paramLabel = "KIND",
      defaultValue = "any",
      description = "win (a side won), draw (sennichite, impasse, max moves, draw) or any.")
  String result;

  @Option(
      names = "--dedupe",
      description = "Write each position (board, hands, side to move) " + "once.")
  boolean dedupe;

  /** Creates the command; picocli fills in the options. */
  public ExportCommand() {}

  /** The output formats. */
  enum Format {
    HCPE,
    PSV,
    SFEN,
    JSONL
  }

  /** The encoded positions of one batch, with their keys and what was skipped. */
  private static final class Chunk {
    int records;
    int games;
    final Map<String, Integer> skipped = new TreeMap<>();
    final ByteArrayOutputStream data = new ByteArrayOutputStream();
    int[] ends = new int[256];
    long[] keys = new long[256];
    int count;
    Optional<String> failure = Optional.empty();
    String source = "";

    /** Notes the position just written to {@link #data}: its key and where its bytes end. */
    void add(long key) {
      if (count == keys.length) {
        keys = Arrays.copyOf(keys, count * 2);
        ends = Arrays.copyOf(ends, count * 2);
      }
      keys[count] = key;
      ends[count] = data.size();
      count++;
    }

    void skip(String reason) {
      skipped.merge(reason, 1, Integer::sum);
    }
  }

  @Override
  public Integer call() {
    Format format = parse(Format.class, to, "--to");
    if (minMoves < 0) {
      throw new ParameterException(spec.commandLine(), "--min-moves must be 0 or more");
    }
    GameFilter filter =
        GameFilter.all()
            .withMinMoves(minMoves)
            .withResult(parse(GameFilter.ResultKind.class, result, "--result"));
    if (minRating != null) {
      filter = filter.withMinRating(minRating);
    }
    GameFilter games = filter;
    long started = System.nanoTime();
    long[] totals = new long[4]; // records, games, positions, duplicates
    Map<String, Long> skipped = new TreeMap<>();
    List<String> sourceErrors = new java.util.ArrayList<>();
    PositionKeySet seen = new PositionKeySet();
    try (OutputStream out = new BufferedOutputStream(Files.newOutputStream(output), 1 << 16)) {
      runPipeline(
          b -> encode(b, format, games),
          chunk -> chunk.records,
          chunk -> {
            totals[0] += chunk.records;
            totals[1] += chunk.games;
            chunk.skipped.forEach((k, v) -> skipped.merge(k, (long) v, Long::sum));
            chunk.failure.ifPresent(f -> sourceErrors.add(chunk.source + ": " + f));
            byte[] data = chunk.data.toByteArray();
            try {
              int start = 0;
              for (int i = 0; i < chunk.count; i++) {
                int end = chunk.ends[i];
                if (!dedupe || seen.add(chunk.keys[i])) {
                  out.write(data, start, end - start);
                  totals[2]++;
                } else {
                  totals[3]++;
                }
                start = end;
              }
            } catch (IOException e) {
              throw new java.io.UncheckedIOException(e);
            }
          });
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new InputException(output.toString(), "cannot write: " + Errors.ioReason(e), e);
    }
    Map<String, Object> summary = new LinkedHashMap<>();
    summary.put("records", totals[0]);
    summary.put("games", totals[1]);
    summary.put("skipped", skipped);
    summary.put("positions", totals[2]);
    summary.put("duplicates", totals[3]);
    summary.put("sourceErrors", sourceErrors);
    summary.put("output", output.toString());
    summary.put("format", format.name().toLowerCase(java.util.Locale.ROOT));
    summary.put("seconds", Math.round((System.nanoTime() - started) / 1e7) / 100.0);
    out().println(Json.write(summary));
    out().flush();
    return sourceErrors.isEmpty() ? Errors.OK : Errors.INVALID_INPUT;
  }

  private <E extends Enum<E>> E parse(Class<E> type, String value, String option) {
    for (E e : type.getEnumConstants()) {
      if (e.name().equalsIgnoreCase(value)) {
        return e;
      }
    }
    throw new ParameterException(
        spec.commandLine(),
        "unknown "
            + option
            + " '"
            + value
            + "': use "
            + Arrays.stream(type.getEnumConstants())
                .map(e -> e.name().toLowerCase(java.util.Locale.ROOT))
                .collect(java.util.stream.Collectors.joining(", ")));
  }

  /** Runs on a worker: filters the batch's games and encodes their positions. */
  private static Chunk encode(Batch batch, Format format, GameFilter filter) {
    Chunk c = new Chunk();
    c.source = batch.source();
    c.failure = batch.failure();
    boolean packed = format == Format.HCPE || format == Format.PSV;
    for (ReadResult r : batch.records()) {
      c.records++;
      if (!r.isOk()) {
        c.skip(SkipReason.UNREADABLE.label());
        continue;
      }
      GameRecord g = r.record();
      Optional<SkipReason> why = filter.skipReason(g, packed);
      if (why.isPresent()) {
        c.skip(why.get().label());
        continue;
      }
      positions(g, format, c);
      c.games++;
    }
    return c;
  }

  private static void positions(GameRecord g, Format format, Chunk c) {
    byte[] buffer = new byte[Psv.BYTES];
    for (TrainingPosition t : TrainingPosition.of(g)) {
      Position p = t.position();
      switch (format) {
        case HCPE -> {
          t.hcpe().encode(buffer, 0);
          c.data.write(buffer, 0, Hcpe.BYTES);
        }
        case PSV -> {
          t.psv().encode(buffer, 0);
          c.data.write(buffer, 0, Psv.BYTES);
        }
        case SFEN -> c.data.writeBytes((p.toSfen() + "\n").getBytes(StandardCharsets.US_ASCII));
        case JSONL -> {
          Map<String, Object> j = new LinkedHashMap<>();
          j.put("sfen", p.toSfen());
          j.put("move", t.move().toUsi());
          j.put("ply", p.moveNumber());
          j.put("result", t.winner().map(w -> w == Color.SENTE ? "sente" : "gote").orElse("draw"));
          c.data.writeBytes((Json.write(j) + "\n").getBytes(StandardCharsets.UTF_8));
        }
        default -> throw new IllegalStateException(format.name());
      }
      c.add(t.key());
    }
  }
}
