package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Fixtures: positions whose answer is known by reasoning (given in each test), limits, stopping.
 */
class MateSolverTest {
  private static MateResult solve(String sfen) {
    return MateSolver.solve(MateChecks.tsume(sfen), MateChecks.LIMITS);
  }

  /**
   * Gote king 1a boxed in by its own knight (2a) and pawn (2b); sente gold 2c guards 1b. P*1b would
   * mate, so it is the illegal drop-pawn mate (打ち歩詰め). The other checks fail: G-1b is taken by the
   * king, Gx2b is taken by the king and leaves only pawns in hand, which give no more than one
   * unsupported check at a time.
   */
  @Test
  void aDropPawnMateIsNotAMate() {
    String sfen = "7nk/7p1/7G1/9/9/9/9/9/9 b P2r2b3g4s3n4l16p 1";
    Position p = MateChecks.tsume(sfen);
    assertFalse(p.isLegal(Move.parseUsi("P*1b").orElseThrow()), "P*1b is 打ち歩詰め");
    MateResult r = solve(sfen);
    assertEquals(MateStatus.NO_MATE, r.status(), r.toString());
    assertTrue(r.pv().isEmpty());
    assertEquals(0, r.plies());
  }

  /**
   * Hands at their limits (31 pawns, 15 of another kind, board and hands together): the solver
   * proves a mate and its line replays with exact hands. One piece more of a kind is refused before
   * any search (it once ended in an internal error after a capture overflowed the packed hand).
   */
  @Test
  void handsAtTheirLimitsAreSolvedAndPastThemRefused() {
    Position p =
        Position.fromSfen(
            "6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b 28P14L14N13S15G15B15R 1",
            io.github.shogi4j.rules.Validation.LENIENT);
    MateResult r = MateSolver.solve(p, MateChecks.LIMITS);
    assertEquals(MateStatus.MATE, r.status(), r.toString());
    for (Position q : MateChecks.replay(p, r.pv())) {
      assertEquals(q, Position.fromSfen(q.toSfen(), io.github.shogi4j.rules.Validation.LENIENT));
    }
    assertThrows(
        io.github.shogi4j.rules.InvalidPositionException.class,
        () ->
            Position.fromSfen(
                "6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b 31P15L15N15S15G15B15R 1",
                io.github.shogi4j.rules.Validation.LENIENT));
  }

  /** The same box with a lance in hand instead: L*1b is checkmate, a mate in one. */
  @Test
  void theSameBoxWithALanceIsMateInOne() {
    Position p = MateChecks.tsume("7nk/7p1/7G1/9/9/9/9/9/9 b L2r2b3g4s3n3l17p 1");
    MateResult r = MateSolver.solve(p, MateChecks.LIMITS);
    assertEquals(MateStatus.MATE, r.status());
    assertEquals(1, r.plies());
    assertEquals(List.of("L*1b"), r.pvUsi());
    MateChecks.replay(p, r.pv());
  }

  /**
   * A lone rook in hand against a king in the middle of an empty board: every check leaves the king
   * a square off both of the rook's lines (or the rook next to the king, unprotected, to take).
   */
  @Test
  void aLoneRookCannotMate() {
    MateResult r = solve("9/9/9/9/4k4/9/9/9/9 b R2b4g4s4n4l18p 1");
    assertEquals(MateStatus.NO_MATE, r.status(), r.toString());
  }

  /**
   * Gote king 5a with golds on 4a and 6a, silvers on 4b and 6b and a pawn on 5b; sente has a pawn
   * on 5d and one in hand. A pawn checks the king only from 5b, which is occupied, and a drop on
   * file 5 would be nifu (二歩) anyway; nothing else of sente reaches the king. No check at all: no
   * mate.
   */
  @Test
  void noCheckAtAllIsNoMate() {
    MateResult r = solve("3gkg3/3sps3/9/4P4/9/9/9/9/9 b P2r2b2g2s4n4l15p 1");
    assertEquals(MateStatus.NO_MATE, r.status(), r.toString());
  }

  /** A defender without a king cannot be mated. */
  @Test
  void noKingNoMate() {
    Position p =
        Position.fromSfen("9/9/9/9/9/9/9/9/4K4 b R 1", io.github.shogi4j.rules.Validation.LENIENT);
    assertEquals(MateStatus.NO_MATE, MateSolver.solve(p, MateChecks.LIMITS).status());
  }

  @Test
  void aNodeLimitGivesAnUnknownAnswer() {
    MateCorpusTest.Problem p =
        MateCorpusTest.PROBLEMS.stream()
            .filter(x -> x.name().equals("kanju-kemuri"))
            .findFirst()
            .orElseThrow();
    MateResult r =
        MateSolver.solve(
            MateChecks.tsume(p.sfen()), MateLimits.none().withNodes(2000).withTableMegabytes(8));
    assertEquals(MateStatus.NODE_LIMIT, r.status());
    assertTrue(r.pv().isEmpty());
    assertTrue(r.nodes() >= 2000, "nodes " + r.nodes());
  }

  @Test
  void aTimeLimitGivesAnUnknownAnswer() {
    MateCorpusTest.Problem p =
        MateCorpusTest.PROBLEMS.stream()
            .filter(x -> x.name().equals("kanju-kemuri"))
            .findFirst()
            .orElseThrow();
    MateResult r =
        MateSolver.solve(
            MateChecks.tsume(p.sfen()),
            MateLimits.ofTime(Duration.ofMillis(300)).withTableMegabytes(8));
    assertEquals(MateStatus.TIMEOUT, r.status());
    assertTrue(r.pv().isEmpty());
  }

  @Test
  void aRunningSearchStopsWhenAsked() throws Exception {
    MateCorpusTest.Problem p =
        MateCorpusTest.PROBLEMS.stream()
            .filter(x -> x.name().equals("kanju-kemuri"))
            .findFirst()
            .orElseThrow();
    MateSearch search =
        MateSolver.start(MateChecks.tsume(p.sfen()), MateLimits.none().withTableMegabytes(8));
    assertEquals(Optional.empty(), search.await(Duration.ofMillis(300)), "still searching");
    assertFalse(search.isDone());
    search.stop();
    // A generous bound for a loaded CI machine; the benchmark reports the real stop latency.
    MateResult r = search.await(Duration.ofSeconds(2)).orElseThrow();
    assertEquals(MateStatus.STOPPED, r.status());
    assertTrue(search.isDone());
    assertEquals(r, search.await(), "the same answer to every wait");
    assertEquals(r, search.stopAndAwait(), "a second stop is harmless");
    assertEquals(r, search.result().toCompletableFuture().join());
  }

  @Test
  void argumentsAreChecked() {
    assertThrows(NullPointerException.class, () -> MateSolver.solve(null, MateLimits.none()));
    assertThrows(IllegalArgumentException.class, () -> MateLimits.none().withNodes(0));
    assertThrows(IllegalArgumentException.class, () -> MateLimits.ofTime(Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class, () -> MateResult.mate(2, List.of(), 0, Duration.ZERO));
  }
}
