package io.github.shogi4j.search.csa;

import io.github.shogi4j.kif.internal.ToStringBuilder;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * A line the server sends during a game: a move with its charge, a special move echoed ({@code
 * %TORYO}, {@code %KACHI}), or a result line ({@code #...}).
 *
 * <p>Immutable and thread-safe.
 */
public sealed interface GameEvent {

  /**
   * The number of the line in the conversation, from 1.
   *
   * @return the line number
   */
  int lineNumber();

  /**
   * The line as sent.
   *
   * @return the text
   */
  String line();

  /**
   * A move as the server sends it to both players, such as {@code +7776FU,T3}.
   *
   * @param move the move in CSA text, such as {@code +7776FU} (not yet resolved in a position)
   * @param charge the time charged ({@code T}), in the mover's time units; empty when absent
   * @param comment the comment after the move ({@code '...}), when the server passed one on
   * @param lineNumber the line's number
   * @param line the line
   */
  record Moved(
      String move, OptionalLong charge, Optional<String> comment, int lineNumber, String line)
      implements GameEvent {
    @Override
    public String toString() {
      return new ToStringBuilder("Moved")
          .add("move", move)
          .add("charge", charge)
          .add("comment", comment)
          .add("lineNumber", lineNumber)
          .add("line", line)
          .toString();
    }
  }

  /**
   * A special move echoed: {@code %TORYO} (投了) or {@code %KACHI} (入玉宣言), perhaps with a charge.
   *
   * @param word {@code "%TORYO"} or {@code "%KACHI"}
   * @param charge the time charged, when sent
   * @param lineNumber the line's number
   * @param line the line
   */
  record Special(String word, OptionalLong charge, int lineNumber, String line)
      implements GameEvent {
    @Override
    public String toString() {
      return new ToStringBuilder("Special")
          .add("word", word)
          .add("charge", charge)
          .add("lineNumber", lineNumber)
          .add("line", line)
          .toString();
    }
  }

  /**
   * The game is over: the server's result lines.
   *
   * @param end the reason and verdict
   * @param lineNumber the number of the last result line
   * @param line the last result line
   */
  record Ended(GameEnd end, int lineNumber, String line) implements GameEvent {}
}
