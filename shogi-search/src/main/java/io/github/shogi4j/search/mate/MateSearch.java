package io.github.shogi4j.search.mate;

import static com.google.common.base.Preconditions.checkArgument;
import static com.google.common.base.Preconditions.checkNotNull;

import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A mate search running on its own thread: ask it to {@link #stop()}, wait for its {@link
 * #result()}.
 *
 * <p>Thread-safe: every method may be called from any thread. A stopped search answers within a few
 * milliseconds with {@link MateStatus#STOPPED} (or with its proved answer if it had one).
 */
public final class MateSearch {
  private final Dfpn dfpn;
  private final CompletableFuture<MateResult> future;

  MateSearch(Dfpn dfpn, CompletableFuture<MateResult> future) {
    this.dfpn = dfpn;
    this.future = future;
  }

  /** Asks the search to stop as soon as it can; it then completes with what it knows. */
  public void stop() {
    dfpn.stop();
  }

  /**
   * Whether the search has finished.
   *
   * @return true once a result is available
   */
  public boolean isDone() {
    return future.isDone();
  }

  /**
   * The result as a future, completed when the search ends.
   *
   * @return a future that other code may chain on
   */
  public CompletableFuture<MateResult> future() {
    return future.copy();
  }

  /**
   * Waits for the result.
   *
   * @return the result
   * @throws IllegalStateException if the search failed with an internal error
   */
  public MateResult result() {
    try {
      return future.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the mate search", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("the mate search failed", e.getCause());
    }
  }

  /**
   * Stops the search and waits for its result.
   *
   * @param wait how long to wait at most; positive
   * @return the result
   * @throws IllegalStateException if the search does not answer in that time or failed
   */
  public MateResult stopAndGet(Duration wait) {
    checkNotNull(wait, "wait");
    checkArgument(!wait.isNegative() && !wait.isZero(), "the wait must be positive, got %s", wait);
    stop();
    try {
      return future.get(wait.toNanos(), TimeUnit.NANOSECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the mate search", e);
    } catch (ExecutionException e) {
      throw new IllegalStateException("the mate search failed", e.getCause());
    } catch (TimeoutException e) {
      throw new IllegalStateException("the mate search did not stop within " + wait, e);
    }
  }
}
