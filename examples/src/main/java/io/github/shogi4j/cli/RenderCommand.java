package io.github.shogi4j.cli;

import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.notation.MoveNotation;
import io.github.shogi4j.rules.picture.PictureOptions;
import io.github.shogi4j.rules.picture.PngBoard;
import io.github.shogi4j.rules.picture.SideNames;
import io.github.shogi4j.rules.picture.SvgBoard;
import io.github.shogi4j.rules.picture.TextBoard;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code shogi render}: a board diagram (局面図) of a position or of a record at a move, as SVG, PNG
 * or BOD text, drawn by the library's {@code rules.picture} package.
 */
@Command(
    name = "render",
    mixinStandardHelpOptions = true,
    description =
        "Draw a board diagram: an SVG picture, a PNG image, or the BOD text diagram of KIF "
            + "files (text, also called bod). The format is --format, else the extension of -o "
            + "(.svg, .png, .txt/.bod), else svg. The position is given as --sfen/--position, or as a "
            + "record FILE and --ply N (the position after N moves; default: the end of the main line). "
            + "The last move is highlighted and captioned; a handicap game names the sides 上手/下手. "
            + "PNG needs -o and, for Japanese text, a CJK font on the machine (else ASCII).",
    footer = {
      "",
      "Examples:",
      "  shogi render --position \"startpos moves 7g7f 3c3d\" -o board.svg",
      "  shogi render game.kif --ply 40 -o board.png --width 800 --flip",
      "  shogi render game.kif --ply 40 --format text",
      "JSON: {\"format\": f, \"sfen\": s, \"ply\": n, \"diagram\": text} (or \"file\": path "
          + "with -o); from a FILE also \"warnings\": [...] of its reading (strict unless "
          + "--lenient)."
    })
public final class RenderCommand extends CliCommand {
  /** The diagram kinds; {@code bod} is another name for {@code text}. */
  enum Format {
    svg,
    png,
    text,
    bod
  }

  @Mixin PositionOptions positions;

  @Mixin RecordOptions record;

  @Option(
      names = "--format",
      paramLabel = "FORMAT",
      description =
          "svg, png, text or bod (the same BOD text); default: from the -o extension, else svg.")
  Format format;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description = "Write the diagram to this file.")
  Path output;

  @Option(names = "--flip", description = "Draw the board from gote's side (盤面反転); svg and png.")
  boolean flip;

  @Option(
      names = "--no-coordinates",
      description = "Leave out the file numbers and rank kanji; svg and png.")
  boolean noCoordinates;

  @Option(
      names = "--width",
      paramLabel = "PIXELS",
      description =
          "The picture's width ("
              + PictureOptions.MIN_WIDTH
              + ".."
              + PictureOptions.MAX_WIDTH
              + "); svg and png. Default: 496.")
  Integer width;

  /** Creates the command; picocli fills in the options. */
  public RenderCommand() {}

  @Override
  public Integer call() {
    Format kind = format();
    if (kind == Format.png && output == null) {
      throw new ParameterException(
          spec.commandLine(), "png is an image: write it to a file with -o OUT.png");
    }
    if (width != null && (width < PictureOptions.MIN_WIDTH || width > PictureOptions.MAX_WIDTH)) {
      throw new ParameterException(
          spec.commandLine(),
          "--width "
              + width
              + " is outside "
              + PictureOptions.MIN_WIDTH
              + ".."
              + PictureOptions.MAX_WIDTH);
    }
    Position start;
    List<Move> moves;
    List<Problem> warnings = List.of();
    Optional<RecordPosition> fromFile = record.read(spec, positions, json(), err());
    if (fromFile.isPresent()) {
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
    }
    int n = fromFile.isPresent() ? fromFile.get().ply(record.ply) : moves.size();
    Position position = start;
    PictureOptions.Builder options =
        PictureOptions.builder()
            .flipped(flip)
            .coordinates(!noCoordinates)
            .sideNames(SideNames.forStart(start));
    for (int i = 0; i < n; i++) {
      Move m = moves.get(i);
      if (i == n - 1) {
        // Kakinoki's caption writes the move as KI2 does: ▲２二角成, with the fewest modifiers.
        options.lastMove(m).caption(n, MoveNotation.ki2(position, m));
      }
      position = position.play(m);
    }
    if (width != null) {
      options.width(width);
    }
    PictureOptions o = options.build();
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("format", kind == Format.bod ? Format.text.name() : kind.name());
    json.put("sfen", position.toSfen());
    json.put("ply", n);
    if (fromFile.isPresent()) {
      json.put("warnings", RecordsCommand.json(warnings));
    }
    if (kind == Format.png) {
      System.setProperty("java.awt.headless", "true");
      write(PngBoard.png(position, o));
    } else {
      String diagram = kind == Format.svg ? SvgBoard.of(position, o) : TextBoard.of(position, o);
      if (output == null) {
        json.put("diagram", diagram);
        print(new Answer(json, diagram.stripTrailing()));
        return Errors.OK;
      }
      write(diagram.getBytes(StandardCharsets.UTF_8));
    }
    json.put("file", output.toString());
    if (json()) {
      print(new Answer(json, ""));
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

  /** --format, else what the output file's extension names, else svg. */
  private Format format() {
    if (format != null) {
      return format;
    }
    if (output != null) {
      String name = output.getFileName().toString().toLowerCase(Locale.ROOT);
      if (name.endsWith(".png")) {
        return Format.png;
      }
      if (name.endsWith(".txt") || name.endsWith(".bod")) {
        return Format.text;
      }
    }
    return Format.svg;
  }

  private void write(byte[] bytes) {
    try {
      Files.write(output, bytes);
    } catch (IOException e) {
      throw new InputException(output.toString(), "cannot write it: " + Errors.ioReason(e), e);
    }
  }
}
