package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.ArrayDeque;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The tracker that serves an evaluator of another library hands it, at every evaluation, exactly
 * the position on the search's board: through moves, take-backs and null moves (which its cursor
 * cannot play) in any stack order.
 */
class CursorTrackerTest {
  private static final int NULL = -1;

  @Test
  void everyEvaluationSeesTheBoardsPosition() {
    int nullMoves = 0;
    for (long seed = 0; seed < 40; seed++) {
      SplittableRandom r = new SplittableRandom(seed);
      Position start = RandomGames.randomStart(r);
      Board board = Board.of(start);
      Position[] seen = new Position[1];
      SearchWorker.CursorTracker tracker =
          new SearchWorker.CursorTracker(
              p -> {
                seen[0] = p;
                return 0;
              },
              board,
              start);
      ArrayDeque<Integer> played = new ArrayDeque<>();
      int[] moves = new int[Moves.MAX_LEGAL];
      for (int step = 0; step < 400; step++) {
        double x = r.nextDouble();
        int n = board.generateLegal(moves, 0);
        if (played.size() < 16 && x < 0.15 && !board.inCheck()) {
          board.doNullMove();
          tracker.afterNullMove();
          played.push(NULL);
          nullMoves++;
        } else if (played.size() < 16 && x < 0.7 && n > 0) {
          int m = moves[r.nextInt(n)];
          board.doMove(m);
          tracker.afterDoMove(m);
          played.push(m);
        } else if (!played.isEmpty()) {
          int m = played.pop();
          if (m == NULL) {
            board.undoNullMove();
            tracker.afterUndoNullMove();
          } else {
            board.undoMove(m);
            tracker.afterUndoMove();
          }
        }
        tracker.evaluate();
        assertEquals(board.toPosition(), seen[0], "seed " + seed + " step " + step);
      }
    }
    assertTrue(nullMoves > 100, "null moves tried: " + nullMoves);
  }
}
