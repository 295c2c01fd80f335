package io.github.shogi4j.search.match;

import com.google.common.base.Preconditions;
import io.github.shogi4j.search.SearchLimits;
import java.time.Duration;
import java.util.List;

/**
 * The clock of a match game (持ち時間): a main time per side, then a byoyomi (秒読み) per move or a
 * Fischer increment per move, and the tolerance allowed for the delay of starting and reading a
 * process before a move counts as over time. The match keeps the clocks to the millisecond.
 *
 * <p>Immutable and thread-safe.
 *
 * @param main each side's main time
 * @param byoyomi the time per move once the main time is used up, zero for none
 * @param increment the time added after each move, zero for none
 * @param margin the lateness tolerated before a loss on time
 */
public record TimeControl(Duration main, Duration byoyomi, Duration increment, Duration margin) {

  /**
   * Checks the values.
   *
   * @param main main time
   * @param byoyomi byoyomi
   * @param increment increment
   * @param margin tolerance
   * @throws IllegalArgumentException if a time is negative, both a byoyomi and an increment are
   *     given, or there is no time at all
   */
  public TimeControl {
    for (Duration d : List.of(main, byoyomi, increment, margin)) {
      Preconditions.checkArgument(
          !d.isNegative(), "negative time: %s %s %s %s", main, byoyomi, increment, margin);
    }
    Preconditions.checkArgument(
        byoyomi.isZero() || increment.isZero(), "byoyomi and increment exclude each other");
    Preconditions.checkArgument(
        !main.plus(byoyomi).plus(increment).isZero(), "a time control needs some time");
  }

  /**
   * A byoyomi only: every move gets the same time.
   *
   * @param perMove the time per move
   * @return the time control, with a 1 second tolerance
   */
  public static TimeControl byoyomi(Duration perMove) {
    return new TimeControl(Duration.ZERO, perMove, Duration.ZERO, Duration.ofSeconds(1));
  }

  /**
   * The limits for a move.
   *
   * @param senteLeft sente's main time left, in milliseconds
   * @param goteLeft gote's main time left, in milliseconds
   * @return the clock limits as USI's {@code go} sends them
   */
  SearchLimits limits(long senteLeft, long goteLeft) {
    return SearchLimits.builder()
        .clock(
            new SearchLimits.Clock(
                Duration.ofMillis(senteLeft),
                Duration.ofMillis(goteLeft),
                byoyomi,
                increment,
                increment))
        .build();
  }

  /**
   * The most time a move may take.
   *
   * @param left the mover's main time left, in milliseconds
   * @return main time left plus byoyomi plus increment, in milliseconds
   */
  long allowed(long left) {
    return left + byoyomi.toMillis() + increment.toMillis();
  }

  /**
   * The main time left after a move.
   *
   * @param left before the move, in milliseconds
   * @param spent the move's time, in milliseconds
   * @return the time left, never negative, with the increment added, in milliseconds
   */
  long after(long left, long spent) {
    return Math.max(0, left - spent) + increment.toMillis();
  }
}
