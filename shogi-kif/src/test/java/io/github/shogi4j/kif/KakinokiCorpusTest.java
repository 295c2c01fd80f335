package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogi4j.kif.validate.RecordValidator;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.testkit.SharedData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every KIF, KIFU, KI2 and KI2U file of the conformance corpus, as MANIFEST.tsv describes it: the
 * files the reference reader (tsshogi 2.2.0) accepts are read and replayed with its move count and
 * ending; where we disagree, the reason is below.
 */
class KakinokiCorpusTest {
  private static final Pattern OK = Pattern.compile("^ok: (\\d+) mainline moves(?:, ends (\\w+))?");

  /** Files read in lenient mode, and why strict mode refuses them. */
  static final Map<String, String> LENIENT =
      Map.of(
          "tsshogi/inline/record__removeCurrentMove__1.kif",
          "move numbers go back without a 変化 line; read as variations by number, as tsshogi does",
          "tsshogi/inline/record__removeNextMove__1.kif",
          "move numbers go back without a 変化 line; read as variations by number, as tsshogi does",
          "tsshogi/inline/kakinoki__import-ki2-end-of-game__1.ki2",
          "nine summary lines for one line (test strings joined); the first one is the ending");

  /** Files where we disagree with the reference reader, checked by hand. */
  static final Map<String, String> DISAGREE =
      Map.of(
          "json-kifu-format/test/files/ki2/7mai.ki2u",
          "tsshogi refuses △８二銀, but in 左七枚落ち the giver keeps the 7a silver (only the 3a one is"
              + " removed), so 7a-8b is legal: we read 2 moves ending 中断",
          "json-kifu-format/test/files/kif/fork-test.kif",
          "line 18 repeats move number 5 with ４二銀(31), a gote move where sente is to move; tsshogi"
              + " drops it, we refuse the file with the line number (strict and lenient)");

  /**
   * Format samples that show every ending word after a few opening moves, so the validator finds
   * the endings inconsistent with the position: fork.kif/ki2 end variations with 詰み and 千日手 after
   * three moves; exportJKF__7 with 千日手 after three moves; export-ki2-end-of-game with 入玉勝ち in the
   * start position. The number is how many INCONSISTENT_ENDING problems each has.
   */
  static final Map<String, Integer> INCONSISTENT =
      Map.of(
          "json-kifu-format/test/files/kif/fork.kif", 2,
          "json-kifu-format/test/files/ki2/fork.ki2", 2,
          "tsshogi/inline/jkf__exportJKF__7.kif", 1,
          "tsshogi/inline/kakinoki__export-ki2-end-of-game__1.ki2", 1);

  @TestFactory
  Stream<DynamicTest> everyKakinokiFileOfTheCorpus() {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    Path corpus = manifest.getParent().resolve("corpus");
    List<DynamicTest> tests = new ArrayList<>();
    for (String[] row : SharedData.tsv(manifest)) {
      if (!row[1].equals("KIF") && !row[1].equals("KI2")) {
        continue;
      }
      String name = row[0];
      tests.add(DynamicTest.dynamicTest(name, () -> check(corpus.resolve(name), name, row)));
    }
    assertTrue(tests.size() >= 160, "expected the 170 KIF/KI2 rows, found " + tests.size());
    return tests.stream();
  }

  private static void check(Path file, String name, String[] row) {
    ReadOptions options =
        LENIENT.containsKey(name) ? ReadOptions.lenient() : ReadOptions.defaults();
    KifuFile kf = Kifu.read(file, options);
    assertEquals(row[1], kf.format().name().substring(0, 3), "format family");
    ReadResult r = kf.results().get(0);
    if (name.endsWith("fork-test.kif")) {
      assertFalse(r.isOk(), DISAGREE.get(name));
      assertEquals(18, r.error().get().line().getAsInt(), DISAGREE.get(name));
      assertFalse(Kifu.read(file, ReadOptions.lenient()).results().get(0).isOk());
      return;
    }
    if (name.endsWith("7mai.ki2u")) {
      GameRecord g = r.record();
      assertEquals(2, g.moves().size(), DISAGREE.get(name));
      assertEquals(Optional.of(Termination.ABORT), g.result().map(o -> o.termination()));
      return;
    }
    if (!r.isOk()) {
      fail(name + ": " + r.error().get().getMessage());
    }
    GameRecord g = r.record();
    Matcher m = OK.matcher(row[10]);
    assertTrue(m.find(), "the manifest says the reference reader accepts it: " + row[10]);
    assertEquals(Integer.parseInt(m.group(1)), g.moves().size(), "main-line moves");
    String end = m.group(2);
    if (end != null) {
      assertEnding(g, end);
    }
    List<Problem> problems = RecordValidator.validate(g);
    if (INCONSISTENT.containsKey(name)) {
      assertEquals(INCONSISTENT.get(name), problems.size(), problems.toString());
      for (Problem p : problems) {
        assertEquals(ProblemRule.INCONSISTENT_ENDING, p.rule(), p.toString());
      }
    } else {
      assertEquals(List.of(), problems, "replay");
    }
    g.finalPosition();
  }

  /**
   * Asserts that a record ends as the reference reader (tsshogi) says: the main line's ending, or
   * the result a summary line states (a record word is no result).
   */
  static void assertEnding(GameRecord g, String tsshogi) {
    Set<EndingKind> expected = endings(tsshogi);
    Optional<EndingKind> said =
        g.mainLine()
            .ending()
            .map(Ending::kind)
            .or(() -> g.result().map(o -> EndingKind.of(o.termination())));
    if (expected.isEmpty()) {
      assertTrue(said.isEmpty() && g.moves().isEmpty(), "no moves, no ending: " + said);
    } else {
      assertTrue(
          said.isPresent() && expected.contains(said.get()),
          "ending " + tsshogi + " but got " + said);
    }
  }

  static Set<EndingKind> endings(String tsshogi) {
    switch (tsshogi) {
      case "resign":
        return Set.of(EndingKind.RESIGNATION);
      case "interrupt":
        return Set.of(EndingKind.ABORT);
      case "mate":
        return Set.of(EndingKind.CHECKMATE);
      case "foulLose":
      case "foulWin":
        return Set.of(EndingKind.ILLEGAL_MOVE);
      case "timeout":
        return Set.of(EndingKind.TIME_LOSS);
      case "impass":
        return Set.of(EndingKind.AGREED_IMPASSE);
      case "repetitionDraw":
        return Set.of(EndingKind.SENNICHITE);
      case "enteringOfKing":
        return Set.of(EndingKind.IMPASSE_DECLARATION);
      case "start":
        return Set.of();
      case "any":
        return Set.of(EndingKind.values());
      default:
        throw new AssertionError("unknown tsshogi ending " + tsshogi);
    }
  }
}
