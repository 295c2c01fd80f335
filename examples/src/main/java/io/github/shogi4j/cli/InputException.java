package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;

/**
 * Invalid input (a bad SFEN, an illegal move, a broken record, a file that cannot be read): the
 * command answers with a one-line error naming where and why, and exit code 1.
 */
public final class InputException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final String where;
  private final String why;

  /**
   * Creates the exception.
   *
   * @param where what input and where in it, e.g. {@code "--sfen"} or {@code "positions.txt:3"}
   * @param why what is wrong, one line
   * @param cause the underlying exception, kept for {@code --verbose}
   */
  public InputException(String where, String why, Throwable cause) {
    super(where + ": " + why, cause);
    this.where = Preconditions.checkNotNull(where, "where");
    this.why = Preconditions.checkNotNull(why, "why");
  }

  /**
   * Creates the exception without a cause.
   *
   * @param where what input and where in it
   * @param why what is wrong, one line
   */
  public InputException(String where, String why) {
    this(where, why, null);
  }

  /**
   * Which input, and where in it.
   *
   * @return for example {@code "--position"} or {@code "positions.txt:3"}
   */
  public String where() {
    return where;
  }

  /**
   * What is wrong.
   *
   * @return one line
   */
  public String why() {
    return why;
  }
}
