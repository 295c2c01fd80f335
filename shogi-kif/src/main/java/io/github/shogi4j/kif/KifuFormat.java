package io.github.shogi4j.kif;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.Locale;
import java.util.Optional;

/** The record formats (棋譜形式) this library reads and writes, with their file conventions. */
public enum KifuFormat {
  /** Kakinoki KIF, Shift_JIS (CP932) by convention. */
  KIF("kif", Charset.forName("windows-31j")),
  /** Kakinoki KIF in UTF-8. */
  KIFU("kifu", StandardCharsets.UTF_8),
  /** Kakinoki KI2 (moves without from-squares), Shift_JIS by convention. */
  KI2("ki2", Charset.forName("windows-31j")),
  /** KI2 in UTF-8. */
  KI2U("ki2u", StandardCharsets.UTF_8),
  /** CSA standard record format (V2.2 and V3.0); V3.0 declares its encoding. */
  CSA("csa", Charset.forName("windows-31j")),
  /** JSON Kifu Format, UTF-8. */
  JKF("jkf", StandardCharsets.UTF_8),
  /** One SFEN line (a position, no moves). */
  SFEN("sfen", StandardCharsets.UTF_8),
  /** A USI position line: {@code startpos moves ...} or {@code sfen ... moves ...}. */
  USI("usi", StandardCharsets.UTF_8);

  private final String extension;
  private final Charset charset;

  KifuFormat(String extension, Charset charset) {
    this.extension = extension;
    this.charset = charset;
  }

  /**
   * The usual file extension, without the dot.
   *
   * @return for example {@code "kif"}
   */
  public String extension() {
    return extension;
  }

  /**
   * The encoding this format's files use by convention.
   *
   * @return the charset
   */
  public Charset defaultCharset() {
    return charset;
  }

  /**
   * The format whose extension a file name has, ignoring case.
   *
   * @param fileName a file name or path
   * @return the format, or empty when the extension is not known
   */
  public static Optional<KifuFormat> fromFileName(String fileName) {
    int dot = fileName.lastIndexOf('.');
    if (dot < 0) {
      return Optional.empty();
    }
    String ext = fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
    if (ext.equals("json")) {
      return Optional.of(JKF);
    }
    for (KifuFormat f : values()) {
      if (f.extension.equals(ext)) {
        return Optional.of(f);
      }
    }
    return Optional.empty();
  }
}
