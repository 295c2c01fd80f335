package io.github.shogi4j.rules.bench;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Perft;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import java.util.List;

/**
 * A plain perft timing program (not a test): {@code java -cp <classes> io.github.shogi4j.rules.bench.PerftMain
 * [sfen|startpos] depth [api]}. With {@code api} it walks the tree through the public immutable API
 * ({@code legalMoves} and {@code play} at every node, leaves included) instead of the internal
 * board's bulk-counting perft. Prints nodes, seconds and nodes per second of the best of three runs.
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
    long nodes = 0;
    for (int run = 0; run < runs; run++) {
      long t0 = System.nanoTime();
      nodes = api ? viaApi(p, depth) : Perft.count(p, depth);
      double s = (System.nanoTime() - t0) / 1e9;
      best = Math.min(best, s);
      System.out.printf("run %d: %d nodes in %.3f s (%.1f M nodes/s)%n", run + 1, nodes, s, nodes / s / 1e6);
    }
    System.out.printf("best: %d nodes in %.3f s (%.1f M nodes/s)%n", nodes, best, nodes / best / 1e6);
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
