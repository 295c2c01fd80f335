package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import java.nio.file.Files;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The tsume records of the shared corpus (詰将棋: a diagram with its solution). Their start positions
 * are transcribed by hand from the diagrams (BOD or CSA) of the named files, because reading the
 * formats is another module's job; the expected length is the record's move count. Problems longer
 * than {@link MateConformanceTest#CI_MAX_PLIES} run only in {@code MateBenchmark}.
 */
class MateCorpusTest {
  record Problem(String name, String file, String sfen, int plies) {}

  static final List<Problem> PROBLEMS =
      List.of(
          // 7手詰, まで7手詰
          new Problem(
              "taichitsume",
              "json-kifu-format/test/files/kif/taichitsume.kif",
              "6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS2r2b3gs3n3l15p 1",
              7),
          // 橋本孝治「ＳＯＳ」, まで7手で詰み
          new Problem(
              "hashimoto-sos",
              "Kifu-for-JS/packages/Kifu-for-JS/examples/files/kif/hashimoto-sos.kif",
              "9/9/3ppP3/3r5/3nkB3/5R3/3sgG3/9/9 b Gbg3s3n4l15p 1",
              7),
          new Problem(
              "32ryu-cumbersome",
              "Kifu-for-JS/packages/Kifu-for-JS/examples/files/kif/32ryu-cumbersome.kif",
              "7kl/5+R1b1/5K1p1/6+R2/9/8b/9/9/9 b 4g4s4n3l17p 1",
              9),
          // 手数：5手詰(参考), no moves in the file
          new Problem(
              "tsshogi-tsumeshogi",
              "tsshogi/inline/kakinoki__import-tsumeshogi__1.kif",
              "9/7S1/5P1k1/7pP/6P2/9/2B6/9/9 b 2rb4g3s4n4l14p 1",
              5),
          // 小林正美 近代将棋 1967年2月, まで49手詰
          new Problem(
              "kobayashi-kinsho-196702",
              "json-kifu-format/test/files/ki2/kobayashi_kinsho196702.ki2",
              "8k/2rrl4/2n2ln2/g3pp2p/3l4n/2lp5/g5p2/9/7+p1 b 2B2GN4s12p 1",
              49),
          // 九歩: まで61手詰 (also 9fu.kif, 9fu.csa)
          new Problem(
              "9fu",
              "json-kifu-format/test/files/ki2/9fu.ki2",
              "7pk/7p1/7p1/7p1/7p1/7p1/7p1/7p1/7p1 b 2R4L4s4n 1",
              61),
          // 伊藤看寿 将棋図巧 第99番「煙詰」, 117 moves in the file
          new Problem(
              "kanju-kemuri",
              "Kifu-for-JS/packages/Kifu-for-JS/examples/files/kif/kanju-kemuri.kif",
              "k1+P4n1/2L+P2sL1/r4+P+P1P/+BpP+Pl1+Rg1/NP1S+PP+p1g/2L+p1g+P1+P/Ps1G1+P1N1/1sN1P4/B8 b - 1",
              117));

  @TestFactory
  Stream<DynamicTest> corpusProblems() {
    return PROBLEMS.stream()
        .map(p -> DynamicTest.dynamicTest(p.name() + " (" + p.plies() + ")", () -> check(p)));
  }

  private static void check(Problem p) {
    assertTrue(
        Files.isRegularFile(MateChecks.shared().resolve("conformance/corpus").resolve(p.file())),
        "the record " + p.file() + " is in the corpus");
    Assumptions.assumeTrue(
        p.plies() <= MateConformanceTest.CI_MAX_PLIES,
        "a " + p.plies() + "-ply problem is solved by the benchmark (MateBenchmark), not in CI");
    Position start = MateChecks.tsume(p.sfen());
    MateResult r = MateSolver.solve(start, MateChecks.LIMITS);
    assertEquals(MateStatus.MATE, r.status(), p.name());
    assertEquals(p.plies(), r.plies(), r.toString());
    MateChecks.verifyDefences(start, r);
  }
}
