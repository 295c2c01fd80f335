package io.github.shogi4j.rules.bench;

import io.github.shogi4j.rules.Perft;
import io.github.shogi4j.rules.Position;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Perft timings (single thread, bulk counting at the last ply): the even start to depth 6
 * (547,581,517 leaves), matsuri to depth 4 (516,925,165), and perft through the public immutable
 * API (legalMoves and play at every node) from the even start to depth 5 (19,861,490 leaves). Each
 * benchmark checks its count, so a wrong generator cannot look fast.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "-Xss16m")
@Warmup(iterations = 1)
@Measurement(iterations = 3)
public class PerftBenchmark {
  private static final Position MATSURI =
      Position.fromSfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");

  private static long check(long actual, long expected) {
    if (actual != expected) {
      throw new IllegalStateException("perft " + actual + ", expected " + expected);
    }
    return actual;
  }

  /**
   * The even start, depth 6.
   *
   * @return the leaf count
   */
  @Benchmark
  public long startposDepth6() {
    return check(Perft.count(Position.initial(), 6), 547_581_517L);
  }

  /**
   * Matsuri (a position rich in drops and checks), depth 4.
   *
   * @return the leaf count
   */
  @Benchmark
  public long matsuriDepth4() {
    return check(Perft.count(MATSURI, 4), 516_925_165L);
  }

  /**
   * The even start, depth 5, through the public immutable API: every leaf is a Position.
   *
   * @return the leaf count
   */
  @Benchmark
  public long publicApiStartposDepth5() {
    return check(PerftMain.viaApi(Position.initial(), 5), 19_861_490L);
  }
}
