package io.github.shogi4j.kif.replay;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** A key log gives back the keys added, in order, whatever room it was given at first. */
class KeyLogTest {
  @Test
  void keysComeBackInOrderWhateverTheCapacity() {
    SplittableRandom random = new SplittableRandom(7);
    for (int capacity : new int[] {0, 1, 5, 32, 100}) {
      for (int n : new int[] {0, 1, 4, 5, 6, 31, 32, 33, 64, 65, 200}) {
        KeyLog log = new KeyLog(capacity);
        long[] expected = new long[n];
        for (int i = 0; i < n; i++) {
          expected[i] = random.nextLong();
          log.add(expected[i]);
        }
        assertArrayEquals(expected, log.toArray(), "capacity " + capacity + ", " + n + " keys");
      }
    }
  }

  @Test
  void theArrayGivenOutIsACopy() {
    KeyLog log = new KeyLog(2);
    log.add(1);
    log.add(2);
    long[] first = log.toArray();
    first[0] = 99;
    log.add(3);
    assertArrayEquals(new long[] {1, 2, 3}, log.toArray());
  }
}
