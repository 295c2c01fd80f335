package io.github.shogi4j.spark;

import com.fasterxml.jackson.core.JsonGenerator;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializerProvider;
import com.fasterxml.jackson.databind.module.SimpleModule;
import com.fasterxml.jackson.databind.ser.std.StdSerializer;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.training.GameFilter;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.apache.spark.sql.SparkSession;

/**
 * {@code shogi export} and {@code shogi stats} as an Apache Spark job, for collections of game
 * records (棋譜) larger than one machine: the entry point for {@code spark-submit}.
 *
 * <pre>
 * export SOURCE... --to hcpe|parquet -o OUT [--dedupe] [--min-rating R] [--min-moves N]
 *        [--result win|draw|any] [--lenient]
 * stats  SOURCE... [--opening-moves N] [--top N] [-o OUT.json] [--lenient]
 * </pre>
 *
 * <p>The filter is {@code shogi export}'s ({@link GameFilter}), the positions its ({@link
 * io.github.shogi4j.kif.training.TrainingPosition}), and the answer (standard output, one JSON
 * line) has the keys of {@code shogi export}'s summary or of {@code shogi stats --json}. See {@link
 * SparkExport} and {@link SparkStats}. The exit status is 0, 1 when a source could not be read to
 * its end, 2 for bad arguments.
 */
public final class ShogiSparkJob {
  private ShogiSparkJob() {}

  /** A usage error: bad or missing arguments. */
  static final class UsageException extends IllegalArgumentException {
    private static final long serialVersionUID = 1L;

    UsageException(String message) {
      super(message);
    }
  }

  /**
   * Runs the job with the session that {@code spark-submit} (or the configuration) gives.
   *
   * @param args {@code export ...} or {@code stats ...} (see the class comment)
   */
  public static void main(String[] args) {
    int status;
    SparkSession spark = null;
    try {
      parseOnly(args);
      spark = SparkSession.builder().appName("shogi " + args[0]).getOrCreate();
      Map<String, Object> answer = run(spark, args);
      System.out.println(json(answer));
      status = ((List<?>) answer.get("sourceErrors")).isEmpty() ? 0 : 1;
    } catch (UsageException e) {
      System.err.println("shogi-spark-job: " + e.getMessage());
      System.err.println(
          "usage: export SOURCE... --to hcpe|parquet -o OUT [--dedupe] [--min-rating R]"
              + " [--min-moves N] [--result win|draw|any] [--lenient]\n"
              + "       stats SOURCE... [--opening-moves N] [--top N] [-o OUT.json] [--lenient]");
      status = 2;
    } finally {
      if (spark != null) {
        spark.stop();
      }
    }
    System.exit(status);
  }

  /**
   * Runs a command on a session.
   *
   * @param spark the session
   * @param args {@code export ...} or {@code stats ...}
   * @return the answer: the export summary or the statistics
   * @throws IllegalArgumentException for bad arguments
   */
  static Map<String, Object> run(SparkSession spark, String... args) {
    Args a = parseOnly(args);
    if (a.command.equals("export")) {
      return SparkExport.run(
          spark, a.sources, a.mode, a.filter, a.format, a.output.orElseThrow(), a.dedupe);
    }
    Map<String, Object> stats = SparkStats.run(spark, a.sources, a.mode, a.openingMoves, a.top);
    if (a.output.isPresent()) {
      try {
        Files.writeString(Path.of(a.output.get()), json(stats) + "\n", StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot write " + a.output.get(), e);
      }
    }
    return stats;
  }

  /** The parsed arguments. */
  private static final class Args {
    String command;
    final List<String> sources = new ArrayList<>();
    ReadMode mode = ReadMode.STRICT;
    GameFilter filter = GameFilter.all();
    SparkExport.Format format;
    Optional<String> output = Optional.empty();
    boolean dedupe;
    int openingMoves = 4;
    int top = 10;
  }

  private static Args parseOnly(String[] args) {
    if (args.length == 0 || !(args[0].equals("export") || args[0].equals("stats"))) {
      throw new UsageException("the first argument is export or stats");
    }
    Args a = new Args();
    a.command = args[0];
    boolean export = a.command.equals("export");
    for (int i = 1; i < args.length; i++) {
      String arg = args[i];
      if (!arg.startsWith("-")) {
        a.sources.add(arg);
        continue;
      }
      if (arg.equals("--dedupe") && export) {
        a.dedupe = true;
        continue;
      }
      if (arg.equals("--lenient")) {
        a.mode = ReadMode.LENIENT;
        continue;
      }
      if (i + 1 == args.length) {
        throw new UsageException(arg + " needs a value");
      }
      String v = args[++i];
      try {
        switch (export ? "e" + arg : "s" + arg) {
          case "e--to" -> a.format = SparkExport.Format.valueOf(v.toUpperCase(Locale.ROOT));
          case "e-o", "e--output", "s-o", "s--output" -> a.output = Optional.of(v);
          case "e--min-rating" -> a.filter = a.filter.withMinRating(Double.parseDouble(v));
          case "e--min-moves" -> a.filter = a.filter.withMinMoves(Integer.parseInt(v));
          case "e--result" -> a.filter = a.filter.withResult(GameFilter.ResultKind.parse(v));
          case "s--opening-moves" -> a.openingMoves = positive(Integer.parseInt(v), 1, arg);
          case "s--top" -> a.top = positive(Integer.parseInt(v), 0, arg);
          default -> throw new UsageException("unknown option " + arg);
        }
      } catch (UsageException e) {
        throw e;
      } catch (IllegalArgumentException e) {
        throw new UsageException("bad value for " + arg + " '" + v + "': " + e.getMessage());
      }
    }
    if (a.sources.isEmpty()) {
      throw new UsageException("no SOURCE given");
    }
    if (export && (a.format == null || a.output.isEmpty())) {
      throw new UsageException("export needs --to hcpe|parquet and -o OUT");
    }
    return a;
  }

  private static int positive(int value, int least, String option) {
    if (value < least) {
      throw new UsageException(option + " must be " + least + " or more");
    }
    return value;
  }

  /**
   * Writes JSON as the CLI does: integral numbers without a fraction ({@code 2450}, not {@code
   * 2450.0}), so that the job's answers and the CLI's read the same.
   */
  private static final ObjectMapper JSON =
      new ObjectMapper()
          .registerModule(
              new SimpleModule()
                  .addSerializer(
                      Double.class,
                      new StdSerializer<Double>(Double.class) {
                        private static final long serialVersionUID = 1L;

                        @Override
                        public void serialize(
                            Double d, JsonGenerator g, SerializerProvider provider)
                            throws IOException {
                          if (d == Math.rint(d) && Math.abs(d) < 1e15) {
                            g.writeNumber(d.longValue());
                          } else {
                            g.writeNumber(d);
                          }
                        }
                      }));

  /** A map as one line of JSON (null for an absent value). */
  static String json(Map<String, Object> value) {
    try {
      return JSON.writeValueAsString(value);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a map of plain values cannot fail to write", e);
    }
  }
}
