package io.github.shogi4j.kif.internal;

import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;

/** CSA move text ({@code +7776FU}), for the CSA writer and engine comments. */
public final class CsaMoves {
  private CsaMoves() {}

  /**
   * The CSA text of a move.
   *
   * @param p the position before the move
   * @param m the move, one that CSA can state: a drop, or a board move from a square holding a
   *     piece (legal moves always are)
   * @return for example {@code +7776FU}
   * @throws KifuWriteException if the from-square of a board move is empty
   */
  public static String text(Position p, Move m) {
    StringBuilder sb = new StringBuilder(7).append(p.sideToMove() == Color.SENTE ? '+' : '-');
    if (m instanceof Drop) {
      Drop d = (Drop) m;
      return sb.append("00").append(d.to().toCsa()).append(d.type().csa()).toString();
    }
    BoardMove b = (BoardMove) m;
    Piece piece =
        p.pieceAt(b.from())
            .orElseThrow(
                () ->
                    new KifuWriteException(
                        "no piece on " + b.from().toCsa() + " for " + m.toUsi()));
    PieceType t = b.promote() ? piece.type().promoted() : piece.type();
    return sb.append(b.from().toCsa()).append(b.to().toCsa()).append(t.csa()).toString();
  }
}
