package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The null move is reduced one ply more when the evaluation beats beta by a wide margin. */
class NullMoveTest {

  @Test
  void aWideMarginReducesOnePlyMore() {
    assertEquals(2, SearchWorker.nullReduction(3, 0));
    assertEquals(2, SearchWorker.nullReduction(6, 299));
    assertEquals(3, SearchWorker.nullReduction(6, 300));
    assertEquals(3, SearchWorker.nullReduction(7, 0));
    assertEquals(4, SearchWorker.nullReduction(7, 300));
    assertEquals(4, SearchWorker.nullReduction(20, 5_000)); // one ply at most
  }
}
