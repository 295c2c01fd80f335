package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every command that reads records judges a file as {@code validate} does, in the same mode, and
 * problems come in line order; variations nested far deeper than a thread's stack reach every
 * command without a stack overflow.
 */
class OneJudgementTest {
  /**
   * A Kifu for Windows record with variations: the main line's 詰み is no mate (line 6), and a
   * variation from move 2 claims 千日手 after two moves (line 11). The validator meets the variation
   * first: it replays the variations of a move before the move.
   */
  private static final String FORK =
      String.join(
          "\n",
          "手合割：平手",
          "手数----指手---------消費時間--",
          "   1 ７六歩(77)",
          "   2 ３四歩(33)   +",
          "   3 ２六歩(27)",
          "   4 詰み",
          "まで3手で先手の勝ち",
          "",
          "変化：2手",
          "   2 ８四歩(83)",
          "   3 千日手",
          "");

  private static final String MATE =
      "line 6, column 6, move 4: INCONSISTENT_ENDING: the record says"
          + " 詰み (checkmate) but the side to move is not in check";
  private static final String REPETITION =
      "line 11, column 6, move 3: INCONSISTENT_ENDING: the"
          + " record says 千日手 but the position has occurred 1 time(s), not 4";

  @TempDir Path dir;
  Path fork;

  @BeforeEach
  void writeRecord() throws IOException {
    fork = dir.resolve("fork.kif");
    Files.write(fork, FORK.getBytes("Shift_JIS"));
  }

  @Test
  void validateListsEveryProblemInLineOrder() {
    Cli.Result r = Cli.run("validate", fork.toString());
    assertEquals(1, r.code(), r::toString);
    assertEquals(
        List.of(fork + ": INVALID", "  error: " + MATE, "  error: " + REPETITION),
        r.lines(),
        r::toString);
  }

  @Test
  void everyCommandRefusesWhatValidateCallsInvalid() {
    String f = fork.toString();
    for (List<String> args :
        List.of(
            List.of("info", f),
            List.of("list", f),
            List.of("convert", f, "--to", "csa"),
            List.of("render", f))) {
      Cli.Result r = Cli.run(args.toArray(String[]::new));
      assertEquals(1, r.code(), r::toString);
      assertTrue(
          r.err().contains(f + ": " + MATE + " (--lenient reads it, with warnings)"), r::toString);
    }
  }

  @SuppressWarnings("unchecked")
  private static List<String> messages(Map<String, Object> answer, String key) {
    return ((List<Map<String, Object>>) answer.get(key))
        .stream().map(p -> p.get("line") + ":" + p.get("rule")).toList();
  }

  @Test
  void lenientlyEveryCommandAcceptsItWithTheSameWarnings() {
    String f = fork.toString();
    List<String> both = List.of("6:INCONSISTENT_ENDING", "11:INCONSISTENT_ENDING");
    Map<String, Object> v =
        JsonReader.object(Cli.run("validate", f, "--lenient", "--json").out().strip());
    assertEquals(true, v.get("valid"));
    assertEquals(both, messages(v, "warnings"));
    assertEquals(both, messages(Cli.json("info", f, "--lenient"), "warnings"));
    assertEquals(both, messages(Cli.json("convert", f, "--to", "csa", "--lenient"), "warnings"));
  }

  /**
   * Variations nested 10,000 deep, each from the last move of the one above it: the kings step back
   * and forth, so the positions repeat (warnings, not errors).
   */
  private static String deep(int depth) {
    String[] king = {"５八玉(59)", "５二玉(51)", "５九玉(58)", "５一玉(52)"};
    StringBuilder sb =
        new StringBuilder("手合割：平手\n手数----指手---------消費時間--\n1 ").append(king[0]).append('\n');
    for (int k = 2; k <= depth + 1; k++) {
      sb.append("\n変化：")
          .append(k)
          .append("手\n")
          .append(k)
          .append(' ')
          .append(king[(k - 1) % 4])
          .append('\n');
    }
    return sb.toString();
  }

  @Test
  void deepVariationsReachEveryCommand() throws IOException {
    Path deep = dir.resolve("deep.kifu");
    Files.writeString(deep, deep(10_000), StandardCharsets.UTF_8);
    String f = deep.toString();
    Map<String, Object> v = JsonReader.object(Cli.run("validate", f, "--json").out().strip());
    assertEquals(true, v.get("valid"), v::toString);
    assertEquals(10_000L, Cli.json("info", f).get("variations"));
    Cli.Result kif = Cli.run("convert", f, "--to", "kifu");
    assertEquals(0, kif.code(), kif.err());
    assertTrue(kif.out().contains("変化：10001手"));
    Cli.Result jkf = Cli.run("convert", f, "--to", "jkf");
    assertEquals(1, jkf.code(), jkf::toString);
    assertTrue(
        jkf.err().contains("variations (変化) nest 10000 deep; JKF is read back only up" + " to 98"),
        jkf.err());
    assertFalse(jkf.err().contains("StackOverflowError"), jkf.err());
  }
}
