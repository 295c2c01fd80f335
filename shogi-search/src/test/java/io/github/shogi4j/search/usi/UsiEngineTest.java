package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.engine.RandomSearcher;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The engine side of USI, driven in process over pipes as a GUI drives it. */
@Timeout(60)
class UsiEngineTest {
  private static final SearcherFactory RANDOM = SearcherFactory.of(new RandomSearcher(7), "tests");
  private static final SearcherFactory SLOW = SearcherFactory.of(new SlowSearcher(), "tests");

  private static long count(List<String> lines, String prefix) {
    return lines.stream().filter(l -> l.startsWith(prefix)).count();
  }

  @Test
  void handshakeListsIdAndOptionsThenReady() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send("usi");
      List<String> lines = s.until("usiok");
      assertEquals("id name random", lines.get(0), s.transcript());
      assertEquals("id author tests", lines.get(1));
      int max = UsiEngine.maxHashMegabytes();
      assertTrue(
          lines.contains(
              "option name USI_Hash type spin default " + Math.min(64, max) + " min 1 max " + max),
          s.transcript());
      assertTrue(
          lines.contains("option name Level type combo default HARD var EASY var NORMAL var HARD"),
          s.transcript());
      assertTrue(
          lines.stream().anyMatch(l -> l.startsWith("option name EnteringKingRule type combo")),
          s.transcript());
      s.send("setoption name USI_Hash value 32");
      s.send("setoption name Level value HARD");
      s.send("isready");
      assertEquals(List.of("readyok"), s.until("readyok"));
    }
  }

  @Test
  void multiPvReportsEveryLineWithItsRank() {
    try (EngineSession s = new EngineSession(SearcherFactory.best())) {
      s.send("usi");
      assertTrue(
          s.until("usiok")
              .contains(
                  "option name MultiPV type spin default 1 min 1 max "
                      + io.github.shogi4j.search.SearchLimits.MAX_MULTI_PV),
          s.transcript());
      s.send("setoption name MultiPV value 3");
      s.send("isready");
      s.until(l -> l.equals("readyok"), 20_000);
      s.send("position startpos");
      s.send("go depth 2");
      List<String> lines = s.until("bestmove");
      java.util.Set<String> ranks = new java.util.HashSet<>();
      java.util.Set<String> firstMoves = new java.util.HashSet<>();
      for (String l : lines) {
        if (l.startsWith("info multipv ") && l.contains(" depth 2 ")) {
          ranks.add(l.split(" ")[2]);
          firstMoves.add(l.substring(l.indexOf(" pv ") + 4).split(" ")[0]);
        }
      }
      assertEquals(java.util.Set.of("1", "2", "3"), ranks, s.transcript());
      assertEquals(3, firstMoves.size(), s.transcript());
      s.send("setoption name MultiPV value 1");
      s.send("go depth 2");
      assertEquals(0, count(s.until("bestmove"), "info multipv"), s.transcript());
    }
  }

  @Test
  void threadsOptionSearchesWithHelpers() {
    try (EngineSession s = new EngineSession(SearcherFactory.best())) {
      s.send("usi");
      assertTrue(
          s.until("usiok")
              .contains(
                  "option name Threads type spin default 1 min 1 max "
                      + io.github.shogi4j.search.engine.EngineConfig.MAX_THREADS),
          s.transcript());
      s.send("setoption name Threads value 0");
      assertTrue(s.until("info string").get(0).contains("Threads"), s.transcript());
      s.send("setoption name Threads value 2");
      s.send("isready");
      s.until(l -> l.equals("readyok"), 20_000);
      s.send("position startpos moves 7g7f 3c3d");
      s.send("go nodes 100000");
      List<String> lines = s.until("bestmove");
      assertEquals(1, count(lines, "bestmove"), s.transcript());
      String move = lines.get(lines.size() - 1).split(" ")[1];
      assertTrue(
          Position.initial()
              .play(Move.parseUsi("7g7f").orElseThrow())
              .play(Move.parseUsi("3c3d").orElseThrow())
              .isLegal(Move.parseUsi(move).orElseThrow()),
          s.transcript());
    }
  }

  @Test
  void badOptionValuesAndUnknownOptionsAreExplained() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send("setoption name USI_Hash value lots");
      assertTrue(
          s.until("info string").get(0).contains("USI_Hash takes an integer"), s.transcript());
      s.send("setoption name Level value GODLIKE");
      assertTrue(s.until("info string").get(0).contains("EASY"), s.transcript());
      s.send("setoption name NoSuchThing value 1");
      assertTrue(s.until("info string").get(0).contains("NoSuchThing"), s.transcript());
      s.send("isready");
      s.until("readyok");
    }
  }

  @Test
  void playsAFullShortGameWithLegalMoves() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send("usi");
      s.until("usiok");
      s.send("isready");
      s.until("readyok");
      s.send("usinewgame");
      List<String> moves = new ArrayList<>();
      Position p = Position.initial();
      for (int ply = 0; ply < 40; ply++) {
        s.send("position startpos" + (moves.isEmpty() ? "" : " moves " + String.join(" ", moves)));
        s.send("go btime 1000 wtime 1000 byoyomi 100");
        List<String> lines = s.until("bestmove");
        String answer = lines.get(lines.size() - 1).split(" ")[1];
        if (answer.equals("resign")) {
          assertFalse(p.hasLegalMoves(), s.transcript());
          break;
        }
        Move m = Move.parseUsi(answer).orElseThrow();
        assertTrue(p.isLegal(m), answer + " in " + p.toSfen());
        p = p.play(m);
        moves.add(answer);
      }
      s.send("gameover draw");
      s.send("isready");
      List<String> after = s.until("readyok");
      assertEquals(0, count(after, "bestmove"), s.transcript());
      assertTrue(moves.size() >= 10, s.transcript());
    }
  }

  @Test
  void goInfiniteGivesExactlyOneBestmoveAfterStop() {
    // The random searcher is done at once: the engine must still hold its answer until stop.
    for (SearcherFactory f : List.of(RANDOM, SLOW)) {
      try (EngineSession s = new EngineSession(f)) {
        s.send("position startpos moves 7g7f");
        s.send("go infinite");
        List<String> before = s.quietFor(150);
        assertEquals(0, count(before, "bestmove"), s.transcript());
        s.send("stop");
        List<String> answer = s.until("bestmove");
        assertEquals(1, count(answer, "bestmove"), s.transcript());
        s.send("stop");
        s.send("isready");
        List<String> after = s.until("readyok");
        assertEquals(0, count(after, "bestmove"), s.transcript());
      }
    }
  }

  @Test
  void infoLinesCarryTheSearchFigures() {
    try (EngineSession s = new EngineSession(SLOW)) {
      s.send("position startpos");
      s.send("go depth 3");
      List<String> lines = s.until("bestmove");
      List<String> infos = lines.stream().filter(l -> l.startsWith("info depth")).toList();
      assertEquals(3, infos.size(), s.transcript());
      assertTrue(
          infos
              .get(2)
              .matches(
                  "info depth 3 seldepth 5 score cp 30 nodes 300 nps \\d+ time \\d+"
                      + " hashfull 1 pv \\S+"),
          infos.get(2));
      String first = Position.initial().legalMoves().get(0).toUsi();
      assertTrue(infos.get(2).endsWith(" pv " + first), infos.get(2));
      assertEquals("bestmove " + first, lines.get(lines.size() - 1));
    }
  }

  @Test
  void ponderHoldsTheAnswerUntilPonderhit() {
    for (SearcherFactory f : List.of(RANDOM, SLOW)) {
      try (EngineSession s = new EngineSession(f)) {
        s.send("position startpos moves 7g7f 3c3d");
        s.send("go ponder btime 0 wtime 0 byoyomi 50");
        assertEquals(0, count(s.quietFor(150), "bestmove"), s.transcript());
        s.send("ponderhit");
        List<String> answer = s.until("bestmove");
        assertEquals(1, count(answer, "bestmove"));
        s.send("isready");
        assertEquals(0, count(s.until("readyok"), "bestmove"), s.transcript());
      }
    }
  }

  @Test
  void ponderEndedByStopAnswersOnce() {
    try (EngineSession s = new EngineSession(SLOW)) {
      s.send("position startpos moves 7g7f 3c3d");
      s.send("go ponder btime 0 wtime 0 byoyomi 50");
      assertEquals(0, count(s.quietFor(100), "bestmove"), s.transcript());
      s.send("stop");
      s.until("bestmove");
      s.send("ponderhit");
      s.send("isready");
      assertEquals(0, count(s.until("readyok"), "bestmove"), s.transcript());
    }
  }

  @Test
  void goDuringASearchAnswersBothInOrder() {
    try (EngineSession s = new EngineSession(SLOW)) {
      s.send("position startpos");
      s.send("go infinite");
      s.send("go depth 2");
      List<String> lines = s.until(l -> l.startsWith("bestmove"), 5000);
      lines.addAll(s.until("bestmove"));
      s.send("isready");
      lines.addAll(s.until("readyok"));
      assertEquals(2, count(lines, "bestmove"), s.transcript());
    }
  }

  @Test
  void goMateAnswersWithOneCheckmateLine() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      // Gote's king on 5a; a gold on 5c and one in hand: G*5b mates.
      s.send("position sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1");
      s.send("go mate 5000");
      assertEquals(List.of("checkmate G*5b"), s.until("checkmate"), s.transcript());
      // Bare kings: no check at all, so no mate.
      s.send("position sfen 4k4/9/9/9/9/9/9/9/4K4 b - 1");
      s.send("go mate infinite");
      assertEquals(List.of("checkmate nomate"), s.until("checkmate"), s.transcript());
      s.send("isready");
      assertEquals(0, count(s.until("readyok"), "checkmate"), s.transcript());
    }
  }

  @Test
  void goMateStoppedAnswersOnce() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send("position startpos moves 7g7f 3c3d 8h2b+ 3a2b B*4e");
      s.send("go mate infinite");
      s.send("stop");
      List<String> lines = s.until("checkmate");
      s.send("isready");
      lines.addAll(s.until("readyok"));
      assertEquals(1, count(lines, "checkmate"), s.transcript());
    }
  }

  @Test
  void declaresAWinUnderTheConfiguredImpasseRule() {
    // Sente's king on 9b with ten pieces in the enemy camp (8 tokins, a dragon and a horse) and
    // a rook and a bishop in hand: 8 + 5 + 5 + 10 = 28 points, enough for sente under the 27-point
    // rule (27点法).
    String entered = "position sfen +P+P+P+P+P+P+P+P1/K+R+B6/9/9/9/9/9/9/8k b RB 1";
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send(entered);
      s.send("go btime 0 wtime 0 byoyomi 100");
      List<String> lines = s.until("bestmove");
      assertEquals("bestmove win", lines.get(lines.size() - 1), s.transcript());
      // Pondering on it still waits for ponderhit.
      s.send("go ponder btime 0 wtime 0 byoyomi 100");
      assertEquals(0, count(s.quietFor(100), "bestmove"), s.transcript());
      s.send("ponderhit");
      List<String> held = s.until("bestmove");
      assertEquals("bestmove win", held.get(held.size() - 1), s.transcript());
      // Without declarations the engine plays a move.
      s.send("setoption name EnteringKingRule value NoEnteringKing");
      s.send("go btime 0 wtime 0 byoyomi 100");
      String answer = s.until("bestmove").get(0);
      assertTrue(Move.parseUsi(answer.substring(9)).isPresent(), answer);
    }
  }

  @Test
  void unknownCommandsAreExplainedAndIgnored() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send("xyzzy 1 2 3");
      assertEquals(
          "info string unknown command ignored: xyzzy 1 2 3", s.until("info string").get(0));
      s.send("");
      s.send("go sideways");
      List<String> lines = s.until("bestmove");
      assertTrue(lines.get(0).startsWith("info string go refused"), s.transcript());
      s.send("isready");
      s.until("readyok");
    }
  }

  @Test
  void illegalPositionsAreRefusedAndTheEngineKeepsRunning() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send("position startpos moves 7g7f 7g7f");
      assertTrue(
          s.until("info string").get(0).startsWith("info string position refused"), s.transcript());
      s.send("go byoyomi 100");
      List<String> lines = s.until("bestmove");
      assertEquals("bestmove resign", lines.get(lines.size() - 1), s.transcript());
      s.send("position sfen this-is-not-sfen");
      assertTrue(s.until("info string").get(0).startsWith("info string position refused"));
      s.send("position startpos moves 7g7f");
      s.send("go byoyomi 100");
      String answer = s.until("bestmove").get(0);
      Move m = Move.parseUsi(answer.split(" ")[1]).orElseThrow();
      assertTrue(Position.initial().playUsi("7g7f").isLegal(m), answer);
    }
  }

  @Test
  void checkmatedSideResigns() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      // Gote's king on 5a is mated by the gold on 5b, protected by the gold on 5c.
      s.send("position sfen 4k4/4G4/4G4/9/9/9/9/9/4K4 w - 1");
      s.send("go byoyomi 100");
      List<String> lines = s.until("bestmove");
      assertEquals("bestmove resign", lines.get(lines.size() - 1), s.transcript());
      assertTrue(lines.contains("info depth 0 score mate -0"), s.transcript());
    }
  }

  @Test
  void aSideWithoutAnyLegalMoveResignsWithAMateScoreAtOnce() {
    try (EngineSession s = new EngineSession(SLOW)) {
      // Sente has nothing to move and nothing in hand: not in check, yet lost.
      s.send("position sfen 4k4/9/9/9/9/9/9/9/9 b - 1");
      long start = System.nanoTime();
      s.send("go byoyomi 10000");
      List<String> lines = s.until("bestmove");
      assertEquals("bestmove resign", lines.get(lines.size() - 1), s.transcript());
      assertTrue(lines.contains("info depth 0 score mate -0"), s.transcript());
      assertTrue(System.nanoTime() - start < 5_000_000_000L, "took the byoyomi: " + s.transcript());
    }
  }

  @Test
  void quitEndsTheSessionAndStopsASearch() throws InterruptedException {
    try (EngineSession s = new EngineSession(SLOW)) {
      s.send("position startpos");
      s.send("go infinite");
      s.send("quit");
      assertEquals(1, count(s.until("bestmove"), "bestmove"), s.transcript());
      s.awaitEnd(2000);
    }
  }

  @Test
  void endOfInputEndsTheSession() throws InterruptedException {
    EngineSession s = new EngineSession(RANDOM);
    s.send("isready");
    s.until("readyok");
    s.close();
    s.awaitEnd(2000);
  }
}
