package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KifReaderTest {
  /** Ranks 三 to 九 of a diagram with only the sente king on 5九, and the bottom border. */
  private static final String KINGS_ONLY_RANKS_3_TO_9 =
      String.join(
          "\n",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
          "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九",
          "+---------------------------+");

  private static final KifReader READER = KifReader.instance();

  private static GameRecord read(String text) {
    return READER.parseRecord(text);
  }

  private static KifuParseException refused(String text) {
    ReadResult r = READER.read(text, ReadOptions.defaults());
    assertFalse(r.isOk(), "should be refused: " + text);
    return r.error().orElseThrow();
  }

  @Test
  void readsHeadersMovesTimesCommentsAndTheSummary() {
    GameRecord r =
        read(
            String.join(
                "\n",
                "# ---- Kifu for Windows ----",
                "開始日時：1999/07/15(木) 19:07:12",
                "棋戦：テスト棋戦",
                "手合割：平手　　",
                "先手:先手名",
                "後手：後手名",
                "独自キー：値",
                "手数----指手---------消費時間--",
                "*開始局面のコメント",
                "&開始",
                "   1 ７六歩(77)   ( 0:16/00:00:16)",
                "*初手",
                "**解析 0 評価値 123",
                "2 ３四歩(33) (62:03/1:2:3)",
                "   3 ２二角成(88) ( 0:00/00:00:16)+",
                "   4 同銀(31)",
                "   5 ４五角打     ( 0:05/00:00:21)",
                "   6 ３三角打(00)",
                "   7 ５四角(45)",
                "   8 同　歩(53)",
                "   9 投了         ( 0:10/00:00:31)",
                "*終局後",
                "まで8手で後手の勝ち",
                ""));
    assertEquals(Optional.of("先手名"), r.sente());
    assertEquals(Optional.of("後手名"), r.gote());
    assertEquals(Optional.of("テスト棋戦"), r.event());
    assertEquals(
        Optional.of(java.time.LocalDateTime.of(1999, 7, 15, 19, 7, 12)), r.startDateTime());
    assertEquals(Optional.of("値"), r.headers().get("独自キー"));
    assertEquals(
        List.of("開始日時", "棋戦", "手合割", "先手", "後手", "独自キー"),
        r.headers().all().stream().map(h -> h.key()).collect(java.util.stream.Collectors.toList()));
    assertEquals(Optional.of(Handicap.EVEN), r.handicap());
    assertEquals(List.of(Comment.of("開始局面のコメント")), r.startComments());
    assertEquals(List.of("開始"), r.startBookmarks());
    List<RecordMove> moves = r.moves();
    assertEquals(8, moves.size());
    assertEquals(Move.of(Square.of(7, 7), Square.of(7, 6)), moves.get(0).move());
    assertEquals("７六歩(77)", moves.get(0).text());
    assertEquals(Optional.of(Duration.ofSeconds(16)), moves.get(0).time());
    assertEquals(List.of("初手"), moves.get(0).normalComments());
    assertEquals(List.of("解析 0 評価値 123"), moves.get(0).engineComments());
    assertEquals(Optional.of(Duration.ofSeconds(62 * 60 + 3)), moves.get(1).time());
    assertEquals(Optional.of(Duration.ofSeconds(3600 + 120 + 3)), moves.get(1).totalTime());
    assertEquals(Move.promoting(Square.of(8, 8), Square.of(2, 2)), moves.get(2).move());
    assertEquals(Move.of(Square.of(3, 1), Square.of(2, 2)), moves.get(3).move());
    assertEquals(Move.drop(PieceType.BISHOP, Square.of(4, 5)), moves.get(4).move());
    assertEquals(Move.drop(PieceType.BISHOP, Square.of(3, 3)), moves.get(5).move());
    assertEquals(EndingKind.RESIGNATION, r.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.of(Color.GOTE), r.mainLine().ending().orElseThrow().winner());
    assertEquals(List.of(Comment.of("終局後")), r.mainLine().ending().orElseThrow().comments());
    assertEquals(Optional.of("まで8手で後手の勝ち"), r.resultText());
  }

  @Test
  void readsABodDiagramWithLargeHandsAndSideToMove() {
    GameRecord r =
        read(
            String.join(
                "\n",
                "手合割：詰将棋",
                "後手の持駒：飛二　角　金四　銀三　桂四　香四　歩十六",
                "  ９ ８ ７ ６ ５ ４ ３ ２ １",
                "+---------------------------+",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|一",
                "| ・ ・ ・ ・ ・ ・ ・ 銀 ・|二",
                "| ・ ・ ・ ・ ・ 歩 ・v玉 ・|三",
                "| ・ ・ ・ ・ ・ ・ ・v歩 歩|四",
                "| ・ ・ ・ ・ ・ ・ 歩 ・ ・|五",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
                "| ・ ・ 角 ・ ・ ・ ・ ・ ・|七",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|九",
                "+---------------------------+",
                "先手の持駒：なし",
                "先手番",
                "手数----指手---------消費時間--",
                "   1 ３四歩(35)",
                "   2 同　玉(23)",
                ""));
    assertTrue(r.start().handicap().isEmpty());
    assertEquals(16, r.start().setup().hand(Color.GOTE).count(PieceType.PAWN));
    assertEquals(4, r.start().setup().hand(Color.GOTE).count(PieceType.GOLD));
    assertEquals(Color.SENTE, r.start().setup().sideToMove());
    assertTrue(r.start().setup().pieceAt(Square.of(2, 3)).isPresent());
    assertEquals(2, r.moves().size());

    GameRecord gote =
        read(
            String.join(
                "\n",
                "後手の持駒：飛歩",
                "  ９ ８ ７ ６ ５ ４ ３ ２ １",
                "+---------------------------+",
                "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一",
                "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二",
                KINGS_ONLY_RANKS_3_TO_9,
                "先手の持駒：歩十",
                "後手番",
                "手数----指手---------消費時間--",
                "   1 ５五飛打",
                ""));
    assertEquals(Color.GOTE, gote.start().setup().sideToMove());
    assertEquals(1, gote.start().setup().hand(Color.GOTE).count(PieceType.ROOK));
    assertEquals(10, gote.start().setup().hand(Color.SENTE).count(PieceType.PAWN));
  }

  @Test
  void handicapGamesStartWithTheGiverToMove() {
    GameRecord r = read("手合割：香落ち\n下手：A\n上手：B\n手数----指手--\n1 ３四歩(33)\n");
    assertEquals(Optional.of(Handicap.LANCE), r.start().handicap());
    assertEquals(Optional.of("A"), r.sente());
    assertEquals(Optional.of("B"), r.gote());
    assertEquals(1, r.moves().size());
  }

  @Test
  void variationsAttachByTheForkStackRule() {
    // The order of blocks of the Kifu for Windows sample (henka.kif): 3, 3, 2, 1, then 2 below 1.
    GameRecord r =
        read(
            String.join(
                "\n",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 0:02/00:00:02)+",
                "   2 ８四歩(83)   ( 0:01/00:00:01)+",
                "   3 ２六歩(27)   ( 0:01/00:00:03)+",
                "   4 ８五歩(84)   ( 0:02/00:00:03)",
                "",
                "変化：3手",
                "   3 ６八銀(79)   ( 0:01/00:00:03)",
                "",
                "変化：3手",
                "   3 ６八飛(28)   ( 0:02/00:00:04)",
                "   4 中断",
                "",
                "変化：2手",
                "   2 ３四歩(33)   ( 0:00/00:00:00)",
                "",
                "変化：1手",
                "   1 ２六歩(27)   ( 0:02/00:00:02)",
                "   2 ８四歩(83)   ( 0:02/00:00:02)+",
                "   3 ２五歩(26)   ( 0:01/00:00:03)",
                "",
                "変化：2手",
                "   2 ３四歩(33)   ( 0:02/00:00:02)",
                "   3 ７六歩(77)   ( 0:01/00:00:03)",
                ""));
    Line main = r.mainLine();
    assertEquals(4, main.size());
    assertEquals(2, main.moves().get(2).variations().size());
    assertEquals(
        Move.of(Square.of(7, 9), Square.of(6, 8)),
        main.moves().get(2).variations().get(0).moves().get(0).move());
    assertEquals(
        EndingKind.ABORT, main.moves().get(2).variations().get(1).ending().orElseThrow().kind());
    assertEquals(1, main.moves().get(1).variations().size());
    Line first = main.moves().get(0).variations().get(0);
    assertEquals(3, first.size());
    assertEquals(1, first.moves().get(1).variations().size());
    assertEquals(2, first.moves().get(1).variations().get(0).size());
    assertEquals(5, main.variationCount());
  }

  @Test
  void aVariationMayStartWith同() {
    GameRecord r =
        read(
            String.join(
                "\n",
                "1 ７六歩(77)",
                "2 ３四歩(33)",
                "3 ２二角成(88)",
                "4 同　銀(31)",
                "",
                "変化：4手",
                "4 同　飛(82)",
                ""));
    Line v = r.moves().get(3).variations().get(0);
    assertEquals(Move.of(Square.of(8, 2), Square.of(2, 2)), v.moves().get(0).move());
  }

  @Test
  void anIllegalFinalMoveFollowedBy反則IsRecordedWithItsRule() {
    // sente drops a second pawn on the 7th file (nifu) and gote is awarded the win
    GameRecord r =
        read(
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
                "*二歩の反則",
                "10 反則勝ち",
                ""));
    RecordMove last = r.moves().get(8);
    assertEquals(Optional.of(IllegalMoveReason.NIFU), last.illegal());
    assertEquals(List.of("二歩の反則"), last.normalComments());
    assertEquals(EndingKind.ILLEGAL_MOVE, r.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.of(Color.GOTE), r.mainLine().ending().orElseThrow().winner());
    assertEquals(
        Optional.of(Outcome.illegalMove(Color.GOTE, IllegalMoveReason.NIFU)),
        r.result(),
        "the result names the rule the losing move broke");
    assertEquals(io.github.shogi4j.kif.validate.RecordValidator.validate(r), List.of());

    KifuParseException e =
        refused(
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
                "10 投了",
                ""));
    assertEquals(ProblemRule.NIFU, e.rule());
    assertEquals(9, e.line().getAsInt());
    assertEquals(9, e.moveNumber().getAsInt());
  }

  /**
   * docs/formats.md names 反則勝ち and 反則負け as the words after a final move recorded illegal; other
   * writers put another word there (反則手). Such a record was refused at the illegal move, "no 反則
   * line follows", even leniently. Strictly the unknown word is now refused where it stands;
   * leniently it is the illegal-move ending, with a warning, and the word is kept as written, while
   * the writer writes 反則勝ち, which reads back strictly.
   */
  @Test
  void anUnknownWordAfterAnIllegalFinalMoveIsRefusedWhereItStandsOrReadLenientlyAs反則勝ち() {
    // 5 ２四角打 checks the king on 5a along 4b and 3c; 6 ９四歩 leaves it in check (王手放置)
    String text =
        String.join(
            "\n",
            "手数----指手--",
            "   1 ７六歩(77)",
            "   2 ３四歩(33)",
            "   3 ２二角成(88)",
            "   4 同　銀(31)",
            "   5 ２四角打",
            "   6 ９四歩(93)",
            "   7 反則手",
            "*王手放置",
            "");
    KifuParseException e = refused(text);
    assertEquals(ProblemRule.SYNTAX, e.rule());
    assertEquals(8, e.line().getAsInt(), e.getMessage());
    assertEquals(6, e.column().getAsInt(), e.getMessage());
    assertEquals(7, e.moveNumber().getAsInt(), e.getMessage());
    assertTrue(e.getMessage().contains("\"反則手\""), e.getMessage());

    ReadResult r = READER.read(text, ReadOptions.lenient());
    assertTrue(r.isOk(), r.toString());
    assertEquals(1, r.warnings().size(), r.warnings().toString());
    assertEquals(8, r.warnings().get(0).line().getAsInt());
    assertEquals(
        Optional.of(IllegalMoveReason.KING_LEFT_IN_CHECK), r.record().moves().get(5).illegal());
    var ending = r.record().mainLine().ending().orElseThrow();
    assertEquals(EndingKind.ILLEGAL_MOVE, ending.kind());
    assertEquals(Optional.of(Color.SENTE), ending.winner(), "gote played the illegal move");
    assertEquals("反則手", ending.text());
    assertEquals(
        Optional.of(Outcome.illegalMove(Color.SENTE, IllegalMoveReason.KING_LEFT_IN_CHECK)),
        r.record().result());

    String written = KifWriter.instance().write(r.record());
    assertTrue(written.contains("   7 反則勝ち\n*王手放置\n"), written);
    assertEquals(r.record().result(), read(written).result());

    // a word of another ending still says the record does not end on the illegal move
    for (ReadOptions o : List.of(ReadOptions.defaults(), ReadOptions.lenient())) {
      KifuParseException other = READER.read(text.replace("反則手", "中断"), o).error().orElseThrow();
      assertEquals(ProblemRule.KING_LEFT_IN_CHECK, other.rule());
      assertEquals(7, other.line().getAsInt());
    }
  }

  /**
   * A final move recorded as illegal followed only by the summary line that names its opponent the
   * winner by 反則 (no 反則勝ち line) ends the record as that line would: the summary says what the
   * ending is. A summary naming another ending still leaves the illegal move unexplained.
   */
  @Test
  void aSummaryOf反則勝ちAfterAnIllegalFinalMoveEndsTheRecord() {
    // 3 ５五角打: sente holds no bishop (NOT_IN_HAND)
    String text =
        String.join(
            "\n", "手数----指手--", "   1 ７六歩(77)", "   2 ３四歩(33)", "   3 ５五角打", "まで3手で後手の反則勝ち", "");
    GameRecord r = read(text);
    assertEquals(Optional.of(IllegalMoveReason.NOT_IN_HAND), r.moves().get(2).illegal());
    var ending = r.mainLine().ending().orElseThrow();
    assertEquals(EndingKind.ILLEGAL_MOVE, ending.kind());
    assertEquals(Optional.of(Color.GOTE), ending.winner());
    assertEquals(5, ending.source().orElseThrow().line());
    assertEquals(
        Optional.of(Outcome.illegalMove(Color.GOTE, IllegalMoveReason.NOT_IN_HAND)), r.result());
    assertEquals(r.result(), read(KifWriter.instance().write(r)).result());

    for (String other : List.of("まで3手で先手の反則勝ち", "まで3手で後手の勝ち", "まで3手で中断")) {
      KifuParseException e = refused(text.replace("まで3手で後手の反則勝ち", other));
      assertEquals(ProblemRule.NOT_IN_HAND, e.rule(), other);
      assertEquals(4, e.line().getAsInt(), other);
    }
  }

  /**
   * A text of which lenient mode would skip every line is not a record: it was read as an even game
   * without moves, so any text file named .kif passed lenient validation.
   */
  @Test
  void aTextOfWhichEveryLineIsSkippedIsNotARecordEvenLeniently() {
    for (ReadOptions o : List.of(ReadOptions.defaults(), ReadOptions.lenient())) {
      KifuParseException e =
          READER
              .read("hello\nthis is not a record\n", o)
              .error()
              .orElseThrow(() -> new AssertionError(o.toString()));
      assertEquals(1, e.line().getAsInt());
      assertEquals(ProblemRule.SYNTAX, e.rule());
    }
    KifuParseException e =
        Ki2Reader.instance().read("hello\n", ReadOptions.lenient()).error().orElseThrow();
    assertTrue(e.getMessage().contains("every line was skipped"), e.getMessage());
    // one line read is enough: a header, or a comment
    for (String t : List.of("hello\n棋戦：練習\n", "hello\n*a comment\n")) {
      ReadResult r = READER.read(t, ReadOptions.lenient());
      assertTrue(r.isOk(), t);
      assertEquals(1, r.warnings().size(), t);
    }
  }

  /**
   * The variation mark right after an ending word ({@code 3 封じ手+}, as it stands right after a
   * move's from-square) was read as part of the word, an unknown ending "封じ手+".
   */
  @Test
  void aVariationMarkRightAfterAnEndingWordIsNotPartOfIt() {
    GameRecord r =
        read(String.join("\n", "手数----指手--", "1 ７六歩(77)", "2 封じ手+", "", "変化：2手", "2 ３四歩(33)", ""));
    var e = r.mainLine().ending().orElseThrow();
    assertEquals("封じ手", e.text());
    assertEquals(EndingKind.SEALED_MOVE, e.kind());
    assertEquals(1, r.mainLine().endVariations().size());
  }

  @Test
  void everyTerminationWordIsRead() {
    String[][] cases = {
      {"投了", "RESIGNATION", "GOTE"},
      {"中断", "ABORT", ""},
      {"持将棋", "AGREED_IMPASSE", ""},
      {"千日手", "SENNICHITE", ""},
      {"詰み", "CHECKMATE", "GOTE"},
      {"詰", "CHECKMATE", "GOTE"},
      {"不詰", "NO_MATE", ""},
      {"切れ負け", "TIME_LOSS", "GOTE"},
      {"反則勝ち", "ILLEGAL_MOVE", "SENTE"},
      {"反則負け", "ILLEGAL_MOVE", "GOTE"},
      {"入玉勝ち", "IMPASSE_DECLARATION", "SENTE"},
      {"不戦勝", "FORFEIT", "SENTE"},
      {"不戦敗", "FORFEIT", "GOTE"},
      {"封じ手", "SEALED_MOVE", ""},
      {"Time-up", "TIME_LOSS", "GOTE"},
      {"なにか", "UNKNOWN", ""}
    };
    for (String[] c : cases) {
      GameRecord r = read("手数----指手--\n1 ７六歩(77)\n2 ３四歩(33)\n3 " + c[0] + "\n");
      var e = r.mainLine().ending().orElseThrow();
      assertEquals(EndingKind.valueOf(c[1]), e.kind(), c[0]);
      assertEquals(
          c[2].isEmpty() ? Optional.empty() : Optional.of(Color.valueOf(c[2])), e.winner(), c[0]);
      assertEquals(c[0], e.text());
    }
  }

  @Test
  void aTimeFieldWithAnEmptyTotalIsReadOnlyLenientlyWithItsTimeSpent() {
    // 81Dojo writes the time spent with unpadded seconds and leaves the total empty
    String text =
        "手数----指手---------消費時間--\n   1 ７六歩(77)   ( 0:7/)\n"
            + "   2 ３四歩(33)   ( 1:10/)\n   3  Time-up   ( 0:0/)\n";
    KifuParseException e = refused(text);
    assertEquals(ProblemRule.SYNTAX, e.rule());
    assertEquals(2, e.line().getAsInt());
    assertEquals(16, e.column().getAsInt());
    assertTrue(e.getMessage().contains("no total time"), e.getMessage());

    ReadResult r = READER.read(text, ReadOptions.lenient());
    List<RecordMove> moves = r.record().moves();
    assertEquals(Optional.of(Duration.ofSeconds(7)), moves.get(0).time());
    assertEquals(Optional.empty(), moves.get(0).totalTime());
    assertEquals(Optional.of(Duration.ofSeconds(70)), moves.get(1).time());
    var ending = r.record().mainLine().ending().orElseThrow();
    assertEquals(EndingKind.TIME_LOSS, ending.kind());
    assertEquals(Optional.of(Color.GOTE), ending.winner(), "sente, to move, ran out of time");
    // one warning for the first field, one for all the others (81Dojo writes them on every move)
    assertEquals(List.of(2, 3), r.warnings().stream().map(w -> w.line().getAsInt()).toList());
    assertTrue(
        r.warnings().get(0).message().contains("\"( 0:7/)\" has no total time"),
        r.warnings().get(0).message());
    assertEquals(16, r.warnings().get(1).column().getAsInt());
    assertTrue(
        r.warnings().get(1).message().startsWith("2 more time fields, on lines 3 to 4, "),
        r.warnings().get(1).message());
    // a field that is neither form stays unreadable and is not half read
    ReadResult broken = READER.read("1 ７六歩(77) ( 0:7/ 1)\n", ReadOptions.lenient());
    assertEquals(Optional.empty(), broken.record().moves().get(0).time());
    assertTrue(broken.warnings().get(0).message().contains("unreadable"));
  }

  @Test
  void aMoveLineIsReadToItsEndAndNoFurther() {
    // move lines are read in place in the whole text: what the next line holds must not complete
    // a move or a time field cut at the line end
    String header = "手数----指手---------消費時間--\n";
    KifuParseException cutTime = refused(header + "   1 ７六歩(77)   ( 0:01/00:00:01\n)\n");
    assertEquals(2, cutTime.line().getAsInt());
    assertTrue(
        cutTime.getMessage().contains("unreadable time field \"( 0:01/00:00:01\""),
        cutTime.getMessage());
    KifuParseException cutFrom = refused(header + "   1 ７六歩(7\r\n7)\r\n");
    assertEquals(2, cutFrom.line().getAsInt());
    assertEquals(9, cutFrom.column().getAsInt());
    assertTrue(
        cutFrom.getMessage().contains("from-square like (77) at \"(7\""), cutFrom.getMessage());
    KifuParseException cutWord = refused(header + "   1 ７六歩(77)\n   2 投\n了\n");
    assertEquals(4, cutWord.line().getAsInt(), "the ending 投 is read alone, 了 is no KIF line");

    ReadResult r =
        READER.read(
            header + "   1 ７六歩(77)   ( 0:01/00:00:01)\r   2 ３四歩(33)\r", ReadOptions.defaults());
    assertEquals(2, r.record().moves().size());
    assertEquals(Optional.of(Duration.ofSeconds(1)), r.record().moves().get(0).totalTime());
    assertEquals("３四歩(33)", r.record().moves().get(1).text());
  }

  @Test
  void ki2StyleMovesInTheMoveSectionAreReadOnlyLeniently() {
    String text =
        String.join(
            "\n",
            "手合割：平手",
            "手数----指手---------消費時間--",
            "▲７六歩 △３四歩　▲２二角成",
            "△同　銀",
            "▲５八金右",
            "まで5手で中断",
            "");
    KifuParseException e = refused(text);
    assertEquals(ProblemRule.SYNTAX, e.rule());
    assertEquals(3, e.line().getAsInt());

    ReadResult r = READER.read(text, ReadOptions.lenient());
    List<RecordMove> moves = r.record().moves();
    assertEquals(5, moves.size());
    assertEquals(Move.promoting(Square.of(8, 8), Square.of(2, 2)), moves.get(2).move());
    assertEquals(Move.of(Square.of(3, 1), Square.of(2, 2)), moves.get(3).move());
    assertEquals(Move.of(Square.of(4, 9), Square.of(5, 8)), moves.get(4).move());
    assertEquals("△同　銀", moves.get(3).text());
    assertEquals(List.of(3, 4, 5), r.warnings().stream().map(w -> w.line().getAsInt()).toList());
    // a wrong mark is read as the side to move's, with its own warning
    ReadResult wrong = READER.read("手数----指手--\n▲７六歩 ▲３四歩\n", ReadOptions.lenient());
    assertEquals(2, wrong.record().moves().size());
    assertEquals(Move.of(Square.of(3, 3), Square.of(3, 4)), wrong.record().moves().get(1).move());
    assertEquals(2, wrong.warnings().size());
    assertEquals(6, wrong.warnings().get(1).column().getAsInt());
    // a mark not followed by a move is no move line
    ReadResult notMoves = READER.read("手数----指手--\n1 ７六歩(77)\n▲先手の狙い\n", ReadOptions.lenient());
    assertEquals(1, notMoves.record().moves().size());
    assertTrue(notMoves.warnings().get(0).message().contains("not a KIF line"));
  }

  @Test
  void anEndingWordWithoutAMoveNumberIsReadOnlyLeniently() {
    String text = "手数----指手--\n   1 ２六歩(27)\n   2 ３四歩(33)\n投了\n";
    assertEquals(4, refused(text).line().getAsInt());
    ReadResult r = READER.read(text, ReadOptions.lenient());
    var e = r.record().mainLine().ending().orElseThrow();
    assertEquals(EndingKind.RESIGNATION, e.kind());
    assertEquals(Optional.of(Color.GOTE), e.winner(), "sente, to move, resigned");
    assertEquals(1, r.warnings().size());
    assertEquals(4, r.warnings().get(0).line().getAsInt());
    // an unknown word stays a line that is not read
    ReadResult other = READER.read("手数----指手--\n1 ２六歩(27)\nおしまい\n", ReadOptions.lenient());
    assertTrue(other.record().mainLine().ending().isEmpty());
  }

  @Test
  void aHeaderLineNamingBothPlayersIsSplit() {
    // 激指 writes "先手: A / 後手: B" on one line
    ReadResult r =
        READER.read("先手: 羽生 善治 / 後手: 藤井 聡太\n手数----指手--\n1 ７六歩(77)\n", ReadOptions.defaults());
    assertEquals(Optional.of("羽生 善治"), r.record().headers().get("先手"));
    assertEquals(Optional.of("藤井 聡太"), r.record().headers().get("後手"));
    assertEquals(1, r.warnings().size());
    assertEquals(1, r.warnings().get(0).line().getAsInt());
    ReadResult handicap = READER.read("下手：A／上手：B\n", ReadOptions.defaults());
    assertEquals(Optional.of("A"), handicap.record().headers().get("下手"));
    assertEquals(Optional.of("B"), handicap.record().headers().get("上手"));
    // a name with a slash but no second key stays one name
    ReadResult one = READER.read("先手：AC/DC\n先手：A / B: C\n", ReadOptions.defaults());
    assertEquals(
        List.of("AC/DC", "A / B: C"),
        one.record().headers().all().stream()
            .filter(h -> h.key().equals("先手"))
            .map(h -> h.value())
            .toList());
    assertEquals(0, one.warnings().size());
  }

  /**
   * Records written one after another into one file are read one by one, each with its own headers,
   * and errors name the lines of the whole file; they were read as one record whose headers held
   * both games' values and whose second game was a variation.
   */
  @Test
  void recordsWrittenOneAfterAnotherAreReadOneByOne() {
    String first =
        String.join(
            "\n",
            "開始日時：2020/01/01",
            "手合割：平手",
            "先手：A",
            "後手：B",
            "手数----指手---------消費時間--",
            "   1 ７六歩(77)",
            "   2 ３四歩(33)",
            "   3 投了",
            "まで2手で後手の勝ち",
            "終了日時：2020/01/01 10:00",
            "");
    String second =
        String.join(
            "\n",
            "開始日時：2020/01/02",
            "先手：C",
            "後手：D",
            "手数----指手---------消費時間--",
            "   1 ２六歩(27)",
            "   2 ８四歩(83)",
            "*a comment",
            "   3 中断",
            "");
    String third = String.join("\n", "先手：E", "手数----指手--", "   1 ５五歩(57)", "");
    List<ReadResult> rs = READER.readAll(first + "\n" + second + third, ReadOptions.defaults());
    assertEquals(3, rs.size());
    GameRecord a = rs.get(0).record();
    assertEquals(Optional.of("A"), a.sente());
    assertEquals(Optional.of("2020/01/01 10:00"), a.headers().get("終了日時"));
    assertEquals(2, a.moves().size());
    GameRecord b = rs.get(1).record();
    assertEquals(Optional.of("C"), b.sente());
    assertEquals(Optional.of("2020/01/02"), b.headers().get("開始日時"));
    assertEquals(List.of("２六歩(27)", "８四歩(83)"), b.moves().stream().map(RecordMove::text).toList());
    assertEquals(EndingKind.ABORT, b.mainLine().ending().orElseThrow().kind());
    assertEquals(0, b.mainLine().variationCount());
    assertTrue(rs.get(0).warnings().isEmpty() && rs.get(1).warnings().isEmpty());
    // ５五歩(57) cannot move there: the error names line 22 of the whole text (the third record)
    KifuParseException e = rs.get(2).error().orElseThrow();
    assertEquals(22, e.line().getAsInt(), e.getMessage());
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, e.rule());
    // the move header repeated in a game (a page break) or in a variation's block is not a record
    for (String t :
        List.of(
            String.join(
                "\n", "手数----指手--", "1 ７六歩(77)", "2 ３四歩(33)", "手数----指手--", "3 ２六歩(27)", ""),
            String.join(
                "\n",
                "手数----指手--",
                "1 ７六歩(77)",
                "2 ３四歩(33)",
                "変化：2手",
                "手数----指手--",
                "2 ８四歩(83)",
                ""))) {
      List<ReadResult> one = READER.readAll(t, ReadOptions.lenient());
      assertEquals(1, one.size(), t);
    }
    // one record with variations stays one record
    assertEquals(
        1,
        READER
            .readAll(
                String.join("\n", "手数----指手--", "1 ７六歩(77)", "2 ３四歩(33)", "変化：2手", "2 ８四歩(83)", ""),
                ReadOptions.defaults())
            .size());
  }

  /**
   * A variation line before any move has nothing to branch from: docs/formats.md asks readers to
   * ignore one in the header, so strict reading skips it with a warning instead of refusing the
   * record; in KI2 it made the moves a variation of an empty main line.
   */
  @Test
  void aVariationLineBeforeAnyMoveIsIgnoredWithAWarning() {
    ReadResult kif = READER.read("手合割：平手\n変化：1手\n手数----指手--\n1 ７六歩(77)\n", ReadOptions.defaults());
    assertTrue(kif.isOk(), kif.toString());
    assertEquals(1, kif.record().moves().size());
    assertEquals(1, kif.warnings().size());
    assertEquals(2, kif.warnings().get(0).line().getAsInt());
    ReadResult ki2 =
        Ki2Reader.instance().read("手合割：平手\n変化：1手\n▲７六歩 △３四歩\n", ReadOptions.defaults());
    assertTrue(ki2.isOk(), ki2.toString());
    assertEquals(2, ki2.record().moves().size());
    assertEquals(0, ki2.record().mainLine().variationCount());
    assertEquals(2, ki2.warnings().get(0).line().getAsInt());
  }

  /** A move of an hour or more may be written h:mm:ss, like the total, or in minutes past 59. */
  @Test
  void aTimeSpentOfAnHourOrMoreIsReadInEitherForm() {
    GameRecord r =
        read(
            String.join(
                "\n",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 1:02:03/01:02:03)",
                "   2 ３四歩(33)   (75:30/01:15:30)",
                "   3 ２六歩(27)   ( 0:10/01:02:13)",
                ""));
    assertEquals(Optional.of(Duration.ofSeconds(3723)), r.moves().get(0).time());
    assertEquals(Optional.of(Duration.ofSeconds(3723)), r.moves().get(0).totalTime());
    assertEquals(Optional.of(Duration.ofMinutes(75).plusSeconds(30)), r.moves().get(1).time());
    assertEquals(Optional.of(Duration.ofSeconds(10)), r.moves().get(2).time());
    // a fourth part is not a time
    KifuParseException e = refused("手数----指手--\n   1 ７六歩(77)   ( 1:02:03:04/01:02:03)\n");
    assertEquals(2, e.line().getAsInt());
  }

  @Test
  void aTenDigitMoveNumberIsReportedWhereItIs() {
    String text = "手数----指手--\n12345678901 ７六歩(77)\n";
    KifuParseException e = refused(text);
    assertEquals(ProblemRule.SYNTAX, e.rule());
    assertEquals(2, e.line().getAsInt());
    ReadResult lenient = READER.read(text, ReadOptions.lenient());
    assertEquals(0, lenient.record().moves().size(), "no move is guessed from the line");
    assertEquals(2, lenient.warnings().get(0).line().getAsInt());
  }

  @Test
  void strictRefusesWhatLenientAcceptsWithAWarning() {
    String text = "1 ７六歩(77)\n3 ３四歩(33)\n";
    KifuParseException e = refused(text);
    assertEquals(ProblemRule.SYNTAX, e.rule());
    assertEquals(2, e.line().getAsInt());
    ReadResult lenient = READER.read(text, ReadOptions.lenient());
    assertEquals(2, lenient.record().moves().size());
    assertEquals(1, lenient.warnings().size());
    assertEquals(2, lenient.warnings().get(0).line().getAsInt());

    String forced =
        String.join(
            "\n",
            "後手の持駒：なし",
            "+---------------------------+",
            "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一",
            "| 歩 ・ ・ ・ ・ ・ ・ ・ ・|二",
            KINGS_ONLY_RANKS_3_TO_9,
            "先手の持駒：なし",
            "1 ９一歩(92)",
            "");
    assertEquals(ProblemRule.DEAD_PIECE, refused(forced).rule());
    ReadResult ok = READER.read(forced, ReadOptions.lenient());
    assertEquals(
        Move.promoting(Square.of(9, 2), Square.of(9, 1)), ok.record().moves().get(0).move());
    assertEquals(14, ok.warnings().get(0).line().getAsInt());
  }

  @Test
  void brokenInputIsRefusedWithItsLineAndColumn() {
    KifuParseException e = refused("手数----指手--\n1 ７六歩(77)\n2 ３四歩(99)\n");
    assertEquals(3, e.line().getAsInt());
    assertEquals(ProblemRule.NOT_YOUR_PIECE, e.rule()); // 99 holds sente's lance
    assertEquals(ProblemRule.NO_PIECE, refused("手数----指手--\n1 ７六歩(77)\n2 ３四歩(55)\n").rule());
    KifuParseException syntax = refused("1 ７六X(77)\n");
    assertEquals(1, syntax.line().getAsInt());
    assertEquals(5, syntax.column().getAsInt());
    KifuParseException fork = refused("1 ７六歩(77)\n変化：5手\n5 ３四歩(33)\n");
    assertEquals(2, fork.line().getAsInt());
    assertThrows(KifuParseException.class, () -> read("後手の持駒：王\n"));
  }

  @Test
  void aDiagramWithoutItsTopBorderIsReadOnlyLeniently() {
    StringBuilder text = new StringBuilder("後手の持駒：なし\n");
    String[] ranks = {"一", "二", "三", "四", "五", "六", "七", "八", "九"};
    for (int r = 0; r < 8; r++) {
      text.append(r == 0 ? "| ・ ・ ・ ・v玉 ・ ・ ・ ・|" : "| ・ ・ ・ ・ ・ ・ ・ ・ ・|")
          .append(ranks[r])
          .append('\n');
    }
    text.append("| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九\n先手の持駒：金\n   1 ５八玉(59)\n");
    ReadResult strict = READER.read(text.toString(), ReadOptions.defaults());
    KifuParseException e = strict.error().orElseThrow();
    assertEquals(2, e.line().getAsInt());
    assertTrue(e.getMessage().contains("border"), e.getMessage());

    ReadResult lenient = READER.read(text.toString(), ReadOptions.lenient());
    GameRecord r = lenient.record();
    assertEquals(
        "4k4/9/9/9/9/9/9/9/4K4 b G 1", io.github.shogi4j.rules.Sfen.format(r.start().setup()));
    assertEquals(1, r.moves().size());
    assertEquals(2, lenient.warnings().get(0).line().getAsInt());
  }
}
