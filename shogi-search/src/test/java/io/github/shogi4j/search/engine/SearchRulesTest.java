package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Impasse;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import org.junit.jupiter.api.Test;

/** The search follows the rules its request carries: declaration, perpetual check, move limit. */
class SearchRulesTest {
  /** Sente's king and ten pieces in gote's camp: 29 points with the hand (RB). */
  private static final Position P29 =
      Position.fromSfen("+R+BGGSSNL1/4K4/PPP6/9/9/9/9/9/4k4 b RB 1", Validation.LENIENT);

  /** The same with two golds in hand too: 31 points. */
  private static final Position P31 =
      Position.fromSfen("+R+BGGSSNL1/4K4/PPP6/9/9/9/9/9/4k4 b RB2G 1", Validation.LENIENT);

  private static SearchResult search(SearchRequest request) {
    return Level.NORMAL.searcher().search(request, SearchLimits.depth(3));
  }

  @Test
  void theDeclarationFollowsTheGamesImpasseRule() {
    assertEquals(Impasse.Verdict.WIN, Impasse.declaration(P29, ImpasseRule.POINTS_27).verdict());
    assertEquals(Impasse.Verdict.DRAW, Impasse.declaration(P29, ImpasseRule.POINTS_24).verdict());
    assertInstanceOf(
        SearchResult.DeclareWin.class, search(SearchRequest.of(Game.start(P29, Rules.CSA))));
    // 29 points draw under the 24-point rule: no winning declaration, so the searcher plays on
    assertInstanceOf(SearchResult.Play.class, search(SearchRequest.of(Game.start(P29, Rules.JSA))));
    assertInstanceOf(
        SearchResult.Play.class,
        search(SearchRequest.of(Game.start(P29, Rules.CSA.withImpasseRule(ImpasseRule.NONE)))));
    assertInstanceOf(
        SearchResult.Play.class, search(SearchRequest.of(P29).withRules(Rules.CASUAL)));
    // 31 points win under the 24-point rule too
    assertEquals(Impasse.Verdict.WIN, Impasse.declaration(P31, ImpasseRule.POINTS_24).verdict());
    assertInstanceOf(
        SearchResult.DeclareWin.class, search(SearchRequest.of(Game.start(P31, Rules.JSA))));
  }

  @Test
  void aRequestWithoutAGameCarriesTheDefaultRules() {
    assertEquals(SearchRequest.DEFAULT_RULES, SearchRequest.of(P29).rules());
    assertEquals(Rules.JSA, SearchRequest.of(Game.start(P29, Rules.JSA)).rules());
    assertEquals(
        Rules.JSA,
        SearchRequest.of(Game.start(P29, Rules.JSA)).play(P29.legalMoves().get(0)).rules());
    assertNotEquals(SearchRequest.of(P29), SearchRequest.of(P29).withRules(Rules.JSA));
  }

  /**
   * Sente, a bishop down, has checked with its rook from 1c and 2c while gote's king went 1a-2a-1a;
   * checking from 1c again repeats the position with sente checking throughout. Where perpetual
   * check loses that move loses; where it is a plain draw, it is sente's best (a draw a bishop
   * down).
   */
  @Test
  void perpetualCheckIsADrawWhereTheRulesSaySo() {
    Game g =
        Game.start(
            Position.fromSfen("8k/9/7R1/9/9/9/9/9/K8 b rb 1", Validation.LENIENT),
            Rules.CSA.withoutMoveLimit());
    for (String m : new String[] {"2c1c", "1a2a", "1c2c", "2a1a"}) {
      g = g.playUsi(m);
    }
    SearchResult loses = search(SearchRequest.of(g));
    assertNotEquals("2c1c", loses.toUsi(), loses.toString());
    SearchResult draws =
        search(
            SearchRequest.of(g)
                .withRules(Rules.CSA.withoutMoveLimit().withPerpetualCheckLoses(false)));
    assertEquals("2c1c", draws.toUsi(), draws.toString());
    assertEquals(Score.cp(0), TestResults.played(draws).score().relative());
  }

  /** A bishop ahead, one move before the move limit: every move draws, so the score is 0. */
  @Test
  void theMoveLimitDrawsInTheSearch() {
    Position p = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b RB 1", Validation.LENIENT);
    Score free =
        TestResults.played(search(SearchRequest.of(Game.start(p, Rules.JSA)))).score().relative();
    assertTrue(free.compareTo(Score.cp(500)) > 0, free.toString());
    Score limited =
        TestResults.played(search(SearchRequest.of(Game.start(p, Rules.JSA.withMoveLimit(1)))))
            .score()
            .relative();
    assertEquals(Score.cp(0), limited);
  }
}
