package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A CSA server conversation that cannot go on: the server refused the login, sent a line the
 * protocol does not allow where it came, a line longer than the limit, nothing before the deadline,
 * or closed the connection; or the network failed.
 *
 * <p>The message names the line (its number in the conversation, counted from 1 over every line the
 * server sent, and its text) and what was expected there.
 */
public final class CsaProtocolException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** What went wrong. */
  public enum Kind {
    /** The server answered {@code LOGIN:incorrect} or something other than the login reply. */
    LOGIN_REFUSED,
    /** A line that the protocol does not allow at this point, or that cannot be read. */
    MALFORMED,
    /** A line longer than the configured limit. */
    LINE_TOO_LONG,
    /** Nothing (or not the expected line) arrived before the deadline. */
    TIMEOUT,
    /** The server closed the connection. */
    CLOSED,
    /** Connecting, reading or writing failed. */
    NETWORK
  }

  private final Kind kind;
  private final int lineNumber;
  private final String line;

  /**
   * An error about a line the server sent.
   *
   * @param kind what went wrong
   * @param lineNumber the line's number in the conversation, from 1; 0 when no line is concerned
   * @param line the line's text; null when no line is concerned
   * @param message what was expected
   * @param cause the underlying error, or null
   */
  CsaProtocolException(Kind kind, int lineNumber, String line, String message, Throwable cause) {
    super(text(kind, lineNumber, line, message), cause);
    this.kind = Preconditions.checkNotNull(kind, "kind");
    this.lineNumber = lineNumber;
    this.line = line;
  }

  private static String text(Kind kind, int lineNumber, String line, String message) {
    String where = line == null ? "" : "server line " + lineNumber + " \"" + shorten(line) + "\": ";
    return kind.name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
        + ": "
        + where
        + message;
  }

  /** The line quoted in a message: at most 200 characters. */
  static String shorten(String line) {
    return line.length() <= 200
        ? line
        : line.substring(0, 200) + "...(" + line.length() + " characters)";
  }

  /**
   * What went wrong.
   *
   * @return the kind
   */
  public Kind kind() {
    return kind;
  }

  /**
   * The number of the server line concerned, counted from 1 over the conversation.
   *
   * @return the number, empty when the error concerns no line
   */
  public OptionalInt lineNumber() {
    return line == null ? OptionalInt.empty() : OptionalInt.of(lineNumber);
  }

  /**
   * The server line concerned.
   *
   * @return its text, empty when the error concerns no line
   */
  public Optional<String> line() {
    return Optional.ofNullable(line);
  }
}
