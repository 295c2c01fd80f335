package io.github.shogi4j.rules.testkit;

import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Seeded, reproducible random games and the checks that run over them. A failing check is reported
 * with everything needed to reproduce it: the seed, the start, the moves in USI and the SFEN of the
 * first position that failed ({@link #check}).
 *
 * <p>Moves are chosen uniformly among the legal ones, except that captures and checks are preferred
 * now and then so that games reach positions with full hands, promoted pieces and checks. Stateless
 * and thread-safe.
 */
public final class RandomGames {
  private RandomGames() {}

  /** A check of one position; any exception or assertion error is a failure. */
  @FunctionalInterface
  public interface PositionCheck {
    /**
     * Checks a position.
     *
     * @param position the position
     * @throws Exception when the check fails
     */
    void check(Position position) throws Exception;
  }

  /**
   * A start for a random game: the even start most of the time, otherwise a handicap (駒落ち) or a
   * random arrangement with pieces in hand.
   *
   * @param r the source of randomness
   * @return the start position
   */
  public static Position randomStart(SplittableRandom r) {
    int k = r.nextInt(10);
    if (k < 5) {
      return Position.initial();
    }
    if (k < 8) {
      Handicap[] all = Handicap.values();
      return all[r.nextInt(all.length)].position();
    }
    return RandomPositions.arrangement(r);
  }

  /**
   * A random legal move.
   *
   * @param r the source of randomness
   * @param position the position
   * @return a legal move, or empty when there is none
   */
  public static Optional<Move> randomMove(SplittableRandom r, Position position) {
    List<Move> moves = position.legalMoves();
    if (moves.isEmpty()) {
      return Optional.empty();
    }
    if (r.nextInt(4) == 0) {
      // Prefer a capture or a check now and then, so games get sharp.
      for (int i = 0; i < 6; i++) {
        Move m = moves.get(r.nextInt(moves.size()));
        if (m instanceof io.github.shogi4j.rules.BoardMove && position.pieceAt(m.to()).isPresent()
            || position.play(m).isCheck()) {
          return Optional.of(m);
        }
      }
    }
    return Optional.of(moves.get(r.nextInt(moves.size())));
  }

  /**
   * The random game of a seed, from a start chosen by {@link #randomStart}.
   *
   * @param seed the seed
   * @param maxPlies the most moves to play; the game stops early at a position without moves
   * @return the game
   */
  public static RandomGame game(long seed, int maxPlies) {
    SplittableRandom r = new SplittableRandom(seed);
    return play(seed, r, randomStart(r), maxPlies);
  }

  /**
   * The random game of a seed from a given start.
   *
   * @param seed the seed
   * @param start the start
   * @param maxPlies the most moves to play
   * @return the game
   */
  public static RandomGame game(long seed, Position start, int maxPlies) {
    return play(seed, new SplittableRandom(seed), start, maxPlies);
  }

  private static RandomGame play(long seed, SplittableRandom r, Position start, int maxPlies) {
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (int i = 0; i < maxPlies; i++) {
      Optional<Move> m = randomMove(r, p);
      if (m.isEmpty()) {
        break;
      }
      moves.add(m.get());
      p = p.play(m.get());
    }
    return new RandomGame(seed, start, moves);
  }

  /**
   * Runs a check on every position of {@code games} random games (seeds {@code firstSeed}, {@code
   * firstSeed + 1}, ...). At the first failure, throws an {@link AssertionError} naming the seed,
   * the start, the moves up to the failing position and that position's SFEN, with the failure as
   * its cause.
   *
   * @param firstSeed the first seed
   * @param games how many games
   * @param maxPlies the most moves per game
   * @param check the check
   */
  public static void check(long firstSeed, int games, int maxPlies, PositionCheck check) {
    for (long seed = firstSeed; seed < firstSeed + games; seed++) {
      RandomGame g = game(seed, maxPlies);
      List<Position> positions = g.positions();
      for (int ply = 0; ply < positions.size(); ply++) {
        try {
          check.check(positions.get(ply));
        } catch (Exception | AssertionError e) {
          throw failure(g, ply, positions.get(ply), e);
        }
      }
    }
  }

  /**
   * Runs a check on {@code count} random positions of {@link RandomPositions#of(long)} (seeds
   * {@code firstSeed}, {@code firstSeed + 1}, ...). The first failure is reported with its seed and
   * the SFEN of the position.
   *
   * @param firstSeed the first seed
   * @param count how many positions
   * @param check the check
   */
  public static void checkPositions(long firstSeed, int count, PositionCheck check) {
    for (long seed = firstSeed; seed < firstSeed + count; seed++) {
      Position p = RandomPositions.of(seed);
      try {
        check.check(p);
      } catch (Exception | AssertionError e) {
        throw new AssertionError(
            "random position failed: RandomPositions.of("
                + seed
                + "L)\n  sfen "
                + p.toSfen()
                + "\n  cause: "
                + e,
            e);
      }
    }
  }

  /**
   * The failure report for a game: seed, moves in USI and the failing position's SFEN.
   *
   * @param game the game
   * @param ply the number of moves before the failing position
   * @param failing the failing position
   * @param cause what failed
   * @return the error to throw
   */
  public static AssertionError failure(
      RandomGame game, int ply, Position failing, Throwable cause) {
    return new AssertionError(
        "random game failed: seed "
            + game.seed()
            + "L, after "
            + ply
            + " moves\n  position "
            + game.toUsi(ply)
            + "\n  failing sfen "
            + failing.toSfen()
            + "\n  cause: "
            + cause,
        cause);
  }
}
