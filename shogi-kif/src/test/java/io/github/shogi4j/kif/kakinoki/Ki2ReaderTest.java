package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Termination;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class Ki2ReaderTest {
  private static final Ki2Reader READER = Ki2Reader.of(KifuFormat.KI2U);

  @Test
  void marksWhitespaceAndSquareSpellings() {
    GameRecord r = READER.parse(String.join("\n",
        "先手：A",
        "▲７六歩    △３四歩▲２二角成　△同　銀",
        "☗45角☖５２金右 ▲６八銀",
        "*コメント",
        "▽３３角",
        "まで8手で後手の勝ち", ""));
    assertEquals(8, r.moves().size());
    assertEquals(Move.promoting(Square.of(8, 8), Square.of(2, 2)), r.moves().get(2).move());
    assertEquals(Move.drop(PieceType.BISHOP, Square.of(4, 5)), r.moves().get(4).move());
    // gote's right is the 9th-file side: 右 is the 6a gold
    assertEquals(Move.of(Square.of(6, 1), Square.of(5, 2)), r.moves().get(5).move());
    assertEquals(List.of("コメント"), r.moves().get(6).normalComments());
    assertEquals(Move.drop(PieceType.BISHOP, Square.of(3, 3)), r.moves().get(7).move());
    assertEquals(Termination.RESIGNATION, r.mainLine().ending().orElseThrow().termination());
    assertEquals(Optional.of(Color.GOTE), r.mainLine().ending().orElseThrow().winner());
    assertEquals(Optional.of("まで8手で後手の勝ち"), r.resultText());
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
    KifuParseException none = READER.read("▲７六歩 △５五角\n", ReadOptions.defaults()).error().orElseThrow();
    assertEquals(ProblemRule.NO_PIECE, none.rule());
    assertEquals(6, none.column().getAsInt());
  }

  @Test
  void variationsAndTheirSummaries() {
    GameRecord r = READER.parse(String.join("\n",
        "▲７六歩    △３四歩    ▲２六歩",
        "まで3手で中断", "",
        "変化：2手",
        "△８四歩    ▲６八銀",
        "まで3手で後手の勝ち", ""));
    assertEquals(Termination.ABORT, r.mainLine().ending().orElseThrow().termination());
    var v = r.moves().get(1).variations().get(0);
    assertEquals(2, v.size());
    assertEquals(Optional.of(Color.GOTE), v.ending().orElseThrow().winner());
  }

  @Test
  void anIllegalMoveMustEndTheRecordWith反則() {
    // sente captures a pawn on 2d, then drops it on the 7th file where its own pawn stands (二歩)
    ReadResult bad = READER.read("▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲２四歩 △同　歩 ▲同　飛 △８六歩 ▲７五歩打\n",
        ReadOptions.defaults());
    assertEquals(ProblemRule.NIFU, bad.error().orElseThrow().rule());
    GameRecord ok = READER.parse("▲２六歩 △８四歩 ▲２五歩 △８五歩 ▲２四歩 △同　歩 ▲同　飛 △８六歩 ▲７五歩打\n"
        + "まで9手で後手の反則勝ち\n");
    assertEquals(Optional.of(io.github.shogi4j.rules.IllegalMoveReason.NIFU), ok.moves().get(8).illegal());
    assertEquals(Optional.of(Color.GOTE), ok.result().orElseThrow().winner());
  }
}
