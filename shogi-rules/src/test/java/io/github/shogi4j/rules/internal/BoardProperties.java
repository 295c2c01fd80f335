package io.github.shogi4j.rules.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** The internal board's extra entry points agree with its legal move generator. */
class BoardProperties {

  private static Set<Integer> legal(Board b) {
    int[] buf = new int[Moves.MAX_LEGAL];
    int n = b.generateLegal(buf, 0);
    Set<Integer> out = new HashSet<>();
    for (int i = 0; i < n; i++) {
      out.add(buf[i]);
    }
    assertEquals(n, out.size(), "a move is generated twice");
    return out;
  }

  @Test
  void countLegalIsTheNumberOfGeneratedMoves() {
    RandomGames.checkPositions(
        70_000,
        3_000,
        p -> {
          Board b = Board.of(p);
          assertEquals(p.legalMoveCount(), b.countLegal());
          assertEquals(p.legalMoveCount() > 0, b.hasLegalMove());
        });
  }

  @Test
  void isLegalOnAnyIntHoldsExactlyForGeneratedMoves() {
    SplittableRandom r = new SplittableRandom(5);
    RandomGames.checkPositions(
        80_000,
        2_000,
        p -> {
          Board b = Board.of(p);
          Set<Integer> legal = legal(b);
          long key = b.key();
          for (int m : legal) {
            assertTrue(b.isLegal(m), Moves.toUsi(m));
            // The same move with a wrong captured or moved field is not legal.
            assertFalse(b.isLegal(m ^ (1 << 20)), "wrong captured field " + Moves.toUsi(m));
            assertFalse(b.isLegal(m ^ (1 << 15)), "wrong moved field " + Moves.toUsi(m));
          }
          int[] pseudo = new int[2_000];
          int np = b.generatePseudo(pseudo, 0);
          for (int i = 0; i < np; i++) {
            assertEquals(legal.contains(pseudo[i]), b.isLegal(pseudo[i]), Moves.toUsi(pseudo[i]));
            assertEquals(
                legal.contains(pseudo[i]), b.isLegalPseudo(pseudo[i]), Moves.toUsi(pseudo[i]));
          }
          for (int i = 0; i < 300; i++) {
            int m = i % 3 == 0 ? r.nextInt() : r.nextInt(1 << 25);
            assertEquals(legal.contains(m), b.isLegal(m), Integer.toHexString(m));
            int raw = b.complete(r.nextInt(1 << 15));
            assertEquals(legal.contains(raw), b.isLegal(raw), Integer.toHexString(raw));
          }
          assertEquals(key, b.key(), "isLegal changed the board");
        });
  }

  @Test
  void attackerSquaresAreThePiecesThatReachTheSquare() {
    int[] out = new int[81];
    RandomGames.checkPositions(
        60_000,
        1_500,
        p -> {
          Board b = Board.of(p);
          for (int sq = 0; sq < 81; sq++) {
            for (int by = 0; by < 2; by++) {
              int n = b.attackerSquares(sq, by, out);
              int[] expected = new int[81];
              int k = 0;
              for (int from = 0; from < 81; from++) {
                int code = b.pieceAt(from);
                if (from != sq
                    && code != 0
                    && PieceCodes.color(code) == by
                    && b.attacks(from, sq)) {
                  expected[k++] = from;
                }
              }
              assertArrayEquals(
                  Arrays.copyOf(expected, k),
                  Arrays.copyOf(out, n),
                  "attackers of " + sq + " by " + by + " in " + p.toSfen());
            }
          }
        });
  }

  @Test
  void capturesChecksAndGivesCheckAreFiltersOfTheLegalMoves() {
    RandomGames.checkPositions(
        90_000,
        1_500,
        p -> {
          Board b = Board.of(p);
          Set<Integer> legal = legal(b);
          Set<Integer> captures = new HashSet<>();
          Set<Integer> checks = new HashSet<>();
          for (int m : legal) {
            if (Moves.captured(m) != 0 || Moves.isPromote(m)) {
              captures.add(m);
            }
            Position next = p.play(Moves.toMove(m));
            assertEquals(next.isCheck(), b.givesCheck(m), Moves.toUsi(m));
            if (next.isCheck()) {
              checks.add(m);
            }
          }
          int[] buf = new int[Moves.MAX_LEGAL];
          int n = b.generateCaptures(buf, 0);
          assertEquals(captures, toSet(buf, n));
          n = b.generateChecks(buf, 0);
          assertEquals(checks, toSet(buf, n));
        });
  }

