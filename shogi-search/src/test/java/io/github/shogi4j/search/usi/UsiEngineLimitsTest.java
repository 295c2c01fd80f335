package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.RandomSearcher;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** What our USI engine does at its limits: overlong command lines, a hash table the heap lacks. */
@Timeout(60)
class UsiEngineLimitsTest {
  private static final SearcherFactory RANDOM = SearcherFactory.of(new RandomSearcher(7), "tests");

  private static String longLine(String start) {
    StringBuilder sb = new StringBuilder(start);
    while (sb.length() <= LineReader.DEFAULT_MAX_LENGTH) {
      sb.append(" 7g7f");
    }
    return sb.toString();
  }

  @Test
  void anOverlongPositionIsRefusedAndTheNextGoResigns() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send(longLine("position startpos moves"));
      String said = s.until("info string").get(0);
      assertTrue(
          said.contains("position refused") && said.contains("longer than 1048576"),
          s.transcript());
      s.send("go btime 0 wtime 0 byoyomi 100");
      List<String> answer = s.until("bestmove");
      assertEquals("bestmove resign", answer.get(answer.size() - 1), s.transcript());
      s.send("isready");
      s.until("readyok");
    }
  }

  @Test
  void anOverlongOtherLineIsIgnoredAndTheEngineKeepsRunning() {
    try (EngineSession s = new EngineSession(RANDOM)) {
      s.send("position startpos moves 7g7f");
      s.send(longLine("\0\0\0garbage"));
      String said = s.until("info string").get(0);
      assertTrue(
          said.contains("longer than 1048576") && said.contains("ignored") && !said.contains("\0"),
          s.transcript());
      s.send("go btime 0 wtime 0 byoyomi 100");
      List<String> answer = s.until("bestmove");
      Move m = Move.parseUsi(answer.get(answer.size() - 1).split(" ")[1]).orElseThrow();
      // The position before the long line still stands.
      assertTrue(
          Position.initial().play(Move.parseUsi("7g7f").orElseThrow()).isLegal(m), s.transcript());
    }
  }

  @Test
  void aHashTableTheHeapCannotHoldIsHalvedWithANote() {
    SearcherFactory picky =
        new SearcherFactory() {
          @Override
          public String name() {
            return "picky";
          }

          @Override
          public String author() {
            return "tests";
          }

          @Override
          public Searcher create(Settings settings) {
            if (settings.hashMegabytes() > 16) {
              throw new OutOfMemoryError("Java heap space");
            }
            return new RandomSearcher(3);
          }
        };
    try (EngineSession s = new EngineSession(picky)) {
      s.send("setoption name USI_Hash value 100");
      s.send("isready");
      List<String> lines = s.until("readyok");
      assertEquals(
          List.of(
              "info string the hash table of 100 MB cannot be allocated (Java heap space); trying 50 MB",
              "info string the hash table of 50 MB cannot be allocated (Java heap space); trying 25 MB",
              "info string the hash table of 25 MB cannot be allocated (Java heap space); trying 12 MB",
              "readyok"),
          lines,
          s.transcript());
      s.send("position startpos");
      s.send("go btime 0 wtime 0 byoyomi 100");
      assertTrue(s.until("bestmove").get(0).startsWith("bestmove "), s.transcript());
    }
  }

  @Test
  void theDeclaredHashMaximumCanBeAllocated() {
    // A small heap: the old fixed maximum (4096 MB) killed the engine before readyok.
    try (UsiClient c =
        UsiClient.start(UsiClient.Config.of(TestEngineMain.commandWithHeap(160, "best")))) {
      UsiOption hash =
          c.options().stream()
              .filter(o -> o.name().equals(UsiEngine.HASH))
              .findFirst()
              .orElseThrow();
      long max = hash.max().orElseThrow();
      assertTrue(max >= 1 && max <= 160 / 2, hash::toString);
      c.setOption(UsiEngine.HASH, String.valueOf(max));
      c.isReady();
      assertTrue(c.isAlive());
    }
  }
}
