package io.github.shogi4j.kif.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import java.time.Duration;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The shared times are the times asked for: equal to new ones, and shared where cached. */
class DurationsTest {
  @Test
  void secondsAreTheDurationsAskedFor() {
    for (long s : new long[] {0, 1, 59, 60, 3599, 32767, 32768, 100_000, 3_000_000_000L}) {
      assertEquals(Optional.of(Duration.ofSeconds(s)), Durations.seconds(s), "s=" + s);
      assertEquals(Optional.of(Duration.ofSeconds(s)), Durations.nanos(s * 1_000_000_000L));
    }
    assertSame(Durations.seconds(75), Durations.seconds(75));
  }

  @Test
  void fractionsOfSecondsAreKept() {
    for (long n : new long[] {1, 999_999_999L, 1_500_000_000L, 61_000_000_001L}) {
      assertEquals(Optional.of(Duration.ofNanos(n)), Durations.nanos(n), "n=" + n);
    }
  }
}
