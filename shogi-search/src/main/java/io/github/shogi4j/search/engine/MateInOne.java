package io.github.shogi4j.search.engine;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import java.util.Optional;

/**
 * A fast mate-in-one check (一手詰め): a legal move after which the opponent is in check with no legal
 * move. A pawn drop that would mate is not legal (打ち歩詰め) and is never returned.
 *
 * <p>Thread-safe (stateless).
 */
public final class MateInOne {
  private MateInOne() {}

  /**
   * A mating move for the side to move.
   *
   * @param position the position
   * @return the first mating move found, empty when there is none
   */
  public static Optional<Move> find(Position position) {
    Preconditions.checkNotNull(position, "position");
    int m = find(Board.of(position));
    return m == Moves.NONE ? Optional.empty() : Optional.of(Moves.toMove(m));
  }

  /**
   * A mating move on the board, left as it was.
   *
   * @param board the board
   * @return the packed move, {@link Moves#NONE} when there is none
   */
  static int find(Board board) {
    int[] buf = new int[Moves.MAX_LEGAL];
    int n = board.generateLegal(buf, 0);
    for (int i = 0; i < n; i++) {
      int m = buf[i];
      board.doMove(m);
      boolean mate = board.inCheck() && !board.hasLegalMove();
      board.undoMove(m);
      if (mate) {
        return m;
      }
    }
    return Moves.NONE;
  }
}
