package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.Level;
import java.util.List;

/**
 * Makes the searcher behind {@link UsiEngine} from the engine's option values. {@link #best()} is
 * the strongest searcher this library has (the alpha-beta engine at the chosen level); the USI
 * engine and the command line use it, so a stronger engine replaces it here and nowhere else.
 */
public interface SearcherFactory {

  /** The levels of play offered by the {@code Level} option, weakest first. */
  List<String> LEVELS = List.of("EASY", "NORMAL", "HARD");

  /**
   * The settings a searcher is made with.
   *
   * <p>Immutable and thread-safe.
   *
   * @param hashMegabytes the transposition table size (USI {@code USI_Hash}), 1 or more
   * @param threads how many threads search each position (USI {@code Threads}), 1 to {@link
   *     EngineConfig#MAX_THREADS}
   * @param level one of {@link #LEVELS}
   * @param impasseRule the entering-king rule (入玉) games are played by
   */
  record Settings(int hashMegabytes, int threads, String level, ImpasseRule impasseRule) {

    /**
     * Checks the fields.
     *
     * @param hashMegabytes size
     * @param threads thread count
     * @param level level
     * @param impasseRule impasse rule
     */
    public Settings {
      Preconditions.checkNotNull(impasseRule, "impasseRule");
      Preconditions.checkArgument(
          hashMegabytes >= 1, "hash size must be at least 1 MB: %s", hashMegabytes);
      Preconditions.checkArgument(
          threads >= 1 && threads <= EngineConfig.MAX_THREADS,
          "threads must be 1 to %s: %s",
          EngineConfig.MAX_THREADS,
          threads);
      Preconditions.checkArgument(
          LEVELS.contains(level), "level must be one of %s: %s", LEVELS, level);
    }
  }

  /**
   * The engine's name for {@code id name}.
   *
   * @return the name
   */
  String name();

  /**
   * The engine's author for {@code id author}.
   *
   * @return the author
   */
  String author();

  /**
   * Makes a searcher.
   *
   * @param settings the option values
   * @return a new searcher
   */
  Searcher create(Settings settings);

  /**
   * A factory that always makes the given searcher, ignoring the settings (for tests and for
   * embedding a searcher of one's own).
   *
   * @param searcher the searcher
   * @param author the author to report
   * @return the factory
   */
  static SearcherFactory of(Searcher searcher, String author) {
    Preconditions.checkNotNull(searcher, "searcher");
    Preconditions.checkNotNull(author, "author");
    return new SearcherFactory() {
      @Override
      public String name() {
        return searcher.name();
      }

      @Override
      public String author() {
        return author;
      }

      @Override
      public Searcher create(Settings settings) {
        return searcher;
      }
    };
  }

  /**
   * The strongest searcher of this library.
   *
   * @return the factory
   */
  static SearcherFactory best() {
    return new SearcherFactory() {
      @Override
      public String name() {
        return "shogi4j";
      }

      @Override
      public String author() {
        return "the shogi4j authors";
      }

      @Override
      public Searcher create(Settings settings) {
        Preconditions.checkNotNull(settings, "settings");
        // Declarations follow the rules each request carries (the USI engine puts its
        // EnteringKingRule there); none under ImpasseRule.NONE.
        EngineConfig config =
            Level.parse(settings.level()).config(System.nanoTime()).toBuilder()
                .hashMegabytes(settings.hashMegabytes())
                .threads(settings.threads())
                .declareWin(settings.impasseRule() != ImpasseRule.NONE)
                .build();
        return new AlphaBetaSearcher(config);
      }
    };
  }
}
