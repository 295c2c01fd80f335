package io.github.shogi4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.Optional;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * A position given as a game record and a move number, {@code FILE [--ply N] [--record K]
 * [--lenient]}, instead of {@link PositionOptions}: shared by {@code render} and {@code mate}.
 */
final class RecordOptions {
  @Parameters(
      arity = "0..1",
      paramLabel = "FILE",
      description = "A game record (KIF, KI2, CSA, JKF ...); - reads standard input.")
  Path file;

  @Option(
      names = "--lenient",
      description =
          "With FILE: read it leniently. "
              + ReadModeOptions.LENIENT_HELP
              + " Without it the record is read strictly (--strict).")
  boolean lenient;

  @Option(
      names = "--ply",
      paramLabel = "N",
      description = "With FILE: the position after N moves of the main line (default: all).")
  Integer ply;

  @Option(
      names = "--record",
      paramLabel = "K",
      description = "With FILE of several records (CSA files may hold several): the K-th, from 1.")
  Integer recordNumber;

  /**
   * Reads the record when FILE was given, after checking that the options fit together; prints the
   * reading's warnings on {@code err} unless the output is JSON.
   *
   * @param positions the command's position options, which FILE excludes
   * @return the record, or empty without FILE
   * @throws ParameterException for options that do not fit together
   * @throws InputException if the record cannot be read
   */
  Optional<RecordPosition> read(
      CommandSpec spec, PositionOptions positions, boolean json, PrintWriter err) {
    if (ply != null && ply < 0) {
      throw new ParameterException(spec.commandLine(), "--ply must be 0 or more, not " + ply);
    }
    if (file == null) {
      if (ply != null || recordNumber != null || lenient) {
        throw new ParameterException(
            spec.commandLine(),
            (ply != null ? "--ply" : recordNumber != null ? "--record" : "--lenient")
                + " needs a record FILE");
      }
      return Optional.empty();
    }
    if (positions.fromFile() || positions.hasPosition()) {
      throw new ParameterException(spec.commandLine(), "give either FILE or a position, not both");
    }
    RecordPosition record =
        RecordPosition.read(
            spec, file, ReadModeOptions.mode(spec, positions.strict, lenient), recordNumber);
    if (!json) {
      record
          .warnings()
          .forEach(
              w ->
                  err.println(
                      spec.qualifiedName()
                          + ": "
                          + record.where()
                          + ": warning: "
                          + RecordsCommand.describe(w)));
    }
    return Optional.of(record);
  }
}
