package io.github.shogi4j.cli;

import io.github.shogi4j.kif.ReadMode;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * How the commands that read game records (棋譜) read them: {@code --strict} (the default) or {@code
 * --lenient}, the same for every such command.
 */
public final class ReadModeOptions {
  /** What {@code --lenient} accepts, for the help of every command. */
  static final String LENIENT_HELP =
      "Accept deviations with one clear meaning (a forced "
          + "promotion written without 成, a move number out of sequence) and report them as warnings.";

  @Option(names = "--strict", description = "Refuse anything the format does not allow (default).")
  boolean strict;

  @Option(names = "--lenient", description = LENIENT_HELP)
  boolean lenient;

  /** Creates the options with their default (strict). */
  public ReadModeOptions() {}

  /**
   * The reading mode chosen.
   *
   * @param spec the command, for the usage error
   * @return {@link ReadMode#LENIENT} with {@code --lenient}, otherwise {@link ReadMode#STRICT}
   * @throws ParameterException if both options are given
   */
  public ReadMode mode(CommandSpec spec) {
    return mode(spec, strict, lenient);
  }

  /**
   * The reading mode of the two options.
   *
   * @param spec the command, for the usage error
   * @param strict whether {@code --strict} was given
   * @param lenient whether {@code --lenient} was given
   * @return {@link ReadMode#LENIENT} with {@code --lenient}, otherwise {@link ReadMode#STRICT}
   * @throws ParameterException if both options are given
   */
  static ReadMode mode(CommandSpec spec, boolean strict, boolean lenient) {
    if (strict && lenient) {
      throw new ParameterException(spec.commandLine(), "give only one of --strict and --lenient");
    }
    return lenient ? ReadMode.LENIENT : ReadMode.STRICT;
  }
}
