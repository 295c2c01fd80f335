package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Runs the benchmarks once (several seconds) for their output and correctness checks, not speed.
 */
class BenchCommandTest {
  @Test
  void benchmarksReportTheirFiguresAndCheckTheirResults() {
    Cli.Result r = Cli.run("bench", "--json");
    assertEquals(0, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(4, lines.size(), r::toString);
    Map<String, Object> startpos = JsonReader.object(lines.get(0));
    assertEquals("perft startpos depth 5", startpos.get("benchmark"));
    assertEquals(19_861_490L, startpos.get("nodes"));
    assertEquals(true, startpos.get("correct"));
    Map<String, Object> matsuri = JsonReader.object(lines.get(1));
    assertEquals("perft matsuri depth 3", matsuri.get("benchmark"));
    assertEquals(4_809_015L, matsuri.get("nodes"));
    assertEquals(true, matsuri.get("correct"));
    Map<String, Object> search = JsonReader.object(lines.get(2));
    assertEquals("search startpos depth 6", search.get("benchmark"));
    assertTrue(((String) search.get("bestmove")).matches("[1-9][a-i][1-9][a-i]\\+?"), r::toString);
    Map<String, Object> reading = JsonReader.object(lines.get(3));
    assertTrue(((String) reading.get("benchmark")).startsWith("read KIF "), r::toString);
    assertEquals(true, reading.get("correct"));
    assertEquals(60L, reading.get("records"));
    assertEquals(
        List.of("positions", "positions", "nodes", "moves"),
        lines.stream().map(l -> JsonReader.object(l).get("unit")).toList());
    for (String line : lines) {
      Map<String, Object> o = JsonReader.object(line);
      assertTrue((Long) o.get("millis") >= 0 && (Long) o.get("nodesPerSecond") >= 0, line);
    }
  }

  @Test
  void textSaysWhatEachFigureCountsAndThatTheJvmIsCold() {
    Cli.Result r = Cli.run("bench");
    assertEquals(0, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(6, lines.size(), r::toString);
    assertTrue(lines.get(0).contains("fresh JVM, warm-up included"), r::toString);
    assertTrue(lines.get(1).matches("benchmark +count +unit +time +per second"), r::toString);
    assertTrue(
        lines.get(2).matches("perft startpos depth 5 +19,861,490 positions .* positions/s"),
        r::toString);
    assertTrue(
        lines.get(4).matches("search startpos depth 6 .* nodes .* nodes/s  bestmove .*"),
        r::toString);
    assertTrue(lines.get(5).matches("read KIF .* moves .* moves/s"), r::toString);
  }
}
