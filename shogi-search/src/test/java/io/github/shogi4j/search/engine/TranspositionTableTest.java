package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class TranspositionTableTest {
  private static final int PER_MEGABYTE = 1 << 16;

  @Test
  void aTableHoldsWhatItsSizeHoldsNotTheLargestPowerOfTwoBelow() {
    assertEquals(PER_MEGABYTE, new TranspositionTable(1).capacity());
    assertEquals(3 * PER_MEGABYTE, new TranspositionTable(3).capacity());
    assertEquals(5 * PER_MEGABYTE, new TranspositionTable(5).capacity());
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(65537));
  }

  @Test
  void everyKeyFindsItsEntryInATableOfAnySize() {
    for (int mb : new int[] {1, 3}) {
      TranspositionTable t = new TranspositionTable(mb);
      long[] keys = {0L, 1L, -1L, Long.MIN_VALUE, Long.MAX_VALUE, 0xffff_ffff_0000_0000L};
      for (long key : keys) {
        t.store(key, 123, 45, 6, TranspositionTable.EXACT);
        long data = t.probe(key);
        assertEquals(123, TranspositionTable.move(data), Long.toHexString(key));
        assertEquals(45, TranspositionTable.score(data));
      }
      // as many random keys as entries: spread over every entry, about 1 - 1/e of the entries
      // keep one (over two thirds of them only, as a power-of-two index would, about 52%)
      SplittableRandom r = new SplittableRandom(mb);
      long[] stored = new long[t.capacity()];
      for (int i = 0; i < stored.length; i++) {
        stored[i] = r.nextLong();
        t.store(stored[i], 7, 0, 1, TranspositionTable.LOWER);
      }
      int kept = 0;
      for (long key : stored) {
        kept += t.probe(key) != 0 ? 1 : 0;
      }
      double share = (double) kept / t.capacity();
      assertTrue(share > 0.6 && share < 0.66, mb + " MB: " + share);
      t.clear();
      assertEquals(0, t.probe(-1L));
      assertEquals(0, t.hashfull());
    }
  }
}
