package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;

/**
 * A search running on another thread, as {@link Searcher#start} returns it: stop it, tell it of a
 * ponder hit, wait for its result or be called back with it.
 *
 * <p>Thread-safe: any thread may call any method.
 */
public final class SearchHandle {
  private final SearchControl control;
  private final CompletableFuture<SearchResult> future;
  private final String searcher;
  private final String request;

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
    this.future = Preconditions.checkNotNull(future, "future");
    this.searcher = Preconditions.checkNotNull(searcher, "searcher");
    this.request = Preconditions.checkNotNull(request, "request").toString();
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
  public void stop() {
    control.stop();
  }

  /** Reports a ponder hit to the search (see {@link SearchControl#ponderHit()}). */
  public void ponderHit() {
    control.ponderHit();
  }

  /**
   * Whether the search has finished.
   *
   * @return true once a result or a failure is there
   */
  public boolean isDone() {
    return future.isDone();
  }

  /**
   * Waits for the result.
   *
   * @return the result
   * @throws SearchException if the search failed or the wait was interrupted (the interrupt flag is
   *     then set again)
   */
  public SearchResult await() {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SearchException(searcher, request, "interrupted while waiting", e);
    } catch (ExecutionException | CancellationException e) {
      throw failure(e);
    }
  }

  /**
   * Waits for the result at most the given time.
   *
   * @param timeout how long to wait
   * @return the result, empty if the search is still running
   * @throws SearchException if the search failed or the wait was interrupted
   */
  public Optional<SearchResult> await(Duration timeout) {
    Preconditions.checkNotNull(timeout, "timeout");
    try {
      return Optional.of(future.get(timeout.toNanos(), TimeUnit.NANOSECONDS));
    } catch (TimeoutException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new SearchException(searcher, request, "interrupted while waiting", e);
    } catch (ExecutionException | CancellationException e) {
      throw failure(e);
    }
  }

  /**
   * Stops the search and waits for its result.
   *
   * @return the result
   * @throws SearchException as {@link #await()}
   */
  public SearchResult stopAndAwait() {
    stop();
    return await();
  }

  /**
   * The result as a completion stage, to be called back (on the searching thread) when it is there.
   * A failure arrives as a {@link SearchException}, possibly wrapped in a {@link
   * java.util.concurrent.CompletionException}.
   *
   * @return a stage that callers cannot complete
   */
  public CompletionStage<SearchResult> result() {
    return future.minimalCompletionStage();
  }

  private SearchException failure(Exception e) {
    Throwable cause = e.getCause() == null ? e : e.getCause();
    if (cause instanceof SearchException se) {
      return se;
    }
    return new SearchException(searcher, request, "search failed: " + cause, cause);
  }
}
