package io.github.shogi4j.search.engine;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import java.time.Duration;
import java.util.Optional;

/**
 * The engine's time management (時間管理) for one search: how long to think on the move, given a fixed
 * move time or the game clocks (持ち時間, 秒読み and increments), and whether that time is up.
 *
 * <p>The allotment is two limits: a soft one (no new iteration of iterative deepening is started
 * once half of it has passed, as the next would not finish) and a hard one (the search stops). A
 * ponder search (先読み) starts counting only at the ponder hit.
 *
 * <p>Used by one search thread; the ponder hit may arrive from any thread.
 */
final class TimeManager {
  /** Milliseconds kept back from a clock allotment for the time it takes to send the move. */
  static final long OVERHEAD_MILLIS = 30;

  /** Milliseconds kept back from a fixed move time. */
  static final long MOVE_TIME_MARGIN_MILLIS = 5;

  private static final long NONE = Long.MAX_VALUE;

  /**
   * The time to spend on a move.
   *
   * @param soft the soft limit, empty for none
   * @param hard the hard limit, empty for none
   */
  record Allotment(Optional<Duration> soft, Optional<Duration> hard) {
    static final Allotment UNLIMITED = new Allotment(Optional.empty(), Optional.empty());

    static Allotment ofMillis(long soft, long hard) {
      return new Allotment(millis(soft), millis(hard));
    }

    private static Optional<Duration> millis(long ms) {
      return ms == NONE ? Optional.empty() : Optional.of(Duration.ofMillis(ms));
    }
  }

  private final SearchLimits limits;
  private final SearchControl control;
  private final long softNanos;
  private final long hardNanos;
  private volatile long clockStartNanos;

  /**
   * The time management of a search.
   *
   * @param startNanos when the search started, by {@link System#nanoTime()}
   * @param limits the search's limits
   * @param control the search's control, for the ponder hit
   * @param us the side to move
   * @param defaultMoveTime the time to use when the limits set nothing (a level's default)
   */
  TimeManager(
      long startNanos,
      SearchLimits limits,
      SearchControl control,
      Color us,
      Optional<Duration> defaultMoveTime) {
    this.limits = limits;
    this.control = control;
    this.clockStartNanos = startNanos;
    Allotment a = allot(limits, us, defaultMoveTime);
    this.softNanos = a.soft().map(Duration::toNanos).orElse(NONE);
    this.hardNanos = a.hard().map(Duration::toNanos).orElse(NONE);
    if (limits.ponder()) {
      control.whenPonderHit(() -> clockStartNanos = System.nanoTime());
    }
  }

  /**
   * The time to spend on a move. A fixed move time is used whole, less a small margin. With the
   * game clocks: about a fortieth of the time left plus most of the increment and of the byoyomi
   * (秒読み) as the soft limit, and as the hard limit at most a fifth of the time left plus the
   * byoyomi and the increment, at most four times the soft limit (though never less than the
   * byoyomi), less an overhead; once the main time is gone, the byoyomi less the overhead. Limits
   * with nothing set use the default move time when there is one. An infinite search has no limit.
   *
   * @param limits the search's limits
   * @param us the side to move, whose clock counts
   * @param defaultMoveTime the time when the limits set nothing
   * @return the allotment, each limit at least a millisecond when present
   */
  static Allotment allot(SearchLimits limits, Color us, Optional<Duration> defaultMoveTime) {
    if (limits.isInfinite()) {
      return Allotment.UNLIMITED;
    }
    long hard = NONE;
    long soft = NONE;
    if (limits.moveTime().isPresent()) {
      long t = Math.max(1, limits.moveTime().get().toMillis() - MOVE_TIME_MARGIN_MILLIS);
      hard = t;
      soft = t;
    }
    if (limits.clock().isPresent()) {
      SearchLimits.Clock c = limits.clock().get();
      long left = c.remaining(us).toMillis();
      long inc = c.increment(us).toMillis();
      long byo = c.byoyomi().toMillis();
      long s = left / 40 + inc * 8 / 10 + byo * 9 / 10;
      long h = Math.min(left / 5 + inc + byo, Math.max(s * 4, byo)) - OVERHEAD_MILLIS;
      if (byo > 0) {
        h = Math.max(h, byo - OVERHEAD_MILLIS);
      }
      h = Math.max(1, h);
      soft = Math.min(soft, Math.max(1, Math.min(s, h)));
      hard = Math.min(hard, h);
    }
    if (limits.isNone() && defaultMoveTime.isPresent()) {
      hard = defaultMoveTime.get().toMillis();
      soft = hard;
    }
    return Allotment.ofMillis(soft, hard);
  }

  /** Whether the clock runs: always, except in a ponder search before the ponder hit. */
  private boolean timing() {
    return !limits.ponder() || control.isPonderHit();
  }

  private long elapsedNanos() {
    return System.nanoTime() - clockStartNanos;
  }

  /**
   * Whether the hard limit has passed: the search must stop now.
   *
   * @return true when out of time
   */
  boolean isOutOfTime() {
    return hardNanos != NONE && timing() && elapsedNanos() >= hardNanos;
  }

  /**
   * Whether a new iteration should not be started: half the soft limit has passed (when the soft
   * limit differs from the hard one; a fixed move time is used to its end).
   *
   * @return true to stop deepening
   */
  boolean isIterationUnaffordable() {
    return timing()
        && softNanos != NONE
        && elapsedNanos() >= softNanos / 2
        && softNanos != hardNanos;
  }
}
