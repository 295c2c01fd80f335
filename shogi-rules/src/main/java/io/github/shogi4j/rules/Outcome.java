package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import java.util.Optional;

/**
 * The result of a game: who won, if anyone, and why.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param winner the side that won; empty for a draw or an undecided ending (abort); each {@link
 *     Termination} says whether it is always, never or either won
 * @param termination why the game ended
 * @param brokenRule for an illegal-move ending (反則), the rule the loser broke when it is known (for
 *     example {@link IllegalMoveReason#NIFU} for 二歩); empty for every other ending
 */
public record Outcome(
    Optional<Color> winner, Termination termination, Optional<IllegalMoveReason> brokenRule) {

  /**
   * Checks the fields.
   *
   * @param winner the side that won, or empty
   * @param termination why the game ended
   * @param brokenRule the rule an illegal move broke, or empty
   * @throws IllegalArgumentException if the winner is missing for an ending that is always won (a
   *     checkmate, a resignation ...), or given for one that never is (a repetition, a draw, an
   *     abort ...): see each {@link Termination}; or if a rule is given for an ending other than
   *     {@link Termination#ILLEGAL_MOVE}
   */
  public Outcome {
    Preconditions.checkNotNull(winner, "winner");
    Preconditions.checkNotNull(termination, "termination");
    Preconditions.checkNotNull(brokenRule, "brokenRule");
    switch (termination) {
      case SENNICHITE, MAX_MOVES, DRAW, ABORT ->
          Preconditions.checkArgument(
              winner.isEmpty(), "%s has no winner, not %s", termination, winner.orElse(null));
      case IMPASSE_DECLARATION, AGREED_IMPASSE, ERROR -> {
        // won, lost or drawn
      }
      default ->
          Preconditions.checkArgument(
              winner.isPresent(), "%s has a winner: use Outcome.win", termination);
    }
    Preconditions.checkArgument(
        brokenRule.isEmpty() || termination == Termination.ILLEGAL_MOVE,
        "a broken rule (%s) belongs only to an illegal-move ending, not %s",
        brokenRule.orElse(null),
        termination);
  }

  /**
   * An outcome without a broken rule.
   *
   * @param winner the side that won, or empty
   * @param termination why the game ended
   */
  public Outcome(Optional<Color> winner, Termination termination) {
    this(winner, termination, Optional.empty());
  }

  /**
   * A loss by an illegal move (反則負け) whose broken rule is known.
   *
   * @param winner the side that did not break the rule
   * @param rule the rule broken, for example {@link IllegalMoveReason#UCHIFUZUME} (打ち歩詰め)
   * @return the outcome, with {@link Termination#ILLEGAL_MOVE}
   */
  public static Outcome illegalMove(Color winner, IllegalMoveReason rule) {
    Preconditions.checkNotNull(winner, "winner");
    Preconditions.checkNotNull(rule, "rule");
    return new Outcome(Optional.of(winner), Termination.ILLEGAL_MOVE, Optional.of(rule));
  }

  /**
   * A win.
   *
   * @param winner the side that won
   * @param termination why
   * @return the outcome
   * @throws IllegalArgumentException for an ending that never has a winner
   */
  public static Outcome win(Color winner, Termination termination) {
    return new Outcome(Optional.of(winner), termination);
  }

  /**
   * A game with no winner: a draw, or an ending such as an abort that decides nothing.
   *
   * @param termination why
   * @return the outcome
   * @throws IllegalArgumentException for an ending that always has a winner
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

  /**
   * The outcome in words, without {@code Optional} wrappers: for example {@code
   * Outcome[winner=SENTE, termination=CHECKMATE]}, {@code Outcome[no winner,
   * termination=SENNICHITE]} or {@code Outcome[winner=GOTE, termination=ILLEGAL_MOVE,
   * brokenRule=NIFU]}.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return "Outcome["
        + winner.map(w -> "winner=" + w).orElse("no winner")
        + ", termination="
        + termination
        + brokenRule.map(r -> ", brokenRule=" + r).orElse("")
        + "]";
  }
}
