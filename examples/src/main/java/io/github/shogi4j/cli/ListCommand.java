package io.github.shogi4j.cli;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.rules.Handicap;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code shogi list}: a game list built from a folder of game records (棋譜): date, event, players,
 * handicap, moves and result of each, as a table or JSON Lines.
 */
@Command(
    name = "list",
    mixinStandardHelpOptions = true,
    description =
        "List the game records in folders (searched recursively) or files: date, event, "
            + "players, handicap, moves and result. Read strictly unless --lenient is given; the "
            + "warnings of a reading go to standard error (JSON: \"warnings\").",
    footer = {
      "",
      "JSON, per record: {\"file\": f, \"date\": d, \"event\": e, \"sente\": s, "
          + "\"gote\": g, \"handicap\": h, \"moves\": n, \"result\": {\"winner\": ..., \"reason\": ...} "
          + "or null, \"warnings\": [...]}; absent headers are null."
    })
public final class ListCommand extends RecordsCommand {
  private static final String[] HEADINGS = {
    "date", "event", "sente", "gote", "handicap", "moves", "result", "file"
  };

  @Parameters(
      arity = "1..*",
      paramLabel = "DIR",
      description = "Folders (or record files; - reads standard input).")
  List<Path> dirs;

  private final List<String[]> rows = new ArrayList<>();

  /** Creates the command; picocli fills in the options. */
  public ListCommand() {}

  @Override
  protected List<Path> inputs() {
    return dirs;
  }

  @Override
  protected void answer(RecordInput input, Consumer<Answer> out) {
    answerRecords(
        input,
        out,
        (kf, i, r, name, several) -> {
          GameRecord g = r.record();
          Optional<String> date = g.startDate().map(Object::toString).or(g::startTime);
          Optional<String> handicap = g.handicap().map(Handicap::kifName);
          Map<String, Object> json = new LinkedHashMap<>();
          json.put("file", name);
          if (several) {
            json.put("record", i + 1);
          }
          json.put("date", date);
          json.put("event", g.event());
          json.put("sente", g.sente());
          json.put("gote", g.gote());
          json.put("handicap", handicap);
          json.put("moves", g.moves().size());
          json.put("result", g.result().map(Outcomes::json));
          json.put("warnings", json(r.warnings()));
          if (!json()) {
            String where = name + (several ? " record " + (i + 1) : "");
            r.warnings()
                .forEach(
                    w ->
                        err()
                            .println(
                                spec.qualifiedName() + ": " + where + ": warning: " + describe(w)));
            rows.add(
                new String[] {
                  cell(date),
                  cell(g.event()),
                  cell(g.sente()),
                  cell(g.gote()),
                  cell(handicap),
                  String.valueOf(g.moves().size()),
                  g.result().map(Outcomes::describe).orElse(""),
                  name
                });
          }
          return new Answer(json, "");
        });
  }

  @Override
  protected void finish() {
    if (json()) {
      return;
    }
    List<String[]> all = new ArrayList<>();
    all.add(HEADINGS);
    all.addAll(rows);
    int[] widths = new int[HEADINGS.length];
    for (String[] row : all) {
      for (int c = 0; c < row.length; c++) {
        widths[c] = Math.max(widths[c], width(row[c]));
      }
    }
    for (String[] row : all) {
      StringBuilder sb = new StringBuilder();
      for (int c = 0; c < row.length; c++) {
        sb.append(row[c]);
        if (c < row.length - 1) {
          sb.append(" ".repeat(widths[c] - width(row[c]) + 2));
        }
      }
      out().println(sb.toString().stripTrailing());
    }
    out().println(rows.size() + (rows.size() == 1 ? " record" : " records"));
    out().flush();
  }

  /**
   * A table cell on one line: line breaks (a JKF header may hold them) become " / ", as in {@code
   * info}, and other control characters a space, so that each record keeps one row.
   */
  static String cell(Optional<String> value) {
    return value.orElse("").replaceAll("\\s*[\\r\\n]+\\s*", " / ").replaceAll("\\p{Cntrl}", " ");
  }

  /**
   * The columns a string takes in a terminal: East Asian wide and fullwidth characters take two.
   */
  static int width(String s) {
    return s.codePoints().map(cp -> isWide(cp) ? 2 : 1).sum();
  }

  private static boolean isWide(int cp) {
    return (cp >= 0x1100 && cp <= 0x115F)
        || (cp >= 0x2E80 && cp <= 0xA4CF && cp != 0x303F)
        || (cp >= 0xAC00 && cp <= 0xD7A3)
        || (cp >= 0xF900 && cp <= 0xFAFF)
        || (cp >= 0xFE30 && cp <= 0xFE4F)
        || (cp >= 0xFF00 && cp <= 0xFF60)
        || (cp >= 0xFFE0 && cp <= 0xFFE6)
        || (cp >= 0x1F300 && cp <= 0x1FAFF)
        || (cp >= 0x20000 && cp <= 0x3FFFD);
  }
}
