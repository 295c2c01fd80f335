package io.github.shogi4j.rules.testkit;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.ArrayList;
import java.util.List;

/**
 * A reproducible random game: the seed it came from, its start and its moves (each legal in turn).
 *
 * @param seed the seed that {@link RandomGames#game(long, int)} turns into this game
 * @param start the starting position
 * @param moves the moves played, in order
 */
public record RandomGame(long seed, Position start, List<Move> moves) {

  /**
   * Copies the move list.
   *
   * @param seed the seed
   * @param start the start
   * @param moves the moves
   */
  public RandomGame {
    moves = ImmutableList.copyOf(moves);
  }

  /**
   * Every position of the game, from the start to the last, {@code moves().size() + 1} of them.
   *
   * @return the positions, in order
   */
  public List<Position> positions() {
    List<Position> out = new ArrayList<>(moves.size() + 1);
    Position p = start;
    out.add(p);
    for (Move m : moves) {
      p = p.play(m);
      out.add(p);
    }
    return out;
  }

  /**
   * The USI {@code position} text of the whole game.
   *
   * @return {@code sfen <start> moves <usi>...}
   */
  public String toUsi() {
    return toUsi(moves.size());
  }

  /**
   * The USI {@code position} text of the game's first moves.
   *
   * @param plies how many moves to include
   * @return {@code sfen <start> moves <usi>...}
   */
  public String toUsi(int plies) {
    StringBuilder sb = new StringBuilder("sfen ").append(start.toSfen());
    if (plies > 0) {
      sb.append(" moves");
      for (Move m : moves.subList(0, plies)) {
        sb.append(' ').append(m.toUsi());
      }
    }
    return sb.toString();
  }
}
