package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;

/**
 * A move of a piece on the board from one square to another, promoting (成り) or not.
 *
 * @param from the square the piece leaves
 * @param to the square it arrives on
 * @param promote whether the piece promotes at the end of the move
 */
public record BoardMove(Square from, Square to, boolean promote) implements Move {

  /**
   * Checks the fields.
   *
   * @param from the square the piece leaves
   * @param to the square it arrives on
   * @param promote whether the piece promotes
   * @throws NullPointerException if a square is null
   * @throws IllegalArgumentException if from and to are the same square
   */
  public BoardMove {
    Preconditions.checkNotNull(from, "from");
    Preconditions.checkNotNull(to, "to");
    Preconditions.checkArgument(from != to, "a move must change square: %s", from);
  }

  @Override
  public String toUsi() {
    return from.toUsi() + to.toUsi() + (promote ? "+" : "");
  }

  /**
   * The USI text.
   *
   * @return the same as {@link #toUsi()}
   */
  @Override
  public String toString() {
    return toUsi();
  }
}
