package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.rules.testkit.SharedData;
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
 * {@code info}, {@code validate}, {@code convert} and {@code list} on small records written here.
 */
class RecordCommandsTest {
  private static final String GOOD =
      String.join(
          "\n",
          "手合割：平手",
          "先手：Alice",
          "後手：Bob",
          "棋戦：テスト",
          "開始日時：2026/11/29",
          "手数----指手---------消費時間--",
          "   1 ７六歩(77)",
          "   2 ３四歩(33)",
          "   3 投了",
          "まで2手で後手の勝ち",
          "");

  /** The pawn on 7g cannot go two squares. */
  private static final String ILLEGAL =
      String.join("\n", "手合割：平手", "手数----指手---------消費時間--", "   1 ７五歩(77)", "   2 投了", "");

  @TempDir Path dir;
  Path good;
  Path illegal;

  @BeforeEach
  void writeRecords() throws IOException {
    good = dir.resolve("games/good.kifu");
    illegal = dir.resolve("games/sub/illegal.kifu");
    Files.createDirectories(illegal.getParent());
    Files.writeString(good, GOOD, StandardCharsets.UTF_8);
    Files.writeString(illegal, ILLEGAL, StandardCharsets.UTF_8);
    Files.writeString(dir.resolve("games/notes.txt"), "not a record", StandardCharsets.UTF_8);
  }

