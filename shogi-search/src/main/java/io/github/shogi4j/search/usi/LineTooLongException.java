package io.github.shogi4j.search.usi;

/**
 * A line of text was longer than the reader accepts ({@link LineReader}): it names the line, the
 * limit and how the line starts. The reader did not keep the line; it can go on with the next one.
 */
public final class LineTooLongException extends java.io.IOException {
  private static final long serialVersionUID = 1L;

  /** How many characters of the line's start are kept. */
  public static final int START_LENGTH = 40;

  private final long lineNumber;
  private final int maxLength;
  private final String start;

  /**
   * Creates the exception.
   *
   * @param lineNumber the number of the long line, from 1
   * @param maxLength the limit it passed, in characters
   * @param start the first characters of the line (at most {@link #START_LENGTH} are kept)
   */
  public LineTooLongException(long lineNumber, int maxLength, String start) {
    super(
        "line "
            + lineNumber
            + " is longer than "
            + maxLength
            + " characters (it starts \""
            + shorten(start)
            + "...\")");
    this.lineNumber = lineNumber;
    this.maxLength = maxLength;
    this.start = shorten(start);
  }

  private static String shorten(String s) {
    String t = s.length() <= START_LENGTH ? s : s.substring(0, START_LENGTH);
    // Control characters (an endless run of NULs, say) would garble a one-line message.
    return t.replaceAll("\\p{Cntrl}", "?");
  }

  /**
   * The first characters of the long line, control characters shown as {@code ?}.
   *
   * @return at most {@link #START_LENGTH} characters
   */
  public String start() {
    return start;
  }

  /**
   * The number of the long line.
   *
   * @return the line number, from 1
   */
  public long lineNumber() {
    return lineNumber;
  }

  /**
   * The limit the line passed.
   *
   * @return the longest line accepted, in characters
   */
  public int maxLength() {
    return maxLength;
  }
}
