package io.github.shogi4j.kif.replay;

import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.MoveText;
import io.github.shogi4j.rules.notation.Promotion;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * The fast path of {@link JapaneseNotation#resolve}: finds the legal move that parsed Japanese move
 * text denotes directly on a {@link Cursor}, without building a position. It answers only the
 * common case (exactly one legal move fits, as written, without any lenient reading); anything else
 * (empty) goes to {@code JapaneseNotation.resolve}, which decides ambiguity, illegal moves and
 * their rules, and lenient readings.
 *
 * <p>Stateless and thread-safe (the cursor is the caller's).
 */
public final class BoardResolver {
  private BoardResolver() {}

  /** A buffer of candidate moves per thread, for {@link Cursor#legalMovesTo}. */
  private static final ThreadLocal<Move[]> CANDIDATES = ThreadLocal.withInitial(() -> new Move[18]);

  /**
   * The legal move a text denotes, when that is exactly one move read as written.
   *
   * @param c the cursor before the move (not changed)
   * @param text the parsed move text
   * @param previousTo the square index of the previous move's destination, for {@code 同}, or -1
   * @return the legal move, or empty when the slow path must decide
   */
  public static Optional<Move> resolve(Cursor c, MoveText text, int previousTo) {
    Square to =
        text.to().isPresent()
            ? text.to().get()
            : previousTo >= 0 ? Square.ofIndex(previousTo) : null;
    if (to == null) {
      return Optional.empty();
    }
    PieceType piece = text.piece();
    if (text.isDrop() && text.from().isEmpty()) {
      return piece.isHandType() ? legal(c, Move.drop(piece, to)) : Optional.empty();
    }
    boolean promote = text.promotion() == Promotion.PROMOTE;
    if (text.from().isPresent()) {
      Square from = text.from().get();
      Optional<Piece> there = c.pieceAt(from);
      if (from == to || there.isEmpty() || there.get().type() != piece) {
        return Optional.empty(); // wrong piece (an error or a lenient warning): the slow path says
      }
      return legal(c, promote ? Move.promoting(from, to) : Move.of(from, to));
    }
    // only the pieces that reach the square can move there: the others are not tested
    Move[] found = CANDIDATES.get();
    int count = text.drop() ? 0 : c.legalMovesTo(to, piece, promote, found);
    if (count == 0) {
      if (piece.isHandType()
          && text.promotion() == Promotion.UNSPECIFIED
          && text.modifiers().isEmpty()) {
        return legal(c, Move.drop(piece, to));
      }
      return Optional.empty();
    }
    if (count == 1 && text.modifiers().isEmpty()) {
      return Optional.of(found[0]);
    }
    List<Move> chosen =
        JapaneseNotation.select(
            c.sideToMove(),
            piece,
            text.modifiers(),
            List.copyOf(Arrays.asList(found).subList(0, count)));
    return chosen.size() == 1 ? Optional.of(chosen.get(0)) : Optional.empty();
  }

  /** The move when it is legal on {@code c}. */
  private static Optional<Move> legal(Cursor c, Move m) {
    return c.isLegal(m) ? Optional.of(m) : Optional.empty();
  }
}
