package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The fast check and evasion generators against the obvious reference: every legal move, kept when
 * it gives check (for checks) — over random games that favour captures and checks, and tsume
 * positions with full hands.
 */
class MateMovesTest {
  private static final int[] BUF = new int[MateMoves.BUFFER];

  private static int[] sorted(int[] a, int n) {
    int[] c = Arrays.copyOf(a, n);
    Arrays.sort(c);
    return c;
  }

  static int[] referenceChecks(Board b) {
    int[] buf = new int[MateMoves.BUFFER];
    int n = b.generateLegal(buf, 0);
    int k = 0;
    for (int i = 0; i < n; i++) {
      b.doMove(buf[i]);
      boolean check = b.inCheck();
      b.undoMove(buf[i]);
      if (check) {
        buf[k++] = buf[i];
      }
    }
    return sorted(buf, k);
  }

  private static void compare(Board b, MateMoves gen, long seed, int ply) {
    String where = "seed " + seed + " ply " + ply + " " + b.toPosition().toSfen();
    int n = gen.checks(b, BUF, 0);
    assertEquals(
        Arrays.toString(referenceChecks(b)), Arrays.toString(sorted(BUF, n)), "checks in " + where);
    if (b.inCheck()) {
      int[] legal = new int[MateMoves.BUFFER];
      int m = b.generateLegal(legal, 0);
      int e = gen.evasions(b, BUF, 0);
      assertEquals(
          Arrays.toString(sorted(legal, m)),
          Arrays.toString(sorted(BUF, e)),
          "evasions in " + where);
    }
  }

  @Test
  void randomGamesAgreeWithTheReference() {
    MateMoves gen = new MateMoves();
    int checked = 0;
    for (long seed = 1; seed <= 40; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Board b = Board.of(Position.initial());
      int[] moves = new int[MateMoves.BUFFER];
      for (int ply = 0; ply < 160; ply++) {
        compare(b, gen, seed, ply);
        checked++;
        int n = b.generateLegal(moves, 0);
        if (n == 0) {
          break;
        }
        // Prefer captures and checks so that hands fill and checks are common.
        int pick = moves[rnd.nextInt(n)];
        for (int tries = 0; tries < 6; tries++) {
          int c = moves[rnd.nextInt(n)];
          if (Moves.captured(c) != 0 || rnd.nextInt(4) == 0) {
            pick = c;
            break;
          }
        }
        int[] checks = referenceChecks(b);
        if (checks.length > 0 && rnd.nextInt(3) == 0) {
          pick = checks[rnd.nextInt(checks.length)];
        }
        b.doMove(pick);
      }
    }
    assertTrue(checked > 2000, "positions compared: " + checked);
  }

  @Test
  void tsumePositionsAgreeWithTheReference() {
    MateMoves gen = new MateMoves();
    for (MateCorpusTest.Problem p : MateCorpusTest.PROBLEMS) {
      Board b = Board.of(MateChecks.tsume(p.sfen()));
      compare(b, gen, 0, 0);
      int n = gen.checks(b, BUF, 0);
      int[] checks = Arrays.copyOf(BUF, n);
      for (int c : checks) {
        b.doMove(c);
        compare(b, gen, 0, 1);
        b.undoMove(c);
      }
    }
  }
}
