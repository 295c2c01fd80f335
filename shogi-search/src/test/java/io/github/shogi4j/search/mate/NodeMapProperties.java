package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;
import static org.quicktheories.generators.SourceDSL.longs;

import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@link NodeMap} answers as a {@link HashMap} keyed by (board key, hand) does, over random
 * sequences of puts, forgets and clears with few distinct keys (so that entries collide and
 * overwrite) and enough of them to make the table grow.
 */
class NodeMapProperties {
  private record Key(long key, int hand) {}

  @Test
  void behavesAsAMap() {
    qt().withFixedSeed(20261129L)
        .withExamples(200)
        .forAll(lists().of(longs().between(0, 5000)).ofSizeBetween(0, 6000))
        .checkAssert(NodeMapProperties::replay);
  }

  @Test
  void keepsKeysThatDifferOnlyInHand() {
    qt().withFixedSeed(7L)
        .withExamples(100)
        .forAll(longs().all(), integers().between(0, 1 << 20), integers().between(1, 1 << 20))
        .checkAssert(
            (key, hand, delta) -> {
              NodeMap m = new NodeMap();
              m.put(key, hand, 1);
              m.put(key, hand + delta, 2);
              assertEquals(1, m.get(key, hand));
              assertEquals(2, m.get(key, hand + delta));
              assertEquals(NodeMap.ABSENT, m.get(key ^ 1, hand));
            });
  }

  /** Each op: its low bits choose put, forget or clear; the rest gives key, hand and value. */
  private static void replay(List<Long> ops) {
    NodeMap m = new NodeMap();
    Map<Key, Long> model = new HashMap<>();
    for (long op : ops) {
      long key = (op >>> 4) * 0x9E3779B97F4A7C15L; // spread, as board keys are
      int hand = (int) (op >>> 2) & 3;
      Key k = new Key(key, hand);
      switch ((int) (op & 3)) {
        case 0, 1 -> {
          m.put(key, hand, op);
          model.put(k, op);
        }
        case 2 -> {
          m.put(key, hand, NodeMap.ABSENT);
          model.remove(k);
        }
        default -> {
          if (op % 97 == 3) {
            m.clear();
            model.clear();
          }
        }
      }
      assertEquals(model.getOrDefault(k, NodeMap.ABSENT), m.get(key, hand));
    }
    for (Map.Entry<Key, Long> e : model.entrySet()) {
      assertEquals(e.getValue(), m.get(e.getKey().key(), e.getKey().hand()));
    }
  }
}
