package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The table's replacement of proofs: a full table gives up proofs for new entries, except while
 * {@link MateTable#protectProofs} is set (the searches that widen a finished proof).
 */
class MateTableTest {
  private static final int PROOFS = 400;

  /** Stores many proofs in a table of 64 slots; true when one stored earlier was lost. */
  private static boolean losesAProof(boolean protect) {
    MateTable t = new MateTable(64 * 48);
    t.protectProofs = protect;
    List<Long> stored = new ArrayList<>();
    for (int i = 1; i <= PROOFS; i++) {
      long key = i * 0x9E3779B97F4A7C15L;
      boolean wasFull = false;
      t.store(key, 0, 0, MateTable.INF, 0, i, 1);
      if (t.isProven(key, 0)) {
        stored.add(key);
      } else {
        wasFull = true;
      }
      for (long k : stored) {
        if (!t.isProven(k, 0)) {
          return true;
        }
      }
      assertTrue(wasFull || t.provenLength(key, 0) == 1, "a stored proof keeps its length");
    }
    return false;
  }

  @Test
  void protectedProofsStay() {
    assertFalse(losesAProof(true));
  }

  @Test
  void unprotectedProofsMakeRoom() {
    assertTrue(losesAProof(false), "a full table replaces proofs when not protected");
  }
}
