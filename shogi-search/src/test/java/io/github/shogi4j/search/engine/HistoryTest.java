package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.Positions;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import org.junit.jupiter.api.Test;

/**
 * History scores: a cut-off's bonus raises a score, the malus of the quiet moves tried before it
 * lowers theirs below zero, and gravity keeps every score within the bound; the continuation
 * histories of the moves one and two plies back order the quiet moves.
 */
class HistoryTest {

  /** The quiet moves a picker hands out, in order, given continuation tables and rows. */
  private static int firstQuiet(Board b, short[] continuation, int row1, int row2) {
    MovePicker picker = new MovePicker(b, new int[MovePicker.HISTORY_SIZE], continuation);
    picker.init(0, 0, 0);
    picker.continuation(row1, row2);
    for (int m = picker.next(); m != 0; m = picker.next()) {
      if (Moves.captured(m) == 0 && !Moves.isPromote(m)) {
        return m;
      }
    }
    return 0;
  }

  @Test
  void continuationHistoriesOrderTheQuietMoves() {
    Board b = Positions.board(SearchRequest.ofUsi("startpos moves 7g7f 3c3d 2g2f 8c8d").position());
    int[] buf = new int[1024];
    int n = b.generateQuiets(buf, 0);
    int generatedFirst = firstQuiet(b, new short[2 * MovePicker.CONT_TABLE], -1, -1);
    assertEquals(buf[0], generatedFirst); // no scores: generation order
    int row = 37 * MovePicker.CONT_SIZE; // the row of some earlier move
    for (int back = 1; back <= 2; back++) {
      int late = buf[n - back];
      short[] continuation = new short[2 * MovePicker.CONT_TABLE];
      int offset = (back - 1) * MovePicker.CONT_TABLE + row;
      continuation[offset + MovePicker.contIndex(late)] = 100;
      assertEquals(
          late,
          back == 1
              ? firstQuiet(b, continuation, offset, -1)
              : firstQuiet(b, continuation, -1, offset),
          "plies back: " + back);
      // a row not in use is not read
      assertEquals(generatedFirst, firstQuiet(b, continuation, -1, -1));
    }
  }

  @Test
  void gravityKeepsScoresWithinTheBound() {
    int[] table = new int[1];
    for (int i = 0; i < 1_000; i++) {
      History.update(table, 0, History.bonus(20));
      assertTrue(table[0] <= History.MAX, "above the bound: " + table[0]);
    }
    assertTrue(table[0] > History.MAX / 2, "saturates near the bound: " + table[0]);
    int high = table[0];
    History.update(table, 0, History.bonus(2));
    assertTrue(table[0] < high + History.bonus(2), "gains less near the bound");
    for (int i = 0; i < 1_000; i++) {
      History.update(table, 0, -History.bonus(20));
      assertTrue(table[0] >= -History.MAX, "below the bound: " + table[0]);
    }
    assertTrue(table[0] < -History.MAX / 2, "a malus drives the score negative: " + table[0]);
  }

  @Test
  void aBonusFromZeroIsTheBonus() {
    int[] table = new int[1];
    History.update(table, 0, History.bonus(3));
    assertEquals(History.bonus(3), table[0]);
  }

  @Test
  void quietMovesTriedBeforeACutoffLoseHistory() {
    SearchRequest request =
        SearchRequest.ofUsi("startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b");
    SearchWorker worker =
        new SearchWorker(
            EngineConfig.builder().hashMegabytes(1).build(),
            new TranspositionTable(1),
            request,
            SearchLimits.depth(6),
            SearchListener.NONE,
            new SearchControl());
    worker.run();
    int negative = 0;
    int positive = 0;
    for (int i = 0; i < MovePicker.HISTORY_SIZE; i++) {
      int h = worker.history(i);
      assertTrue(Math.abs(h) <= History.MAX, "out of bounds: " + h);
      negative += h < 0 ? 1 : 0;
      positive += h > 0 ? 1 : 0;
    }
    assertTrue(positive > 0, "no cut-off rewarded");
    assertTrue(negative > 0, "no quiet move penalised");
  }
}
