/**
 * Shogi rules: immutable positions, complete legal move generation, game end and repetition rules,
 * SFEN and USI notation.
 *
 * <p>The API lives in {@code io.github.shogi4j.rules} (values, positions, games) and
 * {@code io.github.shogi4j.rules.usi} (SFEN and USI text). The fast mutable board behind them is
 * internal and shared only with the search module.
 */
module io.github.shogi4j.rules {
  requires transitive com.google.common;

  exports io.github.shogi4j.rules;
  exports io.github.shogi4j.rules.usi;
  exports io.github.shogi4j.rules.internal to io.github.shogi4j.search, io.github.shogi4j.kif;
}
