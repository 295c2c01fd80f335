package io.github.shogi4j.search.match;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * One game of a match: who played which side, the game with its moves and outcome, the time each
 * move took, and what happened when the outcome is not visible in the moves (an illegal move that
 * was refused, a crash, a time loss).
 *
 * <p>Immutable and thread-safe.
 *
 * @param number the game's number in the match, from 1
 * @param senteName the name of the player with sente (先手)
 * @param goteName the name of the player with gote (後手)
 * @param firstPlaysSente whether the match's first player had sente in this game
 * @param game the game: start position, moves and outcome (always over)
 * @param timePerMove the time each move of {@code game} took, in order (the opening's moves, if
 *     any, are not timed and count 0)
 * @param detail what ended the game, in words, for example {@code "gote played 5i5h, which is
 *     illegal"}
 */
public record MatchGame(
    int number,
    String senteName,
    String goteName,
    boolean firstPlaysSente,
    Game game,
    List<Duration> timePerMove,
    String detail) {

  /**
   * Checks the fields and copies the times.
   *
   * @param number number
   * @param senteName sente
   * @param goteName gote
   * @param firstPlaysSente colors
   * @param game game
   * @param timePerMove times
   * @param detail detail
   */
  public MatchGame {
    Preconditions.checkArgument(number >= 1, "game numbers start at 1: %s", number);
    Preconditions.checkNotNull(senteName, "senteName");
    Preconditions.checkNotNull(goteName, "goteName");
    Preconditions.checkArgument(game.isOver(), "a match game is over");
    timePerMove = ImmutableList.copyOf(timePerMove);
    Preconditions.checkArgument(
        timePerMove.size() == game.ply(),
        "one time per move: %s times, %s moves",
        timePerMove.size(),
        game.ply());
    Preconditions.checkNotNull(detail, "detail");
  }

  /**
   * How the game ended.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    return game.outcome().orElseThrow();
  }

  /**
   * Why the game ended.
   *
   * @return the termination
   */
  public Termination reason() {
    return outcome().termination();
  }

  /**
   * The winning player as an index into the match's players.
   *
   * @return 0 for the first player, 1 for the second, empty for a draw
   */
  public Optional<Integer> winnerIndex() {
    return outcome().winner().map(c -> (c == Color.SENTE) == firstPlaysSente ? 0 : 1);
  }
}
