package io.github.shogi4j.cli;

import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
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

  @Mixin
  RecordOptions record;

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
    String where;
    List<Problem> warnings = List.of();
    Optional<RecordPosition> fromFile = record.read(spec, positions, json(), err());
    if (fromFile.isPresent()) {
      where = fromFile.get().where();
      warnings = fromFile.get().warnings();
      start = fromFile.get().start();
      moves = fromFile.get().moves();
    } else {
      PositionInput input;
      try (PositionSource inputs = positions.open(spec)) {
        input = next(inputs).orElseThrow(() -> new InputException("render", "no position"));
        if (next(inputs).isPresent()) {
          throw new ParameterException(spec.commandLine(), "render draws one position");
        }
      }
      PositionInput.Parsed parsed = input.parse(positions.validation());
      start = parsed.start();
      moves = parsed.moves();
      where = input.where();
    }
    int n = fromFile.isPresent() ? fromFile.get().ply(record.ply) : moves.size();
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
    if (fromFile.isPresent()) {
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

  /** The next position; an overlong line is an error here, as render draws one position. */
  private static Optional<PositionInput> next(PositionSource inputs) {
    try {
      return inputs.next();
    } catch (PositionSource.LineException e) {
      throw e.asInputError();
    }
  }
}
