package io.github.shogi4j.cli;

import io.github.shogi4j.rules.Validation;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * Where the positions come from, shared by every command that takes one: {@code --sfen},
 * {@code --position} or {@code --positions-file}, and {@code --strict}. Without any of the three the
 * position is the even-game start.
 */
public final class PositionOptions {
  @Option(names = "--sfen", paramLabel = "SFEN",
      description = "The position as SFEN; the word startpos stands for the even-game start.")
  String sfen;

  @Option(names = "--position", paramLabel = "USI",
      description = "A USI position: \"startpos moves 7g7f 3c3d\" or \"sfen <SFEN> moves ...\".")
  String position;

  @Option(names = "--positions-file", paramLabel = "FILE",
      description = "A file with one position a line (SFEN or USI position; '-' reads standard "
          + "input); blank lines and lines starting with # are skipped. Each line is answered in "
          + "order; a line that cannot be answered gets {\"error\": ...} and the exit code is 1.")
  String positionsFile;

  @Option(names = "--strict",
      description = "Refuse a position that could not arise in a game (a missing king, dead pieces, "
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
   * The positions to answer, in order.
   *
   * @param spec the command, for usage errors
   * @return one input, or one per non-blank line of the positions file
   * @throws ParameterException if more than one source is given
   * @throws InputException if the positions file cannot be read or holds no position
   */
  public List<PositionInput> inputs(CommandSpec spec) {
    int given = (sfen != null ? 1 : 0) + (position != null ? 1 : 0) + (positionsFile != null ? 1 : 0);
    if (given > 1) {
      throw new ParameterException(spec.commandLine(),
          "give only one of --sfen, --position and --positions-file");
    }
    if (sfen != null) {
      return List.of(new PositionInput("--sfen", sfen, true, OptionalInt.empty()));
    }
    if (position != null) {
      return List.of(new PositionInput("--position", position, false, OptionalInt.empty()));
    }
    if (positionsFile == null) {
      return List.of(new PositionInput("startpos", "startpos", true, OptionalInt.empty()));
    }
    List<String> lines;
    try {
      lines = positionsFile.equals("-")
          ? new BufferedReader(new InputStreamReader(ShogiCli.stdin(spec), StandardCharsets.UTF_8))
              .lines().toList()
          : Files.readAllLines(Path.of(positionsFile), StandardCharsets.UTF_8);
    } catch (IOException | java.io.UncheckedIOException e) {
      throw new InputException(positionsFile, "cannot read the positions file: " + Errors.ioReason(e), e);
    }
    List<PositionInput> out = new ArrayList<>();
    String name = positionsFile.equals(RecordFiles.STDIN_ARGUMENT) ? RecordFiles.STDIN_NAME
        : positionsFile;
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i).strip();
      if (line.isEmpty() || line.startsWith("#")) {
        continue;
      }
      out.add(new PositionInput(name + ":" + (i + 1), line, false, OptionalInt.of(i + 1)));
    }
    if (out.isEmpty()) {
      // Answering nothing with exit 0 would pass for success on a wrong or truncated file.
      throw new InputException(name, "no position in the positions file (" + (lines.isEmpty()
          ? "it is empty" : "only blank lines and # comments") + ")");
    }
    return out;
  }
}
