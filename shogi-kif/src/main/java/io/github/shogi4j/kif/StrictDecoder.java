package io.github.shogi4j.kif;

import io.github.shogi4j.kif.encoding.EncodingDetector;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;

/**
 * Decodes a byte stream strictly: the characters before a byte that is not valid in the encoding
 * are delivered, then the next read throws a {@link ProblemRule#ENCODING} error with the byte's
 * line and column (in bytes, lines counted by LF) and its offset, as whole-input decoding reports
 * it. The JDK's {@code InputStreamReader} cannot say where.
 *
 * <p>Not thread-safe.
 */
final class StrictDecoder extends Reader {
  private final InputStream in;
  private final Charset charset;
  private final CharsetDecoder decoder;
  private final ByteBuffer bytes = ByteBuffer.allocate(1 << 16);
  private final CharBuffer chars = CharBuffer.allocate(1 << 16);
  private boolean eof;
  private boolean flushed;
  private KifuParseException pending;

  /** The offset in the input of {@code bytes}'s first byte (after {@link #skip}). */
  private long consumed;

  private long line = 1;
  private long lineStart;

  /**
   * @param offset bytes of the input before {@code in} (a byte order mark left out), counted in the
   *     offsets reported
   */
  StrictDecoder(InputStream in, Charset charset, long offset) {
    this.in = in;
    this.charset = charset;
    this.decoder =
        charset
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    this.consumed = offset;
    this.lineStart = offset;
    bytes.flip();
    chars.flip();
  }

  @Override
  public int read(char[] cbuf, int off, int len) throws IOException {
    if (len == 0) {
      return 0;
    }
    while (!chars.hasRemaining()) {
      if (pending != null) {
        throw pending;
      }
      if (flushed) {
        return -1;
      }
      decode();
    }
    int n = Math.min(len, chars.remaining());
    chars.get(cbuf, off, n);
    return n;
  }

  private void decode() throws IOException {
    chars.clear();
    try {
      fillAndDecode();
    } finally {
      chars.flip();
    }
  }

  private void fillAndDecode() throws IOException {
    if (!eof && bytes.remaining() < 16) {
      bytes.compact();
      int n;
      try {
        n = in.read(bytes.array(), bytes.position(), bytes.remaining());
      } catch (InputLimit.Exceeded e) {
        bytes.flip();
        count(bytes.position(), bytes.limit()); // the bytes not decoded yet count too
        long at = consumed;
        pending =
            new KifuParseException(
                (int) Math.min(line, Integer.MAX_VALUE),
                (int) Math.min(at - lineStart + 1, Integer.MAX_VALUE),
                ProblemRule.SYNTAX,
                "the input is longer than " + e.limit + " bytes: read no further");
        pending.initCause(e);
        bytes.position(bytes.limit()); // the bytes before the limit are not read either
        return;
      }
      if (n < 0) {
        eof = true;
      } else {
        bytes.position(bytes.position() + n);
      }
      bytes.flip();
    }
    int from = bytes.position();
    CoderResult r = decoder.decode(bytes, chars, eof);
    count(from, bytes.position());
    if (r.isError()) {
      int bad = bytes.position();
      long at = consumed;
      pending =
          new KifuParseException(
              (int) Math.min(line, Integer.MAX_VALUE),
              (int) Math.min(at - lineStart + 1, Integer.MAX_VALUE),
              ProblemRule.ENCODING,
              String.format(
                  "byte 0x%02X at offset %d is not valid %s",
                  bytes.get(bad) & 0xFF, at, EncodingDetector.displayName(charset)));
    } else if (eof && !bytes.hasRemaining()) {
      decoder.flush(chars);
      flushed = true;
    }
  }

  /** Counts the bytes decoded and their line feeds. */
  private void count(int from, int to) {
    byte[] a = bytes.array();
    for (int i = from; i < to; i++) {
      if (a[i] == '\n') {
        line++;
        lineStart = consumed + (i - from) + 1;
      }
    }
    consumed += to - from;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
