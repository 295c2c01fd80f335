package io.github.shogi4j.search.mate;

/** What a mate search found out. */
public enum MateStatus {
  /** A forced mate (詰み) was proved; the result carries the mating line. */
  MATE,
  /** Proved that no forced mate exists (不詰): every line of checks fails. */
  NO_MATE,
  /** The time limit ran out first; nothing is known. */
  TIMEOUT,
  /** The node limit (or the depth bound) was reached first; nothing is known. */
  NODE_LIMIT,
  /** The search was stopped on request; nothing is known. */
  STOPPED;

  /**
   * Whether this answer is proved (mate or no mate) rather than unknown.
   *
   * @return true for {@link #MATE} and {@link #NO_MATE}
   */
  public boolean isProven() {
    return this == MATE || this == NO_MATE;
  }
}
