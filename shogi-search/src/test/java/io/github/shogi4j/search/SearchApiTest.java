package io.github.shogi4j.search;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
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
    assertThrows(IllegalArgumentException.class, () -> SearchLimits.moveTime(0));
    assertThrows(
        IllegalArgumentException.class, () -> SearchLimits.builder().clock(-1, 0, 0, 0, 0));
    assertTrue(SearchLimits.none().isNone());
    assertFalse(SearchLimits.infinite().isNone());
    SearchLimits l = SearchLimits.builder().depth(5).clock(1000, 2000, 300, 10, 20).build();
    assertEquals(l, l.toBuilder().build());
    assertEquals(2000, l.clock().orElseThrow().goteMillis());
    assertEquals(5, l.depthLimit().getAsInt());
  }

  @Test
  void resultKeepsDecisionAndMoveConsistent() {
    Move m = usi("7g7f");
    SearchResult r = SearchResult.move(m, Score.cp(30), List.of(m, usi("3c3d")), 3, 5, 100, 2);
    assertEquals(Optional.of(usi("3c3d")), r.ponderMove());
    assertEquals("7g7f", r.toUsi());
    assertEquals("resign", SearchResult.resign(Score.mate(-1), 0, 0).toUsi());
    assertEquals("win", SearchResult.declareWin(0, 0).toUsi());
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new SearchResult(
                SearchResult.Decision.RESIGN,
                Optional.of(m),
                Optional.empty(),
                Score.cp(0),
                List.of(),
                0,
                0,
                0,
                0));
    assertThrows(
        IllegalArgumentException.class,
        () -> SearchResult.move(m, Score.cp(0), List.of(usi("2g2f")), 1, 1, 1, 1));
    assertEquals("mate -3", Score.mate(-3).toUsi());
    assertEquals("cp 12", Score.cp(12).toUsi());
  }

  @Test
  void aSideWithoutALegalMoveIsMatedInZero() {
    Score mated = Score.mated();
    assertTrue(mated.isMate());
    assertEquals(0, mated.mateIn());
    assertEquals(Score.mate(0), mated);
    assertEquals("mate -0", mated.toUsi());
    // Neither an even evaluation nor an ordinary mate distance.
    assertFalse(Score.cp(0).isMate());
    assertNotEquals(Score.cp(0), mated);
    assertNotEquals(Score.mate(-1), mated);
    assertThrows(IllegalArgumentException.class, () -> new Score(5, 0, true));
    assertThrows(IllegalArgumentException.class, () -> new Score(0, 3, false));
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
      return SearchResult.move(m, Score.cp(0), List.of(m), 1, 1, 1, 1);
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
    assertTrue(Position.initial().isLegal(r.bestMove().orElseThrow()));
    assertTrue(h.isDone());
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
