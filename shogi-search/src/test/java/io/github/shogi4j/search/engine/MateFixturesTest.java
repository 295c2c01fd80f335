package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.BruteMate;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class MateFixturesTest {

  @Test
  void fixturesAreWhatTheyClaim() {
    for (Position p : Fixtures.bothColors(Fixtures.MATE_IN_1)) {
      assertTrue(BruteMate.mates(p, 1), p::toSfen);
    }
    for (Position p : Fixtures.bothColors(Fixtures.MATE_IN_3)) {
      assertTrue(BruteMate.mates(p, 3), p::toSfen);
      assertFalse(BruteMate.mates(p, 1), p::toSfen);
    }
  }

  @ParameterizedTest
  @EnumSource(
      value = Level.class,
      names = {"NORMAL", "HARD"})
  void findsEveryMateInOneAndThree(Level level) {
    AlphaBetaSearcher s = level.searcher();
    check(s, Fixtures.bothColors(Fixtures.MATE_IN_1), 1);
    check(s, Fixtures.bothColors(Fixtures.MATE_IN_3), 3);
  }

  @Test
  void findsEveryMateInOneAndThreeWithHelperThreads() {
    AlphaBetaSearcher s = ThreadsTest.hard(3);
    check(s, Fixtures.bothColors(Fixtures.MATE_IN_1), 1);
    check(s, Fixtures.bothColors(Fixtures.MATE_IN_3), 3);
  }

  private static void check(AlphaBetaSearcher s, List<Position> positions, int plies) {
    for (Position p : positions) {
      SearchResult.Play r = TestResults.played(s.search(SearchRequest.of(p), SearchLimits.none()));
      Move m = r.move();
      assertTrue(BruteMate.startsMate(p, m, plies), () -> p.toSfen() + " played " + m);
      assertTrue(
          r.score().relative() instanceof Score.Mate mate
              && mate.mating()
              && mate.plies() > 0
              && mate.plies() <= plies,
          () -> p.toSfen() + " scored " + r.score());
    }
  }

  @Test
  void mateInOneFindsOnlyMates() {
    for (Position p : Fixtures.bothColors(Fixtures.MATE_IN_1)) {
      Move m = MateInOne.find(p).orElseThrow(() -> new AssertionError(p.toSfen()));
      assertTrue(p.play(m).isCheckmate(), () -> p.toSfen() + " " + m);
    }
    for (Position p : Fixtures.bothColors(Fixtures.MATE_IN_3)) {
      assertEquals(Optional.empty(), MateInOne.find(p), p::toSfen);
    }
    assertEquals(Optional.empty(), MateInOne.find(Position.initial()));
  }

  @Test
  void mateInOneNeverOffersADropPawnMate() {
    // P*4d would mate but is 打ち歩詰め (drop-pawn mate); another move mates instead
    Position p = Position.fromSfen("7B1/3R2n2/5kn2/4P4/5G3/9/9/9/4K4 b P 1");
    Move m = MateInOne.find(p).orElseThrow();
    assertFalse(m.equals(Move.parseUsi("P*4d").orElseThrow()));
    assertTrue(p.play(m).isCheckmate(), m::toUsi);
    // P*1b would mate the cornered king but is illegal, and nothing else mates
    Position q = Position.fromSfen("7nk/9/7G1/9/9/9/9/9/4K4 b P 1");
    assertFalse(q.isLegal(Move.parseUsi("P*1b").orElseThrow()));
    assertEquals(Optional.empty(), MateInOne.find(q));
    for (Level level : Level.values()) {
      Move played =
          TestResults.move(level.searcher().search(SearchRequest.of(q), SearchLimits.depth(3)));
      assertTrue(q.isLegal(played), level::name);
    }
  }
}
