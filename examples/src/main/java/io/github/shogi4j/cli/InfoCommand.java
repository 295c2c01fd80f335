package io.github.shogi4j.cli;

import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code shogi info}: what a game record (棋譜) holds: format, encoding, headers, start and final
 * positions, the number of moves, how it ended and the warnings of the reading.
 */
@Command(
    name = "info",
    mixinStandardHelpOptions = true,
    description =
        "Describe game records (KIF, KI2, CSA, JKF, SFEN/USI; format and encoding "
            + "detected): headers, start and final positions, moves of the main line, ending, "
            + "variations, and what the reading accepted with a warning. Read strictly unless "
            + "--lenient is given.",
    footer = {
      "",
      "JSON, per record: {\"file\": f, \"format\": \"KIF\", \"encoding\": \"Shift_JIS\", "
          + "\"headers\": {...}, \"startSfen\": s, \"moves\": n, \"finalSfen\": s, \"termination\": T "
          + "or null, \"result\": {\"winner\": ..., \"reason\": ...} or null, \"variations\": n, "
          + "\"warnings\": [...]}; {\"file\": f, \"error\": why} for a file that cannot be read."
    })
public final class InfoCommand extends RecordsCommand {
  @Parameters(
      arity = "1..*",
      paramLabel = "FILE",
      description =
          "Record files or folders; - reads standard input (the format told from the "
              + "content).")
  List<Path> files;

  /** Creates the command; picocli fills in the options. */
  public InfoCommand() {}

  @Override
  protected List<Path> inputs() {
    return files;
  }

  @Override
  protected void answer(RecordInput input, Consumer<Answer> out) {
    answerRecords(
        input,
        out,
        (kf, i, r, name, several) -> {
          GameRecord g = r.record();
          Map<String, Object> headers = new LinkedHashMap<>();
          for (Header h : g.headers().all()) {
            headers.merge(h.key(), h.value(), (a, b) -> a + "\n" + b);
          }
          Optional<Ending> ending = g.mainLine().ending();
          String finalSfen = g.finalPosition().toSfen();
          Map<String, Object> json = new LinkedHashMap<>();
          json.put("file", name);
          if (several) {
            json.put("record", i + 1);
          }
          json.put("format", kf.fileType());
          json.put("encoding", kf.encodingName());
          json.put("headers", headers);
          json.put("startSfen", g.start().setup().toSfen());
          json.put("moves", g.moves().size());
          json.put("finalSfen", finalSfen);
          json.put("termination", ending.map(Ending::kind));
          json.put("result", g.result().map(Outcomes::json));
          json.put("variations", g.mainLine().variationCount());
          json.put("warnings", json(r.warnings()));

          StringBuilder text = new StringBuilder();
          text.append(name)
              .append(several ? " (record " + (i + 1) + ")" : "")
              .append(": ")
              .append(kf.fileType())
              .append(", ")
              .append(kf.encodingName())
              .append('\n');
          headers.forEach(
              (k, v) ->
                  text.append("  ")
                      .append(k)
                      .append(": ")
                      .append(v.toString().replace("\n", " / "))
                      .append('\n'));
          text.append("  start: ").append(g.start().setup().toSfen()).append('\n');
          text.append("  moves: ")
              .append(g.moves().size())
              .append(
                  g.mainLine().variationCount() > 0
                      ? " (" + g.mainLine().variationCount() + " variations)"
                      : "")
              .append('\n');
          text.append("  final: ").append(finalSfen).append('\n');
          text.append("  result: ").append(g.result().map(Outcomes::describe).orElse("none"));
          r.warnings().forEach(w -> text.append("\n  warning: ").append(describe(w)));
          return new Answer(json, text.toString());
        });
  }
}
