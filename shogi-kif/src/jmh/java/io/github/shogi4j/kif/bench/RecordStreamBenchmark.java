package io.github.shogi4j.kif.bench;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordStream;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
import org.openjdk.jmh.annotations.TearDown;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Reading one large file of many records as a stream ({@link Kifu#records}): a multi-record KIF of
 * 64 MiB (Shift_JIS; records of 60 moves with times, one after another as a file of several games
 * holds them) and a USI file of 60 MB ({@code position startpos moves ...} lines, one record each),
 * both generated in setup into a temporary folder and deleted after (nothing is committed). The
 * score is passes per second; the secondary score {@code records} is records read per second. Setup
 * also reports, on standard output, the heap that the records of the first 20,000 records take when
 * they are all kept (bytes per record kept), and the heap after a whole pass that keeps none
 * (reading holds one record, whatever the file's size).
 *
 * <p>Run with the {@code bench} profile as the README says, e.g. {@code org.openjdk.jmh.Main
 * RecordStreamBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xmx512m")
@Warmup(iterations = 2, time = 10)
@Measurement(iterations = 3, time = 10)
public class RecordStreamBenchmark {
  /** The input: {@code kif} (64 MiB) or {@code usi} (60 MB). */
  @Param({"kif", "usi"})
  public String input;

  private Path dir;
  private Path file;

  /** Records read, reported per second. */
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  @State(Scope.Thread)
  public static class Counts {
    /** Records read in the iteration. */
    public long records;

    /** Clears the count. */
    @Setup(Level.Iteration)
    public void clear() {
      records = 0;
    }
  }

  /**
   * Generates the file and reports the memory figures.
   *
   * @throws IOException if the temporary file cannot be written
   */
  @Setup(Level.Trial)
  public void generate() throws IOException {
    dir = Files.createTempDirectory("shogi4j-stream-bench");
    boolean kif = input.equals("kif");
    file = dir.resolve(kif ? "many.kif" : "many.usi");
    byte[] one =
        kif
            ? Kifu.toBytes(game(60), KifuFormat.KIF, io.github.shogi4j.kif.WriteOptions.defaults())
            : ("position startpos moves " + usiMoves(game(60)) + "\n")
                .getBytes(Charset.forName("US-ASCII"));
    long size = kif ? 64L << 20 : 60_000_000L;
    try (OutputStream out = Files.newOutputStream(file)) {
      for (long n = 0; n + one.length <= size; n += one.length) {
        out.write(one);
      }
    }
    System.out.printf(
        "%n%s: %,d bytes, %,d bytes a record%n", file.getFileName(), Files.size(file), one.length);
    System.out.printf("bytes per record kept: %,d%n", bytesPerRecordKept(20_000));
    Counts counts = new Counts();
    pass(counts);
    System.gc();
    System.out.printf(
        "records: %,d; heap after a pass that keeps none: %,d bytes%n", counts.records, used());
  }

  /** A game of {@code plies} moves, the same each time: at each ply a legal move by index. */
  private static GameRecord game(int plies) {
    Game g = Game.start(Position.initial(), Rules.JSA);
    for (int i = 0; i < plies && !g.isOver(); i++) {
      List<Move> legal = g.position().legalMoves();
      g = g.play(legal.get((i * 7 + 3) % legal.size()));
    }
    return GameRecord.of(g);
  }

  private static String usiMoves(GameRecord g) {
    StringBuilder sb = new StringBuilder();
    for (var m : g.moves()) {
      sb.append(sb.length() == 0 ? "" : " ").append(m.move().toUsi());
    }
    return sb.toString();
  }

  /** The heap the first {@code n} records take when kept, per record. */
  private long bytesPerRecordKept(int n) {
    List<GameRecord> kept = new ArrayList<>(n);
    System.gc();
    long before = used();
    try (RecordStream records = Kifu.records(file)) {
      for (ReadResult r : records) {
        kept.add(r.record());
        if (kept.size() == n) {
          break;
        }
      }
    }
    System.gc();
    long after = used();
    if (kept.size() != n) {
      throw new IllegalStateException("only " + kept.size() + " records");
    }
    return (after - before) / n;
  }

  private static long used() {
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }

  /** Deletes the generated file. */
  @TearDown(Level.Trial)
  public void delete() {
    try {
      Files.deleteIfExists(file);
      Files.deleteIfExists(dir);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * Reads every record of the file once, keeping none.
   *
   * @param counts the records read
   * @return the moves read (consumed so nothing is optimised away)
   */
  @Benchmark
  public long readAll(Counts counts) {
    return pass(counts);
  }

  private long pass(Counts counts) {
    long moves = 0;
    try (RecordStream records = Kifu.records(file)) {
      for (ReadResult r : records) {
        moves += r.record().moves().size();
        counts.records++;
      }
    }
    return moves == 0 ? counts.records : moves;
  }
}
