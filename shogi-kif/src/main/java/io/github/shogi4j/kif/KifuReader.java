package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;

/**
 * A reader of one record format. Implementations are stateless and thread-safe; obtain them from
 * {@link Kifu#reader(KifuFormat)}.
 *
 * <p>Readers work on decoded text: the entry points in {@link Kifu} detect the encoding first.
 * Every move is replayed with the rules while reading, so a record read without error holds legal
 * moves (except a final illegal move recorded as such, {@link RecordMove#illegal()}).
 */
public interface KifuReader {

  /**
   * The format this reader reads.
   *
   * @return the format
   */
  KifuFormat format();

  /**
   * Reads every record of a text. Formats with one record a file give one result. A record that
   * cannot be read gives a failed result; the reader goes on with the next record.
   *
   * @param text the decoded text
   * @param options mode and source name ({@link ReadOptions#charset()} and {@link
   *     ReadOptions#format()} are not used here)
   * @return the results, in file order; at least one
   */
  default List<ReadResult> readAll(String text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    return ImmutableList.copyOf(new RecordTexts(this, text, options));
  }

  /**
   * A new splitter of this format's records (see {@link Kifu#records}): by default one record an
   * input.
   *
   * @return a splitter for one input
   */
  default RecordSplitter newSplitter() {
    return RecordSplitter.whole();
  }

  /**
   * Reads the text of one record, as {@link #newSplitter()} cut it from an input. A reader
   * overrides this method or {@link #readAll}; by default it reads the first record of {@link
   * #readAll}, for a format of one record an input.
   *
   * @param text the record's text, line ends included
   * @param firstLine the number (from 1) in the whole input of the text's first line: problems name
   *     lines of the whole input
   * @param only whether the text is the whole input's last and nothing was read before it: the
   *     reader then says why the input holds no record rather than reading nothing
   * @param options mode and source name
   * @return the result, or empty when the text holds nothing to read (blank lines, comments)
   */
  default Optional<ReadResult> readRecord(
      String text, int firstLine, boolean only, ReadOptions options) {
    return Optional.of(readAll(text, options).get(0));
  }

  /**
   * Reads the first record of a text.
   *
   * @param text the decoded text
   * @param options mode and source name
   * @return the result of the first record
   */
  default ReadResult read(String text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    return readAll(text, options).get(0);
  }

  /**
   * Reads the first record of a text strictly.
   *
   * @param text the decoded text
   * @return the record
   * @throws KifuParseException if it cannot be read
   */
  default GameRecord parseRecord(String text) {
    return read(text, ReadOptions.defaults()).record();
  }
}
