package io.github.shogi4j.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A benchmark, not a test: shows that adjudicating a game costs O(1) per move by timing synthetic
 * games of 25,000 to 200,000 moves. Run it with {@code mvn -B -ntp -q -pl shogi-rules test-compile
 * exec:java -Dexec.classpathScope=test -Dexec.mainClass=io.github.shogi4j.rules.GameBench}.
 *
 * <p>Two games: a rook shuffle that repeats one cycle over and over (played on past the sennichite
 * with {@link Game#playPastEnd}), and a random walk of two bare kings (thousands of distinct
 * positions, each recurring many times). For each length it prints the best of three times per move
 * of {@link Game#replay} and, as the baseline, of playing the same moves on bare positions (the
 * legality check and mate test that every move costs anyway).
 */
public final class GameBench {
  private GameBench() {}

  private static List<Move> cycleGame(int plies) {
    List<Move> moves = new ArrayList<>(plies);
    String[] cycle = {"2h3h", "8b7b", "3h2h", "7b8b"};
    for (int i = 0; i < plies; i++) {
      moves.add(Move.parseUsi(cycle[i % 4]).orElseThrow());
    }
    return moves;
  }

  private static List<Move> kingWalk(Position start, int plies, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Move> moves = new ArrayList<>(plies);
    Position p = start;
    for (int i = 0; i < plies; i++) {
      List<Move> legal = p.legalMoves();
      Move m = legal.get(rnd.nextInt(legal.size()));
      moves.add(m);
      p = p.play(m);
    }
    return moves;
  }

  private static double nanosPerMoveGame(Position start, List<Move> moves) {
    long t = System.nanoTime();
    Game g = Game.replay(start, moves, Rules.JSA);
    long dt = System.nanoTime() - t;
    if (g.ply() != moves.size()) {
      throw new AssertionError("replay lost moves");
    }
    return (double) dt / moves.size();
  }

  private static double nanosPerMoveBare(Position start, List<Move> moves) {
    long t = System.nanoTime();
    Position p = start;
    for (Move m : moves) {
      p = p.play(m);
      p.hasLegalMoves();
      p.isCheck();
    }
    return (double) (System.nanoTime() - t) / moves.size();
  }

  /**
   * Runs the benchmark and prints one line per game and length.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    Position kings = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b - 1", Validation.LENIENT);
    int[] lengths = {25_000, 50_000, 100_000, 200_000};
    // Warm up the JIT on both games.
    for (int i = 0; i < 3; i++) {
      nanosPerMoveGame(Position.initial(), cycleGame(50_000));
      nanosPerMoveGame(kings, kingWalk(kings, 50_000, 99));
      nanosPerMoveBare(kings, kingWalk(kings, 50_000, 99));
    }
    System.out.println(
        "game        moves   Game.replay ns/move   bare Position.play ns/move   total ms");
    for (int n : lengths) {
      List<Move> c = cycleGame(n);
      double gc = Double.MAX_VALUE;
      double bc = Double.MAX_VALUE;
      double gw = Double.MAX_VALUE;
      double bw = Double.MAX_VALUE;
      List<Move> w = kingWalk(kings, n, n);
      // The best of three runs, to damp the noise of a shared machine.
      for (int run = 0; run < 3; run++) {
        gc = Math.min(gc, nanosPerMoveGame(Position.initial(), c));
        bc = Math.min(bc, nanosPerMoveBare(Position.initial(), c));
        gw = Math.min(gw, nanosPerMoveGame(kings, w));
        bw = Math.min(bw, nanosPerMoveBare(kings, w));
      }
      System.out.printf(
          "rook-cycle %7d   %10.0f            %10.0f                  %8.1f%n",
          n, gc, bc, gc * n / 1e6);
      System.out.printf(
          "king-walk  %7d   %10.0f            %10.0f                  %8.1f%n",
          n, gw, bw, gw * n / 1e6);
    }
  }
}
