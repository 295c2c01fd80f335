package io.github.shogi4j.search.internal;

import com.google.common.base.Preconditions;
import io.github.shogi4j.search.SearchException;
import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * The waiting side of a {@link io.github.shogi4j.search.RunningSearch}: a future completed by the
 * searching thread, and the searcher and request that name a failure.
 *
 * <p>Thread-safe.
 *
 * @param <R> the result type
 */
public final class Completion<R> {
  private final CompletableFuture<R> future;
  private final String searcher;
  private final String request;

  /**
   * Wraps a future.
   *
   * @param future completed with the search's result, or exceptionally with its failure
   * @param searcher the searcher's name, for error messages
   * @param request the request, for error messages
   */
  public Completion(CompletableFuture<R> future, String searcher, String request) {
    this.future = Preconditions.checkNotNull(future, "future");
    this.searcher = Preconditions.checkNotNull(searcher, "searcher");
    this.request = Preconditions.checkNotNull(request, "request");
  }

  /**
   * Whether the future is complete.
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
   * @throws SearchException if the search failed or the wait was interrupted
   */
  public R await() {
    try {
      return future.get();
    } catch (InterruptedException e) {
      throw interrupted(e);
    } catch (ExecutionException | CancellationException e) {
      throw failure(e);
    }
  }

  /**
   * Waits for the result at most the given time.
   *
   * @param timeout how long to wait
   * @return the result, empty when still running
   * @throws SearchException if the search failed or the wait was interrupted
   */
  public Optional<R> await(Duration timeout) {
    Preconditions.checkNotNull(timeout, "timeout");
    try {
      return Optional.of(future.get(Math.max(0, timeout.toNanos()), TimeUnit.NANOSECONDS));
    } catch (TimeoutException e) {
      return Optional.empty();
    } catch (InterruptedException e) {
      throw interrupted(e);
    } catch (ExecutionException | CancellationException e) {
      throw failure(e);
    }
  }

  /**
   * The result as a stage whose failures are {@link SearchException}s.
   *
   * @return a stage that callers cannot complete
   */
  public CompletionStage<R> result() {
    return future
        .handle(
            (r, e) -> {
              if (e != null) {
                throw failure(e);
              }
              return r;
            })
        .minimalCompletionStage();
  }

  private SearchException interrupted(InterruptedException e) {
    Thread.currentThread().interrupt();
    return new SearchException(searcher, request, "interrupted while waiting", e);
  }

  private SearchException failure(Throwable e) {
    Throwable cause = e;
    while ((cause instanceof ExecutionException
            || cause instanceof java.util.concurrent.CompletionException)
        && cause.getCause() != null) {
      cause = cause.getCause();
    }
    if (cause instanceof SearchException se) {
      return se;
    }
    return new SearchException(searcher, request, "search failed: " + cause, cause);
  }
}
