package io.github.shogi4j.kif.bench;

import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.validate.RecordValidator;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading and validating every record of the conformance corpus (KIF, KIFU, KI2, KI2U, CSA, JKF,
 * USI, as MANIFEST.tsv lists the files) from bytes in memory, as {@link
 * Kifu#read(java.nio.file.Path)} reads a file: the format from the file name, the encoding detected
 * from the bytes; each record is parsed, replayed and then validated by {@link RecordValidator}.
 * The bytes are loaded once in setup. One operation is one move read, replayed and validated, in a
 * main line or in a variation (変化) alike, so the score is moves per second on one thread; files
 * without moves (diagrams, headers) are read too. Of the {@value #MOVES} moves, {@value
 * #MAIN_LINE_MOVES} are on main lines: the score times {@code MAIN_LINE_MOVES / MOVES} counts those
 * alone. Files that the corpus keeps as unreadable (refused strictly and leniently) are left out,
 * and so are failed records of multi-record files. The corpus folder is the {@code shogi4j.shared}
 * system property (default {@code ../shared}) plus {@code conformance/corpus}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
// One operation runs most of the readers' code, which the JIT compiles over some 20 seconds:
// shorter warm-ups measure the compilation, not the code (rising scores in the first iterations).
@Warmup(iterations = 15, time = 2)
@Measurement(iterations = 10, time = 2)
public class ReadValidateBenchmark {
  /** The shared reference folder; the corpus is {@code conformance/corpus} under it. */
  @Param("../shared")
  public String shared;

  private List<byte[]> files;
  private List<ReadOptions> options;

  /**
   * Loads the files and counts the moves of their readable records, failing when the counts are not
   * {@link #MOVES} and {@link #MAIN_LINE_MOVES}.
   *
   * @throws IOException when the corpus cannot be read
   */
  @Setup(Level.Trial)
  public void load() throws IOException {
    CorpusFiles corpus = new CorpusFiles(shared, path -> true);
    if (corpus.moves != MOVES || corpus.mainLineMoves != MAIN_LINE_MOVES) {
      throw new IllegalStateException(
          corpus.bytes.size()
              + " files with "
              + corpus.moves
              + " moves, "
              + corpus.mainLineMoves
              + " on main lines; update MOVES (and "
              + "@OperationsPerInvocation) and MAIN_LINE_MOVES");
    }
    files = corpus.bytes;
    options = corpus.options;
  }

  /** The moves of the readable records of the corpus, on main lines and in variations. */
  static final int MOVES = 6939;

  /** The moves on the main lines of the readable records of the corpus. */
  static final int MAIN_LINE_MOVES = 6185;

  /**
   * Reads, replays and validates every file once.
   *
   * @return the number of problems found (consumed so nothing is optimised away)
   */
  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int readAndValidate() {
    int problems = 0;
    for (int i = 0; i < files.size(); i++) {
      for (ReadResult r : Kifu.read(files.get(i), options.get(i)).results()) {
        if (r.isOk()) {
          problems += RecordValidator.validate(r.record()).size();
        }
      }
    }
    return problems;
  }

  /**
   * Only reads (and replays) every file once, without the validator.
   *
   * @return the number of records read
   */
  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int readOnly() {
    int n = 0;
    for (int i = 0; i < files.size(); i++) {
      n += Kifu.read(files.get(i), options.get(i)).results().size();
    }
    return n;
  }
}
