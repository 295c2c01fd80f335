package io.github.shogi4j.cli;

/**
 * The 64-bit position keys seen so far, for {@code export --dedupe}: an open-addressing hash set of
 * primitive longs, about 16 bytes per key kept (the table stays at most half full; 32 while it
 * doubles, old and new table together). Holds at most {@value #MAX_KEYS} keys (about 8 GiB of
 * table); one more is refused with an {@link IllegalStateException} that says so.
 *
 * <p>A key is the position's Zobrist key (board, hands and side to move). Two different positions
 * share a key with probability 2<sup>-64</sup> per pair: among n distinct positions the chance of
 * any collision is about n<sup>2</sup>/2<sup>65</sup>, 3 in a million for ten million positions, 3
 * in ten thousand for 100 million. A collision drops one position as a false duplicate.
 *
 * <p>Not thread-safe: one thread (the one that writes the output) uses it.
 */
final class PositionKeySet {
  /** The most keys the set holds. */
  static final int MAX_KEYS = 1 << 29;

  private long[] table = new long[1 << 16];
  private int size;
  private boolean hasZero;

  /**
   * Adds a key.
   *
   * @param key the key
   * @return true if it was not there yet
   * @throws IllegalStateException past {@link #MAX_KEYS} keys
   */
  boolean add(long key) {
    if (key == 0) {
      boolean added = !hasZero;
      hasZero = true;
      return added;
    }
    int mask = table.length - 1;
    int i = (int) mix(key) & mask;
    while (table[i] != 0) {
      if (table[i] == key) {
        return false;
      }
      i = (i + 1) & mask;
    }
    if (size >= MAX_KEYS) {
      throw new IllegalStateException(
          "more than "
              + MAX_KEYS
              + " distinct positions: the "
              + "duplicate filter holds no more (export without --dedupe, or in parts)");
    }
    table[i] = key;
    size++;
    if (size * 2 > table.length) {
      grow();
    }
    return true;
  }

  /**
   * How many keys are held.
   *
   * @return the count
   */
  long size() {
    return size + (hasZero ? 1 : 0);
  }

  private void grow() {
    long[] old = table;
    table = new long[old.length * 2];
    int mask = table.length - 1;
    for (long k : old) {
      if (k != 0) {
        int i = (int) mix(k) & mask;
        while (table[i] != 0) {
          i = (i + 1) & mask;
        }
        table[i] = k;
      }
    }
  }

  private static long mix(long k) {
    k ^= k >>> 33;
    k *= 0xff51afd7ed558ccdL;
    return k ^ (k >>> 33);
  }
}
