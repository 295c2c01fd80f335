package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.util.List;
import org.junit.jupiter.api.Test;

class RandomSearcherTest {
  @Test
  void playsOnlyLegalMovesAndRepeatsItself() {
    RandomSearcher s = new RandomSearcher(7);
    for (long seed = 0; seed < 200; seed++) {
      RandomGame g = RandomGames.game(seed, 120);
      SearchRequest r = SearchRequest.of(g.start(), g.moves());
      SearchResult res = s.search(r, SearchLimits.none());
      Position p = r.position();
      if (p.hasLegalMoves()) {
        Move m = TestResults.move(res);
        assertTrue(p.isLegal(m), () -> "seed " + r);
        assertEquals(res, s.search(r, SearchLimits.none()));
      } else {
        assertInstanceOf(SearchResult.Resign.class, res);
      }
    }
  }

  @Test
  void resignsMatedInZeroWithoutALegalMoveInCheckOrNot() {
    Position checkmated = Position.fromSfen("4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1");
    Position noMove = Position.fromSfen("4k4/9/9/9/9/9/9/9/9 b - 1", Validation.LENIENT);
    for (Position p : List.of(checkmated, noMove)) {
      SearchResult res = new RandomSearcher(3).search(SearchRequest.of(p), SearchLimits.none());
      assertEquals("resign", res.toUsi(), p::toSfen);
      // No legal move loses in shogi whether or not in check (it said cp 0 out of check).
      assertEquals(
          new PovScore(Score.mated(), p.sideToMove()),
          ((SearchResult.Resign) res).score(),
          p::toSfen);
    }
  }

  @Test
  void keepsToTheSearchMoves() {
    Move only = Move.parseUsi("2g2f").orElseThrow();
    SearchResult res =
        new RandomSearcher(1)
            .search(
                SearchRequest.of(Position.initial()),
                SearchLimits.builder().searchMoves(List.of(only)).build());
    assertEquals(only, TestResults.move(res));
  }
}
