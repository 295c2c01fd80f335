package io.github.shogi4j.kif.bench;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.validate.RecordValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
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
 * Reading and validating every KIF, KIFU, KI2 and KI2U file of the conformance corpus from memory
 * as MANIFEST.tsv lists them (the bytes are loaded once in setup): one operation is one main-line move read, replayed and
 * validated, so the score is moves per second on one thread. The corpus folder is the
 * {@code shogi4j.shared} system property (default {@code ../shared}) plus
 * {@code conformance/corpus}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(1)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
public class ReadValidateBenchmark {
  /** The shared reference folder; the corpus is {@code conformance/corpus} under it. */
  @Param("../shared")
  public String shared;

  private final List<byte[]> files = new ArrayList<>();
  private final List<ReadOptions> options = new ArrayList<>();
  private int moves;

  /**
   * Loads the files and counts their main-line moves, failing on a file that does not read.
   *
   * @throws IOException when the corpus cannot be read
   */
  @Setup(Level.Trial)
  public void load() throws IOException {
    Path conformance = Paths.get(System.getProperty("shogi4j.shared", shared), "conformance");
    List<Path> paths = new ArrayList<>();
    for (String line : Files.readAllLines(conformance.resolve("MANIFEST.tsv"))) {
      String[] row = line.split("\t");
      if (row.length > 1 && (row[1].equals("KIF") || row[1].equals("KI2"))) {
        paths.add(conformance.resolve("corpus").resolve(row[0]));
      }
    }
    for (Path p : paths) {
      byte[] bytes = Files.readAllBytes(p);
      ReadResult r;
      ReadOptions o = ReadOptions.defaults();
      try {
        if (!Kifu.read(bytes, o).results().get(0).isOk()) {
          o = ReadOptions.lenient();
        }
        r = Kifu.read(bytes, o).results().get(0);
      } catch (KifuParseException e) {
        continue; // format not told from content alone (tiny fragments): not part of the score
      }
      if (!r.isOk()) {
        continue; // a file the corpus keeps as unreadable (fork-test.kif): not part of the score
      }
      files.add(bytes);
      options.add(o);
      moves += r.record().moves().size();
    }
    if (moves != MOVES) {
      throw new IllegalStateException(files.size() + " files with " + moves
          + " moves; update MOVES and @OperationsPerInvocation to " + moves);
    }
  }

  /** The main-line moves of the readable KIF/KI2 files of the corpus. */
  static final int MOVES = 3982;

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
      KifuFile kf = Kifu.read(files.get(i), options.get(i));
      GameRecord g = kf.results().get(0).record();
      problems += RecordValidator.validate(g).size();
    }
    return problems;
  }

  /**
   * Only reads (and replays) every file once, without the validator.
   *
   * @return the number of main-line moves read
   */
  @Benchmark
  @OperationsPerInvocation(MOVES)
  public int readOnly() {
    int n = 0;
    for (int i = 0; i < files.size(); i++) {
      n += Kifu.read(files.get(i), options.get(i)).results().get(0).record().moves().size();
    }
    return n;
  }
}
