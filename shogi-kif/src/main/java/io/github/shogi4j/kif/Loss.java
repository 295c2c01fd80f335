package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import java.util.OptionalInt;

/**
 * A part of a record that a writer's format has no place for, which writing therefore leaves out or
 * changes ({@link KifuWriter#leftOut}): what it is, where it is, and why, in words.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param kind what is lost
 * @param count how many of it: the number of comments, variations or times counted over the record,
 *     1 for one ending, move or number
 * @param move the number (手数) of the move or ending concerned, when the loss is at one place
 * @param variationFrom the number of the first move of the variation (変化) the loss is in, when it
 *     is in a variation rather than in the main line or over the whole record
 * @param message the loss in words, for people: what {@link #toString()} gives
 */
public record Loss(
    Kind kind, int count, OptionalInt move, OptionalInt variationFrom, String message) {

  /** What a writer leaves out or changes. */
  public enum Kind {
    /** Variations (変化): the format writes the main line only, or has no place for these. */
    VARIATIONS,
    /** A variation with neither a move nor an ending, which would be an empty fork (JKF). */
    EMPTY_VARIATION,
    /**
     * The branch point of variations after the last move of a line with no ending: written from the
     * move before, repeating that move (JKF).
     */
    BRANCH_POINT,
    /** Comments (コメント): the format has none. */
    COMMENTS,
    /** The kind of human comments starting with {@code *}, which read back as engine comments. */
    COMMENT_KIND,
    /** Bookmarks (しおり). */
    BOOKMARKS,
    /** Headers (棋譜情報) the format has no key for, or all of them. */
    HEADERS,
    /** Time fields (消費時間): the format has none. */
    TIMES,
    /** The part of times finer than the format's step, written truncated. */
    TIME_FRACTIONS,
    /** Time fields with a time spent or a total unknown, written as 0 (KIF needs both). */
    ZERO_FILLED_TIMES,
    /** Total times that reading recomputes as the running sum of the times spent (CSA). */
    TOTAL_TIMES,
    /** The number of the first move when it is not 1: the format starts at move 1. */
    FIRST_MOVE_NUMBER,
    /** An ending (終局) the format has no word for that reads back as the same ending. */
    ENDING,
    /** The record's result, which no ending states. */
    RESULT,
    /**
     * A summary line (結果, read leniently) that is not of the form {@code まで N 手で ...} and so would
     * read back as none (KIF, KI2).
     */
    SUMMARY_LINE,
    /** A final move recorded as illegal (反則) that the format cannot write so it reads back. */
    ILLEGAL_MOVE
  }

  /**
   * Checks the fields.
   *
   * @param kind kind
   * @param count count, 1 or more
   * @param move move number or empty
   * @param variationFrom first move number of the variation or empty
   * @param message message, not blank
   */
  public Loss {
    Preconditions.checkNotNull(kind, "kind");
    Preconditions.checkArgument(count >= 1, "count %s is not 1 or more", count);
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(variationFrom, "variationFrom");
    Preconditions.checkArgument(!message.isBlank(), "no message");
  }

  /**
   * A loss counted over the whole record, such as 40 time fields.
   *
   * @param kind what is lost
   * @param count how many, 1 or more
   * @param message the loss in words
   * @return the loss
   */
  public static Loss counted(Kind kind, int count, String message) {
    return new Loss(kind, count, OptionalInt.empty(), OptionalInt.empty(), message);
  }

  /**
   * A loss at one move or ending.
   *
   * @param kind what is lost
   * @param move the number (手数) of the move or ending
   * @param variationFrom the first move number of the variation it is in; empty in the main line
   * @param message the loss in words
   * @return the loss
   */
  public static Loss at(Kind kind, int move, OptionalInt variationFrom, String message) {
    return new Loss(kind, 1, OptionalInt.of(move), variationFrom, message);
  }

  /**
   * Whether the loss is in a variation (変化) rather than in the main line or the whole record.
   *
   * @return true when {@link #variationFrom()} is present
   */
  public boolean inVariation() {
    return variationFrom.isPresent();
  }

  /**
   * The loss in words, as a converter shows it (for example {@code "3 variation(s) (変化)"}).
   *
   * @return {@link #message()}
   */
  @Override
  public String toString() {
    return message;
  }
}
