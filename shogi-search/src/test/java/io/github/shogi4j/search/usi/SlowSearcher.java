package io.github.shogi4j.search.usi;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import java.time.Duration;
import java.util.List;

/**
 * A test searcher that "deepens" one ply every 5 ms, reporting each iteration, until its depth
 * limit, its move time (100 ms when neither is set) or a stop; a ponder or infinite search runs
 * until stopped (or, pondering, until the ponder hit, then at most its move time). Plays the first
 * legal move.
 */
final class SlowSearcher implements Searcher {
  @Override
  public String name() {
    return "slow";
  }

  @Override
  public SearchResult search(
      SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl control) {
    Position p = request.position();
    List<Move> legal = p.legalMoves();
    if (legal.isEmpty()) {
      return new SearchResult.Resign(
          new PovScore(Score.mate(-1), p.sideToMove()), 0, Duration.ZERO);
    }
    long start = System.nanoTime();
    long moveTime =
        limits
            .moveTime()
            .map(Duration::toMillis)
            .orElse(limits.depthLimit().isPresent() ? Long.MAX_VALUE : 100);
    int maxDepth = limits.depthLimit().orElse(Integer.MAX_VALUE);
    int depth = 0;
    long boundFrom = start;
    while (!control.isStopped() && depth < maxDepth) {
      boolean unbounded = limits.isInfinite() || (limits.ponder() && !control.isPonderHit());
      if (!unbounded && (System.nanoTime() - boundFrom) / 1_000_000 >= moveTime) {
        break;
      }
      if (limits.ponder() && !control.isPonderHit()) {
        boundFrom = System.nanoTime();
      }
      depth++;
      long ms = (System.nanoTime() - start) / 1_000_000;
      listener.onInfo(
          new SearchInfo(
              depth,
              depth + 2,
              new PovScore(Score.cp(10 * depth), p.sideToMove()),
              depth * 100L,
              depth * 100L * 1000 / Math.max(1, ms),
              Duration.ofMillis(ms),
              List.of(legal.get(0)),
              1));
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    PvLine line =
        new PvLine(
            1,
            new PovScore(Score.cp(10 * depth), p.sideToMove()),
            PvLine.Bound.EXACT,
            depth,
            List.of(legal.get(0)));
    return SearchResult.Play.of(
        line, depth + 2, depth * 100L, Duration.ofNanos(System.nanoTime() - start));
  }
}
