package io.github.shogi4j.kif.bench;

import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.validate.RecordValidator;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
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
 * USI, as MANIFEST.tsv lists the files) from bytes in memory, as {@link Kifu#read(java.nio.file.Path)}
 * reads a file: the format from the file name, the encoding detected from the bytes; each record
 * is parsed, replayed and then validated by {@link RecordValidator}. The bytes are loaded once in
 * setup. One operation is one move read, replayed and validated, in a main line or in a variation
 * (変化) alike, so the score is moves per second on one thread; files without moves (diagrams,
 * headers) are read too. Of the {@value #MOVES} moves, {@value #MAIN_LINE_MOVES} are on main
 * lines: the score times {@code MAIN_LINE_MOVES / MOVES} counts those alone. Files that the
 * corpus keeps as unreadable (refused strictly and leniently) are left out, and so are failed
 * records of multi-record files. The corpus folder is
 * the {@code shogi4j.shared} system property (default {@code ../shared}) plus
 * {@code conformance/corpus}.
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

  private final List<byte[]> files = new ArrayList<>();
  private final List<ReadOptions> options = new ArrayList<>();
  private int moves;
  private int mainLineMoves;

  /**
   * Loads the files and counts the moves of their readable records, failing when the counts are
   * not {@link #MOVES} and {@link #MAIN_LINE_MOVES}.
   *
   * @throws IOException when the corpus cannot be read
   */
  @Setup(Level.Trial)
  public void load() throws IOException {
    Path conformance = Paths.get(System.getProperty("shogi4j.shared", shared), "conformance");
    for (String line : Files.readAllLines(conformance.resolve("MANIFEST.tsv"))) {
      String[] row = line.split("\t");
      if (row.length < 2 || row[0].equals("path")) {
        continue;
      }
      Path p = conformance.resolve("corpus").resolve(row[0]);
      byte[] bytes = Files.readAllBytes(p);
      ReadOptions strict = ReadOptions.defaults();
      Optional<KifuFormat> byName = KifuFormat.fromFileName(p.getFileName().toString());
      if (byName.isPresent()) {
        strict = strict.withFormat(byName.get());
      }
      ReadOptions o = strict;
      KifuFile kf;
      try {
        kf = Kifu.read(bytes, o);
        if (!kf.results().get(0).isOk()) {
          o = strict.withMode(ReadMode.LENIENT);
          kf = Kifu.read(bytes, o);
        }
      } catch (KifuParseException e) {
        continue; // format not told from name or content (tiny fragments): not part of the score
      }
      if (!kf.results().get(0).isOk()) {
        continue; // a file the corpus keeps as unreadable (fork-test.kif): not part of the score
      }
      files.add(bytes);
      options.add(o);
      for (ReadResult r : kf.results()) {
        if (r.isOk()) {
          moves += moves(r.record().mainLine());
          mainLineMoves += r.record().moves().size();
        }
      }
    }
    if (moves != MOVES || mainLineMoves != MAIN_LINE_MOVES) {
      throw new IllegalStateException(files.size() + " files with " + moves + " moves, "
          + mainLineMoves + " on main lines; update MOVES (and @OperationsPerInvocation) and "
          + "MAIN_LINE_MOVES");
    }
  }

  /** The moves of a line and of its variations. */
  private static int moves(Line line) {
    int n = line.size();
    for (RecordMove m : line.moves()) {
      for (Line v : m.variations()) {
        n += moves(v);
      }
    }
    for (Line v : line.endVariations()) {
      n += moves(v);
    }
    return n;
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
