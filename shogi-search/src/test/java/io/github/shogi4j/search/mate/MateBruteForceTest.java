package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The solver against an independent brute-force mate search on the public {@link Position} API
 * (plain minimax over checks and all replies, no tables, no conventions). The brute force counts
 * every ply, so its length is never below the solver's tsume length.
 */
class MateBruteForceTest {
  static boolean attackerMates(Position p, int plies) {
    if (plies < 1) {
      return false;
    }
    for (Move m : p.legalMoves()) {
      Position q = p.play(m);
      if (q.isCheck() && defenderMated(q, plies - 1)) {
        return true;
      }
    }
    return false;
  }

  static boolean defenderMated(Position q, int plies) {
    List<Move> replies = q.legalMoves();
    if (replies.isEmpty()) {
      return true;
    }
    if (plies < 2) {
      return false;
    }
    for (Move r : replies) {
      if (!attackerMates(q.play(r), plies - 1)) {
        return false;
      }
    }
    return true;
  }

  /** Random positions (games favouring captures and checks): mate in one agrees both ways. */
  @Test
  void mateInOneAgreesOnRandomPositions() {
    int mates = 0;
    int noMates = 0;
    for (long seed = 1; seed <= 12; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Position p = Position.initial();
      for (int ply = 0; ply < 140 && p.hasLegalMoves(); ply++) {
        if (ply >= 40 && ply % 10 == 0 && !p.isCheck()) {
          boolean brute = attackerMates(p, 1);
          MateResult r =
              MateSolver.solve(p, MateLimits.none().withNodes(5_000).withTableMegabytes(2));
          String where = "seed " + seed + " ply " + ply + " " + p.toSfen() + ": " + r;
          if (brute) {
            mates++;
            assertEquals(MateStatus.MATE, r.status(), where);
            assertEquals(1, r.plies(), where);
          } else if (r.isMate()) {
            assertTrue(r.plies() >= 3 || r.pv().size() > 1, where);
          }
          if (r.status() == MateStatus.NO_MATE) {
            noMates++;
            assertFalse(brute, where);
          }
          if (r.isMate()) {
            MateChecks.replay(p, r.pv());
          }
        }
        List<Move> moves = p.legalMoves();
        Move pick = moves.get(rnd.nextInt(moves.size()));
        for (int tries = 0; tries < 8; tries++) {
          Move c = moves.get(rnd.nextInt(moves.size()));
          Position q = p.play(c);
          if (q.isCheck() || q.hand(p.sideToMove()).size() > p.hand(p.sideToMove()).size()) {
            pick = c;
            break;
          }
        }
        p = p.play(pick);
      }
    }
    assertTrue(noMates > 20, "positions proved without mate: " + noMates);
    assertTrue(mates + noMates > 40, "positions compared: " + (mates + noMates));
  }

  /**
   * Along the solved short problems, every attacker node whose tsume length is 1 or 3 is a brute
   * force mate within that length plus two plies per futile pair, and none shorter than the solver
   * says exists... checked the other way: the brute force finds no mate shorter than the length.
   */
  @Test
  void shortEndingsAgreeWithBruteForce() {
    for (MateCorpusTest.Problem pr : MateCorpusTest.PROBLEMS) {
      if (pr.plies() > 9) {
        continue;
      }
      Position start = MateChecks.tsume(pr.sfen());
      MateResult r = MateSolver.solve(start, MateChecks.LIMITS);
      List<Position> line = MateChecks.replay(start, r.pv());
      for (int i = 0; i < r.pv().size(); i += 2) {
        int left = r.plies() - i;
        if (left > 3) {
          continue;
        }
        Position p = line.get(i);
        assertTrue(attackerMates(p, r.pv().size() - i), pr.name() + " ply " + i + " " + p.toSfen());
        if (left == 3) {
          assertFalse(attackerMates(p, 1), pr.name() + ": no mate in one at " + p.toSfen());
        }
      }
    }
  }
}
