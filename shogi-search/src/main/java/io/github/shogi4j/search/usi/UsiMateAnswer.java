package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * The answer to USI's {@code go mate} (詰将棋 search): {@code checkmate <moves>}, {@code checkmate
 * nomate}, {@code checkmate timeout} or {@code checkmate notimplemented}.
 *
 * <p>Immutable and thread-safe.
 *
 * @param kind what was found
 * @param moves the mating sequence (both sides' moves) for {@link Kind#MATE}, empty otherwise
 */
public record UsiMateAnswer(Kind kind, List<Move> moves) {

  /** The possible answers. */
  public enum Kind {
    /** A mate was found. */
    MATE,
    /** There is no mate. */
    NO_MATE,
    /** No answer within the time. */
    TIMEOUT,
    /** The engine has no mate search. */
    NOT_IMPLEMENTED
  }

  /**
   * Checks that moves come exactly with a mate.
   *
   * @param kind kind
   * @param moves moves
   */
  public UsiMateAnswer {
    Preconditions.checkNotNull(kind, "kind");
    moves = ImmutableList.copyOf(moves);
    Preconditions.checkArgument(
        (kind == Kind.MATE) == !moves.isEmpty(),
        "a mate answer has moves, the others none: %s %s",
        kind,
        moves);
  }

  /**
   * Reads a {@code checkmate} line.
   *
   * @param line the line, starting with {@code checkmate}
   * @return the answer
   * @throws IllegalArgumentException if the line is not a checkmate answer
   */
  public static UsiMateAnswer parse(String line) {
    Preconditions.checkNotNull(line, "line");
    String[] t = line.strip().split("\\s+");
    Preconditions.checkArgument(
        t.length >= 2 && t[0].equals("checkmate"), "not a checkmate answer: %s", line);
    switch (t[1]) {
      case "nomate":
        return new UsiMateAnswer(Kind.NO_MATE, List.of());
      case "timeout":
        return new UsiMateAnswer(Kind.TIMEOUT, List.of());
      case "notimplemented":
        return new UsiMateAnswer(Kind.NOT_IMPLEMENTED, List.of());
      default:
        List<Move> moves = new ArrayList<>();
        for (int i = 1; i < t.length; i++) {
          String m = t[i];
          moves.add(
              Move.parseUsi(m)
                  .orElseThrow(
                      () ->
                          new IllegalArgumentException(
                              "\"" + m + "\" is not a USI move in: " + line)));
        }
        return new UsiMateAnswer(Kind.MATE, moves);
    }
  }

  /**
   * The answer as the engine writes it.
   *
   * @return for example {@code "checkmate G*5b"} or {@code "checkmate nomate"}
   */
  public String toUsi() {
    return switch (kind) {
      case MATE -> "checkmate " + String.join(" ", moves.stream().map(Move::toUsi).toList());
      case NO_MATE -> "checkmate nomate";
      case TIMEOUT -> "checkmate timeout";
      case NOT_IMPLEMENTED -> "checkmate notimplemented";
    };
  }
}
