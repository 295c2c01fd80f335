package io.github.shogi4j.kif.kakinoki;

/**
 * The lines of one record's text, numbered as lines of the whole input it was cut from: the
 * record's first line is line {@code first()} (from 0), so that problems name the lines of the
 * whole file without the lines before the record being stored or scanned.
 */
final class LineTable {
  /** As {@link KakinokiText#lineBounds} gives them, for the record's text alone. */
  private final int[] bounds;

  private final int base;

  LineTable(String text, int base) {
    this.bounds = KakinokiText.lineBounds(text);
    this.base = base;
  }

  /** The index (from 0, in the whole input) of the record's first line. */
  int first() {
    return base;
  }

  /** One past the index of the record's last line. */
  int count() {
    return base + bounds[0];
  }

  /** Where line {@code i} (an index of the whole input) starts in the record's text. */
  int start(int i) {
    return bounds[2 * (i - base) + 1];
  }

  /** Where line {@code i} ends in the record's text, its line end left out. */
  int end(int i) {
    return bounds[2 * (i - base) + 2];
  }
}
