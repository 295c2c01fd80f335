package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

@Timeout(value = 30, unit = TimeUnit.SECONDS)
class CsaPlayerTest {

  static CsaClient.Config config(int port, String id) {
    return CsaClient.Config.of("127.0.0.1", port, id, "pw")
        .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(3), Duration.ofSeconds(3))
        .withKeepAlive(Duration.ZERO);
  }

  static CsaPlayer.Config playerConfig() {
    return CsaPlayer.Config.defaults()
        .withMargin(Duration.ofMillis(200))
        .withWaits(Duration.ofSeconds(5), Duration.ofSeconds(5))
        .withReconnects(2, Duration.ofMillis(10));
  }

  /** Logs the peer in, offers the game and starts it once agreed. */
  static void start(CsaTestServer.Peer p, String yourTurn, String time, String position)
      throws Exception {
    p.login();
    p.send(Summaries.lines(Summaries.summary(yourTurn, time, position)));
    p.expect("AGREE test-game-1");
    p.send("START:test-game-1");
  }

  @Test
  void twoClientsPlayAWholeGameThroughTheReferee() throws Exception {
    Referee referee = new Referee();
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer a = s.next();
              CsaTestServer.Peer b = s.next();
              a.login();
              b.login();
              List<String> summary =
                  new ArrayList<>(Summaries.summary("+", Summaries.time(60, 1), Summaries.EVEN));
              summary.set(summary.indexOf("Max_Moves:256"), "Max_Moves:40");
              summary.set(summary.indexOf("Name+:alice"), "Name+:" + a.name);
              summary.set(summary.indexOf("Name-:bob"), "Name-:" + b.name);
              a.send(Summaries.lines(summary));
              summary.set(summary.indexOf("Your_Turn:+"), "Your_Turn:-");
              b.send(Summaries.lines(summary));
              a.expect("AGREE");
              b.expect("AGREE");
              a.send("START:test-game-1");
              b.send("START:test-game-1");
              referee.play(
                  a,
                  b,
                  Game.start(io.github.shogi4j.rules.Position.initial(), Referee.rules(40)),
                  60,
                  1);
            })) {
      CsaPlayer.Config pc = playerConfig().withPvComments(true);
      CompletableFuture<List<CsaGame>> first =
          CompletableFuture.supplyAsync(
              () ->
                  new CsaPlayer(new RandomSearcher(1), pc)
                      .run(config(server.port(), "one"), 1, CsaListener.NONE));
      CompletableFuture<List<CsaGame>> second =
          CompletableFuture.supplyAsync(
              () ->
                  new CsaPlayer(new RandomSearcher(2), pc)
                      .run(config(server.port(), "two"), 1, CsaListener.NONE));
      CsaGame g1 = first.get(20, TimeUnit.SECONDS).get(0);
      CsaGame g2 = second.get(20, TimeUnit.SECONDS).get(0);
      server.finish();
      assertEquals(referee.moves.size(), g1.game().ply());
      assertEquals(g1.game().moves(), g2.game().moves());
      assertEquals(g1.outcome(), g2.outcome());
      assertTrue(
          referee.result.startsWith(g1.end().reason().map(r -> "#" + r).orElseThrow()),
          referee.result + " vs " + g1.end());
      assertTrue(g1.you() != g2.you());
      // every move carried floodgate's comment: score then the variation from the move itself
      for (String c : referee.comments) {
        assertTrue(c.matches("\\* -?[0-9]+( [+-][0-9]{4}[A-Z]{2})*"), c);
      }
      // the record reads back with the same moves and result
      GameRecord back =
          Kifu.parseRecord(
              CsaWriter.v30().write(g1.toRecord(), WriteOptions.defaults()), KifuFormat.CSA);
      assertEquals(g1.game().moves(), back.moves().stream().map(m -> m.move()).toList());
      assertEquals(Optional.of(g1.outcome()), back.result());
    }
  }

  /**
   * Plays two moves as sente, then reads the server's result lines. The game as played takes the
   * server's result as its outcome unless it contradicts it ({@code local} false): after three
   * moves the position has not repeated, the move limit is far, gote is to move (so sente's clock
   * was not running) and gote's declaration would lose.
   */
  @ParameterizedTest
  @CsvSource(
      delimiter = '|',
      value = {
        "%TORYO,#RESIGN,#WIN | SENTE | RESIGNATION | true",
        "#TIME_UP,#LOSE | GOTE | TIME_LOSS | false",
        "#TIME_UP,#WIN | SENTE | TIME_LOSS | true",
        "#SENNICHITE,#DRAW | | SENNICHITE | false",
        "#OUTE_SENNICHITE,#LOSE | GOTE | PERPETUAL_CHECK | false",
        "#ILLEGAL_MOVE,#WIN | SENTE | ILLEGAL_MOVE | true",
        "%KACHI,#JISHOGI,#LOSE | GOTE | IMPASSE_DECLARATION | false",
        "%KACHI,#ILLEGAL_MOVE,#WIN | SENTE | IMPASSE_DECLARATION | true",
        "#JISHOGI,#DRAW | | AGREED_IMPASSE | true",
        "#MAX_MOVES,#CENSORED | | MAX_MOVES | false",
        "#CHUDAN | | ABORT | true"
      })
  void eachResultLineEndsTheGame(String lines, Color winner, Termination termination, boolean local)
      throws Exception {
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              start(p, "+", Summaries.time(60, 10), Summaries.EVEN);
              String mine = p.line();
              p.send(mine + ",T1", "-3334FU,T2");
              String second = p.line();
              p.send(second + ",T0");
              p.send(lines.split(","));
              p.lineWithin(500);
            })) {
      CsaClient c = CsaClient.connect(config(server.port(), "alice"), l -> {});
      GameSummary summary = c.awaitGame(Duration.ofSeconds(3));
      assertTrue(c.agree(summary));
      CsaGame g =
          new CsaPlayer(new RandomSearcher(7), playerConfig()).play(c, summary, CsaListener.NONE);
      c.close();
      server.finish();
      assertEquals(new Outcome(Optional.ofNullable(winner), termination), g.outcome());
      assertEquals(3, g.game().ply());
      assertEquals(List.of(1L, 2L, 0L), g.charges());
      assertEquals(local ? Optional.of(g.outcome()) : Optional.empty(), g.game().outcome());
      assertEquals(!local, g.detail().contains("the rules here refuse the server's result"));
    }
  }

  /** A searcher that takes its time and ignores stop requests. */
  static final class Sleeper implements Searcher {
    private final long millis;

    Sleeper(long millis) {
      this.millis = millis;
    }

    @Override
    public String name() {
      return "sleeper";
    }

    @Override
    public SearchResult search(
        SearchRequest request,
        SearchLimits limits,
        SearchListener listener,
        SearchControl control) {
      try {
        Thread.sleep(millis);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      Move m = request.position().legalMoves().get(0);
      return TestResults.playing(request.position(), m, Duration.ofMillis(millis));
    }
  }

  @Test
  void theCommentGivesTheScoreFromSentesViewThenTheVariationInCsa() {
    Position afterP76 = Position.initial().playUsi("7g7f");
    List<Move> pv = List.of(usi("3c3d"), usi("2g2f"));
    // gote to move and 120 up: sente's view is -120
    assertEquals(
        "-120 -3334FU +2726FU", CsaPlayer.comment(line(afterP76, Score.cp(120), pv), afterP76));
    assertEquals(
        "-100000 -3334FU +2726FU", CsaPlayer.comment(line(afterP76, Score.mate(5), pv), afterP76));
    assertEquals(
        "100000 -3334FU +2726FU", CsaPlayer.comment(line(afterP76, Score.mate(-4), pv), afterP76));
    Position start = Position.initial();
    assertEquals(
        "35 +7776FU", CsaPlayer.comment(line(start, Score.cp(35), List.of(usi("7g7f"))), start));
  }

  private static Move usi(String s) {
    return Move.parseUsi(s).orElseThrow();
  }

  private static SearchResult.Play line(Position p, Score score, List<Move> pv) {
    return SearchResult.Play.of(
        new PvLine(1, new PovScore(score, p.sideToMove()), PvLine.Bound.EXACT, pv.size(), pv),
        pv.size(),
        1,
        Duration.ZERO);
  }

  @Test
  void aSlowMoveLosesOnTime() throws Exception {
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              start(p, "+", Summaries.time(0, 1), Summaries.EVEN);
              if (p.lineWithin(1000) != null) {
                throw new AssertionError("the move came in time");
              }
              p.send("#TIME_UP", "#LOSE");
              p.lineWithin(5000); // the late move
            })) {
      CsaClient c = CsaClient.connect(config(server.port(), "alice"), l -> {});
      GameSummary summary = c.awaitGame(Duration.ofSeconds(3));
      assertTrue(c.agree(summary));
      CsaGame g =
          new CsaPlayer(new Sleeper(1800), playerConfig().withMargin(Duration.ofMillis(0)))
              .play(c, summary, CsaListener.NONE);
      c.close();
      server.finish();
      assertEquals(Outcome.win(Color.GOTE, Termination.TIME_LOSS), g.outcome());
      assertEquals(0, g.game().ply());
    }
  }

  @Test
  void aDroppedConnectionIsResumedAfterLoggingInAgain() throws Exception {
    String[] first = new String[1];
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              start(p, "+", Summaries.time(60, 10), Summaries.EVEN);
              first[0] = p.line();
              p.send(first[0] + ",T0");
              p.close();
              CsaTestServer.Peer again = s.next();
              // the server offers the game again with its move so far and the time used
              start(again, "+", Summaries.time(60, 10), Summaries.EVEN + "\n" + first[0] + ",T7");
              again.send("-3334FU,T4");
              String mine = again.line();
              again.send(mine + ",T1");
              again.send("%TORYO,T2", "#RESIGN", "#WIN");
            })) {
      AtomicInteger reconnects = new AtomicInteger();
      List<CsaGame> games =
          new CsaPlayer(new RandomSearcher(3), playerConfig())
              .run(
                  config(server.port(), "alice"),
                  1,
                  new CsaListener() {
                    @Override
                    public void reconnecting(int attempt, CsaProtocolException cause) {
                      reconnects.incrementAndGet();
                      assertEquals(CsaProtocolException.Kind.CLOSED, cause.kind());
                    }
                  });
      server.finish();
      assertEquals(1, reconnects.get());
      assertEquals(1, games.size());
      CsaGame g = games.get(0);
      assertEquals(3, g.game().ply());
      assertEquals(List.of(7L, 4L, 1L), g.charges());
      assertEquals(Outcome.win(Color.SENTE, Termination.RESIGNATION), g.outcome());
    }
  }

  @Test
  void keepAliveGoesOutWhileIdle() throws Exception {
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.login();
              if (p.lineWithin(2600) != null) {
                throw new AssertionError("a line that is not a keep-alive");
              }
              if (p.blankLines < 2) {
                throw new AssertionError("keep-alives in 2.6 s at 1 s: " + p.blankLines);
              }
              p.send("", ""); // blank lines from the server are skipped as well
              p.send(Summaries.lines(Summaries.summary("-", "", Summaries.EVEN)));
            })) {
      try (CsaClient c =
          CsaClient.connect(
              config(server.port(), "alice").withKeepAlive(Duration.ofSeconds(1)), l -> {})) {
        assertTrue(c.noDelay(), "TCP no-delay");
        assertEquals(Color.GOTE, c.awaitGame(Duration.ofSeconds(5)).yourTurn());
      }
      server.finish();
    }
  }

  @Test
  void extendedModeSkipsItsInformationLinesAndAsksForAGame() throws Exception {
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              String login = p.login();
              if (!login.endsWith(" x1")) {
                throw new AssertionError(login);
              }
              p.expect("%%GAME test-60-0 *");
              p.send("##[CHAT][bob] hello", "##[GAME] waiting");
              p.send(Summaries.lines(Summaries.summary("-", "", Summaries.EVEN)));
              p.expect("AGREE test-game-1");
              p.send("START:test-game-1", "##[MONITOR] something");
              p.send("+7776FU,T1");
              String mine = p.line();
              p.send(mine + ",T0", "%TORYO,T1", "#RESIGN", "#WIN");
              p.expect("LOGOUT");
              p.send("LOGOUT:completed");
            })) {
      List<CsaGame> games =
          new CsaPlayer(new RandomSearcher(4), playerConfig().withX1Game(Optional.of("test-60-0")))
              .run(config(server.port(), "bob").withX1(true), 1, CsaListener.NONE);
      server.finish();
      assertEquals(Outcome.win(Color.GOTE, Termination.RESIGNATION), games.get(0).outcome());
    }
  }

  @ParameterizedTest
  @org.junit.jupiter.params.provider.ValueSource(booleans = {true, false})
  void declaresAWinWhenTheRuleGivesOne(boolean echoed) throws Exception {
    // sente: king on 5b, both rooks and bishops and eight golds and silvers in the camp (28
    // points with the hand), gote's king alone far away
    String position =
        String.join(
            "\n",
            "P1+HI+HI+KA+KA+KI+KI+KI+KI * ",
            "P2+GI+GI+GI+GI+OU *  *  *  * ",
            "P3 *  *  *  *  *  *  *  *  * ",
            "P4 *  *  *  *  *  *  *  *  * ",
            "P5 *  *  *  *  *  *  *  *  * ",
            "P6 *  *  *  *  *  *  *  *  * ",
            "P7 *  *  *  *  *  *  *  *  * ",
            "P8 *  *  *  *  *  *  *  *  * ",
            "P9 *  *  *  *  *  *  *  * -OU",
            "P+00FU00FU00FU00FU",
            "P-00AL",
            "+");
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              start(p, "+", Summaries.time(60, 10), position);
              p.expect("%KACHI");
              if (echoed) {
                p.send("%KACHI");
              }
              p.send("#JISHOGI", "#WIN");
            })) {
      CsaClient c = CsaClient.connect(config(server.port(), "alice"), l -> {});
      GameSummary summary = c.awaitGame(Duration.ofSeconds(3));
      assertTrue(c.agree(summary));
      CsaGame g =
          new CsaPlayer(new RandomSearcher(5), playerConfig()).play(c, summary, CsaListener.NONE);
      c.close();
      server.finish();
      assertEquals(Outcome.win(Color.SENTE, Termination.IMPASSE_DECLARATION), g.outcome());
    }
  }

  @Test
  void aGameTheOpponentRejectsIsFollowedByTheNextOffer() throws Exception {
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.login();
              p.send(Summaries.lines(Summaries.summary("-", "", Summaries.EVEN)));
              p.expect("AGREE test-game-1");
              p.send("REJECT:test-game-1 by bob");
              List<String> again = new ArrayList<>(Summaries.summary("-", "", Summaries.EVEN));
              again.set(again.indexOf("Game_ID:test-game-1"), "Game_ID:test-game-2");
              p.send(Summaries.lines(again));
              p.expect("AGREE test-game-2");
              p.send("START:test-game-2", "#CHUDAN");
            })) {
      List<String> offers = new ArrayList<>();
      List<CsaGame> games =
          new CsaPlayer(new RandomSearcher(6), playerConfig())
              .run(
                  config(server.port(), "bob"),
                  1,
                  new CsaListener() {
                    @Override
                    public void gameOffered(GameSummary summary) {
                      offers.add(summary.gameId());
                    }
                  });
      server.finish();
      assertEquals(List.of("test-game-1", "test-game-2"), offers);
      assertEquals("test-game-2", games.get(0).summary().gameId());
      assertEquals(new Outcome(Optional.empty(), Termination.ABORT), games.get(0).outcome());
    }
  }

  @Test
  void rejectingAGameWaitsForTheServersWord() throws Exception {
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.login();
              p.send(Summaries.lines(Summaries.summary("-", "", Summaries.EVEN)));
              p.expect("REJECT test-game-1");
              p.send("REJECT:test-game-1 by bob");
              p.expect("LOGOUT");
              p.send("LOGOUT:completed");
            })) {
      CsaClient c = CsaClient.connect(config(server.port(), "bob"), l -> {});
      c.reject(c.awaitGame(Duration.ofSeconds(3)));
      c.logout();
      assertTrue(!c.isOpen());
      server.finish();
    }
  }

  @Test
  void noMoveIsSentOnceTheMoveLimitIsReached() throws Exception {
    try (CsaTestServer server =
        new CsaTestServer(
            s -> {
              CsaTestServer.Peer p = s.next();
              p.login();
              List<String> summary =
                  new ArrayList<>(Summaries.summary("+", Summaries.time(60, 10), Summaries.EVEN));
              summary.set(summary.indexOf("Max_Moves:256"), "Max_Moves:2");
              p.send(Summaries.lines(summary));
              p.expect("AGREE");
              p.send("START:test-game-1");
              String mine = p.line();
              p.send(mine + ",T1", "-3334FU,T1");
              String late = p.lineWithin(700);
              if (late != null) {
                throw new AssertionError("a move after the move limit: " + late);
              }
              p.send("#MAX_MOVES", "#CENSORED");
            })) {
      CsaClient c = CsaClient.connect(config(server.port(), "alice"), l -> {});
      GameSummary summary = c.awaitGame(Duration.ofSeconds(3));
      assertTrue(c.agree(summary));
      CsaGame g =
          new CsaPlayer(new RandomSearcher(8), playerConfig()).play(c, summary, CsaListener.NONE);
      c.close();
      server.finish();
      assertEquals(new Outcome(Optional.empty(), Termination.MAX_MOVES), g.outcome());
      assertEquals(2, g.game().ply());
    }
  }
}
