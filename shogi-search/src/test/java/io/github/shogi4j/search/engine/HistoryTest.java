package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * The quiet-move history is kept from one search to the next of a game and forgotten at a new one.
 */
class HistoryTest {

  @Test
  void aTableGivenBackIsTakenAgainHalvedUntilCleared() {
    HistoryTables tables = new HistoryTables();
    HistoryTables.Lease first = tables.take();
    assertEquals(MovePicker.HISTORY_SIZE, first.scores().length);
    first.scores()[5] = 101;
    tables.give(first);
    HistoryTables.Lease second = tables.take();
    assertSame(first.scores(), second.scores());
    assertEquals(50, second.scores()[5]);
    tables.clear();
    tables.give(second); // taken before the clear: dropped
    HistoryTables.Lease third = tables.take();
    assertNotSame(second.scores(), third.scores());
    assertArrayEquals(new int[MovePicker.HISTORY_SIZE], third.scores());
  }

  @Test
  void aSearchLeavesItsHistoryForTheNextAndANewGameForgetsIt() {
    AlphaBetaSearcher searcher =
        new AlphaBetaSearcher(EngineConfig.builder().hashMegabytes(1).build());
    Game game = Game.start(Position.initial(), Rules.CASUAL).playUsi("7g7f").playUsi("3c3d");
    searcher.search(SearchRequest.of(game), SearchLimits.nodes(20_000));
    int[] kept = searcher.histories().take().scores();
    assertTrue(Arrays.stream(kept).anyMatch(h -> h > 0), "no history kept");
    searcher.newGame();
    assertArrayEquals(new int[MovePicker.HISTORY_SIZE], searcher.histories().take().scores());
  }

  @Test
  void aBonusRaisesAScoreBelowTheLimitAndAMalusLowersItNotBelowZero() {
    int[] h = new int[1];
    SearchWorker.updateHistory(h, 0, 100);
    assertEquals(100, h[0]);
    for (int i = 0; i < 10_000; i++) {
      SearchWorker.updateHistory(h, 0, 1024);
    }
    assertTrue(h[0] <= SearchWorker.HISTORY_MAX && h[0] > SearchWorker.HISTORY_MAX / 2, "" + h[0]);
    int before = h[0];
    SearchWorker.updateHistory(h, 0, -100);
    assertTrue(h[0] < before - 100, "the malus also takes its share: " + h[0]);
    h[0] = 30;
    SearchWorker.updateHistory(h, 0, -100);
    assertEquals(0, h[0]);
  }
}
