package io.github.shogi4j.cli;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Watches, while open, how many helper threads of the built-in engine's levels are alive at once
 * (the threads a search with {@code --threads} above 1 starts beside its main search), for tests.
 */
final class HelperThreads implements AutoCloseable {
  private static final String PREFIX = "shogi4j-helper-shogi4j-";

  private final AtomicBoolean open = new AtomicBoolean(true);
  private final AtomicInteger most = new AtomicInteger();
  private final Thread watcher;

  private HelperThreads() {
    watcher =
        new Thread(
            () -> {
              while (open.get()) {
                int alive = 0;
                for (Thread t : Thread.getAllStackTraces().keySet()) {
                  if (t.getName().startsWith(PREFIX) && t.isAlive()) {
                    alive++;
                  }
                }
                most.accumulateAndGet(alive, Math::max);
                try {
                  Thread.sleep(2);
                } catch (InterruptedException e) {
                  return;
                }
              }
            },
            "helper-threads-watch");
    watcher.setDaemon(true);
    watcher.start();
  }

  /** Starts watching. */
  static HelperThreads watch() {
    return new HelperThreads();
  }

  /** The most helper threads seen alive at once so far. */
  int most() {
    return most.get();
  }

  @Override
  public void close() throws InterruptedException {
    open.set(false);
    watcher.join();
  }
}
