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
   * What of a record this writer's format has no place for, and {@link #write} therefore leaves
   * out, each described in a few words (for example {@code "3 variation(s) (変化)"} for CSA, {@code
   * "40 time field(s) (消費時間)"} for KI2): a converter shows them so that nothing is dropped
   * unnoticed. KIF holds everything but a final move recorded as illegal whose piece nothing names
   * ({@link #writesIllegalMove}), an ending whose word reads back as another or as no ending
   * ({@link #namesEnding}), a summary line that reads as none ({@code までNaN手で中断}, read leniently)
   * and fractions of a second ({@link #timeStep}); CSA recomputes each total time as the running
   * sum of the times spent, and names the totals that differ.
   *
   * @param record the record
   * @return an immutable list, empty when the format holds all of the record
   */
  default java.util.List<String> leftOut(GameRecord record) {
    com.google.common.base.Preconditions.checkNotNull(record, "record");
    return Losses.of(record, format(), this);
  }

  /**
   * The step of the times (消費時間) this writer writes for a record: a time spent or total that is not
   * a whole number of steps is written without its remainder (truncated), and {@link #leftOut}
   * counts such times.
   *
   * @param record the record (its format version may decide)
   * @return empty by default: the format writes every time exactly (JKF), or writes no times at all
   *     (KI2, USI, which {@link #leftOut} names as time fields); one second for KIF and CSA V2.2,
   *     one millisecond for CSA V3.0
   */
  default java.util.Optional<java.time.Duration> timeStep(GameRecord record) {
    return java.util.Optional.empty();
  }

  /**
   * Whether this writer writes an ending (終局) as its format's own word for it, which readers of the
   * format read back as the same ending. Formats with a fixed set of words (CSA and JKF specials,
   * USI end tokens) have none for some endings, such as 封じ手 (a sealed move) or 不戦勝 (a forfeit); the
   * writer then keeps the text as a comment where the format has comments, and {@link #leftOut}
   * names the ending.
   *
   * @param ending the ending
   * @param toMove the side to move when the game ended (after a final move recorded as illegal: the
   *     side that played it)
   * @param record the record the ending ends (its format version may decide)
   * @return true by default (KIF and KI2 write every ending in words but CSA {@code %ERROR})
   */
  default boolean namesEnding(
      Ending ending, io.github.shogi4j.rules.Color toMove, GameRecord record) {
    return true;
  }

  /**
   * Whether this writer writes a line's final move recorded as illegal (反則, {@link
   * RecordMove#illegal()}) so that readers of the format read it back as that move. Where it
   * cannot, {@link #write} leaves the move out and ends the line where the move stood, with the
   * same ending where the format has a word for it, and {@link #leftOut} names the move.
   *
   * @param before the position before the move
   * @param move the move, recorded as illegal
   * @param previousTo the destination of the move before it, empty at the start
   * @return true by default
   */
  default boolean writesIllegalMove(
      io.github.shogi4j.rules.Position before,
      RecordMove move,
      java.util.Optional<io.github.shogi4j.rules.Square> previousTo) {
    return true;
  }
}
