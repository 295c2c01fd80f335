package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchLimits;
import java.time.Duration;
import java.util.Optional;

/**
 * Both sides' clocks in a CSA game, kept from the charges the server echoes ({@code ,T<n>}) by the
 * game's {@link TimeRules}: a move may take the mover's main time left plus byoyomi (秒読み) plus
 * increment; after it, main time becomes {@code max(0, left + increment - charge)}.
 *
 * <p>Immutable and thread-safe: {@link #charge} returns a new clock.
 */
public final class CsaClock {
  private final TimeRules[] rules;
  private final long[] leftMillis;

  private CsaClock(TimeRules[] rules, long[] leftMillis) {
    this.rules = rules;
    this.leftMillis = leftMillis;
  }

  /**
   * The clocks at the start of a game: each side's full main time.
   *
   * @param sente sente's rules
   * @param gote gote's rules
   * @return the clock
   */
  public static CsaClock start(TimeRules sente, TimeRules gote) {
    Preconditions.checkNotNull(sente, "sente");
    Preconditions.checkNotNull(gote, "gote");
    return new CsaClock(
        new TimeRules[] {sente, gote},
        new long[] {sente.totalDuration().toMillis(), gote.totalDuration().toMillis()});
  }

  /**
   * A side's rules.
   *
   * @param color the side
   * @return its rules
   */
  public TimeRules rules(Color color) {
    return rules[color.ordinal()];
  }

  /**
   * A side's main time left.
   *
   * @param color the side
   * @return the time, not negative
   */
  public Duration left(Color color) {
    return Duration.ofMillis(leftMillis[color.ordinal()]);
  }

  /**
   * The most a side's next move may take before the server calls time up (時間切れ).
   *
   * @param color the side
   * @return main time left plus byoyomi plus increment; empty when the side has no time limit
   */
  public Optional<Duration> allowed(Color color) {
    TimeRules r = rules(color);
    if (!r.isLimited()) {
      return Optional.empty();
    }
    return Optional.of(left(color).plus(r.byoyomiDuration()).plus(r.incrementDuration()));
  }

  /**
   * The clock after a side's move was charged.
   *
   * @param color the side that moved
   * @param units the charge echoed by the server, in the side's time units
   * @return the new clock
   */
  public CsaClock charge(Color color, long units) {
    Preconditions.checkArgument(units >= 0, "negative charge: %s", units);
    TimeRules r = rules(color);
    long[] left = leftMillis.clone();
    int i = color.ordinal();
    left[i] =
        Math.max(
            0,
            left[i]
                + r.incrementDuration().toMillis()
                - Math.multiplyExact(units, r.unit().toMillis()));
    return new CsaClock(rules, left);
  }

  /**
   * The search limits for a side's move, as USI's {@code go btime wtime byoyomi binc winc} sends
   * them, keeping {@code margin} for the network: the margin comes off the mover's main time first,
   * then off its increment, then off the byoyomi (leaving at least 1 ms of it).
   *
   * <p>As USI reads them, the time a move may take is {@code btime} (or {@code wtime}) plus the
   * byoyomi plus the mover's increment: the increment this move earns is not in the main time as
   * well; a side without a time limit gets empty limits (the searcher's default).
   *
   * @param mover the side to move
   * @param margin the time to keep for sending the move, not negative
   * @return the limits
   */
  public SearchLimits limits(Color mover, Duration margin) {
    Preconditions.checkArgument(!margin.isNegative(), "negative margin: %s", margin);
    if (!rules(mover).isLimited()) {
      return SearchLimits.none();
    }
    return SearchLimits.builder()
        .clock(
            new SearchLimits.Clock(
                    Duration.ofMillis(leftMillis[0]),
                    Duration.ofMillis(leftMillis[1]),
                    rules(mover).byoyomiDuration(),
                    rules(Color.SENTE).incrementDuration(),
                    rules(Color.GOTE).incrementDuration())
                .less(mover, margin))
        .build();
  }

  @Override
  public String toString() {
    return "CsaClock{sente " + leftMillis[0] + " ms, gote " + leftMillis[1] + " ms}";
  }
}
