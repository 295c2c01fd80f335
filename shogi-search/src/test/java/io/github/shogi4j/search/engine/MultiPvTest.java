package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** Several lines (複数読み筋): each a different first move, best first, each reported. */
class MultiPvTest {

  private static Move usi(String s) {
    return Move.parseUsi(s).orElseThrow();
  }

  private static SearchResult.Play search(
      String sfen, SearchLimits limits, List<SearchInfo> infos) {
    return TestResults.played(
        Level.HARD
            .searcher()
            .search(
                SearchRequest.of(Position.fromSfen(sfen)),
                limits,
                infos::add,
                new SearchControl()));
  }

  private static int value(PvLine l) {
    return l.score().relative().toCentipawns(100_000);
  }

  private static void assertDistinctAndOrdered(List<PvLine> lines) {
    Set<Move> first = new HashSet<>();
    for (int i = 0; i < lines.size(); i++) {
      PvLine l = lines.get(i);
      assertEquals(i + 1, l.multiPv());
      assertTrue(first.add(l.pv().get(0)), "a first move repeated: " + lines);
      if (i > 0) {
        assertTrue(value(lines.get(i - 1)) >= value(l), "lines out of order: " + lines);
      }
    }
  }

  @Test
  void theFreeRookComesFirstAndTheOtherLinesFollowInOrder() {
    // Sente's rook takes a rook left unguarded; every other move leaves it en prise.
    String sfen = "4k4/9/9/9/4r4/9/9/4R4/4K4 b - 1";
    List<SearchInfo> infos = new ArrayList<>();
    SearchResult.Play r = search(sfen, SearchLimits.builder().depth(3).multiPv(4).build(), infos);
    assertEquals(4, r.lines().size(), r.lines()::toString);
    assertEquals(usi("5h5e"), r.lines().get(0).pv().get(0));
    assertEquals(usi("5h5e"), r.move());
    assertEquals(r.score(), r.lines().get(0).score());
    assertDistinctAndOrdered(r.lines());
    assertTrue(
        value(r.lines().get(0)) > value(r.lines().get(1)) + 500,
        "taking the rook is far better: " + r.lines());
    for (PvLine l : r.lines()) {
      assertEquals(3, l.depth());
      assertEquals(PvLine.Bound.EXACT, l.bound());
      assertTrue(Position.fromSfen(sfen).isLegal(l.pv().get(0)));
    }
    // every depth reports every line, ranked 1 to 4
    assertEquals(12, infos.size());
    for (int i = 0; i < infos.size(); i++) {
      assertEquals(i / 4 + 1, infos.get(i).depth());
      assertEquals(i % 4 + 1, infos.get(i).multiPv());
    }
  }

  @Test
  void aMateInOneLeadsAndQuieterMovesFollow() {
    // 5b gold drop mates (the gold is guarded by the pawn on 5c).
    String sfen = "4k4/9/4P4/9/9/9/9/9/4K4 b G 1";
    SearchResult.Play r =
        search(sfen, SearchLimits.builder().depth(3).multiPv(3).build(), new ArrayList<>());
    assertEquals(usi("G*5b"), r.lines().get(0).pv().get(0));
    assertTrue(r.lines().get(0).score().relative().equals(Score.mate(1)), r.lines()::toString);
    assertDistinctAndOrdered(r.lines());
    assertTrue(r.lines().size() == 3);
  }

  @Test
  void moreLinesThanLegalMovesGivesOneLinePerMove() {
    // The king in the corner, checked by a rook: it has exactly two escapes.
    String sfen = "8k/9/9/9/9/9/9/9/K7r b - 1";
    Position p = Position.fromSfen(sfen);
    int legal = p.legalMoves().size();
    SearchResult.Play r =
        search(sfen, SearchLimits.builder().depth(2).multiPv(10).build(), new ArrayList<>());
    assertEquals(legal, r.lines().size(), r.lines()::toString);
    assertDistinctAndOrdered(r.lines());
  }

  @Test
  void oneLineIsTheDefaultAndAgreesWithTheResult() {
    SearchResult.Play r =
        search(Position.initial().toSfen(), SearchLimits.depth(2), new ArrayList<>());
    assertEquals(1, r.lines().size());
    assertEquals(r.pv(), r.lines().get(0).pv());
    assertEquals(r.score(), r.lines().get(0).score());
    SearchResult.Play two =
        search(
            Position.initial().toSfen(),
            SearchLimits.builder().depth(2).multiPv(2).build(),
            new ArrayList<>());
    assertNotEquals(two.lines().get(0).pv().get(0), two.lines().get(1).pv().get(0));
  }
}
