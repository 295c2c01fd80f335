package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

/**
 * The easy level's mistakes look human: it never walks into a mate in one (頓死) that another move
 * avoids, never leaves a big piece en prise for nothing, plays the best move most often, and varies
 * among moves of similar worth.
 */
class EasyLevelProperties {

  /** Whether the reply to {@code m} can mate at once. */
  private static boolean allowsMateInOne(Position p, Move m) {
    Position q = p.play(m);
    for (Move reply : q.legalMoves()) {
      if (q.play(reply).isCheckmate()) {
        return true;
      }
    }
    return false;
  }

  @Test
  void neverAllowsAMateInOneWhenAMoveAvoidsIt() {
    AtomicInteger threatened = new AtomicInteger();
    qt().withFixedSeed(27)
        .withExamples(600)
        .forAll(ShogiGenerators.games(160))
        .checkAssert(
            g -> {
              SearchRequest r = SearchRequest.of(g.start(), g.moves());
              Position p = r.position();
              if (!p.hasLegalMoves()
                  || p.legalMoves().stream().noneMatch(m -> allowsMateInOne(p, m))) {
                return;
              }
              threatened.incrementAndGet();
              SearchResult res =
                  Level.EASY.searcher(g.moves().size()).search(r, SearchLimits.none());
              if (!(res instanceof SearchResult.Play play)) {
                return; // a declaration (入玉宣言) or a resignation
              }
              if (allowsMateInOne(p, play.move())) {
                assertTrue(
                    p.legalMoves().stream().allMatch(m -> allowsMateInOne(p, m)),
                    () -> "easy played " + play.move() + ", allowing a mate in one, in " + r);
              }
            });
    assertTrue(threatened.get() >= 20, "too few positions with a mate threat: " + threatened);
  }

  @Test
  void prefersBetterMovesAndNeverLeavesABigPieceEnPrise() {
    // gote can take the pawn on 2d; most other moves lose 500-700 (the pawn, then 2c or worse),
    // moving the bishop to 6f or 7g loses it
    SearchRequest r = SearchRequest.ofUsi("startpos moves 2g2f 3c3d 2f2e 8c8d 2e2d");
    Move best = Move.parseUsi("2c2d").orElseThrow();
    Map<Move, Integer> chosen = choices(r, 300);
    assertEquals(best, scored(r).move());
    assertTrue(chosen.get(best) > 300 * 3 / 4, chosen::toString);
    assertNoneFarBelowTheBest(r, chosen);
  }

  @Test
  void variesAmongMovesOfSimilarWorth() {
    // the opening: many moves within a pawn of each other
    SearchRequest r = SearchRequest.ofUsi("startpos moves 7g7f 3c3d");
    Map<Move, Integer> chosen = choices(r, 100);
    assertTrue(chosen.size() >= 3, () -> "too few moves chosen: " + chosen);
    assertNoneFarBelowTheBest(r, chosen);
  }

  /** How often the easy level, seeded 0, 1, ..., plays each move. */
  private static Map<Move, Integer> choices(SearchRequest r, int seeds) {
    Map<Move, Integer> chosen = new HashMap<>();
    for (long seed = 0; seed < seeds; seed++) {
      chosen.merge(
          TestResults.move(Level.EASY.searcher(seed).search(r, SearchLimits.none())),
          1,
          Integer::sum);
    }
    return chosen;
  }

  /** Every root move scored at the easy level's depth, with no random choice. */
  private static SearchResult.Play scored(SearchRequest r) {
    return TestResults.played(
        new AlphaBetaSearcher(Level.EASY.config().toBuilder().rootChoice(0, 0).build())
            .search(r, SearchLimits.builder().depth(2).multiPv(600).build()));
  }

  /** No move chosen scores a big piece (1000) or more below the best. */
  private static void assertNoneFarBelowTheBest(SearchRequest r, Map<Move, Integer> chosen) {
    SearchResult.Play lines = scored(r);
    int top = value(lines.lines().get(0));
    for (PvLine l : lines.lines()) {
      if (value(l) < top - 1000) {
        assertEquals(0, chosen.getOrDefault(l.pv().get(0), 0), () -> l + " chosen: " + chosen);
      }
    }
  }

  private static int value(PvLine l) {
    return l.score().relative().toCentipawns(100_000);
  }
}
