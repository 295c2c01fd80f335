package io.github.shogi4j.cli;

import picocli.CommandLine.Option;

/** The options every subcommand shares: {@code --json} and {@code --verbose}. */
public final class CommonOptions {
  @Option(
      names = "--json",
      description = "Print JSON Lines: one object per result, nothing else on standard output.")
  boolean json;

  @Option(
      names = "--verbose",
      description = "Print the stack trace of an error, not only its one-line description.")
  boolean verbose;

  /** Creates the options with their defaults (plain output, no stack traces). */
  public CommonOptions() {}

  /**
   * Whether {@code --json} was given.
   *
   * @return true for JSON Lines output
   */
  public boolean json() {
    return json;
  }
}
