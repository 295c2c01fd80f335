package io.github.shogi4j.search.internal;

/**
 * An evaluation that follows one board through a search, updated move by move instead of computed
 * from scratch at every node. The engine calls {@link #afterDoMove} right after each
 * {@code Board.doMove} and {@link #afterUndoMove} right after each {@code Board.undoMove}, in
 * stack order. Not exported; not thread-safe (one per search, like the board).
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
   * Evaluates the board as it stands.
   *
   * @return centipawns from the side to move's point of view, equal to the evaluator's own result
   */
  int evaluate();

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
