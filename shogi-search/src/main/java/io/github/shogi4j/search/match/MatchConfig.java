package io.github.shogi4j.search.match;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.search.SearchRequest;
import java.util.ArrayList;
import java.util.List;

/**
 * How a match is played: the number of games, the clock, the rules that adjudicate it, and the
 * opening positions.
 *
 * <p>Games are played in pairs: games 2k-1 and 2k start from the same opening (the openings are
 * used in turn, from the first again when they run out, or the even start when there are none) with
 * colors swapped, the first player taking sente in the odd games.
 *
 * <p>Immutable and thread-safe.
 *
 * @param games how many games, 1 or more
 * @param timeControl the clock
 * @param rules the rules: sennichite (千日手), perpetual check, the entering-king declaration, the
 *     move limit
 * @param openings start games (a position and moves), each one not over; empty for the even start
 */
public record MatchConfig(
    int games, TimeControl timeControl, Rules rules, List<SearchRequest> openings) {

  /**
   * Checks the fields and copies the openings.
   *
   * @param games games
   * @param timeControl clock
   * @param rules rules
   * @param openings openings
   */
  public MatchConfig {
    Preconditions.checkArgument(games >= 1, "a match needs at least one game: %s", games);
    Preconditions.checkNotNull(timeControl, "timeControl");
    Preconditions.checkNotNull(rules, "rules");
    openings = ImmutableList.copyOf(openings);
  }

  /**
   * A match from the even start under the CSA rules (floodgate: 27-point declaration, draw at 256
   * moves, perpetual check loses).
   *
   * @param games how many games
   * @param timeControl the clock
   * @return the configuration
   */
  public static MatchConfig of(int games, TimeControl timeControl) {
    return new MatchConfig(games, timeControl, Rules.CSA, List.of());
  }

  /**
   * This configuration with other rules.
   *
   * @param rules the rules
   * @return the new configuration
   */
  public MatchConfig withRules(Rules rules) {
    return new MatchConfig(games, timeControl, rules, openings);
  }

  /**
   * This configuration with openings.
   *
   * @param openings the openings
   * @return the new configuration
   */
  public MatchConfig withOpenings(List<SearchRequest> openings) {
    return new MatchConfig(games, timeControl, rules, openings);
  }

  /**
   * Reads openings, one a line: USI position text ({@code startpos moves ...}, {@code sfen <SFEN>
   * moves ...}) or a bare SFEN. Blank lines and lines starting with {@code #} are skipped.
   *
   * @param lines the lines of an openings file
   * @param rules the rules the games will be played by (an opening must not be over under them)
   * @return the openings, in order
   * @throws OpeningsException at the first line that cannot be used, with its number
   */
  public static List<SearchRequest> readOpenings(List<String> lines, Rules rules) {
    Preconditions.checkNotNull(lines, "lines");
    Preconditions.checkNotNull(rules, "rules");
    List<SearchRequest> out = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String s = lines.get(i).strip();
      if (s.isEmpty() || s.startsWith("#")) {
        continue;
      }
      if (!s.startsWith("startpos") && !s.startsWith("sfen ") && !s.startsWith("position ")) {
        s = "sfen " + s;
      }
      SearchRequest r;
      try {
        r = SearchRequest.ofUsi(s);
      } catch (IllegalArgumentException e) {
        throw new OpeningsException(i + 1, e.getMessage(), e);
      }
      Game g = Game.replay(r.start(), r.moves(), rules);
      if (g.isOver()) {
        throw new OpeningsException(
            i + 1, "the game is already over: " + g.outcome().orElseThrow(), null);
      }
      out.add(r);
    }
    return out;
  }
}
