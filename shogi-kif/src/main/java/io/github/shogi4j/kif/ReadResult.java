package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;

/**
 * What reading one record of an input gave: the record, or the error that stopped it, and the
 * warnings. A file with several records (CSA {@code /}) gives one result per record, so one broken
 * record does not hide the others.
 *
 * <p>Immutable and thread-safe.
 */
public final class ReadResult {
  private final Optional<GameRecord> record;
  private final Optional<KifuParseException> error;
  private final ImmutableList<Problem> warnings;

  private ReadResult(
      Optional<GameRecord> record, Optional<KifuParseException> error, List<Problem> warnings) {
    this.record = record;
    this.error = error;
    this.warnings = ImmutableList.copyOf(warnings);
  }

  /**
   * A record read, with the deviations a lenient reader accepted.
   *
   * @param record the record
   * @param warnings the warnings, in order
   * @return the result
   */
  public static ReadResult of(GameRecord record, List<Problem> warnings) {
    Preconditions.checkNotNull(record, "record");
    return new ReadResult(Optional.of(record), Optional.empty(), warnings);
  }

  /**
   * A record that could not be read.
   *
   * @param error why
   * @param warnings warnings found before the error
   * @return the result
   */
  public static ReadResult failed(KifuParseException error, List<Problem> warnings) {
    Preconditions.checkNotNull(error, "error");
    return new ReadResult(Optional.empty(), Optional.of(error), warnings);
  }

  /**
   * Whether the record was read.
   *
   * @return true when there is no error
   */
  public boolean isOk() {
    return record.isPresent();
  }

  /**
   * The record.
   *
   * @return the record
   * @throws KifuParseException the error, when the record could not be read
   */
  public GameRecord record() {
    if (error.isPresent()) {
      throw error.get();
    }
    return record.orElseThrow();
  }

  /**
   * The record, if it was read.
   *
   * @return the record or empty
   */
  public Optional<GameRecord> recordIfOk() {
    return record;
  }

  /**
   * The error, if the record could not be read.
   *
   * @return the error or empty
   */
  public Optional<KifuParseException> error() {
    return error;
  }

  /**
   * The warnings: deviations a lenient reader accepted, each with its line.
   *
   * @return an immutable list
   */
  public List<Problem> warnings() {
    return warnings;
  }

  @Override
  public String toString() {
    return error
        .map(e -> "ReadResult[error=" + e.getMessage() + "]")
        .orElseGet(() -> "ReadResult[" + record.orElseThrow() + ", warnings=" + warnings + "]");
  }
}
