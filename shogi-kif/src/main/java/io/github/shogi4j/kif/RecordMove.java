package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

/**
 * One move of a record (指し手) with everything the record says about it.
 *
 * <p>A move is normally legal in the position its line reached. A record may also keep an
 * <em>illegal</em> move as it was played, when the game ended on it (a KIF {@code 反則勝ち} line, CSA
 * {@code %ILLEGAL_MOVE}): then {@link #illegal()} names the rule it broke, and it is the last move
 * of its line.
 *
 * <p>{@link #variations()} are the alternatives to this move (変化): each is a line whose first move
 * is played instead of this one, from the same position.
 *
 * <p>A value: immutable and thread-safe; equality covers every field except {@link #source()},
 * which only says where the move was read: the same record read from two texts is equal. Equality,
 * hashing and {@link #toString()} walk the variations without recursion, however deep they nest.
 *
 * <p>Times (消費時間): a time spent or total is not negative and below {@link #TIME_LIMIT}
 * (10<sup>9</sup> seconds, about 31 years), to the nanosecond: every writer writes such a time in a
 * form its format's reader reads back, and readers refuse a time at or past the limit where they
 * read it (a KIF time field, a JKF time) with its line and column.
 *
 * @param move the move
 * @param text the move as the source wrote it (for example {@code ７六歩(77)}); empty when the record
 *     was not read from text
 * @param illegal the rule this move breaks when it was recorded as an illegal move; empty for a
 *     legal move
 * @param time the time spent on this move (消費時間), when recorded; below {@link #TIME_LIMIT}
 * @param totalTime the mover's total time so far, when recorded; below {@link #TIME_LIMIT}
 * @param comments comments on the position after this move, in order
 * @param bookmarks bookmarks (しおり, KIF {@code &} lines) on the position after this move
 * @param variations alternative lines replacing this move, in the order the source gave them
 * @param source where the move was read (line and column of its text); empty when the record was
 *     not read from text. Not part of {@link #equals}.
 */
