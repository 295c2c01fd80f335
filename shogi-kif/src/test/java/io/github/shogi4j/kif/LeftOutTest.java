package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link KifuWriter#leftOut} names exactly what each format has no place for, and the read-back
 * agrees: what it names is gone after writing and reading again, what it does not name is kept.
 */
class LeftOutTest {
  /** One header, a bookmark, two comments, two timed moves and one variation. */
  private static final GameRecord RECORD =
      Kifu.parseRecord(
          String.join(
              "\n",
              "先手：A",
              "手数----指手---------消費時間--",
              "   1 ７六歩(77)   ( 0:05/00:00:05)",
              "*first comment",
              "&bookmark",
              "   2 ３四歩(33)   ( 0:03/00:00:03)+",
              "*second comment",
              "",
              "変化：2手",
              "   2 ８四歩(83)",
              ""),
          KifuFormat.KIF);

  private static List<String> leftOut(KifuFormat f) {
    return LossTexts.of(Kifu.writer(f), RECORD);
  }

  @Test
  void eachFormatNamesWhatItCannotHold() {
    assertEquals(List.of(), leftOut(KifuFormat.KIF));
    assertEquals(List.of("2 time field(s) (消費時間)"), leftOut(KifuFormat.KI2));
    assertEquals(List.of("1 variation(s) (変化)", "1 bookmark(s)"), leftOut(KifuFormat.CSA));
    assertEquals(List.of("1 bookmark(s)"), leftOut(KifuFormat.JKF));
    assertEquals(
        List.of(
            "1 variation(s) (変化)",
            "2 comment(s)",
            "2 time field(s) (消費時間)",
            "1 bookmark(s)",
            "1 header(s)"),
        leftOut(KifuFormat.USI));
  }

  /** Each loss says what it is, how many, and where: the move and the variation it is at. */
  @Test
  void lossesAreTypedWithTheirPlace() {
    List<Loss> csa = Kifu.writer(KifuFormat.CSA).leftOut(RECORD);
    assertEquals(
        List.of(Loss.Kind.VARIATIONS, Loss.Kind.BOOKMARKS), csa.stream().map(Loss::kind).toList());
    assertEquals(1, csa.get(0).count());
    assertEquals(java.util.OptionalInt.empty(), csa.get(0).move());
    assertEquals("1 variation(s) (変化)", csa.get(0).toString());
    List<Loss> ki2 = Kifu.writer(KifuFormat.KI2).leftOut(RECORD);
    assertEquals(Loss.Kind.TIMES, ki2.get(0).kind());
    assertEquals(2, ki2.get(0).count());

    // 封じ手 has no CSA word: the main line's ending, at move 3
    Loss sealed = Kifu.writer(KifuFormat.CSA).leftOut(endingWith("封じ手")).get(0);
    assertEquals(Loss.Kind.ENDING, sealed.kind());
    assertEquals(java.util.OptionalInt.of(3), sealed.move());
    assertEquals(java.util.OptionalInt.empty(), sealed.variationFrom());
    assertTrue(sealed.toString().startsWith("the ending 封じ手"), sealed.toString());

    // nor a JKF special: in a variation from move 2, at move 3
    GameRecord inVariation =
        Kifu.parseRecord(
            String.join(
                "\n",
                "手数----指手--",
                "   1 ７六歩(77)",
                "   2 ３四歩(33)+",
                "   3 投了",
                "",
                "変化：2手",
                "   2 ８四歩(83)",
                "   3 封じ手",
                ""),
            KifuFormat.KIF);
    List<Loss> jkf = Kifu.writer(KifuFormat.JKF).leftOut(inVariation);
    assertEquals(1, jkf.size(), jkf::toString);
    assertEquals(Loss.Kind.ENDING, jkf.get(0).kind());
    assertEquals(java.util.OptionalInt.of(3), jkf.get(0).move());
    assertEquals(java.util.OptionalInt.of(2), jkf.get(0).variationFrom());
    assertTrue(jkf.get(0).inVariation());
    assertTrue(jkf.get(0).toString().endsWith("of the variation (変化) from move 2"), jkf::toString);
  }

