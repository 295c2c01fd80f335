package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Searches with helper threads (lazy SMP): legal, mating, counted and cleaned up. */
class ThreadsTest {
  private static final SearchRequest MIDDLE =
      SearchRequest.ofUsi("startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b 2e2d 2c2d 2h2d");

  /** The name of this class's searchers, which their helper threads carry. */
  private static final String NAME = "threads-test";

  static AlphaBetaSearcher hard(int threads) {
    return new AlphaBetaSearcher(
        Level.HARD.config(1).toBuilder().name(NAME).threads(threads).build());
  }

  /** The live helper threads of this class's searchers (not of other tests' searches). */
  private static long helperThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().equals("shogi4j-helper-" + NAME) && t.isAlive())
        .count();
  }

  @Test
  void helpersEndBeforeTheSearchReturns() {
    AlphaBetaSearcher s = hard(3);
    for (int i = 0; i < 5; i++) {
      SearchResult r = s.search(MIDDLE, SearchLimits.nodes(20_000 + 1000 * i));
      assertTrue(MIDDLE.position().isLegal(TestResults.move(r)));
      assertEquals(0, helperThreads(), "helper threads still alive after search " + i);
    }
  }

  @Test
  void theNodeLimitCountsEveryThreadsNodes() {
    // one thread stops at the limit exactly; with helpers, the main search stops once all threads
    // together, as they publish their counts every 256 nodes, reach it: always past the limit
    long limit = 500_000;
    assertEquals(limit, hard(1).search(MIDDLE, SearchLimits.nodes(limit)).nodes());
    List<SearchInfo> infos = new ArrayList<>();
    SearchResult r =
        hard(2)
            .search(
                MIDDLE,
                SearchLimits.nodes(limit),
                infos::add,
                new io.github.shogi4j.search.SearchControl());
    assertTrue(r.nodes() > limit && r.nodes() < 4 * limit, () -> "nodes " + r.nodes());
    for (int i = 1; i < infos.size(); i++) {
      assertTrue(infos.get(i).nodes() >= infos.get(i - 1).nodes(), infos::toString);
    }
  }

  @Test
  void aStopEndsEveryThread() {
    SearchHandle h = hard(2).start(MIDDLE, SearchLimits.infinite(), SearchListener.NONE);
    assertEquals(java.util.Optional.empty(), h.await(Duration.ofMillis(300)));
    SearchResult.Play r = TestResults.played(h.stopAndAwait());
    assertTrue(MIDDLE.position().isLegal(r.move()));
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (helperThreads() > 0 && System.nanoTime() < deadline) {
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    assertEquals(0, helperThreads(), "helpers left running after a stop");
  }

  @Test
  void resignsWhenMatedAsOneThreadDoes() {
    Position mated = Position.fromSfen("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assertTrue(
        hard(2).search(SearchRequest.of(mated), SearchLimits.nodes(10_000))
            instanceof SearchResult.Resign);
  }

  @Test
  void theThreadCountIsChecked() {
    assertThrows(IllegalArgumentException.class, () -> EngineConfig.builder().threads(0));
    assertThrows(
        IllegalArgumentException.class,
        () -> EngineConfig.builder().threads(EngineConfig.MAX_THREADS + 1));
    assertEquals(1, EngineConfig.builder().build().threads());
    assertEquals(4, EngineConfig.builder().threads(4).build().threads());
  }
}
