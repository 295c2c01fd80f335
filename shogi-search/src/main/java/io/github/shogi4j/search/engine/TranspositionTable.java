package io.github.shogi4j.search.engine;

import com.google.common.base.Preconditions;

/**
 * The engine's transposition table (置換表): what earlier searches learnt about positions, by Zobrist
 * key, in a fixed amount of memory.
 *
 * <h2>Thread safety</h2>
 *
 * Safe to share between searches on different threads without locks: each entry is two longs, the
 * first stored as key XOR data, so a torn write from two threads fails the key check and reads as a
 * miss. A table is shared only when a caller gives the same table to several searchers (or runs
 * several searches on one searcher at once).
 */
public final class TranspositionTable {
  static final int EXACT = 3;
  static final int LOWER = 1;
  static final int UPPER = 2;

  /**
   * The largest size made in full, in megabytes (MiB): a Java array holds about 2<sup>30</sup>
   * entries of two longs, 16 GiB; a larger size asked for makes a table of this size.
   */
  public static final int MAX_MEGABYTES = 16383;

  /** The bytes of one entry. */
  private static final int ENTRY_BYTES = 16;

  private final long[] table; // pairs: key ^ data, data
  private final long entries;
  private volatile int generation;

  /**
   * A table of the given size: as many entries of 16 bytes as fit in it, whatever the size (not
   * only powers of two), at most {@link #MAX_MEGABYTES}.
   *
   * @param megabytes 1 to 65536 (MiB)
   * @throws IllegalArgumentException for a size out of range
   */
  public TranspositionTable(int megabytes) {
    Preconditions.checkArgument(
        megabytes >= 1 && megabytes <= 65536, "hash size must be 1 to 65536 MB: %s", megabytes);
    entries = Math.min(megabytes, MAX_MEGABYTES) * (1024L * 1024L / ENTRY_BYTES);
    table = new long[(int) entries * 2];
  }

  /**
   * The number of entries: 65536 a megabyte.
   *
   * @return the capacity
   */
  public int capacity() {
    return (int) entries;
  }

  /**
   * The entry of a key: the high half of the key scaled to the number of entries (a multiply and a
   * shift, for any number of entries), so the low half stays free of the index.
   */
  private int index(long key) {
    return (int) (((key >>> 32) * entries) >>> 32);
  }

  /** Forgets every entry (a new game). Not to be called while a search uses the table. */
  public void clear() {
    java.util.Arrays.fill(table, 0L);
    generation = 0;
  }

  /** Starts a new search: entries of older searches are replaced first. */
  void newSearch() {
    generation = (generation + 1) & 0xff;
  }

  /**
   * How full the table is with entries of the current search, in per mille, from a sample.
   *
   * @return 0 to 1000
   */
  public int hashfull() {
    int n = Math.min(1000, capacity());
    int g = generation;
    int used = 0;
    for (int i = 0; i < n; i++) {
      long data = table[2 * i + 1];
      if (data != 0 && generation(data) == g) {
        used++;
      }
    }
    return used * 1000 / n;
  }

  // data layout: move 0-24, score 25-40 (signed 16), depth 41-48, bound 49-50, generation 51-58
  static long pack(int move, int score, int depth, int bound, int gen) {
    return (move & 0x1ffffffL)
        | ((long) (score & 0xffff) << 25)
        | ((long) (depth & 0xff) << 41)
        | ((long) bound << 49)
        | ((long) gen << 51);
  }

  static int move(long data) {
    return (int) (data & 0x1ffffff);
  }

  static int score(long data) {
    return (short) (data >>> 25);
  }

  static int depth(long data) {
    return (int) ((data >>> 41) & 0xff);
  }

  static int bound(long data) {
    return (int) ((data >>> 49) & 3);
  }

  static int generation(long data) {
    return (int) ((data >>> 51) & 0xff);
  }

  /**
   * The data stored for a key.
   *
   * @param key Zobrist key
   * @return the packed data, 0 on a miss
   */
  long probe(long key) {
    int i = index(key);
    long k = table[2 * i];
    long data = table[2 * i + 1];
    return (k ^ data) == key && data != 0 ? data : 0;
  }

  /**
   * Starts loading the entry of a key into the cache, for a {@link #probe} that comes a little
   * later: the load overlaps with the work in between (playing the move, following the evaluation)
   * instead of stalling the probe. Changes nothing. The caller keeps what it returns in a field of
   * its own (so that the load is made): a field here, written by every searching thread, would
   * bounce its cache line between them.
   *
   * @param key Zobrist key
   * @return a word of the entry, of no meaning
   */
  long prefetch(long key) {
    return table[2 * index(key) + 1];
  }

  void store(long key, int move, int score, int depth, int bound) {
    int i = index(key);
    long old = table[2 * i + 1];
    long oldKey = table[2 * i] ^ old;
    int g = generation;
    if (old != 0 && oldKey == key && move == 0) {
      move = move(old); // keep the best move known for this position
    }
    if (old == 0 || oldKey == key || generation(old) != g || depth >= depth(old)) {
      long data = pack(move, score, Math.max(0, depth), bound, g);
      table[2 * i] = key ^ data;
      table[2 * i + 1] = data;
    }
  }
}
