package io.github.shogi4j.examples.readme;

// README:begin imports
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.mate.MateLimits;
import io.github.shogi4j.search.mate.MateResult;
import io.github.shogi4j.search.mate.MateSolver;
import io.github.shogi4j.search.usi.UsiClient;
import java.time.Duration;
import java.util.List;

// README:end imports

/**
 * The bot author's tour of the README, compiled and run by {@link ReadmeToursTest}; {@link
 * ReadmeSnippetsTest} checks that the README quotes it exactly.
 */
final class BotAuthorTour {
  private BotAuthorTour() {}

  // README:begin body
  static SearchResult ours(Game game) {
    Searcher ours = Level.HARD.searcher(); // EASY, NORMAL, HARD
    // think on another thread, stop at any time:
    SearchHandle h = ours.start(SearchRequest.of(game), SearchLimits.none(), info -> {});
    SearchResult early = h.stopAndAwait();
    SearchResult r =
        ours.search(SearchRequest.of(game), SearchLimits.moveTime(Duration.ofSeconds(1)));
    String usi = r.toUsi(); // "7g7f", "resign" or "win"
    if (r instanceof SearchResult.Play p) { // else SearchResult.Resign (投了) or DeclareWin (入玉宣言)
      Game next = game.play(p.move());
    }
    return r;
  }

  static SearchResult theirs(Game game, List<String> engineCommand) { // e.g. "/path/to/engine"
    try (UsiClient engine = UsiClient.start(UsiClient.Config.of(engineCommand))) {
      return engine.search(SearchRequest.of(game), SearchLimits.moveTime(Duration.ofSeconds(1)));
    }
  }

  static MateResult mate(Position position) { // 詰将棋
    return MateSolver.solve(position, MateLimits.ofTime(Duration.ofSeconds(10)));
  }
  // README:end body
}
