package io.github.shogi4j.kif.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Termination;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** JKF: presets, custom starts, forks, times, comments, moves without from, errors. */
class JkfReaderTest {

  private static KifuParseException error(String text) {
    ReadResult r =
        Kifu.readText(text, ReadOptions.defaults().withFormat(KifuFormat.JKF)).results().get(0);
    assertFalse(r.isOk(), "should be refused: " + text);
    return r.error().get();
  }

  @Test
  void everyPresetIsItsHandicap() {
    for (var e : Jkf.PRESETS.entrySet()) {
      GameRecord g =
          Kifu.parseRecord(
              "{\"header\":{},\"initial\":{\"preset\":\"" + e.getKey() + "\"},\"moves\":[{}]}",
              KifuFormat.JKF);
      assertEquals(Optional.of(e.getValue()), g.start().handicap(), e.getKey());
    }
    assertEquals(16, Jkf.PRESETS.size());
  }

  @Test
  void movesTimesCommentsForksAndSpecial() {
    String text =
        "{\"header\":{\"先手\":\"A\",\"後手\":\"B\"},\"moves\":[{\"comments\":[\"start\"]},"
            + "{\"move\":{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"},"
            + "\"time\":{\"now\":{\"m\":1,\"s\":2},\"total\":{\"h\":0,\"m\":1,\"s\":2}},"
            + "\"comments\":[\"a\\nb\",\"*engine\"],"
            + "\"forks\":[[{\"move\":{\"from\":{\"x\":2,\"y\":7},\"to\":{\"x\":2,\"y\":6},\"piece\":\"FU\"}},"
            + "{\"special\":\"CHUDAN\"}]]},"
            + "{\"move\":{\"to\":{\"x\":3,\"y\":4},\"piece\":\"FU\"}},"
            + "{\"move\":{\"from\":{\"x\":8,\"y\":8},\"to\":{\"x\":2,\"y\":2},\"piece\":\"KA\",\"promote\":true}},"
            + "{\"move\":{\"same\":true,\"piece\":\"GI\"}},"
            + "{\"special\":\"TORYO\"}]}";
    GameRecord g = Kifu.parseRecord(text, KifuFormat.JKF);
    assertEquals(Optional.of("A"), g.sente());
    assertEquals(List.of(Comment.of("start")), g.startComments());
    assertEquals(4, g.moves().size());
    assertEquals(Optional.of(Duration.ofSeconds(62)), g.moves().get(0).time());
    assertEquals(
        List.of(Comment.of("a"), Comment.of("b"), Comment.engine("engine")),
        g.moves().get(0).comments());
    assertEquals(1, g.moves().get(0).variations().size());
    assertEquals(
        Optional.of(EndingKind.ABORT),
        g.moves().get(0).variations().get(0).ending().map(e -> e.kind()));
    assertEquals(Move.of(Square.SQ33, Square.SQ34), g.moves().get(1).move(), "from-less move");
    assertEquals(Move.of(Square.SQ31, Square.SQ22), g.moves().get(3).move(), "same, no to");
    assertEquals(Optional.of(Outcome.win(Color.GOTE, Termination.RESIGNATION)), g.result());
    assertEquals("%TORYO", g.mainLine().ending().get().text());
  }

  @Test
  void relativeTellsApartTwoGolds() {
    String start =
        "{\"header\":{},\"moves\":[{},"
            + "{\"move\":{\"from\":{\"x\":6,\"y\":9},\"to\":{\"x\":5,\"y\":8},\"piece\":\"KI\"}},"
            + "{\"move\":{\"from\":{\"x\":4,\"y\":1},\"to\":{\"x\":5,\"y\":2},\"piece\":\"KI\"}},"
            + "{\"move\":{\"to\":{\"x\":4,\"y\":8},\"piece\":\"KI\",\"relative\":\"";
    GameRecord right = Kifu.parseRecord(start + "R\"}}]}", KifuFormat.JKF);
    assertEquals(Move.of(Square.SQ49, Square.SQ48), right.moves().get(2).move());
    GameRecord sideways = Kifu.parseRecord(start + "M\"}}]}", KifuFormat.JKF);
    assertEquals(Move.of(Square.SQ58, Square.SQ48), sideways.moves().get(2).move());
    assertEquals(ProblemRule.AMBIGUOUS, error(start + "\"}}]}").rule());
  }

  @Test
  void customStartWithHands() {
    StringBuilder board = new StringBuilder("[");
    for (int x = 1; x <= 9; x++) {
      board.append(x > 1 ? "," : "").append("[");
      for (int y = 1; y <= 9; y++) {
        board.append(y > 1 ? "," : "");
        board.append(x == 5 && y == 1 ? "{\"color\":1,\"kind\":\"OU\"}" : "{}");
      }
      board.append("]");
    }
    board.append("]");
    String text =
        "{\"header\":{},\"initial\":{\"preset\":\"OTHER\",\"data\":{\"board\":"
            + board
            + ",\"color\":0,\"hands\":[{\"KI\":2,\"FU\":0},{}]}},"
            + "\"moves\":[{},{\"move\":{\"to\":{\"x\":5,\"y\":2},\"piece\":\"KI\"}}]}";
    GameRecord g = Kifu.parseRecord(text, KifuFormat.JKF);
    assertTrue(g.start().handicap().isEmpty());
    assertEquals(2, g.start().setup().hand(Color.SENTE).count(PieceType.GOLD));
    assertEquals(Move.drop(PieceType.GOLD, Square.SQ52), g.moves().get(0).move());
    GameRecord back = Kifu.parseRecord(Kifu.toText(g, KifuFormat.JKF), KifuFormat.JKF);
    assertEquals(g.start(), back.start());
  }

  /**
   * A start no game reaches (five golds: a warning at initial) after Japanese text on the same
   * line.
   */
  private static String tsumeAfterJapanese() {
    StringBuilder board = new StringBuilder("[");
    for (int x = 1; x <= 9; x++) {
      board.append(x > 1 ? "," : "").append("[");
      for (int y = 1; y <= 9; y++) {
        board
            .append(y > 1 ? "," : "")
            .append(x == 5 && y == 1 ? "{\"color\":1,\"kind\":\"OU\"}" : "{}");
      }
      board.append("]");
    }
    return "{\"header\":{\"先手\":\"羽生善治\"},\"initial\":{\"preset\":\"OTHER\",\"data\":{\"board\":"
        + board
        + "],\"color\":0,\"hands\":[{\"KI\":5},{}]}},"
        + "\"moves\":[{},{\"move\":{\"to\":{\"x\":5,\"y\":2},\"piece\":\"KI\"}}]}";
  }

  @Test
  void plainUtf8BytesAreReadAsTheirTextIsRead() {
    String text = tsumeAfterJapanese();
    ReadOptions jkf = ReadOptions.defaults().withFormat(KifuFormat.JKF);
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    List<ReadResult> fromText = Kifu.readText(text, jkf).results();
    for (List<ReadResult> fromBytes :
        List.of(
            JkfReader.instance().readPlainUtf8(utf8, jkf).orElseThrow(),
            Kifu.read(utf8, jkf).results())) {
      assertEquals(1, fromBytes.size());
      assertEquals(fromText.get(0).record(), fromBytes.get(0).record());
      assertEquals(fromText.get(0).warnings(), fromBytes.get(0).warnings());
    }
    // the warning's column counts characters, not the bytes of the Japanese before it
    assertEquals(1, fromText.get(0).warnings().size(), fromText.toString());
    assertEquals(
        text.indexOf("{\"preset\"") + 1, fromText.get(0).warnings().get(0).column().getAsInt());
    assertEquals(1, fromText.get(0).record().moves().size());
  }

  @Test
  void bytesThatAreNotPlainUtf8AreLeftToTheDecoder() {
    String text = tsumeAfterJapanese();
    ReadOptions jkf = ReadOptions.defaults().withFormat(KifuFormat.JKF);
    byte[] bom = ("\uFEFF" + text).getBytes(StandardCharsets.UTF_8);
    byte[] cp932 = text.getBytes(EncodingDetector.CP932);
    for (byte[] b : List.of(bom, cp932)) {
      assertTrue(JkfReader.instance().readPlainUtf8(b, jkf).isEmpty());
      assertEquals(
          Kifu.readText(text, jkf).results().get(0).record(),
          Kifu.read(b, jkf).results().get(0).record());
    }
    assertEquals(EncodingDetector.CP932, Kifu.read(cp932, jkf).charset());
  }

  /** The results of reading a JKF text: from the text, and from its UTF-8 bytes. */
  private static List<ReadResult> readTextAndBytes(String text, ReadOptions options) {
    ReadOptions jkf = options.withFormat(KifuFormat.JKF);
    return List.of(
        JkfReader.instance().readAll(text, jkf).get(0),
        Kifu.read(text.getBytes(StandardCharsets.UTF_8), jkf).results().get(0));
  }

  /**
   * json-kifu-format requires header and moves (initial may be left out). {@code {}} was read as an
   * empty even game, strictly and without a word; a record without either key is now refused where
   * the record starts, or read leniently with a warning for each key it lacks.
   */
  @Test
  void aRecordWithoutHeaderOrMovesIsRefusedWhereItStartsOrReadLenientlyWithAWarning() {
    String[][] cases = {
      // text, the keys it lacks, line and column of the record's {
      {"{}", "header moves", "1", "1"},
      {"{\"moves\": [{}]}", "header", "1", "1"},
      {"{\"header\": {\"先手\": \"A\"}}", "moves", "1", "1"},
      {"\n  {\"initial\": {\"preset\": \"KA\"}}", "header moves", "2", "3"}
    };
    for (String[] c : cases) {
      List<String> lacks = List.of(c[1].split(" "));
      for (ReadResult r : readTextAndBytes(c[0], ReadOptions.defaults())) {
        KifuParseException e = r.error().orElseThrow(() -> new AssertionError(c[0]));
        assertEquals(ProblemRule.SYNTAX, e.rule(), c[0]);
        assertEquals(Integer.parseInt(c[2]), e.line().getAsInt(), c[0]);
        assertEquals(Integer.parseInt(c[3]), e.column().getAsInt(), c[0]);
        assertTrue(e.getMessage().contains("no " + lacks.get(0)), e.getMessage());
      }
      for (ReadResult r : readTextAndBytes(c[0], ReadOptions.lenient())) {
        assertTrue(r.isOk(), c[0] + " " + r);
        assertEquals(lacks.size(), r.warnings().size(), r.warnings().toString());
        for (int i = 0; i < lacks.size(); i++) {
          assertTrue(
              r.warnings().get(i).message().contains("no " + lacks.get(i)),
              r.warnings().toString());
          assertEquals(Integer.parseInt(c[2]), r.warnings().get(i).line().getAsInt(), c[0]);
        }
        assertEquals(List.of(), r.record().moves(), c[0]);
      }
    }
    GameRecord kept = readTextAndBytes(cases[2][0], ReadOptions.lenient()).get(0).record();
    assertEquals(Optional.of("A"), kept.sente(), "what the record has is kept");
    GameRecord bishop = readTextAndBytes(cases[3][0], ReadOptions.lenient()).get(0).record();
    assertEquals(Optional.of(Handicap.BISHOP), bishop.start().handicap());
  }

  /**
   * A record of the wrong shape (a key of the wrong type, an element that is not an object) is the
   * documented {@link KifuParseException} with its line and column in both modes, whether read from
   * text or from bytes, never another exception.
   */
  @Test
  void aRecordOfTheWrongShapeIsALocatedParseErrorInBothModes() {
    String[][] cases = {
      // text, line, column
      {"[]", "1", "1"},
      {"null", "1", "1"},
      {"5", "1", "1"},
      {"\"x\"", "1", "1"},
      {"{\"header\": [], \"moves\": []}", "1", "12"},
      {"{\"header\": null, \"moves\": []}", "1", "12"},
      {"{\"header\": \"A\", \"moves\": []}", "1", "12"},
      {"{\"header\": {\"a\": {}}, \"moves\": []}", "1", "18"},
      {"{\"header\": {},\n\"moves\": {}}", "2", "10"},
      {"{\"header\": {},\n\"moves\": null}", "2", "10"},
      {"{\"header\": {},\n\"moves\": \"7g7f\"}", "2", "10"},
      {"{\"header\": {},\n\"moves\": [{}, 5]}", "2", "15"},
      {"{\"header\": {},\n\"moves\": [{}, {}]}", "2", "15"},
      {"{\"header\": {},\n\"moves\": [{}, []]}", "2", "15"},
      {"{\"header\": {},\n\"moves\": [{\"comments\": \"x\"}]}", "2", "24"},
      {"{\"header\": {},\n\"moves\": [{}, {\"move\": 5}]}", "2", "24"},
      {"{\"header\": {},\n\"moves\": [{}, {\"move\": {\"to\": 5, \"piece\": \"FU\"}}]}", "2", "31"},
      {"{\"header\": {},\n\"moves\": [{}, {\"special\": \"TORYO\", \"forks\": {}}]}", "2", "45"},
      {"{\"header\": {},\n\"moves\": [{}, {\"special\": \"TORYO\", \"forks\": [5]}]}", "2", "46"},
      {"{\"header\": {}, \"initial\": [],\n\"moves\": []}", "1", "27"},
      {"{\"header\": {}, \"initial\": {\"preset\": {}},\n\"moves\": []}", "1", "38"},
      {"{\"header\": {},\n\"moves\": [{}, {\"special\": {}}]}", "2", "27"},
      {
        "{\"header\": {},\n\"moves\": [{}, {\"move\": {\"to\": {\"x\": 7, \"y\": 6}, "
            + "\"piece\": \"FU\", \"same\": \"yes\"}}]}",
        "2",
        "72"
      },
      {
        "{\"header\": {},\n\"moves\": [{}, {\"move\": {\"to\": {\"x\": 7, \"y\": 6}, "
            + "\"piece\": \"FU\", \"relative\": []}}]}",
        "2",
        "76"
      }
    };
    for (String[] c : cases) {
      for (ReadOptions o : List.of(ReadOptions.defaults(), ReadOptions.lenient())) {
        for (ReadResult r : readTextAndBytes(c[0], o)) {
          KifuParseException e = r.error().orElseThrow(() -> new AssertionError(c[0] + " " + r));
          assertEquals(
              c[1] + ":" + c[2],
              e.line().getAsInt() + ":" + e.column().getAsInt(),
              c[0] + ": " + e.getMessage());
        }
      }
    }
    // a scalar where JKF has a string is read as its text, strictly refused (the preset "5")
    String preset5 = "{\"header\": {\"先手\": 1}, \"initial\": {\"preset\": 5}, \"moves\": [{}]}";
    assertEquals(
        "1:19",
        readTextAndBytes(preset5, ReadOptions.defaults()).stream()
            .map(r -> r.error().orElseThrow())
            .map(e -> e.line().getAsInt() + ":" + e.column().getAsInt())
            .distinct()
            .reduce("", String::concat));
    for (ReadResult r : readTextAndBytes(preset5, ReadOptions.lenient())) {
      assertEquals(2, r.warnings().size(), r.warnings().toString());
      assertEquals(Optional.of(Handicap.FIVE_PIECES), r.record().start().handicap());
      assertEquals(Optional.of("1"), r.record().sente());
    }
  }

  @Test
  void errorsCarryTheLineOfTheValue() {
    KifuParseException e =
        error(
            "{\"header\":{},\n\"moves\": [\n{},\n{\"move\": {\"from\": {\"x\": 7, \"y\": 7},\n"
                + "  \"to\": {\"x\": 7, \"y\": 10}, \"piece\": \"FU\"}}]}");
    assertEquals(5, e.line().getAsInt());
    assertEquals(1, e.moveNumber().getAsInt());
    KifuParseException illegal =
        error(
            "{\"header\":{},\"moves\":[{},{\"move\":{\"from\":{\"x\":7,\"y\":7},"
                + "\"to\":{\"x\":7,\"y\":5},\"piece\":\"FU\"}}]}");
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, illegal.rule());
    assertEquals(2, error("{\"header\":{},\"moves\": []}\n}").line().getAsInt(), "trailing text");
    assertEquals(ProblemRule.SYNTAX, error("[1, 2]").rule());
  }

  /**
   * A custom start with the king of gote on 51 and {@code cell} on 52, on a line of its own (line
   * 2), and {@code hands} on line 4.
   */
  private static String customStart(String cell, String hands) {
    StringBuilder board = new StringBuilder("[");
    for (int x = 1; x <= 9; x++) {
      board.append(x > 1 ? "," : "").append("[");
      for (int y = 1; y <= 9; y++) {
        board.append(y > 1 ? "," : "");
        board.append(
            x == 5 && y == 1
                ? "{\"color\":1,\"kind\":\"OU\"}"
                : x == 5 && y == 2 ? "\n" + cell + "\n" : "{}");
      }
      board.append("]");
    }
    return "{\"header\":{},\"initial\":{\"preset\":\"OTHER\",\"data\":{\"board\":"
        + board
        + "],\"color\":0,\"hands\":\n"
        + hands
        + "}},\"moves\":[{}]}";
  }

  @Test
  void errorsInACustomStartNameTheCellOrHandAtFault() {
    String[][] cells = {
      {"[]", "a cell is not an object (at /initial/data/board/4/1)"},
      {"null", "a cell is not an object (at /initial/data/board/4/1)"},
      {
        "{\"kind\":\"FU\"}",
        "an integer from 0 to 1 expected, found nothing (at /initial/data/board/4/1/color)",
        ""
      },
      {
        "{\"note\":1}",
        "an integer from 0 to 1 expected, found nothing (at /initial/data/board/4/1/color)",
        ""
      },
      {
        "{\"color\":2,\"kind\":\"FU\"}",
        "an integer from 0 to 1 expected, found 2 (at /initial/data/board/4/1/color)"
      },
      {
        "{\"kind\":\"XX\",\"color\":0.5}",
        "an integer from 0 to 1 expected, found 0.5 (at /initial/data/board/4/1/color)"
      },
      {
        "{\"color\":0,\"kind\":\"XX\"}", "not a JKF piece: \"XX\" (at /initial/data/board/4/1/kind)"
      },
    };
    for (String[] c : cells) {
      KifuParseException e = error(customStart(c[0], "[{},{}]"));
      assertEquals(ProblemRule.SYNTAX, e.rule(), c[0]);
      assertEquals(c[1], e.problem().message(), c[0]);
      if (c.length == 2) { // a value that is there: its line (a missing one has none)
        assertEquals(2, e.line().getAsInt(), c[0]);
      }
    }
    KifuParseException noKind = error(customStart("{\"color\":0}", "[{},{}]"));
    assertTrue(noKind.problem().message().startsWith("not a JKF piece:"), noKind.getMessage());
    assertTrue(
        noKind.problem().message().endsWith("(at /initial/data/board/4/1/kind)"),
        noKind.getMessage());
    String[][] hands = {
      {"[{\"OU\":1},{}]", "not a hand piece: OU (at /initial/data/hands/0/OU)"},
      {
        "[{},{\"FU\":32}]",
        "an integer from 0 to 31 expected, found 32 (at /initial/data/hands/1/FU)"
      },
      {
        "[{\"KI\":16},{}]",
        "an integer from 0 to 15 expected, found 16 (at /initial/data/hands/0/KI)"
      },
      {"[{}]", "hands is not two objects (at /initial/data/hands)"},
    };
    for (String[] h : hands) {
      KifuParseException e = error(customStart("{}", h[0]));
      assertEquals(h[1], e.problem().message(), h[0]);
      assertEquals(4, e.line().getAsInt(), h[0]);
    }
    // the largest counts a hand holds are read
    GameRecord g =
        Kifu.parseRecord(customStart("{}", "[{\"FU\":31,\"KI\":15},{}]"), KifuFormat.JKF);
    assertEquals(31, g.start().setup().hand(Color.SENTE).count(PieceType.PAWN));
    assertEquals(15, g.start().setup().hand(Color.SENTE).count(PieceType.GOLD));
  }

  @Test
  void aMoveFromItsOwnDestinationIsAnErrorFromTextAndBytes() {
    String t =
        "{\"header\":{},\"moves\":[{},{\"move\":{\"to\":{\"x\":7,\"y\":7},\n"
            + "\"from\":{\"x\":7,\"y\":7},\"piece\":\"FU\"}}]}";
    KifuParseException e = error(t);
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, e.rule());
    assertEquals(2, e.line().getAsInt());
    assertEquals(1, e.moveNumber().getAsInt());
    ReadResult fromBytes =
        Kifu.read(
                t.getBytes(StandardCharsets.UTF_8),
                ReadOptions.defaults().withFormat(KifuFormat.JKF))
            .results()
            .get(0);
    assertEquals(e.problem(), fromBytes.error().get().problem());
  }

  /** The first move with a given "now" time object. */
  private static String timed(String now) {
    return "{\"header\":{},\"moves\":[{},{\"move\":{\"from\":{\"x\":7,\"y\":7},\"to\":{\"x\":7,\"y\":6},"
        + "\"piece\":\"FU\"},\"time\":{\"now\":"
        + now
        + "}}]}";
  }

  @Test
  void timesAreSummedExactlyAndCheckedPerAmount() {
    assertEquals(
        Optional.of(Duration.ofSeconds(2 * 3600 + 3 * 60 + 4)),
        Kifu.parseRecord(timed("{\"h\":2,\"m\":3,\"s\":4}"), KifuFormat.JKF).moves().get(0).time());
    assertEquals(
        Optional.of(Duration.ofMillis(1500)),
        Kifu.parseRecord(timed("{\"s\":1.5}"), KifuFormat.JKF).moves().get(0).time(),
        "a fraction");
    assertEquals(
        Optional.of(Duration.ofMillis(90_250)),
        Kifu.parseRecord(timed("{\"m\":1,\"s\":30.25}"), KifuFormat.JKF).moves().get(0).time());
    assertEquals(
        Optional.of(Duration.ZERO),
        Kifu.parseRecord(timed("{}"), KifuFormat.JKF).moves().get(0).time(),
        "no amount");
    assertEquals(
        Optional.of(Duration.ofSeconds(999_999_999L)),
        Kifu.parseRecord(timed("{\"s\":999999999}"), KifuFormat.JKF).moves().get(0).time());
    // the amount is valid, the time is past RecordMove.TIME_LIMIT: refused where it stands
    KifuParseException limit = error(timed("{\"s\":1000000000}"));
    assertTrue(
        limit.getMessage().contains("10^9 seconds")
            && limit.getMessage().contains("/moves/1/time/now"),
        limit.getMessage());
    for (String bad :
        List.of(
            "{\"m\":-1}", "{\"s\":1000000001}", "{\"h\":\"1\"}", "{\"m\":null}", "{\"s\":-0.5}")) {
      KifuParseException e = error(timed(bad));
      assertEquals(ProblemRule.SYNTAX, e.problem().rule(), bad);
      assertTrue(e.getMessage().contains("not a time amount"), bad + ": " + e.getMessage());
      assertTrue(e.getMessage().contains("/moves/1/time/now/"), bad + ": " + e.getMessage());
    }
  }

  @Test
  void aCommentStringIsSplitAtEachLineBreakAndStarMarksAnEngineLine() {
    List<Comment> out = new java.util.ArrayList<>();
    Jkf.commentLines("a\r\nb\rc\n*d\n\ne", out);
    assertEquals(
        List.of(
            Comment.of("a"),
            Comment.of("b"),
            Comment.of("c"),
            Comment.engine("d"),
            Comment.of(""),
            Comment.of("e")),
        out);
    out.clear();
    Jkf.commentLines("x\n", out); // a break at the end leaves an empty last line
    assertEquals(List.of(Comment.of("x"), Comment.of("")), out);
    out.clear();
    Jkf.commentLines("", out);
    assertEquals(List.of(Comment.of("")), out);
    out.clear();
    Jkf.commentLines("\r\n\r", out);
    assertEquals(List.of(Comment.of(""), Comment.of(""), Comment.of("")), out);
  }
}
