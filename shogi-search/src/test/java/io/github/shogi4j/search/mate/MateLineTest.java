package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Positions;
import org.junit.jupiter.api.Test;

/**
 * The bound tests of the line extraction ({@link MateLine#atMost}): one value per position, whatever
 * order the bounds are asked in, so that the reported length does not depend on the search's order.
 */
class MateLineTest {
  /** The 49-ply problem of the corpus (小林正美, 近代将棋 1967年2月) after its proof. */
  private static final String KOBAYASHI =
      "8k/2rrl4/2n2ln2/g3pp2p/3l4n/2lp5/g5p2/9/7+p1 b 2B2GN4s12p 1";
  /**
   * A corpus position (csa__import-custom-position__1.csa) with a recorded 11-ply mate, where the
   * futile-interposition rule and checks outside the proof meet: an earlier extraction answered 15
   * or 11 depending on the order of its bounds.
   */
  private static final String CUSTOM = "7n1/6gk1/6gpN/9/9/6b1P/9/9/9 b 2R2Gb4s2n4l16p 1";

  private record Proved(Board board, Dfpn dfpn) {
    MateLine line() {
      return new MateLine(board, board.sideToMove(), dfpn.table, dfpn.gen, () -> false,
          dfpn::solve);
    }
  }

  private static Proved prove(String sfen) {
    Board board = Positions.board(MateChecks.tsume(sfen));
    Dfpn dfpn = new Dfpn(board, new MateTable(8L << 20), Long.MAX_VALUE,
        System.nanoTime() + 60_000_000_000L);
    assertTrue(dfpn.solve(), "proved: " + sfen);
    return new Proved(board, dfpn);
  }

  private static void sameAnswersInBothOrders(String sfen, int expected) {
    Proved p = prove(sfen);
    MateLine ascending = p.line();
    for (int cap = 1; cap <= expected + 4; cap += 2) {
      assertEquals(cap >= expected, ascending.atMost(true, cap), "ascending, bound " + cap);
    }
    MateLine descending = p.line();
    for (int cap = expected + 4; cap >= 1; cap -= 2) {
      assertEquals(cap >= expected, descending.atMost(true, cap), "descending, bound " + cap);
    }
    assertEquals(expected, p.line().rootValue(1000));
  }

  @Test
  void theBoundsOfTheFortyNinePlyProblemAgreeInEitherOrder() {
    sameAnswersInBothOrders(KOBAYASHI, 49);
  }

  @Test
  void theBoundsOfAPositionWithFutileInterpositionsAgreeInEitherOrder() {
    sameAnswersInBothOrders(CUSTOM, 11);
  }

  @Test
  void aPositionBeyondTheLargestLengthAsked() {
    assertEquals(8, prove(CUSTOM).line().rootValue(7), "max + 1 when longer than max");
  }
}
