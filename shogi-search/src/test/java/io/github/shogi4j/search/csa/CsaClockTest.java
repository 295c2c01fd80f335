package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchLimits;
import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class CsaClockTest {

  @Test
  void chargesRoundDownOrUpAndNeverBelowTheLeast() {
    TimeRules down = new TimeRules(1000, 60, 0, 0, 1, false);
    assertEquals(1, down.charge(Duration.ofMillis(300)), "least time per move");
    assertEquals(2, down.charge(Duration.ofMillis(2999)));
    TimeRules up = new TimeRules(1000, 60, 0, 0, 0, true);
    assertEquals(3, up.charge(Duration.ofMillis(2001)));
    assertEquals(0, up.charge(Duration.ZERO));
    assertEquals(Optional.of(60_000L), TimeRules.parseUnit("1min"));
    assertEquals(Optional.of(10L), TimeRules.parseUnit("10msec"));
    assertTrue(TimeRules.parseUnit("0sec").isEmpty());
  }

  @Test
  void byoyomiAfterMainTime() {
    TimeRules r = new TimeRules(1000, 10, 5, 0, 0, false);
    CsaClock c = CsaClock.start(r, r);
    assertEquals(Optional.of(15_000L), c.allowedMillis(Color.SENTE));
    c = c.charge(Color.SENTE, 8);
    assertEquals(2_000, c.leftMillis(Color.SENTE));
    c = c.charge(Color.SENTE, 6);
    assertEquals(0, c.leftMillis(Color.SENTE), "main time spent, byoyomi paid the rest");
    assertEquals(Optional.of(5_000L), c.allowedMillis(Color.SENTE));
    assertEquals(10_000, c.leftMillis(Color.GOTE));
  }

  @Test
  void incrementIsAvailableDuringTheMove() {
    TimeRules r = new TimeRules(1000, 10, 0, 3, 0, false);
    CsaClock c = CsaClock.start(r, r);
    assertEquals(Optional.of(13_000L), c.allowedMillis(Color.GOTE));
    assertEquals(9_000, c.charge(Color.GOTE, 4).leftMillis(Color.GOTE));
    assertEquals(0, c.charge(Color.GOTE, 13).leftMillis(Color.GOTE));
  }

  @Test
  void limitsKeepTheMarginFromMainTimeThenByoyomi() {
    TimeRules r = new TimeRules(1000, 10, 5, 0, 0, false);
    CsaClock c = CsaClock.start(r, r);
    assertEquals(
        SearchLimits.builder().clock(9_000, 10_000, 5_000, 0, 0).build(),
        c.limits(Color.SENTE, 1000));
    c = c.charge(Color.GOTE, 9).charge(Color.SENTE, 10);
    assertEquals(
        SearchLimits.builder().clock(0, 0, 4_500, 0, 0).build(), c.limits(Color.GOTE, 1500));
    TimeRules fischer = new TimeRules(1000, 0, 0, 2, 0, false);
    assertEquals(
        SearchLimits.builder().clock(1_500, 2_000, 0, 2_000, 2_000).build(),
        CsaClock.start(fischer, fischer).limits(Color.SENTE, 500));
    TimeRules none = new TimeRules(1000, 0, 0, 0, 0, false);
    assertTrue(CsaClock.start(none, none).limits(Color.SENTE, 500).isNone());
  }
}
