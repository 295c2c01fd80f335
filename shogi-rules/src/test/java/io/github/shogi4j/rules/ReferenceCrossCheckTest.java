package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.rules.testkit.ReferenceGenerator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The fast generator agrees with the slow reference generator of the test kit on more than 20,000
 * random positions: positions of random games (from the even start, handicaps and random
 * arrangements) and random positions of every kind (pieces in hand, promoted pieces, checks, no
 * attacker king).
 */
class ReferenceCrossCheckTest {

  static void assertSameMoves(Position p) {
    List<Move> fast = p.legalMoves();
    List<Move> slow = ReferenceGenerator.legalMoves(p);
    Set<Move> fastSet = new HashSet<>(fast);
    assertEquals(fast.size(), fastSet.size(), "the fast generator repeats a move");
    Set<Move> slowSet = new HashSet<>(slow);
    if (!fastSet.equals(slowSet)) {
      Set<String> missing = new TreeSet<>();
      Set<String> extra = new TreeSet<>();
      slowSet.stream().filter(m -> !fastSet.contains(m)).forEach(m -> missing.add(m.toUsi()));
      fastSet.stream().filter(m -> !slowSet.contains(m)).forEach(m -> extra.add(m.toUsi()));
      throw new AssertionError(
          "generators disagree; missing from fast: " + missing + ", extra in fast: " + extra);
    }
  }

  @Test
  void atLeastTwentyThousandPositions() {
    AtomicInteger n = new AtomicInteger();
    RandomGames.check(
        1_000,
        160,
        120,
        p -> {
          assertSameMoves(p);
          n.incrementAndGet();
        });
    RandomGames.checkPositions(
        50_000,
        5_000,
        p -> {
          assertSameMoves(p);
          n.incrementAndGet();
        });
    assertTrue(n.get() >= 20_000, "only " + n + " positions were checked");
  }
}
