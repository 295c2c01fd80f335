package io.github.shogi4j.kif.replay;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Moves;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * What a reader knows after replaying a record's main line: the start's position and the moves as
 * packed legal moves ({@code io.github.shogi4j.rules.internal.Moves}) from it, so that the
 * validator plays them again without validating the start again, looking each move up and testing
 * it. A record carries it invisibly (it is not part of its value); it holds only for the very main
 * line and start objects it was made for, which the record keeps while nothing replaces them.
 *
 * <p>Internal to this module (the package is not exported). Immutable once made: the array is not
 * changed by anyone.
 */
public final class Replayed {
  /** Reads and attaches the hidden value; installed by {@link GameRecord}. */
  public interface Access {
    /**
     * The record's hidden value.
     *
     * @param record the record
     * @return the value, or empty
     */
    Optional<Replayed> of(GameRecord record);

    /**
     * Makes the builder's records carry the value.
     *
     * @param builder the builder
     * @param replayed the value
     */
    void attach(GameRecord.Builder builder, Replayed replayed);
  }

  private static volatile Access access;

  private final Line line;
  private final StartPosition start;
  private final Position position;
  private final int[] packed;
  private final Optional<Played> played;

  private Replayed(
      Line line, StartPosition start, Position position, int[] packed, Optional<Played> played) {
    this.line = line;
    this.start = start;
    this.position = position;
    this.packed = packed;
    this.played = played;
  }

  /**
   * What a reader saw while playing a main line whose moves are all legal: the position key ({@code
   * Board.key()}) after each move, and the position at the end when the line's ending is one the
   * position may deny (詰み, no legal move, 入玉宣言), so that the validator need not play the line
   * again.
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
   * Installs the access (called once, by {@link GameRecord}'s initialisation).
   *
   * @param a the access
   */
  public static void install(Access a) {
    Preconditions.checkState(access == null, "installed twice");
    access = a;
  }

  private static Access access() {
    Access a = access;
    if (a == null) {
      GameRecord.builder(); // initialises GameRecord, which installs the access
      a = access;
    }
    return a;
  }

  /**
   * Makes the records of a builder carry what a reader knows after playing their main line: the
   * start's position and the packed moves, and, when every move of the line is legal (and was
   * played), the key after each move and the end position.
   *
   * @param builder the builder, whose main line and start must be {@code line} and {@code start}
   * @param line the main line (the same object the record gets)
   * @param start the start (the same object)
   * @param position the start's position ({@link StartPosition#position()}), from which the line
   *     was played
   * @param packed the packed move of each move of the line, {@code Moves.NONE} for one recorded as
   *     illegal (and not played)
   * @param keys the position key after each move played ({@code Board.key()})
   * @param end the position after the line (asked for only when the ending needs it)
   */
  public static void attach(
      GameRecord.Builder builder,
      Line line,
      StartPosition start,
      Position position,
      int[] packed,
      long[] keys,
      Supplier<Position> end) {
    Preconditions.checkArgument(packed.length == line.size(), "one packed move per move");
    boolean allPlayed = keys.length == packed.length;
    for (int i = 0; i < packed.length && allPlayed; i++) {
      allPlayed = packed[i] != Moves.NONE;
    }
    Optional<Played> played =
        allPlayed
            ? Optional.of(
                new Played(keys, needsEnd(line) ? Optional.of(end.get()) : Optional.empty()))
            : Optional.empty();
    access().attach(builder, new Replayed(line, start, position, packed, played));
  }

  /**
   * What the reader saw while playing a record's main line, when it played that very line from that
   * very start and every move is legal.
   *
   * @param record the record
   * @return the keys and end position, or empty
   */
  public static Optional<Played> played(GameRecord record) {
    Optional<Replayed> r = access().of(record);
    return r.isPresent() && r.get().line == record.mainLine() && r.get().start == record.start()
        ? r.get().played
        : Optional.empty();
  }

  /**
   * The packed moves of a record's main line, when a reader replayed that very line from that very
   * start.
   *
   * @param record the record
   * @return the moves (not to be changed), or empty when they are not known
   */
  public static Optional<int[]> packedMainLine(GameRecord record) {
    Optional<Replayed> r = access().of(record);
    return r.isPresent() && r.get().line == record.mainLine() && r.get().start == record.start()
        ? Optional.of(r.get().packed)
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
    Optional<Replayed> r = access().of(record);
    return r.isPresent() && r.get().start == record.start()
        ? Optional.of(r.get().position)
        : Optional.empty();
  }
}
