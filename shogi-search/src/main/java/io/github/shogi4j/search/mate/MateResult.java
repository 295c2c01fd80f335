package io.github.shogi4j.search.mate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import java.time.Duration;
import java.util.List;
import java.util.Objects;

/**
 * The answer of a mate search: the status, and for a mate its length and mating line, with the work
 * done.
 *
 * <p>{@link #plies()} is the length of the mate by the tsume conventions documented on {@link
 * MateSolver}: both sides' moves counted, futile interpositions (無駄合) and their capture not
 * counted. {@link #pv()} is the whole line from the position to a checkmate on the board, so it is
 * longer than {@code plies()} by two moves for each futile interposition it shows (it shows one
 * only where the defender has nothing else). Neither says anything unless the status is {@link
 * MateStatus#MATE}: then both are empty and zero.
 *
 * <p>Immutable and thread-safe. Equality is by value.
 */
public final class MateResult {
  private final MateStatus status;
  private final int plies;
  private final ImmutableList<Move> pv;
  private final long nodes;
  private final Duration time;

  private MateResult(MateStatus status, int plies, List<Move> pv, long nodes, Duration time) {
    this.status = status;
    this.plies = plies;
    this.pv = ImmutableList.copyOf(pv);
    this.nodes = nodes;
    checkArgument(nodes >= 0 && !time.isNegative(), "negative figure: %s nodes, %s", nodes, time);
    this.time = time;
  }

  /**
   * A proved mate.
   *
   * @param plies the mate's length by the tsume conventions, odd and positive
   * @param pv the mating line to checkmate, at least {@code plies} moves
   * @param nodes nodes searched
   * @param time time spent
   * @return the result
   */
  public static MateResult mate(int plies, List<Move> pv, long nodes, Duration time) {
    checkArgument(plies > 0 && plies % 2 == 1, "a mate has an odd positive length, got %s", plies);
    checkNotNull(pv, "pv");
    checkArgument(
        pv.size() >= plies && (pv.size() - plies) % 2 == 0,
        "the line (%s moves) must hold the mate (%s plies) and whole futile pairs",
        pv.size(),
        plies);
    return new MateResult(MateStatus.MATE, plies, pv, nodes, time);
  }

  /**
   * An answer without a mate: proved none, or unknown.
   *
   * @param status any status but {@link MateStatus#MATE}
   * @param nodes nodes searched
   * @param time time spent
   * @return the result
   */
  public static MateResult of(MateStatus status, long nodes, Duration time) {
    checkNotNull(status, "status");
    checkArgument(status != MateStatus.MATE, "a mate needs its line: use mate()");
    return new MateResult(status, 0, List.of(), nodes, time);
  }

  /**
   * What was found.
   *
   * @return the status
   */
  public MateStatus status() {
    return status;
  }

  /**
   * Whether a mate was proved.
   *
   * @return true for {@link MateStatus#MATE}
   */
  public boolean isMate() {
    return status == MateStatus.MATE;
  }

  /**
   * The mate's length by the tsume conventions (both sides' moves), 0 when there is no mate.
   *
   * @return plies
   */
  public int plies() {
    return plies;
  }

  /**
   * The mating line from the searched position to checkmate; empty when there is no mate.
   *
   * @return the moves, attacker first
   */
  public List<Move> pv() {
    return pv;
  }

  /**
   * The mating line in USI notation.
   *
   * @return for example {@code ["S*1c", "2a1c", ...]}
   */
  public List<String> pvUsi() {
    return pv.stream().map(Move::toUsi).collect(ImmutableList.toImmutableList());
  }

  /**
   * The nodes the proof-number search visited.
   *
   * @return the count
   */
  public long nodes() {
    return nodes;
  }

  /**
   * The time spent, proof and line together.
   *
   * @return the time
   */
  public Duration time() {
    return time;
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof MateResult)) {
      return false;
    }
    MateResult r = (MateResult) o;
    return r.status == status
        && r.plies == plies
        && r.pv.equals(pv)
        && r.nodes == nodes
        && r.time.equals(time);
  }

  @Override
  public int hashCode() {
    return Objects.hash(status, plies, pv, nodes, time);
  }

  @Override
  public String toString() {
    return status == MateStatus.MATE
        ? "MATE in " + plies + " " + pvUsi() + " (" + nodes + " nodes, " + time.toMillis() + " ms)"
        : status + " (" + nodes + " nodes, " + time.toMillis() + " ms)";
  }
}
