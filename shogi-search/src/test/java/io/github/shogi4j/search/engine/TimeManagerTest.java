package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.TestResults;
import io.github.shogi4j.search.engine.TimeManager.Allotment;
import io.github.shogi4j.search.engine.TimeManager.Iteration;
import io.github.shogi4j.search.engine.TimeManager.Mode;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The allotment and the decisions between iterations, on a clock the test sets. */
class TimeManagerTest {
  private static final Optional<Duration> NO_DEFAULT = Optional.empty();
  private static final long MS = 1_000_000L;

  /** 60 s of main time and 1 s of byoyomi, at the start: optimum 60000/40 + 900 = 2400 ms. */
  private static final SearchLimits MAIN_AND_BYOYOMI = clock(60_000, 60_000, 1000, 0, 0);

  private static final long OPTIMUM = 2400;

  private static Allotment allot(SearchLimits l, Color us) {
    return TimeManager.allot(l, us, 0, NO_DEFAULT);
  }

  private static Allotment fixed(long millis) {
    return new Allotment(
        Optional.of(Duration.ofMillis(millis)),
        Optional.of(Duration.ofMillis(millis)),
        Mode.FIXED,
        Optional.empty());
  }

  /** A clock allotment; {@code free} negative for none. */
  private static Allotment clocked(long optimum, long maximum, long free) {
    return new Allotment(
        Optional.of(Duration.ofMillis(optimum)),
        Optional.of(Duration.ofMillis(maximum)),
        Mode.CLOCK,
        free < 0 ? Optional.empty() : Optional.of(Duration.ofMillis(free)));
  }

  private static SearchLimits clock(long btime, long wtime, long byoyomi, long binc, long winc) {
    return SearchLimits.builder()
        .clock(TestResults.clock(btime, wtime, byoyomi, binc, winc))
        .build();
  }

  /** A time manager on a clock the test moves by hand (in milliseconds). */
  private static final class Fake {
    long nowMillis;
    final SearchControl control = new SearchControl();
    final TimeManager time;

    Fake(SearchLimits limits) {
      time = new TimeManager(() -> nowMillis * MS, limits, control, Color.SENTE, 0, NO_DEFAULT, 0);
    }

    /** Completes an iteration at the given time; true when the search stops. */
    boolean iteration(long atMillis, int depth, int move, int score) {
      return iteration(atMillis, new Iteration(depth, move, score, false, 30));
    }

    boolean iteration(long atMillis, Iteration it) {
      nowMillis = atMillis;
      return time.stopAfter(0, it);
    }

    boolean outOfTimeAt(long atMillis) {
      nowMillis = atMillis;
      return time.isOutOfTime(0);
    }
  }

  @Test
  void aNodeClockCountsNodesAndIgnoresTheRealClock() {
    long[] now = {0};
    TimeManager t =
        new TimeManager(
            () -> now[0] * MS,
            SearchLimits.moveTime(Duration.ofMillis(500)),
            new SearchControl(),
            Color.SENTE,
            0,
            NO_DEFAULT,
            1000);
    now[0] = 1_000_000; // a thousand seconds of real time: not counted
    assertFalse(t.isOutOfTime(494_000), "494 ms of nodes");
    assertTrue(t.isOutOfTime(496_000), "496 ms of nodes, past 500 ms less the margin");
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
    assertEquals(fixed(1000), TimeManager.allot(SearchLimits.none(), Color.SENTE, 0, second));
    assertEquals(
        Allotment.UNLIMITED, TimeManager.allot(SearchLimits.depth(2), Color.SENTE, 0, second));
    assertEquals(
        fixed(495),
        TimeManager.allot(SearchLimits.moveTime(Duration.ofMillis(500)), Color.SENTE, 0, second));
  }

  @Test
  void moveTimeIsUsedWholeLessAMargin() {
    assertEquals(fixed(495), allot(SearchLimits.moveTime(Duration.ofMillis(500)), Color.GOTE));
    assertEquals(fixed(1), allot(SearchLimits.moveTime(Duration.ofMillis(3)), Color.GOTE));
  }

  @Test
  void aMoveTimeIsNeitherCutNorStretched() {
    Fake f = new Fake(SearchLimits.moveTime(Duration.ofMillis(500)));
    for (int d = 1; d <= 10; d++) {
      assertFalse(f.iteration(400, new Iteration(d, 7, 0, true, 1)), "depth " + d);
    }
    assertFalse(f.outOfTimeAt(494));
    assertTrue(f.outOfTimeAt(495));
    Fake changing = new Fake(SearchLimits.moveTime(Duration.ofMillis(500)));
    for (int d = 1; d <= 10; d++) {
      assertFalse(changing.iteration(100, d, d, -100 * d));
    }
    assertTrue(changing.outOfTimeAt(495), "not extended past the move time");
  }

