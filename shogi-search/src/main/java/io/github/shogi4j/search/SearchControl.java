package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

/**
 * The channel from a caller to a running search: a stop request and a ponder hit (the opponent
 * played the expected move, USI {@code ponderhit}). A searcher polls {@link #isStopped()} often
 * enough to return within 20 ms of {@link #stop()}, or registers a callback (an external engine
 * forwards the request with {@link #whenStopped}).
 *
 * <p>Thread-safe: any thread may call any method. A control is used for one search.
 */
public final class SearchControl {
  private final Signal stop = new Signal();
  private final Signal ponderHit = new Signal();

  /** A control with no request made yet. */
  public SearchControl() {}

  /** A one-way flag with callbacks run once when it is raised. */
  private static final class Signal {
    private volatile boolean raised;
    private final List<Runnable> actions = new CopyOnWriteArrayList<>();

    void raise() {
      synchronized (this) {
        if (raised) {
          return;
        }
        raised = true;
      }
      actions.forEach(Runnable::run);
    }

    void whenRaised(Runnable action) {
      Preconditions.checkNotNull(action, "action");
      synchronized (this) {
        if (!raised) {
          actions.add(action);
          return;
        }
      }
      action.run();
    }
  }

  /** Asks the search to stop and return its best result so far. Idempotent. */
  public void stop() {
    stop.raise();
  }

  /**
   * Whether a stop was requested.
   *
   * @return true after {@link #stop()}
   */
  public boolean isStopped() {
    return stop.raised;
  }

  /**
   * Tells a ponder search that the expected move was played: from now on it searches under its
   * normal time limits. Idempotent.
   */
  public void ponderHit() {
    ponderHit.raise();
  }

  /**
   * Whether a ponder hit was reported.
   *
   * @return true after {@link #ponderHit()}
   */
  public boolean isPonderHit() {
    return ponderHit.raised;
  }

  /**
   * Runs an action when a stop is requested (at once, on this thread, if it already was).
   *
   * @param action run once, on the thread calling {@link #stop()}
   */
  public void whenStopped(Runnable action) {
    stop.whenRaised(action);
  }

  /**
   * Runs an action when a ponder hit is reported (at once, on this thread, if it already was).
   *
   * @param action run once, on the thread calling {@link #ponderHit()}
   */
  public void whenPonderHit(Runnable action) {
    ponderHit.whenRaised(action);
  }
}
