package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A started search answers a stop on the stopping thread, without waiting for the searcher. */
class StopTest {

  @Test
  void stopIsAnsweredAtOnceWithTheLastCompletedIteration() throws InterruptedException {
    CountDownLatch secondIteration = new CountDownLatch(1);
    SearchHandle h =
        Level.HARD
            .searcher()
            .start(
                SearchRequest.ofUsi("startpos moves 7g7f 3c3d 2g2f 8c8d"),
                SearchLimits.infinite(),
                info -> {
                  if (info.depth() >= 2) {
                    secondIteration.countDown();
                  }
                });
    assertTrue(secondIteration.await(60, TimeUnit.SECONDS), "no second iteration reported");
    h.stop();
    // the first iteration was published before the second was reported: stop() completed it
    assertTrue(h.isDone(), "stop() returned without an answer");
    SearchResult.Play r = TestResults.played(h.await());
    assertTrue(r.depth() >= 1, "depth " + r.depth());
  }
}
