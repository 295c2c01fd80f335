package io.github.shogi4j.search.engine;

/**
 * The updates of the search's history tables: a score moves toward a bound by a bonus (or away by a
 * malus) and the more it already has, the less it gains ("gravity"), so every score stays within
 * ±{@link #MAX} and old news fades as new cut-offs come. Static helpers over tables owned by one
 * search; not thread-safe (each table belongs to one thread).
 */
final class History {
  private History() {}

  /** The bound of every history score. */
  static final int MAX = 16384;

  /** The largest change of one update. */
  private static final int MAX_BONUS = 4000;

  /** The bonus of a cut-off (and the malus of a move tried before it) at a node of this depth. */
  static int bonus(int depth) {
    return Math.min(MAX_BONUS, 32 * depth * (depth + 1));
  }

  /**
   * Adds a bonus (positive) or a malus (negative) to the score at index i, scaled down by how close
   * the score already is to the bound on that side.
   */
  static void update(int[] table, int i, int bonus) {
    table[i] = updated(table[i], bonus);
  }

  /** {@link #update(int[], int, int)} for a table of shorts (every score fits one). */
  static void update(short[] table, int i, int bonus) {
    table[i] = (short) updated(table[i], bonus);
  }

  private static int updated(int score, int bonus) {
    return score + bonus - score * Math.abs(bonus) / MAX;
  }
}
