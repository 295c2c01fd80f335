package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import java.time.Duration;
import java.util.List;

/**
 * A progress report of a running search, as USI's {@code info} line carries it: sent when an
 * iteration of iterative deepening completes (and at other times a searcher chooses).
 *
 * <p>Immutable and thread-safe.
 *
 * @param depth the nominal depth completed, in plies
 * @param selDepth the deepest ply reached (with extensions and quiescence), at least {@code depth}
 *     when the search reached it
 * @param score the score of the best move, relative to the side to move and convertible to either
 *     side's view
 * @param nodes nodes searched so far
 * @param nodesPerSecond nodes per second so far
 * @param time the time since the search started
 * @param pv the principal variation (読み筋), starting with the best move; may be empty
 * @param hashfullPermille how full the transposition table is, in per mille (0-1000)
 * @param multiPv the rank of the line reported, 1 for the best (USI {@code multipv}); a search with
 *     several lines (複数読み筋) reports each with its own rank
 * @param bound whether the score is exact or a bound (USI {@code lowerbound}/{@code upperbound})
 */
public record SearchInfo(
    int depth,
    int selDepth,
    PovScore score,
    long nodes,
    long nodesPerSecond,
    Duration time,
    List<Move> pv,
    int hashfullPermille,
    int multiPv,
    PvLine.Bound bound) {

  /**
   * Checks the fields and copies the variation.
   *
   * @param depth nominal depth
   * @param selDepth selective depth
   * @param score score
   * @param nodes nodes
   * @param nodesPerSecond nodes per second
   * @param time elapsed time
   * @param pv principal variation
   * @param hashfullPermille hash usage
   * @param multiPv rank of the line, 1 or more
   * @param bound exact or a bound
   */
  public SearchInfo {
    Preconditions.checkArgument(
        depth >= 0 && selDepth >= 0, "negative depth: %s/%s", depth, selDepth);
    Preconditions.checkNotNull(score, "score");
    Preconditions.checkNotNull(time, "time");
    Preconditions.checkArgument(
        nodes >= 0 && nodesPerSecond >= 0 && !time.isNegative(),
        "negative count: nodes %s nps %s time %s",
        nodes,
        nodesPerSecond,
        time);
    Preconditions.checkArgument(
        hashfullPermille >= 0 && hashfullPermille <= 1000,
        "hashfull out of range: %s",
        hashfullPermille);
    Preconditions.checkArgument(multiPv >= 1, "multipv must be at least 1: %s", multiPv);
    Preconditions.checkNotNull(bound, "bound");
    pv = ImmutableList.copyOf(pv);
  }

  /**
   * The report of the best line (multipv 1) with an exact score.
   *
   * @param depth nominal depth
   * @param selDepth selective depth
   * @param score score
   * @param nodes nodes
   * @param nodesPerSecond nodes per second
   * @param time elapsed time
   * @param pv principal variation
   * @param hashfullPermille hash usage
   */
  public SearchInfo(
      int depth,
      int selDepth,
      PovScore score,
      long nodes,
      long nodesPerSecond,
      Duration time,
      List<Move> pv,
      int hashfullPermille) {
    this(
        depth,
        selDepth,
        score,
        nodes,
        nodesPerSecond,
        time,
        pv,
        hashfullPermille,
        1,
        PvLine.Bound.EXACT);
  }

  /**
   * The line this report describes.
   *
   * @return the rank, score, bound, depth and variation
   */
  public PvLine line() {
    return new PvLine(multiPv, score, bound, depth, pv);
  }
}
