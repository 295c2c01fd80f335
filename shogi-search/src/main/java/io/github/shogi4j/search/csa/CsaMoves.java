package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.Optional;

/**
 * Moves as the CSA protocol writes them: the mover's sign, the square left ({@code 00} for a drop),
 * the square reached and the piece's kind after the move, such as {@code +7776FU}, {@code -0055KA}
 * or {@code +2822RY} (a promotion: the kind after the move differs from the piece that left).
 *
 * <p>Stateless and thread-safe.
 */
public final class CsaMoves {
  private CsaMoves() {}

  /**
   * The CSA text of a legal move.
   *
   * @param move the move
   * @param position the position it is played in
   * @return for example {@code "+7776FU"}
   * @throws IllegalMoveException if the move is not legal there
   */
  public static String format(Move move, Position position) {
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(position, "position");
    if (!position.isLegal(move)) {
      position.play(move); // throws with the reason
    }
    StringBuilder sb = new StringBuilder(7).append(position.sideToMove().csaSign());
    if (move instanceof Drop d) {
      return sb.append("00").append(d.to().toCsa()).append(d.type().csa()).toString();
    }
    BoardMove b = (BoardMove) move;
    PieceType type = position.pieceAt(b.from()).orElseThrow().type();
    return sb.append(b.from().toCsa())
        .append(b.to().toCsa())
        .append((b.promote() ? type.promoted() : type).csa())
        .toString();
  }

  /**
   * Reads a move in CSA text, such as {@code +7776FU}, in the position it is played in.
   *
   * @param text the seven characters of the move (nothing after them)
   * @param position the position
   * @return the move, legal in the position
   * @throws IllegalArgumentException if the text is not a CSA move, names the wrong side, a square
   *     without the mover's piece, a kind the piece cannot become, or a move the rules refuse (the
   *     message says which)
   */
  public static Move parse(String text, Position position) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(position, "position");
    if (text.length() != 7 || (text.charAt(0) != '+' && text.charAt(0) != '-')) {
      throw new IllegalArgumentException("not a CSA move (sign, 4 digits, 2 letters): " + text);
    }
    Color mover = text.charAt(0) == '+' ? Color.SENTE : Color.GOTE;
    if (mover != position.sideToMove()) {
      throw new IllegalArgumentException(
          text
              + " is a move of "
              + side(mover)
              + " but "
              + side(position.sideToMove())
              + " is to move");
    }
    Optional<PieceType> kind = PieceType.fromCsa(text.substring(5, 7));
    if (kind.isEmpty()) {
      throw new IllegalArgumentException(
          "unknown piece \"" + text.substring(5, 7) + "\" in " + text);
    }
    Square to = square(text, 3);
    Move move;
    if (text.startsWith("00", 1)) {
      move = Move.drop(kind.get(), to);
    } else {
      Square from = square(text, 1);
      Piece piece =
          position
              .pieceAt(from)
              .filter(p -> p.color() == mover)
              .orElseThrow(
                  () ->
                      new IllegalArgumentException(
                          text + ": no " + side(mover) + " piece on " + from.toCsa()));
      if (piece.type() == kind.get()) {
        move = Move.of(from, to);
      } else if (piece.type().canPromote() && piece.type().promoted() == kind.get()) {
        move = Move.promoting(from, to);
      } else {
        throw new IllegalArgumentException(
            text
                + ": the "
                + piece.type().csa()
                + " on "
                + from.toCsa()
                + " cannot become "
                + kind.get().csa());
      }
    }
    if (!position.isLegal(move)) {
      try {
        position.play(move);
      } catch (IllegalMoveException e) {
        throw new IllegalArgumentException(text + " is illegal: " + e.getMessage(), e);
      }
      throw new IllegalArgumentException(text + " is illegal");
    }
    return move;
  }

  private static Square square(String text, int at) {
    char f = text.charAt(at);
    char r = text.charAt(at + 1);
    if (f < '1' || f > '9' || r < '1' || r > '9') {
      throw new IllegalArgumentException(
          "not a square: \"" + text.substring(at, at + 2) + "\" in " + text);
    }
    return Square.of(f - '0', r - '0');
  }

  static String side(Color c) {
    return c == Color.SENTE ? "sente (+)" : "gote (-)";
  }
}
