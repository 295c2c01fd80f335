package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Outcome;
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
 * @param kind why the line ended: an ending of the rules, or a word only a record holds ({@link
 *     EndingKind#UNKNOWN} for a word this library does not know, which the text keeps)
 * @param winner the side that won: empty for a draw, an undecided ending and every record word;
 *     given or absent as the kind's {@link io.github.shogi4j.rules.Termination} requires
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
    EndingKind kind,
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
   * @param kind the reason
   * @param winner the winner or empty
   * @param text the original text
   * @param time time spent or empty
   * @param totalTime total time or empty
   * @param comments comments
   * @param bookmarks bookmarks
   * @param source where it was read, or empty
   * @throws IllegalArgumentException if a time is negative or not below {@link
   *     RecordMove#TIME_LIMIT}, if a record word has a winner, or if an ending of the rules has a
   *     winner it cannot have or lacks one it must have (see {@link Outcome})
   */
  public Ending {
    Preconditions.checkNotNull(source, "source");
    Preconditions.checkNotNull(kind, "kind");
    Preconditions.checkNotNull(winner, "winner");
    Preconditions.checkArgument(
        !kind.isRecordWord() || winner.isEmpty(),
        "the record word %s has no winner, not %s",
        kind,
        winner.orElse(null));
    kind.termination().ifPresent(t -> new Outcome(winner, t)); // checks the winner
    Preconditions.checkNotNull(text, "text");
    RecordMove.checkTime(time, "time");
    RecordMove.checkTime(totalTime, "total time");
    comments = ImmutableList.copyOf(comments);
    bookmarks = ImmutableList.copyOf(bookmarks);
  }

  /**
   * An ending not read from text (no {@link #source()}).
   *
   * @param kind the reason
   * @param winner the winner or empty
   * @param text the original text
   * @param time time spent or empty
   * @param totalTime total time or empty
   * @param comments comments
   * @param bookmarks bookmarks
   * @throws IllegalArgumentException as the canonical constructor
   */
  public Ending(
      EndingKind kind,
      Optional<Color> winner,
      String text,
      Optional<Duration> time,
      Optional<Duration> totalTime,
      List<Comment> comments,
      List<String> bookmarks) {
    this(kind, winner, text, time, totalTime, comments, bookmarks, Optional.empty());
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
        && kind == e.kind
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
    return Objects.hash(kind, winner, text, time, totalTime, comments, bookmarks);
  }

  /**
   * This ending with the place it was read from.
   *
   * @param newSource the location, or empty
   * @return a copy
   */
  public Ending withSource(Optional<SourceLocation> newSource) {
    return new Ending(kind, winner, text, time, totalTime, comments, bookmarks, newSource);
  }

  /**
   * An ending of the rules with no text, times or comments.
   *
   * @param outcome winner and reason
   * @return the ending
   */
  public static Ending of(Outcome outcome) {
    Preconditions.checkNotNull(outcome, "outcome");
    return of(EndingKind.of(outcome.termination()), outcome.winner());
  }

  /**
   * An ending with no text, times or comments.
   *
   * @param kind the reason
   * @param winner the winner or empty
   * @return the ending
   * @throws IllegalArgumentException as the canonical constructor
   */
  public static Ending of(EndingKind kind, Optional<Color> winner) {
    return new Ending(
        kind,
        winner,
        "",
        Optional.empty(),
        Optional.empty(),
        ImmutableList.of(),
        ImmutableList.of());
  }

  /**
   * The winner and reason as the outcome of a game.
   *
   * @return the outcome, or empty for a word only a record holds ({@link
   *     EndingKind#isRecordWord()})
   */
  public Optional<Outcome> outcome() {
    return kind.termination().map(t -> new Outcome(winner, t));
  }

  /**
   * Whether this ending says the same as another: the same kind and winner, whatever the text,
   * times, comments and source.
   *
   * @param other another ending
   * @return true when kind and winner are equal
   */
  public boolean says(Ending other) {
    return kind == other.kind && winner.equals(other.winner);
  }

  /**
   * This ending with other comments.
   *
   * @param newComments comments
   * @return a copy
   */
  public Ending withComments(List<Comment> newComments) {
    return new Ending(kind, winner, text, time, totalTime, newComments, bookmarks, source);
  }

  /**
   * This ending with other bookmarks.
   *
   * @param newBookmarks bookmarks
   * @return a copy
   */
  public Ending withBookmarks(List<String> newBookmarks) {
    return new Ending(kind, winner, text, time, totalTime, comments, newBookmarks, source);
  }

  /**
   * The fields that are present, without {@code Optional} wrappers, for example {@code
   * Ending[kind=RESIGNATION, winner=GOTE, text=投了, source=40:1]}.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return new ToStringBuilder("Ending")
        .add("kind", kind)
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
