package io.github.shogi4j.rules.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

class HandBitsTest {
  private static int randomHand(SplittableRandom r, int limit) {
    int h = 0;
    for (int t = 0; t < 7; t++) {
      h = HandBits.with(h, t, r.nextInt(Math.min(limit, HandBits.max(t)) + 1));
    }
    return h;
  }

  private static boolean byKind(int a, int b) {
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(a, t) < HandBits.count(b, t)) {
        return false;
      }
    }
    return true;
  }

  @Test
  void dominatesComparesEveryKind() {
    SplittableRandom r = new SplittableRandom(7);
    for (int i = 0; i < 200_000; i++) {
      // Small counts (the packed fast path), then counts up to the field maxima (the slow path).
      int limit = i % 4 == 3 ? 31 : (i % 2 == 0 ? 2 : 7);
      int a = randomHand(r, limit);
      int b = r.nextInt(8) == 0 ? a : randomHand(r, limit);
      if (r.nextBoolean()) {
        int t = r.nextInt(7);
        b = HandBits.with(a, t, HandBits.count(b, t)); // equal but for one kind
      }
      assertEquals(
          byKind(a, b),
          HandBits.dominates(a, b),
          Integer.toHexString(a) + " vs " + Integer.toHexString(b));
    }
  }
}
