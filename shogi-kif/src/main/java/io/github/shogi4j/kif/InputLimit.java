package io.github.shogi4j.kif;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * A stream that refuses to give more than a number of bytes: past them a read throws {@link
 * Exceeded}, which the decoding turns into a located error. It bounds what an archive entry (a zip
 * bomb's, say) can make the reader decompress.
 *
 * <p>Not thread-safe.
 */
final class InputLimit extends FilterInputStream {
  /** Thrown by a read past the limit. */
  static final class Exceeded extends IOException {
    private static final long serialVersionUID = 1L;
    final long limit;

    Exceeded(long limit) {
      super("more than " + limit + " bytes");
      this.limit = limit;
    }
  }

  private final long limit;
  private long read;

  InputLimit(InputStream in, long limit) {
    super(in);
    this.limit = limit;
  }

  @Override
  public int read() throws IOException {
    if (read >= limit) {
      check(super.read());
      return -1;
    }
    int b = super.read();
    read += b < 0 ? 0 : 1;
    return b;
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    if (read >= limit) {
      check(super.read());
      return -1;
    }
    int n = super.read(b, off, (int) Math.min(len, limit - read));
    read += Math.max(n, 0);
    return n;
  }

  /** At the limit: the end of the input is fine, one more byte is not. */
  private void check(int next) throws Exceeded {
    if (next >= 0) {
      throw new Exceeded(limit);
    }
  }

  @Override
  public long skip(long n) throws IOException {
    return read(new byte[(int) Math.min(n, 8192)]);
  }
}
