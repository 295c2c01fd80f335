package io.github.shogi4j.search.internal;

/**
 * An evaluation that follows one board through a search, updated move by move instead of computed
 * from scratch at every node. The engine calls {@link #afterDoMove} right after each {@code
 * Board.doMove} and {@link #afterUndoMove} right after each {@code Board.undoMove}, in stack order.
 * Not exported; not thread-safe (one per search, like the board).
 */
public interface EvalTracker {

  /**
   * Follows a move just played on the board.
   *
   * @param m the packed move just played
   */
  void afterDoMove(int m);

  /** Follows the take-back of the move last followed. */
  void afterUndoMove();

  /**
   * Follows a null move just made on the board ({@code Board.doNullMove}: the side to move passes,
   * for null-move pruning); the moves followed until {@link #afterUndoNullMove} are played after
   * it. This default does nothing: a tracker whose terms read the board as it stands needs no more.
   */
  default void afterNullMove() {}

  /** Follows the take-back of the null move last followed ({@code Board.undoNullMove}). */
  default void afterUndoNullMove() {}

  /**
   * Evaluates the board as it stands.
   *
   * @return centipawns from the side to move's point of view, equal to the evaluator's own result
   */
  int evaluate();

  /**
   * Whether {@link #evaluateAfter} can evaluate the position a move leads to without the move being
   * played. This default says no to every move.
   *
   * @param m a packed move of the side to move
   * @return true if {@link #evaluateAfter evaluateAfter(m)} may be called
   */
  default boolean evaluatesAfter(int m) {
    return false;
  }

  /**
   * The evaluation the board would have once a move is played, without playing it: what {@link
   * #evaluate()} would return after {@code Board.doMove(m)} and {@link #afterDoMove(int)
   * afterDoMove(m)}. Lets a search score a leaf that needs no more than its evaluation without
   * making and unmaking its move. Only for moves {@link #evaluatesAfter} accepts; this default
   * accepts none and throws.
   *
   * @param m a pseudo-legal packed move of the side to move
   * @return centipawns from the point of view of the side to move after m (the opponent)
   * @throws UnsupportedOperationException when {@link #evaluatesAfter evaluatesAfter(m)} is false
   */
  default int evaluateAfter(int m) {
    throw new UnsupportedOperationException("this tracker does not evaluate unplayed moves");
  }

  /**
   * A tracker that follows nothing and computes the evaluation from scratch at every call.
   *
   * @param evaluation computes the evaluation of the board as it stands
   * @return the tracker
   */
  static EvalTracker fromScratch(java.util.function.IntSupplier evaluation) {
    return new EvalTracker() {
      @Override
      public void afterDoMove(int m) {}

      @Override
      public void afterUndoMove() {}

      @Override
      public int evaluate() {
        return evaluation.getAsInt();
      }
    };
  }
}
