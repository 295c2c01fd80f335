package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * Options for reading records.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param mode strict or lenient
 * @param charset the encoding to decode bytes with; empty to detect it ({@link
 *     io.github.shogi4j.kif.encoding.EncodingDetector})
 * @param format the format; empty to detect it from the file name and the content
 * @param source a name for the input used in problems (usually the file name); empty for none
 */
public record ReadOptions(
    ReadMode mode,
    Optional<Charset> charset,
    Optional<KifuFormat> format,
    Optional<String> source) {
  private static final ReadOptions DEFAULTS =
      new ReadOptions(ReadMode.STRICT, Optional.empty(), Optional.empty(), Optional.empty());

  /**
   * Checks the fields.
   *
   * @param mode mode
   * @param charset charset or empty
   * @param format format or empty
   * @param source source name or empty
   */
  public ReadOptions {
    Preconditions.checkNotNull(mode, "mode");
    Preconditions.checkNotNull(charset, "charset");
    Preconditions.checkNotNull(format, "format");
    Preconditions.checkNotNull(source, "source");
  }

  /**
   * Strict, detecting encoding and format, no source name.
   *
   * @return the default options
   */
  public static ReadOptions defaults() {
    return DEFAULTS;
  }

  /**
   * Lenient, detecting encoding and format.
   *
   * @return lenient options
   */
  public static ReadOptions lenient() {
    return DEFAULTS.withMode(ReadMode.LENIENT);
  }

  /**
   * These options with another mode.
   *
   * @param value the mode
   * @return a copy
   */
  public ReadOptions withMode(ReadMode value) {
    return new ReadOptions(value, charset, format, source);
  }

  /**
   * These options with a fixed encoding.
   *
   * @param value the charset
   * @return a copy
   */
  public ReadOptions withCharset(Charset value) {
    return new ReadOptions(mode, Optional.of(value), format, source);
  }

  /**
   * These options with a fixed format.
   *
   * @param value the format
   * @return a copy
   */
  public ReadOptions withFormat(KifuFormat value) {
    return new ReadOptions(mode, charset, Optional.of(value), source);
  }

  /**
   * These options with a source name for problems.
   *
   * @param value the name, usually the file name
   * @return a copy
   */
  public ReadOptions withSource(String value) {
    return new ReadOptions(mode, charset, format, Optional.of(value));
  }

  /**
   * Whether deviations are accepted with a warning.
   *
   * @return true in {@link ReadMode#LENIENT}
   */
  public boolean isLenient() {
    return mode == ReadMode.LENIENT;
  }

  @Override
  public String toString() {
    return new ToStringBuilder("ReadOptions")
        .add("mode", mode)
        .add("charset", charset)
        .add("format", format)
        .add("source", source)
        .toString();
  }
}
