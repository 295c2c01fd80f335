package io.github.shogi4j.kif.replay;

import java.time.Duration;
import java.util.Optional;

/**
 * Present times ({@code Optional<Duration>}) as the readers make them for every move: the whole
 * seconds below nine hours are made once each and shared (they are immutable values, equal to new
 * ones), so a record's usual times cost no allocation.
 *
 * <p>Thread-safe: a slot may be filled twice by racing threads, with equal values, and {@link
 * Optional} and {@link Duration} are immutable with final fields.
 */
public final class Durations {
  private static final int CACHED = 1 << 15;

  @SuppressWarnings({"unchecked", "rawtypes"})
  private static final Optional<Duration>[] SECONDS = new Optional[CACHED];

  private Durations() {}

  /** {@link io.github.shogi4j.kif.RecordMove#TIME_LIMIT} in nanoseconds (10^18). */
  public static final long LIMIT_NANOS = 1_000_000_000L * 1_000_000_000L;

  /**
   * A running total time (累計消費時間) after one more time spent, in nanoseconds, as readers and writers
   * that sum the times spent make it.
   *
   * @param totalNanos the total so far, not negative and below {@link #LIMIT_NANOS}
   * @param spent the time spent, below the limit
   * @return the sum, or -1 when it reaches the limit (the total is then unknown: no record holds
   *     it); both terms are below 10^18, so the sum cannot overflow
   */
  public static long add(long totalNanos, Duration spent) {
    long sum = totalNanos + spent.toNanos();
    return sum < LIMIT_NANOS ? sum : -1;
  }

  /**
   * Whether a time is below {@link io.github.shogi4j.kif.RecordMove#TIME_LIMIT}.
   *
   * @param time the time
   * @return true when a record can hold it
   */
  public static boolean holds(Duration time) {
    return time.getSeconds() < 1_000_000_000L;
  }

  /**
   * A present time of whole seconds.
   *
   * @param seconds the seconds, not negative
   * @return {@code Optional.of(Duration.ofSeconds(seconds))}, shared below nine hours
   */
  public static Optional<Duration> seconds(long seconds) {
    if (seconds < 0 || seconds >= CACHED) {
      return Optional.of(Duration.ofSeconds(seconds));
    }
    int i = (int) seconds;
    Optional<Duration> d = SECONDS[i];
    if (d == null) {
      d = Optional.of(Duration.ofSeconds(seconds));
      SECONDS[i] = d;
    }
    return d;
  }

  /**
   * A present time of nanoseconds.
   *
   * @param nanos the nanoseconds, not negative
   * @return {@code Optional.of(Duration.ofNanos(nanos))}, shared for whole seconds below nine hours
   */
  public static Optional<Duration> nanos(long nanos) {
    return nanos % 1_000_000_000L == 0
        ? seconds(nanos / 1_000_000_000L)
        : Optional.of(Duration.ofNanos(nanos));
  }
}
