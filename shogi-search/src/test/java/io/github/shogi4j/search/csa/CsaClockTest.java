package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.TestResults;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CsaClockTest {

  @Test
  void chargesRoundDownOrUpAndNeverBelowTheLeast() {
    TimeRules down = new TimeRules(Duration.ofMillis(1000), 60, 0, 0, 1, false);
    assertEquals(1, down.charge(Duration.ofMillis(300)), "least time per move");
    assertEquals(2, down.charge(Duration.ofMillis(2999)));
    TimeRules up = new TimeRules(Duration.ofMillis(1000), 60, 0, 0, 0, true);
    assertEquals(3, up.charge(Duration.ofMillis(2001)));
    assertEquals(0, up.charge(Duration.ZERO));
    assertEquals(Optional.of(Duration.ofMinutes(1)), TimeRules.parseUnit("1min"));
    assertEquals(Optional.of(Duration.ofMillis(10)), TimeRules.parseUnit("10msec"));
    assertTrue(TimeRules.parseUnit("0sec").isEmpty());
  }

  @Test
  void byoyomiAfterMainTime() {
    TimeRules r = new TimeRules(Duration.ofMillis(1000), 10, 5, 0, 0, false);
    CsaClock c = CsaClock.start(r, r);
    assertEquals(Optional.of(Duration.ofMillis(15_000)), c.allowed(Color.SENTE));
    c = c.charge(Color.SENTE, 8);
    assertEquals(Duration.ofMillis(2_000), c.left(Color.SENTE));
    c = c.charge(Color.SENTE, 6);
    assertEquals(
        Duration.ofMillis(0), c.left(Color.SENTE), "main time spent, byoyomi paid the rest");
    assertEquals(Optional.of(Duration.ofMillis(5_000)), c.allowed(Color.SENTE));
    assertEquals(Duration.ofMillis(10_000), c.left(Color.GOTE));
  }

  @Test
  void incrementIsAvailableDuringTheMove() {
    TimeRules r = new TimeRules(Duration.ofMillis(1000), 10, 0, 3, 0, false);
    CsaClock c = CsaClock.start(r, r);
    assertEquals(Optional.of(Duration.ofMillis(13_000)), c.allowed(Color.GOTE));
    assertEquals(Duration.ofMillis(9_000), c.charge(Color.GOTE, 4).left(Color.GOTE));
    assertEquals(Duration.ofMillis(0), c.charge(Color.GOTE, 13).left(Color.GOTE));
  }

  @Test
  void limitsKeepTheMarginFromMainTimeThenByoyomi() {
    TimeRules r = new TimeRules(Duration.ofMillis(1000), 10, 5, 0, 0, false);
    CsaClock c = CsaClock.start(r, r);
    assertEquals(
        SearchLimits.builder().clock(TestResults.clock(9_000, 10_000, 5_000, 0, 0)).build(),
        c.limits(Color.SENTE, Duration.ofMillis(1000)));
    c = c.charge(Color.GOTE, 9).charge(Color.SENTE, 10);
    assertEquals(
        SearchLimits.builder().clock(TestResults.clock(0, 0, 4_500, 0, 0)).build(),
        c.limits(Color.GOTE, Duration.ofMillis(1500)));
    // the increment is not in the main time as well: a move may take btime + binc, 1.5 s here
    TimeRules fischer = new TimeRules(Duration.ofMillis(1000), 0, 0, 2, 0, false);
    assertEquals(
        SearchLimits.builder().clock(TestResults.clock(0, 0, 0, 1_500, 2_000)).build(),
        CsaClock.start(fischer, fischer).limits(Color.SENTE, Duration.ofMillis(500)));
    TimeRules mainAndIncrement = new TimeRules(Duration.ofMillis(1000), 10, 0, 2, 0, false);
    assertEquals(
        SearchLimits.builder().clock(TestResults.clock(9_500, 10_000, 0, 2_000, 2_000)).build(),
        CsaClock.start(mainAndIncrement, mainAndIncrement)
            .limits(Color.SENTE, Duration.ofMillis(500)));
    TimeRules none = new TimeRules(Duration.ofMillis(1000), 0, 0, 0, 0, false);
    assertTrue(CsaClock.start(none, none).limits(Color.SENTE, Duration.ofMillis(500)).isNone());
  }
}