  @Test
  void csaNamesTheHeadersItHasNoKeyFor() {
    GameRecord r =
        Kifu.parseRecord(
            String.join(
                "\n", "先手：A", "棋戦：E", "先手の戦法：四間飛車", "手合割：平手", "手数----指手--", "1 ７六歩(77)", ""),
            KifuFormat.KIF);
    assertEquals(
        List.of("1 header(s) with no CSA key"), LossTexts.of(Kifu.writer(KifuFormat.CSA), r));
    GameRecord back = Kifu.parseRecord(Kifu.toText(r, KifuFormat.CSA), KifuFormat.CSA);
    assertEquals(java.util.Optional.of("A"), back.sente());
    assertEquals(java.util.Optional.of("E"), back.event());
    assertEquals(java.util.Optional.empty(), back.headers().get("先手の戦法"));
  }

  private static GameRecord endingWith(String ending) {
    return Kifu.parseRecord(
        String.join("\n", "手数----指手--", "   1 ７六歩(77)", "   2 ３四歩(33)", "   3 " + ending, ""),
        KifuFormat.KIF);
  }

  /**
   * An ending that CSA, JKF and USI have no word for (封じ手, a sealed move) is named by those
   * writers, and is indeed no ending after writing and reading back; one they have a word for (投了)
   * is not named and reads back as the same ending.
   */
  @Test
  void anEndingTheFormatHasNoWordForIsNamedAndIsGoneOnReadingBack() {
    GameRecord sealed = endingWith("封じ手");
    GameRecord resigned = endingWith("投了");
    assertEquals(
        java.util.Optional.of(EndingKind.SEALED_MOVE),
        sealed.mainLine().ending().map(Ending::kind));
    for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI)) {
      assertEquals(
          List.of("the ending 封じ手 (SEALED_MOVE)"), LossTexts.of(Kifu.writer(f), sealed), f.name());
      assertEquals(
          java.util.Optional.empty(),
          Kifu.parseRecord(Kifu.toText(sealed, f), f).mainLine().ending(),
          f.name());
      assertEquals(List.of(), LossTexts.of(Kifu.writer(f), resigned), f.name());
      assertEquals(
          resigned.mainLine().ending().get().outcome(),
          Kifu.parseRecord(Kifu.toText(resigned, f), f).mainLine().ending().get().outcome(),
          f.name());
    }
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      assertEquals(List.of(), LossTexts.of(Kifu.writer(f), sealed), f.name());
      assertEquals(
          sealed.mainLine().ending().get().outcome(),
          Kifu.parseRecord(Kifu.toText(sealed, f), f).mainLine().ending().get().outcome(),
          f.name());
    }
  }

  /**
   * A result that no ending move states (a summary line only) is named by CSA and USI, which cannot
   * carry it, as by JKF.
   */
  @Test
  void aResultWithoutAnEndingIsNamedWhereTheFormatCannotCarryIt() {
    GameRecord r =
        Kifu.parseRecord(
            String.join("\n", "手数----指手--", "   1 ７六歩(77)", "   2 ３四歩(33)", "まで2手で後手の勝ち", ""),
            KifuFormat.KIF);
    assertEquals(java.util.Optional.empty(), r.mainLine().ending());
    String named = "the result " + r.result().get() + ", which no ending move states";
    for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI)) {
      assertEquals(List.of(named), LossTexts.of(Kifu.writer(f), r), f.name());
      assertEquals(
          java.util.Optional.empty(), Kifu.parseRecord(Kifu.toText(r, f), f).result(), f.name());
    }
  }

  /** USI leaves out a final move recorded as illegal (反則) and the ending after it, and says so. */
  @Test
  void usiNamesTheIllegalFinalMoveItLeavesOut() {
    // 5 ２四角打 checks the king on 5a along 4b and 3c; 6 ９四歩 leaves it in check (王手放置)
    GameRecord r =
        Kifu.parseRecord(
            String.join(
                "\n",
                "手数----指手--",
                "   1 ７六歩(77)",
                "   2 ３四歩(33)",
                "   3 ２二角成(88)",
                "   4 同　銀(31)",
                "   5 ２四角打",
                "   6 ９四歩(93)",
                "   7 反則勝ち",
                ""),
            KifuFormat.KIF);
    RecordMove last = r.moves().get(r.moves().size() - 1);
    assertEquals(true, last.isIllegal(), "the record's last move is recorded as illegal");
    assertEquals(
        List.of(
            "the final move " + last.text() + ", recorded as illegal (反則), and what follows it"),
        LossTexts.of(Kifu.writer(KifuFormat.USI), r));
  }

  /** The even start after 49 moves: a KIF diagram with its 手数＝49 caption. */
  private static final String AFTER_49 =
      String.join(
          "\n",
          "後手の持駒：なし",
          "  ９ ８ ７ ６ ５ ４ ３ ２ １",
          "+---------------------------+",
          "|v香v桂v銀v金v玉v金v銀v桂v香|一",
          "| ・v飛 ・ ・ ・ ・ ・v角 ・|二",
          "|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
          "| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七",
          "| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八",
          "| 香 桂 銀 金 玉 金 銀 桂 香|九",
          "+---------------------------+",
          "先手の持駒：なし",
          "手数＝49",
          "");

  /**
   * A record that starts after move 1 (a KIF diagram captioned 手数＝49, an SFEN whose move number is
   * 50): CSA and JKF have no place for the number and read back from move 1, which their writers
   * did not say; they now name it. KIF, KI2 and USI keep it, KI2 (which has no move numbers) and a
   * KIF record without moves by a 手数＝ caption, which they lost too.
   */
  @Test
  void theFirstMoveNumberIsNamedWhereTheFormatHasNoPlaceForItAndKeptElsewhere() {
    String even = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
    List<GameRecord> records =
        List.of(
            Kifu.parseRecord(AFTER_49 + "手数----指手--\n  50 ７六歩(77)\n  51 ３四歩(33)\n", KifuFormat.KIF),
            Kifu.parseRecord(AFTER_49, KifuFormat.KIF),
            Kifu.parseRecord("position sfen " + even + " b - 50 moves 7g7f 3c3d", KifuFormat.USI),
            Kifu.parseRecord("sfen " + even + " b - 50", KifuFormat.USI),
            // a named handicap (角落ち, gote moves first) whose first move is move 50
            GameRecord.builder()
                .start(
                    new StartPosition(
                        io.github.shogi4j.rules.Sfen.parse(
                                io.github.shogi4j.rules.Handicap.BISHOP.sfen())
                            .toBuilder()
                            .moveNumber(50)
                            .build(),
                        java.util.Optional.of(io.github.shogi4j.rules.Handicap.BISHOP)))
                .build());
    for (GameRecord r : records) {
      assertEquals(50, r.start().setup().moveNumber(), r::toString);
      for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.JKF)) {
        List<String> named = LossTexts.of(Kifu.writer(f), r);
        assertEquals(true, named.contains("the first move number 50 (手数)"), f + " " + named);
        assertEquals(
            1, Kifu.parseRecord(Kifu.toText(r, f), f).start().setup().moveNumber(), f.name());
      }
      for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2, KifuFormat.USI)) {
        // (USI has no place for headers, such as the 手数＝ caption)
        assertEquals(
            List.of(),
            LossTexts.of(Kifu.writer(f), r).stream().filter(s -> !s.endsWith("header(s)")).toList(),
            f.name());
        GameRecord back = Kifu.parseRecord(Kifu.toText(r, f), f);
        assertEquals(50, back.start().setup().moveNumber(), f + "\n" + Kifu.toText(r, f));
        assertEquals(r.start().position(), back.start().position(), f.name());
        assertEquals(
            r.moves().stream().map(RecordMove::move).toList(),
            back.moves().stream().map(RecordMove::move).toList(),
            f.name());
      }
    }
    GameRecord fromMove1 =
        Kifu.parseRecord("position sfen " + even + " b - 1 moves 7g7f", KifuFormat.USI);
    assertEquals(List.of(), LossTexts.of(Kifu.writer(KifuFormat.CSA), fromMove1));
    assertEquals(List.of(), LossTexts.of(Kifu.writer(KifuFormat.JKF), fromMove1));
  }

  @Test
  void whatIsNamedIsGoneAndTheRestIsKept() {
    for (KifuFormat f : List.of(KifuFormat.KI2, KifuFormat.CSA, KifuFormat.JKF)) {
      GameRecord back = Kifu.parseRecord(Kifu.toText(RECORD, f), f);
      List<String> named = leftOut(f);
      assertEquals(
          named.contains("1 variation(s) (変化)") ? 0 : 1,
          back.mainLine().variationCount(),
          f.name());
      assertEquals(
          named.contains("1 bookmark(s)") ? List.of() : List.of("bookmark"),
          back.moves().get(0).bookmarks(),
          f.name());
      assertEquals(
          named.stream().anyMatch(s -> s.contains("time")),
          back.moves().get(0).time().isEmpty(),
          f.name());
      assertEquals(List.of("first comment"), back.moves().get(0).normalComments(), f.name());
    }
  }

  /**
   * A CSA %ERROR has no Kakinoki word: KIF and KI2 write 中断 (not the CSA token, which no Kakinoki
   * reader knows) and name the ending as left out.
   */
  @Test
  void kakinokiWritersNameACsaErrorEndingAndWriteNoCsaToken() {
    GameRecord error =
        Kifu.parseRecord(
            String.join("\n", "V2.2", "PI", "+", "+7776FU", "-3334FU", "%ERROR", ""),
            KifuFormat.CSA);
    assertEquals(
        java.util.Optional.of(EndingKind.ERROR), error.mainLine().ending().map(Ending::kind));
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      assertEquals(
          List.of("the ending %ERROR (ERROR)"), LossTexts.of(Kifu.writer(f), error), f.name());
      String text = Kifu.toText(error, f);
      assertEquals(false, text.contains("%"), f.name() + ": " + text);
      assertEquals(true, text.contains("まで2手で中断"), f.name() + ": " + text);
    }
  }

  /**
   * An ending whose Kakinoki word names another reason or loses the winner is named as left out: a
   * draw by the move limit (CSA %MAX_MOVES) is written 引き分け, a plain draw when read back. A drawn
   * impasse declaration (24-point rule) is written 持将棋, not 反則負け, which named a loser.
   */
  @Test
  void kakinokiWritersNameAnEndingTheirWordChanges() {
    GameRecord maxMoves =
        Kifu.parseRecord(
            String.join("\n", "V2.2", "PI", "+", "+7776FU", "-3334FU", "%MAX_MOVES", ""),
            KifuFormat.CSA);
    assertEquals(
        java.util.Optional.of(EndingKind.MAX_MOVES),
        maxMoves.mainLine().ending().map(Ending::kind));
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      assertEquals(
          List.of("the ending %MAX_MOVES (MAX_MOVES)"),
          LossTexts.of(Kifu.writer(f), maxMoves),
          f.name());
      assertTrue(Kifu.toText(maxMoves, f).contains("引き分け"), f.name());
    }
    GameRecord resigned =
        Kifu.parseRecord(
            String.join("\n", "V2.2", "PI", "+", "+7776FU", "-3334FU", "%TORYO", ""),
            KifuFormat.CSA);
    assertEquals(List.of(), LossTexts.of(Kifu.writer(KifuFormat.KIF), resigned));

    Ending drawnDeclaration =
        Ending.of(
            io.github.shogi4j.rules.Outcome.noWinner(
                io.github.shogi4j.rules.Termination.IMPASSE_DECLARATION));
    GameRecord drawn =
        resigned.toBuilder()
            .mainLine(resigned.mainLine().withEnding(java.util.Optional.of(drawnDeclaration)))
            .result(drawnDeclaration.outcome())
            .build();
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      String text = Kifu.toText(drawn, f);
      assertTrue(text.contains("持将棋") && !text.contains("反則"), f + ": " + text);
      assertEquals(1, LossTexts.of(Kifu.writer(f), drawn).size(), f.name());
    }
  }
}
