package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;

/**
 * Where something was read in a record's text: a 1-based line and a 1-based column (in characters
 * of the decoded text).
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param line the 1-based line
 * @param column the 1-based column
 */
public record SourceLocation(int line, int column) {
  /**
   * Checks the fields.
   *
   * @param line the 1-based line
   * @param column the 1-based column
   */
  public SourceLocation {
    Preconditions.checkArgument(line >= 1, "line %s is not 1-based", line);
    Preconditions.checkArgument(column >= 1, "column %s is not 1-based", column);
  }

  @Override
  public String toString() {
    return line + ":" + column;
  }
}
