package io.github.shogi4j.rules;

import java.util.Optional;

/**
 * A move, independent of any position: a {@link BoardMove} (a piece moves, perhaps promoting) or a
 * {@link Drop} (a piece from hand is put on the board, 打つ).
 *
 * <p>Moves are values: immutable, thread-safe, equal when their fields are equal. Whether a move is
 * legal is a question for a {@link Position}. The text form is USI: {@code 7g7f}, {@code 8h2b+},
 * {@code P*5e}.
 */
public sealed interface Move permits BoardMove, Drop {

  /**
   * The square the piece arrives on.
   *
   * @return the destination
   */
  Square to();

  /**
   * The USI text of this move.
   *
   * @return for example {@code "7g7f"}, {@code "8h2b+"} or {@code "P*5e"}
   */
  String toUsi();

  /**
   * A board move without promotion.
   *
   * @param from the square the piece leaves
   * @param to the square it arrives on
   * @return the move
   */
  static BoardMove of(Square from, Square to) {
    return new BoardMove(from, to, false);
  }

  /**
   * A board move that promotes (成り).
   *
   * @param from the square the piece leaves
   * @param to the square it arrives on
   * @return the move
   */
  static BoardMove promoting(Square from, Square to) {
    return new BoardMove(from, to, true);
  }

  /**
   * A drop (打ち) of a piece from hand.
   *
   * @param type a hand kind
   * @param to an empty square
   * @return the move
   */
  static Drop drop(PieceType type, Square to) {
    return new Drop(type, to);
  }

  /**
   * Parses a USI move ({@code 7g7f}, {@code 8h2b+}, {@code P*5e}). The special words {@code
   * resign}, {@code win} and {@code pass} are not moves and are refused.
   *
   * @param text the move text
   * @return the move, or empty when the text is not a USI move
   */
  static Optional<Move> parseUsi(String text) {
    if (text.length() == 4 && text.charAt(1) == '*') {
      char c = text.charAt(0);
      if (!Character.isUpperCase(c)) {
        return Optional.empty();
      }
      Optional<PieceType> type = PieceType.fromUsiLetter(c);
      Optional<Square> to = Square.parseUsi(text.substring(2));
      if (type.isEmpty() || to.isEmpty() || !type.get().isHandType()) {
        return Optional.empty();
      }
      return Optional.of(new Drop(type.get(), to.get()));
    }
    if (text.length() == 4 || (text.length() == 5 && text.charAt(4) == '+')) {
      Optional<Square> from = Square.parseUsi(text.substring(0, 2));
      Optional<Square> to = Square.parseUsi(text.substring(2, 4));
      if (from.isEmpty() || to.isEmpty() || from.get() == to.get()) {
        return Optional.empty();
      }
      return Optional.of(new BoardMove(from.get(), to.get(), text.length() == 5));
    }
    return Optional.empty();
  }
}
