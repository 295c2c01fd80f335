package io.github.shogi4j.cli;

import io.github.shogi4j.cli.json.Json;
import java.io.PrintWriter;
import java.util.Map;
import java.util.concurrent.Callable;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParentCommand;
import picocli.CommandLine.Spec;

/**
 * What every subcommand has: the shared options ({@code --json}, {@code --verbose}), its output and
 * error writers, whether progress bars may be drawn, and printing one {@link Answer}.
 */
public abstract class CliCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @ParentCommand ShogiCli parent;

  @Mixin CommonOptions common;

  /** Creates the command; picocli fills in the options. */
  protected CliCommand() {}

  /**
   * Standard output.
   *
   * @return the command line's output writer
   */
  protected final PrintWriter out() {
    return spec.commandLine().getOut();
  }

  /**
   * Standard error.
   *
   * @return the command line's error writer
   */
  protected final PrintWriter err() {
    return spec.commandLine().getErr();
  }

  /**
   * Whether {@code --json} was given.
   *
   * @return true for JSON Lines
   */
  protected final boolean json() {
    return common.json();
  }

  /**
   * Whether standard error is a terminal, so that progress bars may be drawn.
   *
   * @return true on a terminal
   */
  protected final boolean terminal() {
    return parent != null && parent.terminal();
  }

  /**
   * Prints an answer: its JSON object on one line with {@code --json}, otherwise its text (nothing
   * for an empty text).
   *
   * @param answer the answer
   */
  protected final void print(Answer answer) {
    if (json()) {
      out().println(Json.write(answer.json()));
    } else if (!answer.text().isEmpty()) {
      out().println(answer.text());
    }
  }

  /**
   * Reports an input that cannot be answered, in place of its answer: the JSON object with {@code
   * --json}, otherwise a one-line error on standard error.
   *
   * @param error the JSON object, e.g. {@code {"file": f, "error": why}}
   * @param e the error
   */
  protected final void printError(Map<String, Object> error, InputException e) {
    if (json()) {
      out().println(Json.write(error));
    } else {
      err().println(spec.qualifiedName() + ": " + e.getMessage());
    }
  }
}
