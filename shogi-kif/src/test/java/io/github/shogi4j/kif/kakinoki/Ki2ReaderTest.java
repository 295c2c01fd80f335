package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Termination;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class Ki2ReaderTest {
  private static final Ki2Reader READER = Ki2Reader.instance();

  /**
   * Games written one after another into one KI2 file are read one by one: after moves, a game's
   * header block (開始日時, 手合割, 棋戦, players) opens the next record. They were read as one record with
   * both games' headers, the second game's moves refused or dropped.
   */
  @Test
  void gamesWrittenOneAfterAnotherAreReadOneByOne() {
    String text =
        String.join(
            "\n",
            "開始日時：2020/01/01",
            "手合割：平手",
            "先手：A",
            "後手：B",
            "",
            "▲７六歩 △３四歩",
            "まで2手で後手の勝ち",
            "",
            "開始日時：2020/01/02",
            "先手：C",
            "後手：D",
            "",
            "▲２六歩 △８四歩 ▲２五歩",
            "まで3手で中断",
            "",
            "先手：E",
            "",
            "▲５五歩",
            "");
    List<ReadResult> rs = READER.readAll(text, ReadOptions.defaults());
    assertEquals(3, rs.size());
    assertEquals(Optional.of("A"), rs.get(0).record().sente());
    assertEquals(2, rs.get(0).record().moves().size());
    GameRecord b = rs.get(1).record();
    assertEquals(Optional.of("C"), b.sente());
    assertEquals(Optional.of("2020/01/02"), b.headers().get("開始日時"));
    assertEquals(3, b.moves().size());
    assertEquals(EndingKind.ABORT, b.mainLine().ending().orElseThrow().kind());
    KifuParseException e = rs.get(2).error().orElseThrow();
    assertEquals(18, e.line().getAsInt(), "the line in the whole text: " + e.getMessage());
    // records without headers: moves after the summary line, no 変化 between, start another
    List<ReadResult> bare =
        READER.readAll(
            String.join(
                "\n",
                "▲２六歩 △３四歩",
                "まで2手で中断",
                "▲７六歩 △８四歩 ▲５六歩",
                "まで3手で中断",
                "変化：3手",
                "▲２六歩",
                "まで3手で中断",
                ""),
            ReadOptions.defaults());
    assertEquals(2, bare.size());
    assertEquals(3, bare.get(1).record().moves().size());
    assertEquals(1, bare.get(1).record().mainLine().variationCount());
    // a header key inside a comment or a later header of the same game opens nothing
    assertEquals(
        1,
        READER
            .readAll(
                String.join("\n", "先手：A", "▲７六歩 △３四歩", "*先手：Aの研究", "まで2手で後手の勝ち", ""),
                ReadOptions.defaults())
            .size());
  }

  @Test
  void movesAreLocatedByTheirLineAndColumnAndReadToTheirLineEndOnly() {
    // moves are read in place in the whole text: columns count from each line's start
    ReadResult r = READER.read("▲７六歩\r\n  △３四歩　▲２六歩\r\n\t△８四歩\r\n", ReadOptions.defaults());
    List<RecordMove> moves = r.record().moves();
    assertEquals(4, moves.size());
    assertEquals(
        List.of("1:1", "2:3", "2:8", "3:2"),
        moves.stream()
            .map(m -> m.source().orElseThrow().line() + ":" + m.source().orElseThrow().column())
            .toList());
    assertEquals("▲２六歩", moves.get(2).text());
    KifuParseException wrongMark =
        READER.read("▲７六歩\n  △３四歩 △８四歩\n", ReadOptions.defaults()).error().orElseThrow();
    assertEquals(2, wrongMark.line().getAsInt());
    assertEquals(8, wrongMark.column().getAsInt());
    // a move cut at the end of its line is not completed by the next line
    KifuParseException cut =
        READER.read("▲７六歩 △３四歩 ▲２\n二角成\n", ReadOptions.defaults()).error().orElseThrow();
    assertEquals(1, cut.line().getAsInt());
    assertEquals(12, cut.column().getAsInt()); // at the ２, where a square should start
  }

  @Test
  void marksWhitespaceAndSquareSpellings() {
    GameRecord r =
        READER.parseRecord(
            String.join(
                "\n",
                "先手：A",
                "▲７六歩    △３四歩▲２二角成　△同　銀",
                "☗45角☖５２金右 ▲６八銀",
                "*コメント",
                "▽３３角",
                "まで8手で後手の勝ち",
                ""));
    assertEquals(8, r.moves().size());
    assertEquals(Move.promoting(Square.of(8, 8), Square.of(2, 2)), r.moves().get(2).move());
    assertEquals(Move.drop(PieceType.BISHOP, Square.of(4, 5)), r.moves().get(4).move());
    // gote's right is the 9th-file side: 右 is the 6a gold
    assertEquals(Move.of(Square.of(6, 1), Square.of(5, 2)), r.moves().get(5).move());
    assertEquals(List.of("コメント"), r.moves().get(6).normalComments());
    assertEquals(Move.drop(PieceType.BISHOP, Square.of(3, 3)), r.moves().get(7).move());
    assertEquals(EndingKind.RESIGNATION, r.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.of(Color.GOTE), r.mainLine().ending().orElseThrow().winner());
    assertEquals(Optional.of("まで8手で後手の勝ち"), r.resultText());
  }

  @Test
  void aSummaryCountingOtherMovesIsTheResultNotAnEndingMove() {
    // a record cut short: six moves, then the summary of the whole 107-move game
    ReadResult read =
        READER.read("▲７六歩 △３四歩 ▲２六歩 △３二金 ▲７八金 △８四歩\n" + "まで107手で先手の勝ち\n", ReadOptions.defaults());
    GameRecord r = read.record();
    assertEquals(6, r.moves().size());
    assertTrue(r.mainLine().ending().isEmpty());
    assertEquals(Optional.of(Color.SENTE), r.result().orElseThrow().winner());
    assertEquals(Termination.RESIGNATION, r.result().orElseThrow().termination());
    assertEquals(ProblemRule.INCONSISTENT_ENDING, read.warnings().get(0).rule());
    assertEquals(2, read.warnings().get(0).line().getAsInt());
    // written as KIF, it is not 投了 after move 6 (sente to move there would be the loser)
    String kif = KifWriter.instance().write(r);
    assertFalse(kif.contains("投了"), kif);
    GameRecord back = KifReader.instance().read(kif, ReadOptions.defaults()).record();
    assertEquals(r.result(), back.result());
    assertEquals(r.moves().size(), back.moves().size());
    // nor %TORYO in CSA, which has no summary line: the result is kept as a comment
    String csa = io.github.shogi4j.kif.csa.CsaWriter.v22().write(r);
    assertFalse(csa.contains("%"), csa);
    assertTrue(csa.contains("'まで107手で先手の勝ち"), csa);
  }

  @Test
  void ambiguityIsAnErrorWithItsLocation() {
    ReadResult r = READER.read("▲７六歩 △３四歩\n▲５八金\n", ReadOptions.defaults());
    assertFalse(r.isOk());
    KifuParseException e = r.error().orElseThrow();
    assertEquals(ProblemRule.AMBIGUOUS, e.rule());
    assertEquals(2, e.line().getAsInt());
    assertEquals(1, e.column().getAsInt());
    assertEquals(3, e.moveNumber().getAsInt());
    KifuParseException none =
        READER.read("▲７六歩 △５五角\n", ReadOptions.defaults()).error().orElseThrow();
    assertEquals(ProblemRule.NO_PIECE, none.rule());
    assertEquals(6, none.column().getAsInt());
  }

  @Test
  void variationsAndTheirSummaries() {
    GameRecord r =
        READER.parseRecord(
            String.join(
                "\n",
                "▲７六歩    △３四歩    ▲２六歩",
                "まで3手で中断",
                "",
                "変化：2手",
                "△８四歩    ▲６八銀",
                "まで3手で後手の勝ち",
                ""));
    assertEquals(EndingKind.ABORT, r.mainLine().ending().orElseThrow().kind());
    var v = r.moves().get(1).variations().get(0);
    assertEquals(2, v.size());
    assertEquals(Optional.of(Color.GOTE), v.ending().orElseThrow().winner());
  }

  @Test
  void anIllegalMoveMustEndTheRecordWith反則() {
    // sente captures a pawn on 2d, then drops it on the 7th file where its own pawn stands (二歩)
    ReadResult bad =
        READER.read("▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲２四歩 △同　歩 ▲同　飛 △８六歩 ▲７五歩打\n", ReadOptions.defaults());
    assertEquals(ProblemRule.NIFU, bad.error().orElseThrow().rule());
    GameRecord ok =
        READER.parseRecord("▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲２四歩 △同　歩 ▲同　飛 △８六歩 ▲７五歩打\n" + "まで9手で後手の反則勝ち\n");
    assertEquals(
        Optional.of(io.github.shogi4j.rules.IllegalMoveReason.NIFU), ok.moves().get(8).illegal());
    assertEquals(Optional.of(Color.GOTE), ok.result().orElseThrow().winner());
    // a summary that does not count the illegal move still ends the line right after it
    ReadResult uncounted =
        READER.read(
            "▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲２四歩 △同　歩 ▲同　飛 △８六歩 ▲７五歩打\n" + "まで8手で後手の反則勝ち\n",
            ReadOptions.defaults());
    assertEquals(
        EndingKind.ILLEGAL_MOVE, uncounted.record().mainLine().ending().orElseThrow().kind());
    assertEquals(ProblemRule.INCONSISTENT_ENDING, uncounted.warnings().get(0).rule());
  }

  /**
   * After a final move recorded as illegal, KI2 has a summary line, or a word written like a move
   * (Shogi DB2). A summary naming the illegal move's opponent as the winner (まで6手で先手の勝ち, as 将棋倶楽部24
   * records end) states no reason, which the illegal move gives; an inline 反則勝ち ends the line. Both
   * were refused at the illegal move, "the record does not end on it". An unknown word (反則手) is
   * refused where it stands, or read leniently as 反則勝ち with a warning.
   */
  @Test
  void anIllegalFinalMoveEndsOnAWinOfItsOpponentOrLenientlyOnAnUnknownWord() {
    // 5 ２四角打 checks the king on 5a; △９四歩 leaves it in check (王手放置): sente wins
    String moves = "▲７六歩 △３四歩 ▲２二角成 △同　銀 ▲２四角打 △９四歩";
    for (String end : List.of("\nまで6手で先手の勝ち\n", "\nまで6手で先手の反則勝ち\n", " ▲反則勝ち\n")) {
      GameRecord r = READER.parseRecord(moves + end);
      assertEquals(
          Optional.of(io.github.shogi4j.rules.IllegalMoveReason.KING_LEFT_IN_CHECK),
          r.moves().get(5).illegal(),
          end);
      assertEquals(
          Optional.of(
              io.github.shogi4j.rules.Outcome.illegalMove(
                  Color.SENTE, io.github.shogi4j.rules.IllegalMoveReason.KING_LEFT_IN_CHECK)),
          r.result(),
          end);
    }
    // the illegal move's own side named as the winner contradicts it
    KifuParseException wrong =
        READER.read(moves + "\nまで6手で後手の勝ち\n", ReadOptions.lenient()).error().orElseThrow();
    assertEquals(ProblemRule.KING_LEFT_IN_CHECK, wrong.rule());
    assertEquals(1, wrong.line().getAsInt());

    String[][] unknown = {
      // text, line and column of the word
      {moves + "\nまで6手で反則手\n", "2", "1"}, {moves + " ▲反則手\n", "1", "33"}
    };
    for (String[] u : unknown) {
      KifuParseException e = READER.read(u[0], ReadOptions.defaults()).error().orElseThrow();
      assertEquals(ProblemRule.SYNTAX, e.rule(), e.getMessage());
      assertEquals(Integer.parseInt(u[1]), e.line().getAsInt(), e.getMessage());
      assertEquals(Integer.parseInt(u[2]), e.column().getAsInt(), e.getMessage());
      assertTrue(e.getMessage().contains("\"反則手\""), e.getMessage());
      ReadResult r = READER.read(u[0], ReadOptions.lenient());
      assertEquals(1, r.warnings().size(), r.warnings().toString());
      assertEquals(Integer.parseInt(u[1]), r.warnings().get(0).line().getAsInt());
      var ending = r.record().mainLine().ending().orElseThrow();
      assertEquals(EndingKind.ILLEGAL_MOVE, ending.kind(), u[0]);
      assertEquals(Optional.of(Color.SENTE), ending.winner(), u[0]);
      assertEquals("反則手", ending.text(), u[0]);
    }
  }

  @Test
  void aWritersFooterAfterTheMovesIsReportedNotRead() {
    // 激指's clipboard export ends with a rule and a "generated by" line
    // a short run of dashes is no footer rule: still refused where it stands
    ReadResult r =
        READER.read(
            String.join("\n", "手合割：平手", "", "▲７六歩△３四歩", "----", "▲２六歩", ""),
            ReadOptions.defaults());
    assertFalse(r.isOk());
    assertEquals(4, r.error().orElseThrow().line().getAsInt());

    ReadResult ok =
        READER.read(
            String.join(
                "\n",
                "手合割：平手",
                "",
                "▲７六歩△３四歩",
                "------------------------------",
                "    generated by 激指定跡道場4",
                ""),
            ReadOptions.defaults());
    assertEquals(2, ok.record().moves().size());
    assertEquals(1, ok.warnings().size());
    assertEquals(4, ok.warnings().get(0).line().getAsInt());
    assertEquals(ProblemRule.SYNTAX, ok.warnings().get(0).rule());
  }

  @Test
  void aDropWrittenWithout打IsReadAsADropOnlyLenientlyWhenTheBoardReadingFailsLater() {
    // gote holds a knight and has one on 5三 that can also go to 4五
    String diagram =
        String.join(
            "\n",
            "後手の持駒：桂",
            "  ９ ８ ７ ６ ５ ４ ３ ２ １",
            "+---------------------------+",
            "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二",
            "| ・ ・ ・ ・v桂 ・ ・ ・ ・|三",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五",
            "| ・ ・ ・ ・ ・ 銀 ・ ・ ・|六",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
            "| ・ ・ ・ ・ 玉 ・ ・ ・ ・|九",
            "+---------------------------+",
            "先手の持駒：なし",
            "後手番",
            "");
    String text = diagram + "△４五桂 ▲同　銀 △同　桂\n";
    KifuParseException e = READER.read(text, ReadOptions.defaults()).error().orElseThrow();
    assertEquals(3, e.moveNumber().getAsInt(), "strict mode reads the KI2 rule: a board move");

    ReadResult r = READER.read(text, ReadOptions.lenient());
    List<RecordMove> moves = r.record().moves();
    assertEquals(3, moves.size());
    assertEquals(Move.drop(PieceType.KNIGHT, Square.of(4, 5)), moves.get(0).move());
    assertEquals(Move.of(Square.of(5, 3), Square.of(4, 5)), moves.get(2).move());
    assertEquals(1, r.warnings().size());
    assertEquals(16, r.warnings().get(0).line().getAsInt());
    assertTrue(r.warnings().get(0).message().contains("打"), r.warnings().get(0).message());

    // the board reading stands where it goes through, and a failure no drop mends stays
    ReadResult board = READER.read(diagram + "△４五桂 ▲同　銀\n", ReadOptions.lenient());
    assertEquals(Move.of(Square.of(5, 3), Square.of(4, 5)), board.record().moves().get(0).move());
    assertEquals(0, board.warnings().size());
    KifuParseException still =
        READER.read(diagram + "△４五桂 ▲同　銀 △同　銀\n", ReadOptions.lenient()).error().orElseThrow();
    assertEquals(3, still.moveNumber().getAsInt());
  }

  @Test
  void movesWithoutTurnMarksAreReadOnlyLenientlyAndNeverDropped() {
    String text = "２六歩\n８四歩\n２五歩\n８五歩\n２四歩\n同歩\n";
    KifuParseException e = READER.read(text, ReadOptions.defaults()).error().orElseThrow();
    assertEquals(1, e.line().getAsInt());
    assertEquals(ProblemRule.SYNTAX, e.rule());
    assertTrue(e.getMessage().contains("turn mark"), e.getMessage());

    ReadResult r = READER.read(text, ReadOptions.lenient());
    assertEquals(6, r.record().moves().size());
    assertEquals(Move.of(Square.of(2, 3), Square.of(2, 4)), r.record().moves().get(5).move());
    assertEquals(6, r.warnings().size());
    assertEquals(6, r.warnings().get(5).line().getAsInt());
    // a header line is no move, and a marked move may follow an unmarked one
    ReadResult mixed = READER.read("先手：A\n７六歩\n△３四歩\n", ReadOptions.lenient());
    assertEquals(2, mixed.record().moves().size());
    assertEquals(1, mixed.warnings().size());
  }
}
