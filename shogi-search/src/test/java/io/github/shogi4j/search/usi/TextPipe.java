package io.github.shogi4j.search.usi;

import java.io.Reader;
import java.io.Writer;

/**
 * An in-memory pipe from a writer to a reader that, unlike {@link java.io.PipedReader}, does not
 * care which threads write (the engine writes from its search threads, which end).
 */
final class TextPipe {
  private final StringBuilder buffer = new StringBuilder();
  private boolean closed;

  Writer writer() {
    return new Writer() {
      @Override
      public void write(char[] cbuf, int off, int len) {
        synchronized (buffer) {
          buffer.append(cbuf, off, len);
          buffer.notifyAll();
        }
      }

      @Override
      public void flush() {}

      @Override
      public void close() {
        synchronized (buffer) {
          closed = true;
          buffer.notifyAll();
        }
      }
    };
  }

  Reader reader() {
    return new Reader() {
      @Override
      public int read(char[] cbuf, int off, int len) {
        synchronized (buffer) {
          while (buffer.length() == 0 && !closed) {
            try {
              buffer.wait();
            } catch (InterruptedException e) {
              Thread.currentThread().interrupt();
              return -1;
            }
          }
          if (buffer.length() == 0) {
            return -1;
          }
          int n = Math.min(len, buffer.length());
          buffer.getChars(0, n, cbuf, off);
          buffer.delete(0, n);
          return n;
        }
      }

      @Override
      public void close() {}
    };
  }
}
