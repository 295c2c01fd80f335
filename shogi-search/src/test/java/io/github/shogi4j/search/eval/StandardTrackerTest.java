package io.github.shogi4j.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.search.internal.EvalTracker;
import java.util.ArrayDeque;
import java.util.Deque;
import org.junit.jupiter.api.Test;

/**
 * The incremental evaluation equals the evaluation from scratch, forwards and backwards, and ahead
 * of a move not yet played.
 */
class StandardTrackerTest {

  @Test
  void trackerEqualsEvaluationFromScratchOverRandomGames() {
    followRandomGames(StandardEval.instance(), 1, 40);
  }

  /** Every table entry not 0, so that each term the tracker keeps is checked (the kings' too). */
  @Test
  void trackerEqualsEvaluationFromScratchUnderRandomParameters() {
    followRandomGames(StandardEval.of(EvalFeatures.randomParameters(3), "random"), 41, 70);
  }

  private static void followRandomGames(StandardEval e, long firstSeed, long lastSeed) {
    for (long seed = firstSeed; seed <= lastSeed; seed++) {
      RandomGame g = RandomGames.game(seed, 160);
      Position start = g.start();
      Board board = Board.of(start);
      EvalTracker t = e.tracker(board);
      Deque<Integer> played = new ArrayDeque<>();
      Deque<Integer> expected = new ArrayDeque<>();
      expected.push(e.evaluate(board));
      assertEquals(e.evaluate(board), t.evaluate(), "seed " + seed + " at the start");
      Position p = start;
      for (int i = 0; i < g.moves().size(); i++) {
        assertEvaluatesEveryMoveAhead(e, board, t, "seed " + seed + " after " + g.toUsi(i));
        int m = board.complete(g.moves().get(i));
        if (seed % 2 == 0 && t.evaluatesAfter(m)) {
          t.evaluateAfter(m); // as the search does: the terms computed ahead then serve the move
        }
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

  /**
   * For every legal move: the tracker evaluates the position it leads to without playing it exactly
   * as the evaluation from scratch after playing it, and leaves the board and itself as they were;
   * king moves are the ones it declines.
   */
  private static void assertEvaluatesEveryMoveAhead(
      StandardEval e, Board board, EvalTracker t, String where) {
    int[] moves = new int[Moves.MAX_LEGAL];
    int n = board.generateLegal(moves, 0);
    long key = board.key();
    int now = t.evaluate();
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      boolean king = PieceCodes.type(Moves.moved(m)) == PieceCodes.KING;
      assertEquals(!king, t.evaluatesAfter(m), where + ": " + Moves.toUsi(m));
      if (king) {
        assertThrows(UnsupportedOperationException.class, () -> t.evaluateAfter(m));
        continue;
      }
      int ahead = t.evaluateAfter(m);
      board.doMove(m);
      assertEquals(e.evaluate(board), ahead, where + ": " + Moves.toUsi(m));
      board.undoMove(m);
    }
    assertEquals(key, board.key(), where);
    assertEquals(now, t.evaluate(), where);
  }
}
