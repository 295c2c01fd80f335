package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;

/**
 * Thrown when a move or an ending is offered to a {@link Game} that has already ended. Use {@link
 * Game#playPastEnd} to go on anyway (analysis, records that play on past a repetition).
 */
public final class GameOverException extends IllegalStateException {
  private static final long serialVersionUID = 1L;

  private final transient Outcome outcome;
  private final int ply;

  /**
   * Creates the exception.
   *
   * @param outcome how the game ended
   * @param ply the number of moves played when it ended
   */
  public GameOverException(Outcome outcome, int ply) {
    super(
        "the game ended after move " + ply + ": " + Preconditions.checkNotNull(outcome, "outcome"));
    this.outcome = outcome;
    this.ply = ply;
  }

  /**
   * How the game ended.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    return outcome;
  }

  /**
   * The number of moves played when the game ended.
   *
   * @return 0 or more
   */
  public int ply() {
    return ply;
  }
}
