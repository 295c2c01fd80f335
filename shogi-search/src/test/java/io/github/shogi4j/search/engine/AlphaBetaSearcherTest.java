package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import io.github.shogi4j.search.eval.MaterialEvaluator;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class AlphaBetaSearcherTest {
  private static final SearchRequest START = SearchRequest.of(Position.initial());

  private static Move usi(String s) {
    return Move.parseUsi(s).orElseThrow();
  }

  @Test
  void reportsEachIterationAndReturnsItsLine() {
    List<SearchInfo> infos = new ArrayList<>();
    SearchResult.Play r =
        TestResults.played(
            new AlphaBetaSearcher(EngineConfig.builder().build())
                .search(START, SearchLimits.depth(3), infos::add, new SearchControl()));
    assertEquals(3, infos.size());
    for (int i = 0; i < 3; i++) {
      assertEquals(i + 1, infos.get(i).depth());
      assertTrue(infos.get(i).selDepth() >= i + 1);
    }
    assertEquals(3, r.depth());
    assertEquals(infos.get(2).pv(), r.pv());
    assertEquals(r.pv().get(0), r.move());
    assertEquals(infos.get(2).score(), r.score());
    assertTrue(r.nodes() >= infos.get(2).nodes());
  }

  @Test
  void stopEndsAnInfiniteSearchWithALegalMove() {
    SearchHandle h =
        Level.HARD.searcher().start(START, SearchLimits.infinite(), SearchListener.NONE);
    assertEquals(Optional.empty(), h.await(Duration.ofMillis(200)), "an infinite search waits");
    SearchResult.Play r = TestResults.played(h.stopAndAwait());
    assertTrue(Position.initial().isLegal(r.move()));
    assertTrue(r.depth() >= 1);
  }

  @Test
  void aSearchStoppedBeforeItStartsStillMoves() {
    SearchControl c = new SearchControl();
    c.stop();
    SearchResult r =
        Level.HARD.searcher().search(START, SearchLimits.infinite(), SearchListener.NONE, c);
    assertTrue(Position.initial().isLegal(TestResults.move(r)));
  }

  @Test
  void ponderWaitsForTheHitThenObeysTheTime() {
    SearchHandle h =
        Level.NORMAL
            .searcher()
            .start(
                START,
                SearchLimits.builder().ponder(true).moveTime(Duration.ofMillis(50)).build(),
                SearchListener.NONE);
    assertEquals(Optional.empty(), h.await(Duration.ofMillis(150)), "pondering waits");
    h.ponderHit();
    SearchResult r = h.await();
    assertTrue(Position.initial().isLegal(TestResults.move(r)));
  }

  @Test
  void keepsToTheSearchMoves() {
    SearchResult r =
        Level.NORMAL
            .searcher()
            .search(
                START,
                SearchLimits.builder().searchMoves(List.of(usi("1g1f"), usi("9g9f"))).build());
    Move m = TestResults.move(r);
    assertTrue(m.equals(usi("1g1f")) || m.equals(usi("9g9f")), m::toUsi);
  }

  @Test
  void resignsWhenMated() {
    Position mated = Position.fromSfen("4k4/9/4P4/9/9/9/9/9/4K4 b G 1").playUsi("G*5b");
    SearchResult r = Level.NORMAL.searcher().search(SearchRequest.of(mated), SearchLimits.none());
    assertInstanceOf(SearchResult.Resign.class, r);
    assertEquals("resign", r.toUsi());
    // A loss now, not an evaluation: mate in 0, as USI engines report it ("mate -0").
    PovScore score = ((SearchResult.Resign) r).score();
    assertEquals(new PovScore(Score.mated(), Color.GOTE), score);
    assertEquals("mate -0", score.toUsi());
  }

  @Test
  void resignsWithAMateScoreWithoutAnyLegalMoveOutOfCheck() {
    // Sente has no piece and an empty hand: no legal move, a loss in shogi though not in check.
    Position none =
        Position.fromSfen("4k4/9/9/9/9/9/9/9/9 b - 1", io.github.shogi4j.rules.Validation.LENIENT);
    for (Level level : Level.values()) {
      SearchResult r = level.searcher().search(SearchRequest.of(none), SearchLimits.none());
      assertEquals("resign", r.toUsi(), level::name);
      assertEquals(
          new PovScore(Score.mated(), Color.SENTE), ((SearchResult.Resign) r).score(), level::name);
    }
  }

  @Test
  void declaresAnEnteringKingWin() {
    // sente's king and ten pieces in gote's camp, 28 points with the hand: 入玉宣言
    Position p =
        Position.fromSfen(
            "+R+BGGSSNL1/4K4/PPP6/9/9/9/9/9/4k4 b RB 1",
            io.github.shogi4j.rules.Validation.LENIENT);
    assertTrue(declarable(p));
    SearchResult r = Level.NORMAL.searcher().search(SearchRequest.of(p), SearchLimits.none());
    assertInstanceOf(SearchResult.DeclareWin.class, r);
    assertEquals("win", r.toUsi());
    SearchResult off =
        new AlphaBetaSearcher(Level.NORMAL.config().toBuilder().declareWin(false).build())
            .search(SearchRequest.of(p), SearchLimits.none());
    assertInstanceOf(SearchResult.Play.class, off);
    // one pawn fewer in the camp and no bishop in hand: 23 points, no declaration
    Position q =
        Position.fromSfen(
            "+R+BGGSSNL1/4K4/PP7/9/9/9/9/9/4k4 b R 1", io.github.shogi4j.rules.Validation.LENIENT);
    assertFalse(declarable(q));
    assertInstanceOf(
        SearchResult.Play.class,
        Level.NORMAL.searcher().search(SearchRequest.of(q), SearchLimits.none()));
  }

  /** The 27-point rule counted by hand, independently of the engine. */
  private static boolean declarable(Position p) {
    io.github.shogi4j.rules.Color us = p.sideToMove();
    io.github.shogi4j.rules.Square k = p.kingSquare(us).orElseThrow();
    if (!k.isPromotionZone(us) || p.isCheck()) {
      return false;
    }
    int count = 0;
    int points = 0;
    for (io.github.shogi4j.rules.Square s : io.github.shogi4j.rules.Square.values()) {
      Optional<io.github.shogi4j.rules.Piece> pc = p.pieceAt(s);
      if (pc.isPresent()
          && pc.get().color() == us
          && s.isPromotionZone(us)
          && pc.get().type() != io.github.shogi4j.rules.PieceType.KING) {
        count++;
        io.github.shogi4j.rules.PieceType t = pc.get().type().unpromoted();
        points +=
            t == io.github.shogi4j.rules.PieceType.ROOK
                    || t == io.github.shogi4j.rules.PieceType.BISHOP
                ? 5
                : 1;
      }
    }
    for (io.github.shogi4j.rules.PieceType t : io.github.shogi4j.rules.PieceType.handTypes()) {
      int n = p.hand(us).count(t);
      points +=
          n
              * (t == io.github.shogi4j.rules.PieceType.ROOK
                      || t == io.github.shogi4j.rules.PieceType.BISHOP
                  ? 5
                  : 1);
    }
    return count >= 10 && points >= (us == io.github.shogi4j.rules.Color.SENTE ? 28 : 27);
  }

  @Test
  void respectsANodeLimit() {
    SearchResult r = Level.HARD.searcher().search(START, SearchLimits.nodes(5000));
    assertTrue(r.nodes() <= 5000, () -> "nodes " + r.nodes());
  }

  @Test
  void easyIsReproducibleForASeedAndVariesAcrossSeeds() {
    SearchRequest r = SearchRequest.ofUsi("startpos moves 7g7f 3c3d 2g2f 8c8d");
    Move a = TestResults.move(Level.EASY.searcher(5).search(r, SearchLimits.none()));
    assertEquals(a, TestResults.move(Level.EASY.searcher(5).search(r, SearchLimits.none())));
    boolean varied = false;
    for (long seed = 6; seed < 40 && !varied; seed++) {
      varied =
          !TestResults.move(Level.EASY.searcher(seed).search(r, SearchLimits.none())).equals(a);
    }
    assertTrue(varied, "the easy level's choice should depend on its seed");
  }

  @Test
  void easyDrawsNewMistakesForEachNewGameReproducibly() {
    // one searcher for a whole session (as the USI engine keeps it): each usinewgame a new seed
    SearchRequest r = SearchRequest.ofUsi("startpos moves 7g7f 3c3d 2g2f 8c8d");
    AlphaBetaSearcher a = Level.EASY.searcher(5);
    AlphaBetaSearcher b = Level.EASY.searcher(5);
    java.util.Set<Move> seen = new java.util.HashSet<>();
    for (int game = 0; game < 20; game++) {
      Move m = TestResults.move(a.search(r, SearchLimits.none()));
      assertEquals(m, TestResults.move(b.search(r, SearchLimits.none())), "game " + game);
      seen.add(m);
      a.newGame();
      b.newGame();
    }
    assertTrue(seen.size() > 1, "the same move in every game: " + seen);
  }

  @Test
  void worksWithAnyEvaluator() {
    // a Position-based evaluator takes the slow path and still plays sensibly: it takes a free rook
    Position p = Position.fromSfen("4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1");
    AlphaBetaSearcher s =
        new AlphaBetaSearcher(
            EngineConfig.builder()
                .evaluator(pos -> MaterialEvaluator.instance().evaluate(pos))
                .build());
    SearchResult.Play r = TestResults.played(s.search(SearchRequest.of(p), SearchLimits.depth(2)));
    assertEquals(usi("5h5e"), r.move());
    assertFalse(r.score().isMate());
  }

  @Test
  void configChecksItsArguments() {
    assertThrows(IllegalArgumentException.class, () -> EngineConfig.builder().hashMegabytes(0));
    assertThrows(IllegalArgumentException.class, () -> EngineConfig.builder().maxDepth(0));
    assertThrows(IllegalArgumentException.class, () -> new TranspositionTable(0));
    assertEquals(Level.HARD, Level.parse(" Hard "));
    assertThrows(IllegalArgumentException.class, () -> Level.parse("expert"));
  }
}
