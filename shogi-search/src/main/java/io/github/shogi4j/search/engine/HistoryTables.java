package io.github.shogi4j.search.engine;

import java.util.ArrayDeque;

/**
 * The quiet-move history tables a searcher keeps from one search to the next of a game: a search
 * {@link #take takes} one for itself alone (halved, so that the latest searches count most) and
 * {@link #give gives} it back when it ends; {@link #clear} forgets them all at a new game.
 *
 * <p>Thread-safe: a table is used by one search at a time, handed over under this object's lock.
 */
final class HistoryTables {
  private final ArrayDeque<int[]> free = new ArrayDeque<>();

  /** Bumped by {@link #clear}: a table taken before is not given back. */
  private long generation;

  /** The generation a taken table belongs to, to give it back by. */
  record Lease(int[] scores, long generation) {}

  /**
   * A table for one search: one given back, each score halved, or a new empty one.
   *
   * @return the table and the generation to give it back with
   */
  synchronized Lease take() {
    int[] scores = free.poll();
    if (scores == null) {
      scores = new int[MovePicker.HISTORY_SIZE];
    } else {
      for (int i = 0; i < scores.length; i++) {
        scores[i] >>= 1;
      }
    }
    return new Lease(scores, generation);
  }

  /**
   * Gives a table back for the next search, unless the tables were cleared since it was taken.
   *
   * @param lease what {@link #take} returned
   */
  synchronized void give(Lease lease) {
    if (lease.generation() == generation) {
      free.push(lease.scores());
    }
  }

  /** Forgets every table: the next search starts with an empty one. */
  synchronized void clear() {
    free.clear();
    generation++;
  }
}
