package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

class GameSummaryTest {

  @Test
  void readsEveryField() {
    GameSummary s =
        GameSummary.parse(
            Summaries.summary(
                "-",
                String.join(
                    "\n",
                    "BEGIN Time",
                    "Time_Unit:1sec",
                    "Total_Time:600",
                    "Byoyomi:10",
                    "Least_Time_Per_Move:1",
                    "Time_Roundup:YES",
                    "Delay:3",
                    "END Time"),
                Summaries.EVEN,
                "X_Extra:hello"),
            1);
    assertEquals("test-game-1", s.gameId());
    assertEquals("alice", s.name(Color.SENTE));
    assertEquals("bob", s.name(Color.GOTE));
    assertEquals(Color.GOTE, s.yourTurn());
    assertEquals(Color.SENTE, s.toMove().orElseThrow());
    assertEquals(OptionalInt.of(256), s.maxMoves());
    assertFalse(s.rematchOnDraw());
    assertEquals("1.2", s.protocolVersion().orElseThrow());
    assertEquals("Server", s.protocolMode().orElseThrow());
    assertEquals("Shogi 1.0", s.format().orElseThrow());
    assertEquals("Jishogi 1.1", s.declaration().orElseThrow());
    assertEquals(
        new TimeRules(Duration.ofMillis(1000), 600, 10, 0, 1, true), s.timeRules(Color.SENTE));
    assertEquals(s.timeRules(Color.SENTE), s.timeRules(Color.GOTE));
    assertEquals(Map.of("X_Extra", "hello", "Time.Delay", "3"), s.otherFields());
    assertEquals(Position.initial(), s.startPosition());
    assertTrue(s.earlierMoves().isEmpty());
    assertEquals(ImpasseRule.POINTS_27, s.rules().impasseRule());
    assertEquals(OptionalInt.of(256), s.rules().moveLimit());
  }

  @Test
  void sideBlocksOverrideTheCommonOneAndUnitsScale() {
    GameSummary s =
        GameSummary.parse(
            Summaries.summary(
                "+",
                String.join(
                    "\n",
                    "BEGIN Time",
                    "Time_Unit:1min",
                    "Total_Time:10",
                    "END Time",
                    "BEGIN Time-",
                    "Time_Unit:1msec",
                    "Total_Time:5000",
                    "Increment:2000",
                    "END Time-"),
                Summaries.EVEN),
            1);
    assertEquals(Duration.ofMillis(600_000), s.timeRules(Color.SENTE).totalDuration());
    assertEquals(Duration.ofMillis(5_000), s.timeRules(Color.GOTE).totalDuration());
    assertEquals(Duration.ofMillis(2_000), s.timeRules(Color.GOTE).incrementDuration());
  }

  @Test
  void aGameWithoutTimeBlockHasNoLimit() {
    GameSummary s = GameSummary.parse(Summaries.summary("+", "", Summaries.EVEN), 1);
    assertFalse(s.timeRules(Color.SENTE).isLimited());
    assertTrue(s.clock().allowed(Color.SENTE).isEmpty());
  }

  @Test
  void aResumedGameCarriesItsMovesAndCharges() {
    GameSummary s =
        GameSummary.parse(
            Summaries.summary(
                "+",
                Summaries.time(60, 10),
                Summaries.EVEN + "\n+7776FU,T3\n-3334FU,T5\n+8822UM,T12"),
            1);
    assertEquals(
        List.of("7g7f", "3c3d", "8h2b+"), s.earlierMoves().stream().map(m -> m.toUsi()).toList());
    assertEquals(List.of(3L, 5L, 12L), s.earlierCharges());
    assertEquals(Duration.ofMillis(60_000 - 15_000), s.clock().left(Color.SENTE));
    assertEquals(Duration.ofMillis(60_000 - 5_000), s.clock().left(Color.GOTE));
    assertEquals(Color.GOTE, s.game().position().sideToMove());
  }

