package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * A record that cannot be read: malformed text, an illegal move not recorded as such, undecodable
 * bytes. Carries the {@link Problem}: file (when reading a file), line, column, move number and the
 * rule.
 */
public final class KifuParseException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final transient Problem problem;

  /**
   * Creates the exception.
   *
   * @param problem where and why
   */
  public KifuParseException(Problem problem) {
    super(Preconditions.checkNotNull(problem, "problem").toString());
    this.problem = problem;
  }

  /**
   * Creates the exception for an error at a line and column.
   *
   * @param line 1-based line
   * @param column 1-based column
   * @param rule the rule
   * @param message what is wrong
   */
  public KifuParseException(int line, int column, ProblemRule rule, String message) {
    this(Problem.error(line, column, rule, message));
  }

  /**
   * Where and why.
   *
   * @return the problem
   */
  public Problem problem() {
    return problem;
  }

  /**
   * The file, when reading a file.
   *
   * @return the file name or empty
   */
  public Optional<String> file() {
    return problem.file();
  }

  /**
   * The 1-based line.
   *
   * @return the line, when known
   */
  public OptionalInt line() {
    return problem.line();
  }

  /**
   * The 1-based column.
   *
   * @return the column, when known
   */
  public OptionalInt column() {
    return problem.column();
  }

  /**
   * The move number, when the problem is a move.
   *
   * @return the move number or empty
   */
  public OptionalInt moveNumber() {
    return problem.moveNumber();
  }

  /**
   * The rule broken.
   *
   * @return the rule
   */
  public ProblemRule rule() {
    return problem.rule();
  }

  /**
   * This exception with the file name filled in.
   *
   * @param fileName the file
   * @return a new exception with the same cause
   */
  public KifuParseException inFile(String fileName) {
    KifuParseException e = new KifuParseException(problem.inFile(fileName));
    e.initCause(getCause() == null ? this : getCause());
    return e;
  }
}