  @Test
  void byoyomiOnlyUsesTheByoyomiLessTheOverhead() {
    long t = 10_000 - TimeManager.OVERHEAD_MILLIS;
    assertEquals(clocked(9000, t, 0), allot(clock(0, 0, 10_000, 0, 0), Color.SENTE));
    Fake f = new Fake(clock(0, 0, 10_000, 0, 0));
    for (int d = 1; d <= 12; d++) {
      assertFalse(f.iteration(9000, d, 5, 100), "a stable move still uses the byoyomi");
    }
    assertFalse(f.outOfTimeAt(t - 1));
    assertTrue(f.outOfTimeAt(t));
  }

  @Test
  void thinkingPastTheMainTimeLeftIsFree() {
    // 500 ms left and 1 s byoyomi: optimum 500/40 + 900 = 912, maximum 1100 - 30
    SearchLimits l = clock(500, 0, 1000, 0, 0);
    assertEquals(clocked(912, 1070, 500), allot(l, Color.SENTE));
    Fake before = new Fake(l);
    Fake after = new Fake(l);
    for (int d = 1; d <= 7; d++) {
      assertFalse(before.iteration(10, d, 42, 0));
      assertFalse(after.iteration(10, d, 42, 0));
    }
    // stable for 7 iterations: the target is 45% of the optimum, and half of it has passed
    assertTrue(before.iteration(400, 8, 42, 0), "the main time is saved");
    assertFalse(after.iteration(600, 8, 42, 0), "past the main time left, nothing is saved");
    assertFalse(after.outOfTimeAt(1069));
    assertTrue(after.outOfTimeAt(1070));
  }

  @Test
  void theClockOfTheSideToMoveCounts() {
    SearchLimits l = clock(400_000, 40_000, 0, 2000, 0);
    // sente: 400 s over 40 moves plus 90% of the increment; the maximum five times that
    long sente = 400_000 / 40 + 1800;
    assertEquals(clocked(sente, 5 * sente - 30, -1), allot(l, Color.SENTE));
    // gote: sudden death, spread over 60 moves
    assertEquals(clocked(666, 5 * 666 - 30, -1), allot(l, Color.GOTE));
  }

  @Test
  void theMainTimeIsSpreadOverFewerMovesLaterInTheGame() {
    assertEquals(40, TimeManager.movesToGo(0, true));
    assertEquals(25, TimeManager.movesToGo(120, true));
    assertEquals(15, TimeManager.movesToGo(300, true));
    assertEquals(60, TimeManager.movesToGo(0, false));
    assertEquals(30, TimeManager.movesToGo(200, false));
    Allotment early = TimeManager.allot(MAIN_AND_BYOYOMI, Color.SENTE, 0, NO_DEFAULT);
    Allotment late = TimeManager.allot(MAIN_AND_BYOYOMI, Color.SENTE, 120, NO_DEFAULT);
    assertTrue(late.optimum().orElseThrow().compareTo(early.optimum().orElseThrow()) > 0);
  }

  @Test
  void theMaximumIsAtMostAFifthOfTheTimeLeftWithTheIncrement() {
    // optimum 3000 + 9000 = 12000; five times that exceeds a fifth of 120 s plus 10 s
    assertEquals(
        clocked(12_000, 120_000 / 5 + 10_000 - 30, -1),
        allot(clock(120_000, 0, 0, 10_000, 0), Color.SENTE));
  }

  @Test
  void mainTimeAndByoyomiTogether() {
    // optimum: 600000/40 + 0.9 * 10000; maximum: min(600000/5 + 10000, 5 * optimum) - 30
    assertEquals(
        clocked(15_000 + 9000, 5 * 24_000 - 30, 600_000),
        allot(clock(600_000, 0, 10_000, 0, 0), Color.SENTE));
  }

  @Test
  void aMoveTimeAndAClockGiveTheShorterOfTheTwo() {
    SearchLimits l =
        SearchLimits.builder()
            .moveTime(Duration.ofMillis(500))
            .clock(TestResults.clock(0, 0, 10_000, 0, 0))
            .build();
    assertEquals(fixed(495), allot(l, Color.SENTE));
  }

  @Test
  void aNearlyEmptyClockStillGivesAPositiveAllotment() {
    Allotment a = allot(clock(10, 10, 0, 0, 0), Color.SENTE);
    long optimum = a.optimum().orElseThrow().toMillis();
    long maximum = a.maximum().orElseThrow().toMillis();
    assertTrue(optimum >= 1 && maximum >= 1 && maximum < 10, optimum + " " + maximum);
  }

  @Test
  void theAllotmentNeverExceedsTheTimeTheClockAllows() {
    long[] times = {0, 1, 29, 30, 31, 100, 999, 1000, 5000, 60_000, 600_000, 3_600_000};
    for (long left : times) {
      for (long byo : times) {
        for (int ply : new int[] {0, 60, 200}) {
          if (left + byo == 0) {
            continue;
          }
          SearchLimits l = clock(left, 0, byo, 0, 0);
          Allotment a = TimeManager.allot(l, Color.SENTE, ply, NO_DEFAULT);
          long max = a.maximum().orElseThrow().toMillis();
          long allowed = Math.max(1, left + byo - TimeManager.OVERHEAD_MILLIS);
          String where = "left " + left + " byoyomi " + byo + " ply " + ply;
          assertTrue(max <= allowed, where + ": maximum " + max);
          assertTrue(a.optimum().orElseThrow().toMillis() <= max, where);
          if (byo > TimeManager.OVERHEAD_MILLIS) {
            assertTrue(max >= byo - TimeManager.OVERHEAD_MILLIS, where + ": byoyomi unused");
          }
          // however unstable the search, it stops at the maximum
          Fake f = new Fake(l);
          for (int d = 1; d <= 20; d++) {
            f.iteration(0, new Iteration(d, d % 3, -1000 * d, false, 30));
          }
          assertTrue(f.outOfTimeAt(max), where);
        }
      }
    }
  }

