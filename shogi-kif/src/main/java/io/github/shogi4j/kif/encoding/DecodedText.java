package io.github.shogi4j.kif.encoding;

import com.google.common.base.Preconditions;
import java.nio.charset.Charset;
import java.util.Optional;

/**
 * Text decoded from bytes, with the encoding found and how it was found.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param text the text, without a byte order mark
 * @param charset the encoding used
 * @param how how the encoding was chosen
 * @param warning what the detection had to overrule (a declaration the bytes contradict), empty
 *     when nothing
 */
public record DecodedText(String text, Charset charset, Source how, Optional<String> warning) {

  /** How an encoding was chosen. */
  public enum Source {
    /** The caller named it. */
    GIVEN,
    /** A byte order mark. */
    BOM,
    /**
     * A declaration in the text ({@code #KIF version=2.0 encoding=UTF-8}, {@code 'CSA encoding=}).
     */
    DECLARED,
    /** The bytes decode as strict UTF-8 (and are not plain ASCII). */
    UTF8_VALID,
    /** Plain ASCII: the format's convention was taken. */
    ASCII,
    /**
     * The bytes are not UTF-8 and decode as this legacy Japanese encoding (also when a declaration
     * was contradicted by the bytes: see {@link DecodedText#warning()}).
     */
    GUESSED
  }

  /**
   * Checks the fields.
   *
   * @param text text
   * @param charset charset
   * @param how source
   * @param warning warning or empty
   */
  public DecodedText {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(charset, "charset");
    Preconditions.checkNotNull(how, "how");
    Preconditions.checkNotNull(warning, "warning");
  }

  /**
   * Text decoded without anything to report.
   *
   * @param text text
   * @param charset charset
   * @param how source
   */
  public DecodedText(String text, Charset charset, Source how) {
    this(text, charset, how, Optional.empty());
  }

  DecodedText withWarning(String message) {
    return new DecodedText(text, charset, how, Optional.of(message));
  }

  /**
   * The encoding's usual name in shogi software: {@code Shift_JIS} for CP932 (windows-31j), {@code
   * UTF-8}, {@code EUC-JP}.
   *
   * @return the name
   */
  public String encodingName() {
    return EncodingDetector.displayName(charset);
  }

  /**
   * The decoding in words, without {@code Optional} wrappers and without the text itself, which may
   * be long: for example {@code DecodedText[chars=1234, charset=UTF-8, how=DECLARED]}, with a
   * {@code warning} part when there is one.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return "DecodedText[chars="
        + text.length()
        + ", charset="
        + charset
        + ", how="
        + how
        + warning.map(w -> ", warning=" + w).orElse("")
        + "]";
  }
}
