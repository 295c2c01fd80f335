package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;

/**
 * One header line of a record (棋譜情報), kept verbatim: the key as the source format wrote it (for
 * example {@code 先手}, {@code 開始日時} in KIF, {@code N+} or {@code $EVENT} in CSA) and its value
 * without the separator.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param key the key, verbatim (never empty)
 * @param value the value, verbatim except for the line break; may be empty
 */
public record Header(String key, String value) {

  /**
   * Checks the fields.
   *
   * @param key the key
   * @param value the value
   */
  public Header {
    Preconditions.checkNotNull(key, "key");
    Preconditions.checkNotNull(value, "value");
    Preconditions.checkArgument(!key.isEmpty(), "a header key must not be empty");
  }

  /**
   * Checks that the header fits on one line, as the line-based formats (KIF, KI2, CSA) write
   * headers: a line break in it (JKF and records built in code may hold one) would end the line and
   * leave the rest as an unreadable line of its own.
   *
   * @throws KifuWriteException if the key or the value holds a line break (CR or LF)
   */
  public void checkOneLine() {
    if (key.indexOf('\n') >= 0
        || key.indexOf('\r') >= 0
        || value.indexOf('\n') >= 0
        || value.indexOf('\r') >= 0) {
      throw new KifuWriteException(
          "the header "
              + key.replaceAll("[\r\n]+", " ")
              + " holds a line break, which a header line cannot hold");
    }
  }
}
