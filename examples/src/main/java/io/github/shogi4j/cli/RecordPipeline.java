package io.github.shogi4j.cli;

import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordStream;
import io.github.shogi4j.kif.archive.RecordSources;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.Function;

/**
 * Many records on all cores: a bounded producer/consumer pipeline for {@code export} and {@code
 * stats}.
 *
 * <p>Readers (one thread per source given, at most as many as workers; a source is a file, a folder
 * or an archive, read with {@link RecordSources}) parse records and put them in batches of {@value
 * #BATCH} on a queue of at most {@code 4 * workers} batches; workers take batches and turn each
 * into a result; the calling thread takes the results from a queue of the same bound and hands them
 * to the sink, one at a time. Memory is therefore bounded by about {@code 8 * workers * BATCH}
 * records and their results, whatever the size of the input.
 *
 * <p>Order: results come in the order workers finish their batches, not in input order (records of
 * one batch stay together and in order). A source that cannot be read, or whose reading stops at an
 * unreadable point, gives a {@link Batch} with its {@link Batch#failure()}; the other sources are
 * still read.
 */
final class RecordPipeline {
  /** Records per batch. */
  static final int BATCH = 64;

  private RecordPipeline() {}

  /**
   * Records read from one source, or how a source failed.
   *
   * @param source the source as given
   * @param records the records read (failed reads included, as results)
   * @param failure why the source could not be read further, or empty
   */
  record Batch(String source, List<ReadResult> records, java.util.Optional<String> failure) {}

  /** The end of the results, or a worker's failure, on the results queue. */
  private record End(Throwable error) {}

  /**
   * Runs the pipeline to its end.
   *
   * @param sources the sources
   * @param options how records are read
   * @param workers how many worker threads, 1 or more
   * @param work a batch's result; called on worker threads, concurrently
   * @param sink takes each result on the calling thread
   * @param <R> the result type
   * @throws RuntimeException what a worker or the sink threw
   */
  static <R> void run(
      List<Path> sources,
      ReadOptions options,
      int workers,
      Function<Batch, R> work,
      Consumer<R> sink) {
    BlockingQueue<Object> batches = new ArrayBlockingQueue<>(4 * workers);
    BlockingQueue<Object> results = new ArrayBlockingQueue<>(4 * workers);
    int readers = Math.max(1, Math.min(sources.size(), workers));
    ExecutorService readPool = Executors.newFixedThreadPool(readers, daemon("shogi-read"));
    ExecutorService workPool = Executors.newFixedThreadPool(workers, daemon("shogi-work"));
    AtomicInteger readersLeft = new AtomicInteger(sources.size());
    Object noMoreBatches = new Object();
    try {
      for (Path source : sources) {
        readPool.submit(
            () -> {
              try {
                read(source, options, batches);
              } finally {
                if (readersLeft.decrementAndGet() == 0) {
                  for (int i = 0; i < workers; i++) {
                    putQuietly(batches, noMoreBatches);
                  }
                }
              }
              return null;
            });
      }
      if (sources.isEmpty()) {
        for (int i = 0; i < workers; i++) {
          putQuietly(batches, noMoreBatches);
        }
      }
      AtomicInteger workersLeft = new AtomicInteger(workers);
      List<Future<?>> running = new ArrayList<>();
      for (int i = 0; i < workers; i++) {
        running.add(
            workPool.submit(
                () -> {
                  Throwable error = null;
                  try {
                    for (Object b = batches.take(); b != noMoreBatches; b = batches.take()) {
                      results.put(work.apply((Batch) b));
                    }
                  } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                  } catch (RuntimeException | Error e) {
                    error = e;
                  }
                  if (error != null || workersLeft.decrementAndGet() == 0) {
                    putQuietly(results, new End(error));
                  }
                  return null;
                }));
      }
      while (true) {
        Object r = results.take();
        if (r instanceof End end) {
          if (end.error() != null) {
            throw end.error() instanceof RuntimeException re
                ? re
                : new IllegalStateException(end.error());
          }
          break;
        }
        @SuppressWarnings("unchecked")
        R result = (R) r;
        sink.accept(result);
      }
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted", e);
    } finally {
      readPool.shutdownNow();
      workPool.shutdownNow();
    }
  }

  /** Reads one source into batches. */
  private static void read(Path source, ReadOptions options, BlockingQueue<Object> batches)
      throws InterruptedException {
    String name = RecordFiles.name(source);
    List<ReadResult> batch = new ArrayList<>(BATCH);
    try (RecordSources inputs = RecordSources.open(source, options)) {
      for (RecordStream records : inputs) {
        for (ReadResult r : records) {
          batch.add(r);
          if (batch.size() == BATCH) {
            batches.put(new Batch(name, batch, java.util.Optional.empty()));
            batch = new ArrayList<>(BATCH);
          }
        }
      }
    } catch (KifuParseException e) {
      batches.put(new Batch(name, batch, java.util.Optional.of(e.getMessage())));
      return;
    } catch (UncheckedIOException e) {
      batches.put(
          new Batch(name, batch, java.util.Optional.of("cannot read: " + Errors.ioReason(e))));
      return;
    } catch (UnsupportedOperationException e) {
      batches.put(new Batch(name, batch, java.util.Optional.of(e.getMessage())));
      return;
    }
    if (!batch.isEmpty()) {
      batches.put(new Batch(name, batch, java.util.Optional.empty()));
    }
  }

  private static void putQuietly(BlockingQueue<Object> queue, Object o) {
    try {
      queue.put(o);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static java.util.concurrent.ThreadFactory daemon(String name) {
    AtomicInteger n = new AtomicInteger();
    return r -> {
      Thread t = new Thread(r, name + "-" + n.incrementAndGet());
      t.setDaemon(true);
      return t;
    };
  }
}
