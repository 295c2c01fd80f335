package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.encoding.DecodedText;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.kif.jkf.JkfReader;
import io.github.shogi4j.kif.kakinoki.Ki2Reader;
import io.github.shogi4j.kif.kakinoki.Ki2Writer;
import io.github.shogi4j.kif.kakinoki.KifReader;
import io.github.shogi4j.kif.kakinoki.KifWriter;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CharsetEncoder;
import java.nio.charset.CodingErrorAction;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

/**
 * The entry points: read a record from a path, a stream, bytes or a string, detecting format and
 * encoding; write a record in any format; find the reader and writer of a format.
 *
 * <pre>{@code
 * GameRecord r = Kifu.read(Path.of("game.kif")).record();
 * String csa = Kifu.write(r, KifuFormat.CSA);
 * }</pre>
 *
 * <p>Stateless and thread-safe.
 */
public final class Kifu {
  private static final Pattern CSA_LINE =
      Pattern.compile("(?m)^(?:V[123]|PI|P[1-9+\\-]|N[+\\-]|[+\\-][0-9]{4}[A-Z]{2}|'CSA)");
  private static final Pattern USI_LINE = Pattern.compile("(?m)^\\s*(?:position\\s+)?(?:startpos|sfen\\s)");
  private static final Pattern SFEN_LINE =
      Pattern.compile("^\\s*[1-9lnsgkrbpLNSGKRBP+]+(?:/[1-9lnsgkrbpLNSGKRBP+]+){8}\\s+[bw]\\s+\\S+(?:\\s+\\d+)?\\s*$");

  /**
   * The largest input read, in bytes (64 MiB, far above any real record file): a larger or endless
   * stream or file is refused with a {@link KifuParseException} instead of filling memory.
   */
  public static final int MAX_INPUT_BYTES = 64 << 20;

  private Kifu() {}

  private static KifuParseException tooLarge() {
    return new KifuParseException(1, 1, ProblemRule.SYNTAX,
        "the input is larger than " + MAX_INPUT_BYTES + " bytes");
  }

  // ---------------------------------------------------------------- readers and writers

  /**
   * The reader of a format.
   *
   * @param format the format
   * @return the reader
   * @throws UnsupportedOperationException for a format whose reader is not available yet
   */
  public static KifuReader reader(KifuFormat format) {
    Preconditions.checkNotNull(format, "format");
    switch (format) {
      case KIF:
      case KIFU:
        return KifReader.of(format);
      case KI2:
      case KI2U:
        return Ki2Reader.of(format);
      case CSA:
        return io.github.shogi4j.kif.csa.CsaReader.instance();
      case JKF:
        return JkfReader.instance();
      case SFEN:
      case USI:
        return io.github.shogi4j.kif.usi.UsiRecordReader.of(format);
      default:
        throw new UnsupportedOperationException("no reader for " + format + " yet");
    }
  }

  /**
   * The writer of a format.
   *
   * @param format the format
   * @return the writer
   * @throws UnsupportedOperationException for a format whose writer is not available yet
   */
  public static KifuWriter writer(KifuFormat format) {
    Preconditions.checkNotNull(format, "format");
    switch (format) {
      case KIF:
      case KIFU:
        return KifWriter.of(format);
      case KI2:
      case KI2U:
        return Ki2Writer.of(format);
      case CSA:
        return io.github.shogi4j.kif.csa.CsaWriter.asRead();
      case JKF:
        return io.github.shogi4j.kif.jkf.JkfWriter.instance();
      case SFEN:
      case USI:
        return io.github.shogi4j.kif.usi.UsiRecordWriter.of(format);
      default:
        throw new UnsupportedOperationException("no writer for " + format + " yet");
    }
  }

  // ---------------------------------------------------------------- reading

  /**
   * Reads a file strictly, detecting format (extension, then content) and encoding.
   *
   * @param path the file
   * @return the file's records
   * @throws UncheckedIOException if the file cannot be read
   * @throws KifuParseException if the encoding or the format cannot be determined
   */
  public static KifuFile read(Path path) {
    return read(path, ReadOptions.defaults());
  }

