package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.encoding.DecodedText;
import io.github.shogi4j.kif.training.GameResult;
import io.github.shogi4j.kif.training.Hcpe;
import io.github.shogi4j.kif.training.Psv;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The record types print what they hold, never {@code Optional[...]} or {@code Optional.empty}. */
class RecordToStringTest {

  @Test
  void aResignedGameShowsItsResultAndNoOptionalWrappers() {
    GameRecord g = Kifu.parseRecord("V2.2\nPI\n+\n+7776FU\nT3\n-3334FU\n%TORYO\n", KifuFormat.CSA);
    assertEquals(Outcome.win(Color.GOTE, Termination.RESIGNATION), g.result().orElseThrow());
    String text = g.toString();
    assertTrue(text.contains("result=Outcome[winner=GOTE, termination=RESIGNATION]"), text);
    assertFalse(text.contains("Optional"), text);

    RecordMove first = g.mainLine().moves().get(0);
    assertEquals(
        "RecordMove[move=7g7f, text=+7776FU, time=PT3S, totalTime=PT3S]", first.toString());
    String ending = g.mainLine().ending().orElseThrow().toString();
    assertTrue(ending.startsWith("Ending[kind=RESIGNATION, winner=GOTE, text=%TORYO"), ending);
    assertFalse(ending.contains("Optional"), ending);
  }

  @Test
  void startsFilesAnnotationsAndTrainingEntriesShowNoOptionalWrappers() {
    StartPosition lance = StartPosition.of(Handicap.LANCE);
    assertEquals(
        "StartPosition[setup=" + Handicap.LANCE.position().toSetup() + ", handicap=LANCE]",
        lance.toString());
    StartPosition drawn = StartPosition.of(Position.initial().toSetup());
    assertEquals("StartPosition[setup=" + Position.initial().toSetup() + "]", drawn.toString());

    Move m = Move.parseUsi("7g7f").orElseThrow();
    EngineAnnotation none =
        new EngineAnnotation(Optional.empty(), List.of(m), EngineAnnotation.Form.FLOODGATE, "x");
    assertEquals("EngineAnnotation[pv=[7g7f], form=FLOODGATE, raw=x]", none.toString());

    KifuFile file = Kifu.readText("V2.2\nPI\n+\n", ReadOptions.defaults());
    String f = file.toString();
    assertTrue(f.startsWith("KifuFile[format=CSA, charset="), f);
    assertFalse(f.contains("Optional"), f);

    Position p = Position.initial();
    assertEquals(
        "Psv[position=" + p + ", score=0, move=none, gamePly=0, result=0]",
        new Psv(p, 0, Optional.empty(), 0, 0).toString());
    assertEquals(
        "Hcpe[position=" + p + ", eval=5, bestMove=7g7f, result=DRAW]",
        new Hcpe(p, 5, Optional.of(m), GameResult.DRAW).toString());
    assertEquals(
        "DecodedText[chars=3, charset=UTF-8, how=GIVEN]",
        new DecodedText("abc", StandardCharsets.UTF_8, DecodedText.Source.GIVEN, Optional.empty())
            .toString());
  }
}
