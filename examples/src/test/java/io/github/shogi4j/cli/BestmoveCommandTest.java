package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** {@code shogi bestmove}: the output contract and positions with only one right answer. */
class BestmoveCommandTest {
  @Test
  void contractKeysAndADepthLimit() {
    Map<String, Object> o = Cli.json("bestmove", "--depth", "2");
    assertEquals(
        List.of("bestmove", "score", "depth", "nodes", "millis", "pv"),
        List.copyOf(o.keySet()).subList(0, 6));
    List<?> pv = (List<?>) o.get("pv");
    assertEquals(o.get("bestmove"), pv.get(0));
    assertTrue(
        Map.class.isInstance(o.get("score")) && ((Map<?, ?>) o.get("score")).containsKey("cp"),
        o::toString);
    assertEquals(2L, o.get("depth"));
    assertTrue((Long) o.get("nodes") > 0, o::toString);
  }

  @Test
  void findsTheOnlyMateInOneAtEveryLevel() {
    for (String level : List.of("easy", "normal", "hard")) {
      Map<String, Object> o =
          Cli.json(
              "bestmove",
              "--sfen",
              "4k4/9/4P4/9/9/9/9/9/4K4 b G 1",
              "--level",
              level,
              "--time",
              "500");
      assertEquals("G*5b", o.get("bestmove"), level);
      assertEquals(Map.of("mate", 1L), o.get("score"), level);
    }
  }

  @Test
  void resignsWhenCheckmated() {
    Map<String, Object> o = Cli.json("bestmove", "--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assertEquals("resign", o.get("bestmove"));
    assertEquals(List.of(), o.get("pv"));
    // Mated now: mate in 0 plies, not an evaluation of -32000 centipawns.
    assertEquals(Map.of("mate", 0L), o.get("score"));
    assertEquals(0L, o.get("depth"));
  }

  @Test
  void resignsWithAMateScoreWithoutAnyLegalMoveAtEveryLevel() {
    // Sente has no piece on the board and none in hand: not in check, but lost (docs/rules.md).
    for (String level : List.of("easy", "normal", "hard")) {
      Cli.Result r =
          Cli.run("bestmove", "--sfen", "4k4/9/9/9/9/9/9/9/9 b - 1", "--level", level, "--json");
      assertEquals(0, r.code(), r::toString);
      Map<String, Object> o = JsonReader.object(r.lines().get(0));
      assertEquals("resign", o.get("bestmove"), level);
      assertEquals(Map.of("mate", 0L), o.get("score"), level);
    }
  }

  @Test
  void plainOutputOfAResignationSaysWhy() {
    Cli.Result mated = Cli.run("bestmove", "--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assertEquals(0, mated.code(), mated::toString);
    assertTrue(
        mated.out().startsWith("bestmove resign  score mate -0  depth 0  "), mated::toString);
    assertTrue(mated.out().contains("no legal move: checkmated"), mated::toString);
    Cli.Result none = Cli.run("bestmove", "--sfen", "4k4/9/9/9/9/9/9/9/9 b - 1");
    assertEquals(0, none.code(), none::toString);
    assertTrue(none.out().startsWith("bestmove resign  score mate -0  "), none::toString);
    assertTrue(none.out().contains("not in check"), none::toString);
  }

  @Test
  void plainOutputAndUsageErrors() {
    Cli.Result r = Cli.run("bestmove", "--sfen", "4k4/9/4P4/9/9/9/9/9/4K4 b G 1");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().startsWith("bestmove G*5b  score mate 1  depth "), r::toString);
    assertEquals(2, Cli.run("bestmove", "--level", "grandmaster").code());
    assertEquals(2, Cli.run("bestmove", "--depth", "0").code());
    assertEquals(2, Cli.run("bestmove", "--time", "-5").code());
  }
}
