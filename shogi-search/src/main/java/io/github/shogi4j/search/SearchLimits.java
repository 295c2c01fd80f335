package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * When a search must stop: any combination of a depth, a node count, a fixed time for the move, the
 * game clocks (持ち時間, 秒読み and increments, as USI's {@code go btime wtime byoyomi binc winc}), or
 * none at all ({@link #infinite()}: only a stop request ends it). The search stops at the first
 * limit reached.
 *
 * <p>Limits with nothing set ({@link #none()}) leave the choice to the searcher: a level uses its
 * own default (for example one second for the hard level), and a searcher without a default
 * searches until stopped. {@link #ponder()} marks a search on the opponent's time (先読み): its time
 * limits start counting only after {@link SearchControl#ponderHit()}.
 *
 * <p>{@link #multiPv()} asks for that many best lines (複数読み筋, USI {@code MultiPV}), each reported
 * and returned with its own score; 1, the default, asks for the best line only. The built-in engine
 * searches several lines without the easy level's deliberate mistakes.
 *
 * <h2>Equality and thread safety</h2>
 *
 * Immutable and thread-safe; equal when every limit is equal.
 */
public final class SearchLimits {
  /** The most lines {@link Builder#multiPv(int)} accepts: more than any position's legal moves. */
  public static final int MAX_MULTI_PV = 600;

  private static final SearchLimits NONE = builder().build();

  private final OptionalInt depth;
  private final OptionalLong nodes;
  private final Optional<Duration> moveTime;
  private final Optional<Clock> clock;
  private final boolean infinite;
  private final boolean ponder;
  private final ImmutableList<Move> searchMoves;
  private final int multiPv;

  private SearchLimits(Builder b) {
    this.depth = b.depth;
    this.nodes = b.nodes;
    this.moveTime = b.moveTime;
    this.clock = b.clock;
    this.infinite = b.infinite;
    this.ponder = b.ponder;
    this.searchMoves = ImmutableList.copyOf(b.searchMoves);
    this.multiPv = b.multiPv;
  }

  /**
   * The game clock of both sides, as USI's {@code go} command sends it.
   *
   * <p>Immutable and thread-safe.
   *
   * @param sente time left to sente (先手, USI {@code btime})
   * @param gote time left to gote (後手, USI {@code wtime})
   * @param byoyomi the byoyomi (秒読み) granted for every move once the main time is used up, zero for
   *     none
   * @param senteIncrement the Fischer increment sente gains per move (USI {@code binc}), zero for
   *     none
   * @param goteIncrement the increment gote gains per move (USI {@code winc}), zero for none
   */
  public record Clock(
      Duration sente,
      Duration gote,
      Duration byoyomi,
      Duration senteIncrement,
      Duration goteIncrement) {

    /**
     * Checks that no value is negative.
     *
     * @param sente time left to sente
     * @param gote time left to gote
     * @param byoyomi byoyomi
     * @param senteIncrement sente's increment
     * @param goteIncrement gote's increment
     * @throws IllegalArgumentException if a value is negative
     */
    public Clock {
      for (Duration d : List.of(sente, gote, byoyomi, senteIncrement, goteIncrement)) {
        Preconditions.checkArgument(
            !d.isNegative(),
            "clock values must not be negative: %s %s %s %s %s",
            sente,
            gote,
            byoyomi,
            senteIncrement,
            goteIncrement);
      }
    }

    /**
     * A clock without increments: both sides' main time (持ち時間) and the byoyomi (秒読み).
     *
     * @param sente time left to sente
     * @param gote time left to gote
     * @param byoyomi byoyomi per move, zero for none
     * @return the clock
     */
    public static Clock of(Duration sente, Duration gote, Duration byoyomi) {
      return new Clock(sente, gote, byoyomi, Duration.ZERO, Duration.ZERO);
    }

    /**
     * The main time left to one side.
     *
     * @param color the side
     * @return the time
     */
    public Duration remaining(Color color) {
      return color == Color.SENTE ? sente : gote;
    }

    /**
     * The increment of one side.
     *
     * @param color the side
     * @return the increment
     */
    public Duration increment(Color color) {
      return color == Color.SENTE ? senteIncrement : goteIncrement;
    }

    /**
     * This clock with a margin kept back from a side's time, for the delay between the search's end
     * and the move's arrival (a network, a GUI): taken from the side's main time first, then from
     * its increment, then from the byoyomi (秒読み), of which at least a millisecond is left.
     *
     * @param side the side whose time is shortened
     * @param margin the time to keep back, not negative
     * @return the shortened clock
     * @throws IllegalArgumentException if {@code margin} is negative
     */
    public Clock less(Color side, Duration margin) {
      Preconditions.checkNotNull(side, "side");
      Preconditions.checkArgument(!margin.isNegative(), "negative margin: %s", margin);
      Duration rest = margin;
      Duration main = remaining(side);
      Duration fromMain = min(rest, main);
      rest = rest.minus(fromMain);
      Duration inc = increment(side);
      Duration fromIncrement = min(rest, inc);
      rest = rest.minus(fromIncrement);
      Duration byo = byoyomi;
      if (!rest.isZero() && !byo.isZero()) {
        byo = byo.compareTo(rest.plusMillis(1)) >= 0 ? byo.minus(rest) : Duration.ofMillis(1);
      }
      main = main.minus(fromMain);
      inc = inc.minus(fromIncrement);
      boolean s = side == Color.SENTE;
      return new Clock(
          s ? main : sente,
          s ? gote : main,
          byo,
          s ? inc : senteIncrement,
          s ? goteIncrement : inc);
    }

    private static Duration min(Duration a, Duration b) {
      return a.compareTo(b) <= 0 ? a : b;
    }
  }

  /**
   * No limit set: the searcher decides (see the class documentation).
   *
   * @return the empty limits
   */
  public static SearchLimits none() {
    return NONE;
  }

  /**
   * Search until stopped (USI {@code go infinite}).
   *
   * @return infinite limits
   */
  public static SearchLimits infinite() {
    return builder().infinite(true).build();
  }

  /**
   * A fixed depth (in plies, 手).
   *
   * @param plies 1 or more
   * @return the limits
   */
  public static SearchLimits depth(int plies) {
    return builder().depth(plies).build();
  }

  /**
   * A fixed time for this move.
   *
   * @param time at least a millisecond
   * @return the limits
   */
  public static SearchLimits moveTime(Duration time) {
    return builder().moveTime(time).build();
  }

  /**
   * A fixed number of nodes.
   *
   * @param nodes 1 or more
   * @return the limits
   */
  public static SearchLimits nodes(long nodes) {
    return builder().nodes(nodes).build();
  }

  /**
   * A builder with nothing set.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding these limits.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.depth = depth;
    b.nodes = nodes;
    b.moveTime = moveTime;
    b.clock = clock;
    b.infinite = infinite;
    b.ponder = ponder;
    b.searchMoves = searchMoves;
    b.multiPv = multiPv;
    return b;
  }

  /**
   * The depth limit in plies.
   *
   * @return the depth, empty when not limited
   */
  public OptionalInt depthLimit() {
    return depth;
  }

  /**
   * The node limit.
   *
   * @return the nodes, empty when not limited
   */
  public OptionalLong nodeLimit() {
    return nodes;
  }

  /**
   * The fixed time for this move.
   *
   * @return the time, empty when not set
   */
  public Optional<Duration> moveTime() {
    return moveTime;
  }

  /**
   * The game clocks.
   *
   * @return the clock, empty when not set
   */
  public Optional<Clock> clock() {
    return clock;
  }

  /**
   * Whether only a stop request ends the search.
   *
   * @return true for an infinite search
   */
  public boolean isInfinite() {
    return infinite;
  }

  /**
   * Whether this is a ponder search (on the opponent's time).
   *
   * @return true when pondering
   */
  public boolean ponder() {
    return ponder;
  }

  /**
   * The root moves to consider (USI {@code go searchmoves}).
   *
   * @return an immutable list; empty means every legal move
   */
  public List<Move> searchMoves() {
    return searchMoves;
  }

  /**
   * How many best lines to search and report (複数読み筋, USI {@code MultiPV}).
   *
   * @return 1 or more; 1 unless set
   */
  public int multiPv() {
    return multiPv;
  }

  /**
   * Whether nothing is set: no depth, nodes, time or clock, not infinite.
   *
   * @return true when the searcher should use its own default
   */
  public boolean isNone() {
    return depth.isEmpty() && nodes.isEmpty() && moveTime.isEmpty() && clock.isEmpty() && !infinite;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SearchLimits l
        && l.depth.equals(depth)
        && l.nodes.equals(nodes)
        && l.moveTime.equals(moveTime)
        && l.clock.equals(clock)
        && l.infinite == infinite
        && l.ponder == ponder
        && l.searchMoves.equals(searchMoves)
        && l.multiPv == multiPv;
  }

  @Override
  public int hashCode() {
    return Objects.hash(depth, nodes, moveTime, clock, infinite, ponder, searchMoves, multiPv);
  }

  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("SearchLimits{");
    depth.ifPresent(d -> sb.append(" depth=").append(d));
    nodes.ifPresent(n -> sb.append(" nodes=").append(n));
    moveTime.ifPresent(t -> sb.append(" movetime=").append(t));
    clock.ifPresent(c -> sb.append(" clock=").append(c));
    if (infinite) {
      sb.append(" infinite");
    }
    if (ponder) {
      sb.append(" ponder");
    }
    if (!searchMoves.isEmpty()) {
      sb.append(" searchmoves=").append(searchMoves);
    }
    if (multiPv != 1) {
      sb.append(" multipv=").append(multiPv);
    }
    return sb.append(" }").toString();
  }

  /** Builds {@link SearchLimits}; not thread-safe. */
  public static final class Builder {
    private OptionalInt depth = OptionalInt.empty();
    private OptionalLong nodes = OptionalLong.empty();
    private Optional<Duration> moveTime = Optional.empty();
    private Optional<Clock> clock = Optional.empty();
    private boolean infinite;
    private boolean ponder;
    private List<Move> searchMoves = ImmutableList.of();
    private int multiPv = 1;

    private Builder() {}

    /**
     * Asks for several best lines (複数読み筋, USI {@code MultiPV}).
     *
     * @param lines 1 to {@value #MAX_MULTI_PV}; a position with fewer legal moves gets one line per
     *     legal move
     * @return this builder
     * @throws IllegalArgumentException if {@code lines} is outside 1 to {@value #MAX_MULTI_PV}
     */
    public Builder multiPv(int lines) {
      Preconditions.checkArgument(
          lines >= 1 && lines <= MAX_MULTI_PV,
          "multipv must be from 1 to %s: %s",
          MAX_MULTI_PV,
          lines);
      this.multiPv = lines;
      return this;
    }

    /**
     * Limits the depth.
     *
     * @param plies 1 or more
     * @return this builder
     */
    public Builder depth(int plies) {
      Preconditions.checkArgument(plies >= 1, "depth must be at least 1: %s", plies);
      this.depth = OptionalInt.of(plies);
      return this;
    }

    /**
     * Limits the nodes searched.
     *
     * @param count 1 or more
     * @return this builder
     */
    public Builder nodes(long count) {
      Preconditions.checkArgument(count >= 1, "nodes must be at least 1: %s", count);
      this.nodes = OptionalLong.of(count);
      return this;
    }

    /**
     * Fixes the time for this move.
     *
     * @param time at least a millisecond
     * @return this builder
     * @throws IllegalArgumentException if {@code time} is shorter than a millisecond
     */
    public Builder moveTime(Duration time) {
      Preconditions.checkNotNull(time, "time");
      Preconditions.checkArgument(
          time.compareTo(Duration.ofMillis(1)) >= 0, "move time must be at least 1 ms: %s", time);
      this.moveTime = Optional.of(time);
      return this;
    }

    /**
     * Sets the game clocks.
     *
     * @param clock both sides' times
     * @return this builder
     */
    public Builder clock(Clock clock) {
      this.clock = Optional.of(Preconditions.checkNotNull(clock, "clock"));
      return this;
    }

    /**
     * Searches until stopped; other limits are ignored while set.
     *
     * @param infinite true for an infinite search
     * @return this builder
     */
    public Builder infinite(boolean infinite) {
      this.infinite = infinite;
      return this;
    }

    /**
     * Marks a ponder search.
     *
     * @param ponder true when searching on the opponent's time
     * @return this builder
     */
    public Builder ponder(boolean ponder) {
      this.ponder = ponder;
      return this;
    }

    /**
     * Restricts the root moves.
     *
     * @param moves the moves to consider; empty for all
     * @return this builder
     */
    public Builder searchMoves(List<Move> moves) {
      this.searchMoves = ImmutableList.copyOf(Preconditions.checkNotNull(moves, "moves"));
      return this;
    }

    /**
     * The limits.
     *
     * @return the immutable limits
     */
    public SearchLimits build() {
      return new SearchLimits(this);
    }
  }
}
