package io.github.shogi4j.cli;

import io.github.shogi4j.rules.Validation;
import java.io.IOException;
import java.nio.file.Path;
import java.util.OptionalInt;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * Where the positions come from, shared by every command that takes one: {@code --sfen}, {@code
 * --position} or {@code --positions-file}, and {@code --strict}. Without any of the three the
 * position is the even-game start.
 */
public final class PositionOptions {
  @Option(
      names = "--sfen",
      paramLabel = "SFEN",
      description = "The position as SFEN; the word startpos stands for the even-game start.")
  String sfen;

  @Option(
      names = "--position",
      paramLabel = "USI",
      description = "A USI position: \"startpos moves 7g7f 3c3d\" or \"sfen <SFEN> moves ...\".")
  String position;

  @Option(
      names = "--positions-file",
      paramLabel = "FILE",
      description =
          "A file with one position a line (SFEN or USI position; '-' reads standard "
              + "input); blank lines and lines starting with # are skipped. Each line is answered in "
              + "order as it is read; a line that cannot be answered (or is longer than 1 MiB "
              + "characters) gets {\"error\": ...} and the exit code is 1.")
  String positionsFile;

  @Option(
      names = "--strict",
      description =
          "Refuse a position that could not arise in a game (a missing king, dead pieces, "
              + "nifu, too many pieces, the side not to move in check), listing every problem. "
              + "By default positions are taken as given.")
  boolean strict;

  /** Creates the options with their defaults (the even-game start, taken as given). */
  public PositionOptions() {}

  /**
   * How strictly positions are checked.
   *
   * @return {@link Validation#STRICT} with {@code --strict}, otherwise {@link Validation#LENIENT}
   */
  public Validation validation() {
    return strict ? Validation.STRICT : Validation.LENIENT;
  }

  /**
   * Whether the positions come from a file (then each line is answered on its own).
   *
   * @return true with {@code --positions-file}
   */
  public boolean fromFile() {
    return positionsFile != null;
  }

  /**
   * Whether one position was given as an option ({@code --sfen} or {@code --position}).
   *
   * @return true if so
   */
  public boolean hasPosition() {
    return sfen != null || position != null;
  }

  /**
   * The positions to answer, read one at a time as they are answered: a positions file (or standard
   * input) is never held whole, however long it is.
   *
   * @param spec the command, for usage errors
   * @return one input, or one per non-blank line of the positions file; close it when done
   * @throws ParameterException if more than one source is given
   * @throws InputException if the positions file cannot be opened
   */
  public PositionSource open(CommandSpec spec) {
    int given =
        (sfen != null ? 1 : 0) + (position != null ? 1 : 0) + (positionsFile != null ? 1 : 0);
    if (given > 1) {
      throw new ParameterException(
          spec.commandLine(), "give only one of --sfen, --position and --positions-file");
    }
    if (sfen != null) {
      return PositionSource.of(new PositionInput("--sfen", sfen, true, OptionalInt.empty()));
    }
    if (position != null) {
      return PositionSource.of(
          new PositionInput("--position", position, false, OptionalInt.empty()));
    }
    if (positionsFile == null) {
      return PositionSource.of(
          new PositionInput("startpos", "startpos", true, OptionalInt.empty()));
    }
    if (positionsFile.equals(RecordFiles.STDIN_ARGUMENT)) {
      return new PositionSource(
          RecordFiles.STDIN_NAME, TextLines.of(ShogiCli.stdin(spec)), OptionalInt.empty());
    }
    Path file = Path.of(positionsFile);
    try {
      return new PositionSource(
          positionsFile,
          TextLines.of(file),
          OptionalInt.of(PositionSource.count(positionsFile, TextLines.of(file))));
    } catch (IOException e) {
      throw new InputException(
          positionsFile, "cannot read the positions file: " + Errors.ioReason(e), e);
    }
  }
}