  private static Set<Integer> toSet(int[] buf, int n) {
    Set<Integer> s = new HashSet<>();
    for (int i = 0; i < n; i++) {
      s.add(buf[i]);
    }
    return s;
  }

  @Test
  void doAndUndoRestoreTheBoardExactly() {
    RandomGames.checkPositions(
        95_000,
        1_000,
        p -> {
          Board b = Board.of(p);
          int[] before = snapshot(b);
          int[] buf = new int[Moves.MAX_LEGAL];
          int n = b.generateLegal(buf, 0);
          assertOccupancyAccessorsAgreeWithTheSquares(b);
          for (int i = 0; i < n; i++) {
            int us = b.sideToMove();
            long keyAfter = b.keyAfter(buf[i]);
            int handAfter = HandBits.afterMove(b.hand(us), buf[i]);
            b.doMove(buf[i]);
            assertEquals(b.computeKey(), b.key(), "incremental key after " + Moves.toUsi(buf[i]));
            assertEquals(keyAfter, b.key(), "keyAfter " + Moves.toUsi(buf[i]));
            assertEquals(handAfter, b.hand(us), "HandBits.afterMove " + Moves.toUsi(buf[i]));
            Board fresh = Board.of(b.toPosition());
            assertEquals(
                fresh.countLegal(), b.countLegal(), "bitboards after " + Moves.toUsi(buf[i]));
            b.undoMove(buf[i]);
            assertArrayEquals(before, snapshot(b));
          }
        });
  }

  /** occupiedLo/Hi by color and typeLo/Hi hold exactly the squares of those pieces. */
  private static void assertOccupancyAccessorsAgreeWithTheSquares(Board b) {
    for (int sq = 0; sq < 81; sq++) {
      int p = b.pieceAt(sq);
      for (int c = 0; c < 2; c++) {
        long word = sq < 63 ? b.occupiedLo(c) : b.occupiedHi(c);
        assertEquals(
            p != 0 && PieceCodes.color(p) == c,
            ((word >>> (sq % 63)) & 1) != 0,
            "color " + c + " on square " + sq);
      }
      for (int t = 0; t < 14; t++) {
        long word = sq < 63 ? b.typeLo(t) : b.typeHi(t);
        assertEquals(
            p != 0 && PieceCodes.type(p) == t,
            ((word >>> (sq % 63)) & 1) != 0,
            "type " + t + " on square " + sq);
      }
    }
  }

  private static int[] snapshot(Board b) {
    int[] s = new int[90];
    for (int i = 0; i < 81; i++) {
      s[i] = b.pieceAt(i);
    }
    s[81] = b.hand(0);
    s[82] = b.hand(1);
    s[83] = b.sideToMove();
    s[84] = b.ply();
    s[85] = (int) b.key();
    s[86] = (int) (b.key() >>> 32);
    s[87] = b.kingSquare(0);
    s[88] = b.kingSquare(1);
    s[89] = b.countLegal();
    return s;
  }

  @Test
  void perftOfTheBoardEqualsPerftThroughThePublicApi() {
    for (long seed = 0; seed < 40; seed++) {
      Position p = io.github.shogi4j.rules.testkit.RandomPositions.of(seed);
      assertEquals(viaApi(p, 2), Board.of(p).perft(2), p.toSfen());
    }
  }

  private static long viaApi(Position p, int depth) {
    if (depth == 0) {
      return 1;
    }
    return p.legalMoves().stream().mapToLong(m -> viaApi(p.play(m), depth - 1)).sum();
  }

  @Test
  void snapshotHelperSeesEveryField() {
    Board b = Board.of(Position.initial());
    int[] s = snapshot(b);
    assertFalse(Arrays.stream(s, 0, 81).allMatch(x -> x == 0));
  }
}
