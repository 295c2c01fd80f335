package io.github.shogi4j.kif;

import java.util.OptionalInt;

/**
 * A record that cannot be written as asked: a character the target encoding cannot hold (and has
 * no stated replacement), or content the format cannot express.
 */
public final class KifuWriteException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final OptionalInt line;

  /**
   * Creates the exception for a line of the output.
   *
   * @param line the 1-based line of the output concerned
   * @param message what cannot be written
   */
  public KifuWriteException(int line, String message) {
    super("line " + line + ": " + message);
    this.line = OptionalInt.of(line);
  }

  /**
   * Creates the exception for the record as a whole.
   *
   * @param message what cannot be written
   */
  public KifuWriteException(String message) {
    super(message);
    this.line = OptionalInt.empty();
  }

  /**
   * The output line concerned.
   *
   * @return the 1-based line, or empty when the problem is not about one line
   */
  public OptionalInt line() {
    return line;
  }
}
