package io.github.shogi4j.search.mate;

import static com.google.common.base.Preconditions.checkArgument;

import java.time.Duration;
import java.util.Objects;

/**
 * How long a mate search may run and how much memory its table may use.
 *
 * <p>Immutable and thread-safe. Equality is by value.
 */
public final class MateLimits {
  private static final long DEFAULT_TABLE_MB = 64;

  private final Duration time;
  private final long nodes;
  private final long tableMegabytes;

  private MateLimits(Duration time, long nodes, long tableMegabytes) {
    this.time = time;
    this.nodes = nodes;
    this.tableMegabytes = tableMegabytes;
  }

  /**
   * No time or node limit (the search runs until it proves or disproves, or is stopped), a 64 MB
   * table.
   *
   * @return the limits
   */
  public static MateLimits none() {
    return new MateLimits(
        Duration.ofSeconds(Long.MAX_VALUE / 2_000_000_000L), Long.MAX_VALUE, DEFAULT_TABLE_MB);
  }

  /**
   * A time limit, no node limit, a 64 MB table.
   *
   * @param time the longest the search may run; positive
   * @return the limits
   */
  public static MateLimits ofTime(Duration time) {
    return none().withTime(time);
  }

  /**
   * These limits with another time limit.
   *
   * @param time the longest the search may run; positive
   * @return the new limits
   */
  public MateLimits withTime(Duration time) {
    checkArgument(
        time != null && !time.isNegative() && !time.isZero(),
        "the time limit must be positive, got %s",
        time);
    return new MateLimits(time, nodes, tableMegabytes);
  }

  /**
   * These limits with a node limit.
   *
   * @param nodes the most nodes to search; positive
   * @return the new limits
   */
  public MateLimits withNodes(long nodes) {
    checkArgument(nodes > 0, "the node limit must be positive, got %s", nodes);
    return new MateLimits(time, nodes, tableMegabytes);
  }

  /**
   * These limits with another table size.
   *
   * @param megabytes the transposition table's size in MiB, 1 to 16384
   * @return the new limits
   */
  public MateLimits withTableMegabytes(long megabytes) {
    checkArgument(
        megabytes >= 1 && megabytes <= 16384,
        "the table size must be 1 to 16384 MiB, got %s",
        megabytes);
    return new MateLimits(time, nodes, megabytes);
  }

  /**
   * The time limit.
   *
   * @return the longest the search may run
   */
  public Duration time() {
    return time;
  }

  /**
   * The node limit.
   *
   * @return the most nodes to search ({@link Long#MAX_VALUE} for none)
   */
  public long nodes() {
    return nodes;
  }

  /**
   * The table size.
   *
   * @return MiB
   */
  public long tableMegabytes() {
    return tableMegabytes;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof MateLimits
        && ((MateLimits) o).time.equals(time)
        && ((MateLimits) o).nodes == nodes
        && ((MateLimits) o).tableMegabytes == tableMegabytes;
  }

  @Override
  public int hashCode() {
    return Objects.hash(time, nodes, tableMegabytes);
  }

  @Override
  public String toString() {
    return "MateLimits{time="
        + time
        + ", nodes="
        + nodes
        + ", tableMegabytes="
        + tableMegabytes
        + "}";
  }
}
