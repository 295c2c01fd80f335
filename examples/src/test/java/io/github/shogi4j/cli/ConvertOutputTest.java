package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Where {@code shogi convert} writes: never one record over another, a folder when the user names
 * one, the encoding under its usual name.
 */
class ConvertOutputTest {
  /** Two games in one CSA file, separated by "/". */
  private static final String TWO_GAMES =
      String.join(
          "\n", "V2.2", "PI", "+", "+2726FU", "-3334FU", "%CHUDAN", "/", "V2.2", "PI", "+",
          "+7776FU", "-8384FU", "+5756FU", "%CHUDAN", "");

  @TempDir Path dir;

  @BeforeEach
  void writeRecords() throws IOException {
    Files.createDirectories(dir.resolve("games/a"));
    Files.createDirectories(dir.resolve("games/b"));
    Files.writeString(dir.resolve("games/a/game.usi"), "position startpos moves 7g7f\n");
    Files.writeString(dir.resolve("games/b/game.usi"), "position startpos moves 2g2f\n");
    Files.writeString(dir.resolve("two.csa"), TWO_GAMES, StandardCharsets.US_ASCII);
  }

  private static String read(Path p) throws IOException {
    return Files.readString(p, StandardCharsets.UTF_8);
  }

  @Test
  void engineAnalysisIsWrittenInTheTargetFormatsOwnForm() throws IOException {
    Files.writeString(
        dir.resolve("scored.csa"),
        String.join("\n", "V2.2", "PI", "+", "+7776FU", "'** 30 -3334FU +2726FU", "-3334FU", ""),
        StandardCharsets.US_ASCII);
    Cli.Result kifu = Cli.run("convert", dir.resolve("scored.csa").toString(), "--to", "kifu");
    assertEquals(0, kifu.code(), kifu::toString);
    assertTrue(kifu.out().contains("７六歩(77)\n*#評価値=30\n*#読み筋=△３四歩▲２六歩\n"), kifu::toString);
    assertFalse(kifu.out().contains("**"), kifu::toString);
    Files.writeString(dir.resolve("scored.kifu"), kifu.out());
    Cli.Result csa = Cli.run("convert", dir.resolve("scored.kifu").toString(), "--to", "csa");
    assertEquals(0, csa.code(), csa::toString);
    assertTrue(csa.out().contains("+7776FU\n'** 30 -3334FU +2726FU\n"), csa::toString);
  }

  @Test
  void aFolderKeepsItsSubfoldersSoSameNamedRecordsDoNotOverwriteEachOther() throws IOException {
    Path out = dir.resolve("out");
    Cli.Result r =
        Cli.run("convert", dir.resolve("games").toString(), "--to", "sfen", "-o", out.toString());
    assertEquals(0, r.code(), r::toString);
    assertTrue(read(out.resolve("a/game.sfen")).contains("moves 7g7f"));
    assertTrue(read(out.resolve("b/game.sfen")).contains("moves 2g2f"));
  }

  @Test
  void twoInputsOfTheSameNameAreNotWrittenOverEachOther() throws IOException {
    Path out = dir.resolve("out");
    Path first = dir.resolve("games/a/game.usi");
    Path second = dir.resolve("games/b/game.usi");
    Cli.Result r =
        Cli.run(
            "convert",
            first.toString(),
            second.toString(),
            "--to",
            "sfen",
            "-o",
            out.toString(),
            "--json");
    assertEquals(1, r.code(), r::toString);
    assertEquals(2, r.lines().size(), r::toString);
    assertEquals(
        out.resolve("game.sfen").toString(), JsonReader.object(r.lines().get(0)).get("output"));
    assertEquals(
        Map.of(
            "file",
            second.toString(),
            "error",
            "not written: "
                + out.resolve("game.sfen")
                + " was already written from "
                + first
                + " in this run (inputs of the same name)"),
        JsonReader.object(r.lines().get(1)));
    assertTrue(read(out.resolve("game.sfen")).contains("moves 7g7f"), "the first one is kept");
  }

  @Test
  void aFileOfSeveralRecordsIsNotWrittenRecordOverRecordIntoOneFile() {
    Path two = dir.resolve("two.csa");
    Path target = dir.resolve("two.usi");
    Cli.Result r = Cli.run("convert", two.toString(), "--to", "usi", "-o", target.toString());
    assertEquals(1, r.code(), r::toString);
    assertEquals(
        "shogi convert: "
            + two
            + ": holds several records but -o names one file: give -o a "
            + "folder ("
            + target
            + "/) to write one file per record\n",
        r.err());
    assertFalse(Files.exists(target), "nothing written");
  }

