package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import java.util.Optional;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class GameEndTest {

  /** Each reason and verdict line, read by this client playing gote. */
  @ParameterizedTest
  @CsvSource({
    "#RESIGN, #WIN, false, GOTE, RESIGNATION",
    "#RESIGN, #LOSE, false, SENTE, RESIGNATION",
    "#TIME_UP, #LOSE, false, SENTE, TIME_LOSS",
    "#SENNICHITE, #DRAW, false, , SENNICHITE",
    "#OUTE_SENNICHITE, #WIN, false, GOTE, PERPETUAL_CHECK",
    "#ILLEGAL_MOVE, #LOSE, false, SENTE, ILLEGAL_MOVE",
    "#ILLEGAL_MOVE, #WIN, true, GOTE, IMPASSE_DECLARATION",
    "#JISHOGI, #WIN, true, GOTE, IMPASSE_DECLARATION",
    "#JISHOGI, #DRAW, false, , AGREED_IMPASSE",
    "#MAX_MOVES, #CENSORED, false, , MAX_MOVES",
    "#CHUDAN, , false, , ABORT",
    ", #WIN, false, GOTE, FORFEIT",
    ", #DRAW, false, , DRAW"
  })
  void mapsToTheRulesOutcome(
      String reason, String verdict, boolean declared, Color winner, Termination termination) {
    GameEnd end =
        new GameEnd(
            Optional.ofNullable(reason).flatMap(GameEnd::reasonOf),
            Optional.ofNullable(verdict).flatMap(GameEnd::verdictOf),
            declared);
    assertEquals(new Outcome(Optional.ofNullable(winner), termination), end.outcome(Color.GOTE));
    assertEquals(
        ((reason == null ? "" : reason) + " " + (verdict == null ? "" : verdict)).trim(),
        end.toString());
  }
}
