package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Square;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * A variation from move N+1 after a main line of N moves that has no ending (KIF {@code 変化：3手}
 * after two moves, as 激指 and other writers leave it): the model holds it as an alternative at the
 * end of the line ({@link Line#endVariations()}). JKF has no element to hang it from; the JKF
 * writer refused the whole record. It now writes it as an alternative to move N that plays move N
 * again, keeping its moves, and names the change; the other writers keep it (KIF, KI2) or name it
 * among the variations they have no place for (CSA, USI).
 */
class VariationAfterLastMoveTest {
  /** Two moves, no ending, then a variation from move 3 with a comment and its own ending. */
  private static final GameRecord RECORD =
      Kifu.parseRecord(
          String.join(
              "\n",
              "手数----指手---------消費時間--",
              "   1 ７六歩(77)   ( 0:01/00:00:01)",
              "   2 ４二銀(31)   ( 0:02/00:00:02)",
              "",
              "変化：3手",
              "   3 ６八銀(79)   ( 0:03/00:00:04)",
              "*a comment",
              "   4 ３四歩(33)   ( 0:04/00:00:06)",
              "   5 投了",
              ""),
          KifuFormat.KIF);

  @Test
  void theRecordModelHoldsItAsAnAlternativeAtTheEndOfTheMainLine() {
    assertEquals(2, RECORD.moves().size());
    assertEquals(Optional.empty(), RECORD.mainLine().ending());
    assertEquals(
        List.of("7i6h", "3c3d"), Records.moveTree(RECORD.mainLine().endVariations().get(0)));
  }

  @Test
  void jkfWritesItFromTheLastMoveWhichItPlaysAgain() {
    KifuWriter jkf = Kifu.writer(KifuFormat.JKF);
    assertEquals(
        List.of(
            "the branch point of 1 variation(s) (変化) at move 3, after the last move"
                + " of a line with no ending (written from move 2, repeating that move)"),
        LossTexts.of(jkf, RECORD));
    GameRecord back = Kifu.parseRecord(jkf.write(RECORD), KifuFormat.JKF);
    assertEquals(
        List.of("7g7f", "3a4b", "(", "3a4b", "7i6h", "3c3d", ")"),
        Records.moveTree(back.mainLine()));
    assertEquals(Optional.empty(), back.mainLine().ending());
    assertEquals(List.of(), back.mainLine().endVariations());
    Line v = back.moves().get(1).variations().get(0);
    Line original = RECORD.mainLine().endVariations().get(0);
    // the variation's own moves keep their times, comments and ending
    assertEquals(
        Records.normalized(original, true).moves(),
        Records.normalized(v, true).moves().subList(1, 3));
    assertEquals(
        original.ending().map(e -> Ending.of(e.kind(), e.winner())),
        v.ending().map(e -> Ending.of(e.kind(), e.winner())));
    // the main line is as it was
    assertEquals(
        Records.normalized(RECORD, true).moves().stream()
            .map(m -> m.withVariations(List.of()))
            .toList(),
        Records.normalized(back, true).moves().stream()
            .map(m -> m.withVariations(List.of()))
            .toList());
  }

  /** 同 at the start of such a variation refers to the main line's last move (Kifuzo's file). */
  @Test
  void jkfKeeps同AtTheStartOfTheVariation() {
    GameRecord r =
        Kifu.parseRecord("1 ７六歩(77)\n2 ３四歩(33)\n3 ２二角成(88)\n変化：4手\n4 同　銀(31)\n", KifuFormat.KIF);
    GameRecord back = Kifu.parseRecord(Kifu.toText(r, KifuFormat.JKF), KifuFormat.JKF);
    assertEquals(
        List.of("7g7f", "3c3d", "8h2b+", "(", "8h2b+", "3a2b", ")"),
        Records.moveTree(back.mainLine()));
  }

  @Test
  void theOtherWritersKeepItOrNameIt() {
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      GameRecord back = Kifu.parseRecord(Kifu.toText(RECORD, f), f);
      assertEquals(
          Records.normalized(RECORD, f == KifuFormat.KIF),
          Records.normalized(back, f == KifuFormat.KIF),
          f.name());
    }
    for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.USI)) {
      assertEquals("1 variation(s) (変化)", LossTexts.of(Kifu.writer(f), RECORD).get(0), f.name());
      GameRecord back = Kifu.parseRecord(Kifu.toText(RECORD, f), f);
      assertEquals(List.of("7g7f", "3a4b"), Records.moveTree(back.mainLine()), f.name());
    }
  }

  /** With no last move to play again (an empty main line), JKF leaves the variations out. */
  @Test
  void withoutALastMoveJkfLeavesThemOutAndNamesThem() {
    Line v =
        new Line(
            List.of(RecordMove.of(Move.of(Square.SQ77, Square.SQ76))),
            Optional.empty(),
            List.of(Line.of(List.of(RecordMove.of(Move.of(Square.SQ33, Square.SQ34))))));
    GameRecord r =
        GameRecord.builder().mainLine(new Line(List.of(), Optional.empty(), List.of(v))).build();
    KifuWriter jkf = Kifu.writer(KifuFormat.JKF);
    assertEquals(
        List.of(
            "2 variation(s) (変化) from move 1, after a line with no ending and no"
                + " move to hang them from"),
        LossTexts.of(jkf, r));
    GameRecord back = Kifu.parseRecord(jkf.write(r), KifuFormat.JKF);
    assertEquals(Line.empty(), back.mainLine());
  }
}
