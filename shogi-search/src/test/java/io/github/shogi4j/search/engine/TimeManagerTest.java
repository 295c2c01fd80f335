package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.TestResults;
import io.github.shogi4j.search.engine.TimeManager.Allotment;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class TimeManagerTest {
  private static final Optional<Duration> NO_DEFAULT = Optional.empty();

  private static Allotment allot(SearchLimits l, Color us) {
    return TimeManager.allot(l, us, NO_DEFAULT);
  }

  private static Allotment millis(long soft, long hard) {
    return new Allotment(
        Optional.of(Duration.ofMillis(soft)), Optional.of(Duration.ofMillis(hard)));
  }

  private static SearchLimits clock(long btime, long wtime, long byoyomi, long binc, long winc) {
    return SearchLimits.builder()
        .clock(TestResults.clock(btime, wtime, byoyomi, binc, winc))
        .build();
  }

  @Test
  void withoutTimeLimitsThereIsNoDeadline() {
    assertEquals(Allotment.UNLIMITED, allot(SearchLimits.depth(3), Color.SENTE));
    assertEquals(Allotment.UNLIMITED, allot(SearchLimits.infinite(), Color.SENTE));
    assertEquals(Allotment.UNLIMITED, allot(SearchLimits.none(), Color.SENTE));
    assertEquals(Allotment.UNLIMITED, allot(SearchLimits.nodes(1000), Color.SENTE));
  }

  @Test
  void aLevelsDefaultAppliesOnlyWhenNothingIsSet() {
    Optional<Duration> second = Optional.of(Duration.ofSeconds(1));
    assertEquals(millis(1000, 1000), TimeManager.allot(SearchLimits.none(), Color.SENTE, second));
    assertEquals(
        Allotment.UNLIMITED, TimeManager.allot(SearchLimits.depth(2), Color.SENTE, second));
    assertEquals(
        millis(495, 495),
        TimeManager.allot(SearchLimits.moveTime(Duration.ofMillis(500)), Color.SENTE, second));
  }

  @Test
  void moveTimeIsUsedWholeLessAMargin() {
    assertEquals(
        millis(495, 495), allot(SearchLimits.moveTime(Duration.ofMillis(500)), Color.GOTE));
    assertEquals(millis(1, 1), allot(SearchLimits.moveTime(Duration.ofMillis(3)), Color.GOTE));
  }

  @Test
  void byoyomiOnlyUsesTheByoyomiLessTheOverhead() {
    assertEquals(
        millis(9000, 10_000 - TimeManager.OVERHEAD_MILLIS),
        allot(clock(0, 0, 10_000, 0, 0), Color.SENTE));
  }

  @Test
  void theClockOfTheSideToMoveCounts() {
    SearchLimits l = clock(400_000, 40_000, 0, 2000, 0);
    // sente: a fortieth of 400 s plus 80% of the increment; the hard limit four times that
    assertEquals(
        millis(400_000 / 40 + 1600, 4 * (400_000 / 40 + 1600) - 30), allot(l, Color.SENTE));
    assertEquals(millis(1000, 4000 - 30), allot(l, Color.GOTE));
  }

  @Test
  void theHardLimitIsAtMostAFifthOfTheTimeLeftWithTheIncrement() {
    // soft 3000 + 8000 = 11000; four times that exceeds a fifth of 120 s plus 10 s
    assertEquals(
        millis(11_000, 120_000 / 5 + 10_000 - 30),
        allot(clock(120_000, 0, 0, 10_000, 0), Color.SENTE));
  }

  @Test
  void mainTimeAndByoyomiTogether() {
    // soft: 600000/40 + 0.9 * 10000; hard: min(600000/5 + 10000, 4 * soft) - 30
    assertEquals(
        millis(15_000 + 9000, 4 * 24_000 - 30),
        allot(clock(600_000, 0, 10_000, 0, 0), Color.SENTE));
  }

  @Test
  void aMoveTimeAndAClockGiveTheShorterOfTheTwo() {
    SearchLimits l =
        SearchLimits.builder()
            .moveTime(Duration.ofMillis(500))
            .clock(TestResults.clock(0, 0, 10_000, 0, 0))
            .build();
    assertEquals(millis(495, 495), allot(l, Color.SENTE));
  }

  @Test
  void aNearlyEmptyClockStillGivesAPositiveAllotment() {
    Allotment a = allot(clock(10, 10, 0, 0, 0), Color.SENTE);
    long soft = a.soft().orElseThrow().toMillis();
    long hard = a.hard().orElseThrow().toMillis();
    assertTrue(soft >= 1 && hard >= 1 && hard < 10, soft + " " + hard);
  }

  @Test
  void aPonderSearchStartsCountingAtThePonderHit() throws InterruptedException {
    SearchControl control = new SearchControl();
    SearchLimits l = SearchLimits.builder().ponder(true).moveTime(Duration.ofMillis(6)).build();
    TimeManager t = new TimeManager(System.nanoTime(), l, control, Color.SENTE, NO_DEFAULT);
    Thread.sleep(20);
    assertFalse(t.isOutOfTime(), "the clock does not run before the ponder hit");
    control.ponderHit();
    assertFalse(t.isOutOfTime(), "the hit restarts the clock");
    Thread.sleep(20);
    assertTrue(t.isOutOfTime());
  }

  @Test
  void aNewIterationIsNotStartedAfterHalfTheSoftLimitOfAClock() throws InterruptedException {
    SearchControl control = new SearchControl();
    // soft 9000 ms, hard 9970 ms: started 5 s ago, half the soft limit has passed
    long fiveSecondsAgo = System.nanoTime() - Duration.ofSeconds(5).toNanos();
    TimeManager t =
        new TimeManager(
            fiveSecondsAgo, clock(0, 0, 10_000, 0, 0), control, Color.SENTE, NO_DEFAULT);
    assertTrue(t.isIterationUnaffordable());
    assertFalse(t.isOutOfTime());
    // a fixed move time is used to its end: no early stop between iterations
    TimeManager fixed =
        new TimeManager(
            fiveSecondsAgo,
            SearchLimits.moveTime(Duration.ofSeconds(9)),
            control,
            Color.SENTE,
            NO_DEFAULT);
    assertFalse(fixed.isIterationUnaffordable());
  }
}