  /**
   * Reads a file.
   *
   * @param path the file
   * @param options mode, and encoding or format when they should not be detected; the source
   *     name defaults to the path
   * @return the file's records; problems carry the file name
   * @throws UncheckedIOException if the file cannot be read
   * @throws KifuParseException if the encoding or the format cannot be determined, or the file
   *     is larger than {@link #MAX_INPUT_BYTES}
   */
  public static KifuFile read(Path path, ReadOptions options) {
    Preconditions.checkNotNull(path, "path");
    Preconditions.checkNotNull(options, "options");
    byte[] bytes;
    try {
      if (Files.size(path) > MAX_INPUT_BYTES) {
        throw tooLarge().inFile(path.toString());
      }
      bytes = Files.readAllBytes(path);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path, e);
    }
    ReadOptions o = options.source().isPresent() ? options : options.withSource(path.toString());
    boolean named = false;
    if (o.format().isEmpty()) {
      Optional<KifuFormat> byName = KifuFormat.fromFileName(path.getFileName().toString());
      if (byName.isPresent()) {
        o = o.withFormat(byName.get());
        named = true;
      }
    }
    return read(bytes, o, named);
  }

  /**
   * Reads a stream to its end (the caller closes it).
   *
   * @param in the stream
   * @param options mode, encoding, format and source name; format and encoding are detected when
   *     absent
   * @return the records
   * @throws UncheckedIOException if the stream fails
   * @throws KifuParseException if the encoding or the format cannot be determined, or the stream
   *     holds more than {@link #MAX_INPUT_BYTES} (it is then read no further)
   */
  public static KifuFile read(InputStream in, ReadOptions options) {
    Preconditions.checkNotNull(in, "in");
    byte[] bytes;
    try {
      bytes = in.readNBytes(MAX_INPUT_BYTES + 1);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the stream", e);
    }
    if (bytes.length > MAX_INPUT_BYTES) {
      throw options.source().isPresent() ? tooLarge().inFile(options.source().get()) : tooLarge();
    }
    return read(bytes, options);
  }

  /**
   * Reads bytes.
   *
   * @param bytes the contents
   * @param options mode, encoding, format and source name; format and encoding are detected when
   *     absent
   * @return the records
   * @throws KifuParseException if the encoding or the format cannot be determined
   */
  public static KifuFile read(byte[] bytes, ReadOptions options) {
    Preconditions.checkNotNull(bytes, "bytes");
    Preconditions.checkNotNull(options, "options");
    return read(bytes, options, false);
  }

  /**
   * Reads bytes; {@code named}: the format was taken from the file name, so a Kakinoki file whose
   * content is plainly the other Kakinoki format (KI2 moves in a {@code .kif}, KIF move lines in
   * a {@code .ki2}, as files downloaded or pasted under the wrong name are) is read as what it
   * holds, with a warning.
   */
  private static KifuFile read(byte[] bytes, ReadOptions options, boolean named) {
    try {
      if (options.format().equals(Optional.of(KifuFormat.JKF)) && options.charset().isEmpty()) {
        // JSON is UTF-8: plain UTF-8 bytes are read as they are, without a decoded copy
        Optional<List<ReadResult>> jkf = JkfReader.instance().readPlainUtf8(bytes, options);
        if (jkf.isPresent()) {
          return file(jkf.get(), java.nio.charset.StandardCharsets.UTF_8,
              EncodingDetector.displayName(java.nio.charset.StandardCharsets.UTF_8),
              KifuFormat.JKF, options);
        }
      }
      Charset conventional = options.format().map(KifuFormat::defaultCharset)
          .orElse(java.nio.charset.StandardCharsets.UTF_8);
      DecodedText text = options.charset().isPresent()
          ? EncodingDetector.decodeWith(bytes, options.charset().get())
          : EncodingDetector.decode(bytes, conventional);
      KifuFormat format = options.format().orElseGet(() -> utf8Variant(
          detectOrFail(text.text()), text.charset()));
      List<Problem> notes = new java.util.ArrayList<>(2);
      if (text.warning().isPresent()) {
        notes.add(firstLineWarning(options, ProblemRule.ENCODING, text.warning().get()));
      }
      if (named) {
        Optional<KifuFormat> held = otherKakinokiFormat(format, text.text());
        if (held.isPresent()) {
          notes.add(firstLineWarning(options, ProblemRule.SYNTAX, "the file is named as "
              + format + " but holds " + held.get() + (held.get().name().startsWith("KI")
                  ? " moves" : " text") + ": read as " + held.get()));
          format = held.get();
        }
      }
      KifuFile file = readText(text.text(), text.charset(), text.encodingName(), format, options);
      if (notes.isEmpty()) {
        return file;
      }
      List<ReadResult> withWarning = new java.util.ArrayList<>();
      for (ReadResult r : file.results()) {
        List<Problem> ws = ImmutableList.<Problem>builder().addAll(notes).addAll(r.warnings())
            .build();
        withWarning.add(r.error().isPresent() ? ReadResult.failed(r.error().get(), ws)
            : ReadResult.of(r.record(), ws));
      }
      return new KifuFile(file.source(), file.format(), file.charset(), file.encodingName(),
          withWarning);
    } catch (KifuParseException e) {
      throw options.source().isPresent() ? e.inFile(options.source().get()) : e;
    }
  }

  /**
   * Reads decoded text.
   *
   * @param text the text
   * @param options mode, format and source name; the format is detected from the content when
   *     absent
   * @return the records; the charset reported is the format's convention
   * @throws KifuParseException if the format cannot be determined
   */
  public static KifuFile parse(String text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
    KifuFormat format = options.format().orElseGet(() -> detectOrFail(t));
    return readText(t, format.defaultCharset(),
        EncodingDetector.displayName(format.defaultCharset()), format, options);
  }

  /**
   * Reads the first record of a text in a known format, strictly.
   *
   * @param text the text
   * @param format the format
   * @return the record
   * @throws KifuParseException if it cannot be read
   */
  public static GameRecord parse(String text, KifuFormat format) {
    return parse(text, ReadOptions.defaults().withFormat(format)).record();
  }

  private static KifuFile readText(String text, Charset charset, String encodingName,
      KifuFormat format, ReadOptions options) {
    return file(reader(format).readAll(text, options), charset, encodingName, format, options);
  }

  /** The file of the records read, each problem naming the source when the options give it. */
  private static KifuFile file(List<ReadResult> results, Charset charset, String encodingName,
      KifuFormat format, ReadOptions options) {
    if (options.source().isPresent()) {
      String src = options.source().get();
      ImmutableList.Builder<ReadResult> named = ImmutableList.builder();
      for (ReadResult r : results) {
        List<Problem> w = r.warnings().stream().map(p -> p.inFile(src))
            .collect(ImmutableList.toImmutableList());
        named.add(r.error().isPresent()
            ? ReadResult.failed(r.error().get().inFile(src), w)
            : ReadResult.of(r.record(), w));
      }
      results = named.build();
    }
    return new KifuFile(options.source(), format, charset, encodingName, results);
  }

  private static Problem firstLineWarning(ReadOptions options, ProblemRule rule, String message) {
    return new Problem(Problem.Severity.WARNING, options.source(), java.util.OptionalInt.of(1),
        java.util.OptionalInt.of(1), java.util.OptionalInt.empty(), rule, message);
  }

  /**
   * The other format when a file named as Kakinoki plainly holds it instead: KI2 move lines and no
   * KIF move line (nor the {@code 手数----} line) for KIF, the reverse for KI2 (the encoding
   * variant is kept: KIFU and KI2U for UTF-8); a USI, SFEN, JKF or CSA record with nothing of
   * Kakinoki's in it (a {@code position startpos moves ...} line saved as {@code .kif}).
   */
  private static Optional<KifuFormat> otherKakinokiFormat(KifuFormat named, String text) {
    boolean kif = named == KifuFormat.KIF || named == KifuFormat.KIFU;
    boolean ki2 = named == KifuFormat.KI2 || named == KifuFormat.KI2U;
    if (!kif && !ki2) {
      return Optional.empty();
    }
    Optional<KifuFormat> content = detectFormat(text);
    if (content.isPresent() && content.get() != KifuFormat.KIF && content.get() != KifuFormat.KI2
        && !text.contains("手合割") && !text.contains("先手") && !text.contains("後手")
        && !text.contains("下手") && !text.contains("上手") && !text.contains("+-----")) {
      return content;
    }
    boolean kifMoves = text.contains("手数----") || hasKifMoveLine(text);
    if (kif && !kifMoves && hasKi2MoveLine(text)) {
      return Optional.of(named == KifuFormat.KIF ? KifuFormat.KI2 : KifuFormat.KI2U);
    }
    if (ki2 && kifMoves && !hasKi2MoveLine(text)) {
      return Optional.of(named == KifuFormat.KI2 ? KifuFormat.KIF : KifuFormat.KIFU);
    }
    return Optional.empty();
  }

  /** Whether a line starts (after blanks) with a KI2 move: a turn mark, then a square or 同. */
  private static boolean hasKi2MoveLine(String t) {
    return anyLine(t, i -> i + 1 < t.length() && isTurnMark(t.charAt(i))
        && startsSquareOrSame(t, i + 1));
  }

  private static boolean isTurnMark(char c) {
    return c == '▲' || c == '△' || c == '▽' || c == '☗' || c == '☖';
  }

  /**
   * The UTF-8 variant of a Kakinoki format (KIFU, KI2U) for text that was UTF-8: a format detected
   * from the content names its encoding as a file name's extension would.
   */
  private static KifuFormat utf8Variant(KifuFormat format, Charset charset) {
    if (!charset.equals(java.nio.charset.StandardCharsets.UTF_8)) {
      return format;
    }
    return format == KifuFormat.KIF ? KifuFormat.KIFU
        : format == KifuFormat.KI2 ? KifuFormat.KI2U : format;
  }

  private static KifuFormat detectOrFail(String text) {
    return detectFormat(text).orElseThrow(() -> new KifuParseException(1, 1, ProblemRule.SYNTAX,
        "cannot tell the record format from the content"));
  }

  /**
   * Detects a format from the content alone. KIF and KI2 are reported as {@link KifuFormat#KIF}
   * and {@link KifuFormat#KI2} whatever the encoding.
   *
   * @param text the decoded text
   * @return the format, or empty when the content fits none
   */
  public static Optional<KifuFormat> detectFormat(String text) {
    Preconditions.checkNotNull(text, "text");
    String t = text.strip();
    if (t.startsWith("{")) {
      return Optional.of(KifuFormat.JKF);
    }
    if (t.contains("手数----") || hasKifMoveLine(t)) {
      return Optional.of(KifuFormat.KIF);
    }
    if (hasKi2Move(t)) {
      return Optional.of(KifuFormat.KI2);
    }
    if (SFEN_LINE.matcher(t).matches()) {
      return Optional.of(KifuFormat.SFEN);
    }
    if (USI_LINE.matcher(t).find()) {
      return Optional.of(KifuFormat.USI);
    }
    if (CSA_LINE.matcher(t).find()) {
      return Optional.of(KifuFormat.CSA);
    }
    if (t.contains("手合割") || t.contains("先手：") || t.contains("後手の持駒")
        || t.contains("+---------------------------+")) {
      return Optional.of(KifuFormat.KIF); // headers or a diagram without moves
    }
    return Optional.empty();
  }

  /**
   * Whether a line starts with a numbered KIF move: blanks, a move number, blanks, then a square
   * or 同 (regex {@code (?m)^[ \t　]*[0-9０-９]+[ \t　]+(?:[１-９1-9][一二三四五六七八九1-9１-９]|同)}).
   */
  private static boolean hasKifMoveLine(String t) {
    int n = t.length();
    return anyLine(t, at -> {
      int i = at;
      int d = i;
      while (i < n && (isDigit(t.charAt(i)) || t.charAt(i) == '0' || t.charAt(i) == '０')) {
        i++;
      }
      int b = i;
      while (i < n && isBlank(t.charAt(i))) {
        i++;
      }
      return i > b && b > d && startsSquareOrSame(t, i);
    });
  }

  /**
   * Whether some line satisfies a test, given the index of its first character after leading
   * blanks.
   */
  private static boolean anyLine(String t, java.util.function.IntPredicate test) {
    int n = t.length();
    for (int start = 0; start < n; start++) {
      if (start > 0 && !isLineTerminator(t.charAt(start - 1))) {
        continue;
      }
      int i = start;
      while (i < n && isBlank(t.charAt(i))) {
        i++;
      }
      if (test.test(i)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a turn mark followed by a square or 同 occurs (a KI2 move). */
  private static boolean hasKi2Move(String t) {
    for (int i = 0; i + 1 < t.length(); i++) {
      if (isTurnMark(t.charAt(i)) && startsSquareOrSame(t, i + 1)) {
        return true;
      }
    }
    return false;
  }

  private static boolean startsSquareOrSame(String t, int i) {
    if (i < t.length() && t.charAt(i) == '同') {
      return true;
    }
    if (i + 1 >= t.length() || !isDigit(t.charAt(i))) {
      return false;
    }
    char r = t.charAt(i + 1);
    return isDigit(r) || "一二三四五六七八九".indexOf(r) >= 0;
  }

  /** 1 to 9, half- or full-width. */
  private static boolean isDigit(char c) {
    return (c >= '1' && c <= '9') || (c >= '１' && c <= '９');
  }

  private static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '　';
  }

  /** A line terminator as a regular expression's {@code (?m)^} sees it. */
  private static boolean isLineTerminator(char c) {
    return c == '\n' || c == '\r' || c == '\u0085' || c == '\u2028' || c == '\u2029';
  }

  // ---------------------------------------------------------------- writing

  /**
   * Writes a record as text with the default options.
   *
   * @param record the record
   * @param format the format
   * @return the text
   * @throws KifuWriteException if the format cannot express the record
   */
  public static String write(GameRecord record, KifuFormat format) {
    return writer(format).write(record, WriteOptions.defaults());
  }

  /**
   * Writes a record as bytes in the format's encoding, or the one the options name.
   *
   * @param record the record
   * @param format the format
   * @param options encoding, marks, line breaks
   * @return the bytes
   * @throws KifuWriteException if a character cannot be encoded or the format cannot express the
   *     record
   */
  public static byte[] toBytes(GameRecord record, KifuFormat format, WriteOptions options) {
    Preconditions.checkNotNull(record, "record");
    Preconditions.checkNotNull(options, "options");
    String text = writer(format).write(record, options);
    return encode(text, options.charset().orElse(format.defaultCharset()));
  }

  /**
   * Writes a record to a file in the format's encoding, or the one the options name.
   *
   * @param record the record
   * @param path the file (replaced if it exists)
   * @param format the format
   * @param options encoding, marks, line breaks
   * @throws UncheckedIOException if the file cannot be written
   * @throws KifuWriteException if a character cannot be encoded
   */
  public static void write(GameRecord record, Path path, KifuFormat format, WriteOptions options) {
    Preconditions.checkNotNull(path, "path");
    byte[] bytes = toBytes(record, format, options);
    try {
      Files.write(path, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot write " + path, e);
    }
  }

  /**
   * Encodes text, never producing garbage: the turn marks ☗ and ☖ become ▲ and △ where the
   * encoding lacks them (Shift_JIS); any other character the encoding cannot hold is an error.
   *
   * @param text the text
   * @param charset the encoding
   * @return the bytes
   * @throws KifuWriteException naming the character and its line
   */
  public static byte[] encode(String text, Charset charset) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(charset, "charset");
    CharsetEncoder enc = charset.newEncoder().onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    String t = text;
    if (!enc.canEncode('☗') || !enc.canEncode('☖')) {
      t = t.replace('☗', '▲').replace('☖', '△');
    }
    try {
      ByteBuffer b = enc.encode(CharBuffer.wrap(t));
      byte[] out = new byte[b.remaining()];
      b.get(out);
      return out;
    } catch (CharacterCodingException e) {
      CharsetEncoder check = charset.newEncoder(); // the failed encoder is mid-operation
      for (int i = 0, line = 1; i < t.length(); ) {
        int cp = t.codePointAt(i);
        if (cp == '\n') {
          line++;
        } else if (!check.canEncode(new String(Character.toChars(cp)))) {
          throw new KifuWriteException(line, cp, EncodingDetector.displayName(charset));
        }
        i += Character.charCount(cp);
      }
      throw new KifuWriteException("the text cannot be written in " + charset);
    }
  }
}
