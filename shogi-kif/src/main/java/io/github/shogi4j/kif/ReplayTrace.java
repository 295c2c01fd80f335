package io.github.shogi4j.kif;

/**
 * What a reader of this library saw while it replayed a record's main line: the position of the
 * start, the position key after each move and, where the ending needs it, the position at the end.
 * The readers hand it to the record they build ({@link GameRecord.Builder#replayTrace}), and {@link
 * io.github.shogi4j.kif.validate.RecordValidator} uses it to check repetition (千日手) and the ending
 * without playing the moves again.
 *
 * <p>Opaque: only the readers make one, so a record carries a trace only when one of them played
 * its moves. A trace speaks only for the very main line and start objects it was made for: a record
 * given another main line or start (through {@link GameRecord#toBuilder()}) keeps the trace, which
 * the validator then ignores. It is not part of the record's value (equality, hash code, text).
 *
 * <p>Immutable and thread-safe.
 */
public sealed interface ReplayTrace permits io.github.shogi4j.kif.replay.Replayed {}
