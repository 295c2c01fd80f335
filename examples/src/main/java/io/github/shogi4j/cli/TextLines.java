package io.github.shogi4j.cli;

import io.github.shogi4j.search.usi.LineReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Opens the line-by-line text inputs of the command line (positions files, openings files, the
 * moves typed into {@code play}) as UTF-8 whose lines are at most {@link
 * LineReader#DEFAULT_MAX_LENGTH} characters (1 MiB): a longer line is refused with its line number
 * without being held, and malformed UTF-8 is an error rather than replacement characters.
 */
final class TextLines {
  private TextLines() {}

  /**
   * Reads a stream.
   *
   * @param in the bytes
   * @return the lines
   */
  static LineReader of(InputStream in) {
    return new LineReader(
        new InputStreamReader(
            in,
            StandardCharsets.UTF_8
                .newDecoder()
                .onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT)));
  }

  /**
   * Reads a file.
   *
   * @param file the file
   * @return the lines
   * @throws IOException if the file cannot be opened
   */
  static LineReader of(Path file) throws IOException {
    return of(Files.newInputStream(file));
  }
}
