package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KifWriterTest {
  private static final String NIFU_GAME =
      String.join(
          "\n",
          "1 ２六歩(27)",
          "2 ８四歩(83)",
          "3 ２五歩(26)",
          "4 ８五歩(84)",
          "5 ２四歩(25)",
          "6 同　歩(23)",
          "7 同　飛(28)",
          "8 ８六歩(85)",
          "9 ７五歩打",
          "10 反則勝ち",
          "");

  @Test
  void writesTheKifuForWindowsLayout() {
    GameRecord r = Kifu.parseRecord(NIFU_GAME, KifuFormat.KIF);
    String text = Kifu.toText(r, KifuFormat.KIF);
    assertTrue(text.contains("\n   6 同　歩(23)\n"), text);
    assertTrue(text.contains("\n   9 ７五歩打\n  10 反則勝ち\nまで9手で後手の反則勝ち\n"), text);
    GameRecord back = Kifu.parseRecord(text, KifuFormat.KIF);
    assertEquals(Optional.of(IllegalMoveReason.NIFU), back.moves().get(8).illegal());
    assertEquals(r.result(), back.result());
  }

  /**
   * The summary line (まで…手で…) names the same ending as the ending's own line: a draw (引き分け), a 待った
   * and a forfeit (不戦勝) were summed up as 中断, which KI2 readers (ours and tsshogi's, which read KI2
   * endings from that line alone) took for an abort. Found by reading our KI2 output with tsshogi
   * 2.2.0.
   */
  @Test
  void summaryLineNamesTheEndingNotAnAbort_引き分け待った不戦勝() {
    String[][] cases = {
      // KIF text of a record, the summary line our writers must put after it
      {"1 ７六歩(77)\n2 引き分け\n", "まで1手で引き分け"},
      {"1 ７六歩(77)\n2 待った\n", "まで1手で待った"},
      {"1 ７六歩(77)\n2 不戦勝\n", "まで1手で後手の不戦勝"},
      {"1 不戦敗\n", "まで0手で後手の不戦勝"},
      {"1 ７六歩(77)\n2 トライ\n", "まで1手でトライにより先手の勝ち"},
    };
    for (String[] c : cases) {
      GameRecord r = Kifu.parseRecord(c[0], KifuFormat.KIF);
      for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2}) {
        String text = Kifu.toText(r, f);
        assertTrue(("\n" + text).endsWith("\n" + c[1] + "\n"), f + ": " + text);
        GameRecord back = Kifu.parseRecord(text, f);
        assertEquals(
            r.mainLine().ending().map(e -> Ending.of(e.kind(), e.winner())),
            back.mainLine().ending().map(e -> Ending.of(e.kind(), e.winner())),
            f + ": " + text);
      }
    }
  }

  /**
   * A win by the try rule (トライルール) made by a program, with no text of its own, is written as トライ
   * and read back as that win: not as 中断 (an abort), which has another meaning.
   */
  @Test
  void aTryRuleWinIsWrittenAsトライNotAsAnAbort() {
    GameRecord moved = Kifu.parseRecord("1 ７六歩(77)\n", KifuFormat.KIF);
    Outcome won = Outcome.win(Color.SENTE, Termination.TRY_RULE);
    GameRecord r =
        moved.toBuilder()
            .mainLine(moved.mainLine().withEnding(Optional.of(Ending.of(won))))
            .build();
    for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2}) {
      String text = Kifu.toText(r, f);
      assertFalse(text.contains("中断"), f + ": " + text);
      assertEquals(
          Optional.of(won),
          Kifu.parseRecord(text, f).mainLine().ending().flatMap(Ending::outcome),
          f + ": " + text);
    }
    assertTrue(Kifu.toText(r, KifuFormat.KIF).contains("   2 トライ"), Kifu.toText(r, KifuFormat.KIF));
  }

  @Test
  void csaHeaderKeysAreWrittenWithTheirKifKeys() {
    GameRecord even =
        Kifu.parseRecord(
            String.join(
                "\n",
                "V2.2",
                "N+Alice",
                "N-Bob",
                "$EVENT:Floodgate",
                "$START_TIME:2024/01/02 03:04:05",
                "$NOTE:n",
                "PI",
                "+",
                "+7776FU",
                ""),
            KifuFormat.CSA);
    String kif = Kifu.toText(even, KifuFormat.KIF);
    assertTrue(
        kif.startsWith("先手：Alice\n後手：Bob\n棋戦：Floodgate\n" + "開始日時：2024/01/02 03:04:05\n$NOTE：n\n"),
        kif);
    assertEquals(Optional.of("Alice"), Kifu.parseRecord(kif, KifuFormat.KIF).sente());
    assertTrue(Kifu.toText(even, KifuFormat.KI2).startsWith("先手：Alice\n後手：Bob\n"));

    GameRecord handicap =
        Kifu.parseRecord(
            String.join("\n", "N+Alice", "N-Bob", "PI82HI22KA", "-", "-5142OU", ""),
            KifuFormat.CSA);
    String twoPieces = Kifu.toText(handicap, KifuFormat.KIF);
    assertTrue(twoPieces.startsWith("下手：Alice\n上手：Bob\n"), twoPieces);
  }

  @Test
  void aMissingTotalTimeIsWrittenAsTheRunningSumOfTheTimesSpent() {
    // 81Dojo's KIF gives only the time spent: a total of 0:00:00 would be false
    GameRecord r =
        KifReader.instance()
            .read(
                String.join(
                    "\n",
                    "手数----指手---------消費時間--",
                    "   1 ７六歩(77)   ( 0:7/)",
                    "   2 ３四歩(33)   ( 1:10/)",
                    "   3 ２六歩(27)   ( 0:5/)+",
                    "   4 ８四歩(83)",
                    "   5 ２五歩(26)   ( 0:1/)",
                    "",
                    "変化：3手",
                    "   3 ６六歩(67)   ( 0:20/)",
                    ""),
                io.github.shogi4j.kif.ReadOptions.lenient())
            .record();
    String text = Kifu.toText(r, KifuFormat.KIF);
    assertTrue(
        text.contains(
            "   1 ７六歩(77)   ( 0:07/00:00:07)\n"
                + "   2 ３四歩(33)   ( 1:10/00:01:10)\n"
                + "   3 ２六歩(27)   ( 0:05/00:00:12)+\n"
                + "   4 ８四歩(83)\n"
                + "   5 ２五歩(26)   ( 0:01/00:00:13)\n"),
        text);
    assertTrue(text.contains("   3 ６六歩(67)   ( 0:20/00:00:27)\n"), text);
    // a side whose time went unrecorded once gets no sum after it
    GameRecord gap =
        KifReader.instance()
            .read(
                String.join("\n", "1 ７六歩(77)", "2 ３四歩(33) ( 0:3/)", "3 ２六歩(27) ( 0:4/)", ""),
                io.github.shogi4j.kif.ReadOptions.lenient())
            .record();
    assertTrue(Kifu.toText(gap, KifuFormat.KIF).contains("   3 ２六歩(27)   ( 0:04/00:00:00)\n"));
  }

  @Test
  void handicapsAreNamedAndCustomStartsDrawn() {
    GameRecord h = GameRecord.builder().start(StartPosition.of(Handicap.TWO_PIECES)).build();
    String text = Kifu.toText(h, KifuFormat.KIF);
    assertTrue(text.startsWith("手合割：二枚落ち\n"), text);
    assertEquals(
        Optional.of(Handicap.TWO_PIECES),
        Kifu.parseRecord(text, KifuFormat.KIF).start().handicap());

    GameRecord custom =
        GameRecord.builder()
            .start(
                StartPosition.of(
                    io.github.shogi4j.rules.Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w 2P18p 1")))
            .build();
    String bod = Kifu.toText(custom, KifuFormat.KIF);
    assertTrue(bod.contains("後手の持駒：歩十八　\n"), bod);
    assertTrue(bod.contains("先手の持駒：歩二　\n"), bod);
    assertTrue(bod.contains("\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"), bod);
    assertTrue(bod.contains("\n後手番\n"), bod);
    assertEquals(custom.start(), Kifu.parseRecord(bod, KifuFormat.KIF).start());
  }

  @Test
  void aVariationWithLaterSiblingsStartsWithTheBranchMark() {
    // two alternatives to move 3: Kakinoki's writers mark the first one's move with + as well
    String text =
        String.join(
            "\n",
            "   1 ７六歩(77)",
            "   2 ３四歩(33)",
            "   3 ２六歩(27)+",
            "   4 ８四歩(83)",
            "",
            "変化：3手",
            "   3 ６八銀(79)+",
            "   4 ８四歩(83)",
            "",
            "変化：3手",
            "   3 ６八飛(28)",
            "   4 ８四歩(83)",
            "");
    GameRecord r = Kifu.parseRecord(text, KifuFormat.KIF);
    String out = Kifu.toText(r, KifuFormat.KIF);
    assertTrue(out.contains("\n   3 ２六歩(27)   +\n"), out);
    assertTrue(out.contains("\n変化：3手\n   3 ６八銀(79)   +\n   4 ８四歩(83)\n"), out);
    assertTrue(out.contains("\n変化：3手\n   3 ６八飛(28)\n"), out);
    assertEquals(r, Kifu.parseRecord(out, KifuFormat.KIF));
  }

  @Test
  void ki2KeepsACheckmateThatTheKifSummaryLineDoesNotName() {
    // shogi-extend writes a 詰み line and then "まで…の勝ち": in KI2 the summary is all there is
    String empty = "| ・ ・ ・ ・ ・ ・ ・ ・ ・|";
    String kif =
        String.join(
            "\n",
            "後手の持駒：なし",
            "  ９ ８ ７ ６ ５ ４ ３ ２ １",
            "+---------------------------+",
            "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一",
            empty + "二",
            "| ・ ・ ・ ・ 歩 ・ ・ ・ ・|三",
            empty + "四",
            empty + "五",
            empty + "六",
            empty + "七",
            empty + "八",
            "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九",
            "+---------------------------+",
            "先手の持駒：金",
            "手数----指手---------消費時間--",
            "   1 ５二金打",
            "   2 詰み",
            "まで1手で先手の勝ち",
            "");
    GameRecord r = Kifu.parseRecord(kif, KifuFormat.KIF);
    assertEquals(EndingKind.CHECKMATE, r.mainLine().ending().orElseThrow().kind());
    String ki2 = Kifu.toText(r, KifuFormat.KI2);
    assertTrue(ki2.endsWith("▲５二金\nまで1手で詰み\n"), ki2);
    assertEquals(r.result(), Kifu.parseRecord(ki2, KifuFormat.KI2).result());
    // KIF writes the 詰み line, so a summary naming its winner alone is kept as written; one
    // naming the other side is not
    String again = Kifu.toText(r, KifuFormat.KIF);
    assertTrue(again.endsWith("   2 詰み\nまで1手で先手の勝ち\n"), again);
    GameRecord wrongWinner =
        KifReader.instance()
            .read(kif.replace("先手の勝ち", "後手の勝ち"), io.github.shogi4j.kif.ReadOptions.lenient())
            .record();
    assertTrue(Kifu.toText(wrongWinner, KifuFormat.KIF).endsWith("   2 詰み\nまで1手で詰み\n"));
    // a summary that tells the ending is kept as it was written
    GameRecord resigned = Kifu.parseRecord(kif.replace("   2 詰み", "   2 投了"), KifuFormat.KIF);
    assertTrue(Kifu.toText(resigned, KifuFormat.KI2).endsWith("\nまで1手で先手の勝ち\n"));
  }

  /**
   * A summary line read with a record that contradicts the ending written (a second ending line
   * read leniently: {@code 3 投了} then {@code 4 中断} and {@code まで3手で中断}, as 棋譜解説 wrote a real game)
   * was written verbatim by the KIF writer, while the KI2 writer made one from the ending. Both now
   * write the same line: the read one where it tells the ending (its reason, winner and count of
   * moves), one made from the ending otherwise.
   */
  @Test
  void kifAndKi2WriteTheSameSummaryLineAndNoneThatContradictsTheEnding() {
    String moves = "1 ７六歩(77)\n2 ３四歩(33)\n3 投了\n";
    GameRecord twoEndings =
        KifReader.instance()
            .read(moves + "4 中断\nまで3手で中断\n", io.github.shogi4j.kif.ReadOptions.lenient())
            .record();
    assertEquals(Optional.of("まで3手で中断"), twoEndings.resultText());
    assertEquals(EndingKind.RESIGNATION, twoEndings.mainLine().ending().orElseThrow().kind());
    String kif = Kifu.toText(twoEndings, KifuFormat.KIF);
    assertTrue(kif.endsWith("\n   3 投了\nまで2手で後手の勝ち\n"), kif);
    // read back strictly without a warning on the summary
    assertEquals(
        List.of(),
        KifReader.instance().read(kif, io.github.shogi4j.kif.ReadOptions.defaults()).warnings());
    assertTrue(Kifu.toText(twoEndings, KifuFormat.KI2).endsWith("\nまで2手で後手の勝ち\n"));

    String[][] cases = {
      // the summary read, the one both writers write
      {"まで、2手で後手の勝ち", "まで、2手で後手の勝ち"}, // tells the ending: kept as written
      {"まで2手で先手の勝ち", "まで2手で後手の勝ち"}, // another winner
      {"まで3手で後手の勝ち", "まで2手で後手の勝ち"}, // another count of moves
      {"まで2手で千日手", "まで2手で後手の勝ち"}, // another reason
    };
    for (String[] c : cases) {
      GameRecord r =
          KifReader.instance()
              .read(moves + c[0] + "\n", io.github.shogi4j.kif.ReadOptions.lenient())
              .record();
      for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2}) {
        String text = Kifu.toText(r, f);
        assertTrue(text.endsWith("\n" + c[1] + "\n"), c[0] + " " + f + ": " + text);
      }
    }
    // a result that no ending move states keeps its summary, which counts other moves (an excerpt)
    GameRecord excerpt = Kifu.parseRecord("1 ７六歩(77)\n2 ３四歩(33)\nまで107手で先手の勝ち\n", KifuFormat.KIF);
    for (KifuFormat f : new KifuFormat[] {KifuFormat.KIF, KifuFormat.KI2}) {
      assertTrue(Kifu.toText(excerpt, f).endsWith("\nまで107手で先手の勝ち\n"), f.name());
    }
  }

  /**
   * An ending read from USI keeps its USI word as its text ({@code resign}, {@code rep_draw}),
   * which the KIF writer wrote as the special move: {@code 3 resign} read back as an unknown
   * ending. Every USI end token is written with its Kakinoki word and reads back as the same
   * ending.
   */
  @Test
  void usiEndTokensAreWrittenWithKakinokiWords() {
    String[][] cases = {
      {"resign", "投了"},
      {"rep_draw", "千日手"},
      {"draw", "引き分け"},
      {"timeout", "切れ負け"},
      {"break", "中断"},
      {"win", "入玉勝ち"},
    };
    for (String[] c : cases) {
      GameRecord r = Kifu.parseRecord("position startpos moves 7g7f 3c3d " + c[0], KifuFormat.USI);
      String text = Kifu.toText(r, KifuFormat.KIF);
      assertTrue(text.contains("\n   3 " + c[1] + "\n"), c[0] + ": " + text);
      GameRecord back = Kifu.parseRecord(text, KifuFormat.KIF);
      assertEquals(r.result(), back.result(), c[0]);
    }
    // a Kakinoki word of KIF's own is still written as it was read
    GameRecord dojo = Kifu.parseRecord("1 ７六歩(77)\n2 Time-up\n", KifuFormat.KIF);
    assertTrue(Kifu.toText(dojo, KifuFormat.KIF).contains("\n   2 Time-up\n"));
  }

  /**
   * KIF written in UTF-8 (a character Shift_JIS lacks) starts with its encoding declaration, which
   * reading takes the encoding from and skips; in Shift_JIS or by default there is none. Encoding
   * it in Shift_JIS fails with the character named.
   */
  @Test
  void kifInAnotherEncodingDeclaresItAndReadsBack() {
    GameRecord r = Kifu.parseRecord("手数----指手---------消費時間--\n   1 ７六歩(77)\n*雞\n", KifuFormat.KIF);
    io.github.shogi4j.kif.WriteOptions utf8 =
        io.github.shogi4j.kif.WriteOptions.defaults()
            .withCharset(java.nio.charset.StandardCharsets.UTF_8);
    byte[] bytes = Kifu.toBytes(r, KifuFormat.KIF, utf8);
    String text = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
    assertTrue(text.startsWith("#KIF version=2.0 encoding=UTF-8\n"), text);
    io.github.shogi4j.kif.KifuFile back =
        Kifu.read(bytes, io.github.shogi4j.kif.ReadOptions.defaults().withFormat(KifuFormat.KIF));
    assertEquals(java.nio.charset.StandardCharsets.UTF_8, back.charset());
    assertEquals(r.mainLine(), back.record().mainLine());
    assertFalse(Kifu.toText(r, KifuFormat.KIF).startsWith("#"));
    assertFalse(
        KifWriter.instance()
            .write(
                r,
                io.github.shogi4j.kif.WriteOptions.defaults()
                    .withCharset(java.nio.charset.Charset.forName("Shift_JIS")))
            .startsWith("#"));
    io.github.shogi4j.kif.KifuWriteException e =
        org.junit.jupiter.api.Assertions.assertThrows(
            io.github.shogi4j.kif.KifuWriteException.class,
            () -> Kifu.toBytes(r, KifuFormat.KIF, io.github.shogi4j.kif.WriteOptions.defaults()));
    assertEquals(java.util.OptionalInt.of(0x96DE), e.unencodableCharacter());
  }
}
