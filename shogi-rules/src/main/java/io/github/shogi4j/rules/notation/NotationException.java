package io.github.shogi4j.rules.notation;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import java.util.List;
import java.util.Optional;

/**
 * Move text (指し手の表記) that does not denote exactly one legal move in the position it was read
 * against, with the reason as a {@link Kind}: not move text at all, the wrong side's mark, no move
 * that fits, several that fit (the candidates are given, for a user to choose), or a move the rules
 * refuse (反則, with its {@link IllegalMoveReason}). Carries the character offset of the problem in
 * the text given, so that a reader can report the column.
 */
public final class NotationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** Why move text does not resolve to one legal move. */
  public enum Kind {
    /** Not move text in any notation read: a malformed square, piece or from-square. */
    SYNTAX,
    /** The turn mark (▲ △, CSA {@code +} {@code -}) names the side that is not to move. */
    WRONG_SIDE,
    /** No piece of the side to move can make the move written (no such move, 該当する指し手なし). */
    NO_SUCH_MOVE,
    /** The text fits several moves: {@link #moves()} lists them (曖昧な表記). */
    AMBIGUOUS,
    /**
     * The text denotes a move the rules refuse (反則): {@link #moves()} holds it and {@link
     * #illegalMoveReason()} says why.
     */
    ILLEGAL
  }

  private final int offset;
  private final Kind kind;
  private final transient Optional<IllegalMoveReason> illegal;
  private final transient List<Move> moves;

  private NotationException(
      int offset,
      Kind kind,
      Optional<IllegalMoveReason> illegal,
      List<Move> moves,
      String message) {
    super(message);
    Preconditions.checkArgument(offset >= 0, "offset must not be negative");
    this.offset = offset;
    this.kind = kind;
    this.illegal = illegal;
    this.moves = List.copyOf(moves);
  }

  /** Text that is not move text, the problem at {@code offset}. */
  static NotationException syntax(int offset, String message) {
    return new NotationException(offset, Kind.SYNTAX, Optional.empty(), List.of(), message);
  }

  /** A turn mark of the side not to move. */
  static NotationException wrongSide(String message) {
    return new NotationException(0, Kind.WRONG_SIDE, Optional.empty(), List.of(), message);
  }

  /** No move fits the text. */
  static NotationException noSuchMove(String message) {
    return new NotationException(0, Kind.NO_SUCH_MOVE, Optional.empty(), List.of(), message);
  }

  /** Several moves fit the text. */
  static NotationException ambiguous(List<? extends Move> candidates, String message) {
    return new NotationException(
        0, Kind.AMBIGUOUS, Optional.empty(), List.copyOf(candidates), message);
  }

  /** The text denotes an illegal move, {@code move} (none if not even a move: 77 to 77). */
  static NotationException illegal(
      Optional<? extends Move> move, IllegalMoveReason reason, String message) {
    return new NotationException(
        0,
        Kind.ILLEGAL,
        Optional.of(reason),
        move.stream().map(Move.class::cast).toList(),
        message);
  }

  /**
   * The 0-based offset of the problem in the text parsed: 0 when the text as a whole does not
   * resolve.
   *
   * @return the offset
   */
  public int offset() {
    return offset;
  }

  /**
   * Why the text does not resolve.
   *
   * @return the kind of problem
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The rule the move written breaks, for {@link Kind#ILLEGAL}.
   *
   * @return the rule, or empty for the other kinds
   */
  public Optional<IllegalMoveReason> illegalMoveReason() {
    return illegal == null ? Optional.empty() : illegal;
  }

  /**
   * The moves the text denotes: for {@link Kind#AMBIGUOUS} the ones it fits, legal ones a user
   * interface offers to choose from (which of two golds, or 成 or 不成), or illegal ones when no legal
   * move fits; for {@link Kind#ILLEGAL} the one move the rules refuse (none when the text is not
   * even a move, a from-square that is its destination).
   *
   * @return the moves, empty for the other kinds
   */
  public List<Move> moves() {
    return moves == null ? List.of() : moves;
  }
}
