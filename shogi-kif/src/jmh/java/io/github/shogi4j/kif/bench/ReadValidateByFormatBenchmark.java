package io.github.shogi4j.kif.bench;

import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.validate.RecordValidator;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * {@link ReadValidateBenchmark} for the files of one format family at a time, as a folder of one
 * kind of file is read: {@code kif} (KIF and KIFU), {@code ki2} (KI2 and KI2U), {@code csa}, {@code
 * jkf} (JKF and JSON) and {@code usi} (SFEN and USI files). The secondary score {@code moves} is
 * moves read, replayed and validated per second (main lines and variations), the figure to compare
 * between formats; the primary score counts passes over the family's files.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 10, time = 2)
@Measurement(iterations = 10, time = 2)
public class ReadValidateByFormatBenchmark {
  /** The shared reference folder; the corpus is {@code conformance/corpus} under it. */
  @Param("../shared")
  public String shared;

  /** The format family: {@code kif}, {@code ki2}, {@code csa}, {@code jkf} or {@code usi}. */
  @Param({"kif", "ki2", "csa", "jkf", "usi"})
  public String family;

  private List<byte[]> files;
  private List<ReadOptions> options;
  private int moves;

  /** The moves of one pass, counted by JMH as operations of their own. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Moves {
    /** Moves read so far in the iteration. */
    public long moves;
  }

  /**
   * Loads the family's files (those {@link ReadValidateBenchmark} reads) and counts their moves.
   *
   * @throws IOException when the corpus cannot be read
   */
  @Setup(Level.Trial)
  public void load() throws IOException {
    Set<String> extensions =
        switch (family) {
          case "kif" -> Set.of("kif", "kifu");
          case "ki2" -> Set.of("ki2", "ki2u");
          case "csa" -> Set.of("csa");
          case "jkf" -> Set.of("jkf", "json");
          case "usi" -> Set.of("sfen", "usi");
          default -> throw new IllegalArgumentException("unknown format family " + family);
        };
    CorpusFiles corpus =
        new CorpusFiles(
            shared,
            path -> {
              String name = path.toLowerCase(Locale.ROOT);
              return extensions.contains(name.substring(name.lastIndexOf('.') + 1));
            });
    if (corpus.bytes.isEmpty()) {
      throw new IllegalStateException("no readable " + family + " file in the corpus");
    }
    files = corpus.bytes;
    options = corpus.options;
    moves = corpus.moves;
  }

  /**
   * Reads, replays and validates every file of the family once.
   *
   * @param counter where the pass's moves are counted
   * @return the number of problems found (consumed so nothing is optimised away)
   */
  @Benchmark
  public int readAndValidate(Moves counter) {
    int problems = 0;
    for (int i = 0; i < files.size(); i++) {
      for (ReadResult r : Kifu.read(files.get(i), options.get(i)).results()) {
        if (r.isOk()) {
          problems += RecordValidator.validate(r.record()).size();
        }
      }
    }
    counter.moves += moves;
    return problems;
  }
}
