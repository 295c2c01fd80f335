package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The kinds of record endings: every ending of the rules under its own name, and the words only a
 * record holds (封じ手, 不詰, 待った, an unknown word), which are no outcome of a game.
 */
class EndingKindTest {
  private static final List<EndingKind> RECORD_WORDS =
      List.of(EndingKind.NO_MATE, EndingKind.SEALED_MOVE, EndingKind.MATTA, EndingKind.UNKNOWN);

  @Test
  void everyEndingOfTheRulesIsAKindOfTheSameNameAndBack() {
    for (Termination t : Termination.values()) {
      EndingKind k = EndingKind.of(t);
      assertEquals(t.name(), k.name());
      assertEquals(Optional.of(t), k.termination());
      assertFalse(k.isRecordWord(), k.name());
    }
    assertEquals(Termination.values().length + RECORD_WORDS.size(), EndingKind.values().length);
  }

  @Test
  void recordWordsAreNoEndingOfAGameAndHaveNoWinner() {
    for (EndingKind k : RECORD_WORDS) {
      assertTrue(k.isRecordWord(), k.name());
      assertEquals(Optional.empty(), k.termination());
      Ending e = Ending.of(k, Optional.empty());
      assertEquals(Optional.empty(), e.outcome(), k.name());
      assertThrows(IllegalArgumentException.class, () -> Ending.of(k, Optional.of(Color.SENTE)));
    }
  }

  @Test
  void anEndingOfTheRulesHasTheWinnerItsTerminationRequires() {
    assertThrows(
        IllegalArgumentException.class, () -> Ending.of(EndingKind.RESIGNATION, Optional.empty()));
    assertThrows(
        IllegalArgumentException.class,
        () -> Ending.of(EndingKind.SENNICHITE, Optional.of(Color.GOTE)));
    Ending resigned = Ending.of(EndingKind.RESIGNATION, Optional.of(Color.GOTE));
    assertEquals(Optional.of(Outcome.win(Color.GOTE, Termination.RESIGNATION)), resigned.outcome());
    assertEquals(resigned, Ending.of(Outcome.win(Color.GOTE, Termination.RESIGNATION)));
  }

  @Test
  void aRecordThatEndsWithARecordWordStatesNoResult() {
    GameRecord sealed = Kifu.parseRecord("1 ７六歩(77)\n2 封じ手\n", KifuFormat.KIF);
    assertEquals(EndingKind.SEALED_MOVE, sealed.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.empty(), sealed.result());
    GameRecord fuzumi = Kifu.parseRecord("V2.2\nPI\n+\n+7776FU\n%FUZUMI\n", KifuFormat.CSA);
    assertEquals(EndingKind.NO_MATE, fuzumi.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.empty(), fuzumi.result());
    GameRecord error = Kifu.parseRecord("V2.2\nPI\n+\n+7776FU\n%ERROR\n", KifuFormat.CSA);
    assertEquals(
        Optional.of(Outcome.noWinner(Termination.ERROR)), error.result(), "an error ends a game");
  }
}
