package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code shogi perft}: counts from ../shared/spec/perft.tsv (facts agreed by independent engines).
 */
class PerftCommandTest {
  static final String MATSURI =
      "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1";

  @ParameterizedTest(name = "{0} depth {2} = {3}")
  @CsvSource(
      delimiter = '|',
      value = {
        "startpos|startpos|1|30",
        "startpos|startpos|3|25470",
        "matsuri|l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1|2|28684",
        "maxmoves593|R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1|1|593",
        "no_moves_boxed|+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200|1|0",
        "one_king_pawns (no sente king)|4k4/9/9/9/9/9/9/9/9 b 16P 1|2|355",
        "pyshogi_test6|r7k/6K2/7SP/4s2bb/9/9/9/9/9 b r4g2s4n4l17p 1|1|4",
        "pyshogi_test7|l7l/5bS2/p1np5/6Sk1/4p2B1/PSpPPn1G1/1P1G2g1N/2+l6/L1KN1+r3 b R3Pgs7p 1|1|1"
      })
  void jsonCountsMatchThePublishedFigures(String name, String sfen, int depth, long nodes) {
    Cli.Result r = Cli.run("perft", "--sfen", sfen, "--depth", String.valueOf(depth), "--json");
    assertEquals(0, r.code(), r::toString);
    assertEquals(1, r.lines().size(), r::toString);
    Map<String, Object> o = JsonReader.object(r.lines().get(0));
    assertEquals(List.of("nodes", "depth", "millis", "nodesPerSecond"), List.copyOf(o.keySet()));
    assertEquals(nodes, o.get("nodes"));
    assertEquals((long) depth, o.get("depth"));
    assertTrue((Long) o.get("millis") >= 0 && (Long) o.get("nodesPerSecond") >= 0, r::toString);
    assertEquals("", r.err());
  }

  @Test
  void divideGivesEachRootMoveSortedAndSumsToTheTotal() {
    Cli.Result r = Cli.run("perft", "--depth", "2", "--divide", "--json");
    assertEquals(0, r.code(), r::toString);
    Map<String, Object> o = JsonReader.object(r.lines().get(0));
    assertEquals(900L, o.get("nodes"));
    @SuppressWarnings("unchecked")
    Map<String, Object> divide = (Map<String, Object>) o.get("divide");
    assertEquals(30, divide.size());
    assertEquals(30L, divide.get("7g7f"));
    assertEquals(List.copyOf(divide.keySet()), divide.keySet().stream().sorted().toList());
    assertEquals("1g1f", divide.keySet().iterator().next());
  }

  @Test
  void divideAfterMovesFromAUsiPosition() {
    // After 7g7f gote has 30 replies, each one leaf at depth 1.
    Cli.Result r =
        Cli.run("perft", "--position", "startpos moves 7g7f", "--depth", "1", "--divide");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("3c3d: 1\n"), r::toString);
    assertTrue(r.out().contains("perft depth 1: 30 nodes"), r::toString);
  }

  @Test
  void plainOutputNamesDepthNodesAndSpeed() {
    Cli.Result r = Cli.run("perft", "--sfen", "startpos", "--depth", "3");
    assertEquals(0, r.code(), r::toString);
    assertEquals(1, r.lines().size(), r::toString);
    assertTrue(
        r.out().matches("perft depth 3: 25470 nodes in [0-9.]+ s \\([0-9,]+ nodes/s\\)\n"),
        r::toString);
  }

  @Test
  void depthZeroCountsTheRoot() {
    Map<String, Object> o =
        JsonReader.object(
            Cli.run("perft", "--sfen", MATSURI, "--depth", "0", "--json").lines().get(0));
    assertEquals(1L, o.get("nodes"));
  }

  @Test
  void negativeOrMissingDepthIsAUsageError() {
    Cli.Result neg = Cli.run("perft", "--depth", "-1");
    assertEquals(2, neg.code(), neg::toString);
    assertEquals(
        "shogi perft: --depth must be 0 to 100, not -1 (see 'shogi perft --help')\n", neg.err());
    Cli.Result missing = Cli.run("perft");
    assertEquals(2, missing.code(), missing::toString);
    assertTrue(missing.err().contains("--depth"), missing::toString);
    assertEquals("", missing.out());
  }

  /**
   * A huge depth used to reach the counter: an out-of-memory error for its move stack, a negative
   * array size, or (where the tree is thin) a stack overflow, each with a Java stack trace.
   */
  @ParameterizedTest(name = "--depth {0} from {1}")
  @CsvSource(
      delimiter = '|',
      value = {
        "101|4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1",
        "100000|4k4/9/9/9/9/9/9/9/4K4 b - 1",
        "2000000000|startpos"
      })
  void hugeDepthIsAUsageErrorNotACrash(String depth, String sfen) {
    Cli.Result r = Cli.run("perft", "--sfen", sfen, "--depth", depth);
    assertEquals(2, r.code(), r::toString);
    assertEquals(
        "shogi perft: --depth must be 0 to 100, not " + depth + " (see 'shogi perft --help')\n",
        r.err());
    assertEquals("", r.out());
  }
}
