package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
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
 * String csa = Kifu.toText(r, KifuFormat.CSA);
 * }</pre>
 *
 * <p>Stateless and thread-safe.
 */
public final class Kifu {
  private static final Pattern CSA_LINE =
      Pattern.compile("(?m)^(?:V[123]|PI|P[1-9+\\-]|N[+\\-]|[+\\-][0-9]{4}[A-Z]{2}|'CSA)");
  private static final Pattern USI_LINE =
      Pattern.compile("(?m)^\\s*(?:position\\s+)?(?:startpos|sfen\\s)");
  private static final Pattern SFEN_LINE =
      Pattern.compile(
          "^\\s*[1-9lnsgkrbpLNSGKRBP+]+(?:/[1-9lnsgkrbpLNSGKRBP+]+){8}\\s+[bw]\\s+\\S+(?:\\s+\\d+)?\\s*$");

  /**
   * The largest JKF document read, in bytes (64 MiB, far above any real record): JKF holds one
   * record an input, read whole. Inputs of the other formats are read one record at a time and may
   * be of any size; their limit is {@link #MAX_RECORD_CHARS}, per record.
   */
  public static final int MAX_INPUT_BYTES = 64 << 20;

  /**
   * The most characters one record's text may hold (64 Mi, 64 MiB of ASCII and more in the other
   * encodings read), lines between records included: a longer record, or a longer line, ends the
   * reading with a failed result at the line that went past it, instead of filling memory. The
   * limit is per record: a file of many records may be of any size.
   */
  public static final int MAX_RECORD_CHARS = 64 << 20;

  /**
   * How many bytes of an input are looked at to detect its encoding and format (1 MiB). An input no
   * longer is read as a whole; a longer one is decoded as a stream in the encoding its first MiB
   * shows (see {@link #records(InputStream, ReadOptions)}).
   */
  public static final int DETECTION_PREFIX = 1 << 20;

  private Kifu() {}

  private static KifuParseException tooLarge() {
    return new KifuParseException(
        1, 1, ProblemRule.SYNTAX, "the JKF document is larger than " + MAX_INPUT_BYTES + " bytes");
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
        return KifReader.instance();
      case KI2:
        return Ki2Reader.instance();
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
        return KifWriter.instance();
      case KI2:
        return Ki2Writer.instance();
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
   * @throws KifuParseException if the encoding or the format cannot be determined, or a byte is not
   *     valid in the encoding detected
   */
  public static KifuFile read(Path path) {
    return read(path, ReadOptions.defaults());
  }

  /**
   * Reads a file: every record of {@link #records(Path, ReadOptions)}, collected.
   *
   * @param path the file
   * @param options mode, and encoding or format when they should not be detected; the source name
   *     defaults to the path
   * @return the file's records; problems carry the file name
   * @throws UncheckedIOException if the file cannot be read
   * @throws KifuParseException if the encoding or the format cannot be determined, or a byte is not
   *     valid in the encoding detected
   */
  public static KifuFile read(Path path, ReadOptions options) {
    return records(path, options).collect();
  }

  /**
   * Reads a stream to its end (the caller closes it): every record of {@link #records(InputStream,
   * ReadOptions)}, collected.
   *
   * @param in the stream
   * @param options mode, encoding, format and source name; format and encoding are detected when
   *     absent
   * @return the records
   * @throws UncheckedIOException if the stream fails
   * @throws KifuParseException if the encoding or the format cannot be determined, or a byte is not
   *     valid in the encoding detected
   */
  public static KifuFile read(InputStream in, ReadOptions options) {
    Preconditions.checkNotNull(in, "in");
    return records(in, options, Optional.empty(), () -> {}).collect();
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
    return whole(bytes, options, Optional.empty(), () -> {}).collect();
  }

  /**
   * The records of a file, read one at a time (strictly; format and encoding detected).
   *
   * @param path the file
   * @return the records; close the stream
   * @throws UncheckedIOException if the file cannot be opened or read
   * @throws KifuParseException if the encoding or the format cannot be determined
   */
  public static RecordStream records(Path path) {
    return records(path, ReadOptions.defaults());
  }

  /**
   * The records of a file, read one at a time, as {@link #records(InputStream, ReadOptions)} reads
   * them; the format is taken from the file's extension when the options do not give it (a Kakinoki
   * file whose first MiB plainly holds the other Kakinoki format, or a USI, SFEN, JKF or CSA
   * record, is read as what it holds, with a warning).
   *
   * @param path the file
   * @param options mode, and encoding or format when they should not be detected; the source name
   *     defaults to the path
   * @return the records, problems naming the file; close the stream (it closes the file)
   * @throws UncheckedIOException if the file cannot be opened or read
   * @throws KifuParseException if the encoding or the format cannot be determined
   */
  public static RecordStream records(Path path, ReadOptions options) {
    Preconditions.checkNotNull(path, "path");
    Preconditions.checkNotNull(options, "options");
    ReadOptions o = options.source().isPresent() ? options : options.withSource(path.toString());
    Optional<KifuFileType> named =
        o.format().isEmpty() && path.getFileName() != null
            ? KifuFileType.fromFileName(path.getFileName().toString())
            : Optional.empty();
    InputStream in;
    try {
      in = Files.newInputStream(path);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path, e);
    }
    try {
      return records(in, o, named, in);
    } catch (RuntimeException e) {
      closeQuietly(in, e);
      throw e;
    }
  }

