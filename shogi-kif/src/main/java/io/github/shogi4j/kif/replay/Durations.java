package io.github.shogi4j.kif.replay;

import java.time.Duration;
import java.util.Optional;

/**
 * Present times ({@code Optional<Duration>}) as the readers make them for every move: the whole
 * seconds below nine hours are made once each and shared (they are immutable values, equal to
 * new ones), so a record's usual times cost no allocation.
 *
 * <p>Thread-safe: a slot may be filled twice by racing threads, with equal values, and
 * {@link Optional} and {@link Duration} are immutable with final fields.
 */
public final class Durations {
  private static final int CACHED = 1 << 15;
  @SuppressWarnings("unchecked")
  private static final Optional<Duration>[] SECONDS = new Optional[CACHED];

  private Durations() {}

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
   * @return {@code Optional.of(Duration.ofNanos(nanos))}, shared for whole seconds below nine
   *     hours
   */
  public static Optional<Duration> nanos(long nanos) {
    return nanos % 1_000_000_000L == 0 ? seconds(nanos / 1_000_000_000L)
        : Optional.of(Duration.ofNanos(nanos));
  }
}
