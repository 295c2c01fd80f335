package io.github.shogi4j.search.match;

import com.google.common.base.Preconditions;
import io.github.shogi4j.search.SearchLimits;

/**
 * The clock of a match game (持ち時間): a main time per side, then a byoyomi (秒読み) per move or a
 * Fischer increment per move, and the tolerance allowed for the delay of starting and reading a
 * process before a move counts as over time.
 *
 * <p>Immutable and thread-safe.
 *
 * @param mainMillis each side's main time
 * @param byoyomiMillis the time per move once the main time is used up, 0 for none
 * @param incrementMillis the time added after each move, 0 for none
 * @param marginMillis the lateness tolerated before a loss on time
 */
public record TimeControl(
    long mainMillis, long byoyomiMillis, long incrementMillis, long marginMillis) {

  /**
   * Checks the values.
   *
   * @param mainMillis main time
   * @param byoyomiMillis byoyomi
   * @param incrementMillis increment
   * @param marginMillis tolerance
   */
  public TimeControl {
    Preconditions.checkArgument(
        mainMillis >= 0 && byoyomiMillis >= 0 && incrementMillis >= 0 && marginMillis >= 0,
        "negative time: %s %s %s %s",
        mainMillis,
        byoyomiMillis,
        incrementMillis,
        marginMillis);
    Preconditions.checkArgument(
        byoyomiMillis == 0 || incrementMillis == 0, "byoyomi and increment exclude each other");
    Preconditions.checkArgument(
        mainMillis + byoyomiMillis + incrementMillis > 0, "a time control needs some time");
  }

  /**
   * A byoyomi only: every move gets the same time.
   *
   * @param millis the time per move
   * @return the time control, with a 1 second tolerance
   */
  public static TimeControl byoyomi(long millis) {
    return new TimeControl(0, millis, 0, 1000);
  }

  /**
   * The limits for a move.
   *
   * @param senteLeft sente's main time left
   * @param goteLeft gote's main time left
   * @return the clock limits as USI's {@code go} sends them
   */
  SearchLimits limits(long senteLeft, long goteLeft) {
    return SearchLimits.builder()
        .clock(senteLeft, goteLeft, byoyomiMillis, incrementMillis, incrementMillis)
        .build();
  }

  /**
   * The most time a move may take.
   *
   * @param left the mover's main time left
   * @return main time left plus byoyomi plus increment
   */
  long allowed(long left) {
    return left + byoyomiMillis + incrementMillis;
  }

  /**
   * The main time left after a move.
   *
   * @param left before the move
   * @param spent the move's time
   * @return the time left, never negative, with the increment added
   */
  long after(long left, long spent) {
    return Math.max(0, left - spent) + incrementMillis;
  }
}