  /**
   * The records of a stream, read one at a time: a stream of any length (a file, standard input, an
   * archive entry) is read in memory bounded by its largest record ({@link #MAX_RECORD_CHARS}).
   * Closing the result closes the stream.
   *
   * <p>Encoding: given by the options, else detected from the first {@link #DETECTION_PREFIX} bytes
   * (cut after their last line feed) as {@link EncodingDetector#decode} detects it from whole
   * bytes: a byte order mark, a declaration, strict UTF-8, strict CP932 or EUC-JP. A stream no
   * longer than the prefix is detected from all of it, exactly as {@link #read(byte[],
   * ReadOptions)} does. When the prefix is ambiguous, being plain ASCII, the format's conventional
   * encoding is taken (UTF-8 when the format is not known), as for a plain ASCII file; a later byte
   * that is not valid in the encoding chosen then ends the reading with a {@link
   * ProblemRule#ENCODING} error giving its line, column and offset (give the encoding in the
   * options to read such an input). The format, when not given, is detected from the prefix's text.
   * A JKF document is one record: it is read whole, up to {@link #MAX_INPUT_BYTES}.
   *
   * @param in the stream
   * @param options mode, encoding, format and source name; format and encoding are detected when
   *     absent
   * @return the records; close the stream
   * @throws UncheckedIOException if the stream fails
   * @throws KifuParseException if the encoding or the format cannot be determined from the prefix,
   *     or a JKF document is larger than {@link #MAX_INPUT_BYTES}
   */
  public static RecordStream records(InputStream in, ReadOptions options) {
    Preconditions.checkNotNull(in, "in");
    Preconditions.checkNotNull(options, "options");
    return records(in, options, Optional.empty(), in);
  }

  /**
   * The records of a stream that holds a file (an archive's entry), of which at most {@code
   * maxBytes} bytes are read, as {@link #records(Path, ReadOptions)} reads a file: the format from
   * the file's name when the options do not give it. Past {@code maxBytes} bytes the reading ends
   * with a located error (an entry that decompresses without end, a zip bomb's, is refused there,
   * not read to its end).
   *
   * @param in the stream
   * @param fileName the file's name, for its extension
   * @param options mode, encoding, format and source name
   * @param maxBytes the most bytes read, more than {@link #DETECTION_PREFIX}
   * @return the records; close the stream (it closes {@code in})
   * @throws UncheckedIOException if the stream fails
   * @throws KifuParseException if the encoding or the format cannot be determined from the prefix,
   *     or a JKF document is larger than {@link #MAX_INPUT_BYTES} or {@code maxBytes}
   */
  public static RecordStream records(
      InputStream in, String fileName, ReadOptions options, long maxBytes) {
    Preconditions.checkNotNull(in, "in");
    Preconditions.checkNotNull(fileName, "fileName");
    Preconditions.checkNotNull(options, "options");
    Preconditions.checkArgument(
        maxBytes > DETECTION_PREFIX, "maxBytes %s is not more than %s", maxBytes, DETECTION_PREFIX);
    Optional<KifuFileType> named =
        options.format().isEmpty() ? KifuFileType.fromFileName(fileName) : Optional.empty();
    try {
      return records(new InputLimit(in, maxBytes), options, named, in, DETECTION_PREFIX);
    } catch (RuntimeException e) {
      closeQuietly(in, e);
      throw e;
    }
  }

  private static void closeQuietly(java.io.Closeable c, RuntimeException failure) {
    try {
      c.close();
    } catch (IOException e) {
      failure.addSuppressed(e);
    }
  }

