package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchRequest;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The search signature: the total node count of fixed-depth searches over fixed positions, with a
 * fresh 1 MB table and the default configuration. Any change to move generation order, ordering,
 * pruning, extensions, evaluation or repetition handling changes it, so that every change of search
 * behaviour is deliberate.
 *
 * <p>To update it on purpose: run this test, take the actual count from the failure message, put it
 * in {@link #SIGNATURE}, and say in the commit message what changed in the search and why (for
 * example "bitboard Board generates moves in another order; signature 123 -> 456"). A new internal
 * {@code Board} implementation that generates moves in another order changes it too.
 */
class SearchSignatureTest {
  static final long SIGNATURE = 44_915L;

  static final List<String> POSITIONS =
      List.of(
          "startpos",
          "startpos moves 7g7f 3c3d 2g2f 8c8d 2f2e 8d8e 6i7h 4a3b",
          "sfen ln1g3nl/1r1sk1gb1/p1pppp1pp/6p2/1p7/2P6/PPBPPPPPP/2S4R1/LN1GKGSNL b - 13",
          "sfen 8k/6p2/5R2l/9/9/6B2/9/9/4K4 b S 1");

  static final int DEPTH = 5;

  static long signature() {
    long total = 0;
    for (String p : POSITIONS) {
      AlphaBetaSearcher s = new AlphaBetaSearcher(EngineConfig.builder().hashMegabytes(1).build());
      total += s.search(SearchRequest.ofUsi(p), SearchLimits.depth(DEPTH)).nodes();
    }
    return total;
  }

  @Test
  void nodeCountIsTheSignature() {
    assertEquals(
        SIGNATURE, signature(), "search signature changed: see the class doc to update it");
  }
}
