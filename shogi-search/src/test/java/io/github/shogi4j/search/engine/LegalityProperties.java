package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import org.junit.jupiter.api.Test;

/**
 * Never an illegal move: every level, over the rules test kit's random games (searched with their
 * history, so the repetition code runs too) and random positions (arrangements, positions in check,
 * positions without the attacker's king). The hard level runs under a node limit to keep the suite
 * fast; its move comes from the same code as with a time limit.
 */
class LegalityProperties {

  private static void legalOrResign(Searcher s, SearchLimits limits, SearchRequest r) {
    SearchResult res = s.search(r, limits);
    Position p = r.position();
    if (!p.hasLegalMoves()) {
      assertInstanceOf(SearchResult.Resign.class, res, r::toString);
      return;
    }
    if (res instanceof SearchResult.Play play) {
      Move m = play.move();
      assertTrue(p.isLegal(m), () -> s.name() + " played " + m + " in " + r);
      // the principal variation is legal all along
      Position q = p;
      for (Move pvMove : play.pv()) {
        assertTrue(q.isLegal(pvMove), () -> "pv " + play.pv() + " in " + r);
        q = q.play(pvMove);
      }
    } else {
      assertInstanceOf(SearchResult.DeclareWin.class, res, r::toString);
    }
  }

  private static void check(Searcher s, SearchLimits limits, int games, int positions) {
    qt().withFixedSeed(s.name().hashCode())
        .withExamples(games)
        .forAll(ShogiGenerators.games(160))
        .checkAssert(g -> legalOrResign(s, limits, SearchRequest.of(g.start(), g.moves())));
    qt().withFixedSeed(~s.name().hashCode())
        .withExamples(positions)
        .forAll(ShogiGenerators.positions())
        .checkAssert(p -> legalOrResign(s, limits, SearchRequest.of(p)));
  }

  @Test
  void easyPlaysOnlyLegalMoves() {
    check(Level.EASY.searcher(11), SearchLimits.none(), 40, 40);
  }

  @Test
  void normalPlaysOnlyLegalMoves() {
    check(Level.NORMAL.searcher(), SearchLimits.none(), 15, 15);
  }

  @Test
  void hardPlaysOnlyLegalMoves() {
    check(Level.HARD.searcher(), SearchLimits.nodes(4000), 15, 15);
  }

  @Test
  void hardWithHelperThreadsPlaysOnlyLegalMoves() {
    check(ThreadsTest.hard(2), SearchLimits.nodes(8000), 15, 15);
  }
}
