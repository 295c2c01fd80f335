package io.github.shogi4j.search;

import java.time.Duration;
import java.util.Optional;
import java.util.concurrent.CompletionStage;

/**
 * A search running on another thread: the alpha-beta search's {@link SearchHandle} and the mate
 * solver's {@link io.github.shogi4j.search.mate.MateSearch} share these semantics.
 *
 * <ul>
 *   <li>{@link #stop()} returns at once; the search then completes soon (within 20 ms for the
 *       searchers of this library) with what it knows, and never fails because it was stopped.
 *   <li>{@link #await()} and {@link #await(Duration)} block the caller; {@link #result()} calls
 *       back instead.
 *   <li>A search that failed, and a wait that was interrupted (the thread's interrupt flag is then
 *       set again), throw {@link SearchException}.
 * </ul>
 *
 * <p>Thread-safe: any thread may call any method, any number of times.
 *
 * @param <R> the result type
 */
public interface RunningSearch<R> {

  /** Asks the search to stop and complete with its best result so far. Idempotent. */
  void stop();

  /**
   * Whether the search has finished.
   *
   * @return true once a result or a failure is there
   */
  boolean isDone();

  /**
   * Waits for the result.
   *
   * @return the result
   * @throws SearchException if the search failed or the wait was interrupted
   */
  R await();

  /**
   * Waits for the result at most the given time.
   *
   * @param timeout how long to wait; zero or negative only looks
   * @return the result, empty if the search is still running after {@code timeout}
   * @throws SearchException if the search failed or the wait was interrupted
   */
  Optional<R> await(Duration timeout);

  /**
   * Stops the search and waits for its result.
   *
   * @return the result
   * @throws SearchException as {@link #await()}
   */
  default R stopAndAwait() {
    stop();
    return await();
  }

  /**
   * The result as a completion stage, to be called back (on the searching thread, or on the
   * caller's if it is there already). A failure arrives as a {@link SearchException}, possibly
   * wrapped in a {@link java.util.concurrent.CompletionException}.
   *
   * @return a stage that callers cannot complete
   */
  CompletionStage<R> result();
}
