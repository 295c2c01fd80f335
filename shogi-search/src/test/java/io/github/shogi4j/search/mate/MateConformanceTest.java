package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The {@code mate_in} / {@code mate_pv} conformance cases of the shared data. Problems longer than
 * {@link #CI_MAX_PLIES} plies are skipped here with a message and solved by {@code MateBenchmark}.
 */
class MateConformanceTest {
  static final int CI_MAX_PLIES = 31;

  record Case(String sfen, String kind, String expected, String source) {
    int length() {
      return kind.equals("mate_in") ? Integer.parseInt(expected) : expected.split(" ").length;
    }
  }

  static List<Case> cases() throws IOException {
    List<Case> out = new ArrayList<>();
    for (String line :
        Files.readAllLines(
            MateChecks.shared().resolve("conformance/cases.tsv"), StandardCharsets.UTF_8)) {
      String[] f = line.split("\t");
      if (f.length >= 4 && f[1].startsWith("mate_")) {
        out.add(new Case(f[0], f[1], f[2], f[3]));
      }
    }
    return out;
  }

  @TestFactory
  Stream<DynamicTest> mateCases() throws IOException {
    return cases().stream()
        .map(
            c ->
                DynamicTest.dynamicTest(
                    c.kind() + " " + c.length() + " " + c.sfen(), () -> check(c)));
  }

  private static void check(Case c) {
    Assumptions.assumeTrue(
        c.length() <= CI_MAX_PLIES,
        "a " + c.length() + "-ply problem is solved by the benchmark (MateBenchmark), not in CI");
    Position start = MateChecks.tsume(c.sfen());
    MateResult r = MateSolver.solve(start, MateChecks.LIMITS);
    assertEquals(MateStatus.MATE, r.status(), c.source());
    MateChecks.replay(start, r.pv());
    boolean forced = c.kind().equals("mate_in") || !c.source().contains("not asserted");
    if (c.kind().equals("mate_pv")) {
      List<Move> published = new ArrayList<>();
      for (String u : c.expected().split(" ")) {
        published.add(Move.parseUsi(u).orElseThrow());
      }
      MateChecks.replay(start, published); // the published line is itself a mate
      if (forced) {
        assertEquals(published.size(), r.plies(), "length of the published solution " + published);
      }
      // Otherwise a recorded sequence that ends in mate, not claimed to be best play for either
      // side: it shows that a mate exists, which the solver confirmed; its length says nothing.
    } else {
      assertEquals(c.length(), r.plies(), r.toString());
    }
    MateChecks.verifyDefences(start, r);
  }
}
