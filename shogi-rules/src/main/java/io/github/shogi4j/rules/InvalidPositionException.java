package io.github.shogi4j.rules;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.stream.Collectors;

/** Thrown when a {@link Setup} fails validation; lists every problem found, not just the first. */
public final class InvalidPositionException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  private final transient ImmutableList<PositionProblem> problems;

  /**
   * Creates the exception.
   *
   * @param problems every problem found; at least one
   */
  public InvalidPositionException(List<PositionProblem> problems) {
    super(
        "invalid position: "
            + problems.stream().map(PositionProblem::message).collect(Collectors.joining("; ")));
    this.problems = ImmutableList.copyOf(problems);
  }

  /**
   * Every problem found.
   *
   * @return the problems, in board order
   */
  public List<PositionProblem> problems() {
    return problems;
  }
}
