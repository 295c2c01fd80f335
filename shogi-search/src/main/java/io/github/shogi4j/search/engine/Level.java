package io.github.shogi4j.search.engine;

import com.google.common.base.Preconditions;
import java.time.Duration;

/**
 * The playing levels a game offers (やさしい, ふつう, むずかしい), as configurations of the {@link
 * AlphaBetaSearcher} with the {@link io.github.shogi4j.search.eval.StandardEvaluator}:
 *
 * <ul>
 *   <li>{@link #EASY}: looks two plies ahead (its move and the reply, plus captures until quiet)
 *       and makes the mistakes a beginner makes, by this model: every move is scored, then one is
 *       drawn with a probability proportional to {@code exp((score - best) / 120)} (scores in
 *       centipawns), so the best move is played most often, a move a little worse often, and a move
 *       a pawn or two worse now and then; a move more than 600 centipawns below the best (leaving a
 *       rook or bishop 大駒 en prise, say) is never played, nor a move the reply mates (頓死) while
 *       another move avoids it; a mate it sees (詰み) it always plays. The draw is seeded ({@link
 *       EngineConfig#seed()}) and depends only on the seed, the game and the scores.
 *   <li>{@link #NORMAL}: looks three plies ahead.
 *   <li>{@link #HARD}: reads as deep as it can in one second (when the caller sets no limit; the
 *       caller's time limits apply otherwise).
 * </ul>
 *
 * <p>No level loses by a repetition it could avoid: repetitions (千日手) inside the search count as
 * draws, a perpetual check (連続王手の千日手) as a loss for the checking side, and the easy level's
 * mistakes never prefer a move that loses by mate or repetition over one that does not.
 */
public enum Level {
  /** Two plies, with human-looking mistakes. */
  EASY,
  /** Three plies. */
  NORMAL,
  /** About one second. */
  HARD;

  /** The easy level's softmax temperature in centipawns. */
  static final int EASY_TEMPERATURE = 120;

  /** The easy level's largest mistake in centipawns. */
  static final int EASY_MARGIN = 600;

  /**
   * The configuration of this level with seed 0.
   *
   * @return the configuration
   */
  public EngineConfig config() {
    return config(0);
  }

  /**
   * The configuration of this level with the given seed (which only the easy level uses).
   *
   * @param seed the seed of the deliberate imperfection
   * @return the configuration
   */
  public EngineConfig config(long seed) {
    EngineConfig.Builder b =
        EngineConfig.builder()
            .name("shogi4j-" + name().toLowerCase(java.util.Locale.ROOT))
            .seed(seed);
    return switch (this) {
      case EASY -> b.maxDepth(2).rootChoice(EASY_TEMPERATURE, EASY_MARGIN).hashMegabytes(1).build();
      case NORMAL -> b.maxDepth(3).hashMegabytes(4).build();
      case HARD -> b.defaultMoveTime(Duration.ofSeconds(1)).hashMegabytes(32).build();
    };
  }

  /**
   * A new searcher at this level (with its own transposition table).
   *
   * @return the searcher
   */
  public AlphaBetaSearcher searcher() {
    return new AlphaBetaSearcher(config());
  }

  /**
   * A new searcher at this level with the given seed.
   *
   * @param seed the seed of the deliberate imperfection
   * @return the searcher
   */
  public AlphaBetaSearcher searcher(long seed) {
    return new AlphaBetaSearcher(config(seed));
  }

  /**
   * The level of a name, ignoring case ({@code easy}, {@code normal}, {@code hard}).
   *
   * @param name the name
   * @return the level
   * @throws IllegalArgumentException for another name
   */
  public static Level parse(String name) {
    Preconditions.checkNotNull(name, "name");
    for (Level l : values()) {
      if (l.name().equalsIgnoreCase(name.strip())) {
        return l;
      }
    }
    throw new IllegalArgumentException("unknown level \"" + name + "\": easy, normal or hard");
  }
}
