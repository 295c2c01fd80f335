package io.github.shogi4j.search.tools;

import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;

/** Manual smoke run: searches a position and prints the info lines. */
public final class Smoke {
  private Smoke() {}

  /**
   * Runs it.
   *
   * @param args USI position text, then limits: depth N or time MS
   */
  public static void main(String[] args) {
    SearchRequest r = SearchRequest.ofUsi(args[0]);
    SearchLimits l = args[1].equals("depth") ? SearchLimits.depth(Integer.parseInt(args[2]))
        : SearchLimits.moveTime(Long.parseLong(args[2]));
    AlphaBetaSearcher s = new AlphaBetaSearcher(EngineConfig.builder().build());
    var res = s.search(r, l, info -> System.out.println("info depth " + info.depth() + " seldepth "
        + info.selDepth() + " score " + info.score().toUsi() + " nodes " + info.nodes() + " nps "
        + info.nodesPerSecond() + " time " + info.timeMillis() + " hashfull " + info.hashfullPermille()
        + " pv " + info.pv().stream().map(m -> m.toUsi()).reduce("", (a, b) -> a + " " + b)),
        new io.github.shogi4j.search.SearchControl());
    System.out.println("bestmove " + res.toUsi() + " " + res);
  }
}
