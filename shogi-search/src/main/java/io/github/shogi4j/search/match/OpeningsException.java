package io.github.shogi4j.search.match;

/**
 * A line of an openings file that cannot be used: not a position, an illegal move, or a game
 * already over. Carries the line number.
 */
public final class OpeningsException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final int line;

  /**
   * Creates the exception.
   *
   * @param line the line number, from 1
   * @param message why the line is refused
   * @param cause the underlying failure, or null
   */
  public OpeningsException(int line, String message, Throwable cause) {
    super("openings line " + line + ": " + message, cause);
    this.line = line;
  }

  /**
   * The line number.
   *
   * @return the line, from 1
   */
  public int line() {
    return line;
  }
}
