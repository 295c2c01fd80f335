package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.cli.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** Runs the benchmark once (a few seconds) for its output and its correctness check, not its speed. */
class BenchCommandTest {
  @Test
  void perftFiguresAreCheckedAgainstThePublishedCounts() {
    Cli.Result r = Cli.run("bench", "--json");
    assertEquals(0, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(2, lines.size(), r::toString);
    Map<String, Object> startpos = JsonReader.object(lines.get(0));
    assertEquals("perft startpos depth 5", startpos.get("benchmark"));
    assertEquals(19_861_490L, startpos.get("nodes"));
    assertEquals(true, startpos.get("correct"));
    Map<String, Object> matsuri = JsonReader.object(lines.get(1));
    assertEquals("perft matsuri depth 3", matsuri.get("benchmark"));
    assertEquals(4_809_015L, matsuri.get("nodes"));
    assertEquals(true, matsuri.get("correct"));
  }
}
