package io.github.shogi4j.search.engine;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.search.Evaluator;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.eval.StandardEvaluator;
import java.time.Duration;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * How an {@link AlphaBetaSearcher} plays: its evaluator, transposition table size, a depth cap, the
 * time it takes when the caller sets no limit, and the deliberate imperfection of the easy level.
 * The {@link Level}s are instances of this.
 *
 * <h2>Equality and thread safety</h2>
 *
 * Immutable and thread-safe (the evaluators of this library are stateless); equal when every
 * setting is equal.
 */
public final class EngineConfig {
  /** The most threads a search may use ({@link #threads()}). */
  public static final int MAX_THREADS = 256;

  private final String name;
  private final Evaluator evaluator;
  private final int hashMegabytes;
  private final OptionalInt maxDepth;
  private final Optional<Duration> defaultMoveTime;
  private final int rootTemperature;
  private final int rootMargin;
  private final long seed;
  private final boolean declareWin;
  private final OptionalLong nodesPerMillisecond;
  private final int threads;

  private EngineConfig(Builder b) {
    this.name = b.name;
    this.evaluator = b.evaluator;
    this.hashMegabytes = b.hashMegabytes;
    this.maxDepth = b.maxDepth;
    this.defaultMoveTime = b.defaultMoveTime;
    this.rootTemperature = b.rootTemperature;
    this.rootMargin = b.rootMargin;
    this.seed = b.seed;
    this.declareWin = b.declareWin;
    this.nodesPerMillisecond = b.nodesPerMillisecond;
    this.threads = b.threads;
  }

  /**
   * A builder with the defaults: the {@link StandardEvaluator}, a 16 MB table, no depth cap, no
   * default time (a search without limits runs until stopped), the best move always chosen (no
   * temperature), seed 0, entering-king declarations on, the real clock, one thread.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * A builder holding this configuration.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.name = name;
    b.evaluator = evaluator;
    b.hashMegabytes = hashMegabytes;
    b.maxDepth = maxDepth;
    b.defaultMoveTime = defaultMoveTime;
    b.rootTemperature = rootTemperature;
    b.rootMargin = rootMargin;
    b.seed = seed;
    b.declareWin = declareWin;
    b.nodesPerMillisecond = nodesPerMillisecond;
    b.threads = threads;
    return b;
  }

  /**
   * The searcher's name.
   *
   * @return the name
   */
  public String name() {
    return name;
  }

  /**
   * The evaluator.
   *
   * @return the evaluator
   */
  public Evaluator evaluator() {
    return evaluator;
  }

  /**
   * The transposition table (置換表) size a searcher allocates for itself: 16 MB unless set (the
   * levels set 1, 4 and 32 MB), from 1 to 65536, of which at most {@link
   * TranspositionTable#MAX_MEGABYTES} are made. The USI engine sets it from {@code USI_Hash}.
   *
   * @return megabytes (MiB)
   */
  public int hashMegabytes() {
    return hashMegabytes;
  }

  /**
   * The depth the searcher never goes beyond, whatever the limits say.
   *
   * @return plies, empty for no cap
   */
  public OptionalInt maxDepth() {
    return maxDepth;
  }

  /**
   * The time per move used when the caller's limits set nothing ({@link SearchLimits#isNone()}).
   *
   * @return the time, empty to search until stopped (or to the depth cap)
   */
  public Optional<Duration> defaultMoveTime() {
    return defaultMoveTime;
  }

  /**
   * The deliberate imperfection (the easy level's model of human mistakes): when positive, every
   * root move is scored with a full window and one is drawn with a probability proportional to
   * {@code exp((score - best) / temperature)}, among the moves at most {@link
   * #rootMarginCentipawns()} below the best; a forced win is always taken, and a move that loses by
   * mate or by repetition is never chosen over one that does not. See {@link Level#EASY}.
   *
   * @return the temperature in centipawns, 0 for none (the best move is played)
   */
  public int rootTemperatureCentipawns() {
    return rootTemperature;
  }

  /**
   * The largest loss against the best root move that the deliberate imperfection may choose (a move
   * worse than that, such as one leaving a rook en prise, is never chosen).
   *
   * @return centipawns; unused when {@link #rootTemperatureCentipawns()} is 0
   */
  public int rootMarginCentipawns() {
    return rootMargin;
  }

