package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.SfenParseException;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.usi.UsiPosition;
import java.util.List;
import java.util.OptionalInt;

/**
 * One position as the user gave it: an SFEN ({@code --sfen}), a USI position text ({@code
 * --position}) or a line of a positions file (either form).
 *
 * @param where the option or {@code file:line} it came from, for error messages
 * @param text the text as given
 * @param sfenOnly true when only an SFEN (or the word {@code startpos}) is allowed
 * @param line the 1-based line number in a positions file, when it came from one
 */
public record PositionInput(String where, String text, boolean sfenOnly, OptionalInt line) {

  /**
   * Checks the fields.
   *
   * @param where where it came from
   * @param text the text
   * @param sfenOnly whether only SFEN is allowed
   * @param line the line number in a file, if any
   */
  public PositionInput {
    Preconditions.checkNotNull(where, "where");
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(line, "line");
  }

  /**
   * A parsed and replayed position.
   *
   * @param usi the start setup and the moves as given
   * @param start the validated start position
   * @param positions the start and the position after each move, {@code moves().size() + 1} long
   */
  public record Parsed(UsiPosition usi, Position start, List<Position> positions) {
    /**
     * Checks and copies.
     *
     * @param usi the start and moves
     * @param start the start position
     * @param positions the positions, start first
     */
    public Parsed {
      Preconditions.checkNotNull(usi, "usi");
      Preconditions.checkNotNull(start, "start");
      positions = List.copyOf(positions);
      Preconditions.checkArgument(
          positions.size() == usi.moves().size() + 1,
          "%s positions for %s moves",
          positions.size(),
          usi.moves().size());
    }

    /**
     * The moves as given.
     *
     * @return the moves, all legal
     */
    public List<Move> moves() {
      return usi.moves();
    }

    /**
     * The position after the last move.
     *
     * @return the final position
     */
    public Position last() {
      return positions.get(positions.size() - 1);
    }
  }

  /**
   * Parses the text, validates the start and plays the moves.
   *
   * @param validation how strictly to check the start position
   * @return the start, the moves and every position
   * @throws InputException naming this input and what is wrong: the SFEN field and character, every
   *     problem of a refused position, or the number, text and broken rule of an illegal move
   */
  public Parsed parse(Validation validation) {
    UsiPosition usi;
    try {
      usi = sfenOnly ? new UsiPosition(Sfen.parse(text), List.of()) : UsiPosition.parse(text);
    } catch (SfenParseException e) {
      throw new InputException(where, e.getMessage(), e);
    }
    Position p;
    try {
      p = usi.start().validate(validation);
    } catch (InvalidPositionException e) {
      throw new InputException(
          where,
          e.getMessage() + (validation == Validation.LENIENT ? "" : " (refused by --strict)"),
          e);
    }
    Position[] all = new Position[usi.moves().size() + 1];
    all[0] = p;
    for (int i = 0; i < usi.moves().size(); i++) {
      Move m = usi.moves().get(i);
      try {
        all[i + 1] = all[i].play(m);
      } catch (IllegalMoveException e) {
        throw new InputException(
            where,
            "move "
                + (i + 1)
                + " "
                + m.toUsi()
                + " is illegal ("
                + e.reason()
                + ") in "
                + all[i].toSfen(),
            e);
      }
    }
    return new Parsed(usi, p, List.of(all));
  }
}
