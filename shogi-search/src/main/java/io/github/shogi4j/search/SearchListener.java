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
}
