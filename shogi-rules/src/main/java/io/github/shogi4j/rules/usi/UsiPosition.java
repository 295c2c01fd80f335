package io.github.shogi4j.rules.usi;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.SfenParseException;
import io.github.shogi4j.rules.Validation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The USI {@code position} text: {@code startpos} or {@code sfen <SFEN>}, optionally followed by
 * {@code moves} and USI moves, as in {@code position startpos moves 7g7f 3c3d} (the leading word
 * {@code position} is optional). A bare SFEN is accepted too.
 *
 * @param start the starting setup
 * @param moves the moves, not yet checked for legality
 */
public record UsiPosition(Setup start, List<Move> moves) {
  /** The blanks between moves, compiled once ({@code String.split} compiles it per call). */
  private static final Pattern BLANKS = Pattern.compile("\\s+");

  /**
   * Checks the fields and copies the list.
   *
   * @param start the starting setup
   * @param moves the moves
   */
  public UsiPosition {
    Preconditions.checkNotNull(start, "start");
    moves = ImmutableList.copyOf(moves);
  }

  /**
   * Parses USI position text.
   *
   * @param text for example {@code "startpos moves 7g7f"} or {@code "sfen <SFEN> moves 7g7f"}
   * @return the start and the moves
   * @throws SfenParseException if the SFEN or a move cannot be parsed, with the character index
   */
  public static UsiPosition parse(String text) {
    String s = text.strip();
    int base = text.indexOf(s.isEmpty() ? " " : s);
    if (s.startsWith("position ")) {
      base += "position ".length();
      s = s.substring("position ".length()).stripLeading();
    }
    String sfenPart;
    String movesPart = "";
    int movesAt = s.indexOf(" moves");
    if (movesAt >= 0 && (movesAt + 6 == s.length() || s.charAt(movesAt + 6) == ' ')) {
      sfenPart = s.substring(0, movesAt);
      movesPart = s.substring(movesAt + 6);
    } else {
      sfenPart = s;
    }
    String[] words = BLANKS.split(sfenPart.strip(), 2);
    if (words[0].equals("startpos") && words.length > 1) {
      throw new SfenParseException(
          text,
          base + s.indexOf(words[1], 8),
          "position",
          "expected \"moves\" after \"startpos\", found \"" + BLANKS.split(words[1], 2)[0] + "\"");
    }
    if (words[0].equals("sfen") && words.length == 1) {
      throw new SfenParseException(
          text, base + s.indexOf("sfen") + 4, "position", "no SFEN after \"sfen\"");
    }
    Setup setup;
    if (sfenPart.equals("startpos")) {
      setup = Setup.startpos();
    } else {
      String sfen = sfenPart.startsWith("sfen ") ? sfenPart.substring(5) : sfenPart;
      setup = Sfen.parse(sfen);
    }
    List<Move> moves = new ArrayList<>();
    int at = movesAt < 0 ? s.length() : movesAt + 6;
    for (String token : BLANKS.split(movesPart.trim())) {
      if (token.isEmpty()) {
        continue;
      }
      int idx = s.indexOf(token, at);
      at = idx + token.length();
      Optional<Move> m = Move.parseUsi(token);
      if (m.isEmpty()) {
        throw new SfenParseException(
            text, Math.max(0, base + idx), "moves", "\"" + token + "\" is not a USI move");
      }
      moves.add(m.get());
    }
    return new UsiPosition(setup, moves);
  }

  /**
   * Validates the start and plays the moves.
   *
   * @param validation how strictly to check the start
   * @return the final position
   * @throws io.github.shogi4j.rules.InvalidPositionException if the start is refused
   * @throws IllegalMoveException at the first illegal move
   */
  public Position finalPosition(Validation validation) {
    Position p = start.validate(validation);
    for (Move m : moves) {
      p = p.play(m);
    }
    return p;
  }

  /**
   * The USI text: {@code startpos} for the even start with move number 1, otherwise {@code sfen
   * <SFEN>}, then {@code moves ...} when there are moves.
   *
   * @return the text without the leading word {@code position}
   */
  @Override
  public String toString() {
    StringBuilder sb =
        new StringBuilder(start.equals(Setup.startpos()) ? "startpos" : "sfen " + start.toSfen());
    if (!moves.isEmpty()) {
      sb.append(" moves");
      for (Move m : moves) {
        sb.append(' ').append(m.toUsi());
      }
    }
    return sb.toString();
  }
}
