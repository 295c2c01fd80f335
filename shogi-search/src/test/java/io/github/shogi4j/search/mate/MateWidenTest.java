package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import org.junit.jupiter.api.Test;

/**
 * Widening the proof along the line: {@link Dfpn#proveCheck} proves single checks within a budget,
 * and the solver uses it to find mates shorter than the one its proof holds.
 */
class MateWidenTest {
  private static Dfpn dfpn(Board board) {
    return new Dfpn(
        board, new MateTable(8L << 20), Long.MAX_VALUE, System.nanoTime() + 60_000_000_000L);
  }

  private static int packed(Board board, String usi) {
    return board.complete(Move.parseUsi(usi).orElseThrow());
  }

  /** The lance drop of {@code MateSolverTest}'s box is checkmate; the table then proves it. */
  @Test
  void aMatingCheckIsProvedAndTheBoardLeftAsItWas() {
    Board board = Board.of(MateChecks.tsume("7nk/7p1/7G1/9/9/9/9/9/9 b L2r2b3g4s3n3l17p 1"));
    long key = board.key();
    Dfpn d = dfpn(board);
    int drop = packed(board, "L*1b");
    assertTrue(d.proveCheck(drop, 1000));
    assertEquals(key, board.key());
    assertTrue(
        d.table.isProven(
            Dfpn.keyAfter(Dfpn.boardKey(board), drop),
            Dfpn.handAfter(board.hand(board.sideToMove()), drop)));
  }

  /** A lone rook never mates (see {@code MateSolverTest}): its check is disproved. */
  @Test
  void aCheckThatDoesNotMateIsNotProved() {
    Board board = Board.of(MateChecks.tsume("9/9/9/9/4k4/9/9/9/9 b R2b4g4s4n4l18p 1"));
    Dfpn d = dfpn(board);
    assertFalse(d.proveCheck(packed(board, "R*5a"), 100_000));
    assertFalse(d.stopped(), "a disproof is no abort");
  }

  /** The budget ends the search of one check without stopping the solver. */
  @Test
  void theBudgetEndsOnlyThatSearch() {
    Board board =
        Board.of(
            MateChecks.tsume(
                MateCorpusTest.PROBLEMS.stream()
                    .filter(p -> p.name().equals("9fu"))
                    .findFirst()
                    .orElseThrow()
                    .sfen()));
    Dfpn d = dfpn(board);
    long key = board.key();
    assertFalse(
        d.proveCheck(packed(board, "L*1c"), 10), "the 61-ply mate is not proved in 10 nodes");
    assertFalse(d.stopped());
    assertEquals(key, board.key());
    assertTrue(d.nodes >= 10 && d.nodes < 100, "stopped at its budget: " + d.nodes);
  }

  /**
   * The nine-pawn problem (九歩, 61 plies): its proof holds a longer mate than the published one,
   * which the widening finds (checked against the published length and by replay).
   */
  @Test
  void theNinePawnProblemHasItsPublishedLength() {
    MateCorpusTest.Problem p =
        MateCorpusTest.PROBLEMS.stream()
            .filter(x -> x.name().equals("9fu"))
            .findFirst()
            .orElseThrow();
    Position start = MateChecks.tsume(p.sfen());
    MateResult r = MateSolver.solve(start, MateChecks.LIMITS);
    assertEquals(MateStatus.MATE, r.status(), r.toString());
    assertEquals(61, r.plies(), r.toString());
    MateChecks.replay(start, r.pv());
  }
}
