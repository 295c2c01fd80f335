package io.github.shogi4j.search;

/**
 * Receives a search's progress reports. Called on the searching thread: keep it quick, and hand the
 * report to another thread (a UI's event queue, say) when real work is to be done. An exception
 * thrown by a listener ends the search with a {@link SearchException}.
 */
@FunctionalInterface
public interface SearchListener {

  /** A listener that ignores every report. */
  SearchListener NONE = info -> {};

  /**
   * A report of progress.
   *
   * @param info the report
   */
  void onInfo(SearchInfo info);

  /**
   * A warning about the search that is no progress report, for people: an external engine's output
   * that was discarded, such as a second {@code bestmove} for one {@code go} ({@link
   * io.github.shogi4j.search.usi.UsiClient}). Ignored by default.
   *
   * @param message what happened, in a sentence
   */
  default void onWarning(String message) {}
}