  /**
   * {@link #records(InputStream, ReadOptions)}; {@code named}: the type of file the input's name
   * says, when the options give no format (see {@link #whole}).
   */
  private static RecordStream records(
      InputStream in, ReadOptions options, Optional<KifuFileType> named, java.io.Closeable closer) {
    return records(in, options, named, closer, DETECTION_PREFIX);
  }

  /**
   * {@link #records(InputStream, ReadOptions)} with another detection prefix (tests: a small one
   * makes a small input go the streamed way).
   */
  static RecordStream records(
      InputStream in,
      ReadOptions options,
      Optional<KifuFileType> named,
      java.io.Closeable closer,
      int prefixBytes) {
    try {
      byte[] head;
      try {
        head = in.readNBytes(prefixBytes + 1);
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + options.source().orElse("the stream"), e);
      }
      if (head.length <= prefixBytes) {
        return whole(head, options, named, closer);
      }
      return streamed(head, in, options, named, closer);
    } catch (KifuParseException e) {
      throw options.source().isPresent() ? e.inFile(options.source().get()) : e;
    }
  }

  /** The records of an input longer than the detection prefix {@code head}, decoded as read. */
  private static RecordStream streamed(
      byte[] head,
      InputStream rest,
      ReadOptions options,
      Optional<KifuFileType> named,
      java.io.Closeable closer) {
    Charset conventional = conventionalCharset(options, named);
    int cut = head.length;
    while (cut > 0 && head[cut - 1] != '\n') {
      cut--;
    }
    byte[] prefix = java.util.Arrays.copyOf(head, cut == 0 ? head.length : cut);
    DecodedText text =
        options.charset().isPresent()
            ? EncodingDetector.decodeWith(prefix, options.charset().get())
            : EncodingDetector.decode(prefix, conventional);
    Header header = header(text, options, named);
    if (header.format == KifuFormat.JKF) {
      byte[] all;
      try {
        byte[] more = rest.readNBytes(MAX_INPUT_BYTES + 1 - head.length);
        all = java.util.Arrays.copyOf(head, head.length + more.length);
        System.arraycopy(more, 0, all, head.length, more.length);
      } catch (InputLimit.Exceeded e) {
        throw new KifuParseException(
            1, 1, ProblemRule.SYNTAX, "the JKF document is longer than " + e.limit + " bytes");
      } catch (IOException e) {
        throw new UncheckedIOException("cannot read " + options.source().orElse("the stream"), e);
      }
      if (all.length > MAX_INPUT_BYTES) {
        throw tooLarge();
      }
      return whole(all, options, named, closer);
    }
    int skip = bomLength(head, text.charset());
    InputStream bytes =
        new java.io.SequenceInputStream(
            new java.io.ByteArrayInputStream(head, skip, head.length - skip), rest);
    java.io.Reader reader = new StrictDecoder(bytes, text.charset(), skip);
    return new RecordStream(
        options.source(),
        header.format,
        text.charset(),
        text.encodingName(),
        header.notes,
        reader(header.format).readEach(reader, options),
        closer);
  }

  /** The length of the byte order mark the decoded text left out. */
  private static int bomLength(byte[] head, Charset charset) {
    if (charset.equals(java.nio.charset.StandardCharsets.UTF_8)
        && head.length >= 3
        && (head[0] & 0xFF) == 0xEF
        && (head[1] & 0xFF) == 0xBB
        && (head[2] & 0xFF) == 0xBF) {
      return 3;
    }
    if ((charset.equals(java.nio.charset.StandardCharsets.UTF_16LE)
            || charset.equals(java.nio.charset.StandardCharsets.UTF_16BE))
        && head.length >= 2
        && ((head[0] & 0xFF) == 0xFF && (head[1] & 0xFF) == 0xFE
            || (head[0] & 0xFF) == 0xFE && (head[1] & 0xFF) == 0xFF)) {
      return 2;
    }
    return 0;
  }

  /** The format the options give, else the one the file's name says. */
  private static Optional<KifuFormat> format(ReadOptions options, Optional<KifuFileType> named) {
    return options.format().isPresent() ? options.format() : named.map(KifuFileType::format);
  }

  /**
   * The encoding taken when the bytes do not tell (plain ASCII): the file type's convention (UTF-8
   * for {@code .kifu}), else the format's, else UTF-8.
   */
  private static Charset conventionalCharset(ReadOptions options, Optional<KifuFileType> named) {
    if (options.format().isPresent()) {
      return options.format().get().defaultCharset();
    }
    return named.map(KifuFileType::charset).orElse(java.nio.charset.StandardCharsets.UTF_8);
  }

  /** The format of an input and the warnings its first line gets. */
  private static final class Header {
    final KifuFormat format;
    final List<Problem> notes;

    Header(KifuFormat format, List<Problem> notes) {
      this.format = format;
      this.notes = notes;
    }
  }

  /**
   * The format of a text (given, else detected) and the warnings on its first line: an encoding
   * declaration the bytes contradict; a Kakinoki file named as the other format ({@code named}).
   */
  private static Header header(
      DecodedText text, ReadOptions options, Optional<KifuFileType> named) {
    KifuFormat format = format(options, named).orElseGet(() -> detectOrFail(text.text()));
    List<Problem> notes = new java.util.ArrayList<>(2);
    if (text.warning().isPresent()) {
      notes.add(firstLineWarning(options, ProblemRule.ENCODING, text.warning().get()));
    }
    if (named.isPresent() && options.format().isEmpty()) {
      Optional<KifuFormat> held = otherKakinokiFormat(format, text.text());
      if (held.isPresent()) {
        notes.add(
            firstLineWarning(
                options,
                ProblemRule.SYNTAX,
                "the file is named as "
                    + named.get()
                    + " but holds "
                    + held.get()
                    + (held.get().name().startsWith("KI") ? " moves" : " text")
                    + ": read as "
                    + held.get()));
        format = held.get();
      }
    }
    return new Header(format, notes);
  }

  /**
   * The records of bytes read whole; {@code named}: the format was taken from the file name, so a
   * Kakinoki file whose content is plainly the other Kakinoki format (KI2 moves in a {@code .kif},
   * KIF move lines in a {@code .ki2}, as files downloaded or pasted under the wrong name are) is
   * read as what it holds, with a warning.
   */
  private static RecordStream whole(
      byte[] bytes, ReadOptions options, Optional<KifuFileType> named, java.io.Closeable closer) {
    try {
      if (format(options, named).equals(Optional.of(KifuFormat.JKF))
          && options.charset().isEmpty()) {
        // JSON is UTF-8: plain UTF-8 bytes are read as they are, without a decoded copy
        Optional<List<ReadResult>> jkf = JkfReader.instance().readPlainUtf8(bytes, options);
        if (jkf.isPresent()) {
          return new RecordStream(
              options.source(),
              KifuFormat.JKF,
              java.nio.charset.StandardCharsets.UTF_8,
              EncodingDetector.displayName(java.nio.charset.StandardCharsets.UTF_8),
              List.of(),
              jkf.get().iterator(),
              closer);
        }
      }
      Charset conventional = conventionalCharset(options, named);
      DecodedText text =
          options.charset().isPresent()
              ? EncodingDetector.decodeWith(bytes, options.charset().get())
              : EncodingDetector.decode(bytes, conventional);
      Header header = header(text, options, named);
      return new RecordStream(
          options.source(),
          header.format,
          text.charset(),
          text.encodingName(),
          header.notes,
          reader(header.format).readAll(text.text(), options).iterator(),
          closer);
    } catch (KifuParseException e) {
      throw options.source().isPresent() ? e.inFile(options.source().get()) : e;
    }
  }

  /**
   * Reads decoded text: every record of it, as {@link #read(byte[], ReadOptions)} reads bytes.
   *
   * @param text the text
   * @param options mode, format and source name; the format is detected from the content when
   *     absent
   * @return the records; the charset reported is the format's convention
   * @throws KifuParseException if the format cannot be determined
   */
  public static KifuFile readText(String text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
    KifuFormat format = options.format().orElseGet(() -> detectOrFail(t));
    return collectText(
        t,
        format.defaultCharset(),
        EncodingDetector.displayName(format.defaultCharset()),
        format,
        options);
  }

  /**
   * Reads the first record of a text in a known format, strictly: the record alone, where {@link
   * #readText} gives every record with its warnings.
   *
   * @param text the text
   * @param format the format
   * @return the record
   * @throws KifuParseException if it cannot be read
   */
  public static GameRecord parseRecord(String text, KifuFormat format) {
    return readText(text, ReadOptions.defaults().withFormat(format)).record();
  }

  private static KifuFile collectText(
      String text, Charset charset, String encodingName, KifuFormat format, ReadOptions options) {
    return new RecordStream(
            options.source(),
            format,
            charset,
            encodingName,
            List.of(),
            reader(format).readAll(text, options).iterator(),
            () -> {})
        .collect();
  }

  private static Problem firstLineWarning(ReadOptions options, ProblemRule rule, String message) {
    return new Problem(
        Problem.Severity.WARNING,
        options.source(),
        java.util.OptionalInt.of(1),
        java.util.OptionalInt.of(1),
        java.util.OptionalInt.empty(),
        rule,
        message);
  }

  /**
   * The other format when a file named as Kakinoki plainly holds it instead: KI2 move lines and no
   * KIF move line (nor the {@code 手数----} line) for KIF, the reverse for KI2; a USI, SFEN, JKF or
   * CSA record with nothing of Kakinoki's in it (a {@code position startpos moves ...} line saved
   * as {@code .kif}).
   */
  private static Optional<KifuFormat> otherKakinokiFormat(KifuFormat named, String text) {
    boolean kif = named == KifuFormat.KIF;
    boolean ki2 = named == KifuFormat.KI2;
    if (!kif && !ki2) {
      return Optional.empty();
    }
    Optional<KifuFormat> content = detectFormat(text);
    if (content.isPresent()
        && content.get() != KifuFormat.KIF
        && content.get() != KifuFormat.KI2
        && !text.contains("手合割")
        && !text.contains("先手")
        && !text.contains("後手")
        && !text.contains("下手")
        && !text.contains("上手")
        && !text.contains("+-----")) {
      return content;
    }
    boolean kifMoves = text.contains("手数----") || hasKifMoveLine(text);
    if (kif && !kifMoves && hasKi2MoveLine(text)) {
      return Optional.of(KifuFormat.KI2);
    }
    if (ki2 && kifMoves && !hasKi2MoveLine(text)) {
      return Optional.of(KifuFormat.KIF);
    }
    return Optional.empty();
  }

  /** Whether a line starts (after blanks) with a KI2 move: a turn mark, then a square or 同. */
  private static boolean hasKi2MoveLine(String t) {
    return anyLine(
        t, i -> i + 1 < t.length() && isTurnMark(t.charAt(i)) && startsSquareOrSame(t, i + 1));
  }

  private static boolean isTurnMark(char c) {
    return c == '▲' || c == '△' || c == '▽' || c == '☗' || c == '☖';
  }

  private static KifuFormat detectOrFail(String text) {
    return detectFormat(text)
        .orElseThrow(
            () ->
                new KifuParseException(
                    1, 1, ProblemRule.SYNTAX, "cannot tell the record format from the content"));
  }

  /**
   * Detects a format from the content alone.
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
    if (t.contains("手合割")
        || t.contains("先手：")
        || t.contains("後手の持駒")
        || t.contains("+---------------------------+")) {
      return Optional.of(KifuFormat.KIF); // headers or a diagram without moves
    }
    return Optional.empty();
  }

  /**
   * Whether a line starts with a numbered KIF move: blanks, a move number, blanks, then a square or
   * 同 (regex {@code (?m)^[ \t　]*[0-9０-９]+[ \t　]+(?:[１-９1-9][一二三四五六七八九1-9１-９]|同)}).
   */
  private static boolean hasKifMoveLine(String t) {
    int n = t.length();
    return anyLine(
        t,
        at -> {
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
  public static String toText(GameRecord record, KifuFormat format) {
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
   * Writes a record to a file in the format and encoding its extension names ({@link KifuFileType}:
   * {@code .kifu} is KIF in UTF-8), or in the encoding the options name.
   *
   * @param record the record
   * @param path the file (replaced if it exists), with a known extension
   * @param options encoding, marks, line breaks
   * @throws IllegalArgumentException if the file name has no known extension
   * @throws UncheckedIOException if the file cannot be written
   * @throws KifuWriteException if a character cannot be encoded or the format cannot express the
   *     record
   */
  public static void write(GameRecord record, Path path, WriteOptions options) {
    Preconditions.checkNotNull(path, "path");
    Preconditions.checkNotNull(options, "options");
    Path name = path.getFileName();
    KifuFileType type =
        KifuFileType.fromFileName(name == null ? "" : name.toString())
            .orElseThrow(
                () ->
                    new IllegalArgumentException("no record format has the extension of " + path));
    WriteOptions o = options.charset().isPresent() ? options : options.withCharset(type.charset());
    write(record, path, type.format(), o);
  }

  /**
   * Encodes text, never producing garbage: the turn marks ☗ and ☖ become ▲ and △ where the encoding
   * lacks them (Shift_JIS); any other character the encoding cannot hold is an error.
   *
   * @param text the text
   * @param charset the encoding
   * @return the bytes
   * @throws KifuWriteException naming the character and its line
   */
  public static byte[] encode(String text, Charset charset) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(charset, "charset");
    CharsetEncoder enc =
        charset
            .newEncoder()
            .onMalformedInput(CodingErrorAction.REPORT)
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
