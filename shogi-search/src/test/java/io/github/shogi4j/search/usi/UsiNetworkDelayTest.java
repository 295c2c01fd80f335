package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.TestResults;
import io.github.shogi4j.search.engine.RandomSearcher;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;

/** {@code NetworkDelay} shortens the mover's clock before the search; a move time stays. */
class UsiNetworkDelayTest {
  /** A random mover that keeps the limits of each search. */
  private static final class Recorder implements Searcher {
    final List<SearchLimits> seen = new CopyOnWriteArrayList<>();
    final Searcher inner = new RandomSearcher(1);

    @Override
    public String name() {
      return "recorder";
    }

    @Override
    public SearchResult search(
        SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl c) {
      seen.add(limits);
      return inner.search(request, limits, listener, c);
    }
  }

  @Test
  void theDelayComesOffTheMoversClock() {
    Recorder r = new Recorder();
    try (EngineSession s = new EngineSession(SearcherFactory.of(r, "tests"))) {
      s.send("usi");
      assertTrue(
          s.until("usiok").contains("option name NetworkDelay type spin default 0 min 0 max 60000"),
          s.transcript());
      s.send("position startpos");
      s.send("go btime 1000 wtime 2000 byoyomi 3000");
      s.until("bestmove");
      s.send("setoption name NetworkDelay value 500");
      s.send("go btime 1000 wtime 2000 byoyomi 3000");
      s.until("bestmove");
      s.send("go btime 200 wtime 2000 byoyomi 3000");
      s.until("bestmove");
      s.send("position startpos moves 7g7f");
      s.send("go btime 1000 wtime 2000 binc 100 winc 100");
      s.until("bestmove");
      s.send("go movetime 1000");
      s.until("bestmove");
      List<SearchLimits> seen = r.seen;
      assertEquals(5, seen.size(), s.transcript());
      assertEquals(TestResults.clock(1000, 2000, 3000, 0, 0), seen.get(0).clock().orElseThrow());
      assertEquals(TestResults.clock(500, 2000, 3000, 0, 0), seen.get(1).clock().orElseThrow());
      assertEquals(TestResults.clock(0, 2000, 2700, 0, 0), seen.get(2).clock().orElseThrow());
      assertEquals(TestResults.clock(1000, 1500, 0, 100, 100), seen.get(3).clock().orElseThrow());
      assertEquals(SearchLimits.moveTime(Duration.ofSeconds(1)), seen.get(4));
    }
  }
}
