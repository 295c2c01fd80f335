package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.testkit.SharedData;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The perft counts of {@code spec/perft.tsv}. Counts up to {@value #CI_LIMIT} nodes run here; the
 * deeper ones are skipped with a message and belong to the benchmark.
 */
class PerftDataTest {
  static final long CI_LIMIT = 20_000_000L;

  @TestFactory
  List<DynamicTest> perftTsv() {
    List<DynamicTest> out = new ArrayList<>();
    for (String[] row : SharedData.tsv(SharedData.require("spec/perft.tsv"))) {
      String name = row[0];
      String sfen = row[1];
      int depth = Integer.parseInt(row[2]);
      long count = Long.parseLong(row[3]);
      out.add(
          DynamicTest.dynamicTest(
              name + " depth " + depth + " = " + count,
              () -> {
                Assumptions.assumeTrue(
                    count <= CI_LIMIT,
                    () ->
                        "skipped: "
                            + count
                            + " nodes is beyond the CI limit of "
                            + CI_LIMIT
                            + "; run it with the perft benchmark");
                Position p = Position.fromSfen(sfen, Validation.LENIENT);
                assertEquals(count, Perft.count(p, depth), name + " depth " + depth);
              }));
    }
    return out;
  }

  @Test
  void divideSumsToTheCount() {
    Map<String, Long> d = Perft.divide(Position.initial(), 3);
    assertEquals(30, d.size());
    assertEquals(25_470L, d.values().stream().mapToLong(Long::longValue).sum());
    assertEquals(Perft.count(Position.initial().playUsi("7g7f"), 2), d.get("7g7f"));
    // After 1g1f sente keeps its 30 moves and its lance gains 1h and 1g, whatever gote replies.
    assertEquals(30L * 32, d.get("1g1f"));
  }

  @Test
  void depthZeroCountsTheRoot() {
    assertEquals(1, Perft.count(Position.initial(), 0));
  }
}
