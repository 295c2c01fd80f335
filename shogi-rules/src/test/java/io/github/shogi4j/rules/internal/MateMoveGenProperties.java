package io.github.shogi4j.rules.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.rules.testkit.RandomPositions;
import java.util.Set;
import java.util.SplittableRandom;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/** The mate solver's check generator gives exactly the legal moves that give check. */
class MateMoveGenProperties {
  private static final MateMoveGen GEN = new MateMoveGen();

  private static void agrees(Position p) {
    Board b = Board.of(p);
    long key = b.key();
    int[] buf = new int[Moves.MAX_LEGAL];
    int n = b.generateLegal(buf, 0);
    Set<String> expected = new TreeSet<>();
    for (int i = 0; i < n; i++) {
      if (b.givesCheck(buf[i])) {
        expected.add(Moves.toUsi(buf[i]) + "/" + Integer.toHexString(buf[i]));
      }
    }
    int[] out = new int[2_000];
    int c = GEN.checks(b, out, 3);
    Set<String> actual = new TreeSet<>();
    for (int i = 3; i < 3 + c; i++) {
      actual.add(Moves.toUsi(out[i]) + "/" + Integer.toHexString(out[i]));
    }
    assertEquals(c, actual.size(), "a check is generated twice");
    assertEquals(expected, actual, p.toSfen());
    assertEquals(key, b.key(), "the board is left as it was");
  }

  @Test
  void checksAreTheLegalMovesThatGiveCheck() {
    RandomGames.checkPositions(90_000, 4_000, MateMoveGenProperties::agrees);
  }

  @Test
  void checksAgreeWithoutAnAttackerKingAndWhenInCheck() {
    SplittableRandom r = new SplittableRandom(91);
    for (int i = 0; i < 3_000; i++) {
      Position p =
          switch (i % 3) {
            case 0 -> RandomPositions.withoutAttackerKing(r);
            case 1 -> RandomPositions.inCheck(r);
            default -> RandomPositions.arrangement(r);
          };
      try {
        agrees(p);
      } catch (AssertionError e) {
        throw new AssertionError("position " + i + " of seed 91: " + p.toSfen(), e);
      }
    }
  }
}
