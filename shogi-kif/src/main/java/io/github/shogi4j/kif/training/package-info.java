/**
 * Training data for shogi engines (学習用局面データ): fixed-size binary records of positions as the field's
 * learning tools read them.
 *
 * <ul>
 *   <li>{@link io.github.shogi4j.kif.training.PositionPacking#HCP}: a position in 32 bytes
 *       (HuffmanCodedPos, the layout of Apery and cshogi/dlshogi);
 *   <li>{@link io.github.shogi4j.kif.training.PositionPacking#PACKED_SFEN}: a position in 32 bytes
 *       with YaneuraOu's codes (PackedSfen);
 *   <li>{@link io.github.shogi4j.kif.training.Hcpe}: 38 bytes, an HCP with an evaluation, a best
 *       move and the game's result (dlshogi's HCPE files);
 *   <li>{@link io.github.shogi4j.kif.training.Psv}: 40 bytes, a packed sfen with a score, a move,
 *       the ply and the result for the side to move (YaneuraOu's PackedSfenValue).
 * </ul>
 *
 * <p>All multi-byte numbers are little-endian. The bytes are those cshogi writes for the same
 * positions, handicap positions included: pieces that a handicap takes off the board are written as
 * "piece box" (駒箱) codes, so that every position fills exactly 256 bits. The test suite holds
 * golden files written by cshogi and checks both directions.
 */
package io.github.shogi4j.kif.training;
