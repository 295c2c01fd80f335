/**
 * Shogi game records: reading, validating, writing and converting KIF, KI2, CSA, JKF and SFEN/USI.
 */
module io.github.shogi4j.kif {
  requires transitive io.github.shogi4j.rules;
  exports io.github.shogi4j.kif;
}
