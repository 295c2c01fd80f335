package io.github.shogi4j.kif.notation;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.ProblemRule;

/**
 * Japanese move text that cannot be read or resolved: malformed text ({@link ProblemRule#SYNTAX}),
 * no piece that can make the move ({@link ProblemRule#NO_PIECE}), several ({@link
 * ProblemRule#AMBIGUOUS}). Carries the character offset in the text given to the parser, so that
 * readers can report the column.
 */
public final class NotationException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final int offset;
  private final ProblemRule rule;

  /**
   * Creates the exception.
   *
   * @param offset the 0-based offset of the problem in the text parsed
   * @param rule the rule
   * @param message what is wrong
   */
  public NotationException(int offset, ProblemRule rule, String message) {
    super(message);
    Preconditions.checkArgument(offset >= 0, "offset must not be negative");
    this.offset = offset;
    this.rule = Preconditions.checkNotNull(rule, "rule");
  }

  /**
   * The 0-based offset of the problem in the text parsed.
   *
   * @return the offset
   */
  public int offset() {
    return offset;
  }

  /**
   * The rule broken.
   *
   * @return the rule
   */
  public ProblemRule rule() {
    return rule;
  }
}