  /**
   * The seed of the deliberate imperfection; mixed with the position's key, so a move depends only
   * on the seed and the game. {@link AlphaBetaSearcher#newGame()} derives each new game's seed from
   * it.
   *
   * @return the seed
   */
  public long seed() {
    return seed;
  }

  /**
   * Whether the searcher declares a win (入玉宣言) when it can, and counts such a declaration as a win
   * inside its search. The declaration is judged by the impasse rule of the request's {@link
   * io.github.shogi4j.search.SearchRequest#rules()}; under {@link
   * io.github.shogi4j.rules.ImpasseRule#NONE} there is none, whatever this says.
   *
   * @return true when declarations are on
   */
  public boolean declareWin() {
    return declareWin;
  }

  /**
   * The node clock, for reproducible engine matches: when set, the time manager counts the time a
   * search has taken in nodes searched, this many nodes a millisecond, instead of reading the real
   * clock (a node count does not depend on the machine's load). Move times, clocks and byoyomi are
   * then spent in nodes; a ponder hit does not restart such a clock.
   *
   * @return nodes a millisecond, empty for the real clock (the default)
   */
  public OptionalLong nodesPerMillisecond() {
    return nodesPerMillisecond;
  }

  /**
   * How many threads search each position: 1 by default; more run helper searches beside the main
   * one (lazy SMP), each on its own board and history, all sharing the transposition table (置換表),
   * so that the main search finds deeper results there sooner. The main search alone decides when
   * to stop, reports and chooses the move; node counts and node limits count every thread's nodes.
   * A search with more than one thread does not repeat itself exactly: the threads race for the
   * table. The USI engine sets it from {@code Threads}.
   *
   * @return 1 to {@link #MAX_THREADS}
   */
  public int threads() {
    return threads;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof EngineConfig c
        && c.name.equals(name)
        && c.evaluator.equals(evaluator)
        && c.hashMegabytes == hashMegabytes
        && c.maxDepth.equals(maxDepth)
        && c.defaultMoveTime.equals(defaultMoveTime)
        && c.rootTemperature == rootTemperature
        && c.rootMargin == rootMargin
        && c.seed == seed
        && c.declareWin == declareWin
        && c.nodesPerMillisecond.equals(nodesPerMillisecond)
        && c.threads == threads;
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        name,
        evaluator,
        hashMegabytes,
        maxDepth,
        defaultMoveTime,
        rootTemperature,
        rootMargin,
        seed,
        declareWin,
        nodesPerMillisecond,
        threads);
  }

  @Override
  public String toString() {
    return new ToStringBuilder("EngineConfig")
        .add("name", name)
        .add("evaluator", evaluator)
        .add("hashMegabytes", hashMegabytes)
        .add("maxDepth", maxDepth)
        .add("defaultMoveTime", defaultMoveTime)
        .add("rootTemperature", rootTemperature)
        .add("rootMargin", rootMargin)
        .add("seed", seed)
        .add("declareWin", declareWin)
        .add("nodesPerMillisecond", nodesPerMillisecond)
        .add("threads", threads)
        .toString();
  }

  /** Builds an {@link EngineConfig}; not thread-safe. */
  public static final class Builder {
    private String name = "shogi4j";
    private Evaluator evaluator = StandardEvaluator.instance();
    private int hashMegabytes = 16;
    private OptionalInt maxDepth = OptionalInt.empty();
    private Optional<Duration> defaultMoveTime = Optional.empty();
    private int rootTemperature;
    private int rootMargin;
    private long seed;
    private boolean declareWin = true;
    private OptionalLong nodesPerMillisecond = OptionalLong.empty();
    private int threads = 1;

    private Builder() {}

    /**
     * Sets how many threads search each position ({@link EngineConfig#threads()}; 1 by default).
     *
     * @param threads 1 to {@link EngineConfig#MAX_THREADS}
     * @return this builder
     * @throws IllegalArgumentException for a count out of range
     */
    public Builder threads(int threads) {
      Preconditions.checkArgument(
          threads >= 1 && threads <= MAX_THREADS,
          "threads must be 1 to %s: %s",
          MAX_THREADS,
          threads);
      this.threads = threads;
      return this;
    }

    /**
     * Sets the name.
     *
     * @param name non-empty
     * @return this builder
     */
    public Builder name(String name) {
      Preconditions.checkArgument(
          !Preconditions.checkNotNull(name, "name").isBlank(), "the name must not be blank");
      this.name = name;
      return this;
    }

    /**
     * Sets the evaluator.
     *
     * @param evaluator the evaluator
     * @return this builder
     */
    public Builder evaluator(Evaluator evaluator) {
      this.evaluator = Preconditions.checkNotNull(evaluator, "evaluator");
      return this;
    }

    /**
     * Sets the transposition table size (16 MB by default). A table holds 65536 entries a megabyte,
     * up to {@link TranspositionTable#MAX_MEGABYTES}; a larger size makes a table of that size.
     *
     * @param megabytes 1 to 65536 (MiB)
     * @return this builder
     * @throws IllegalArgumentException for a size out of range
     */
    public Builder hashMegabytes(int megabytes) {
      Preconditions.checkArgument(
          megabytes >= 1 && megabytes <= 65536, "hash size must be 1 to 65536 MB: %s", megabytes);
      this.hashMegabytes = megabytes;
      return this;
    }

    /**
     * Caps the depth.
     *
     * @param plies 1 to 100
     * @return this builder
     */
    public Builder maxDepth(int plies) {
      Preconditions.checkArgument(
          plies >= 1 && plies <= AlphaBetaSearcher.MAX_DEPTH,
          "max depth must be 1 to %s: %s",
          AlphaBetaSearcher.MAX_DEPTH,
          plies);
      this.maxDepth = OptionalInt.of(plies);
      return this;
    }

    /**
     * Sets the time per move used when the caller sets no limit.
     *
     * @param time at least a millisecond
     * @return this builder
     * @throws IllegalArgumentException if {@code time} is shorter than a millisecond
     */
    public Builder defaultMoveTime(Duration time) {
      Preconditions.checkNotNull(time, "time");
      Preconditions.checkArgument(
          time.compareTo(Duration.ofMillis(1)) >= 0,
          "default move time must be at least 1 ms: %s",
          time);
      this.defaultMoveTime = Optional.of(time);
      return this;
    }

    /**
     * Sets the deliberate imperfection: see {@link EngineConfig#rootTemperatureCentipawns()}.
     *
     * @param temperatureCentipawns 0 (none: the best move is played) to 10000
     * @param marginCentipawns 0 to 10000: a move more than this below the best is never chosen
     * @return this builder
     */
    public Builder rootChoice(int temperatureCentipawns, int marginCentipawns) {
      Preconditions.checkArgument(
          temperatureCentipawns >= 0 && temperatureCentipawns <= 10000,
          "temperature must be 0 to 10000 centipawns: %s",
          temperatureCentipawns);
      Preconditions.checkArgument(
          marginCentipawns >= 0 && marginCentipawns <= 10000,
          "margin must be 0 to 10000 centipawns: %s",
          marginCentipawns);
      this.rootTemperature = temperatureCentipawns;
      this.rootMargin = marginCentipawns;
      return this;
    }

    /**
     * Sets the seed.
     *
     * @param seed any value
     * @return this builder
     */
    public Builder seed(long seed) {
      this.seed = seed;
      return this;
    }

    /**
     * Turns entering-king declarations on or off.
     *
     * @param declareWin true to declare when possible
     * @return this builder
     */
    public Builder declareWin(boolean declareWin) {
      this.declareWin = declareWin;
      return this;
    }

    /**
     * Counts search time in nodes: see {@link EngineConfig#nodesPerMillisecond()}.
     *
     * @param nodes nodes a millisecond, at least 1
     * @return this builder
     * @throws IllegalArgumentException if {@code nodes} is below 1
     */
    public Builder nodesPerMillisecond(long nodes) {
      Preconditions.checkArgument(nodes >= 1, "nodes a millisecond must be at least 1: %s", nodes);
      this.nodesPerMillisecond = OptionalLong.of(nodes);
      return this;
    }

    /**
     * The configuration.
     *
     * @return the immutable configuration
     */
    public EngineConfig build() {
      return new EngineConfig(this);
    }
  }
}
