package io.github.shogi4j.kif.encoding;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Finds the encoding of kifu bytes and decodes them, never guessing silently: in order,
 *
 * <ol>
 *   <li>a byte order mark (UTF-8, UTF-16);
 *   <li>a declaration in the first lines: {@code #KIF version=2.0 encoding=UTF-8} (KIF), {@code
 *       'CSA encoding=SHIFT_JIS} (CSA V3.0);
 *   <li>strict UTF-8 (bytes that are valid UTF-8 and not plain ASCII are UTF-8);
 *   <li>plain ASCII: the format's convention;
 *   <li>strict CP932 (Shift_JIS as Windows writes it), else strict EUC-JP; when both decode, EUC-JP
 *       wins only if the CP932 reading is full of half-width katakana (what EUC-JP kanji look like
 *       in CP932) and the EUC-JP reading is not.
 * </ol>
 *
 * Decoding is strict: malformed bytes in a given or declared encoding are an {@link
 * ProblemRule#ENCODING} error with their line.
 *
 * <p>Stateless and thread-safe.
 */
public final class EncodingDetector {
  /** CP932, the Windows dialect of Shift_JIS that Japanese kifu software writes. */
  public static final Charset CP932 = Charset.forName("windows-31j");

  /** EUC-JP, found in old Unix-made records. */
  public static final Charset EUC_JP = Charset.forName("EUC-JP");

  private static final Pattern DECLARATION =
      Pattern.compile(
          "(?:^#KIF|^'CSA)[^\\r\\n]*?encoding\\s*=\\s*([A-Za-z0-9_\\-]+)", Pattern.MULTILINE);
  private static final int DECLARATION_SCAN = 1024;
  private static final int UTF8_PROBE = 1024;

  private EncodingDetector() {}

  /**
   * Detects the encoding and decodes.
   *
   * @param bytes the file contents
   * @param conventional the encoding the format uses by convention (taken for plain ASCII)
   * @return the text and the encoding
   * @throws KifuParseException with {@link ProblemRule#ENCODING} when a declared encoding is
   *     unknown, no candidate decodes the bytes, or they are not text (a NUL byte outside UTF-16
   *     with its byte order mark, or control bytes where nothing decodes: "not a text file", at the
   *     first such byte)
   */
  public static DecodedText decode(byte[] bytes, Charset conventional) {
    Preconditions.checkNotNull(bytes, "bytes");
    Preconditions.checkNotNull(conventional, "conventional");
    if (startsWith(bytes, 0xEF, 0xBB, 0xBF)) {
      return new DecodedText(
          strict(bytes, 3, StandardCharsets.UTF_8), StandardCharsets.UTF_8, DecodedText.Source.BOM);
    }
    if (startsWith(bytes, 0xFF, 0xFE)) {
      return new DecodedText(
          strict(bytes, 2, StandardCharsets.UTF_16LE),
          StandardCharsets.UTF_16LE,
          DecodedText.Source.BOM);
    }
    if (startsWith(bytes, 0xFE, 0xFF)) {
      return new DecodedText(
          strict(bytes, 2, StandardCharsets.UTF_16BE),
          StandardCharsets.UTF_16BE,
          DecodedText.Source.BOM);
    }
    checkText(bytes, 0, false);
    Optional<Charset> declared = declared(bytes);
    if (declared.isPresent()) {
      Optional<String> asDeclared = tryStrictString(bytes, declared.get());
      if (asDeclared.isPresent()) {
        return new DecodedText(asDeclared.get(), declared.get(), DecodedText.Source.DECLARED);
      }
      DecodedText guessed = detect(bytes, conventional);
      return guessed.withWarning(
          "the file declares "
              + displayName(declared.get())
              + " but is not valid "
              + displayName(declared.get())
              + "; read as "
              + guessed.encodingName());
    }
    return detect(bytes, conventional);
  }

  private static DecodedText detect(byte[] bytes, Charset conventional) {
    Optional<String> utf8 = tryUtf8(bytes);
    if (utf8.isPresent()) {
      // valid UTF-8 decodes to one char per byte exactly when every byte is ASCII
      return utf8.get().length() == bytes.length
          ? new DecodedText(utf8.get(), conventional, DecodedText.Source.ASCII)
          : new DecodedText(utf8.get(), StandardCharsets.UTF_8, DecodedText.Source.UTF8_VALID);
    }
    Optional<Cp932.Decoded> sjis = Cp932.decode(bytes);
    if (sjis.isPresent()) {
      // EUC-JP wins only when the CP932 reading is full of half-width katakana and its own is not
      if (sjis.get().halfWidthKana() * 4 > sjis.get().text().length() / 8 + 1) {
        Optional<CharBuffer> euc = tryStrict(bytes, EUC_JP);
        if (euc.isPresent() && halfWidthKana(euc.get()) == 0) {
          return new DecodedText(euc.get().toString(), EUC_JP, DecodedText.Source.GUESSED);
        }
      }
      return new DecodedText(sjis.get().text(), CP932, DecodedText.Source.GUESSED);
    }
    Optional<CharBuffer> euc = tryStrict(bytes, EUC_JP);
    if (euc.isPresent()) {
      return new DecodedText(euc.get().toString(), EUC_JP, DecodedText.Source.GUESSED);
    }
    checkText(bytes, 0, true);
    // Report where UTF-8 (the modern convention) first fails.
    strict(bytes, 0, conventional);
    throw new KifuParseException(
        1, 1, ProblemRule.ENCODING, "the bytes are neither UTF-8, Shift_JIS (CP932) nor EUC-JP");
  }

  /**
   * Decodes strictly with an encoding the caller names.
   *
   * @param bytes the bytes
   * @param charset the encoding
   * @return the text (a UTF-8 byte order mark is removed)
   * @throws KifuParseException with {@link ProblemRule#ENCODING} and the line of the first
   *     malformed byte, or of the first NUL byte (not a text file) unless the encoding is UTF-16 or
   *     UTF-32
   */
  public static DecodedText decodeWith(byte[] bytes, Charset charset) {
    Preconditions.checkNotNull(bytes, "bytes");
    Preconditions.checkNotNull(charset, "charset");
    int skip =
        charset.equals(StandardCharsets.UTF_8) && startsWith(bytes, 0xEF, 0xBB, 0xBF) ? 3 : 0;
    if (!charset.name().startsWith("UTF-16") && !charset.name().startsWith("UTF-32")) {
      checkText(bytes, skip, false);
    }
    return new DecodedText(strict(bytes, skip, charset), charset, DecodedText.Source.GIVEN);
  }

  /**
   * The usual name of an encoding in shogi software.
   *
   * @param charset the charset
   * @return {@code Shift_JIS} for CP932 and Shift_JIS, else the canonical name
   */
  public static String displayName(Charset charset) {
    String n = charset.name();
    if (n.equalsIgnoreCase("windows-31j") || n.equalsIgnoreCase("Shift_JIS")) {
      return "Shift_JIS";
    }
    return n;
  }

  /**
   * The charset for an encoding name as kifu files declare it ({@code UTF-8}, {@code Shift_JIS},
   * {@code SJIS}, {@code CP932}, {@code EUC-JP}); Shift_JIS names map to CP932, which is what the
   * writers of such files use.
   *
   * @param name the declared name
   * @return the charset, or empty when unknown
   */
  public static Optional<Charset> forName(String name) {
    String n = name.strip().toUpperCase(Locale.ROOT).replace('_', '-');
    switch (n) {
      case "SHIFT-JIS":
      case "SJIS":
      case "CP932":
      case "MS932":
      case "WINDOWS-31J":
      case "SHIFTJIS":
        return Optional.of(CP932);
      case "UTF-8":
      case "UTF8":
        return Optional.of(StandardCharsets.UTF_8);
      case "EUC-JP":
      case "EUCJP":
        return Optional.of(EUC_JP);
      default:
        try {
          return Optional.of(Charset.forName(name.strip()));
        } catch (IllegalArgumentException e) {
          return Optional.empty(); // unknown or illegal name: the caller reports it
        }
    }
  }

  /**
   * Whether {@link #decode} reads bytes as UTF-8 from their content alone and without a warning: no
   * byte order mark, no encoding declaration, well-formed UTF-8 (plain ASCII included). A reader of
   * a UTF-8 format may then read the bytes without decoding them to a string.
   *
   * @param bytes the file contents
   * @return whether the bytes are plain UTF-8
   * @throws KifuParseException with {@link ProblemRule#ENCODING} when a declared encoding is
   *     unknown, as {@link #decode} throws it
   */
  public static boolean isPlainUtf8(byte[] bytes) {
    Preconditions.checkNotNull(bytes, "bytes");
    return !startsWith(bytes, 0xEF, 0xBB, 0xBF)
        && !startsWith(bytes, 0xFF, 0xFE)
        && !startsWith(bytes, 0xFE, 0xFF)
        && declared(bytes).isEmpty()
        && isUtf8(bytes);
  }

  private static Optional<Charset> declared(byte[] bytes) {
    int scan = Math.min(bytes.length, DECLARATION_SCAN);
    if (!mayDeclare(bytes, scan)) {
      return Optional.empty(); // the declaration pattern needs #KIF or 'CSA
    }
    String head =
        new String(bytes, 0, Math.min(bytes.length, DECLARATION_SCAN), StandardCharsets.ISO_8859_1);
    Matcher m = DECLARATION.matcher(head);
    if (!m.find()) {
      return Optional.empty();
    }
    Optional<Charset> c = forName(m.group(1));
    if (c.isEmpty()) {
      int line = 1 + (int) head.substring(0, m.start()).chars().filter(ch -> ch == '\n').count();
      throw new KifuParseException(
          line,
          m.start(1) - head.lastIndexOf('\n', m.start()),
          ProblemRule.ENCODING,
          "unknown encoding declared: " + m.group(1));
    }
    return c;
  }

  /**
   * Whether {@code #KIF} or {@code 'CSA} occurs in {@code b[0, end)}. Eight bytes at a time are
   * passed over while none of them is {@code #} or {@code '}.
   */
  static boolean mayDeclare(byte[] b, int end) {
    for (int i = 0; i + 4 <= end; i++) {
      while (i + 8 <= end) {
        long w = Cp932.word(b, i);
        if (Cp932.hasByte(w, '#') || Cp932.hasByte(w, '\'')) {
          break;
        }
        i += 8;
      }
      if (i + 4 > end) {
        break;
      }
      byte c = b[i];
      if ((c == '#' && b[i + 1] == 'K' && b[i + 2] == 'I' && b[i + 3] == 'F')
          || (c == '\'' && b[i + 1] == 'C' && b[i + 2] == 'S' && b[i + 3] == 'A')) {
        return true;
      }
    }
    return false;
  }

  private static boolean startsWith(byte[] b, int... prefix) {
    if (b.length < prefix.length) {
      return false;
    }
    for (int i = 0; i < prefix.length; i++) {
      if ((b[i] & 0xFF) != prefix[i]) {
        return false;
      }
    }
    return true;
  }

  /**
   * Strict decoding to a string, or empty when the bytes are not in that encoding: the same text as
   * {@code tryStrict}; UTF-8 (the usual declaration) by {@link #tryUtf8}, which makes the string in
   * one step, CP932 by {@link Cp932}.
   */
  static Optional<String> tryStrictString(byte[] bytes, Charset cs) {
    if (cs.equals(StandardCharsets.UTF_8)) {
      return tryUtf8(bytes);
    }
    if (cs.equals(CP932)) {
      return Cp932.decode(bytes).map(Cp932.Decoded::text);
    }
    return tryStrict(bytes, cs).map(CharBuffer::toString);
  }

  /** How many half-width katakana a decoded buffer holds, read from its array. */
  private static int halfWidthKana(CharBuffer b) {
    char[] a = b.array();
    int n = 0;
    for (int i = b.arrayOffset() + b.position(), end = b.arrayOffset() + b.limit(); i < end; i++) {
      char c = a[i];
      if (c >= '\uFF61' && c <= '\uFF9F') {
        n++;
      }
    }
    return n;
  }

  /**
   * Strict decoding into a heap buffer (flipped, backed by an array), or empty when the bytes are
   * not in that encoding (no exception thrown).
   */
  private static Optional<CharBuffer> tryStrict(byte[] bytes, Charset cs) {
    CharsetDecoder d = decoder(cs);
    CharBuffer out = CharBuffer.allocate((int) (bytes.length * (double) d.maxCharsPerByte()) + 1);
    if (d.decode(ByteBuffer.wrap(bytes), out, true).isError() || d.flush(out).isError()) {
      return Optional.empty(); // not this encoding: the caller tries the next one
    }
    out.flip();
    return Optional.of(out);
  }

  /**
   * The bytes decoded as strict UTF-8, or empty when they are not UTF-8. The JDK's own decoding
   * (fast) replaces malformed input with U+FFFD, so only a text holding U+FFFD needs the check byte
   * by byte; bytes whose first {@value #UTF8_PROBE} are not UTF-8 are not decoded at all.
   */
  static Optional<String> tryUtf8(byte[] bytes) {
    if (!isUtf8(bytes, Math.min(bytes.length, UTF8_PROBE), true)) {
      return Optional.empty();
    }
    String s = new String(bytes, StandardCharsets.UTF_8);
    return s.indexOf('\uFFFD') < 0 || isUtf8(bytes) ? Optional.of(s) : Optional.empty();
  }

  /**
   * Whether bytes are well-formed UTF-8 (Unicode table 3-7: no overlong forms, no surrogates,
   * nothing above U+10FFFF), exactly what a strict UTF-8 decoder accepts.
   */
  static boolean isUtf8(byte[] b) {
    return isUtf8(b, b.length, false);
  }

  /**
   * Whether {@code b[0, n)} is well-formed UTF-8; a sequence cut at {@code n} counts as well-formed
   * when {@code cutOk} (a prefix of longer bytes).
   */
  private static boolean isUtf8(byte[] b, int n, boolean cutOk) {
    int i = 0;
    while (i < n) {
      int c = b[i] & 0xFF;
      if (c < 0x80) {
        i = Cp932.asciiEnd(b, i + 1, n);
        continue;
      }
      int len;
      int lo = 0x80;
      int hi = 0xBF;
      if (c >= 0xC2 && c <= 0xDF) {
        len = 2;
      } else if (c >= 0xE0 && c <= 0xEF) {
        len = 3;
        if (c == 0xE0) {
          lo = 0xA0;
        } else if (c == 0xED) {
          hi = 0x9F;
        }
      } else if (c >= 0xF0 && c <= 0xF4) {
        len = 4;
        if (c == 0xF0) {
          lo = 0x90;
        } else if (c == 0xF4) {
          hi = 0x8F;
        }
      } else {
        return false;
      }
      if (i + len > n) {
        return cutOk; // the probe's end: the full check decides
      }
      int c1 = b[i + 1] & 0xFF;
      if (c1 < lo || c1 > hi) {
        return false;
      }
      for (int k = 2; k < len; k++) {
        int ck = b[i + k] & 0xFF;
        if (ck < 0x80 || ck > 0xBF) {
          return false;
        }
      }
      i += len;
    }
    return true;
  }

  private static CharsetDecoder decoder(Charset cs) {
    return cs.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
  }

  /**
   * Refuses bytes that are no text in any encoding a record is read in (a program, an image, a
   * compressed file): bytes with a NUL, which no such text holds, or, when {@code controls} (no
   * encoding decoded them), any control byte but tab, line feed, form feed, carriage return, escape
   * and the DOS end-of-file mark (0x1A). Located at the first such control byte.
   */
  private static void checkText(byte[] bytes, int offset, boolean controls) {
    if (!controls) {
      int nul = offset;
      while (nul < bytes.length && bytes[nul] != 0) {
        nul++;
      }
      if (nul == bytes.length) {
        return;
      }
      // binary: located at the first control byte, which may come before the NUL
    }
    for (int i = offset; i < bytes.length; i++) {
      int c = bytes[i] & 0xFF;
      if (c < 0x20 && c != '\t' && c != '\n' && c != '\r' && c != 0x0C && c != 0x1A && c != 0x1B
          || c == 0x7F) {
        int[] at = lineAndColumn(bytes, offset, i);
        throw new KifuParseException(
            at[0],
            at[1],
            ProblemRule.ENCODING,
            String.format(
                "not a text file: control byte 0x%02X at offset %d (a binary file, not a record)",
                c, i));
      }
    }
  }

  /** The 1-based line and column (in bytes) of byte {@code at}, counting from {@code offset}. */
  private static int[] lineAndColumn(byte[] bytes, int offset, int at) {
    int line = 1;
    int lineStart = offset;
    for (int i = offset; i < at; i++) {
      if (bytes[i] == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return new int[] {line, at - lineStart + 1};
  }

  private static String strict(byte[] bytes, int offset, Charset cs) {
    CharsetDecoder d = decoder(cs);
    ByteBuffer in = ByteBuffer.wrap(bytes, offset, bytes.length - offset);
    CharBuffer out = CharBuffer.allocate((int) (bytes.length * (double) d.maxCharsPerByte()) + 1);
    java.nio.charset.CoderResult r = d.decode(in, out, true);
    if (r.isError()) {
      int bad = in.position();
      int[] at = lineAndColumn(bytes, offset, bad);
      throw new KifuParseException(
          at[0],
          at[1],
          ProblemRule.ENCODING,
          String.format(
              "byte 0x%02X at offset %d is not valid %s", bytes[bad] & 0xFF, bad, displayName(cs)));
    }
    d.flush(out);
    out.flip();
    return out.toString();
  }
}
