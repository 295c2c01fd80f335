package io.github.shogi4j.rules.testkit;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.List;
import java.util.SplittableRandom;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * QuickTheories generators of shogi values, for property tests in every module. Each value is made
 * from a generated seed, so a failing example is reproducible from the seed QuickTheories reports
 * (and its description shows the SFEN or the USI moves).
 *
 * <pre>{@code
 * qt().forAll(ShogiGenerators.positions())
 *     .checkAssert(p -> assertEquals(p, Position.fromSfen(p.toSfen(), Validation.LENIENT)));
 * }</pre>
 */
public final class ShogiGenerators {
  private ShogiGenerators() {}

  private static Gen<Long> seeds() {
    return Generate.longRange(0, Long.MAX_VALUE);
  }

  /**
   * Random positions of every kind {@link RandomPositions#of(long)} makes.
   *
   * @return the generator
   */
  public static Gen<Position> positions() {
    return seeds().map(RandomPositions::of).describedAs(Position::toSfen);
  }

  /**
   * Random positions whose side to move is in check.
   *
   * @return the generator
   */
  public static Gen<Position> positionsInCheck() {
    return seeds()
        .map(s -> RandomPositions.inCheck(new SplittableRandom(s)))
        .describedAs(Position::toSfen);
  }

  /**
   * Random games of up to {@code maxPlies} moves (starts from the even position, the handicaps and
   * random arrangements).
   *
   * @param maxPlies the most moves a game has
   * @return the generator
   */
  public static Gen<RandomGame> games(int maxPlies) {
    return seeds().map(s -> RandomGames.game(s, maxPlies)).describedAs(RandomGame::toUsi);
  }

  /**
   * Random legal move sequences from the even start (平手), as game records hold them.
   *
   * @param maxPlies the most moves
   * @return the generator of move lists, each legal in turn from {@link Position#initial()}
   */
  public static Gen<List<Move>> moveLists(int maxPlies) {
    return seeds()
        .map(s -> RandomGames.game(s, Position.initial(), maxPlies).moves())
        .describedAs(ShogiGenerators::usi);
  }

  private static String usi(List<Move> moves) {
    StringBuilder sb = new StringBuilder("startpos moves");
    for (Move m : moves) {
      sb.append(' ').append(m.toUsi());
    }
    return sb.toString();
  }
}
