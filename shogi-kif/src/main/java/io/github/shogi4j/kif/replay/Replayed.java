package io.github.shogi4j.kif.replay;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.rules.Position;
import java.util.Optional;

/**
 * What a reader knows after replaying a record's main line: the start's position and the moves as
 * packed legal moves ({@code io.github.shogi4j.rules.internal.Moves}) from it, so that the
 * validator plays them again without validating the start again, looking each move up and
 * testing it. A record carries it invisibly (it is not
 * part of its value); it holds only for the very main line and start objects it was made for,
 * which the record keeps while nothing replaces them.
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

  private Replayed(Line line, StartPosition start, Position position, int[] packed) {
    this.line = line;
    this.start = start;
    this.position = position;
    this.packed = packed;
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
   * Makes the records of a builder carry the packed moves of a main line read from a start.
   *
   * @param builder the builder, whose main line and start must be {@code line} and {@code start}
   * @param line the main line (the same object the record gets)
   * @param start the start (the same object)
   * @param position the start's position ({@link StartPosition#position()}), from which the line
   *     was replayed
   * @param packed the packed move of each move of the line, {@code Moves.NONE} for one recorded
   *     as illegal (and not played)
   */
  public static void attach(GameRecord.Builder builder, Line line, StartPosition start,
      Position position, int[] packed) {
    Preconditions.checkArgument(packed.length == line.size(), "one packed move per move");
    access().attach(builder, new Replayed(line, start, position, packed));
  }

  /**
   * The packed moves of a record's main line, when a reader replayed that very line from that
   * very start.
   *
   * @param record the record
   * @return the moves (not to be changed), or null when they are not known
   */
  public static int[] packedMainLine(GameRecord record) {
    Optional<Replayed> r = access().of(record);
    if (r.isEmpty() || r.get().line != record.mainLine() || r.get().start != record.start()) {
      return null;
    }
    return r.get().packed;
  }

  /**
   * The position of a record's start ({@link StartPosition#position()}), when a reader replayed
   * the record from that very start object.
   *
   * @param record the record
   * @return the position, or empty when it is not known
   */
  public static Optional<Position> startPosition(GameRecord record) {
    Optional<Replayed> r = access().of(record);
    return r.isPresent() && r.get().start == record.start() ? Optional.of(r.get().position)
        : Optional.empty();
  }
}
