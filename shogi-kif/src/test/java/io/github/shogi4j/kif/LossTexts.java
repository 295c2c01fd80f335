package io.github.shogi4j.kif;

import java.util.List;

/** Tests: what a writer leaves out, as the words a converter shows. */
public final class LossTexts {
  private LossTexts() {}

  /**
   * The losses of writing a record, in words.
   *
   * @param writer the writer
   * @param record the record
   * @return {@link Loss#toString()} of each loss, in order
   */
  public static List<String> of(KifuWriter writer, GameRecord record) {
    return writer.leftOut(record).stream().map(Loss::toString).toList();
  }
}
