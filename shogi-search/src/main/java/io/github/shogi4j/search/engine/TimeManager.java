package io.github.shogi4j.search.engine;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import java.time.Duration;
import java.util.Optional;
import java.util.function.LongSupplier;

/**
 * The engine's time management (時間管理) for one search: how long to think on the move, given a fixed
 * move time or the game clocks (持ち時間, 秒読み and increments), and, after each iteration of iterative
 * deepening, whether to go on.
 *
 * <p>The allotment is an optimum and a maximum. With a clock that leaves room to save or to spend
 * ({@link Mode#CLOCK}), the optimum is scaled after every completed iteration into a target: down
 * when the best move has stayed the same over several iterations and the score has not fallen (less
 * still for a stable recapture on the square the opponent just captured on), up to the maximum when
 * the best move changed in the last iterations or the score fell. No new iteration is started once
 * half the target has passed (the next would not finish), and the running one is stopped at three
 * times the target or at the maximum, whichever comes first. With byoyomi, once the main time left
 * is used, thinking on costs nothing more: the search then goes on to the maximum (with no main
 * time left, it uses the byoyomi whole). When only one root move does not lose (a single legal
 * reply, or every other move is mated), the search stops after its first iteration that knows it,
 * whatever the clock. A fixed move time is used to its end. A ponder search (先読み) starts counting
 * at the ponder hit.
 *
 * <p>For reproducible engine matches, a node clock ({@link EngineConfig#nodesPerMillisecond()})
 * makes elapsed time a count of nodes searched. The ponder hit does not restart such a clock.
 *
 * <p>Used by one search thread; the ponder hit may arrive from any thread.
 */
final class TimeManager {
  /** Milliseconds kept back from a clock allotment for the time it takes to send the move. */
  static final long OVERHEAD_MILLIS = 30;

  /** Milliseconds kept back from a fixed move time. */
  static final long MOVE_TIME_MARGIN_MILLIS = 5;

  /** The maximum of a clock allotment is at most this many times the optimum. */
  static final int MAX_RATIO = 5;

  /** The running iteration is stopped at this many times the target. */
  static final int ITERATION_CUT_RATIO = 3;

  /** A score fall (centipawns) from which the scaling counts the fall in full. */
  static final int FALL_FULL = 300;

  /** A fall (centipawns) small enough to count as no fall for the stable-move reduction. */
  static final int FALL_TOLERATED = 20;

  private static final long NONE = Long.MAX_VALUE;

  /** How the allotment may be adjusted during the search. */
  enum Mode {
    /** No time limit. */
    NONE,
    /** A fixed time (a move time or a level's default): used to its end. */
    FIXED,
    /** The game clocks: cut on stable moves, stretched on unstable ones. */
    CLOCK
  }

  /**
   * The time to spend on a move.
   *
   * @param optimum the time to spend on an average move, empty for no limit
   * @param maximum the time never exceeded, empty for no limit
   * @param mode how the search may adjust it
   * @param free the time from which thinking on costs nothing (with byoyomi, the main time left),
   *     empty when every moment saved counts
   */
  record Allotment(
      Optional<Duration> optimum, Optional<Duration> maximum, Mode mode, Optional<Duration> free) {
    static final Allotment UNLIMITED =
        new Allotment(Optional.empty(), Optional.empty(), Mode.NONE, Optional.empty());

    static Allotment ofMillis(long optimum, long maximum, Mode mode, long free) {
      return new Allotment(millis(optimum), millis(maximum), mode, millis(free));
    }

    private static Optional<Duration> millis(long ms) {
      return ms == NONE ? Optional.empty() : Optional.of(Duration.ofMillis(ms));
    }
  }

  /**
   * What a completed iteration found, for the decision to go on.
   *
   * @param depth the iteration's depth
   * @param bestMove the best move (any code that identifies it)
   * @param score its score in centipawns, from the side to move (mate scores beyond ±10000 count as
   *     ±10000)
   * @param recapture whether the best move captures on the square the opponent's last move captured
   *     on
   * @param viableMoves the root moves not proven to lose (the best among them)
   */
  record Iteration(int depth, int bestMove, int score, boolean recapture, int viableMoves) {}

