package io.github.shogi4j.kif.training;

/**
 * Training data that cannot be read: a record whose bytes are no valid position, move or result.
 * Says where (the byte offset of the record in its input, when known) and why.
 */
public final class TrainingDataException extends RuntimeException {
  private static final long serialVersionUID = 1L;

  private final long offset;
  private final String reason;

  /**
   * A located problem.
   *
   * @param offset the byte offset of the record in its input, or -1 when unknown
   * @param reason why the bytes were refused
   */
  public TrainingDataException(long offset, String reason) {
    super(offset >= 0 ? "record at byte " + offset + ": " + reason : reason);
    this.offset = offset;
    this.reason = reason;
  }

  /**
   * Why the bytes were refused, without the location.
   *
   * @return the reason
   */
  public String reason() {
    return reason;
  }

  /**
   * The byte offset of the refused record in its input.
   *
   * @return the offset, or -1 when unknown
   */
  public long offset() {
    return offset;
  }

  /**
   * The same problem located at an offset.
   *
   * @param at the record's byte offset in its input
   * @return a new exception with the offset and the same reason
   */
  TrainingDataException at(long at) {
    TrainingDataException e = new TrainingDataException(at, reason);
    e.initCause(this);
    return e;
  }
}
