package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.Position;
import java.time.Duration;

/**
 * The tsume speed benchmark (not a test): solves the shared problems and prints each solve time.
 * Run from the repository root after {@code mvn -B -ntp -pl shogi-search -am install -DskipTests
 * test-compile}:
 *
 * <pre>
 * java -Xss512m -cp shogi-search/target/classes:shogi-search/target/test-classes:\
 * shogi-rules/target/classes:$HOME/.m2/repository/com/google/guava/guava/33.8.0-jre/guava-33.8.0-jre.jar \
 * io.github.shogi4j.search.mate.MateBenchmark [filter]
 * </pre>
 */
public final class MateBenchmark {
  private MateBenchmark() {}

  /**
   * Runs the benchmark.
   *
   * @param args an optional substring of the problem names to run
   */
  public static void main(String[] args) {
    String filter = args.length > 0 ? args[0] : "";
    for (MateCorpusTest.Problem pr : MateCorpusTest.PROBLEMS) {
      if (!pr.name().contains(filter)) {
        continue;
      }
      Duration limit = Duration.ofSeconds(pr.plies() <= 31 ? 10 : 60);
      long cpu0 = processCpuNanos();
      MateResult r =
          MateSolver.solve(
              Position.fromSfen(pr.sfen(), io.github.shogi4j.rules.Validation.LENIENT),
              MateLimits.ofTime(limit).withTableMegabytes(256));
      long cpuMillis = (processCpuNanos() - cpu0) / 1_000_000;
      System.out.printf(
          "%-28s published %3d  %-9s plies %3d  pv %3d  nodes %9d  %6d ms  cpu %6d ms"
              + "  %7.0f nodes/s cpu%s%n",
          pr.name(),
          pr.plies(),
          r.status(),
          r.plies(),
          r.pv().size(),
          r.nodes(),
          r.time().toMillis(),
          cpuMillis,
          r.nodes() * 1000.0 / Math.max(1, cpuMillis),
          r.isMate() && r.plies() != pr.plies() ? "  LENGTH DIFFERS" : "");
    }
    stopLatency();
  }

  /**
   * The CPU time of the whole process (the solver thread plus the JIT and the collector), which on
   * a shared machine says more than the wall time.
   */
  private static long processCpuNanos() {
    return ProcessHandle.current().info().totalCpuDuration().map(Duration::toNanos).orElse(0L);
  }

  /** How long a running search takes to answer after stop() (the goal is under 20 ms). */
  private static void stopLatency() {
    Position hard =
        Position.fromSfen(
            MateCorpusTest.PROBLEMS.get(MateCorpusTest.PROBLEMS.size() - 1).sfen(),
            io.github.shogi4j.rules.Validation.LENIENT);
    long worst = 0;
    for (int i = 0; i < 5; i++) {
      MateSearch s = MateSolver.start(hard, MateLimits.none().withTableMegabytes(64));
      try {
        Thread.sleep(500);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
      long t0 = System.nanoTime();
      s.stop();
      s.await(Duration.ofSeconds(5)).orElseThrow();
      worst = Math.max(worst, System.nanoTime() - t0);
    }
    System.out.printf("stop latency (worst of 5): %.2f ms%n", worst / 1e6);
  }
}
