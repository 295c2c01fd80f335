package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchLimits;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class TimeBudgetTest {
  private static final OptionalLong NONE = OptionalLong.empty();
  private static final long MAX = Long.MAX_VALUE;

  private static long[] budget(SearchLimits l, Color us) {
    return SearchWorker.timeBudget(l, us, NONE);
  }

  @Test
  void withoutTimeLimitsThereIsNoDeadline() {
    assertArrayEquals(new long[] {MAX, MAX}, budget(SearchLimits.depth(3), Color.SENTE));
    assertArrayEquals(new long[] {MAX, MAX}, budget(SearchLimits.infinite(), Color.SENTE));
    assertArrayEquals(new long[] {MAX, MAX}, budget(SearchLimits.none(), Color.SENTE));
  }

  @Test
  void aLevelsDefaultAppliesOnlyWhenNothingIsSet() {
    assertArrayEquals(
        new long[] {1000, 1000},
        SearchWorker.timeBudget(SearchLimits.none(), Color.SENTE, OptionalLong.of(1000)));
    assertArrayEquals(
        new long[] {MAX, MAX},
        SearchWorker.timeBudget(SearchLimits.depth(2), Color.SENTE, OptionalLong.of(1000)));
  }

  @Test
  void moveTimeIsUsedWhole() {
    assertArrayEquals(new long[] {495, 495}, budget(SearchLimits.moveTime(500), Color.GOTE));
  }

  @Test
  void byoyomiOnlyUsesTheByoyomiLessTheOverhead() {
    SearchLimits l = SearchLimits.builder().clock(0, 0, 10_000, 0, 0).build();
    long[] b = budget(l, Color.SENTE);
    assertArrayEquals(new long[] {9000, 10_000 - SearchWorker.OVERHEAD_MILLIS}, b);
  }

  @Test
  void theClockOfTheSideToMoveCounts() {
    SearchLimits l = SearchLimits.builder().clock(400_000, 40_000, 0, 2000, 0).build();
    long[] sente = budget(l, Color.SENTE);
    long[] gote = budget(l, Color.GOTE);
    assertArrayEquals(new long[] {400_000 / 40 + 1600, 4 * (400_000 / 40 + 1600) - 30}, sente);
    assertArrayEquals(new long[] {1000, 4000 - 30}, gote);
    assertTrue(sente[1] < 400_000 && gote[1] < 40_000);
  }

  @Test
  void aNearlyEmptyClockStillGivesAPositiveBudget() {
    long[] b = budget(SearchLimits.builder().clock(10, 10, 0, 0, 0).build(), Color.SENTE);
    assertTrue(b[0] >= 1 && b[1] >= 1 && b[1] < 10, b[0] + " " + b[1]);
  }
}
