package io.github.shogi4j.rules.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The staged generators (noisy moves, then quiet ones) split the pseudo-legal moves exactly, and
 * the null move is taken back exactly.
 */
class StagedGenerationProperties {

  private static List<Integer> sorted(int[] buf, int from, int to) {
    List<Integer> out = new ArrayList<>();
    for (int i = from; i < to; i++) {
      out.add(buf[i]);
    }
    Collections.sort(out);
    return out;
  }

  @Test
  void noisyAndQuietMovesSplitThePseudoLegalMoves() {
    RandomGames.checkPositions(
        120_000,
        3_000,
        p -> {
          Board b = Board.of(p);
          int[] buf = new int[2_000];
          List<Integer> pseudo = sorted(buf, 0, b.generatePseudo(buf, 0));
          int noisyEnd = b.generateNoisy(buf, 0, true);
          int end = b.generateQuiets(buf, noisyEnd);
          for (int i = 0; i < noisyEnd; i++) {
            assertTrue(Moves.captured(buf[i]) != 0 || Moves.isPromote(buf[i]), Moves.toUsi(buf[i]));
          }
          for (int i = noisyEnd; i < end; i++) {
            assertTrue(
                Moves.captured(buf[i]) == 0 && !Moves.isPromote(buf[i]), Moves.toUsi(buf[i]));
          }
          assertEquals(pseudo, sorted(buf, 0, end));
          List<Integer> captures = new ArrayList<>();
          for (int m : pseudo) {
            if (Moves.captured(m) != 0) {
              captures.add(m);
            }
          }
          assertEquals(captures, sorted(buf, 0, b.generateNoisy(buf, 0, false)));
        });
  }

