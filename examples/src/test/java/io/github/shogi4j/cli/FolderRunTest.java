package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * A folder run answers every file, whatever one of them throws (issue 22 item 3), and reports a
 * broken symbolic link instead of skipping it (item 5): one JSON line or one error line per file,
 * exit code 1 at the end.
 */
class FolderRunTest {
  /** Files that once stopped a folder run with an exception without a line. */
  private static final Map<String, String> ONCE_FATAL =
      Map.of(
          "a-summary.kif",
              "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n" + "まで9999999999999999手で先手の勝ち\n",
          "b-caption.kif", "手数＝99999999999999\n",
          "c-csa.csa", "V2.2\nPI\n+\n+7777FU\n");

  private static final String GOOD = "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n";

  @TempDir Path dir;

  @BeforeEach
  void files() throws IOException {
    for (Map.Entry<String, String> e : ONCE_FATAL.entrySet()) {
      Files.writeString(dir.resolve(e.getKey()), e.getValue(), StandardCharsets.UTF_8);
    }
    Files.writeString(dir.resolve("d-good.kifu"), GOOD, StandardCharsets.UTF_8);
  }

  @Test
  void validateJsonAnswersEveryFileOfAFolder() {
    Cli.Result r = Cli.run("validate", "--json", dir.toString());
    assertEquals(1, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(4, lines.size(), r::toString);
    List<String> names = List.of("a-summary.kif", "b-caption.kif", "c-csa.csa", "d-good.kifu");
    for (int i = 0; i < 4; i++) {
      Map<String, Object> o = JsonReader.object(lines.get(i));
      assertEquals(dir.resolve(names.get(i)).toString(), o.get("file"), r::toString);
    }
    // the strict reading refuses the caption and the move, with their line and column
    assertTrue(lines.get(1).contains("\"line\": 1, \"column\": 4"), r::toString);
    assertTrue(lines.get(2).contains("\"line\": 4, \"column\": 4"), r::toString);
    assertEquals(true, JsonReader.object(lines.get(3)).get("valid"), r::toString);
  }

  @Test
  void listAnswersEveryFileOfAFolder() {
    Cli.Result r = Cli.run("list", dir.toString());
    assertEquals(1, r.code(), r::toString);
    // the summary's count is absurd but the record reads, with a warning; the others are errors
    assertTrue(r.out().contains("2 records"), r::toString);
    List<String> err = r.err().lines().toList();
    assertEquals(3, err.size(), r::toString);
    assertTrue(err.get(0).contains("a-summary.kif: warning: line 4, column 1"), r::toString);
    assertTrue(err.get(1).contains("b-caption.kif: line 1, column 4"), r::toString);
    assertTrue(err.get(2).contains("c-csa.csa: line 4, column 4"), r::toString);
  }

  @Test
  void aBrokenSymbolicLinkIsReported() throws IOException {
    Path link = dir.resolve("e-gone.kif");
    Files.createSymbolicLink(link, dir.resolve("nowhere.kif"));
    Files.createSymbolicLink(dir.resolve("f-gone-folder"), dir.resolve("no-folder"));
    Cli.Result r = Cli.run("info", "--json", dir.toString());
    assertEquals(1, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(6, lines.size(), r::toString);
    assertEquals(
        Map.of(
            "file",
            link.toString(),
            "error",
            "a broken symbolic link: its target " + dir.resolve("nowhere.kif") + " does not exist"),
        JsonReader.object(lines.get(4)));
    assertEquals(
        dir.resolve("f-gone-folder").toString(), JsonReader.object(lines.get(5)).get("file"));
  }

  @Test
  void whateverAnsweringAFileThrowsIsThatFilesError() {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = new CommandLine(new Throwing());
    cl.setOut(new PrintWriter(out));
    cl.setErr(new PrintWriter(err));
    int code = cl.execute("--json", dir.toString());
    assertEquals(1, code, err::toString);
    List<String> lines = out.toString().lines().toList();
    assertEquals(4, lines.size(), out::toString);
    Map<String, Object> boom = JsonReader.object(lines.get(1));
    assertEquals(dir.resolve("b-caption.kif").toString(), boom.get("file"));
    assertTrue(((String) boom.get("error")).contains("kaput"), out::toString);
    assertEquals(
        dir.resolve("d-good.kifu").toString(), JsonReader.object(lines.get(3)).get("file"));
  }

  /** A command whose answer for one file throws what no command expects. */
  @Command(name = "throwing")
  static final class Throwing extends RecordsCommand {
    @Parameters List<Path> paths;

    @Override
    protected List<Path> inputs() {
      return paths;
    }

    @Override
    protected void answer(RecordInput input, Consumer<Answer> out) {
      Path file = input.path();
      if (file.getFileName().toString().startsWith("b-")) {
        throw new IllegalStateException("kaput");
      }
      Map<String, Object> json = new LinkedHashMap<>();
      json.put("file", file.toString());
      out.accept(new Answer(json, file.toString()));
    }
  }
}
