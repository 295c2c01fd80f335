package io.github.shogi4j.kif.replay;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.Position;
import java.util.Optional;

/**
 * What the formats that state a board move by its from-square and piece (CSA, JKF) can state of a
 * move the rules refuse, and their readers take back.
 *
 * <p>Stateless and thread-safe.
 */
public final class PieceMoves {
  private PieceMoves() {}

  /**
   * Whether a move can be stated by its piece: a drop, or a board move of a piece of the side to
   * move that promotes only if its kind can. Readers refuse a board move from a square without a
   * piece of the side to move, and a promotion of a gold, a king or a promoted piece has no CSA
   * kind and no JKF reading.
   *
   * @param position the position before the move
   * @param move the move, legal or not
   * @return whether it can be stated
   */
  public static boolean statable(Position position, Move move) {
    Preconditions.checkNotNull(position, "position");
    if (!(Preconditions.checkNotNull(move, "move") instanceof BoardMove b)) {
      return true;
    }
    Optional<Piece> piece = position.pieceAt(b.from());
    return piece.isPresent()
        && piece.get().color() == position.sideToMove()
        && (!b.promote() || piece.get().type().canPromote());
  }
}
