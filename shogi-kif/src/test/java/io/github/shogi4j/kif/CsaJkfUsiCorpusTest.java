package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogi4j.kif.validate.RecordValidator;
import io.github.shogi4j.rules.testkit.SharedData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every CSA, JKF and USI file of the conformance corpus, as MANIFEST.tsv describes it: each is read
 * from its path (format by extension, encoding detected), replayed, and has the move count and the
 * ending the reference reader (tsshogi 2.2.0) gives; the main line replays without problems.
 * Skipped visibly when the shared folder is absent.
 */
class CsaJkfUsiCorpusTest {
  private static final Pattern OK = Pattern.compile("^ok: (\\d+) mainline moves(?:, ends (\\w+))?");

  /**
   * Unit-test samples whose recorded ending the position contradicts (the validator reports one
   * {@link ProblemRule#INCONSISTENT_ENDING} at this move number), and why.
   */
  static final Map<String, Integer> INCONSISTENT =
      Map.of(
          "tsshogi/inline/csa__export-kachi__1.csa", 3,
          "tsshogi/inline/csa__import-kachi__1.csa", 3,
          "tsshogi/inline/jkf__exportJKF__8.jkf", 4);

  static final String WHY_INCONSISTENT =
      "writer/reader samples: %KACHI after 2 moves (no king in"
          + " camp, 0 points) and a variation ending 千日手 after 3 moves (no repetition)";

  @TestFactory
  Stream<DynamicTest> everyCsaJkfUsiFileOfTheCorpus() {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    Path corpus = manifest.getParent().resolve("corpus");
    List<DynamicTest> tests = new ArrayList<>();
    for (String[] row : SharedData.tsv(manifest)) {
      if (!Set.of("CSA", "JKF", "USI").contains(row[1])) {
        continue;
      }
      String name = row[0];
      tests.add(DynamicTest.dynamicTest(name, () -> check(corpus.resolve(name), name, row)));
    }
    assertEquals(80, tests.size(), "the 59 CSA, 17 JKF and 4 USI rows");
    return tests.stream();
  }

  private static void check(Path file, String name, String[] row) {
    KifuFile kf = Kifu.read(file); // strict: every file is read without leniency
    assertEquals(row[1].equals("USI") ? "SFEN" : row[1], kf.format().name(), "format");
    ReadResult r = kf.results().get(0);
    if (!r.isOk()) {
      fail(name + ": " + r.error().get().getMessage());
    }
    assertTrue(kf.isOk(), () -> "every record of the file: " + kf.results());
    GameRecord g = r.record();
    Matcher m = OK.matcher(row[10]);
    assertTrue(m.find(), "the manifest says the reference reader accepts it: " + row[10]);
    assertEquals(Integer.parseInt(m.group(1)), g.moves().size(), "main-line moves");
    String end = m.group(2);
    if (end != null) {
      KakinokiCorpusTest.assertEnding(g, end);
    } else {
      assertTrue(g.mainLine().ending().isEmpty(), "no ending: " + g.mainLine().ending());
    }
    if (!row[4].isEmpty() && row[1].equals("CSA")) {
      String last = row[4].split(" ")[0];
      assertEquals(last, g.mainLine().ending().get().text(), "the special move as written");
    }
    List<Problem> problems = RecordValidator.validate(g);
    if (INCONSISTENT.containsKey(name)) {
      assertEquals(1, problems.size(), WHY_INCONSISTENT + ": " + problems);
      assertEquals(ProblemRule.INCONSISTENT_ENDING, problems.get(0).rule(), WHY_INCONSISTENT);
      assertEquals(INCONSISTENT.get(name), problems.get(0).moveNumber().getAsInt());
    } else {
      assertEquals(List.of(), problems, "replay");
    }
    g.finalPosition();
  }
}
