package io.github.shogi4j.search.mate;

import java.util.Arrays;

/**
 * A map from positions (board key and attacker hand) to {@code long} values, by open addressing in
 * flat arrays: the line extraction keeps millions of entries for a long problem, which boxed maps
 * hold at several times the memory and time.
 *
 * <p>Not thread-safe: one instance per search.
 */
final class NodeMap {
  /** What {@link #get} answers for a position without a value. */
  static final long ABSENT = Long.MIN_VALUE;

  private long[] keys;
  private int[] hands;
  private long[] values;
  private boolean[] used;
  private int size;
  private int mask;

  NodeMap() {
    allocate(1 << 12);
  }

  private void allocate(int capacity) {
    keys = new long[capacity];
    hands = new int[capacity];
    values = new long[capacity];
    used = new boolean[capacity];
    mask = capacity - 1;
    size = 0;
  }

  private static int slot(long key, int hand) {
    long h = (key ^ (hand * 0xC2B2AE3D27D4EB4FL)) * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 29));
  }

  /**
   * The value of a position.
   *
   * @param key the board key
   * @param hand the attacker's hand
   * @return its value, or {@link #ABSENT}
   */
  long get(long key, int hand) {
    for (int i = slot(key, hand) & mask; used[i]; i = (i + 1) & mask) {
      if (keys[i] == key && hands[i] == hand) {
        return values[i];
      }
    }
    return ABSENT;
  }

  /**
   * Sets the value of a position ({@link #ABSENT} forgets it).
   *
   * @param key the board key
   * @param hand the attacker's hand
   * @param value the value
   */
  void put(long key, int hand, long value) {
    int i = slot(key, hand) & mask;
    for (; used[i]; i = (i + 1) & mask) {
      if (keys[i] == key && hands[i] == hand) {
        values[i] = value;
        return;
      }
    }
    used[i] = true;
    keys[i] = key;
    hands[i] = hand;
    values[i] = value;
    if (++size * 2 > keys.length) {
      grow();
    }
  }

  private void grow() {
    long[] k = keys;
    int[] h = hands;
    long[] v = values;
    boolean[] u = used;
    allocate(k.length * 2);
    for (int i = 0; i < k.length; i++) {
      if (u[i]) {
        put(k[i], h[i], v[i]);
      }
    }
  }

  /** Forgets every position. */
  void clear() {
    Arrays.fill(used, false);
    size = 0;
  }
}
