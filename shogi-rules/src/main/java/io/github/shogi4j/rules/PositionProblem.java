package io.github.shogi4j.rules;

import java.util.Optional;

/**
 * One reason why a {@link Setup} is not a position that could arise in a game.
 *
 * @param kind what is wrong
 * @param square the square concerned, when there is one
 * @param message a sentence for people
 */
public record PositionProblem(Kind kind, Optional<Square> square, String message) {

  /** The kinds of problem that validation reports. */
  public enum Kind {
    /** A side has two or more kings: the rules cannot be applied. */
    TWO_KINGS,
    /** A side has no king (allowed for the attacker under {@link Validation#TSUME}). */
    MISSING_KING,
    /** A pawn or lance on its last rank, or a knight on its last two (行き所のない駒). */
    DEAD_PIECE,
    /** Two unpromoted pawns of one side on one file (二歩). */
    NIFU,
    /** More pieces of a kind than a shogi set has (board and both hands together). */
    TOO_MANY_PIECES,
    /** The side that is not to move is in check: its king could be captured. */
    OPPONENT_IN_CHECK,
    /**
     * More pieces of a kind, on the board and in both hands together, than one hand can hold
     * ({@link Hand#capacity}: 31 pawns, 15 of another kind): captures could carry a hand past its
     * limit. Refused at every {@link Validation} level.
     */
    HAND_CAPACITY
  }

  /**
   * Checks the fields.
   *
   * @param kind what is wrong
   * @param square the square concerned, when there is one
   * @param message a sentence for people
   */
  public PositionProblem {
    java.util.Objects.requireNonNull(kind, "kind");
    java.util.Objects.requireNonNull(square, "square");
    java.util.Objects.requireNonNull(message, "message");
  }

  @Override
  public String toString() {
    return kind + ": " + message;
  }
}
