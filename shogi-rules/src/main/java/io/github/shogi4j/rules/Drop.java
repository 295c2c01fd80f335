package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;

/**
 * A drop (打ち): a piece from the mover's hand put on an empty square, unpromoted.
 *
 * @param type the kind dropped; one of the seven hand kinds
 * @param to the square it is put on
 */
public record Drop(PieceType type, Square to) implements Move {

  /**
   * Checks the fields.
   *
   * @param type the kind dropped
   * @param to the square it is put on
   * @throws NullPointerException if a field is null
   * @throws IllegalArgumentException if the kind cannot be held in hand
   */
  public Drop {
    Preconditions.checkNotNull(type, "type");
    Preconditions.checkNotNull(to, "to");
    Preconditions.checkArgument(type.isHandType(), "%s cannot be dropped", type);
  }

  @Override
  public String toUsi() {
    return type.usi() + "*" + to.toUsi();
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