  @Test
  void infoDescribesTheRecord() {
    Map<String, Object> o = Cli.json("info", good.toString());
    assertEquals(
        List.of(
            "file",
            "format",
            "encoding",
            "headers",
            "startSfen",
            "moves",
            "finalSfen",
            "termination",
            "result",
            "variations",
            "warnings"),
        List.copyOf(o.keySet()));
    assertEquals(good.toString(), o.get("file"));
    assertEquals("KIFU", o.get("format"));
    assertEquals("UTF-8", o.get("encoding"));
    assertEquals(
        Map.of("手合割", "平手", "先手", "Alice", "後手", "Bob", "棋戦", "テスト", "開始日時", "2026/11/29"),
        o.get("headers"));
    assertEquals(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", o.get("startSfen"));
    assertEquals(2L, o.get("moves"));
    assertEquals(
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", o.get("finalSfen"));
    assertEquals("RESIGNATION", o.get("termination"));
    assertEquals(Map.of("winner", "gote", "reason", "RESIGNATION"), o.get("result"));
    assertEquals(0L, o.get("variations"));
    assertEquals(List.of(), o.get("warnings"));
  }

  @Test
  void infoAnswersPerFileAndReportsTheOnesItCannotRead() {
    Path missing = dir.resolve("missing.kif");
    Cli.Result r =
        Cli.run("info", illegal.toString(), good.toString(), missing.toString(), "--json");
    assertEquals(1, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(3, lines.size(), r::toString);
    Map<String, Object> bad = JsonReader.object(lines.get(0));
    assertEquals(illegal.toString(), bad.get("file"));
    assertTrue(
        ((String) bad.get("error")).startsWith("line 3, column 6, move 1: ILLEGAL_MOVEMENT"),
        r::toString);
    assertEquals(2L, JsonReader.object(lines.get(1)).get("moves"));
    assertEquals(
        Map.of(
            "file", missing.toString(), "error", "cannot read the file: no such file: " + missing),
        JsonReader.object(lines.get(2)));
  }

  @Test
  void validateWalksFoldersAndListsEveryError() {
    Cli.Result r = Cli.run("validate", dir.resolve("games").toString(), "--json");
    assertEquals(1, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(2, lines.size(), r::toString); // notes.txt is not a record file
    Map<String, Object> ok = JsonReader.object(lines.get(0));
    assertEquals(good.toString(), ok.get("file"));
    assertEquals(true, ok.get("valid"));
    assertEquals(List.of(), ok.get("errors"));
    Map<String, Object> bad = JsonReader.object(lines.get(1));
    assertEquals(illegal.toString(), bad.get("file"));
    assertEquals(false, bad.get("valid"));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> errors = (List<Map<String, Object>>) bad.get("errors");
    assertEquals(1, errors.size());
    Map<String, Object> e = errors.get(0);
    assertEquals(
        List.of("line", "column", "moveNumber", "rule", "message"), List.copyOf(e.keySet()));
    assertEquals(3L, e.get("line"));
    assertEquals(6L, e.get("column"));
    assertEquals(1L, e.get("moveNumber"));
    assertEquals("ILLEGAL_MOVEMENT", e.get("rule"));

    Cli.Result valid = Cli.run("validate", good.toString());
    assertEquals(0, valid.code(), valid::toString);
    assertEquals(good + ": valid\n", valid.out());
    assertEquals(2, Cli.run("validate", good.toString(), "--strict", "--lenient").code());
  }

  @Test
  void convertWritesToStandardOutputOrAFolderInTheFormatsEncoding() throws IOException {
    Cli.Result text = Cli.run("convert", good.toString(), "--to", "ki2u");
    assertEquals(0, text.code(), text::toString);
    assertTrue(text.out().contains("▲７六歩"), text::toString);
    assertTrue(text.out().contains("△３四歩"), text::toString);

    Path out = dir.resolve("out");
    Cli.Result r =
        Cli.run(
            "convert",
            good.toString(),
            illegal.toString(),
            "--to",
            "kif",
            "-o",
            out.toString(),
            "--json");
    assertEquals(1, r.code(), r::toString);
    Map<String, Object> written = JsonReader.object(r.lines().get(0));
    Path kif = out.resolve("good.kif");
    assertEquals(kif.toString(), written.get("output"));
    assertEquals("Shift_JIS", written.get("encoding"));
    String back = new String(Files.readAllBytes(kif), Charset.forName("windows-31j"));
    assertTrue(back.contains("７六歩(77)") && back.contains("先手：Alice"), back);
    assertTrue(
        ((String) JsonReader.object(r.lines().get(1)).get("error")).contains("ILLEGAL_MOVEMENT"));

    // The converted record reads back to the same game.
    Map<String, Object> again = Cli.json("info", kif.toString());
    assertEquals(Cli.json("info", good.toString()).get("finalSfen"), again.get("finalSfen"));
    assertEquals("Shift_JIS", again.get("encoding"));
  }

  @Test
  void convertNamesWhatTheTargetFormatLeavesOut() {
    Cli.Result usi = Cli.run("convert", good.toString(), "--to", "usi");
    assertEquals(0, usi.code(), usi::toString);
    assertTrue(
        usi.err().contains("note: USI has no place for 5 header(s): left out"), usi::toString);
    Cli.Result kif = Cli.run("convert", good.toString(), "--to", "kif");
    assertEquals(0, kif.code(), kif::toString);
    assertEquals("", kif.err(), kif::toString);
  }

  @Test
  void convertRefusesWhatItCannotDo() {
    Cli.Result unknown = Cli.run("convert", good.toString(), "--to", "pdf");
    assertEquals(2, unknown.code(), unknown::toString);
    assertTrue(unknown.err().contains("unknown --to 'pdf'"), unknown::toString);
    Cli.Result encoding = Cli.run("convert", good.toString(), "--to", "kif", "--encoding", "UTF-8");
    assertEquals(2, encoding.code(), encoding::toString);
  }

  @Test
  void listBuildsAGameListFromAFolder() {
    Cli.Result json = Cli.run("list", dir.resolve("games").toString(), "--json");
    assertEquals(1, json.code(), json::toString); // the illegal record cannot be listed
    Map<String, Object> row = JsonReader.object(json.lines().get(0));
    assertEquals(good.toString(), row.get("file"));
    assertEquals("2026-11-29", row.get("date"));
    assertEquals("テスト", row.get("event"));
    assertEquals("Alice", row.get("sente"));
    assertEquals("Bob", row.get("gote"));
    assertEquals("平手", row.get("handicap"));
    assertEquals(2L, row.get("moves"));
    assertEquals(Map.of("winner", "gote", "reason", "RESIGNATION"), row.get("result"));

    Cli.Result table = Cli.run("list", good.toString());
    assertEquals(0, table.code(), table::toString);
    List<String> lines = table.lines();
    assertEquals(3, lines.size(), table::toString);
    assertTrue(
        lines.get(0).startsWith("date        event   sente  gote  handicap  moves  result"),
        table::toString);
    // テスト takes six columns in a terminal, so the next column starts where "event  " ends.
    assertTrue(
        lines.get(1).startsWith("2026-11-29  テスト  Alice  Bob   平手      2      gote wins"),
        table::toString);
    assertEquals("1 record", lines.get(2));
  }

  @Test
  void aCorpusTsumeRecord() {
    Path f =
        SharedData.require(
            "conformance/corpus/Kifu-for-JS/packages/Kifu-for-JS/examples/files/kif/32ryu-cumbersome.kif");
    Map<String, Object> o = Cli.json("info", f.toString());
    assertEquals("KIF", o.get("format"));
    assertEquals("Shift_JIS", o.get("encoding"));
    assertEquals("7kl/5+R1b1/5K1p1/6+R2/9/8b/9/9/9 b 4g4s4n3l17p 1", o.get("startSfen"));
    assertEquals(9L, o.get("moves"));
    assertEquals("CHECKMATE", o.get("termination"));
  }

  @Test
  void aFolderWithoutRecordsIsReportedNotAnsweredBySilence() throws IOException {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Files.writeString(empty.resolve("readme.txt"), "no records here");
    String why =
        "no record files in this folder (.kif, .kifu, .ki2, .ki2u, .csa, .jkf, .sfen, .usi)";
    for (String command : List.of("validate", "info", "list")) {
      Cli.Result r = Cli.run(command, empty.toString(), "--json");
      assertEquals(1, r.code(), r::toString);
      assertEquals(
          List.of(Map.of("file", empty.toString(), "error", why)),
          r.lines().stream().map(JsonReader::object).toList(),
          r::toString);
    }
    Cli.Result text = Cli.run("validate", empty.toString(), good.toString());
    assertEquals(1, text.code(), text::toString);
    assertEquals("shogi validate: " + empty + ": " + why + "\n", text.err());
    assertEquals(good + ": valid\n", text.out());
  }

  @Test
  void anEmptyKakinokiFileIsNoRecord() throws IOException {
    for (String name : List.of("empty.kif", "empty.ki2", "blank.kifu")) {
      Path f = dir.resolve(name);
      Files.writeString(f, name.startsWith("blank") ? "\uFEFF \n\u3000\n\n" : "");
      Cli.Result v = Cli.run("validate", f.toString(), "--json");
      assertEquals(1, v.code(), v::toString);
      Map<String, Object> o = JsonReader.object(v.lines().get(0));
      assertEquals(false, o.get("valid"), v::toString);
      @SuppressWarnings("unchecked")
      Map<String, Object> e = ((List<Map<String, Object>>) o.get("errors")).get(0);
      assertEquals("SYNTAX", e.get("rule"));
      assertEquals("the text is empty: no record", e.get("message"));
      Cli.Result info = Cli.run("info", f.toString());
      assertEquals(1, info.code(), info::toString);
      assertEquals("", info.out());
      assertEquals(
          "shogi info: " + f + ": line 1, column 1: SYNTAX: the text is empty: no record\n",
          info.err());
    }
  }

  @Test
  void aFileOfSeveralRecordsIsAnsweredRecordByRecord() throws IOException {
    // The second game's 1a1b moves nothing: only that record is refused, the first is answered.
    Path two = dir.resolve("two.csa");
    Files.writeString(
        two,
        String.join(
            "\n", "V2.2", "PI", "+", "+7776FU", "-3334FU", "%TORYO", "/", "V2.2", "PI", "+",
            "+1112FU", "%TORYO", ""),
        StandardCharsets.US_ASCII);
    String why = "line 11, column 2, move 1: NO_PIECE: no sente piece on 11";
    for (String command : List.of("info", "list")) {
      Cli.Result r = Cli.run(command, two.toString(), "--json");
      assertEquals(1, r.code(), r::toString);
      assertEquals(2, r.lines().size(), r::toString);
      Map<String, Object> first = JsonReader.object(r.lines().get(0));
      assertEquals(1L, first.get("record"), r::toString);
      assertEquals(2L, first.get("moves"), r::toString);
      assertEquals(
          Map.of("file", two.toString(), "record", 2L, "error", why),
          JsonReader.object(r.lines().get(1)),
          r::toString);
    }
    Path out = dir.resolve("out");
    Cli.Result c = Cli.run("convert", two.toString(), "--to", "usi", "-o", out + "/");
    assertEquals(1, c.code(), c::toString);
    assertEquals(
        "position startpos moves 7g7f 3c3d resign\n", Files.readString(out.resolve("two-1.usi")));
    assertEquals("shogi convert: " + two + " record 2: " + why + "\n", c.err());
  }

  /** The message used to end in the record's toString: "Declaration[declarer=SENTE, rule=...]". */
  @Test
  void aWrongImpasseWinSaysWhatTheDeclarationLacksInWords() throws IOException {
    Path kachi = dir.resolve("kachi.csa");
    Files.writeString(
        kachi,
        String.join("\n", "V2.2", "PI", "+", "+7776FU", "-3334FU", "%KACHI", ""),
        StandardCharsets.US_ASCII);
    Cli.Result r = Cli.run("validate", kachi.toString(), "--json");
    assertEquals(1, r.code(), r::toString);
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> errors =
        (List<Map<String, Object>>) JsonReader.object(r.lines().get(0)).get("errors");
    assertEquals(
        "the record says 入玉勝ち but the declaration does not win: by sente under "
            + "POINTS_27 it is LOSE (0 points; the king not in the camp; 0 pieces in the camp, 10 "
            + "needed)",
        errors.get(0).get("message"));
  }
}
