package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import io.github.shogi4j.search.internal.Completion;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.function.Supplier;

/**
 * A search running on another thread, as {@link Searcher#start} returns it: stop it, tell it of a
 * ponder hit, wait for its result or be called back with it, as {@link RunningSearch} describes.
 *
 * <p>Thread-safe: any thread may call any method.
 */
public final class SearchHandle implements RunningSearch<SearchResult> {
  private final SearchControl control;
  private final Completion<SearchResult> completion;

  /**
   * Wraps a running search.
   *
   * @param control the control the search polls
   * @param future completed with the search's result, or exceptionally with its failure
   * @param searcher the searcher's name, for error messages
   * @param request the request, for error messages
   */
  public SearchHandle(
      SearchControl control,
      CompletableFuture<SearchResult> future,
      String searcher,
      SearchRequest request) {
    this.control = Preconditions.checkNotNull(control, "control");
    this.completion =
        new Completion<>(
            future, searcher, Preconditions.checkNotNull(request, "request").toString());
  }

  /**
   * Runs a search on a new daemon thread (named after the searcher) that completes the future with
   * its result or its failure, and returns the handle at once.
   *
   * @param control the control the search polls
   * @param future the future to complete (which a stop action may complete earlier)
   * @param searcher the searcher's name, for the thread and error messages
   * @param request the request, for error messages
   * @param search the search to run
   * @return the handle
   */
  public static SearchHandle onNewThread(
      SearchControl control,
      CompletableFuture<SearchResult> future,
      String searcher,
      SearchRequest request,
      Supplier<SearchResult> search) {
    Preconditions.checkNotNull(search, "search");
    SearchHandle handle = new SearchHandle(control, future, searcher, request);
    Thread t =
        new Thread(
            () -> {
              try {
                future.complete(search.get());
              } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
              }
            },
            "shogi4j-search-" + searcher);
    t.setDaemon(true);
    t.start();
    return handle;
  }

  /**
   * Asks the search to stop; it completes with its best result so far within 20 ms (for the
   * searchers of this library). Returns at once.
   */
  @Override
  public void stop() {
    control.stop();
  }

  /** Reports a ponder hit to the search (see {@link SearchControl#ponderHit()}). */
  public void ponderHit() {
    control.ponderHit();
  }

  @Override
  public boolean isDone() {
    return completion.isDone();
  }

  @Override
  public SearchResult await() {
    return completion.await();
  }

  @Override
  public Optional<SearchResult> await(Duration timeout) {
    return completion.await(timeout);
  }

  @Override
  public CompletionStage<SearchResult> result() {
    return completion.result();
  }
}
