package io.github.shogi4j.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class SearchApiTest {
  private static Move usi(String s) {
    return Move.parseUsi(s).orElseThrow();
  }

  @Test
  void requestReplaysTheHistory() {
    SearchRequest r = SearchRequest.ofUsi("startpos moves 7g7f 3c3d");
    assertEquals(3, r.positions().size());
    assertEquals(Position.initial(), r.start());
    assertEquals(Position.initial().playUsi("7g7f").playUsi("3c3d"), r.position());
    assertEquals(r, SearchRequest.of(Position.initial(), List.of(usi("7g7f"), usi("3c3d"))));
    assertEquals(r, SearchRequest.of(Position.initial()).play(usi("7g7f")).play(usi("3c3d")));
    assertEquals(r, SearchRequest.ofUsi(r.toString()));
    Game g = Game.replay(Position.initial(), List.of(usi("7g7f"), usi("3c3d")), Rules.JSA);
    assertEquals(r.withRules(Rules.JSA), SearchRequest.of(g)); // the game's rules come along
    assertEquals(Rules.JSA, SearchRequest.of(g).rules());
    assertEquals(r.positions(), SearchRequest.of(g).positions());
  }

  @Test
  void requestRefusesAnIllegalMoveNamingIt() {
    IllegalMoveException e =
        assertThrows(
            IllegalMoveException.class, () -> SearchRequest.ofUsi("startpos moves 7g7f 7g7f"));
    assertEquals(usi("7g7f"), e.move());
  }

  @Test
  void limitsCheckTheirArguments() {
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.depth(0));
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.nodes(0));
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.moveTime(Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class, () -> SearchLimits.moveTime(Duration.ofNanos(999_999)));
    assertThrows(IllegalArgumentException.class, () -> TestResults.clock(-1, 0, 0, 0, 0));
    assertTrue(SearchLimits.none().isNone());
    assertFalse(SearchLimits.infinite().isNone());
    SearchLimits l =
        SearchLimits.builder().depth(5).clock(TestResults.clock(1000, 2000, 300, 10, 20)).build();
    assertEquals(l, l.toBuilder().build());
    SearchLimits.Clock c = l.clock().orElseThrow();
    assertEquals(Duration.ofSeconds(2), c.remaining(Color.GOTE));
    assertEquals(Duration.ofMillis(10), c.increment(Color.SENTE));
    assertEquals(Duration.ofMillis(300), c.byoyomi());
    assertEquals(5, l.depthLimit().getAsInt());
    assertEquals(
        Optional.of(Duration.ofMillis(250)),
        SearchLimits.moveTime(Duration.ofMillis(250)).moveTime());
    assertEquals(
        new SearchLimits.Clock(
            Duration.ofMinutes(1),
            Duration.ofMinutes(2),
            Duration.ofSeconds(10),
            Duration.ZERO,
            Duration.ZERO),
        SearchLimits.Clock.of(
            Duration.ofMinutes(1), Duration.ofMinutes(2), Duration.ofSeconds(10)));
  }

  @Test
  void aClockKeepsAMarginFromMainTimeThenIncrementThenByoyomi() {
    SearchLimits.Clock c = TestResults.clock(1000, 2000, 3000, 400, 500);
    assertEquals(TestResults.clock(600, 2000, 3000, 400, 500), c.less(Color.SENTE, ms(400)));
    assertEquals(TestResults.clock(0, 2000, 3000, 100, 500), c.less(Color.SENTE, ms(1300)));
    assertEquals(TestResults.clock(0, 2000, 2000, 0, 500), c.less(Color.SENTE, ms(2400)));
    assertEquals(TestResults.clock(0, 2000, 1, 0, 500), c.less(Color.SENTE, ms(9000)));
    assertEquals(TestResults.clock(1000, 0, 3000, 400, 0), c.less(Color.GOTE, ms(2500)));
    assertEquals(c, c.less(Color.GOTE, Duration.ZERO));
    assertEquals(
        TestResults.clock(0, 0, 0, 0, 0),
        TestResults.clock(100, 0, 0, 0, 0).less(Color.SENTE, ms(500)));
    assertThrows(IllegalArgumentException.class, () -> c.less(Color.SENTE, ms(-1)));
  }

  private static Duration ms(long millis) {
    return Duration.ofMillis(millis);
  }

  private static PovScore sente(Score s) {
    return new PovScore(s, Color.SENTE);
  }

  @Test
  void aMoveResultKeepsItsLinesConsistentWithTheMove() {
    Move m = usi("7g7f");
    PvLine line =
        new PvLine(1, sente(Score.cp(30)), PvLine.Bound.EXACT, 3, List.of(m, usi("3c3d")));
    SearchResult.Play r = SearchResult.Play.of(line, 2, 100, Duration.ofMillis(2));
    assertEquals(m, r.move());
    assertEquals(Optional.of(usi("3c3d")), r.ponder());
    assertEquals(3, r.selDepth(), "the selective depth is at least the depth");
    assertEquals(3, r.depth());
    assertEquals(sente(Score.cp(30)), r.score());
    assertEquals(List.of(m, usi("3c3d")), r.pv());
    assertEquals("7g7f", r.toUsi());
    PvLine other = new PvLine(1, sente(Score.cp(0)), PvLine.Bound.EXACT, 1, List.of(usi("2g2f")));
    assertThrows(
        IllegalArgumentException.class,
        () -> new SearchResult.Play(m, Optional.empty(), List.of(other), 1, 1, Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class,
        () -> new SearchResult.Play(m, Optional.empty(), List.of(), 1, 1, Duration.ZERO));
    PvLine second = new PvLine(3, sente(Score.cp(0)), PvLine.Bound.EXACT, 1, List.of(usi("2g2f")));
    assertThrows(
        IllegalArgumentException.class,
        () -> SearchResult.Play.of(List.of(line, second), 1, 1, Duration.ZERO));
    assertThrows(
        IllegalArgumentException.class, () -> SearchResult.Play.of(line, 1, -1, Duration.ZERO));
  }

  @Test
  void resignationsAndDeclarationsAreResultsOfTheirOwn() {
    SearchResult resign = new SearchResult.Resign(sente(Score.mated()), 0, Duration.ZERO);
    SearchResult declare = new SearchResult.DeclareWin(5, Duration.ofMillis(1));
    assertEquals("resign", resign.toUsi());
    assertEquals("win", declare.toUsi());
    assertEquals(5, declare.nodes());
    assertFalse(resign instanceof SearchResult.Play);
    assertThrows(
        IllegalArgumentException.class,
        () -> new SearchResult.DeclareWin(0, Duration.ofMillis(-1)));
  }

  @Test
  void scoresWriteUsi() {
    assertEquals("mate -3", Score.mate(-3).toUsi());
    assertEquals("mate 5", Score.mate(5).toUsi());
    assertEquals("cp 12", Score.cp(12).toUsi());
    assertEquals("cp -12", Score.cp(12).negate().toUsi());
    assertEquals(new Score.Mate(true, 5), Score.mate(5));
    assertEquals(-3, ((Score.Mate) Score.mate(-3)).signedPlies());
  }

  @Test
  void aSideWithoutALegalMoveIsMatedInZero() {
    Score mated = Score.mated();
    assertTrue(mated.isMate());
    assertEquals(new Score.Mate(false, 0), mated);
    assertEquals(Score.mate(0), mated);
    assertEquals("mate -0", mated.toUsi());
    // Neither an even evaluation nor an ordinary mate distance.
    assertFalse(Score.cp(0).isMate());
    assertNotEquals(Score.cp(0), mated);
    assertNotEquals(Score.mate(-1), mated);
    assertThrows(IllegalArgumentException.class, () -> new Score.Mate(true, -1));
    // seen from the other side, the opponent has been mated already
    assertEquals(new Score.Mate(true, 0), mated.negate());
    assertEquals("mate +0", mated.negate().toUsi());
  }

  @Test
  void scoresOrderByWhatTheyAreWorthToTheirSide() {
    List<Score> worstFirst =
        List.of(
            Score.mated(),
            Score.mate(-2),
            Score.mate(-10),
            Score.cp(-20_000),
            Score.cp(0),
            Score.cp(35),
            Score.cp(20_000),
            Score.mate(9),
            Score.mate(3),
            Score.mate(1),
            Score.mated().negate());
    for (int i = 0; i < worstFirst.size(); i++) {
      for (int j = 0; j < worstFirst.size(); j++) {
        assertEquals(
            Integer.signum(Integer.compare(i, j)),
            Integer.signum(worstFirst.get(i).compareTo(worstFirst.get(j))),
            worstFirst.get(i) + " vs " + worstFirst.get(j));
        // toCentipawns keeps the order
        assertEquals(
            Integer.signum(Integer.compare(i, j)),
            Integer.signum(
                Integer.compare(
                    worstFirst.get(i).toCentipawns(100_000),
                    worstFirst.get(j).toCentipawns(100_000))));
      }
    }
    assertEquals(100_000 - 3, Score.mate(3).toCentipawns(100_000));
    assertEquals(-(100_000 - 4), Score.mate(-4).toCentipawns(100_000));
    assertEquals(-100_000, Score.mated().toCentipawns(100_000));
    assertEquals(-7, Score.cp(-7).toCentipawns(100_000));
  }

  @Test
  void aPovScoreReadsFromEitherSide() {
    PovScore goteToMove = new PovScore(Score.cp(120), Color.GOTE);
    assertEquals(Score.cp(120), goteToMove.gote());
    assertEquals(Score.cp(-120), goteToMove.sente());
    assertEquals(Score.cp(120), goteToMove.pov(Color.GOTE));
    assertEquals("cp 120", goteToMove.toUsi());
    PovScore senteMates = new PovScore(Score.mate(3), Color.SENTE);
    assertEquals(Score.mate(3), senteMates.sente());
    assertEquals(Score.mate(-3), senteMates.gote());
    assertTrue(senteMates.isMate());
    PovScore senteMated = new PovScore(Score.mated(), Color.SENTE);
    assertTrue(senteMated.gote().compareTo(Score.mate(1)) > 0, "gote has mated already");
    assertNotEquals(new PovScore(Score.cp(0), Color.SENTE), new PovScore(Score.cp(0), Color.GOTE));
  }

  /** A searcher that waits for its stop request, as an infinite search does. */
  private static final class WaitingSearcher implements Searcher {
    final CountDownLatch started = new CountDownLatch(1);

    @Override
    public String name() {
      return "waiting";
    }

    @Override
    public SearchResult search(
        SearchRequest request,
        SearchLimits limits,
        SearchListener listener,
        SearchControl control) {
      started.countDown();
      while (!control.isStopped()) {
        Thread.onSpinWait();
      }
      Move m = request.position().legalMoves().get(0);
      PvLine line = new PvLine(1, sente(Score.cp(0)), PvLine.Bound.EXACT, 1, List.of(m));
      return SearchResult.Play.of(line, 1, 1, Duration.ofMillis(1));
    }
  }

  @Test
  void handleStopsAnAsynchronousSearch() throws InterruptedException {
    WaitingSearcher s = new WaitingSearcher();
    SearchHandle h =
        s.start(SearchRequest.of(Position.initial()), SearchLimits.infinite(), SearchListener.NONE);
    assertTrue(s.started.await(10, TimeUnit.SECONDS));
    assertEquals(Optional.empty(), h.await(Duration.ofMillis(20)));
    assertFalse(h.isDone());
    SearchResult r = h.stopAndAwait();
    assertTrue(Position.initial().isLegal(TestResults.move(r)));
    assertTrue(h.isDone());
    assertEquals(r, h.await(Duration.ZERO).orElseThrow(), "a finished search answers at once");
    assertEquals(r, h.result().toCompletableFuture().join());
  }

  @Test
  void handleReportsAFailureAsSearchException() {
    Searcher failing =
        new Searcher() {
          @Override
          public String name() {
            return "failing";
          }

          @Override
          public SearchResult search(
              SearchRequest request,
              SearchLimits limits,
              SearchListener listener,
              SearchControl control) {
            throw new IllegalStateException("boom");
          }
        };
    SearchHandle h =
        failing.start(
            SearchRequest.of(Position.initial()), SearchLimits.none(), SearchListener.NONE);
    SearchException e = assertThrows(SearchException.class, h::await);
    assertEquals("failing", e.searcher());
    assertTrue(e.getMessage().contains("boom"), e.getMessage());
    // the stage fails with the same kind of exception, whatever the searcher threw
    CompletionException c =
        assertThrows(CompletionException.class, () -> h.result().toCompletableFuture().join());
    SearchException staged = assertInstanceOf(SearchException.class, c.getCause());
    assertEquals("failing", staged.searcher());
    assertInstanceOf(IllegalStateException.class, staged.getCause());
  }

  @Test
  void controlRunsCallbacksOnceAndAtOnceWhenLate() {
    SearchControl c = new SearchControl();
    int[] calls = new int[2];
    c.whenStopped(() -> calls[0]++);
    c.stop();
    c.stop();
    c.whenStopped(() -> calls[1]++);
    assertEquals(1, calls[0]);
    assertEquals(1, calls[1]);
    assertTrue(c.isStopped());
    assertFalse(c.isPonderHit());
  }
}
