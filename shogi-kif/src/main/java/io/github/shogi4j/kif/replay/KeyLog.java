package io.github.shogi4j.kif.replay;

import java.util.Arrays;

/**
 * The position keys ({@code Board.key()}) a reader sees while it plays a line, one after each move
 * played, in order: what {@link Replayed.Played} hands on to the validator. A growable array of
 * longs without boxing.
 *
 * <p>Mutable and not thread-safe: one reader fills it on its own thread.
 */
public final class KeyLog {
  private long[] keys; // without a capacity, grown at the first key: most variations stay empty
  private int size;

  /** An empty log. */
  public KeyLog() {
    this(0);
  }

  /**
   * An empty log with room for {@code capacity} keys before it grows.
   *
   * @param capacity the expected number of keys; 0 when unknown
   */
  public KeyLog(int capacity) {
    keys = new long[Math.max(0, capacity)];
  }

  /**
   * Appends the key after a move.
   *
   * @param key the position key
   */
  public void add(long key) {
    if (size == keys.length) {
      keys = Arrays.copyOf(keys, Math.max(32, size * 2));
    }
    keys[size++] = key;
  }

  /**
   * The keys appended so far.
   *
   * @return a new array of them, in order
   */
  public long[] toArray() {
    return Arrays.copyOf(keys, size);
  }
}
