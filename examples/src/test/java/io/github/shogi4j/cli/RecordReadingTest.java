package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.IOException;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * How the commands that read records read them: the same {@code --strict}/{@code --lenient} choice
 * everywhere (strict by default, as {@code validate}), the warnings of a lenient reading shown, and
 * {@code -} for standard input.
 */
class RecordReadingTest {
  /** Move numbers out of sequence: refused strictly, read leniently with two warnings. */
  private static final String LENIENT_ONLY =
      String.join(
          "\n", "手合割：平手", "手数----指手---------消費時間--", "   1 ７六歩(77)", "   3 ３四歩(33)", "   4 投了", "");

  private static final String GOOD_KIF =
      String.join(
          "\n",
          "手合割：平手",
          "先手：Alice",
          "後手：Bob",
          "手数----指手---------消費時間--",
          "   1 ７六歩(77)",
          "   2 ３四歩(33)",
          "   3 投了",
          "まで2手で後手の勝ち",
          "");
  private static final String GOOD_CSA =
      String.join("\n", "V2.2", "N+Alice", "N-Bob", "PI", "+", "+7776FU", "-3334FU", "%TORYO", "");
  private static final String FINAL_SFEN =
      "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3";
  private static final String WARNING = "move number 3 where 2 was expected";

  @TempDir Path dir;
  Path lenientOnly;

  @BeforeEach
  void writeRecord() throws IOException {
    lenientOnly = dir.resolve("numbers.kifu");
    Files.writeString(lenientOnly, LENIENT_ONLY, StandardCharsets.UTF_8);
  }

