package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class RepetitionTest {
  private static Move usi(String s) {
    return Move.parseUsi(s).orElseThrow();
  }

  /** Whether the game, as the rules adjudicate it, ends in a loss by perpetual check. */
  private static boolean perpetualCheckLoss(SearchRequest r) {
    Game g = Game.replay(r.start(), r.moves(), Rules.JSA);
    return g.outcome().map(o -> o.termination() == Termination.PERPETUAL_CHECK).orElse(false);
  }

  private static int occurrences(List<Position> game, Position p) {
    return (int) game.stream().filter(p::equals).count();
  }

  // Sente, a rook and a gold against gote's four pieces, has chased the king 9a-8a with rook
  // checks from 9i and 8i twice round; another 9i8i and 8a9a makes the fourth occurrence of the
  // start with sente checking throughout: 連続王手の千日手, a loss for sente.
  private static final String PERPETUAL =
      "sfen k2gs4/9/9/9/9/9/9/9/1R5GK b bg 1 moves "
          + "8i9i 9a8a 9i8i 8a9a 8i9i 9a8a 9i8i 8a9a 8i9i 9a8a";

  @Test
  void perpetualFixtureLosesForTheChecker() {
    SearchRequest r = SearchRequest.ofUsi(PERPETUAL).play(usi("9i8i")).play(usi("8a9a"));
    assertTrue(perpetualCheckLoss(r));
  }

  @ParameterizedTest
  @EnumSource(Level.class)
  void noLevelContinuesALosingPerpetualCheck(Level level) {
    SearchRequest r = SearchRequest.ofUsi(PERPETUAL);
    SearchResult res = level.searcher(3).search(r, SearchLimits.none());
    Move m = TestResults.move(res);
    assertNotEquals(usi("9i8i"), m, "the check that lets gote complete the perpetual");
    for (Move reply : r.position().play(m).legalMoves()) {
      assertTrue(!perpetualCheckLoss(r.play(m).play(reply)), m + " " + reply);
    }
  }

  // Sente is a rook, a bishop and a gold up and has shuffled its rook 2h-2i three times while the
  // gote king went 5a-4a; 2i2h now would let 4a5a make the fourth occurrence: a draw.
  private static final String WINNING =
      "sfen 4k4/9/9/9/9/9/9/7R1/4K4 b BG 1 moves "
          + "2h2i 5a4a 2i2h 4a5a 2h2i 5a4a 2i2h 4a5a 2h2i 5a4a";

  @Test
  void hardTakesAWinningLineFreeOfRepetition() {
    SearchRequest r = SearchRequest.ofUsi(WINNING);
    assertEquals(3, occurrences(r.positions(), r.position()));
    SearchResult.Play res =
        TestResults.played(Level.HARD.searcher().search(r, SearchLimits.none()));
    Move m = res.move();
    Position next = r.position().play(m);
    assertEquals(0, occurrences(r.positions(), next), () -> m + " repeats a position");
    assertTrue(res.score().relative().compareTo(Score.cp(1000)) > 0, () -> "score " + res.score());
  }

  @Test
  void theLosingSideTakesTheDrawByRepetition() {
    // colors of the material reversed: sente, far behind, can draw by repeating
    String losing =
        "sfen 4k4/9/9/9/9/9/9/7R1/4K4 b rbg 1 moves "
            + "2h2i 5a4a 2i2h 4a5a 2h2i 5a4a 2i2h 4a5a 2h2i 5a4a";
    SearchRequest r = SearchRequest.ofUsi(losing);
    SearchResult.Play res =
        TestResults.played(Level.HARD.searcher().search(r, SearchLimits.depth(4)));
    assertEquals(usi("2i2h"), res.move());
    assertEquals(Score.cp(0), res.score().relative());
  }
}