  private final SearchLimits limits;
  private final SearchControl control;
  private final LongSupplier clock;
  private final long nodesPerMilli;
  private final Mode mode;
  private final long optimumNanos;
  private final long maximumNanos;
  private final long freeNanos;
  private volatile long clockStartNanos;

  // iteration history; used by the search thread only
  private long cutNanos;
  private int iterations;
  private int lastMove;
  private int stable;
  private double changes;
  private int previousScore;
  private int olderScore;

  /**
   * The time management of a search.
   *
   * @param clock the time source, in nanoseconds ({@code System::nanoTime}); the search starts at
   *     its first reading
   * @param limits the search's limits
   * @param control the search's control, for the ponder hit
   * @param us the side to move
   * @param ply the number of moves played so far in the game
   * @param defaultMoveTime the time to use when the limits set nothing (a level's default)
   * @param nodesPerMilli nodes counted as a millisecond, 0 to read {@code clock}
   */
  TimeManager(
      LongSupplier clock,
      SearchLimits limits,
      SearchControl control,
      Color us,
      int ply,
      Optional<Duration> defaultMoveTime,
      long nodesPerMilli) {
    this.clock = clock;
    this.nodesPerMilli = nodesPerMilli;
    this.limits = limits;
    this.control = control;
    this.clockStartNanos = clock.getAsLong();
    Allotment a = allot(limits, us, ply, defaultMoveTime);
    this.mode = a.mode();
    this.optimumNanos = a.optimum().map(Duration::toNanos).orElse(NONE);
    this.maximumNanos = a.maximum().map(Duration::toNanos).orElse(NONE);
    this.freeNanos = a.free().map(Duration::toNanos).orElse(NONE);
    this.cutNanos = maximumNanos;
    if (limits.ponder()) {
      control.whenPonderHit(() -> clockStartNanos = clock.getAsLong());
    }
  }

  /**
   * The number of own moves the main time is spread over: with byoyomi or an increment, about 40 at
   * the start and fewer as the game goes on (the time after the main time is assured); in sudden
   * death, more (nothing comes after).
   */
  static int movesToGo(int ply, boolean moreToCome) {
    return moreToCome ? Math.max(15, 40 - ply / 8) : Math.max(30, 60 - ply / 4);
  }

  /**
   * The time to spend on a move. A fixed move time is used whole, less a small margin. With the
   * game clocks: as the optimum, the main time left spread over {@link #movesToGo} moves plus 90%
   * of the increment and of the byoyomi (秒読み); as the maximum, at most a fifth of the time left
   * plus the byoyomi and the increment, at most {@link #MAX_RATIO} times the optimum (though never
   * less than the byoyomi), less an overhead; with byoyomi, the time from which thinking is free is
   * the main time left. Limits with nothing set use the default move time when there is one. An
   * infinite search has no limit.
   *
   * @param limits the search's limits
   * @param us the side to move, whose clock counts
   * @param ply the number of moves played so far in the game
   * @param defaultMoveTime the time when the limits set nothing
   * @return the allotment, each limit at least a millisecond when present
   */
  static Allotment allot(
      SearchLimits limits, Color us, int ply, Optional<Duration> defaultMoveTime) {
    if (limits.isInfinite()) {
      return Allotment.UNLIMITED;
    }
    long maximum = NONE;
    long optimum = NONE;
    long free = NONE;
    Mode mode = Mode.NONE;
    if (limits.clock().isPresent()) {
      SearchLimits.Clock c = limits.clock().get();
      long left = c.remaining(us).toMillis();
      long inc = c.increment(us).toMillis();
      long byo = c.byoyomi().toMillis();
      mode = Mode.CLOCK;
      long o = left / movesToGo(ply, byo > 0 || inc > 0) + (inc + byo) * 9 / 10;
      long h = Math.min(left / 5 + inc + byo, Math.max(o * MAX_RATIO, byo)) - OVERHEAD_MILLIS;
      if (byo > 0) {
        h = Math.max(h, byo - OVERHEAD_MILLIS);
        free = left;
      }
      maximum = Math.max(1, h);
      optimum = Math.max(1, Math.min(o, maximum));
    }
    if (limits.moveTime().isPresent()) {
      long t = Math.max(1, limits.moveTime().get().toMillis() - MOVE_TIME_MARGIN_MILLIS);
      if (t <= optimum) {
        mode = Mode.FIXED;
        optimum = t;
      }
      maximum = Math.min(maximum, t);
    }
    if (limits.isNone() && defaultMoveTime.isPresent()) {
      mode = Mode.FIXED;
      maximum = defaultMoveTime.get().toMillis();
      optimum = maximum;
    }
    return Allotment.ofMillis(optimum, maximum, mode, mode == Mode.CLOCK ? free : NONE);
  }

