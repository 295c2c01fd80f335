package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** Values print what they hold, never {@code Optional[...]} or {@code OptionalInt[...]}. */
class ToStringTest {

  @Test
  void outcomesNameWinnerTerminationAndRule() {
    assertEquals(
        "Outcome[winner=SENTE, termination=CHECKMATE]",
        Outcome.win(Color.SENTE, Termination.CHECKMATE).toString());
    assertEquals(
        "Outcome[no winner, termination=SENNICHITE]",
        Outcome.noWinner(Termination.SENNICHITE).toString());
    assertEquals(
        "Outcome[winner=GOTE, termination=ILLEGAL_MOVE, brokenRule=NIFU]",
        Outcome.illegalMove(Color.GOTE, IllegalMoveReason.NIFU).toString());
  }

  @Test
  void rulesShowTheMoveLimitAsANumberOrNone() {
    assertEquals(
        "Rules[impasseRule=POINTS_27, moveLimit=256, perpetualCheckLoses=true, tryRule=false]",
        Rules.CSA.toString());
    assertEquals(
        "Rules[impasseRule=POINTS_24, moveLimit=none, perpetualCheckLoses=true, tryRule=false]",
        Rules.JSA.toString());
  }
}