  @Test
  void anOutputEndingInASlashIsAFolder() throws IOException {
    Path out = dir.resolve("folder");
    Cli.Result r =
        Cli.run("convert", dir.resolve("two.csa").toString(), "--to", "usi", "-o", out + "/");
    assertEquals(0, r.code(), r::toString);
    assertTrue(Files.isDirectory(out), r::toString);
    assertEquals("position startpos moves 2g2f 3c3d break\n", read(out.resolve("two-1.usi")));
    assertEquals("position startpos moves 7g7f 8c8d 5g5f break\n", read(out.resolve("two-2.usi")));
  }

  @Test
  void dashIsStandardOutput() {
    Cli.Result r =
        Cli.run("convert", dir.resolve("games/a/game.usi").toString(), "--to", "sfen", "-o", "-");
    assertEquals(0, r.code(), r::toString);
    assertEquals(
        "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f\n",
        r.out());
    assertFalse(Files.exists(Path.of("-")), "no file named -");
  }

  /**
   * Several records written to standard output read back one by one: CSA records are separated by a
   * "/" line (they ran together into one broken record), KIF ones follow each other; JKF, which
   * holds one record a text, is refused rather than written as JSON texts in a row.
   */
  @Test
  void severalRecordsOnStandardOutputReadBackOneByOne() throws IOException {
    Path two = dir.resolve("two.csa");
    for (String to : List.of("csa", "kif", "ki2", "usi")) {
      Cli.Result r = Cli.run("convert", two.toString(), "--to", to);
      assertEquals(0, r.code(), r::toString);
      Path back = dir.resolve("back." + to);
      Files.writeString(back, r.out(), StandardCharsets.UTF_8);
      Cli.Result info = Cli.run("info", back.toString(), "--json");
      assertEquals(0, info.code(), info::toString);
      assertEquals(2, info.lines().size(), to + ": " + info);
      assertEquals(
          3L,
          ((Number) JsonReader.object(info.lines().get(1)).get("moves")).longValue(),
          to + ": " + info);
    }
    Cli.Result csa =
        Cli.run(
            "convert", two.toString(), dir.resolve("games/a/game.usi").toString(), "--to", "csa");
    assertEquals(2, csa.out().lines().filter(l -> l.equals("/")).count(), csa::toString);

    Cli.Result jkf = Cli.run("convert", two.toString(), "--to", "jkf");
    assertEquals(1, jkf.code(), jkf::toString);
    assertEquals(
        "shogi convert: "
            + two
            + ": holds several records but standard output holds one JKF "
            + "record: give -o a folder to write one file per record\n",
        jkf.err());
    Cli.Result twoFiles =
        Cli.run(
            "convert",
            dir.resolve("games/a/game.usi").toString(),
            dir.resolve("games/b/game.usi").toString(),
            "--to",
            "jkf");
    assertEquals(2, twoFiles.code(), twoFiles::toString);
  }

  @Test
  void theEncodingIsReportedUnderTheNameInfoUses() {
    Path kif = dir.resolve("game.kif");
    Cli.Result r =
        Cli.run(
            "convert",
            dir.resolve("games/a/game.usi").toString(),
            "--to",
            "kif",
            "-o",
            kif.toString(),
            "--json");
    assertEquals(0, r.code(), r::toString);
    assertEquals("Shift_JIS", JsonReader.object(r.lines().get(0)).get("encoding"));
    assertEquals("Shift_JIS", Cli.json("info", kif.toString()).get("encoding"));
    assertEquals(List.of(), List.of(r.err().lines().toArray()), r::toString);
  }

  /**
   * A JKF header may hold a line break; KIF, KI2 and CSA write headers one a line, so the rest of
   * the value used to become a line of its own that no reader accepts (convert said it succeeded).
   * The game list keeps such a record on one row.
   */
  @Test
  void aHeaderWithALineBreakIsRefusedByLineFormatsAndKeptOnOneRowByList() throws IOException {
    Path jkf = dir.resolve("header.jkf");
    Files.writeString(
        jkf,
        "{\"header\": {\"先手\": \"Alice\", \"後手\": \"Bob\\nB\"}, "
            + "\"moves\": [{}, {\"move\": {\"from\": {\"x\": 7, \"y\": 7}, \"to\": {\"x\": 7, "
            + "\"y\": 6}, \"piece\": \"FU\", \"color\": 0}}]}",
        StandardCharsets.UTF_8);
    for (String to : List.of("kif", "ki2", "csa")) {
      Path target = dir.resolve("header." + to);
      Cli.Result r = Cli.run("convert", jkf.toString(), "--to", to, "-o", target.toString());
      assertEquals(1, r.code(), r::toString);
      assertEquals(
          "shogi convert: "
              + jkf
              + ": cannot write it as "
              + to.toUpperCase(java.util.Locale.ROOT)
              + ": the header 後手 holds a line break, which a header line cannot hold\n",
          r.err());
      assertFalse(Files.exists(target), to);
    }
    Cli.Result list = Cli.run("list", jkf.toString());
    assertEquals(0, list.code(), list::toString);
    assertEquals(3, list.lines().size(), list::toString);
    assertTrue(list.lines().get(1).contains("Alice  Bob / B"), list::toString);
  }

