package io.github.shogi4j.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Positions;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.search.internal.EvalTracker;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;

/** The incremental evaluation equals the evaluation from scratch, forwards and backwards. */
class StandardTrackerTest {

  @Test
  void trackerEqualsEvaluationFromScratchOverRandomGames() {
    StandardEvaluator e = StandardEvaluator.instance();
    for (long seed = 1; seed <= 60; seed++) {
      RandomGame g = RandomGames.game(seed, 160);
      Position start = g.start();
      Board board = Positions.board(start);
      EvalTracker t = e.tracker(board);
      Deque<Integer> played = new ArrayDeque<>();
      Deque<Integer> expected = new ArrayDeque<>();
      expected.push(e.evaluate(board));
      assertEquals(e.evaluate(board), t.evaluate(), "seed " + seed + " at the start");
      Position p = start;
      for (int i = 0; i < g.moves().size(); i++) {
        int m = Positions.packed(board, g.moves().get(i));
        board.doMove(m);
        t.afterDoMove(m);
        played.push(m);
        p = p.play(g.moves().get(i));
        assertEquals(e.evaluate(p), t.evaluate(), "seed " + seed + " after " + g.toUsi(i + 1));
        expected.push(t.evaluate());
      }
      expected.pop();
      while (!played.isEmpty()) {
        board.undoMove(played.pop());
        t.afterUndoMove();
        assertEquals(expected.pop(), t.evaluate(), "seed " + seed + " taking back");
      }
    }
  }
}
