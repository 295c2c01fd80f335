package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import java.util.List;

/**
 * A reader of one record format. Implementations are stateless and thread-safe; obtain them from
 * {@link Kifu#reader(KifuFormat)}.
 *
 * <p>Readers work on decoded text: the entry points in {@link Kifu} detect the encoding first.
 * Every move is replayed with the rules while reading, so a record read without error holds
 * legal moves (except a final illegal move recorded as such, {@link RecordMove#illegal()}).
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
   * @param options mode and source name ({@link ReadOptions#charset()} and
   *     {@link ReadOptions#format()} are not used here)
   * @return the results, in file order; at least one
   */
  List<ReadResult> readAll(String text, ReadOptions options);

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
  default GameRecord parse(String text) {
    return read(text, ReadOptions.defaults()).record();
  }
}
