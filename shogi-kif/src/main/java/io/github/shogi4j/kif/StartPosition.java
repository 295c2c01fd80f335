package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Validation;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Where a record starts (開始局面): a standard start named by its handicap (平手, 香落ち, ...) or any other
 * arrangement, kept as an unchecked {@link Setup} because tsume records (詰将棋) have no attacker king
 * and other records hold odd material.
 *
 * <p>The setup's move number is the number of the record's first move.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param setup the arrangement
 * @param handicap the standard start this is, when the record named it (手合割) rather than drawing a
 *     board; empty for a custom position
 */
public record StartPosition(Setup setup, Optional<Handicap> handicap) {
  // The standard starts, parsed once: of(Handicap) shares them, position() reuses their positions.
  private static final Map<Handicap, Setup> STANDARD = new EnumMap<>(Handicap.class);
  private static final Map<Handicap, Position> STANDARD_POSITION = new EnumMap<>(Handicap.class);
  private static final Map<Handicap, StartPosition> STANDARD_START = new EnumMap<>(Handicap.class);

  static {
    for (Handicap h : Handicap.values()) {
      Setup s = Sfen.parse(h.sfen());
      STANDARD.put(h, s);
      STANDARD_POSITION.put(h, s.validate(Validation.LENIENT));
    }
    for (Handicap h : Handicap.values()) {
      STANDARD_START.put(h, new StartPosition(STANDARD.get(h), Optional.of(h)));
    }
  }

  private static final StartPosition EVEN = of(Handicap.EVEN);

  /**
   * Checks that a named handicap matches the setup.
   *
   * @param setup the arrangement
   * @param handicap the handicap, or empty
   */
  public StartPosition {
    Preconditions.checkNotNull(setup, "setup");
    Preconditions.checkNotNull(handicap, "handicap");
    Preconditions.checkArgument(
        handicap.isEmpty()
            || setup == STANDARD.get(handicap.get())
            || STANDARD.get(handicap.get()).toBuilder()
                .moveNumber(setup.moveNumber())
                .build()
                .equals(setup),
        "the setup is not the start of %s",
        handicap);
  }

  /**
   * The even game (平手).
   *
   * @return the even start
   */
  public static StartPosition even() {
    return EVEN;
  }

  /**
   * A standard start by its handicap.
   *
   * @param handicap the handicap
   * @return the start
   */
  public static StartPosition of(Handicap handicap) {
    Preconditions.checkNotNull(handicap, "handicap");
    return STANDARD_START.get(handicap);
  }

  /**
   * A custom start (a BOD diagram, a CSA board, an SFEN).
   *
   * @param setup the arrangement, not validated
   * @return the start, with no handicap name even when the setup is a standard start
   */
  public static StartPosition of(Setup setup) {
    return new StartPosition(setup, Optional.empty());
  }

  /**
   * The standard start this arrangement is, whether or not the record named it.
   *
   * @return the handicap, or empty for a position that is no standard start
   */
  public Optional<Handicap> standardHandicap() {
    if (handicap.isPresent()) {
      return handicap;
    }
    Setup one = setup.toBuilder().moveNumber(1).build();
    for (Handicap h : Handicap.values()) {
      if (STANDARD.get(h).equals(one)) {
        return Optional.of(h);
      }
    }
    return Optional.empty();
  }

  /**
   * The position, validated as leniently as the rules allow ({@link Validation#LENIENT}): tsume
   * problems and odd material are accepted.
   *
   * @return the position
   * @throws io.github.shogi4j.rules.InvalidPositionException if the rules cannot apply (two kings
   *     of one color)
   */
  public Position position() {
    if (isStandard()) {
      return STANDARD_POSITION.get(handicap.get());
    }
    return setup.validate(Validation.LENIENT);
  }

  /** Whether this is a named standard start with the standard setup (move number 1). */
  private boolean isStandard() {
    return handicap.isPresent() && setup == STANDARD.get(handicap.get());
  }

  /**
   * What keeps the setup from being a position at a validation level (none for a standard start).
   *
   * @param validation how strict
   * @return the problems, empty when the setup passes
   */
  public List<PositionProblem> problems(Validation validation) {
    Preconditions.checkNotNull(validation, "validation");
    return isStandard() ? List.of() : setup.problems(validation);
  }

  /**
   * The position, validated at the given level.
   *
   * @param validation how strict
   * @return the position
   * @throws io.github.shogi4j.rules.InvalidPositionException listing the problems
   */
  public Position position(Validation validation) {
    return setup.validate(validation);
  }

  /**
   * The start in words, without {@code Optional} wrappers: for example {@code
   * StartPosition[setup=lnsgkgsn1/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1,
   * handicap=LANCE]}; no handicap part for an arrangement of its own.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return new ToStringBuilder("StartPosition")
        .add("setup", setup)
        .add("handicap", handicap)
        .toString();
  }
}
