package io.github.shogi4j.search;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.time.Duration;
import java.util.List;

/** Helpers for tests that expect a search to play a move, and for clocks in USI's milliseconds. */
public final class TestResults {
  private TestResults() {}

  /**
   * The result as a move, failing the test when it is a resignation or a declaration.
   *
   * @param r the result
   * @return the move decision
   */
  public static SearchResult.Play played(SearchResult r) {
    return assertInstanceOf(SearchResult.Play.class, r, () -> "expected a move, got " + r);
  }

  /**
   * The move of a result that must be one.
   *
   * @param r the result
   * @return its move
   */
  public static Move move(SearchResult r) {
    return played(r).move();
  }

  /**
   * A move decision with an even score, searched one ply deep, as simple searchers of the tests
   * give it.
   *
   * @param position the position searched
   * @param move the move
   * @param time the time the search took
   * @return the result
   */
  public static SearchResult.Play playing(Position position, Move move, Duration time) {
    PvLine line =
        new PvLine(
            1,
            new PovScore(Score.cp(0), position.sideToMove()),
            PvLine.Bound.EXACT,
            1,
            List.of(move));
    return SearchResult.Play.of(line, 1, 1, time);
  }

  /**
   * A clock from USI's {@code go} values in milliseconds.
   *
   * @param btime sente's time
   * @param wtime gote's time
   * @param byoyomi the byoyomi
   * @param binc sente's increment
   * @param winc gote's increment
   * @return the clock
   */
  public static SearchLimits.Clock clock(
      long btime, long wtime, long byoyomi, long binc, long winc) {
    return new SearchLimits.Clock(
        Duration.ofMillis(btime),
        Duration.ofMillis(wtime),
        Duration.ofMillis(byoyomi),
        Duration.ofMillis(binc),
        Duration.ofMillis(winc));
  }
}
