package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Termination;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * How a line of a record ends (終局): a special move such as 投了, 詰み, 千日手, 中断 or {@code %TORYO}, with
 * the winner it implies and the text as written.
 *
 * <p>A value: immutable and thread-safe; equality covers every field except {@link #source()},
 * which only says where the ending was read.
 *
 * @param termination why the line ended; {@link Termination#UNKNOWN} for a word this library does
 *     not know (the text keeps it)
 * @param winner the side that won, empty for a draw or an undecided ending
 * @param text the special move as written, for example {@code 投了} or {@code %TORYO}; empty when not
 *     read from text
 * @param time time spent on the special move, when recorded; below {@link RecordMove#TIME_LIMIT}
 * @param totalTime the total time of the side to move, when recorded; below {@link
 *     RecordMove#TIME_LIMIT}
 * @param comments comments written after the special move
 * @param bookmarks bookmarks written after the special move
 * @param source where the ending was read (line and column of the special move or summary line);
 *     empty when the record was not read from text. Not part of {@link #equals}.
 */
public record Ending(
    Termination termination,
    Optional<Color> winner,
    String text,
    Optional<Duration> time,
    Optional<Duration> totalTime,
    List<Comment> comments,
    List<String> bookmarks,
    Optional<SourceLocation> source) {

  /**
   * Checks the fields.
   *
   * @param termination the reason
   * @param winner the winner or empty
   * @param text the original text
   * @param time time spent or empty
   * @param totalTime total time or empty
   * @param comments comments
   * @param bookmarks bookmarks
   * @param source where it was read, or empty
   * @throws IllegalArgumentException if a time is negative or not below {@link
   *     RecordMove#TIME_LIMIT}
   */
  public Ending {
    Preconditions.checkNotNull(source, "source");
    Preconditions.checkNotNull(termination, "termination");
    Preconditions.checkNotNull(winner, "winner");
    Preconditions.checkNotNull(text, "text");
    RecordMove.checkTime(time, "time");
    RecordMove.checkTime(totalTime, "total time");
    comments = ImmutableList.copyOf(comments);
    bookmarks = ImmutableList.copyOf(bookmarks);
  }

  /**
   * An ending not read from text (no {@link #source()}).
   *
   * @param termination the reason
   * @param winner the winner or empty
   * @param text the original text
   * @param time time spent or empty
   * @param totalTime total time or empty
   * @param comments comments
   * @param bookmarks bookmarks
   */
  public Ending(
      Termination termination,
      Optional<Color> winner,
      String text,
      Optional<Duration> time,
      Optional<Duration> totalTime,
      List<Comment> comments,
      List<String> bookmarks) {
    this(termination, winner, text, time, totalTime, comments, bookmarks, Optional.empty());
  }

  /**
   * Equality over every field except {@link #source()}.
   *
   * @param o another object
   * @return whether it is an ending with the same fields
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Ending e
        && termination == e.termination
        && winner.equals(e.winner)
        && text.equals(e.text)
        && time.equals(e.time)
        && totalTime.equals(e.totalTime)
        && comments.equals(e.comments)
        && bookmarks.equals(e.bookmarks);
  }

  /**
   * A hash over the fields {@link #equals} compares.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return Objects.hash(termination, winner, text, time, totalTime, comments, bookmarks);
  }

  /**
   * This ending with the place it was read from.
   *
   * @param newSource the location, or empty
   * @return a copy
   */
  public Ending withSource(Optional<SourceLocation> newSource) {
    return new Ending(termination, winner, text, time, totalTime, comments, bookmarks, newSource);
  }

  /**
   * An ending with no text, times or comments.
   *
   * @param outcome winner and reason
   * @return the ending
   */
  public static Ending of(Outcome outcome) {
    return new Ending(
        outcome.termination(),
        outcome.winner(),
        "",
        Optional.empty(),
        Optional.empty(),
        ImmutableList.of(),
        ImmutableList.of());
  }

  /**
   * The winner and reason as an outcome.
   *
   * @return the outcome
   */
  public Outcome outcome() {
    return new Outcome(winner, termination);
  }

  /**
   * This ending with other comments.
   *
   * @param newComments comments
   * @return a copy
   */
  public Ending withComments(List<Comment> newComments) {
    return new Ending(termination, winner, text, time, totalTime, newComments, bookmarks, source);
  }

  /**
   * This ending with other bookmarks.
   *
   * @param newBookmarks bookmarks
   * @return a copy
   */
  public Ending withBookmarks(List<String> newBookmarks) {
    return new Ending(termination, winner, text, time, totalTime, comments, newBookmarks, source);
  }

  /**
   * The fields that are present, without {@code Optional} wrappers, for example {@code
   * Ending[termination=RESIGNATION, winner=GOTE, text=投了, source=40:1]}.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return new ToStringBuilder("Ending")
        .add("termination", termination)
        .add("winner", winner)
        .add("text", text)
        .add("time", time)
        .add("totalTime", totalTime)
        .add("comments", comments)
        .add("bookmarks", bookmarks)
        .add("source", source)
        .toString();
  }
}
