package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Input that once escaped as an undocumented exception or an unhelpful message (issue 22 items 3
 * and 5) is a located problem: huge numbers in summaries and captions, a move that stays on its
 * square, truncated JSON, binary files, and a text with no game in it.
 */
class LocatedInputErrorsTest {
  private static final String EVEN_MOVE = "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)\n";

  private static ReadResult read(String text, KifuFormat format, ReadMode mode) {
    return Kifu.readText(text, ReadOptions.defaults().withMode(mode).withFormat(format))
        .results()
        .get(0);
  }

  private static void assertAt(KifuParseException e, int line, int column) {
    assertEquals(line, e.line().getAsInt(), e::getMessage);
    assertEquals(column, e.column().getAsInt(), e::getMessage);
  }

  @Test
  void aSummaryCountPastAnyNumberIsOnlyAMismatch() {
    for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2}) {
      String text = f == KifuFormat.KIF ? EVEN_MOVE : "手合割：平手\n▲７六歩\n";
      text += "まで9999999999999999手で先手の勝ち\n";
      for (ReadMode mode : ReadMode.values()) {
        ReadResult r = read(text, f, mode);
        assertTrue(r.isOk(), r::toString);
        assertEquals(1, r.record().moves().size());
        assertTrue(
            r.warnings().stream()
                .anyMatch(w -> w.message().contains("the summary counts 9999999999999999 moves")),
            r::toString);
        assertEquals(
            Optional.of(io.github.shogi4j.rules.Color.SENTE),
            r.record().result().orElseThrow().winner());
      }
      // past long range too, the ending is still read
      ReadResult r = read(text.replace("9999999999999999", "9".repeat(40)), f, ReadMode.STRICT);
      assertTrue(r.isOk(), r::toString);
    }
  }

  @Test
  void aCaptionPastAnyMoveNumberIsRefusedWithItsPlace() {
    for (String n : List.of("99999999999999", "2147483647")) {
      String text = "手合割：平手\n手数＝" + n + "\n";
      KifuParseException e = read(text, KifuFormat.KIF, ReadMode.STRICT).error().orElseThrow();
      assertAt(e, 2, 4);
      ReadResult lenient = read(text, KifuFormat.KIF, ReadMode.LENIENT);
      assertTrue(lenient.isOk(), lenient::toString);
      assertAt(new KifuParseException(lenient.warnings().get(0)), 2, 4);
      // the caption is not kept to be written where no reader takes it
      assertFalse(lenient.record().headers().get("手数＝").isPresent());
    }
    // with a diagram: nine digits are a move number, ten are not
    String diagram =
        Kifu.toText(
            Kifu.parseRecord(
                "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSN1 b - 1",
                KifuFormat.SFEN),
            KifuFormat.KIF);
    ReadResult nine =
        read(diagram.replace("手数----", "手数＝999999999\n手数----"), KifuFormat.KIF, ReadMode.STRICT);
    assertTrue(nine.isOk(), nine::toString);
    assertEquals(1_000_000_000, nine.record().start().setup().moveNumber());
    assertFalse(
        read(diagram.replace("手数----", "手数＝2147483647\n手数----"), KifuFormat.KIF, ReadMode.STRICT)
            .isOk());
  }

  @Test
  void aCsaMoveThatStaysOnItsSquareIsRefusedWithItsPlace() {
    for (ReadMode mode : ReadMode.values()) {
      KifuParseException e =
          read("V2.2\nPI\n+\n+7777FU\n", KifuFormat.CSA, mode).error().orElseThrow();
      assertAt(e, 4, 4);
      assertEquals(ProblemRule.ILLEGAL_MOVEMENT, e.problem().rule());
      assertEquals(1, e.problem().moveNumber().getAsInt());
    }
  }

  @Test
  void truncatedJsonSaysWhatIsOpenInOurOwnWords() {
    KifuParseException e =
        read("{\"header\":{\"a\":\"b\"", KifuFormat.JKF, ReadMode.STRICT).error().orElseThrow();
    assertAt(e, 1, 19);
    assertEquals(
        "the text ends inside the object opened at line 1, column 11: expected \"}\" to"
            + " close it, or more of it",
        e.problem().message());
    KifuParseException deep =
        read("{\"moves\":" + "[".repeat(400), KifuFormat.JKF, ReadMode.STRICT)
            .error()
            .orElseThrow();
    assertTrue(deep.line().isPresent());
    for (KifuParseException x : List.of(e, deep)) {
      assertFalse(x.getMessage().contains("Source"), x::getMessage);
      assertFalse(x.getMessage().contains("StreamRead"), x::getMessage);
    }
    // also through the bytes' fast path
    KifuParseException bytes =
        Kifu.read(
                "{\"header\":{},\"moves\":[{},".getBytes(StandardCharsets.UTF_8),
                ReadOptions.defaults().withFormat(KifuFormat.JKF))
            .results()
            .get(0)
            .error()
            .orElseThrow();
    assertTrue(
        bytes
            .problem()
            .message()
            .startsWith("the text ends inside the array opened at" + " line 1, column 22"),
        bytes::getMessage);
  }

  @Test
  void aBinaryFileIsNotAText() {
    byte[] elf = {0x7f, 'E', 'L', 'F', 2, 1, 1, 0, 0, 0, (byte) 0xa0, (byte) 0xff};
    for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.CSA}) {
      KifuParseException e =
          assertThrows(
              KifuParseException.class, () -> Kifu.read(elf, ReadOptions.defaults().withFormat(f)));
      assertTrue(e.problem().message().startsWith("not a text file"), e::getMessage);
      assertAt(e, 1, 1); // the first control byte, DEL (0x7F) of the ELF mark
    }
    // a NUL in otherwise valid UTF-8, on line 2
    KifuParseException nul =
        assertThrows(
            KifuParseException.class,
            () ->
                Kifu.read(
                    "手合割：平手\nab\0c\n".getBytes(StandardCharsets.UTF_8), ReadOptions.defaults()));
    assertAt(nul, 2, 3);
    assertEquals(ProblemRule.ENCODING, nul.problem().rule());
    // UTF-16 with its byte order mark holds NUL bytes and is text
    byte[] utf16 = ("\uFEFF" + EVEN_MOVE).getBytes(StandardCharsets.UTF_16LE);
    assertTrue(Kifu.read(utf16, ReadOptions.defaults().withFormat(KifuFormat.KIF)).isOk());
  }

  @Test
  void aMoveTableHeaderAloneIsNoGame() {
    for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2}) {
      String text = f == KifuFormat.KIF ? "\n手数----指手--\n" : "\n#KI2 version=2.0\n";
      KifuParseException e = read(text, f, ReadMode.STRICT).error().orElseThrow();
      assertAt(e, 2, 1);
      assertTrue(e.problem().message().startsWith("no game"), e::getMessage);
      ReadResult lenient = read(text, f, ReadMode.LENIENT);
      assertTrue(lenient.isOk(), lenient::toString);
      assertTrue(lenient.warnings().stream().anyMatch(w -> w.message().startsWith("no game")));
    }
    // an even game without anything is written in KIF so that it reads back
    GameRecord empty = Kifu.parseRecord("V2.2\nPI\n+\n", KifuFormat.CSA);
    for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2}) {
      ReadResult back = read(Kifu.toText(empty, f), f, ReadMode.STRICT);
      assertTrue(back.isOk(), back::toString);
      assertEquals(0, back.record().moves().size());
    }
    // an empty game with a header is a record
    for (String header : List.of("手合割：平手", "先手：羽生", "*開始局面のコメント")) {
      ReadResult r = read(header + "\n手数----指手--\n", KifuFormat.KIF, ReadMode.STRICT);
      assertTrue(r.isOk(), r::toString);
      assertTrue(r.warnings().isEmpty(), r::toString);
    }
  }

  @Test
  void aHeaderValueWithALineSeparatorIsStillAHeader() {
    // U+0085 (NEL) in a value, as text decoded in the wrong encoding may hold: lines end only at
    // line feeds and carriage returns
    for (String line : List.of("先手：\u00e5\u0085\u0088", "手数＝0\u2028", "棋戦\u2029：x")) {
      ReadResult r = read(line + "\n手合割：平手\n手数----指手--\n", KifuFormat.KIF, ReadMode.STRICT);
      assertTrue(r.isOk(), r::toString);
    }
  }

  @Test
  void aJkfTimePastDoubleRangeIsRefusedWithItsPlace() {
    String jkf =
        "{\"header\":{},\"moves\":[{},{\"move\":{\"from\":{\"x\":7,\"y\":7},"
            + "\"to\":{\"x\":7,\"y\":6},\"piece\":\"FU\"},\"time\":{\"now\":{\"m\":0,"
            + "\"s\":1e309}}}]}";
    for (ReadMode mode : ReadMode.values()) {
      KifuParseException e = read(jkf, KifuFormat.JKF, mode).error().orElseThrow();
      assertTrue(e.line().isPresent() && e.column().isPresent(), e::getMessage);
      assertTrue(e.problem().message().contains("not a time amount"), e::getMessage);
    }
  }

  @Test
  void aLineStartingLikeAMoveIsNoHeader() {
    // a key starting with a turn mark or a digit would be written back where a move is read
    for (String[] c :
        new String[][] {
          {"KIF", "手合割：平手\n△６八銀：x\n手数----指手--\n   1 ７六歩(77)\n"},
          {"KI2", "手合割：平手\n▲７六歩\n３二金：x\n"},
          {"KIF", "手合割：平手\n手数----指手--：x\n手数----指手--\n   1 ７六歩(77)\n"}
        }) {
      KifuFormat f = KifuFormat.valueOf(c[0]);
      ReadResult r = read(c[1], f, ReadMode.LENIENT);
      assertTrue(r.isOk(), r::toString);
      assertEquals(
          List.of("手合割"),
          r.record().headers().all().stream().map(Header::key).toList(),
          r::toString);
      assertFalse(r.warnings().isEmpty(), r::toString);
      assertFalse(read(c[1], f, ReadMode.STRICT).isOk());
    }
  }

  @Test
  void variationsOfAnEmptyMainLineAreAGame() {
    ReadResult r =
        read(
            "手数----指手--\n9999999999 ２六歩(27)   +\n変化：1手\n   1 ４八金(49)\n" + "   2 ６二飛(82)\n",
            KifuFormat.KIF,
            ReadMode.LENIENT);
    assertTrue(r.isOk(), r::toString);
    // the unreadable first move leaves the main line empty, the variation hangs from its end
    assertEquals(0, r.record().mainLine().size());
    assertEquals(1, r.record().mainLine().endVariations().size());
    assertTrue(
        r.warnings().stream().noneMatch(w -> w.message().startsWith("no game")), r::toString);
  }

  @Test
  void theStartIsNamedOnce() {
    // a 手合割 after the moves begin, or a second one, would name a start the moves were not read
    // from, and be written back above them
    for (String text :
        List.of("手数----指手--\n手合割：右七枚落ち\n", "手合割：平手\n手合割：右七枚落ち\n手数----指手--\n   1 ７六歩(77)\n")) {
      KifuParseException e = read(text, KifuFormat.KIF, ReadMode.STRICT).error().orElseThrow();
      assertAt(e, 2, 1);
      ReadResult r = read(text, KifuFormat.KIF, ReadMode.LENIENT);
      assertTrue(r.isOk(), r::toString);
      GameRecord back =
          read(Kifu.toText(r.record(), KifuFormat.KIF), KifuFormat.KIF, ReadMode.STRICT).record();
      assertEquals(r.record().start().setup(), back.start().setup());
    }
    ReadResult ki2 = read("▲７六歩\n手合割：香落ち\n", KifuFormat.KI2, ReadMode.LENIENT);
    assertTrue(ki2.isOk(), ki2::toString);
    assertTrue(ki2.record().headers().get("手合割").isEmpty(), ki2::toString);
  }
}
