package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The mate length a proof keeps in the table, which the line extraction uses as an upper bound of
 * the position's value, is at least the published length of each corpus problem solved in CI (a
 * shorter one would make the extraction cut off the true line), and odd (the attacker moves first
 * and last).
 */
class ProofLengthTest {

  @TestFactory
  Stream<DynamicTest> proofLengthBoundsThePublishedLength() {
    return MateCorpusTest.PROBLEMS.stream()
        .map(
            p ->
                DynamicTest.dynamicTest(
                    p.name(),
                    () -> {
                      Assumptions.assumeTrue(
                          p.plies() <= MateConformanceTest.CI_MAX_PLIES,
                          "a " + p.plies() + "-ply problem is solved by the benchmark, not in CI");
                      Position start = MateChecks.tsume(p.sfen());
                      Board board = Board.of(start);
                      MateTable table = new MateTable(16L << 20);
                      Dfpn dfpn =
                          new Dfpn(board, table, 10_000_000, System.nanoTime() + 60_000_000_000L);
                      assertTrue(dfpn.solve(), p.name() + " is proved");
                      int proofLength =
                          table.provenLength(Dfpn.boardKey(board), board.hand(board.sideToMove()));
                      assertTrue(
                          proofLength >= p.plies(),
                          p.name()
                              + ": the proof's length "
                              + proofLength
                              + " bounds the published "
                              + p.plies());
                      assertTrue(
                          proofLength % 2 == 1,
                          p.name() + ": a mate by the side to move has odd length");
                    }));
  }
}
