package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * Options for writing records.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param charset the encoding of the bytes; empty for the convention of the file's extension when
 *     writing to a path by its name ({@link KifuFileType#charset()}), else of the format ({@link
 *     KifuFormat#defaultCharset()}); KIF in an encoding other than Shift_JIS declares it on its
 *     first line
 * @param marks the turn marks of KI2 and of comments written by this library
 * @param lineSeparator the line break, {@code "\n"} or {@code "\r\n"}
 */
public record WriteOptions(Optional<Charset> charset, TurnMarks marks, String lineSeparator) {
  private static final WriteOptions DEFAULTS =
      new WriteOptions(Optional.empty(), TurnMarks.TRIANGLES, "\n");

  /** Which turn marks Japanese move text uses. */
  public enum TurnMarks {
    /** ▲ for sente and △ for gote: encodable in Shift_JIS, the usual choice. */
    TRIANGLES,
    /** ☗ and ☖: not encodable in Shift_JIS; written as ▲△ there. */
    PIECES
  }

  /**
   * Checks the fields.
   *
   * @param charset charset or empty
   * @param marks turn marks
   * @param lineSeparator line break
   */
  public WriteOptions {
    Preconditions.checkNotNull(charset, "charset");
    Preconditions.checkNotNull(marks, "marks");
    Preconditions.checkArgument(
        "\n".equals(lineSeparator) || "\r\n".equals(lineSeparator),
        "line separator must be LF or CRLF");
  }

  /**
   * The format's encoding, ▲△, LF.
   *
   * @return the default options
   */
  public static WriteOptions defaults() {
    return DEFAULTS;
  }

  /**
   * These options with a fixed encoding.
   *
   * @param value the charset
   * @return a copy
   */
  public WriteOptions withCharset(Charset value) {
    return new WriteOptions(Optional.of(value), marks, lineSeparator);
  }

  /**
   * These options with other turn marks.
   *
   * @param value the marks
   * @return a copy
   */
  public WriteOptions withMarks(TurnMarks value) {
    return new WriteOptions(charset, value, lineSeparator);
  }

  /**
   * These options with another line break.
   *
   * @param value {@code "\n"} or {@code "\r\n"}
   * @return a copy
   */
  public WriteOptions withLineSeparator(String value) {
    return new WriteOptions(charset, marks, value);
  }

  @Override
  public String toString() {
    return new ToStringBuilder("WriteOptions")
        .add("charset", charset)
        .add("marks", marks)
        .add("lineSeparator", lineSeparator)
        .toString();
  }
}
