package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import org.junit.jupiter.api.Test;

/** The record types print what they hold, never {@code Optional[...]} or {@code Optional.empty}. */
class RecordToStringTest {

  @Test
  void aResignedGameShowsItsResultAndNoOptionalWrappers() {
    GameRecord g = Kifu.parse("V2.2\nPI\n+\n+7776FU\nT3\n-3334FU\n%TORYO\n", KifuFormat.CSA);
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
}
