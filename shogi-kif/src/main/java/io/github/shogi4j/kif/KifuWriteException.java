package io.github.shogi4j.kif;

import java.util.OptionalInt;

/**
 * A record that cannot be written as asked: a character the target encoding cannot hold (and has no
 * stated replacement), or content the format cannot express.
 */
public final class KifuWriteException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final OptionalInt line;
  private final OptionalInt character;

  /**
   * Creates the exception for a line of the output.
   *
   * @param line the 1-based line of the output concerned
   * @param message what cannot be written
   */
  public KifuWriteException(int line, String message) {
    super("line " + line + ": " + message);
    this.line = OptionalInt.of(line);
    this.character = OptionalInt.empty();
  }

  /**
   * Creates the exception for a character the target encoding cannot hold.
   *
   * @param line the 1-based line of the output holding it
   * @param codePoint the character (a Unicode code point)
   * @param encoding the name of the encoding, for example {@code Shift_JIS}
   */
  public KifuWriteException(int line, int codePoint, String encoding) {
    super(
        String.format(
            java.util.Locale.ROOT,
            "line %d: U+%04X (%s) cannot be written in %s",
            line,
            codePoint,
            new String(Character.toChars(codePoint)),
            encoding));
    this.line = OptionalInt.of(line);
    this.character = OptionalInt.of(codePoint);
  }

  /**
   * Creates the exception for the record as a whole.
   *
   * @param message what cannot be written
   */
  public KifuWriteException(String message) {
    super(message);
    this.line = OptionalInt.empty();
    this.character = OptionalInt.empty();
  }

  /**
   * The output line concerned.
   *
   * @return the 1-based line, or empty when the problem is not about one line
   */
  public OptionalInt line() {
    return line;
  }

  /**
   * The character the target encoding cannot hold, when that is the problem: another encoding
   * (UTF-8, as .kifu, .ki2u and JKF files use) would write the record.
   *
   * @return the code point, or empty for another problem
   */
  public OptionalInt unencodableCharacter() {
    return character;
  }
}
