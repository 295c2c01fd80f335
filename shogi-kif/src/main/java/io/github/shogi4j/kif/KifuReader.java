package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.io.CharStreams;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.Iterator;
import java.util.List;

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
  List<ReadResult> readAll(String text, ReadOptions options);

  /**
   * Reads the records of a decoded character stream one at a time, as the iterator is advanced:
   * what is held at any time is one record's text, at most {@link Kifu#MAX_RECORD_CHARS} characters
   * (a longer record is a failed result, and the stream is read no further). Line numbers are those
   * of the whole stream. The readers of KIF, KI2, CSA, USI and SFEN split records so; by default
   * (JKF, one record an input) the whole text is read and handed to {@link #readAll}.
   *
   * <p>The iterator is not thread-safe; the caller closes the stream. An I/O error of the stream is
   * thrown by the iterator as an {@link java.io.UncheckedIOException}.
   *
   * @param text the decoded text
   * @param options mode and source name, as for {@link #readAll}
   * @return the results, in stream order; at least one
   */
  default Iterator<ReadResult> readEach(Reader text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    try {
      return readAll(CharStreams.toString(text), options).iterator();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + options.source().orElse("the text"), e);
    }
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
