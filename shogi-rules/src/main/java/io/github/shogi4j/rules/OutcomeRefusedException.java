package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;

/**
 * Thrown when {@link Game#conclude} is given an ending that the game contradicts: a checkmate (詰み)
 * where the side to move has a legal move, a repetition (千日手) where the position has not occurred
 * four times, a draw by the move limit before the limit, an impasse declaration (入玉宣言) whose
 * verdict under the game's rules is another, a time loss won by the side whose clock was running,
 * and the like. The game is unchanged.
 */
public final class OutcomeRefusedException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient Outcome outcome;
  private final int ply;
  private final String reason;

  /**
   * Creates the exception.
   *
   * @param outcome the ending refused
   * @param ply the number of moves played in the game that refused it
   * @param reason what in the game contradicts the ending, for people
   */
  public OutcomeRefusedException(Outcome outcome, int ply, String reason) {
    super(
        Preconditions.checkNotNull(outcome, "outcome")
            + " refused after move "
            + ply
            + ": "
            + Preconditions.checkNotNull(reason, "reason"));
    this.outcome = outcome;
    this.ply = ply;
    this.reason = reason;
  }

  /**
   * The ending refused.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    return outcome;
  }

  /**
   * The number of moves played in the game that refused the ending.
   *
   * @return 0 or more
   */
  public int ply() {
    return ply;
  }

  /**
   * What in the game contradicts the ending, for example {@code the side to move (SENTE) is not
   * checkmated: it is not in check and has 30 legal moves}.
   *
   * @return the reason, for people
   */
  public String reason() {
    return reason;
  }
}
