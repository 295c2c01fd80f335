package io.github.shogi4j.kif.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.SourceLocation;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Square;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class RecordValidatorTest {
  /** Both sides shuffle a rook back and forth: the start position recurs after every 4 moves. */
  private static String shuffle(int cycles, String ending) {
    StringBuilder sb = new StringBuilder("手数----指手--\n");
    int n = 1;
    for (int c = 0; c < cycles; c++) {
      sb.append(n++)
          .append(" ６八飛(28)\n")
          .append(n++)
          .append(" ４二飛(82)\n")
          .append(n++)
          .append(" ２八飛(68)\n")
          .append(n++)
          .append(" ８二飛(42)\n");
    }
    return sb.append(n).append(' ').append(ending).append('\n').toString();
  }

  @Test
  void sennichiteMustBeAFourthOccurrence() {
    assertEquals(
        List.of(), RecordValidator.validate(Kifu.parseRecord(shuffle(3, "千日手"), KifuFormat.KIF)));
    List<Problem> early =
        RecordValidator.validate(Kifu.parseRecord(shuffle(2, "千日手"), KifuFormat.KIF));
    assertEquals(1, early.size());
    assertEquals(ProblemRule.INCONSISTENT_ENDING, early.get(0).rule());
    assertEquals(9, early.get(0).moveNumber().getAsInt());
  }

  @Test
  void aGameThatGoesOnAfterItsEndIsWarned() {
    // 20 cycles: a long main line (80 moves), whose repetition test counts keys by bucket first
    for (int cycles : new int[] {4, 20}) {
      List<Problem> p =
          RecordValidator.validate(Kifu.parseRecord(shuffle(cycles, "中断"), KifuFormat.KIF));
      assertEquals(1, p.size(), p.toString());
      assertEquals(Problem.Severity.WARNING, p.get(0).severity());
      assertEquals(12, p.get(0).moveNumber().getAsInt());
    }
  }

  @Test
  void aSennichiteFoundInALongLineIsConsistent() {
    // 64 moves: a long main line, whose repetition test counts keys by bucket first
    List<Problem> p =
        RecordValidator.validate(Kifu.parseRecord(shuffle(16, "千日手"), KifuFormat.KIF));
    assertEquals(1, p.size(), p.toString()); // the game went on after its 千日手 at move 12 only
    assertEquals(12, p.get(0).moveNumber().getAsInt(), p.toString());
  }

  @Test
  void aMateClaimIsChecked() {
    String foolsMate = "1 ７六歩(77)\n2 ５二玉(51)\n3 詰み\n";
    List<Problem> p = RecordValidator.validate(Kifu.parseRecord(foolsMate, KifuFormat.KIF));
    assertEquals(ProblemRule.INCONSISTENT_ENDING, p.get(0).rule());
  }

  @Test
  void illegalMovesInHandBuiltRecordsAreFound() {
    GameRecord r =
        GameRecord.builder()
            .mainLine(
                Line.of(
                    List.of(
                        RecordMove.of(Move.of(Square.of(7, 7), Square.of(7, 6))),
                        RecordMove.of(Move.of(Square.of(3, 3), Square.of(3, 5))))))
            .build();
    List<Problem> p = RecordValidator.validate(r);
    assertEquals(1, p.size());
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, p.get(0).rule());
    assertEquals(2, p.get(0).moveNumber().getAsInt());
    assertTrue(p.get(0).line().isEmpty());
    assertEquals(Optional.empty(), p.get(0).file());
  }

  @Test
  void aMoveProblemCarriesTheLineAndColumnTheMoveWasReadFrom() {
    // Sente wins a pawn on move 5, then drops it on the 5th file, which holds its own pawn:
    // 二歩 (nifu) on line 8, the move text starting at column 6.
    GameRecord read =
        Kifu.parseRecord(
            "手数----指手--\n1 ７六歩(77)\n2 ３四歩(33)\n3 ７五歩(76)\n"
                + "4 ７四歩(73)\n5 同　歩(75)\n6 ８四歩(83)\n   7 ５五歩打\n8 反則負け\n",
            KifuFormat.KIF);
    // Without its 反則 ending the foul is a problem, reported where the move was written.
    GameRecord noEnding = GameRecord.builder().mainLine(Line.of(read.mainLine().moves())).build();
    List<Problem> p = RecordValidator.validate(noEnding);
    assertEquals(1, p.size(), p.toString());
    assertEquals(ProblemRule.NIFU, p.get(0).rule());
    assertEquals(7, p.get(0).moveNumber().getAsInt());
    assertEquals(8, p.get(0).line().getAsInt());
    assertEquals(6, p.get(0).column().getAsInt());
    assertEquals(List.of(), RecordValidator.validate(read), "with its 反則 ending it is consistent");
  }

  @Test
  void theSourceLocationIsNotPartOfEquality() {
    RecordMove a = RecordMove.of(Move.of(Square.of(7, 7), Square.of(7, 6)));
    RecordMove b = a.withSource(Optional.of(new SourceLocation(3, 2)));
    assertEquals(a, b);
    assertEquals(a.hashCode(), b.hashCode());
    assertEquals(Optional.of(new SourceLocation(3, 2)), b.withText("x").source());
  }

  /** The one problem of a record: an INCONSISTENT_ENDING at a move number, line and column. */
  private static void endingProblemAt(GameRecord r, int move, int line, int column) {
    List<Problem> p = RecordValidator.validate(r);
    assertEquals(1, p.size(), p.toString());
    assertEquals(ProblemRule.INCONSISTENT_ENDING, p.get(0).rule());
    assertEquals(move, p.get(0).moveNumber().getAsInt(), p.toString());
    assertEquals(line, p.get(0).line().getAsInt(), p.toString());
    assertEquals(column, p.get(0).column().getAsInt(), p.toString());
  }

  /**
   * A tsume: the attacker (sente) has no king; the rook moves to 1九 and checks the king on 1一,
   * whose escapes the gold on 3二 covers. {@code goteGold} gives gote a gold on 2三 as well.
   */
  private static GameRecord tsume(boolean goteGold) {
    return Kifu.parseRecord(
        String.join(
            "\n",
            "後手の持駒：銀",
            "  ９ ８ ７ ６ ５ ４ ３ ２ １",
            "+---------------------------+",
            "| ・ ・ ・ ・ ・ ・ ・ ・v玉|一",
            "| ・ ・ ・ ・ ・ ・ 金 ・ ・|二",
            goteGold ? "| ・ ・ ・ ・ ・ ・ ・v金 ・|三" : "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七",
            "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
            "| ・ ・ ・ ・ ・ ・ ・ 飛 ・|九",
            "+---------------------------+",
            "先手の持駒：なし",
            "手数----指手--",
            "   1 １九飛(29)",
            "   2 詰み",
            ""),
        KifuFormat.KIF);
  }

  @Test
  void aTsumeIsMateWhenOnlyFutileDropsAnswerTheCheck() {
    // only silver drops between rook and king answer the check: mate by tsume convention (無駄合)
    assertEquals(List.of(), RecordValidator.validate(tsume(false)));
    // a gold that can step between (to 1三 or 1四) is a board move: not mate
    List<Problem> p = RecordValidator.validate(tsume(true));
    assertEquals(1, p.size(), p.toString());
    assertEquals(ProblemRule.INCONSISTENT_ENDING, p.get(0).rule());
    assertTrue(p.get(0).message().contains("has a legal move"), p.get(0).message());
  }

  @Test
  void anInconsistentEndingCarriesTheLineAndColumnOfTheEnding() {
    // 詰み that is not mate, on line 4; the word starts at column 5
    endingProblemAt(
        Kifu.parseRecord("手数----指手--\n  1 ７六歩(77)\n  2 ５二玉(51)\n  3 詰み\n", KifuFormat.KIF),
        3,
        4,
        5);
    // 千日手 after three occurrences only: the ending is on line 10 (replayed as a game)
    endingProblemAt(Kifu.parseRecord(shuffle(2, "千日手"), KifuFormat.KIF), 9, 10, 3);
    // 入玉勝ち with no points at all, on line 2
    endingProblemAt(Kifu.parseRecord("手数----指手--\n1 入玉勝ち\n", KifuFormat.KIF), 1, 2, 3);
    // CSA: %TSUMI on line 5, column 1
    endingProblemAt(Kifu.parseRecord("V2.2\nPI\n+\n+7776FU\n%TSUMI\n", KifuFormat.CSA), 2, 5, 1);
    // KI2: the summary line (indented by two spaces) is the ending
    GameRecord ki2 = Kifu.parseRecord("▲７六歩 △５二玉\n  まで2手で詰み\n", KifuFormat.KI2);
    assertEquals(EndingKind.CHECKMATE, ki2.mainLine().ending().get().kind());
    endingProblemAt(ki2, 3, 2, 3);
  }

  @Test
  void anEndingBuiltByHandHasNoLine() {
    GameRecord r =
        GameRecord.builder()
            .mainLine(
                new Line(
                    List.of(RecordMove.of(Move.of(Square.of(7, 7), Square.of(7, 6)))),
                    Optional.of(
                        io.github.shogi4j.kif.Ending.of(
                            io.github.shogi4j.rules.Outcome.win(
                                io.github.shogi4j.rules.Color.SENTE,
                                io.github.shogi4j.rules.Termination.CHECKMATE))),
                    List.of()))
            .build();
    List<Problem> p = RecordValidator.validate(r);
    assertEquals(1, p.size(), p.toString());
    assertTrue(p.get(0).line().isEmpty());
    assertEquals(2, p.get(0).moveNumber().getAsInt());
  }

  /**
   * The replay meets the variations of move 2 before the main line's ending, but the problems come
   * in the order of their lines: the main line's false 詰み (line 6), then the variation's false 千日手
   * (line 11).
   */
  @Test
  void problemsComeInLineOrder() {
    GameRecord r =
        Kifu.parseRecord(
            String.join(
                "\n",
                "手合割：平手",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)",
                "   2 ３四歩(33)   +",
                "   3 ２六歩(27)",
                "   4 詰み",
                "まで3手で先手の勝ち",
                "",
                "変化：2手",
                "   2 ８四歩(83)",
                "   3 千日手",
                ""),
            KifuFormat.KIF);
    List<Problem> p = RecordValidator.validate(r);
    assertEquals(List.of(6, 11), p.stream().map(x -> x.line().getAsInt()).toList(), p.toString());
  }
}
