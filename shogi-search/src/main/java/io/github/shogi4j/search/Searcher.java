package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import java.util.concurrent.CompletableFuture;

/**
 * Anything that chooses a move: the alpha-beta engine at its levels, a random mover for tests, an
 * external USI engine, a person behind a UI.
 *
 * <p>An implementation provides {@link #search(SearchRequest, SearchLimits, SearchListener,
 * SearchControl)}, which blocks; {@link #start} runs it on a new thread and returns at once.
 *
 * <h2>Contract</h2>
 *
 * <ul>
 *   <li>The result's move is legal in {@link SearchRequest#position()}; a position without legal
 *       moves gives {@link SearchResult.Resign}.
 *   <li>The search ends at the first of the limits, at a stop request (within 20 ms for the
 *       searchers of this library) or when it has proved the result; it always returns a result,
 *       also when stopped at once (then the best move known, at worst any legal move).
 *   <li>Progress goes to the listener on the searching thread.
 *   <li>Failures are {@link SearchException}s; nothing returns null.
 * </ul>
 *
 * <h2>Thread safety</h2>
 *
 * The searchers of this library may run several searches at once on different threads: each search
 * has its own state, and searches share only what they were explicitly given at construction (a
 * transposition table, say). Other implementations document their own rules.
 */
public interface Searcher {

  /**
   * A short name for logs and USI's {@code id name}.
   *
   * @return the name
   */
  String name();

  /**
   * Searches and blocks until done.
   *
   * @param request the game to move in
   * @param limits when to stop
   * @param listener receives progress reports on this thread
   * @param control polled for stop requests and ponder hits
   * @return the decision
   * @throws SearchException if the search fails
   */
  SearchResult search(
      SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl control);

  /**
   * Searches without progress reports and blocks until done.
   *
   * @param request the game to move in
   * @param limits when to stop
   * @return the decision
   * @throws SearchException if the search fails
   */
  default SearchResult search(SearchRequest request, SearchLimits limits) {
    return search(request, limits, SearchListener.NONE, new SearchControl());
  }

  /**
   * Starts a search on a new daemon thread and returns at once.
   *
   * @param request the game to move in
   * @param limits when to stop
   * @param listener receives progress reports on the searching thread
   * @return the handle to stop it and get its result
   */
  default SearchHandle start(SearchRequest request, SearchLimits limits, SearchListener listener) {
    Preconditions.checkNotNull(request, "request");
    Preconditions.checkNotNull(limits, "limits");
    Preconditions.checkNotNull(listener, "listener");
    SearchControl control = new SearchControl();
    return SearchHandle.onNewThread(
        control,
        new CompletableFuture<>(),
        name(),
        request,
        () -> search(request, limits, listener, control));
  }

  /**
   * Forgets what was learnt from earlier searches (a new game: USI {@code usinewgame}), such as the
   * transposition table's contents. Does nothing by default.
   */
  default void newGame() {}
}
