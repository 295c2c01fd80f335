package io.github.shogi4j.rules;

/**
 * Thrown when a move that is not legal is played; carries the move, the position and the reason.
 */
public final class IllegalMoveException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient Move move;
  private final transient Position position;
  private final IllegalMoveReason reason;

  /**
   * Creates the exception.
   *
   * @param move the move refused
   * @param position the position it was played in
   * @param reason the rule it breaks
   */
  public IllegalMoveException(Move move, Position position, IllegalMoveReason reason) {
    super("illegal move " + move.toUsi() + " (" + reason + ") in " + position.toSfen());
    this.move = move;
    this.position = position;
    this.reason = reason;
  }

  /**
   * The move refused.
   *
   * @return the move
   */
  public Move move() {
    return move;
  }

  /**
   * The position it was played in.
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * The rule it breaks.
   *
   * @return the reason
   */
  public IllegalMoveReason reason() {
    return reason;
  }
}