  @Test
  void noisyMovesRestrictedToVictimsAreTheOthersLeftOut() {
    java.util.SplittableRandom rng = new java.util.SplittableRandom(125_000);
    RandomGames.checkPositions(
        125_000,
        2_000,
        p -> {
          Board b = Board.of(p);
          int[] all = new int[2_000];
          int[] some = new int[2_000];
          boolean promotions = rng.nextBoolean();
          long victimsLo = rng.nextLong() & rng.nextLong();
          long victimsHi = rng.nextLong() & rng.nextLong();
          int n = b.generateNoisy(all, 0, promotions);
          List<Integer> expected = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            int to = Moves.to(all[i]);
            long bit = to < 63 ? (victimsLo >>> to) & 1 : (victimsHi >>> (to - 63)) & 1;
            if (Moves.captured(all[i]) == 0 || bit != 0) {
              expected.add(all[i]);
            }
          }
          int k = b.generateNoisy(some, 0, promotions, victimsLo, victimsHi);
          List<Integer> actual = new ArrayList<>();
          for (int i = 0; i < k; i++) {
            actual.add(some[i]);
          }
          assertEquals(expected, actual); // the same moves in the same order
        });
  }

  @Test
  void checkFoundWithoutPlayingAgreesWithPlayingTheMove() {
    int[] checks = {0};
    RandomGames.checkPositions(
        135_000,
        2_000,
        p -> {
          Board b = Board.of(p);
          int[] buf = new int[2_000];
          int n = b.generatePseudo(buf, 0);
          long key = b.key();
          for (int i = 0; i < n; i++) {
            b.doMove(buf[i]);
            boolean check = b.inCheck();
            b.undoMove(buf[i], key);
            assertEquals(check, b.checksAfter(buf[i]), Moves.toUsi(buf[i]));
            checks[0] += check ? 1 : 0;
          }
        });
    assertTrue(checks[0] > 1_000, "too few checking moves: " + checks[0]);
  }

  @Test
  void quickLegalityTestAgreesWithPlayingTheMove() {
    RandomGames.checkPositions(
        140_000,
        2_000,
        p -> {
          Board b = Board.of(p);
          int[] buf = new int[2_000];
          int n = b.generatePseudo(buf, 0);
          boolean inCheck = b.inCheck();
          for (int i = 0; i < n; i++) {
            assertEquals(
                b.isLegalPseudo(buf[i]), b.isLegalPseudo(buf[i], inCheck), Moves.toUsi(buf[i]));
          }
        });
  }

  @Test
  void everyLegalMoveButAKingMoveLandsOnAnEvasionTarget() {
    int[] checked = {0};
    RandomGames.checkPositions(
        170_000,
        2_000,
        p -> {
          Board b = Board.of(p);
          int[] buf = new int[2_000];
          int n = b.generatePseudo(buf, 0);
          long[] targets = new long[2];
          b.evasionTargets(targets, 0);
          if (!b.inCheck()) {
            assertEquals(-1L, targets[0]);
            assertEquals(-1L, targets[1]);
            return;
          }
          checked[0]++;
          int king = b.kingSquare(b.sideToMove());
          for (int i = 0; i < n; i++) {
            int to = Moves.to(buf[i]);
            boolean inTargets =
                to < 63 ? ((targets[0] >>> to) & 1) != 0 : ((targets[1] >>> (to - 63)) & 1) != 0;
            if (Moves.from(buf[i]) != king && !inTargets) {
              assertFalse(b.isLegalPseudo(buf[i]), Moves.toUsi(buf[i]));
            }
          }
        });
    assertTrue(checked[0] > 20, "too few positions in check: " + checked[0]);
  }

  @Test
  void legalityWithAKnownCheckStatusAgreesWithIsLegal() {
    int[] previous = new int[Moves.MAX_LEGAL]; // moves of the previous position: stale hash moves
    int[] previousCount = {0};
    java.util.SplittableRandom rng = new java.util.SplittableRandom(160_000);
    RandomGames.checkPositions(
        160_000,
        1_500,
        p -> {
          Board b = Board.of(p);
          int[] buf = new int[2_000];
          int n = b.generatePseudo(buf, 0);
          boolean inCheck = b.inCheck();
          for (int i = 0; i < n; i++) {
            assertEquals(b.isLegal(buf[i]), b.isLegal(buf[i], inCheck), Moves.toUsi(buf[i]));
          }
          for (int i = 0; i < previousCount[0]; i++) {
            assertEquals(
                b.isLegal(previous[i]), b.isLegal(previous[i], inCheck), Moves.toUsi(previous[i]));
          }
          for (int i = 0; i < 20; i++) {
            int m = rng.nextInt(1 << 25);
            assertEquals(b.isLegal(m), b.isLegal(m, inCheck), Integer.toString(m));
          }
          previousCount[0] = Math.min(n, previous.length);
          System.arraycopy(buf, 0, previous, 0, previousCount[0]);
        });
  }

  @Test
  void aMoveThatGivesCheckMayGiveCheck() {
    RandomGames.checkPositions(
        150_000,
        1_500,
        p -> {
          Board b = Board.of(p);
          int[] buf = new int[Moves.MAX_LEGAL];
          int n = b.generateLegal(buf, 0);
          for (int i = 0; i < n; i++) {
            if (b.givesCheck(buf[i])) {
              assertTrue(b.mayGiveCheck(buf[i]), Moves.toUsi(buf[i]));
            }
          }
        });
  }

  @Test
  void quietChecksAreTheQuietMovesThatMayGiveCheckInOrder() {
    int[] checks = {0};
    RandomGames.checkPositions(
        180_000,
        3_000,
        p -> {
          Board b = Board.of(p);
          int[] quiets = new int[2_000];
          int[] some = new int[2_000];
          int n = b.generateQuiets(quiets, 0);
          List<Integer> expected = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            if (b.mayGiveCheck(quiets[i])) {
              expected.add(quiets[i]);
            }
          }
          int k = b.generateQuietChecks(some, 5);
          List<Integer> actual = new ArrayList<>();
          for (int i = 5; i < k; i++) {
            actual.add(some[i]);
          }
          assertEquals(expected, actual); // the same moves in the same order
          // so every legal quiet move that gives check is among them
          int[] legal = new int[Moves.MAX_LEGAL];
          int l = b.generateLegal(legal, 0);
          for (int i = 0; i < l; i++) {
            int m = legal[i];
            if (Moves.captured(m) == 0 && !Moves.isPromote(m) && b.givesCheck(m)) {
              assertTrue(actual.contains(m), Moves.toUsi(m));
              checks[0]++;
            }
          }
        });
    assertTrue(checks[0] > 1_000, "too few quiet checks: " + checks[0]);
  }

  @Test
  void nullMovePassesTheTurnAndIsTakenBackExactly() {
    RandomGames.checkPositions(
        130_000,
        500,
        p -> {
          Board b = Board.of(p);
          long key = b.key();
          int side = b.sideToMove();
          b.doNullMove();
          assertEquals(side ^ 1, b.sideToMove());
          assertEquals(b.computeKey(), b.key());
          b.undoNullMove();
          assertEquals(side, b.sideToMove());
          assertEquals(key, b.key());
          assertEquals(p.toSfen(), b.toPosition().toSfen());
        });
  }
}