  private static CsaProtocolException bad(List<String> lines) {
    return assertThrows(CsaProtocolException.class, () -> GameSummary.parse(lines, 10));
  }

  @Test
  void missingYourTurnIsNamedAtTheEndLine() {
    List<String> l = new ArrayList<>(Summaries.summary("+", "", Summaries.EVEN));
    l.remove("Your_Turn:+");
    CsaProtocolException e = bad(l);
    assertEquals(CsaProtocolException.Kind.MALFORMED, e.kind());
    assertTrue(e.getMessage().contains("missing Your_Turn"), e.getMessage());
    assertEquals(10 + l.size() - 1, e.lineNumber().getAsInt());
  }

  @Test
  void badValuesAreRefusedWithTheirLine() {
    List<String> l =
        new ArrayList<>(
            Summaries.summary(
                "+", "BEGIN Time\nTime_Unit:1hour\nTotal_Time:1\nEND Time", Summaries.EVEN));
    CsaProtocolException e = bad(l);
    assertEquals("Time_Unit:1hour", e.line().orElseThrow());
    assertEquals(10 + l.indexOf("Time_Unit:1hour"), e.lineNumber().getAsInt());
    assertTrue(e.getMessage().contains("msec, sec or min"), e.getMessage());

    e = bad(Summaries.summary("*", "", Summaries.EVEN));
    assertEquals("Your_Turn:*", e.line().orElseThrow());

    e = bad(Summaries.summary("+", "", Summaries.EVEN, "Game_ID:again"));
    assertTrue(e.getMessage().contains("a second Game_ID"), e.getMessage());

    l = new ArrayList<>(Summaries.summary("+", "", Summaries.EVEN));
    l.set(l.indexOf("Max_Moves:256"), "Max_Moves:x");
    e = bad(l);
    assertTrue(e.getMessage().contains("whole number"), e.getMessage());

    e = bad(Summaries.summary("+", "BEGIN Time\nByoyomi:10\nEND Time", Summaries.EVEN));
    assertTrue(e.getMessage().contains("without Total_Time"), e.getMessage());

    l = new ArrayList<>(Summaries.summary("+", "", Summaries.EVEN));
    l.set(l.indexOf("Declaration:Jishogi 1.1"), "Declaration:Jishogi 9");
    e = bad(l);
    assertTrue(e.getMessage().contains("unknown Declaration"), e.getMessage());
  }

  @Test
  void brokenBlocksAreRefused() {
    List<String> l = new ArrayList<>(Summaries.summary("+", "", Summaries.EVEN));
    l.remove("END Position");
    assertTrue(bad(l).getMessage().contains("BEGIN Position without END Position"));

    l = new ArrayList<>(Summaries.summary("+", "", Summaries.EVEN));
    l.remove(l.size() - 1);
    assertTrue(bad(l).getMessage().contains("without END Game_Summary"));

    CsaProtocolException e = bad(Summaries.summary("+", "", Summaries.EVEN + "\n+7775FU,T1"));
    assertTrue(e.getMessage().contains("position block"), e.getMessage());

    e = bad(Summaries.summary("+", "", Summaries.EVEN.replace("P5 * ", "P5XX ")));
    assertTrue(e.getMessage().contains("position block"), e.getMessage());
    assertTrue(e.line().orElseThrow().startsWith("P5"), e.getMessage());
  }

  @Test
  void toMoveMustAgreeWithThePosition() {
    List<String> l = new ArrayList<>(Summaries.summary("+", "", Summaries.EVEN));
    l.set(l.indexOf("To_Move:+"), "To_Move:-");
    assertTrue(bad(l).getMessage().contains("To_Move:-"));
    // after one earlier move, gote is to move: To_Move:- names that side
    l = new ArrayList<>(Summaries.summary("+", "", Summaries.EVEN + "\n+7776FU,T1"));
    l.set(l.indexOf("To_Move:+"), "To_Move:-");
    assertEquals(Color.GOTE, GameSummary.parse(l, 1).toMove().orElseThrow());
  }
}
