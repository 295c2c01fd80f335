package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A problem found in a record, or a deviation a lenient reader accepted: where (file, line, column,
 * move number), which rule, and a message.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param severity an error (the record is refused or invalid) or a warning (accepted)
 * @param file the file name, when reading a file
 * @param line the 1-based line, when known
 * @param column the 1-based column (in characters), when known
 * @param moveNumber the move number (手数) concerned, when it is about a move
 * @param rule the rule broken
 * @param message what is wrong, in English, with the offending text
 */
public record Problem(
    Severity severity,
    Optional<String> file,
    OptionalInt line,
    OptionalInt column,
    OptionalInt moveNumber,
    ProblemRule rule,
    String message) {

  /** How serious a problem is. */
  public enum Severity {
    /** The record cannot be read, or is invalid. */
    ERROR,
    /** Accepted, but not as the format says (lenient mode reports these). */
    WARNING
  }

  /**
   * Checks the fields.
   *
   * @param severity severity
   * @param file file or empty
   * @param line line or empty
   * @param column column or empty
   * @param moveNumber move number or empty
   * @param rule rule
   * @param message message
   */
  public Problem {
    Preconditions.checkNotNull(severity, "severity");
    Preconditions.checkNotNull(file, "file");
    Preconditions.checkNotNull(line, "line");
    Preconditions.checkNotNull(column, "column");
    Preconditions.checkNotNull(moveNumber, "moveNumber");
    Preconditions.checkNotNull(rule, "rule");
    Preconditions.checkNotNull(message, "message");
  }

  /**
   * An error at a line and column.
   *
   * @param line 1-based line
   * @param column 1-based column
   * @param rule the rule
   * @param message the message
   * @return the problem
   */
  public static Problem error(int line, int column, ProblemRule rule, String message) {
    return new Problem(
        Severity.ERROR,
        Optional.empty(),
        OptionalInt.of(line),
        OptionalInt.of(column),
        OptionalInt.empty(),
        rule,
        message);
  }

  /**
   * A warning at a line and column.
   *
   * @param line 1-based line
   * @param column 1-based column
   * @param rule the rule
   * @param message the message
   * @return the problem
   */
  public static Problem warning(int line, int column, ProblemRule rule, String message) {
    return new Problem(
        Severity.WARNING,
        Optional.empty(),
        OptionalInt.of(line),
        OptionalInt.of(column),
        OptionalInt.empty(),
        rule,
        message);
  }

  /**
   * This problem concerning a move.
   *
   * @param number the move number
   * @return a copy
   */
  public Problem atMove(int number) {
    return new Problem(severity, file, line, column, OptionalInt.of(number), rule, message);
  }

  /**
   * This problem in a file.
   *
   * @param fileName the file name
   * @return a copy
   */
  public Problem inFile(String fileName) {
    return new Problem(severity, Optional.of(fileName), line, column, moveNumber, rule, message);
  }

  /**
   * The problem as one line: {@code file:line:column: move N: RULE: message}.
   *
   * @return the text
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder();
    file.ifPresent(f -> sb.append(f).append(':'));
    line.ifPresent(l -> sb.append(l).append(':'));
    column.ifPresent(c -> sb.append(c).append(':'));
    if (sb.length() > 0) {
      sb.append(' ');
    }
    moveNumber.ifPresent(n -> sb.append("move ").append(n).append(": "));
    return sb.append(rule).append(": ").append(message).toString();
  }
}
