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
 * avoids, never leaves a big piece en prise for nothing, and plays the best move most often.
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
    // the same depth, every move scored
    SearchResult.Play lines =
        TestResults.played(
            new AlphaBetaSearcher(Level.EASY.config().toBuilder().rootChoice(0, 0).build())
                .search(r, SearchLimits.builder().depth(2).multiPv(600).build()));
    assertEquals(best, lines.move());
    int top = value(lines.lines().get(0));
    Map<Move, Integer> chosen = new HashMap<>();
    int seeds = 300;
    for (long seed = 0; seed < seeds; seed++) {
      chosen.merge(
          TestResults.move(Level.EASY.searcher(seed).search(r, SearchLimits.none())),
          1,
          Integer::sum);
    }
    assertTrue(chosen.get(best) > seeds * 3 / 4, chosen::toString);
    assertTrue(chosen.size() > 1, () -> "no mistakes at all: " + chosen);
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
