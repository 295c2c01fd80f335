package io.github.shogi4j.search;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Seeded random games for property tests (until the rules test kit is on main): reproducible from
 * the seed, which failures report.
 */
public final class RandomGames {
  private RandomGames() {}

  /**
   * A random game prefix: up to {@code maxPlies} uniformly random legal moves from the start,
   * stopping early at a position without moves.
   *
   * @param seed the seed
   * @param maxPlies the most moves
   * @return the request for the position reached, with its history
   */
  public static SearchRequest game(long seed, int maxPlies) {
    SplittableRandom rng = new SplittableRandom(seed);
    Position p = Position.initial();
    List<Move> moves = new ArrayList<>();
    int plies = rng.nextInt(maxPlies + 1);
    for (int i = 0; i < plies; i++) {
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      Move m = legal.get(rng.nextInt(legal.size()));
      moves.add(m);
      p = p.play(m);
    }
    return SearchRequest.of(Position.initial(), moves);
  }
}
