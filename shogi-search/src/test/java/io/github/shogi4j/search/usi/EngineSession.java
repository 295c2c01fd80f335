package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** A {@link UsiEngine} running on its own thread, driven over pipes like a GUI would. */
final class EngineSession implements AutoCloseable {
  private static final String EOF = new String("<eof>");
  private final PrintWriter toEngine;
  private final BlockingQueue<String> fromEngine = new LinkedBlockingQueue<>();
  private final List<String> transcript = new ArrayList<>();
  private final Thread engineThread;
  private final Thread readerThread;

  EngineSession(SearcherFactory factory) {
    TextPipe commands = new TextPipe();
    TextPipe answerPipe = new TextPipe();
    Writer engineOut = answerPipe.writer();
    BufferedReader answers = new BufferedReader(answerPipe.reader());
    toEngine = new PrintWriter(commands.writer(), true);
    UsiEngine engine = new UsiEngine(factory, commands.reader(), engineOut);
    engineThread =
        new Thread(
            () -> {
              engine.run();
              try {
                engineOut.close();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            },
            "test-usi-engine");
    readerThread =
        new Thread(
            () -> {
              try {
                for (String line; (line = answers.readLine()) != null; ) {
                  fromEngine.add(line);
                }
              } catch (IOException e) {
                // The engine side closed: the end of the session.
              }
              fromEngine.add(EOF);
            },
            "test-usi-reader");
    engineThread.setDaemon(true);
    readerThread.setDaemon(true);
    engineThread.start();
    readerThread.start();
  }

  void send(String command) {
    transcript.add("> " + command);
    toEngine.println(command);
  }

  /** The lines up to and including the first one matching, failing after the timeout. */
  List<String> until(Predicate<String> last, long timeoutMillis) {
    List<String> got = new ArrayList<>();
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(timeoutMillis);
    while (true) {
      String line = poll(deadline);
      if (line == null) {
        fail("no matching line within " + timeoutMillis + " ms; transcript:\n" + transcript());
      }
      if (line == EOF) {
        fail("the engine ended; transcript:\n" + transcript());
      }
      got.add(line);
      if (last.test(line)) {
        return got;
      }
    }
  }

  List<String> until(String prefix) {
    return until(l -> l.startsWith(prefix), 5000);
  }

  /** Lines that arrive within the time (none expected to end the session). */
  List<String> quietFor(long millis) {
    List<String> got = new ArrayList<>();
    long deadline = System.nanoTime() + TimeUnit.MILLISECONDS.toNanos(millis);
    for (String line; (line = poll(deadline)) != null; ) {
      got.add(line);
    }
    return got;
  }

  private String poll(long deadline) {
    try {
      String line =
          fromEngine.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
      if (line != null && line != EOF) {
        transcript.add("< " + line);
      }
      return line;
    } catch (InterruptedException e) {
      throw new AssertionError(e);
    }
  }

  /** Waits for the engine to end its session (after quit or the end of input). */
  void awaitEnd(long millis) throws InterruptedException {
    engineThread.join(millis);
    assertTrue(
        !engineThread.isAlive(), "the engine is still running; transcript:\n" + transcript());
  }

  String transcript() {
    return String.join("\n", transcript);
  }

  @Override
  public void close() {
    toEngine.close();
  }
}
