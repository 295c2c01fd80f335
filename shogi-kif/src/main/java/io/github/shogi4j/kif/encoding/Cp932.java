package io.github.shogi4j.kif.encoding;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;

/**
 * Strict CP932 (windows-31j) decoding in one pass over a byte array, with the JDK's own mapping:
 * the tables are filled once from the JDK's strict decoder (every single byte, every lead and trail
 * pair), so a byte sequence decodes here exactly when, and to what, the JDK's strict decoder
 * decodes it. The JDK decoder goes through buffers and tests each byte against several ranges; here
 * each byte is one table lookup, and the half-width katakana that the detector weighs are counted
 * on the way.
 *
 * <p>Stateless and thread-safe (the tables are filled in the class initialiser and never change).
 */
final class Cp932 {
  /** The character of a single byte, or -1 when the byte starts a pair or is not CP932. */
  private static final int[] SINGLE = new int[256];

  /** The row in {@link #PAIR} of a byte that starts two-byte characters, or -1. */
  private static final int[] LEAD = new int[256];

  /**
   * The character of a lead and trail pair ({@code LEAD[lead] << 8 | trail}), 0 when unmapped: one
   * row per lead byte (some sixty), small enough to stay in the cache.
   */
  private static final char[] PAIR;

  static {
    CharsetDecoder d =
        EncodingDetector.CP932
            .newDecoder()
            .onMalformedInput(CodingErrorAction.REPORT)
            .onUnmappableCharacter(CodingErrorAction.REPORT);
    CharBuffer out = CharBuffer.allocate(4);
    byte[] one = new byte[1];
    byte[] two = new byte[2];
    for (int b = 0; b < 256; b++) {
      one[0] = (byte) b;
      SINGLE[b] = decodeOne(d, one, out);
      if (b < 0x80 && SINGLE[b] != b) {
        throw new IllegalStateException("this JDK's windows-31j does not keep ASCII byte " + b);
      }
    }
    char[] pairs = new char[256 << 8];
    int rows = 0;
    for (int lead = 0; lead < 256; lead++) {
      LEAD[lead] = -1;
      if (SINGLE[lead] >= 0) {
        continue;
      }
      two[0] = (byte) lead;
      for (int trail = 0; trail < 256; trail++) {
        two[1] = (byte) trail;
        int c = decodeOne(d, two, out);
        if (c > 0) {
          LEAD[lead] = rows;
          pairs[rows << 8 | trail] = (char) c;
        }
      }
      if (LEAD[lead] >= 0) {
        rows++;
      }
    }
    PAIR = java.util.Arrays.copyOf(pairs, rows << 8);
  }

  private Cp932() {}

  /** The one character that the strict decoder makes of {@code in}, or -1. */
  private static int decodeOne(CharsetDecoder d, byte[] in, CharBuffer out) {
    d.reset();
    out.clear();
    CoderResult r = d.decode(ByteBuffer.wrap(in), out, true);
    if (r.isError() || d.flush(out).isError() || out.position() != 1) {
      return -1;
    }
    return out.get(0);
  }

  /**
   * Where the run of ASCII bytes from {@code i} ends (at most {@code n}): eight bytes a step while
   * they are ASCII.
   */
  static int asciiEnd(byte[] b, int i, int n) {
    while (i + 8 <= n && (word(b, i) & 0x8080808080808080L) == 0) {
      i += 8;
    }
    while (i < n && b[i] >= 0) {
      i++;
    }
    return i;
  }

  /**
   * Whether one of the eight bytes of {@code word} (as {@link #word} reads them) is {@code c}.
   *
   * @param word eight bytes
   * @param c an ASCII byte
   */
  static boolean hasByte(long word, int c) {
    long x = word ^ (c * 0x0101010101010101L); // the bytes equal to c are zero in x
    return ((x - 0x0101010101010101L) & ~x & 0x8080808080808080L) != 0;
  }

  /** The eight bytes of {@code b} from {@code i} as one long, the first in the lowest bits. */
  static long word(byte[] b, int i) {
    return (long) LONGS.get(b, i);
  }

  /** Eight bytes of an array as one long. */
  private static final VarHandle LONGS =
      MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);

  /** A decoded text and how many half-width katakana (U+FF61 to U+FF9F) it holds. */
  record Decoded(String text, int halfWidthKana) {}

  /**
   * Decodes strictly.
   *
   * @param b the bytes
   * @return the text, or empty when the bytes are not CP932
   */
  static Optional<Decoded> decode(byte[] b) {
    int n = b.length;
    char[] out = new char[n];
    int k = 0;
    int kana = 0;
    int i = 0;
    String latin1 = null;
    while (i < n) {
      int run = asciiEnd(b, i, n);
      // ASCII, which CP932 keeps as it is (checked when the tables are made): widened by the
      // JDK's bulk copy from a Latin-1 string of the bytes, made once
      if (run > i) {
        if (latin1 == null) {
          latin1 = new String(b, StandardCharsets.ISO_8859_1);
        }
        latin1.getChars(i, run, out, k);
        k += run - i;
      }
      if (run == n) {
        break;
      }
      i = run;
      int c = b[i] & 0xFF;
      int s = SINGLE[c];
      if (s >= 0) {
        out[k++] = (char) s;
        if (s >= 0xFF61 && s <= 0xFF9F) {
          kana++;
        }
        i++;
        continue;
      }
      int row = LEAD[c];
      if (row < 0 || i + 1 == n) {
        return Optional.empty();
      }
      char p = PAIR[row << 8 | (b[i + 1] & 0xFF)];
      if (p == 0) {
        return Optional.empty();
      }
      out[k++] = p;
      i += 2;
    }
    return Optional.of(new Decoded(new String(out, 0, k), kana));
  }
}
