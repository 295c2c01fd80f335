package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.RandomGames;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import org.junit.jupiter.api.Test;

/**
 * Never an illegal move: every level, over positions of seeded random games (with their history,
 * so repetition code runs too). The hard level runs under a node limit to keep the suite fast; its
 * move comes from the same code as with a time limit.
 */
class LegalityProperties {

  private static void legalOrResign(Searcher s, SearchLimits limits, long seed) {
    SearchRequest r = RandomGames.game(seed, 160);
    SearchResult res = s.search(r, limits);
    Position p = r.position();
    if (!p.hasLegalMoves()) {
      assertEquals(SearchResult.Decision.RESIGN, res.decision(), r::toString);
      return;
    }
    if (res.decision() == SearchResult.Decision.MOVE) {
      Move m = res.bestMove().orElseThrow();
      assertTrue(p.isLegal(m), () -> s.name() + " played " + m + " in " + r);
      // the principal variation is legal all along
      Position q = p;
      for (Move pvMove : res.pv()) {
        assertTrue(q.isLegal(pvMove), () -> "pv " + res.pv() + " in " + r);
        q = q.play(pvMove);
      }
    } else {
      assertEquals(SearchResult.Decision.DECLARE_WIN, res.decision(), r::toString);
    }
  }

  @Test
  void easyPlaysOnlyLegalMoves() {
    Searcher s = Level.EASY.searcher(11);
    qt().withFixedSeed(1).withExamples(60).forAll(longs().all())
        .checkAssert(seed -> legalOrResign(s, SearchLimits.none(), seed));
  }

  @Test
  void normalPlaysOnlyLegalMoves() {
    Searcher s = Level.NORMAL.searcher();
    qt().withFixedSeed(2).withExamples(25).forAll(longs().all())
        .checkAssert(seed -> legalOrResign(s, SearchLimits.none(), seed));
  }

  @Test
  void hardPlaysOnlyLegalMoves() {
    Searcher s = Level.HARD.searcher();
    qt().withFixedSeed(3).withExamples(25).forAll(longs().all())
        .checkAssert(seed -> legalOrResign(s, SearchLimits.nodes(4000), seed));
  }
}
