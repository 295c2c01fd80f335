/**
 * Shogi game records (棋譜): reading, validating, writing and converting KIF, KI2, CSA, JKF and
 * SFEN/USI.
 *
 * <p>{@code io.github.shogi4j.kif} holds the record model ({@link
 * io.github.shogi4j.kif.GameRecord}) and the entry points ({@link io.github.shogi4j.kif.Kifu});
 * each format and concern has its own package.
 */
// The module named by the qualified export is built after this one.
@SuppressWarnings("module")
module io.github.shogi4j.kif {
  requires transitive io.github.shogi4j.rules;
  requires com.google.common;
  requires com.fasterxml.jackson.databind;
  // optional: archives (io.github.shogi4j.kif.archive) need them, plain files do not
  requires static org.apache.commons.compress;
  requires static org.tukaani.xz;

  exports io.github.shogi4j.kif;
  exports io.github.shogi4j.kif.archive;
  exports io.github.shogi4j.kif.csa;
  exports io.github.shogi4j.kif.encoding;
  exports io.github.shogi4j.kif.jkf;
  exports io.github.shogi4j.kif.kakinoki;
  exports io.github.shogi4j.kif.training;
  exports io.github.shogi4j.kif.usi;
  exports io.github.shogi4j.kif.validate;
  // Only for the search module's value types: their toString text (no Optional[...] wrappers).
  exports io.github.shogi4j.kif.internal to
      io.github.shogi4j.search;
}
