package io.github.shogi4j.kif.internal;

/**
 * Where one record of a text ends and the next begins, decided line by line so that a file or
 * stream of many records is read one record at a time (see {@code Kifu.records}). A splitter is fed
 * every line of one input once, in order; it keeps what it needs of the lines seen (a few flags and
 * at most the lines of one record's header block), never the whole input.
 *
 * <p>Not thread-safe: one splitter serves one input ({@link RecordFormat#newSplitter()} makes a new
 * one each time).
 */
public interface RecordSplitter {

  /**
   * Takes the next line.
   *
   * @param line the line, without its line end
   * @param index its index in the input, from 0
   * @return the index of the first line of the next record when this line decided one (a line above
   *     this one, this one, or {@code index + 1}; each more than the last returned), else -1
   */
  int next(String line, int index);

  /**
   * A quick test on a whole text held in memory: false when it cannot hold a second record, so that
   * its lines need not be handed to {@link #next} one by one (the usual file of one record). By
   * default true: the lines are always split.
   *
   * @param text the whole text
   * @return false when the text is one record
   */
  default boolean maySplit(String text) {
    return true;
  }

  /**
   * The splitter of a format with one record an input (JKF): it never splits.
   *
   * @return a splitter that never splits
   */
  static RecordSplitter whole() {
    return new RecordSplitter() {
      @Override
      public int next(String line, int index) {
        return -1;
      }

      @Override
      public boolean maySplit(String text) {
        return false;
      }
    };
  }

  /**
   * The splitter of a format with one record a line (USI, SFEN).
   *
   * @return a splitter that ends a record after every line
   */
  static RecordSplitter everyLine() {
    return (line, index) -> index + 1;
  }
}
