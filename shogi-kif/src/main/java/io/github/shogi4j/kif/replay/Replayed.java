package io.github.shogi4j.kif.replay;

import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.ReplayTrace;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.rules.Position;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * The readers' {@link ReplayTrace}: the start's position, and, when every move of the main line is
 * legal (and was played), the key after each move and the end position when the ending needs it, so
 * that the validator neither validates the start again nor plays the moves again.
 *
 * <p>Internal to this module (the package is not exported). Immutable: the key array is not changed
 * by anyone.
 */
public final class Replayed implements ReplayTrace {
  private final Line line;
  private final StartPosition start;
  private final Position position;
  private final Optional<Played> played;

  private Replayed(Line line, StartPosition start, Position position, Optional<Played> played) {
    this.line = line;
    this.start = start;
    this.position = position;
    this.played = played;
  }

  /**
   * What a reader saw while playing a main line whose moves are all legal: the position key ({@link
   * io.github.shogi4j.rules.Cursor#zobristKey()}) after each move, and the position at the end when
   * the line's ending is one the position may deny (詰み, no legal move, 入玉宣言), so that the validator
   * need not play the line again.
   *
   * @param keys the key after each move (not to be changed)
   * @param end the position after the last move, present when the ending needs it
   */
  public record Played(long[] keys, Optional<Position> end) {}

  /**
   * Whether the position at the end of a line may deny an ending's claim: 詰み (checkmate), no legal
   * move, 入玉宣言 (impasse declaration); the validator checks only these against it.
   *
   * @param k the ending's kind
   * @return true for those three
   */
  public static boolean positionMayDeny(EndingKind k) {
    return k == EndingKind.CHECKMATE
        || k == EndingKind.NO_LEGAL_MOVES
        || k == EndingKind.IMPASSE_DECLARATION;
  }

  /** Whether the line's ending needs the position after the line. */
  private static boolean needsEnd(Line line) {
    return line.ending().isPresent() && positionMayDeny(line.ending().get().kind());
  }

  /**
   * The trace of a main line a reader played: the start's position and, when every move of the line
   * was played (none is recorded as illegal), the key after each move and the end position.
   *
   * @param line the main line (the same object the record gets)
   * @param start the start (the same object)
   * @param position the start's position ({@link StartPosition#position()}), from which the line
   *     was played
   * @param keys the position key after each move played
   * @param end the position after the line (asked for only when the ending needs it)
   * @return the trace
   */
  public static Replayed of(
      Line line, StartPosition start, Position position, long[] keys, Supplier<Position> end) {
    Optional<Played> played =
        keys.length == line.size()
            ? Optional.of(
                new Played(keys, needsEnd(line) ? Optional.of(end.get()) : Optional.empty()))
            : Optional.empty();
    return new Replayed(line, start, position, played);
  }

  private static Optional<Replayed> of(GameRecord record) {
    return record.replayTrace().map(Replayed.class::cast);
  }

  /**
   * What the reader saw while playing a record's main line, when it played that very line from that
   * very start and every move is legal.
   *
   * @param record the record
   * @return the keys and end position, or empty
   */
  public static Optional<Played> played(GameRecord record) {
    Optional<Replayed> r = of(record);
    return r.isPresent() && r.get().line == record.mainLine() && r.get().start == record.start()
        ? r.get().played
        : Optional.empty();
  }

  /**
   * The position of a record's start ({@link StartPosition#position()}), when a reader replayed the
   * record from that very start object.
   *
   * @param record the record
   * @return the position, or empty when it is not known
   */
  public static Optional<Position> startPosition(GameRecord record) {
    Optional<Replayed> r = of(record);
    return r.isPresent() && r.get().start == record.start()
        ? Optional.of(r.get().position)
        : Optional.empty();
  }
}
