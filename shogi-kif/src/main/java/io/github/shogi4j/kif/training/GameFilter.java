package io.github.shogi4j.kif.training;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import java.io.Serializable;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.Set;

/**
 * Which game records (棋譜) give training data: the rule {@code shogi export} and the Spark job
 * share. A game is kept when both players' stated ratings (floodgate's {@code 'black_rate} / {@code
 * 'white_rate}) are at least {@link #minRating()} (when set), its playable main line has at least
 * {@link #minMoves()} moves, and its result is of the {@link #result()} kind; for a packed format
 * (HCPE, PSV) its positions must also fit in 256 bits ({@link #skipReason(GameRecord, boolean)}).
 *
 * <p>A value: immutable and thread-safe; serializable, so that a distributed job can ship it to its
 * workers.
 */
public final class GameFilter implements Serializable {
  private static final long serialVersionUID = 1L;

  /** What {@link GameFilter#result()} keeps. */
  public enum ResultKind {
    /** Games that a side won (勝ち): resignation, mate, time, illegal move, declaration. */
    WIN,
    /**
     * Drawn games (引き分け): repetition (千日手), impasse (持将棋) agreed or declared, the move limit, an
     * agreed draw.
     */
    DRAW,
    /** Every game, with or without a result. */
    ANY;

    /**
     * The kind named, ignoring case.
     *
     * @param name {@code win}, {@code draw} or {@code any}
     * @return the kind
     * @throws IllegalArgumentException for any other name
     */
    public static ResultKind parse(String name) {
      for (ResultKind k : values()) {
        if (k.name().equalsIgnoreCase(name)) {
          return k;
        }
      }
      throw new IllegalArgumentException(
          "unknown result kind '" + name + "': use win, draw or any");
    }
  }

  /**
   * Why a record gives no training data, in the order they are checked: a record counts under the
   * first that applies.
   */
  public enum SkipReason {
    /** The record could not be read. */
    UNREADABLE,
    /** A rating is asked for and a player's is not stated. */
    NO_RATING,
    /** A player's rating is below the minimum. */
    RATING,
    /** The playable main line is shorter than the minimum. */
    MOVES,
    /** The result is not of the kind asked for. */
    RESULT,
    /**
     * A packed format was asked for and the start position cannot be packed (no king of a side, or
     * more pieces of a kind than a set has).
     */
    NOT_CODABLE;

    /**
     * The reason as the export summary names it: lower case, words separated by a space ({@code "no
     * rating"}).
     *
     * @return the label
     */
    public String label() {
      return name().toLowerCase(Locale.ROOT).replace('_', ' ');
    }
  }

  private static final Set<Termination> DRAWS =
      EnumSet.of(
          Termination.SENNICHITE,
          Termination.MAX_MOVES,
          Termination.DRAW,
          Termination.AGREED_IMPASSE,
          Termination.IMPASSE_DECLARATION);

  private static final GameFilter ALL = new GameFilter(Double.NaN, 0, ResultKind.ANY);

  /** The minimum rating, NaN for none (OptionalDouble is not serializable). */
  private final double minRating;

  private final int minMoves;
  private final ResultKind result;

  private GameFilter(double minRating, int minMoves, ResultKind result) {
    this.minRating = minRating;
    this.minMoves = minMoves;
    this.result = result;
  }

  /**
   * The filter that keeps every readable game.
   *
   * @return no rating minimum, no move minimum, any result
   */
  public static GameFilter all() {
    return ALL;
  }

  /**
   * This filter with a minimum rating for both players.
   *
   * @param rating the least rating each player must state
   * @return the new filter
   * @throws IllegalArgumentException if the rating is NaN
   */
  public GameFilter withMinRating(double rating) {
    Preconditions.checkArgument(!Double.isNaN(rating), "the minimum rating is NaN");
    return new GameFilter(rating, minMoves, result);
  }

  /**
   * This filter with a minimum length.
   *
   * @param moves the least number of playable main-line moves, 0 or more
   * @return the new filter
   * @throws IllegalArgumentException if negative
   */
  public GameFilter withMinMoves(int moves) {
    Preconditions.checkArgument(moves >= 0, "the minimum moves %s is negative", moves);
    return new GameFilter(minRating, moves, result);
  }

  /**
   * This filter with the kind of result to keep.
   *
   * @param kind win, draw or any
   * @return the new filter
   */
  public GameFilter withResult(ResultKind kind) {
    Preconditions.checkNotNull(kind, "kind");
    return new GameFilter(minRating, minMoves, kind);
  }

  /**
   * The least rating both players must state, if any.
   *
   * @return the minimum, or empty to keep unrated games
   */
  public OptionalDouble minRating() {
    return Double.isNaN(minRating) ? OptionalDouble.empty() : OptionalDouble.of(minRating);
  }

  /**
   * The least number of playable main-line moves ({@link TrainingPosition#playable}).
   *
   * @return 0 or more
   */
  public int minMoves() {
    return minMoves;
  }

  /**
   * The kind of result kept.
   *
   * @return win, draw or any
   */
  public ResultKind result() {
    return result;
  }

  /**
   * Why a game is not kept, or empty to keep it.
   *
   * @param game the game
   * @param packed whether the positions are to be packed (HCPE, PSV), which needs a start position
   *     with both kings and at most a set's pieces; the moves of the playable line keep both
   * @return the first reason that applies ({@link SkipReason} order), never {@link
   *     SkipReason#UNREADABLE}
   */
  public Optional<SkipReason> skipReason(GameRecord game, boolean packed) {
    if (!Double.isNaN(minRating)) {
      Optional<Double> low =
          game.rating(Color.SENTE)
              .flatMap(s -> game.rating(Color.GOTE).map(g -> Math.min(s.rate(), g.rate())));
      if (low.isEmpty()) {
        return Optional.of(SkipReason.NO_RATING);
      }
      if (low.get() < minRating) {
        return Optional.of(SkipReason.RATING);
      }
    }
    if (TrainingPosition.playable(game) < minMoves) {
      return Optional.of(SkipReason.MOVES);
    }
    Optional<Outcome> o = game.result();
    boolean win = o.map(Outcome::isDecisive).orElse(false);
    boolean draw = o.map(x -> !x.isDecisive() && DRAWS.contains(x.termination())).orElse(false);
    if (result == ResultKind.WIN && !win || result == ResultKind.DRAW && !draw) {
      return Optional.of(SkipReason.RESULT);
    }
    if (packed && !PositionPacking.fits(game.start().position())) {
      return Optional.of(SkipReason.NOT_CODABLE);
    }
    return Optional.empty();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof GameFilter f
        && Double.compare(minRating, f.minRating) == 0
        && minMoves == f.minMoves
        && result == f.result;
  }

  @Override
  public int hashCode() {
    return java.util.Objects.hash(minRating, minMoves, result);
  }

  @Override
  public String toString() {
    return "GameFilter[minRating="
        + (Double.isNaN(minRating) ? "none" : minRating)
        + ", minMoves="
        + minMoves
        + ", result="
        + result
        + "]";
  }
}
