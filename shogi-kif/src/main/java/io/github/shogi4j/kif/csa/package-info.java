/**
 * The CSA standard record format (CSA棋譜ファイル形式), V1 to V2.2 and V3.0: reader, writer and the
 * special-move vocabulary ({@code %TORYO} ...) that JKF shares.
 */
package io.github.shogi4j.kif.csa;
