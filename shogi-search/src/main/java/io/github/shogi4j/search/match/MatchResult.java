package io.github.shogi4j.search.match;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * The result of a match: every game, the wins of each player, the draws and an Elo estimate of the
 * first player against the second.
 *
 * <p>Immutable and thread-safe.
 *
 * @param firstName the first player's name
 * @param secondName the second player's name
 * @param games the games, in the order played
 */
public record MatchResult(String firstName, String secondName, List<MatchGame> games) {

  /**
   * Checks the fields and copies the games.
   *
   * @param firstName first player
   * @param secondName second player
   * @param games games
   */
  public MatchResult {
    Preconditions.checkNotNull(firstName, "firstName");
    Preconditions.checkNotNull(secondName, "secondName");
    games = ImmutableList.copyOf(games);
  }

  /**
   * The games a player won.
   *
   * @param player 0 for the first player, 1 for the second
   * @return the count
   */
  public int wins(int player) {
    Preconditions.checkArgument(player == 0 || player == 1, "player is 0 or 1: %s", player);
    return (int)
        games.stream().filter(g -> g.winnerIndex().equals(java.util.Optional.of(player))).count();
  }

  /**
   * The games without a winner.
   *
   * @return the count
   */
  public int draws() {
    return (int) games.stream().filter(g -> g.winnerIndex().isEmpty()).count();
  }

  /**
   * The Elo difference of the first player over the second, with its 95% error.
   *
   * @return the estimate
   */
  public EloEstimate elo() {
    return EloEstimate.of(wins(0), draws(), wins(1));
  }

  /**
   * A small table of the result, for people.
   *
   * @return lines such as {@code "engineA 3 wins"}, the draws and the Elo estimate
   */
  public String table() {
    EloEstimate e = elo();
    int w = Math.max(firstName.length(), secondName.length());
    return String.format(
        "%-"
            + w
            + "s %4d wins%n%-"
            + w
            + "s %4d wins%n%-"
            + w
            + "s %4d%n"
            + "Elo %s: %+.1f +- %.1f (95%%), score %.3f over %d games%n",
        firstName,
        wins(0),
        secondName,
        wins(1),
        "draws",
        draws(),
        firstName,
        e.elo(),
        e.error(),
        e.score(),
        games.size());
  }
}
