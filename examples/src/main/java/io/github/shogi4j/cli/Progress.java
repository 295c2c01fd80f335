package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import com.google.common.base.Strings;
import java.io.PrintWriter;
import java.util.function.LongSupplier;

/**
 * A progress bar on standard error for work on many items. It stays silent unless it is enabled
 * (standard error is a terminal) and the work has already taken more than a second, so quick
 * commands and piped output never see it; {@link #close()} erases it.
 *
 * <p>Not thread-safe: one thread steps it.
 */
public final class Progress implements AutoCloseable {
  private static final long DELAY_NANOS = 1_000_000_000L;
  private static final long REFRESH_NANOS = 100_000_000L;
  private static final int WIDTH = 30;

  private final PrintWriter err;
  private final boolean enabled;
  private final String label;
  private final int total;
  private final LongSupplier clock;
  private final long started;
  private int done;
  private long lastDrawn;
  private int drawnWidth;

  /**
   * Creates a progress bar; nothing is drawn yet.
   *
   * @param err where to draw (standard error)
   * @param enabled false to draw nothing at all (standard error is not a terminal)
   * @param label what is counted, e.g. {@code "positions"}
   * @param total how many items there are, or 0 when unknown (the bar then shows the count and the
   *     time only)
   * @param clock the time in nanoseconds, {@link System#nanoTime()} but for tests
   */
  public Progress(PrintWriter err, boolean enabled, String label, int total, LongSupplier clock) {
    Preconditions.checkArgument(total >= 0, "total %s is negative", total);
    this.err = Preconditions.checkNotNull(err, "err");
    this.enabled = enabled;
    this.label = Preconditions.checkNotNull(label, "label");
    this.total = total;
    this.clock = Preconditions.checkNotNull(clock, "clock");
    this.started = clock.getAsLong();
    this.lastDrawn = started - REFRESH_NANOS;
  }

  /**
   * A progress bar that never draws.
   *
   * @param err where it would draw
   * @return a silent bar
   */
  public static Progress silent(PrintWriter err) {
    return new Progress(err, false, "", 0, () -> 0L);
  }

  /** Counts one item done and redraws the bar when it is due. */
  public void step() {
    done++;
    if (!enabled) {
      return;
    }
    long now = clock.getAsLong();
    if (now - started < DELAY_NANOS || now - lastDrawn < REFRESH_NANOS) {
      return;
    }
    lastDrawn = now;
    long seconds = (now - started) / 1_000_000_000L;
    String line;
    if (total == 0) {
      line = String.format("%s %d %d:%02d", label, done, seconds / 60, seconds % 60);
    } else {
      int filled = (int) ((long) Math.min(done, total) * WIDTH / total);
      line =
          String.format(
              "%s [%s%s] %d/%d %d:%02d",
              label,
              Strings.repeat("#", filled),
              Strings.repeat(".", WIDTH - filled),
              done,
              total,
              seconds / 60,
              seconds % 60);
    }
    err.print("\r" + line + Strings.repeat(" ", Math.max(0, drawnWidth - line.length())));
    err.flush();
    drawnWidth = line.length();
  }

  /**
   * How many items are done.
   *
   * @return the number of {@link #step()} calls
   */
  public int done() {
    return done;
  }

  /** Erases the bar, if one was drawn, e.g. before printing a message; it is redrawn when due. */
  public void clear() {
    if (drawnWidth > 0) {
      err.print("\r" + Strings.repeat(" ", drawnWidth) + "\r");
      err.flush();
      drawnWidth = 0;
    }
  }

  /** Erases the bar, if one was drawn. */
  @Override
  public void close() {
    clear();
  }
}