public record RecordMove(
    Move move,
    String text,
    Optional<IllegalMoveReason> illegal,
    Optional<Duration> time,
    Optional<Duration> totalTime,
    List<Comment> comments,
    List<String> bookmarks,
    List<Line> variations,
    Optional<SourceLocation> source) {

  /**
   * The bound of every time a record holds (消費時間, spent or total): 10<sup>9</sup> seconds, about 31
   * years, excluded. It is the largest time every format's reader takes back (CSA's {@code T} has
   * at most nine digits of seconds), far above any real game.
   */
  public static final Duration TIME_LIMIT = Duration.ofSeconds(1_000_000_000L);

  /**
   * Checks the fields and makes the lists immutable.
   *
   * @param move the move
   * @param text original text
   * @param illegal the broken rule, or empty
   * @param time time spent, or empty
   * @param totalTime total time, or empty
   * @param comments comments
   * @param bookmarks bookmarks
   * @param variations alternatives
   * @param source where it was read, or empty
   * @throws IllegalArgumentException if a time is negative or not below {@link #TIME_LIMIT}
   */
  public RecordMove {
    Preconditions.checkNotNull(source, "source");
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(illegal, "illegal");
    Preconditions.checkNotNull(time, "time");
    Preconditions.checkNotNull(totalTime, "totalTime");
    comments = ImmutableList.copyOf(comments);
    bookmarks = ImmutableList.copyOf(bookmarks);
    variations = ImmutableList.copyOf(variations);
    checkTime(time, "time");
    checkTime(totalTime, "total time");
  }

  /**
   * A move not read from text (no {@link #source()}).
   *
   * @param move the move
   * @param text original text
   * @param illegal the broken rule, or empty
   * @param time time spent, or empty
   * @param totalTime total time, or empty
   * @param comments comments
   * @param bookmarks bookmarks
   * @param variations alternatives
   */
  public RecordMove(
      Move move,
      String text,
      Optional<IllegalMoveReason> illegal,
      Optional<Duration> time,
      Optional<Duration> totalTime,
      List<Comment> comments,
      List<String> bookmarks,
      List<Line> variations) {
    this(move, text, illegal, time, totalTime, comments, bookmarks, variations, Optional.empty());
  }

  /** Refuses a time that is negative or not below {@link #TIME_LIMIT}. */
  static void checkTime(Optional<Duration> time, String what) {
    Preconditions.checkNotNull(time, what);
    if (time.isPresent()) {
      Duration t = time.get();
      Preconditions.checkArgument(!t.isNegative(), "negative %s: %s", what, t);
      Preconditions.checkArgument(
          t.compareTo(TIME_LIMIT) < 0,
          "%s %s is not below the limit of 10^9 seconds (RecordMove.TIME_LIMIT)",
          what,
          t);
    }
  }

  /**
   * Equality over every field except {@link #source()}; the variations are compared at every depth
   * without recursion.
   *
   * @param o another object
   * @return whether it is a record move with the same fields
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof RecordMove r
        && equalsApartFromVariations(r)
        && Line.equal(variations, r.variations);
  }

  /**
   * A hash over the fields {@link #equals} compares, computed without recursion.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return 31 * hashApartFromVariations() + Line.hash(variations);
  }

  /** Whether the fields {@link #equals} compares, but the variations, are equal. */
  boolean equalsApartFromVariations(RecordMove r) {
    return move.equals(r.move)
        && text.equals(r.text)
        && illegal.equals(r.illegal)
        && time.equals(r.time)
        && totalTime.equals(r.totalTime)
        && comments.equals(r.comments)
        && bookmarks.equals(r.bookmarks);
  }

  /** A hash of the fields {@link #equalsApartFromVariations} compares. */
  int hashApartFromVariations() {
    return Objects.hash(move, text, illegal, time, totalTime, comments, bookmarks);
  }

  /**
   * This move with the place it was read from.
   *
   * @param newSource the location, or empty
   * @return a copy
   */
  public RecordMove withSource(Optional<SourceLocation> newSource) {
    return new RecordMove(
        move, text, illegal, time, totalTime, comments, bookmarks, variations, newSource);
  }

  /**
   * A legal move with nothing else recorded.
   *
   * @param move the move
   * @return the record move
   */
  public static RecordMove of(Move move) {
    return new RecordMove(
        move,
        "",
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        ImmutableList.of(),
        ImmutableList.of(),
        ImmutableList.of());
  }

  /**
   * Whether the move was recorded as illegal.
   *
   * @return true when {@link #illegal()} is present
   */
  public boolean isIllegal() {
    return illegal.isPresent();
  }

  /**
   * The human comments only.
   *
   * @return the texts of the {@link Comment.Kind#NORMAL} comments, in order
   */
  public List<String> normalComments() {
    return Comment.texts(comments, Comment.Kind.NORMAL);
  }

  /**
   * The engine comments only.
   *
   * @return the texts of the {@link Comment.Kind#ENGINE} comments, in order
   */
  public List<String> engineComments() {
    return Comment.texts(comments, Comment.Kind.ENGINE);
  }

  /**
   * The engine's analysis (解析) this move's comments carry, as data: its evaluation and expected
   * line, read from floodgate's {@code '**} comment or the KIF {@code *#評価値=} lines (see {@link
   * EngineAnnotation}).
   *
   * @param before the position this move is played in
   * @return the annotation; empty when the comments carry none or the move is illegal there
   */
  public Optional<EngineAnnotation> engineAnnotation(io.github.shogi4j.rules.Position before) {
    if (comments.isEmpty() || illegal.isPresent() || !before.isLegal(move)) {
      return Optional.empty();
    }
    return EngineAnnotation.read(comments, before.play(move));
  }

  /**
   * This move with another original text.
   *
   * @param newText the text
   * @return a copy
   */
  public RecordMove withText(String newText) {
    return new RecordMove(
        move, newText, illegal, time, totalTime, comments, bookmarks, variations, source);
  }

  /**
   * This move marked as an illegal move that broke a rule.
   *
   * @param reason the rule broken
   * @return a copy
   */
  public RecordMove withIllegal(IllegalMoveReason reason) {
    return new RecordMove(
        move, text, Optional.of(reason), time, totalTime, comments, bookmarks, variations, source);
  }

  /**
   * This move with times.
   *
   * @param spent time spent, or empty
   * @param total total time, or empty
   * @return a copy
   */
  public RecordMove withTimes(Optional<Duration> spent, Optional<Duration> total) {
    return new RecordMove(
        move, text, illegal, spent, total, comments, bookmarks, variations, source);
  }

  /**
   * This move with other comments.
   *
   * @param newComments the comments
   * @return a copy
   */
  public RecordMove withComments(List<Comment> newComments) {
    return new RecordMove(
        move, text, illegal, time, totalTime, newComments, bookmarks, variations, source);
  }

  /**
   * This move with other bookmarks.
   *
   * @param newBookmarks the bookmarks
   * @return a copy
   */
  public RecordMove withBookmarks(List<String> newBookmarks) {
    return new RecordMove(
        move, text, illegal, time, totalTime, comments, newBookmarks, variations, source);
  }

  /**
   * This move with other alternatives.
   *
   * @param newVariations the alternative lines
   * @return a copy
   */
  public RecordMove withVariations(List<Line> newVariations) {
    return new RecordMove(
        move, text, illegal, time, totalTime, comments, bookmarks, newVariations, source);
  }

  /**
   * The fields that are present, without {@code Optional} wrappers, for example {@code
   * RecordMove[move=7g7f, text=７六歩(77), time=PT1S, source=12:1]}; variations are counted.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    ToStringBuilder b =
        new ToStringBuilder("RecordMove")
            .add("move", move.toUsi())
            .add("text", text)
            .add("illegal", illegal)
            .add("time", time)
            .add("totalTime", totalTime)
            .add("comments", comments)
            .add("bookmarks", bookmarks);
    if (!variations.isEmpty()) {
      b.add("variations", variations.size());
    }
    return b.add("source", source).toString();
  }
}
