package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import java.time.Duration;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The time rules of one side in a CSA game (持ち時間), from a {@code BEGIN Time} block (or {@code
 * Time+} / {@code Time-} for one side): every figure counts in {@link #unit()} (the block's {@code
 * Time_Unit}, such as {@code 1sec}, {@code 1min} or {@code 1msec}).
 *
 * <h2>How a move is charged</h2>
 *
 * The server measures a move from sending the previous move to reading this one, and charges it in
 * whole units: the measure rounded down, or up when {@link #roundUp()} ({@code Time_Roundup:YES}),
 * and never less than {@link #leastTimePerMove()}; the charge is what the server echoes as {@code
 * ,T<n>} after the move. A side may take, on a move, its main time left plus the byoyomi (秒読み) plus
 * the increment (フィッシャー); after the move its main time is what is left of main time plus increment
 * once the charge is paid, never below 0 (see {@link CsaClock}).
 *
 * <p>Immutable and thread-safe; equal when every field is equal.
 *
 * @param unit the length of one time unit ({@code Time_Unit}), a whole number of milliseconds
 * @param totalTime the main time in units ({@code Total_Time})
 * @param byoyomi the time per move once main time is spent, in units ({@code Byoyomi}), 0 for none
 * @param increment the time added to each move, in units ({@code Increment}), 0 for none
 * @param leastTimePerMove the least charge of a move, in units ({@code Least_Time_Per_Move})
 * @param roundUp whether a move's time is rounded up to whole units ({@code Time_Roundup:YES});
 *     otherwise it is rounded down
 */
public record TimeRules(
    Duration unit,
    long totalTime,
    long byoyomi,
    long increment,
    long leastTimePerMove,
    boolean roundUp) {
  private static final Pattern UNIT = Pattern.compile("([1-9][0-9]{0,8})(msec|sec|min)");

  /**
   * Checks the figures.
   *
   * @param unit unit length, at least a millisecond
   * @param totalTime main time, 0 or more
   * @param byoyomi byoyomi, 0 or more
   * @param increment increment, 0 or more
   * @param leastTimePerMove least charge, 0 or more
   * @param roundUp rounding
   */
  public TimeRules {
    Preconditions.checkNotNull(unit, "unit");
    Preconditions.checkArgument(
        unit.toMillis() >= 1 && unit.equals(Duration.ofMillis(unit.toMillis())),
        "a time unit is a whole number of milliseconds, at least 1: %s",
        unit);
    Preconditions.checkArgument(
        totalTime >= 0 && byoyomi >= 0 && increment >= 0 && leastTimePerMove >= 0,
        "negative time: total %s byoyomi %s increment %s least %s",
        totalTime,
        byoyomi,
        increment,
        leastTimePerMove);
  }

  /**
   * Reads a {@code Time_Unit} value: a count from 1 and {@code msec}, {@code sec} or {@code min}.
   *
   * @param text for example {@code "1sec"}
   * @return the unit, empty when the text is not a unit
   */
  public static Optional<Duration> parseUnit(String text) {
    Matcher m = UNIT.matcher(text.trim());
    if (!m.matches()) {
      return Optional.empty();
    }
    long n = Long.parseLong(m.group(1));
    long per =
        switch (m.group(2)) {
          case "msec" -> 1L;
          case "sec" -> 1000L;
          default -> 60_000L;
        };
    return Optional.of(Duration.ofMillis(n * per));
  }

  /**
   * The main time (持ち時間).
   *
   * @return {@code totalTime} units
   */
  public Duration totalDuration() {
    return unit.multipliedBy(totalTime);
  }

  /**
   * The byoyomi (秒読み).
   *
   * @return {@code byoyomi} units
   */
  public Duration byoyomiDuration() {
    return unit.multipliedBy(byoyomi);
  }

  /**
   * The increment (フィッシャー).
   *
   * @return {@code increment} units
   */
  public Duration incrementDuration() {
    return unit.multipliedBy(increment);
  }

  /**
   * Whether the game has a clock for this side at all: some main time, byoyomi or increment.
   *
   * @return false for a side without any time limit
   */
  public boolean isLimited() {
    return totalTime > 0 || byoyomi > 0 || increment > 0;
  }

  /**
   * The charge of a move that took this long, as the server computes it.
   *
   * @param elapsed the time from the previous move to this one
   * @return whole units: rounded down (up with {@link #roundUp()}), at least the least time
   */
  public long charge(Duration elapsed) {
    Preconditions.checkArgument(!elapsed.isNegative(), "negative time: %s", elapsed);
    long ms = elapsed.toMillis();
    long unitMillis = unit.toMillis();
    long units = roundUp ? (ms + unitMillis - 1) / unitMillis : ms / unitMillis;
    return Math.max(units, leastTimePerMove);
  }
}