  /**
   * The optimum scaled by what the iterations so far say: by the best-move changes (each counted 1
   * in the iteration it happens, and half as much in each later one), 80% more per change counted,
   * up to 2.2 times; by the fall of the score from the iterations before, up to 60% more for a fall
   * of {@link #FALL_FULL} centipawns; and, when the score has not fallen by more than {@link
   * #FALL_TOLERATED} centipawns, down to 65% after four iterations with the same best move and 45%
   * after six, or to 40% for a recapture the last two iterations agreed on.
   *
   * @param optimum the optimum
   * @param changes the decayed count of best-move changes
   * @param stable the number of iterations since the best move last changed (0 when the last one
   *     changed it)
   * @param fall the score's fall in centipawns (negative for a rise)
   * @param recapture whether the best move is a recapture
   * @return the target, in the optimum's unit
   */
  static double target(double optimum, double changes, int stable, int fall, boolean recapture) {
    double instability = Math.min(2.2, 1 + 0.8 * changes);
    double falling = 1 + 0.6 * Math.max(0, Math.min(FALL_FULL, fall)) / FALL_FULL;
    double reduction = 1;
    if (fall <= FALL_TOLERATED) {
      if (recapture && stable >= 2) {
        reduction = 0.4;
      } else if (stable >= 6) {
        reduction = 0.45;
      } else if (stable >= 4) {
        reduction = 0.65;
      }
    }
    return optimum * instability * falling * reduction;
  }

  /** Whether the clock runs: always, except in a ponder search before the ponder hit. */
  private boolean timing() {
    return !limits.ponder() || control.isPonderHit();
  }

  private long elapsedNanos(long nodes) {
    return nodesPerMilli > 0
        ? nodes * 1_000_000L / nodesPerMilli
        : clock.getAsLong() - clockStartNanos;
  }

  /**
   * Whether the search must stop now: the maximum has passed, or the running iteration went on well
   * past the target set at the end of the last one.
   *
   * @param nodes the nodes searched so far (elapsed time under a node clock)
   * @return true when out of time
   */
  boolean isOutOfTime(long nodes) {
    return cutNanos != NONE && timing() && elapsedNanos(nodes) >= cutNanos;
  }

  /**
   * Records a completed iteration and says whether to stop: when only one move does not lose (with
   * any time limit but a fixed one), or, on the clocks, when half the target has passed before the
   * time from which thinking is free.
   *
   * @param nodes the nodes searched so far (elapsed time under a node clock)
   * @param it what the iteration found
   * @return true to stop deepening
   */
  boolean stopAfter(long nodes, Iteration it) {
    int score = Math.max(-10_000, Math.min(10_000, it.score()));
    iterations++;
    if (iterations > 1) {
      changes /= 2;
      if (it.bestMove() != lastMove) {
        changes += 1;
        stable = 0;
      } else {
        stable++;
      }
    }
    int reference = iterations > 2 ? (previousScore + olderScore) / 2 : previousScore;
    int fall = iterations > 1 ? reference - score : 0;
    lastMove = it.bestMove();
    olderScore = iterations > 1 ? previousScore : score;
    previousScore = score;
    if (!timing() || mode == Mode.NONE || mode == Mode.FIXED) {
      return false;
    }
    if (it.viableMoves() <= 1) {
      return true;
    }
    double target = target(optimumNanos, changes, stable, fall, it.recapture());
    long t = (long) Math.min(maximumNanos, target);
    cutNanos = Math.min(maximumNanos, (long) (target * ITERATION_CUT_RATIO));
    if (cutNanos >= freeNanos) {
      cutNanos = maximumNanos; // the time past the cut costs no main time
    }
    long elapsed = elapsedNanos(nodes);
    return elapsed < freeNanos && elapsed >= t / 2;
  }
}
