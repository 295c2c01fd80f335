package io.github.shogi4j.kif;

import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.notation.NotationException;

/**
 * The rule a problem in a record breaks: the names of the {@code validate} command's reports. The
 * first eight are the rules of {@link IllegalMoveReason}; the others are about what is not a move.
 */
public enum ProblemRule {
  /** A pawn dropped on a file holding an own unpromoted pawn (二歩). */
  NIFU,
  /** A pawn drop that mates (打ち歩詰め). */
  UCHIFUZUME,
  /** A piece put where it could never move again (行き所のない駒). */
  DEAD_PIECE,
  /** The move leaves the mover's king attacked (王手放置). */
  KING_LEFT_IN_CHECK,
  /** The piece cannot move that way, or the promotion is not allowed. */
  ILLEGAL_MOVEMENT,
  /** No piece of the mover on the from-square, or none that can reach the square (KI2). */
  NO_PIECE,
  /** The piece on the from-square is the opponent's (相手の駒). */
  NOT_YOUR_PIECE,
  /** The dropped piece is not in hand. */
  NOT_IN_HAND,
  /** Move text (KI2) that fits more than one legal move. */
  AMBIGUOUS,
  /** Text that is not the format: a malformed line, a move number out of sequence. */
  SYNTAX,
  /** Bytes that do not decode in the detected or declared encoding. */
  ENCODING,
  /**
   * The start position cannot be used by the rules (two kings of one color, or, strictly, a
   * position no game reaches).
   */
  INVALID_POSITION,
  /** The recorded ending disagrees with the position (詰み that is not mate, ...). */
  INCONSISTENT_ENDING;

  /**
   * The rule of an illegal move.
   *
   * @param reason why the rules refuse the move
   * @return the rule with the same name
   */
  public static ProblemRule of(IllegalMoveReason reason) {
    return valueOf(reason.name());
  }

  /**
   * The rule of move text that does not resolve: {@link #SYNTAX} for text that is no move (or a
   * turn mark of the wrong side), {@link #NO_PIECE} when no piece can make the move, {@link
   * #AMBIGUOUS}, or the rule of the illegal move written.
   *
   * @param e why the text does not resolve
   * @return the rule
   */
  public static ProblemRule of(NotationException e) {
    return switch (e.kind()) {
      case SYNTAX, WRONG_SIDE -> SYNTAX;
      case NO_SUCH_MOVE -> NO_PIECE;
      case AMBIGUOUS -> AMBIGUOUS;
      case ILLEGAL -> of(e.illegalMoveReason().orElseThrow());
    };
  }
}
