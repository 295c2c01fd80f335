package io.github.shogi4j.rules.bench;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Perft;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import java.util.List;

/**
 * A plain perft timing program (not a test): {@code java -cp <classes>
 * io.github.shogi4j.rules.bench.PerftMain [sfen|startpos] depth [api]}. With {@code api} it walks
 * the tree through the public immutable API ({@code legalMoves} and {@code play} at every node,
 * leaves included) instead of the internal board's bulk-counting perft. Prints nodes, wall-clock
 * seconds and, on Linux, the thread's CPU seconds (from /proc, 10 ms resolution) of each run and of
 * the best run: on a shared, loaded machine the CPU time is the fairer figure.
 */
public final class PerftMain {
  private PerftMain() {}

  /**
   * Runs the timing.
   *
   * @param args SFEN (or {@code startpos}), depth, and optionally {@code api}
   */
  public static void main(String[] args) {
    Position p = Position.fromSfen(args[0], Validation.LENIENT);
    int depth = Integer.parseInt(args[1]);
    boolean api = args.length > 2 && args[2].equals("api");
    int runs = args.length > 3 ? Integer.parseInt(args[3]) : 3;
    double best = Double.MAX_VALUE;
    double bestCpu = Double.MAX_VALUE;
    long nodes = 0;
    for (int run = 0; run < runs; run++) {
      long t0 = System.nanoTime();
      double c0 = threadCpuSeconds();
      nodes = api ? viaApi(p, depth) : Perft.count(p, depth);
      double s = (System.nanoTime() - t0) / 1e9;
      double cpu = threadCpuSeconds() - c0;
      best = Math.min(best, s);
      bestCpu = Math.min(bestCpu, cpu);
      System.out.printf(
          "run %d: %d nodes in %.3f s wall, %.2f s cpu (%.1f M nodes/s wall)%n",
          run + 1, nodes, s, cpu, nodes / s / 1e6);
    }
    System.out.printf(
        "best: %d nodes in %.3f s wall (%.1f M nodes/s), %.2f s cpu (%.1f M nodes/s)%n",
        nodes, best, nodes / best / 1e6, bestCpu, nodes / bestCpu / 1e6);
  }

  /** The CPU time of the calling thread (user + system) from /proc, or NaN elsewhere. */
  static double threadCpuSeconds() {
    try {
      String stat = java.nio.file.Files.readString(java.nio.file.Path.of("/proc/thread-self/stat"));
      String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
      return (Long.parseLong(f[11]) + Long.parseLong(f[12])) / 100.0; // utime, stime in ticks
    } catch (java.io.IOException | RuntimeException e) {
      return Double.NaN;
    }
  }

  /** Perft through the public API: every leaf is a position made by {@code play}. */
  static long viaApi(Position p, int depth) {
    if (depth == 0) {
      return 1;
    }
    List<Move> moves = p.legalMoves();
    long n = 0;
    for (Move m : moves) {
      n += viaApi(p.play(m), depth - 1);
    }
    return n;
  }
}
