package io.github.shogi4j.cli;

import io.github.shogi4j.search.usi.LineReader;
import io.github.shogi4j.search.usi.LineTooLongException;
import java.io.IOException;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The positions of one command, read one at a time ({@link PositionOptions#open}): a single
 * position from an option, or the lines of a positions file read as they are answered, so a file or
 * a stream of any length costs the memory of one line (at most {@link
 * LineReader#DEFAULT_MAX_LENGTH} characters).
 *
 * <p>Not thread-safe: one command reads it.
 */
public final class PositionSource implements AutoCloseable {
  private final String name;
  private final Optional<LineReader> lines;
  private final OptionalInt total;
  private Optional<PositionInput> single;
  private boolean anyLine;
  private boolean anyPosition;

  /** The lines of a positions file. */
  PositionSource(String name, LineReader lines, OptionalInt total) {
    this.name = name;
    this.lines = Optional.of(lines);
    this.total = total;
    this.single = Optional.empty();
  }

  private PositionSource(PositionInput single) {
    this.name = single.where();
    this.lines = Optional.empty();
    this.total = OptionalInt.of(1);
    this.single = Optional.of(single);
  }

  /** One position given by an option. */
  static PositionSource of(PositionInput single) {
    return new PositionSource(single);
  }

  /** The number of positions in a file, counted in a pass of its own; closes the reader. */
  static int count(String name, LineReader lines) throws IOException {
    int n = 0;
    try (LineReader r = lines) {
      while (true) {
        try {
          Optional<String> line = r.readLine();
          if (line.isEmpty()) {
            return n;
          }
          String t = line.get().strip();
          if (!t.isEmpty() && !t.startsWith("#")) {
            n++;
          }
        } catch (LineTooLongException e) {
          n++;
        }
      }
    }
  }

  /**
   * Whether the positions come from a file (then each line is answered on its own).
   *
   * @return true for a positions file or standard input
   */
  public boolean fromFile() {
    return lines.isPresent();
  }

  /**
   * How many positions there are, when known before reading them (not for standard input).
   *
   * @return the count
   */
  public OptionalInt total() {
    return total;
  }

  /**
   * The next position.
   *
   * @return the position; empty after the last
   * @throws LineException for a line longer than the limit (the next call goes on after it)
   * @throws InputException if the file cannot be read, or holds no position at all
   */
  public Optional<PositionInput> next() {
    if (lines.isEmpty()) {
      Optional<PositionInput> s = single;
      single = Optional.empty();
      return s;
    }
    LineReader r = lines.get();
    try {
      while (true) {
        Optional<String> line;
        try {
          line = r.readLine();
        } catch (LineTooLongException e) {
          anyLine = true;
          anyPosition = true;
          throw new LineException(name + ":" + e.lineNumber(), e);
        }
        if (line.isEmpty()) {
          if (!anyPosition) {
            // Answering nothing with exit 0 would pass for success on a wrong or truncated file.
            throw new InputException(
                name,
                "no position in the positions file ("
                    + (anyLine ? "only blank lines and # comments" : "it is empty")
                    + ")");
          }
          return Optional.empty();
        }
        anyLine = true;
        String text = line.get().strip();
        if (text.isEmpty() || text.startsWith("#")) {
          continue;
        }
        anyPosition = true;
        int n = (int) Math.min(Integer.MAX_VALUE, r.lineNumber());
        return Optional.of(new PositionInput(name + ":" + n, text, false, OptionalInt.of(n)));
      }
    } catch (IOException e) {
      throw new InputException(name, "cannot read the positions file: " + Errors.ioReason(e), e);
    }
  }

  /** Closes the file. */
  @Override
  public void close() {
    try {
      if (lines.isPresent()) {
        lines.get().close();
      }
    } catch (IOException e) {
      // Read to the end or abandoned: nothing is lost by a failed close.
    }
  }

  /** A line of a positions file longer than the limit: the other lines are still answered. */
  public static final class LineException extends RuntimeException {
    private static final long serialVersionUID = 1L;

    private final long lineNumber;
    private final InputException error;

    LineException(String where, LineTooLongException cause) {
      super(where + ": " + cause.getMessage(), cause);
      this.lineNumber = cause.lineNumber();
      this.error =
          new InputException(
              where,
              "line longer than "
                  + cause.maxLength()
                  + " characters (it starts \""
                  + cause.start()
                  + "...\")",
              cause);
    }

    /**
     * The line's number in the file.
     *
     * @return from 1
     */
    public long lineNumber() {
      return lineNumber;
    }

    /**
     * The refusal as an input error.
     *
     * @return the error, located at the file and line
     */
    public InputException asInputError() {
      return error;
    }
  }
}
