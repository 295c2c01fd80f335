package io.github.shogi4j.kif;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;

/**
 * The record formats (棋譜形式) this library reads and writes: the syntax of a record, whatever its
 * encoding. The encoding is apart: {@link ReadOptions#charset()} and {@link WriteOptions#charset()}
 * give it, and a file's extension names a format and an encoding together ({@link KifuFileType}:
 * {@code .kif} is KIF in Shift_JIS, {@code .kifu} KIF in UTF-8).
 */
public enum KifuFormat {
  /** Kakinoki KIF: numbered move lines with from-squares and times. */
  KIF(Cp932.CHARSET),
  /** Kakinoki KI2: moves with turn marks and without from-squares. */
  KI2(Cp932.CHARSET),
  /** CSA standard record format (V2.2 and V3.0); V3.0 declares its encoding. */
  CSA(Cp932.CHARSET),
  /** JSON Kifu Format (JKF). */
  JKF(StandardCharsets.UTF_8),
  /** One SFEN line (a position, no moves). */
  SFEN(StandardCharsets.UTF_8),
  /** A USI position line: {@code startpos moves ...} or {@code sfen ... moves ...}. */
  USI(StandardCharsets.UTF_8);

  private final Charset charset;

  /** Shift_JIS as Windows writes it (CP932), the Kakinoki and CSA convention. */
  private static final class Cp932 {
    static final Charset CHARSET = Charset.forName("windows-31j");
  }

  KifuFormat(Charset charset) {
    this.charset = charset;
  }

  /**
   * The encoding this format's text is in when nothing else says (no byte order mark, no
   * declaration, no extension naming another): Shift_JIS (CP932) for KIF, KI2 and CSA, UTF-8 for
   * the others.
   *
   * @return the charset
   */
  public Charset defaultCharset() {
    return charset;
  }
}