  private static byte[] utf8(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  @SuppressWarnings("unchecked")
  private static List<Map<String, Object>> warnings(Map<String, Object> answer) {
    return (List<Map<String, Object>>) answer.get("warnings");
  }

  private static Map<String, Object> only(Cli.Result r) {
    assertEquals(0, r.code(), r::toString);
    assertEquals(1, r.lines().size(), r::toString);
    return JsonReader.object(r.lines().get(0));
  }

  @Test
  void everyRecordCommandReadsStrictlyByDefaultAndSaysThatLenientReadsIt() {
    String f = lenientOnly.toString();
    List<List<String>> commands =
        List.of(
            List.of("info", f),
            List.of("list", f),
            List.of("convert", f, "--to", "csa"),
            List.of("render", f));
    for (List<String> c : commands) {
      for (List<String> args : List.of(c, concat(c, "--strict"))) {
        Cli.Result r = Cli.run(args.toArray(String[]::new));
        assertEquals(1, r.code(), r::toString);
        assertTrue(
            r.err()
                .contains(
                    f
                        + ": line 4, column 4, move 3: SYNTAX: "
                        + WARNING
                        + " (--lenient reads it, with warnings)"),
            r::toString);
        assertFalse(r.err().contains("internal error"), r::toString);
      }
    }
    Map<String, Object> v = JsonReader.object(Cli.run("validate", f, "--json").out().strip());
    assertEquals(false, v.get("valid"));
  }

  @Test
  void withLenientEveryRecordCommandReadsItAndShowsTheWarnings() {
    String f = lenientOnly.toString();
    Map<String, Object> info = only(Cli.run("info", f, "--lenient", "--json"));
    assertEquals(2L, info.get("moves"));
    assertEquals(FINAL_SFEN, info.get("finalSfen"));
    assertEquals(WARNING, warnings(info).get(0).get("message"));

    Map<String, Object> validate = only(Cli.run("validate", f, "--lenient", "--json"));
    assertEquals(true, validate.get("valid"));
    assertEquals(2, warnings(validate).size());

    Map<String, Object> list = only(Cli.run("list", f, "--lenient", "--json"));
    assertEquals(2L, list.get("moves"));
    assertEquals(4L, warnings(list).get(0).get("line"));
    Cli.Result table = Cli.run("list", f, "--lenient");
    assertEquals(0, table.code(), table::toString);
    assertTrue(
        table.err().contains(f + ": warning: line 4, column 4, move 3: SYNTAX: " + WARNING),
        table::toString);

    Map<String, Object> convert = only(Cli.run("convert", f, "--to", "csa", "--lenient", "--json"));
    assertEquals(2, warnings(convert).size());
    assertTrue(((String) convert.get("text")).contains("+7776FU\n-3334FU\n"), convert::toString);

    Map<String, Object> render =
        only(Cli.run("render", f, "--lenient", "--format", "text", "--json"));
    assertEquals(FINAL_SFEN, render.get("sfen"));
    assertEquals(2, warnings(render).size());
    Cli.Result drawn = Cli.run("render", f, "--lenient", "--format", "text");
    assertEquals(0, drawn.code(), drawn::toString);
    assertTrue(drawn.err().contains(f + ": warning: line 4"), drawn::toString);
  }

  @Test
  void strictAndLenientTogetherAreAUsageError() {
    String f = lenientOnly.toString();
    for (String command : List.of("info", "validate", "convert", "list", "render")) {
      Cli.Result r =
          command.equals("convert")
              ? Cli.run(command, f, "--to", "csa", "--strict", "--lenient")
              : Cli.run(command, f, "--strict", "--lenient");
      assertEquals(2, r.code(), r::toString);
      assertTrue(r.err().contains("give only one of --strict and --lenient"), r::toString);
    }
    // Without a record, render has nothing to read leniently.
    Cli.Result r = Cli.run("render", "--sfen", "startpos", "--lenient");
    assertEquals(2, r.code(), r::toString);
    assertTrue(r.err().contains("--lenient needs a record FILE"), r::toString);
  }

  @Test
  void aBrokenRecordIsRenderedAsAOneLineErrorNotAnInternalError() throws IOException {
    Path broken = dir.resolve("broken.kif");
    Files.writeString(
        broken, "手合割：平手\n手数----指手---------消費時間--\n   1 ７五歩(77)\n", Charset.forName("windows-31j"));
    Cli.Result r = Cli.run("render", broken.toString());
    assertEquals(1, r.code(), r::toString);
    assertTrue(
        r.err()
            .startsWith(
                "shogi render: " + broken + ": line 3, column 6, move 1: " + "ILLEGAL_MOVEMENT"),
        r::toString);
    assertFalse(r.err().contains("internal error"), r::toString);
  }

  @Test
  void infoReadsStandardInputAndTellsTheFormatFromTheContent() {
    Map<String, Object> kif = only(Cli.runWithInput(utf8(GOOD_KIF), "info", "-", "--json"));
    assertEquals("<stdin>", kif.get("file"));
    assertEquals("KIFU", kif.get("format"), "a Kakinoki text in UTF-8");
    assertEquals("UTF-8", kif.get("encoding"));
    assertEquals(FINAL_SFEN, kif.get("finalSfen"));
    assertEquals(Map.of("手合割", "平手", "先手", "Alice", "後手", "Bob"), kif.get("headers"));

    Map<String, Object> sjis =
        only(
            Cli.runWithInput(
                GOOD_KIF.getBytes(Charset.forName("windows-31j")), "info", "-", "--json"));
    assertEquals("Shift_JIS", sjis.get("encoding"));
    assertEquals("KIF", sjis.get("format"));
    assertEquals(FINAL_SFEN, sjis.get("finalSfen"));

    Map<String, Object> csa = only(Cli.runWithInput(utf8(GOOD_CSA), "info", "-", "--json"));
    assertEquals("CSA", csa.get("format"));
    assertEquals(FINAL_SFEN, csa.get("finalSfen"));

    Cli.Result plain = Cli.runWithInput(utf8(GOOD_KIF), "info", "-");
    assertEquals(0, plain.code(), plain::toString);
    assertTrue(plain.out().startsWith("<stdin>: KIFU, UTF-8\n"), plain::toString);

    Map<String, Object> lenient =
        only(Cli.runWithInput(utf8(LENIENT_ONLY), "info", "-", "--lenient", "--json"));
    assertEquals(WARNING, warnings(lenient).get(0).get("message"));
  }

  @Test
  void validateReadsStandardInputBesideFiles() {
    Cli.Result r =
        Cli.runWithInput(
            utf8(LENIENT_ONLY), "validate", "-", lenientOnly.toString(), "--lenient", "--json");
    assertEquals(0, r.code(), r::toString);
    assertEquals(2, r.lines().size(), r::toString);
    Map<String, Object> stdin = JsonReader.object(r.lines().get(0));
    assertEquals("<stdin>", stdin.get("file"));
    assertEquals(true, stdin.get("valid"));
    assertEquals(2, warnings(stdin).size());
    Cli.Result strict = Cli.runWithInput(utf8(LENIENT_ONLY), "validate", "-", "--json");
    assertEquals(1, strict.code(), strict::toString);
    Map<String, Object> o = JsonReader.object(strict.out().strip());
    assertEquals("<stdin>", o.get("file"));
    assertEquals(false, o.get("valid"));
    assertEquals("SYNTAX", ((Map<?, ?>) ((List<?>) o.get("errors")).get(0)).get("rule"));
  }

  @Test
  void convertFromStandardInputWritesToStandardOutputAFileOrAFolder() throws IOException {
    Cli.Result out = Cli.runWithInput(utf8(GOOD_KIF), "convert", "-", "--to", "csa");
    assertEquals(0, out.code(), out::toString);
    assertTrue(out.out().contains("+7776FU\n-3334FU\n"), out::toString);

    Path file = dir.resolve("game.csa");
    Map<String, Object> toFile =
        only(
            Cli.runWithInput(
                utf8(GOOD_KIF), "convert", "-", "--to", "csa", "-o", file.toString(), "--json"));
    assertEquals("<stdin>", toFile.get("file"));
    assertEquals(file.toString(), toFile.get("output"));
    assertTrue(Files.readString(file, Charset.forName("windows-31j")).contains("+7776FU"));

    Path folder = dir.resolve("out");
    Map<String, Object> toFolder =
        only(
            Cli.runWithInput(
                utf8(GOOD_CSA), "convert", "-", "--to", "kifu", "-o", folder + "/", "--json"));
    Path named = folder.resolve("stdin.kifu");
    assertEquals(named.toString(), toFolder.get("output"));
    assertTrue(Files.readString(named, StandardCharsets.UTF_8).contains("７六歩"));
  }

  @Test
  void listAndRenderReadStandardInputToo() {
    Map<String, Object> row = only(Cli.runWithInput(utf8(GOOD_CSA), "list", "-", "--json"));
    assertEquals("<stdin>", row.get("file"));
    assertEquals("Alice", row.get("sente"));
    Map<String, Object> board =
        only(Cli.runWithInput(utf8(GOOD_CSA), "render", "-", "--format", "text", "--json"));
    assertEquals(FINAL_SFEN, board.get("sfen"));
  }

  @Test
  void standardInputWhoseFormatCannotBeToldIsAClearError() {
    for (String command : List.of("info", "validate", "convert", "list")) {
      List<String> args =
          command.equals("convert") ? List.of(command, "-", "--to", "csa") : List.of(command, "-");
      Cli.Result r =
          Cli.runWithInput(
              utf8("just some words\n"), concat(args, "--json").toArray(String[]::new));
      assertEquals(1, r.code(), r::toString);
      Map<String, Object> o = JsonReader.object(r.out().strip());
      assertEquals("<stdin>", o.get("file"), r::toString);
      assertTrue(
          ((String) o.get("error"))
              .startsWith(
                  "cannot tell the record format from the "
                      + "content (standard input has no file name to go by)"),
          r::toString);

      Cli.Result empty = Cli.runWithInput(new byte[0], args.toArray(String[]::new));
      assertEquals(1, empty.code(), empty::toString);
      assertTrue(empty.err().contains("<stdin>: standard input is empty"), empty::toString);
    }
  }

  @Test
  void standardInputCanBeReadOnlyOnce() {
    Cli.Result r = Cli.runWithInput(utf8(GOOD_KIF), "info", "-", "-");
    assertEquals(2, r.code(), r::toString);
    assertTrue(r.err().contains("- (standard input) can be given only once"), r::toString);
  }

  @Test
  void positionsFromStandardInputUseTheSameStream() {
    Cli.Result r =
        Cli.runWithInput(
            utf8("startpos\n# a comment\nstartpos moves 7g7f\n"),
            "moves",
            "--positions-file",
            "-",
            "--json");
    assertEquals(0, r.code(), r::toString);
    assertEquals(2, r.lines().size(), r::toString);
  }

  @Test
  void playHasNoJsonOutput() {
    Cli.Result r = Cli.runWithInput(utf8("quit\n"), "play", "--json");
    assertEquals(2, r.code(), r::toString);
    assertEquals("", r.out(), r::toString);
    assertTrue(r.err().contains("no JSON output"), r::toString);
  }

  private static List<String> concat(List<String> list, String more) {
    List<String> all = new java.util.ArrayList<>(list);
    all.add(more);
    return all;
  }
}
