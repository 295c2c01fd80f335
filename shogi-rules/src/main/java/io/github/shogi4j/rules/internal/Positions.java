package io.github.shogi4j.rules.internal;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;

/**
 * The bridge between the public {@link Position} and the internal {@link Board}, for the search and
 * format modules' fast paths. {@code Position} installs the implementation when its class is
 * initialised.
 */
public final class Positions {
  private Positions() {}

  /** What {@code Position} offers to the internal packages. */
  public interface Access {
    /**
     * A fresh mutable copy of the position's board.
     *
     * @param position the position
     * @return a board the caller owns
     */
    Board board(Position position);

    /**
     * A position holding a copy of the board.
     *
     * @param board the board; not retained
     * @return the position
     */
    Position position(Board board);

    /**
     * The public move of a packed one.
     *
     * @param move a packed move
     * @return the move value
     */
    Move move(int move);

    /**
     * The from/to/promotion bits of a public move ({@link Moves#raw}).
     *
     * @param move a move value
     * @return the raw packed bits
     */
    int raw(Move move);
  }

  private static volatile Access access;

  /**
   * Installs the bridge; called once by {@code Position}.
   *
   * @param a the implementation
   */
  public static void install(Access a) {
    access = a;
  }

  private static Access access() {
    Access a = access;
    if (a == null) {
      Position.initial(); // initialises Position, which installs the bridge
      a = access;
    }
    return a;
  }

  /**
   * A fresh mutable board with the position's contents.
   *
   * @param position the position
   * @return a board the caller owns
   */
  public static Board board(Position position) {
    return access().board(position);
  }

  /**
   * An immutable position with the board's contents (the board is copied).
   *
   * @param board the board
   * @return the position
   */
  public static Position position(Board board) {
    return access().position(board);
  }

  /**
   * The public move for a packed move.
   *
   * @param move packed move
   * @return the move value
   */
  public static Move move(int move) {
    return access().move(move);
  }

  /**
   * The packed move on a board for a public move, with its piece fields filled in from the board.
   * Not checked for legality.
   *
   * @param board the board the move is for
   * @param move the move value
   * @return the packed move
   */
  public static int packed(Board board, Move move) {
    return board.complete(access().raw(move));
  }
}
