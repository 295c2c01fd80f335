package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/**
 * The kinds of record file by extension: each names a {@link KifuFormat} and the encoding its files
 * use by convention ({@code .kif} KIF in Shift_JIS, {@code .kifu} KIF in UTF-8, {@code .ki2u} KI2
 * in UTF-8). Reading a file takes its format and its conventional encoding from here (the bytes may
 * still declare another); writing names a file from a format and an encoding ({@link #of}).
 */
public enum KifuFileType {
  /** {@code .kif}: KIF in Shift_JIS (CP932). */
  KIF("kif", KifuFormat.KIF, KifuFormat.KIF.defaultCharset()),
  /** {@code .kifu}: KIF in UTF-8. */
  KIFU("kifu", KifuFormat.KIF, StandardCharsets.UTF_8),
  /** {@code .ki2}: KI2 in Shift_JIS (CP932). */
  KI2("ki2", KifuFormat.KI2, KifuFormat.KIF.defaultCharset()),
  /** {@code .ki2u}: KI2 in UTF-8. */
  KI2U("ki2u", KifuFormat.KI2, StandardCharsets.UTF_8),
  /** {@code .csa}: CSA in Shift_JIS (a V3.0 file may declare UTF-8). */
  CSA("csa", KifuFormat.CSA, KifuFormat.KIF.defaultCharset()),
  /** {@code .jkf} (also {@code .json} when read): JKF in UTF-8. */
  JKF("jkf", KifuFormat.JKF, StandardCharsets.UTF_8),
  /** {@code .sfen}: one SFEN line. */
  SFEN("sfen", KifuFormat.SFEN, StandardCharsets.UTF_8),
  /** {@code .usi}: one USI position line. */
  USI("usi", KifuFormat.USI, StandardCharsets.UTF_8);

  private final String extension;
  private final KifuFormat format;
  private final Charset charset;

  KifuFileType(String extension, KifuFormat format, Charset charset) {
    this.extension = extension;
    this.format = format;
    this.charset = charset;
  }

  /**
   * The file extension, without the dot.
   *
   * @return for example {@code "kifu"}
   */
  public String extension() {
    return extension;
  }

  /**
   * The format of files of this type.
   *
   * @return the format
   */
  public KifuFormat format() {
    return format;
  }

  /**
   * The encoding files of this type use by convention.
   *
   * @return the charset
   */
  public Charset charset() {
    return charset;
  }

  /**
   * The type of an extension, ignoring case; {@code json} is JKF.
   *
   * @param extension the extension, without the dot
   * @return the type, or empty when the extension is not known
   */
  public static Optional<KifuFileType> fromExtension(String extension) {
    Preconditions.checkNotNull(extension, "extension");
    String ext = extension.toLowerCase(Locale.ROOT);
    if (ext.equals("json")) {
      return Optional.of(JKF);
    }
    for (KifuFileType t : values()) {
      if (t.extension.equals(ext)) {
        return Optional.of(t);
      }
    }
    return Optional.empty();
  }

  /**
   * The type a file name's extension names, ignoring case.
   *
   * @param fileName a file name or path
   * @return the type, or empty when the name has no known extension
   */
  public static Optional<KifuFileType> fromFileName(String fileName) {
    Preconditions.checkNotNull(fileName, "fileName");
    int dot = fileName.lastIndexOf('.');
    return dot < 0 ? Optional.empty() : fromExtension(fileName.substring(dot + 1));
  }

  /**
   * The type to name a file of a format in an encoding: the UTF-8 type of KIF and KI2 ({@code
   * .kifu}, {@code .ki2u}) for UTF-8, else the format's own type (a KIF file in EUC-JP is a {@code
   * .kif} that declares its encoding).
   *
   * @param format the format
   * @param charset the encoding of the file's bytes
   * @return the type
   */
  public static KifuFileType of(KifuFormat format, Charset charset) {
    Preconditions.checkNotNull(format, "format");
    Preconditions.checkNotNull(charset, "charset");
    KifuFileType own = of(format);
    for (KifuFileType t : values()) {
      if (t.format == format && t.charset.equals(charset)) {
        return t;
      }
    }
    return own;
  }

  /**
   * The format's own type, named as the format ({@code .kif} for KIF).
   *
   * @param format the format
   * @return the type
   */
  public static KifuFileType of(KifuFormat format) {
    Preconditions.checkNotNull(format, "format");
    return valueOf(format.name());
  }
}