  @Test
  void aStableBestMoveStopsBeforeTheOptimum() {
    Fake f = new Fake(MAIN_AND_BYOYOMI);
    long t = 0;
    boolean stopped = false;
    for (int d = 1; d <= 20 && !stopped; d++) {
      t += 50;
      stopped = f.iteration(t, d, 42, 150);
    }
    assertTrue(stopped);
    assertTrue(t < OPTIMUM / 2, "stopped at " + t + " ms, optimum " + OPTIMUM);
    // the same iterations with the score falling go on
    Fake falling = new Fake(MAIN_AND_BYOYOMI);
    for (int d = 1; d * 50 <= t; d++) {
      assertFalse(falling.iteration(d * 50, d, 42, 150 - 60 * d), "depth " + d);
    }
  }

  @Test
  void aStableRecaptureStopsEarlier() {
    Fake f = new Fake(MAIN_AND_BYOYOMI);
    Fake recapture = new Fake(MAIN_AND_BYOYOMI);
    long at = OPTIMUM * 3 / 10; // before half the optimum, after a fifth of it
    for (int d = 1; d <= 3; d++) {
      assertFalse(f.iteration(at, d, 42, 0));
      assertEquals(d == 3, recapture.iteration(at, new Iteration(d, 42, 0, true, 30)), "" + d);
    }
  }

  @Test
  void aChangingBestMoveExtendsTheTime() {
    long at = OPTIMUM * 7 / 10; // past half the optimum
    Fake stable = new Fake(MAIN_AND_BYOYOMI);
    Fake changing = new Fake(MAIN_AND_BYOYOMI);
    stable.iteration(10, 1, 1, 0);
    changing.iteration(10, 1, 1, 0);
    assertTrue(stable.iteration(at, 2, 1, 0), "an unchanged move stops at half the optimum");
    assertFalse(changing.iteration(at, 2, 2, 0), "a changed move goes on");
    // and the running iteration may go past three times the optimum, up to the maximum
    assertFalse(changing.outOfTimeAt(3 * OPTIMUM + 100));
    long maximum = allot(MAIN_AND_BYOYOMI, Color.SENTE).maximum().orElseThrow().toMillis();
    assertTrue(changing.outOfTimeAt(maximum));
  }

  @Test
  void aFallingScoreExtendsTheTime() {
    long at = OPTIMUM * 7 / 10;
    Fake f = new Fake(MAIN_AND_BYOYOMI);
    f.iteration(10, 1, 1, 200);
    f.iteration(20, 2, 1, 200);
    assertFalse(f.iteration(at, 3, 1, -100), "a fall of 300 centipawns goes on");
  }

  @Test
  void aSingleReplyTakesOneIteration() {
    Fake f = new Fake(MAIN_AND_BYOYOMI);
    assertTrue(f.iteration(0, new Iteration(1, 3, 0, false, 1)));
    Fake byoyomi = new Fake(clock(0, 0, 10_000, 0, 0));
    assertTrue(byoyomi.iteration(0, new Iteration(1, 3, 0, false, 1)), "even in byoyomi");
    Fake unlimited = new Fake(SearchLimits.depth(5));
    assertFalse(unlimited.iteration(0, new Iteration(1, 3, 0, false, 1)), "a depth is searched");
  }

  @Test
  void onlyOneMoveThatDoesNotLoseTakesOneIteration() {
    Fake f = new Fake(MAIN_AND_BYOYOMI);
    assertFalse(f.iteration(1, new Iteration(1, 3, 0, false, 30)));
    assertFalse(f.iteration(2, new Iteration(2, 3, 0, false, 2)));
    assertTrue(f.iteration(3, new Iteration(3, 3, 0, false, 1)));
  }

  @Test
  void aPonderSearchStartsCountingAtThePonderHit() {
    SearchLimits l = MAIN_AND_BYOYOMI.toBuilder().ponder(true).build();
    Fake f = new Fake(l);
    assertFalse(f.outOfTimeAt(1_000_000), "the clock does not run before the ponder hit");
    assertFalse(f.iteration(1_000_000, new Iteration(1, 3, 0, false, 1)), "nor do decisions");
    f.control.ponderHit();
    long maximum = allot(MAIN_AND_BYOYOMI, Color.SENTE).maximum().orElseThrow().toMillis();
    assertFalse(f.outOfTimeAt(1_000_000 + maximum - 1), "the hit restarts the clock");
    assertTrue(f.outOfTimeAt(1_000_000 + maximum));
  }
}
