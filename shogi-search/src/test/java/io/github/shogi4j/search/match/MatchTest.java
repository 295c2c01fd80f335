package io.github.shogi4j.search.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.TestResults;
import io.github.shogi4j.search.engine.RandomSearcher;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Matches between in-process searchers: colors, adjudication, results and the Elo estimate. */
@Timeout(60)
class MatchTest {
  private static final TimeControl FAST = TimeControl.byoyomi(Duration.ofMillis(200));

  /** A searcher answering by a function of the request. */
  private static Searcher scripted(String name, Function<SearchRequest, SearchResult> answer) {
    return new Searcher() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public SearchResult search(
          SearchRequest request,
          SearchLimits limits,
          SearchListener listener,
          SearchControl control) {
        return answer.apply(request);
      }
    };
  }

  private static SearchResult play(SearchRequest request, String usi) {
    return TestResults.playing(request.position(), Move.parseUsi(usi).orElseThrow(), Duration.ZERO);
  }

  /** Plays the first of the moves that is legal. */
  private static Searcher preferring(String name, String... moves) {
    return scripted(
        name,
        r -> {
          for (String m : moves) {
            if (r.position().isLegal(Move.parseUsi(m).orElseThrow())) {
              return play(r, m);
            }
          }
          throw new AssertionError("no preferred move is legal in " + r.position().toSfen());
        });
  }

  @Test
  void randomPlayersAlternateColorsAndEveryGameIsAdjudicatedByTheRules() {
    Searcher a = new RandomSearcher(1);
    Searcher b = new RandomSearcher(2);
    List<Integer> started = new ArrayList<>();
    MatchResult r =
        new Match(a, b, MatchConfig.of(4, FAST).withRules(Rules.CSA.withMoveLimit(60)))
            .run(
                new MatchListener() {
                  @Override
                  public void gameStarted(int number, String senteName, String goteName) {
                    started.add(number);
                  }
                });
    assertEquals(List.of(1, 2, 3, 4), started);
    assertEquals(4, r.games().size());
    for (MatchGame g : r.games()) {
      assertEquals(g.number() % 2 == 1, g.firstPlaysSente());
      assertEquals(g.game().ply(), g.timePerMove().size());
      // The recorded outcome is the one the rules give for the moves played.
      Game replayed =
          Game.replay(g.game().startPosition(), g.game().moves(), Rules.CSA.withMoveLimit(60));
      assertEquals(replayed.outcome(), g.game().outcome(), g.detail());
      assertTrue(
          List.of(
                  Termination.CHECKMATE,
                  Termination.MAX_MOVES,
                  Termination.SENNICHITE,
                  Termination.PERPETUAL_CHECK)
              .contains(g.reason()),
          g.detail());
    }
    assertEquals(4, r.wins(0) + r.wins(1) + r.draws());
  }

  @Test
  void resigningLoses() {
    Searcher resigner =
        scripted(
            "resigner",
            req ->
                new SearchResult.Resign(
                    new PovScore(Score.cp(-500), req.position().sideToMove()), 0, Duration.ZERO));
    MatchResult r =
        new Match(new RandomSearcher(3), resigner, MatchConfig.of(2, FAST)).run(MatchListener.NONE);
    for (MatchGame g : r.games()) {
      assertEquals(Termination.RESIGNATION, g.reason());
      assertEquals(Optional.of(0), g.winnerIndex());
    }
    // Game 2: the resigner has sente and resigns before any move.
    assertEquals(0, r.games().get(1).game().ply());
    assertEquals(Outcome.win(Color.GOTE, Termination.RESIGNATION), r.games().get(1).outcome());
    assertEquals(2, r.wins(0));
  }

  @Test
  void anIllegalMoveLoses() {
    // 5i5h is sente's king: illegal for gote, which the cheater always is in game 1.
    Searcher cheater = scripted("cheater", req -> play(req, "5i5h"));
    MatchGame g =
        new Match(new RandomSearcher(4), cheater, MatchConfig.of(1, FAST))
            .play(1, MatchListener.NONE);
    assertEquals(
        Outcome.illegalMove(Color.SENTE, IllegalMoveReason.NOT_YOUR_PIECE),
        g.outcome(),
        "the outcome names the rule: the piece on 5i is sente's king");
    assertEquals(1, g.game().ply());
    assertTrue(g.detail().contains("5i5h"), g.detail());
  }

  @Test
  void aSlowMoveLosesOnTime() {
    Searcher sleeper =
        scripted(
            "sleeper",
            req -> {
              try {
                Thread.sleep(400);
              } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
              }
              return play(req, "3c3d");
            });
    TimeControl tight =
        new TimeControl(
            Duration.ZERO, Duration.ofMillis(100), Duration.ZERO, Duration.ofMillis(50));
    MatchGame g =
        new Match(preferring("p", "7g7f"), sleeper, MatchConfig.of(1, tight))
            .play(1, MatchListener.NONE);
    assertEquals(Outcome.win(Color.SENTE, Termination.TIME_LOSS), g.outcome());
    assertTrue(g.detail().contains("100 ms allowed + 50 ms tolerance"), g.detail());
  }

  @Test
  void aFailingSearcherLosesWithAnError() {
    Searcher broken =
        scripted(
            "broken",
            req -> {
              throw new IllegalStateException("out of cheese");
            });
    MatchGame g =
        new Match(broken, new RandomSearcher(5), MatchConfig.of(1, FAST))
            .play(1, MatchListener.NONE);
    assertEquals(Outcome.win(Color.GOTE, Termination.ERROR), g.outcome());
    assertTrue(g.detail().contains("out of cheese"), g.detail());
  }

  @Test
  void repetitionIsSennichiteAndDrawn() {
    Searcher sente = preferring("rook shuffler", "2h3h", "3h2h");
    Searcher gote = preferring("rook shuffler 2", "8b7b", "7b8b");
    MatchGame g = new Match(sente, gote, MatchConfig.of(1, FAST)).play(1, MatchListener.NONE);
    assertEquals(Outcome.noWinner(Termination.SENNICHITE), g.outcome());
    assertEquals(12, g.game().ply());
    assertEquals(Optional.empty(), g.winnerIndex());
  }

  @Test
  void declarationsAreJudged() {
    Searcher declarer = scripted("declarer", req -> new SearchResult.DeclareWin(0, Duration.ZERO));
    // From the start a declaration is wrong: it loses.
    MatchGame wrong =
        new Match(declarer, new RandomSearcher(6), MatchConfig.of(1, FAST))
            .play(1, MatchListener.NONE);
    assertEquals(Outcome.win(Color.GOTE, Termination.IMPASSE_DECLARATION), wrong.outcome());
    // From an entered king with 28 points, it wins under the 27-point rule.
    List<SearchRequest> entered =
        MatchConfig.readOpenings(
            List.of("sfen +P+P+P+P+P+P+P+P1/K+R+B6/9/9/9/9/9/9/8k b RB 1"), Rules.CSA);
    MatchGame right =
        new Match(declarer, new RandomSearcher(6), MatchConfig.of(1, FAST).withOpenings(entered))
            .play(1, MatchListener.NONE);
    assertEquals(Outcome.win(Color.SENTE, Termination.IMPASSE_DECLARATION), right.outcome());
    // Under rules without declarations, declaring is an illegal action.
    MatchGame none =
        new Match(declarer, new RandomSearcher(6), MatchConfig.of(1, FAST).withRules(Rules.CASUAL))
            .play(1, MatchListener.NONE);
    assertEquals(Outcome.win(Color.GOTE, Termination.ILLEGAL_MOVE), none.outcome());
  }

  @Test
  void searchersAreAskedUnderTheMatchRules() {
    List<Rules> seen = new java.util.ArrayList<>();
    Searcher watcher =
        scripted(
            "watcher",
            req -> {
              seen.add(req.rules());
              return new SearchResult.Resign(
                  new PovScore(Score.mated(), req.position().sideToMove()), 0, Duration.ZERO);
            });
    Rules rules = Rules.JSA.withMoveLimit(40);
    new Match(watcher, new RandomSearcher(6), MatchConfig.of(1, FAST).withRules(rules))
        .play(1, MatchListener.NONE);
    assertEquals(List.of(rules), seen);
  }

  /**
   * An entered king with 29 points: a winning declaration under the 27-point rule, a draw under the
   * 24-point rule. Under the latter the engine plays on instead of declaring.
   */
  @Test
  void theEngineDeclaresOnlyWhereTheMatchRulesLetItWin() {
    String p29 = "sfen +R+BGGSSNL1/4K4/PPP6/9/9/9/9/9/4k4 b RB 1";
    Searcher engine = io.github.shogi4j.search.engine.Level.EASY.searcher();
    Rules csa = Rules.CSA.withMoveLimit(2);
    MatchGame declared =
        new Match(
                engine,
                new RandomSearcher(6),
                MatchConfig.of(1, FAST)
                    .withRules(csa)
                    .withOpenings(MatchConfig.readOpenings(List.of(p29), csa)))
            .play(1, MatchListener.NONE);
    assertEquals(Outcome.win(Color.SENTE, Termination.IMPASSE_DECLARATION), declared.outcome());
    Rules jsa = Rules.JSA.withMoveLimit(2);
    MatchGame played =
        new Match(
                engine,
                new RandomSearcher(6),
                MatchConfig.of(1, FAST)
                    .withRules(jsa)
                    .withOpenings(MatchConfig.readOpenings(List.of(p29), jsa)))
            .play(1, MatchListener.NONE);
    assertEquals(Termination.MAX_MOVES, played.outcome().termination(), played.detail());
  }

  @Test
  void openingsArePlayedTwiceWithColorsSwapped() {
    List<SearchRequest> openings =
        MatchConfig.readOpenings(
            List.of(
                "# two openings",
                "startpos moves 7g7f 3c3d",
                "",
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2"),
            Rules.CSA);
    assertEquals(2, openings.size());
    MatchResult r =
        new Match(
                new RandomSearcher(7),
                new RandomSearcher(8),
                MatchConfig.of(4, FAST)
                    .withOpenings(openings)
                    .withRules(Rules.CSA.withMoveLimit(20)))
            .run(MatchListener.NONE);
    List<MatchGame> g = r.games();
    assertEquals(openings.get(0).moves(), g.get(0).game().moves().subList(0, 2));
    assertEquals(openings.get(0).moves(), g.get(1).game().moves().subList(0, 2));
    assertEquals(List.of(Duration.ZERO, Duration.ZERO), g.get(0).timePerMove().subList(0, 2));
    assertEquals(openings.get(1).start(), g.get(2).game().startPosition());
    assertEquals(openings.get(1).start(), g.get(3).game().startPosition());
    assertTrue(g.get(2).firstPlaysSente() && !g.get(3).firstPlaysSente());
  }

  @Test
  void badOpeningsAreRefusedWithTheirLine() {
    OpeningsException e =
        assertThrows(
            OpeningsException.class,
            () ->
                MatchConfig.readOpenings(
                    List.of("startpos", "startpos moves 7g7f 7g7f"), Rules.CSA));
    assertEquals(2, e.line());
    OpeningsException over =
        assertThrows(
            OpeningsException.class,
            () ->
                MatchConfig.readOpenings(
                    List.of("sfen 4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1"), Rules.CSA));
    assertEquals(1, over.line());
    assertTrue(over.getMessage().contains("over"), over.getMessage());
  }

  @Test
  void eloFollowsTheLogisticModelWithA95PercentError() {
    EloEstimate e = EloEstimate.of(30, 0, 10);
    assertEquals(0.75, e.score(), 1e-12);
    assertEquals(190.8485, e.elo(), 1e-3);
    assertEquals(135.5792, e.error(), 1e-3);
    EloEstimate even = EloEstimate.of(10, 20, 10);
    assertEquals(0, even.elo(), 1e-9);
    assertEquals(77.3887, even.error(), 1e-3);
    assertEquals(Double.POSITIVE_INFINITY, EloEstimate.of(5, 0, 0).elo());
    assertTrue(Double.isNaN(EloEstimate.of(0, 0, 0).elo()));
  }
}
