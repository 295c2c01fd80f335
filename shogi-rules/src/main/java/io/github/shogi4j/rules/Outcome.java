package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import java.util.Optional;

/**
 * The result of a game: who won, if anyone, and why.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param winner the side that won; empty for a draw or an undecided ending (abort)
 * @param termination why the game ended
 */
public record Outcome(Optional<Color> winner, Termination termination) {

  /**
   * Checks the fields.
   *
   * @param winner the side that won, or empty
   * @param termination why the game ended
   */
  public Outcome {
    Preconditions.checkNotNull(winner, "winner");
    Preconditions.checkNotNull(termination, "termination");
  }

  /**
   * A win.
   *
   * @param winner the side that won
   * @param termination why
   * @return the outcome
   */
  public static Outcome win(Color winner, Termination termination) {
    return new Outcome(Optional.of(winner), termination);
  }

  /**
   * A game with no winner: a draw, or an ending such as an abort that decides nothing.
   *
   * @param termination why
   * @return the outcome
   */
  public static Outcome noWinner(Termination termination) {
    return new Outcome(Optional.empty(), termination);
  }

  /**
   * Whether a side won.
   *
   * @return true unless drawn or undecided
   */
  public boolean isDecisive() {
    return winner.isPresent();
  }
}
