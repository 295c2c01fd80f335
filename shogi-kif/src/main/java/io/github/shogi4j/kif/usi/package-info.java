/**
 * USI records ({@code position startpos moves ...}, {@code sfen ... moves ...}) and bare SFEN
 * positions as game records: reader and writers.
 */
package io.github.shogi4j.kif.usi;
