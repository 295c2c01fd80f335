package io.github.shogi4j.kif;

/**
 * A writer of one record format. Implementations are stateless and thread-safe; obtain them from
 * {@link Kifu#writer(KifuFormat)}.
 *
 * <p>Writers produce text; {@link Kifu#encode} turns it into bytes in the format's encoding and
 * refuses characters the encoding cannot hold.
 */
public interface KifuWriter {

  /**
   * The format this writer writes.
   *
   * @return the format
   */
  KifuFormat format();

  /**
   * Writes a record.
   *
   * @param record the record
   * @param options marks and line breaks ({@link WriteOptions#charset()} matters only to formats
   *     that declare their encoding in the text)
   * @return the text, ending with a line break
   * @throws KifuWriteException if the format cannot express the record
   */
  String write(GameRecord record, WriteOptions options);

  /**
   * Writes a record with the default options.
   *
   * @param record the record
   * @return the text
   */
  default String write(GameRecord record) {
    return write(record, WriteOptions.defaults());
  }

  /**
   * What of a record this writer's format has no place for, and {@link #write} therefore leaves out
   * or changes, each with its kind, its place and a few words (for example {@code "3 variation(s)
   * (変化)"} for CSA, {@code "40 time field(s) (消費時間)"} for KI2): a converter shows them so that
   * nothing is dropped unnoticed. KIF holds everything but a final move recorded as illegal whose
   * piece nothing names, an ending whose word reads back as another or as no ending, a summary line
   * that reads as none ({@code までNaN手で中断}, read leniently) and fractions of a second; CSA
   * recomputes each total time as the running sum of the times spent, and names the totals that
   * differ.
   *
   * @param record the record
   * @return an immutable list, empty when the format holds all of the record
   */
  java.util.List<Loss> leftOut(GameRecord record);
}
