package io.github.shogi4j.search.engine;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.PvLine.Bound;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import java.time.Duration;
import java.util.List;
import java.util.SplittableRandom;

/**
 * A searcher that plays a uniformly random legal move (among the limits' search moves when given),
 * for tests and as the weakest opponent. It ignores the other limits and answers at once.
 *
 * <p>Deterministic: the move depends only on the seed and the position, so a game between seeded
 * searchers replays exactly. Thread-safe (stateless).
 */
public final class RandomSearcher implements Searcher {
  private final long seed;

  /**
   * A random searcher.
   *
   * @param seed the seed mixed with each position's key
   */
  public RandomSearcher(long seed) {
    this.seed = seed;
  }

  @Override
  public String name() {
    return "random";
  }

  @Override
  public SearchResult search(
      SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl control) {
    Preconditions.checkNotNull(request, "request");
    Preconditions.checkNotNull(limits, "limits");
    Preconditions.checkNotNull(listener, "listener");
    Preconditions.checkNotNull(control, "control");
    Position p = request.position();
    List<Move> moves = p.legalMoves();
    if (!limits.searchMoves().isEmpty()) {
      moves = moves.stream().filter(limits.searchMoves()::contains).toList();
    }
    if (moves.isEmpty()) {
      // No legal move is a loss, in check or not.
      return new SearchResult.Resign(new PovScore(Score.mated(), p.sideToMove()), 0, Duration.ZERO);
    }
    SplittableRandom rng = new SplittableRandom(seed ^ p.zobristKey());
    Move m = moves.get(rng.nextInt(moves.size()));
    PvLine line =
        new PvLine(1, new PovScore(Score.cp(0), p.sideToMove()), Bound.EXACT, 1, List.of(m));
    return SearchResult.Play.of(line, 1, 1, Duration.ZERO);
  }
}
