package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import java.io.Closeable;
import java.io.IOException;
import java.io.Reader;
import java.util.Optional;

/**
 * Reads text one line at a time and refuses a line longer than a limit, so that an endless line (a
 * stream of bytes without a line break) costs no more memory than the limit. Used wherever USI
 * commands, engine output, positions files and openings files are read from a stream.
 *
 * <p>A line ends at {@code \n}, {@code \r\n} or {@code \r}, as {@link java.io.BufferedReader} reads
 * it; the terminator is not part of the line. When a line passes the limit, {@link #readLine()}
 * throws {@link LineTooLongException} at once, without reading the rest of it; a caller that wants
 * to go on calls {@link #readLine()} again, which first skips the rest of the long line (holding
 * none of it) and returns the line after it.
 *
 * <h2>Thread safety</h2>
 *
 * Not thread-safe: one thread reads.
 */
public final class LineReader implements Closeable {
  /**
   * The line limit that USI input ({@link UsiEngine}), engine output ({@link UsiClient}) and the
   * command line's positions and openings files use: 1 MiB characters (1,048,576), a USI position
   * of well over 100,000 moves.
   */
  public static final int DEFAULT_MAX_LENGTH = 1 << 20;

  private final Reader in;
  private final int maxLength;
  private final char[] buffer = new char[8192];
  private final StringBuilder line = new StringBuilder();
  private int next;
  private int end;
  private long lineNumber;
  private boolean skipping;
  private boolean afterCr;

  /**
   * A reader of lines of at most {@code maxLength} characters.
   *
   * @param in the text; closed by {@link #close()}
   * @param maxLength the longest line accepted, 1 or more
   */
  public LineReader(Reader in, int maxLength) {
    this.in = Preconditions.checkNotNull(in, "in");
    Preconditions.checkArgument(maxLength >= 1, "the line limit must be positive: %s", maxLength);
    this.maxLength = maxLength;
  }

  /**
   * A reader of lines of at most {@link #DEFAULT_MAX_LENGTH} characters.
   *
   * @param in the text; closed by {@link #close()}
   */
  public LineReader(Reader in) {
    this(in, DEFAULT_MAX_LENGTH);
  }

  /**
   * The longest line this reader accepts.
   *
   * @return the limit in characters
   */
  public int maxLength() {
    return maxLength;
  }

  /**
   * The number of the line last returned or refused, from 1; 0 before the first.
   *
   * @return the line number
   */
  public long lineNumber() {
    return lineNumber;
  }

  /**
   * The next line, without its terminator.
   *
   * @return the line; empty at the end of the text
   * @throws LineTooLongException when the line has more than {@link #maxLength()} characters
   * @throws IOException when reading fails
   */
  public Optional<String> readLine() throws IOException {
    if (skipping) {
      skipRest();
    }
    line.setLength(0);
    boolean any = false;
    while (true) {
      if (next == end && !fill()) {
        if (!any) {
          return Optional.empty();
        }
        lineNumber++;
        return Optional.of(line.toString());
      }
      char c = buffer[next++];
      if (afterCr) {
        afterCr = false;
        if (c == '\n') {
          continue;
        }
      }
      if (c == '\n' || c == '\r') {
        afterCr = c == '\r';
        lineNumber++;
        return Optional.of(line.toString());
      }
      any = true;
      if (line.length() == maxLength) {
        lineNumber++;
        String start =
            line.substring(0, Math.min(line.length(), LineTooLongException.START_LENGTH));
        line.setLength(0);
        skipping = true;
        throw new LineTooLongException(lineNumber, maxLength, start);
      }
      line.append(c);
    }
  }

  /** Reads past the end of the long line last refused, keeping none of it. */
  private void skipRest() throws IOException {
    while (next < end || fill()) {
      char c = buffer[next++];
      if (c == '\n' || c == '\r') {
        afterCr = c == '\r';
        skipping = false;
        return;
      }
    }
    skipping = false;
  }

  private boolean fill() throws IOException {
    int n;
    do {
      n = in.read(buffer, 0, buffer.length);
    } while (n == 0);
    if (n < 0) {
      next = end = 0;
      return false;
    }
    next = 0;
    end = n;
    return true;
  }

  /**
   * Closes the underlying reader.
   *
   * @throws IOException when closing fails
   */
  @Override
  public void close() throws IOException {
    in.close();
  }
}
