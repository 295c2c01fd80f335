package io.github.shogi4j.cli;

import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.AlphaBetaSearcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.Level;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * How the built-in engine searches, the same for every command that plays or analyzes with it:
 * {@code --threads}, the number of threads searching each position (1 by default; more search
 * beside the main one and share its transposition table).
 */
public final class EngineOptions {
  @Option(
      names = "--threads",
      paramLabel = "N",
      description =
          "Search with N threads (1 to "
              + EngineConfig.MAX_THREADS
              + ", default 1) when the built-in engine plays; at most one per core is useful.")
  Integer threads;

  /** Creates the options with their defaults (one thread). */
  public EngineOptions() {}

  /**
   * Refuses values out of range, and the option where no built-in engine searches.
   *
   * @param spec the command, for the usage error
   * @param builtIn whether the built-in engine searches (not an external USI engine)
   * @throws ParameterException if the thread count is out of range, or given where the built-in
   *     engine does not search
   */
  public void check(CommandSpec spec, boolean builtIn) {
    if (threads == null) {
      return;
    }
    if (!builtIn) {
      throw new ParameterException(
          spec.commandLine(),
          "--threads is for the built-in engine (--level), which does not search here");
    }
    if (threads < 1 || threads > EngineConfig.MAX_THREADS) {
      throw new ParameterException(
          spec.commandLine(),
          "--threads must be 1 to " + EngineConfig.MAX_THREADS + ", not " + threads);
    }
  }

  /**
   * A configuration with these options applied.
   *
   * @param config a level's configuration, say
   * @return the configuration searching with the chosen number of threads
   */
  public EngineConfig apply(EngineConfig config) {
    return threads == null ? config : config.toBuilder().threads(threads).build();
  }

  /**
   * The built-in engine at a level, with these options.
   *
   * @param level the playing level
   * @return a new searcher
   */
  public Searcher searcher(Level level) {
    return new AlphaBetaSearcher(apply(level.config()));
  }
}
