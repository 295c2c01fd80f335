package io.github.shogi4j.kif.internal;

import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import java.util.Optional;
import java.util.function.Supplier;

/**
 * How a format with many records an input is read one record at a time: where its records are cut
 * ({@link #newSplitter()}) and how one record's text is read ({@link #readRecord}). The KIF, KI2,
 * CSA and USI readers each hold one and read through {@link RecordTexts}. Implementations are
 * stateless and thread-safe (a splitter is not: one serves one input).
 */
public interface RecordFormat {

  /**
   * A new splitter of this format's records: one serves one input.
   *
   * @return a splitter for one input
   */
  RecordSplitter newSplitter();

  /**
   * Reads the text of one record, as {@link #newSplitter()} cut it from an input.
   *
   * @param text the record's text, line ends included
   * @param firstLine the number (from 1) in the whole input of the text's first line: problems name
   *     lines of the whole input
   * @param only whether the text is the whole input's last and nothing was read before it: the
   *     reader then says why the input holds no record rather than reading nothing
   * @param options mode and source name
   * @return the result, or empty when the text holds nothing to read (blank lines, comments)
   */
  Optional<ReadResult> readRecord(String text, int firstLine, boolean only, ReadOptions options);

  /** How one record's text is read: {@link RecordFormat#readRecord}. */
  @FunctionalInterface
  interface Reading {
    /**
     * Reads the text of one record.
     *
     * @param text the record's text, line ends included
     * @param firstLine the number (from 1) in the whole input of the text's first line
     * @param only whether the text is the whole input's last and nothing was read before it
     * @param options mode and source name
     * @return the result, or empty when the text holds nothing to read
     */
    Optional<ReadResult> read(String text, int firstLine, boolean only, ReadOptions options);
  }

  /**
   * A format of a splitter and a way of reading one record.
   *
   * @param splitters makes a new splitter for each input
   * @param reading reads one record's text
   * @return the format
   */
  static RecordFormat of(Supplier<RecordSplitter> splitters, Reading reading) {
    return new RecordFormat() {
      @Override
      public RecordSplitter newSplitter() {
        return splitters.get();
      }

      @Override
      public Optional<ReadResult> readRecord(
          String text, int firstLine, boolean only, ReadOptions options) {
        return reading.read(text, firstLine, only, options);
      }
    };
  }
}
