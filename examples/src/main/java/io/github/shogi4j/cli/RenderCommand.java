package io.github.shogi4j.cli;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.ParameterException;

/** {@code shogi render}: a board diagram (局面図) of a position or of a record at a move, as SVG or BOD. */
@Command(name = "render", mixinStandardHelpOptions = true,
    description = "Draw a board diagram: an SVG picture (--format svg) or the BOD text diagram of KIF "
        + "files (--format text). The position is given as --sfen/--position, or as a record FILE and "
        + "--ply N (the position after N moves; default: the end of the main line).",
    footer = {"", "Examples:",
        "  shogi render --position \"startpos moves 7g7f 3c3d\" -o board.svg",
        "  shogi render game.kif --ply 40 --format text",
        "JSON: {\"format\": f, \"sfen\": s, \"ply\": n, \"diagram\": text} (or \"file\": path "
            + "with -o); from a FILE also \"warnings\": [...] of its reading (strict unless "
            + "--lenient)."})
public final class RenderCommand extends CliCommand {
  /** The diagram kinds. */
  enum Format { svg, text }

  @Mixin
  PositionOptions positions;

  @Parameters(arity = "0..1", paramLabel = "FILE",
      description = "A game record (KIF, KI2, CSA, JKF ...); - reads standard input.")
  Path file;

  @Option(names = "--lenient", description = "With FILE: read it leniently. "
      + ReadModeOptions.LENIENT_HELP
      + " Without it the record is read strictly (--strict).")
  boolean lenient;

  @Option(names = "--ply", paramLabel = "N",
      description = "With FILE: the position after N moves of the main line (default: all).")
  Integer ply;

  @Option(names = "--record", paramLabel = "K",
      description = "With FILE of several records (CSA files may hold several): the K-th, from 1.")
  Integer recordNumber;

  @Option(names = "--format", paramLabel = "FORMAT", defaultValue = "svg",
      description = "svg (default) or text (BOD).")
  Format format;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "Write the diagram to this file.")
  Path output;

  /** Creates the command; picocli fills in the options. */
  public RenderCommand() {}

  @Override
  public Integer call() {
    Position start;
    List<Move> moves;
    if (ply != null && ply < 0) {
      throw new ParameterException(spec.commandLine(), "--ply must be 0 or more, not " + ply);
    }
    String where;
    List<Problem> warnings = List.of();
    if (file != null) {
      if (positions.fromFile() || hasPositionOption()) {
        throw new ParameterException(spec.commandLine(), "give either FILE or a position, not both");
      }
      ReadMode mode = ReadModeOptions.mode(spec, positions.strict, lenient);
      RecordFiles records = new RecordFiles(ShogiCli.stdin(spec));
      KifuFile kf = records.read(file, mode);
      where = RecordFiles.name(file);
      int n = kf.results().size();
      if (recordNumber == null && n > 1) {
        throw new InputException(where, "holds " + n + " records: choose one with "
            + "--record 1 to " + n);
      }
      if (recordNumber != null && (recordNumber < 1 || recordNumber > n)) {
        throw new InputException(where, "--record " + recordNumber
            + " is out of range: the "
            + "file holds " + n + (n == 1 ? " record" : " records"));
      }
      int index = recordNumber == null ? 0 : recordNumber - 1;
      ReadResult read = kf.results().get(index);
      if (read.error().isPresent()) {
        throw new InputException(where + (n > 1 ? " record " + (index + 1) : ""),
            records.failure(records.input(file), mode, index, read.error().get()),
            read.error().get());
      }
      warnings = read.warnings();
      GameRecord record = read.record();
      start = record.start().position(Validation.LENIENT);
      // An illegal final move recorded as such (反則, %ILLEGAL_MOVE) was never played on the board.
      moves = record.moves().stream().takeWhile(m -> !m.isIllegal()).map(RecordMove::move).toList();
      if (!json()) {
        String from = where;
        warnings.forEach(w -> err().println(spec.qualifiedName() + ": " + from + ": warning: "
            + RecordsCommand.describe(w)));
      }
    } else {
      if (ply != null || recordNumber != null || lenient) {
        throw new ParameterException(spec.commandLine(),
            (ply != null ? "--ply" : recordNumber != null ? "--record" : "--lenient")
                + " needs a record FILE");
      }
      List<PositionInput> inputs = positions.inputs(spec);
      if (inputs.size() != 1) {
        throw new ParameterException(spec.commandLine(), "render draws one position");
      }
      PositionInput.Parsed parsed = inputs.get(0).parse(positions.validation());
      start = parsed.start();
      moves = parsed.moves();
      where = inputs.get(0).where();
    }
    int n = ply == null ? moves.size() : ply;
    if (n < 0 || n > moves.size()) {
      throw new InputException(where, "--ply " + n + " is out of range: the main line has "
          + moves.size() + " moves");
    }
    Position before = start;
    for (int i = 0; i < n - 1; i++) {
      before = before.play(moves.get(i));
    }
    Optional<BoardDiagram.LastMove> last = n == 0 ? Optional.empty()
        : Optional.of(new BoardDiagram.LastMove(before, moves.get(n - 1)));
    Position position = last.map(m -> m.before().play(m.move())).orElse(start);
    String diagram = format == Format.svg
        ? BoardDiagram.svg(position, last.map(BoardDiagram.LastMove::move))
        : BoardDiagram.bod(position, last, n);
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("format", format.name());
    json.put("sfen", position.toSfen());
    json.put("ply", n);
    if (file != null) {
      json.put("warnings", RecordsCommand.json(warnings));
    }
    if (output != null) {
      try {
        Files.writeString(output, diagram, StandardCharsets.UTF_8);
      } catch (IOException e) {
        throw new InputException(output.toString(), "cannot write it: " + Errors.ioReason(e), e);
      }
      json.put("file", output.toString());
      if (json()) {
        print(new Answer(json, ""));
      }
    } else {
      json.put("diagram", diagram);
      print(new Answer(json, diagram.stripTrailing()));
    }
    return Errors.OK;
  }

  private boolean hasPositionOption() {
    return spec.commandLine().getParseResult().hasMatchedOption("--sfen")
        || spec.commandLine().getParseResult().hasMatchedOption("--position");
  }
}
