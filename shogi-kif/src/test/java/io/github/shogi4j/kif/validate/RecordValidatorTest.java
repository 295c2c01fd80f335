package io.github.shogi4j.kif.validate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.RecordMove;
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
      sb.append(n++).append(" ６八飛(28)\n").append(n++).append(" ４二飛(82)\n")
          .append(n++).append(" ２八飛(68)\n").append(n++).append(" ８二飛(42)\n");
    }
    return sb.append(n).append(' ').append(ending).append('\n').toString();
  }

  @Test
  void sennichiteMustBeAFourthOccurrence() {
    assertEquals(List.of(), RecordValidator.validate(Kifu.parse(shuffle(3, "千日手"), KifuFormat.KIFU)));
    List<Problem> early = RecordValidator.validate(Kifu.parse(shuffle(2, "千日手"), KifuFormat.KIFU));
    assertEquals(1, early.size());
    assertEquals(ProblemRule.INCONSISTENT_ENDING, early.get(0).rule());
    assertEquals(9, early.get(0).moveNumber().getAsInt());
  }

  @Test
  void aGameThatGoesOnAfterItsEndIsWarned() {
    List<Problem> p = RecordValidator.validate(Kifu.parse(shuffle(4, "中断"), KifuFormat.KIFU));
    assertEquals(1, p.size(), p.toString());
    assertEquals(Problem.Severity.WARNING, p.get(0).severity());
    assertEquals(12, p.get(0).moveNumber().getAsInt());
  }

  @Test
  void aMateClaimIsChecked() {
    String foolsMate = "1 ７六歩(77)\n2 ５二玉(51)\n3 詰み\n";
    List<Problem> p = RecordValidator.validate(Kifu.parse(foolsMate, KifuFormat.KIFU));
    assertEquals(ProblemRule.INCONSISTENT_ENDING, p.get(0).rule());
  }

  @Test
  void illegalMovesInHandBuiltRecordsAreFound() {
    GameRecord r = GameRecord.builder().mainLine(Line.of(List.of(
        RecordMove.of(Move.of(Square.of(7, 7), Square.of(7, 6))),
        RecordMove.of(Move.of(Square.of(3, 3), Square.of(3, 5)))))).build();
    List<Problem> p = RecordValidator.validate(r);
    assertEquals(1, p.size());
    assertEquals(ProblemRule.ILLEGAL_MOVEMENT, p.get(0).rule());
    assertEquals(2, p.get(0).moveNumber().getAsInt());
    assertTrue(p.get(0).line().isEmpty());
    assertEquals(Optional.empty(), p.get(0).file());
  }
}