  /**
   * What the target format leaves out was only on standard error, out of a --json reader's sight.
   */
  @Test
  void theJsonAnswerListsWhatTheFormatLeftOut() throws IOException {
    Path kif = dir.resolve("named.kifu");
    Files.writeString(
        kif, "先手：Alice\n後手：Bob\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)   ( 0:05/00:00:05)\n");
    Path usi = dir.resolve("named.usi");
    Cli.Result r =
        Cli.run("convert", kif.toString(), "--to", "usi", "-o", usi.toString(), "--json");
    assertEquals(0, r.code(), r::toString);
    Map<String, Object> o = JsonReader.object(r.lines().get(0));
    assertEquals(List.of("1 time field(s) (消費時間)", "2 header(s)"), o.get("leftOut"), r::toString);
    assertEquals(
        List.of(
            "shogi convert: "
                + kif
                + ": note: USI has no place for 1 time field(s) "
                + "(消費時間): left out",
            "shogi convert: " + kif + ": note: USI has no place for 2 " + "header(s): left out"),
        r.err().lines().toList());
    Cli.Result kept = Cli.run("convert", kif.toString(), "--to", "jkf", "--json");
    assertEquals(List.of(), JsonReader.object(kept.lines().get(0)).get("leftOut"), kept::toString);
  }

  /**
   * An even game without headers or moves was written to KI2 as an empty text, which reads back as
   * no record: now it says 手合割：平手.
   */
  @Test
  void anEmptyEvenGameWrittenToKi2ReadsBack() throws IOException {
    Path jkf = dir.resolve("nothing.jkf");
    Files.writeString(jkf, "{ \"header\": {}, \"moves\": [] }");
    Path ki2 = dir.resolve("nothing.ki2u");
    Cli.Result r = Cli.run("convert", jkf.toString(), "--to", "ki2u", "-o", ki2.toString());
    assertEquals(0, r.code(), r::toString);
    assertEquals("手合割：平手\n", read(ki2));
    Map<String, Object> back = Cli.json("info", ki2.toString());
    assertEquals(0L, back.get("moves"));
    assertEquals(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", back.get("startSfen"));
  }

  /**
   * A character Shift_JIS lacks (雞, U+96DE) in a comment: KIF refuses it and says how to write it
   * (the message named the character only); with --encoding UTF-8 the KIF declares its encoding on
   * a #KIF line, and reads back as the same record.
   */
  @Test
  void aCharacterShiftJisLacksSuggestsKifuAndUtf8KifDeclaresItself() throws IOException {
    Path in = dir.resolve("chicken.kifu");
    Files.writeString(
        in, "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n*雞\n", StandardCharsets.UTF_8);
    Path kif = dir.resolve("chicken.kif");
    Cli.Result refused = Cli.run("convert", in.toString(), "--to", "kif", "-o", kif.toString());
    assertEquals(1, refused.code(), refused::toString);
    assertEquals(
        "shogi convert: "
            + in
            + ": cannot write it as KIF: line 4: U+96DE (雞) cannot be"
            + " written in Shift_JIS; write it with --to kifu (UTF-8), or as KIF with --encoding"
            + " UTF-8\n",
        refused.err());
    Cli.Result written =
        Cli.run(
            "convert", in.toString(), "--to", "kif", "--encoding", "UTF-8", "-o", kif.toString());
    assertEquals(0, written.code(), written::toString);
    String text = read(kif);
    assertTrue(text.startsWith("#KIF version=2.0 encoding=UTF-8\n手合割：平手\n"), text);
    Cli.Result info = Cli.run("convert", kif.toString(), "--to", "kifu", "-o", "-");
    assertEquals(0, info.code(), info::toString);
    assertTrue(info.out().contains("*雞"), info::toString);
  }
}
