package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A game record (棋譜): headers, start position, the move tree (main line and variations, 変化) with
 * times, comments and bookmarks, and the result. The same model serves every format, so a record
 * read from one format can be written to another.
 *
 * <h2>What is kept</h2>
 *
 * Headers keep their order and unknown keys verbatim; every move keeps its original text; comments
 * before the first move belong to the start ({@link #startComments()}). Reading a record and
 * writing it in the same format gives back every line of meaning.
 *
 * <h2>Legality</h2>
 *
 * Readers replay every move: the moves of a record read without error are legal, except a final
 * move recorded as illegal ({@link RecordMove#illegal()}). A record built by hand is not checked;
 * {@link io.github.shogi4j.kif.validate.RecordValidator} checks it.
 *
 * <h2>Thread safety</h2>
 *
 * Immutable and thread-safe. Equality covers every field.
 */
public final class GameRecord {
  private static final Pattern DATE =
      Pattern.compile(
          "(\\d{4})[/\\-年](\\d{1,2})[/\\-月](\\d{1,2})日?(?:\\s*[(（][^)）]*[)）])?"
              + "(?:[\\sT　]+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?.*");

  private final Headers headers;
  private final StartPosition start;
  private final ImmutableList<Comment> startComments;
  private final ImmutableList<String> startBookmarks;
  private final Line mainLine;
  private final Optional<Outcome> result;
  private final Optional<String> resultText;
  private final Optional<String> formatVersion;

  /** What a reader saw of the main line's moves (not part of the value); empty if nothing. */
  private final Optional<ReplayTrace> replayTrace;

  private GameRecord(Builder b) {
    this.headers = b.headers;
    this.start = b.start;
    this.startComments = ImmutableList.copyOf(b.startComments);
    this.startBookmarks = ImmutableList.copyOf(b.startBookmarks);
    this.mainLine = b.mainLine;
    this.result = b.result;
    this.resultText = b.resultText;
    this.formatVersion = b.formatVersion;
    this.replayTrace = b.replayTrace;
  }

  /**
   * A builder for an even game with no moves.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder();
  }

  /**
   * The record of a game played with the rules API, to save or convert it (for example {@code
   * Kifu.write(GameRecord.of(game), path, KifuFormat.KIF, WriteOptions.defaults())}): the start
   * (the even game or a handicap (駒落ち) by name where the start position is one, otherwise the
   * position itself), every move played, and the game's outcome as the result and, when the game
   * ended on its last move, as the main line's ending (投了, 詰み, 千日手, 反則 ...). It has no headers: add
   * the players, date and event with {@link #toBuilder()}.
   *
   * @param game the game
   * @return the record
   */
  public static GameRecord of(Game game) {
    Preconditions.checkNotNull(game, "game");
    Position start = game.startPosition();
    StartPosition sp =
        Optional.of(start)
            .filter(p -> p.moveNumber() == 1)
            .flatMap(Handicap::of)
            .map(StartPosition::of)
            .orElseGet(() -> StartPosition.of(start.toSetup()));
    ImmutableList.Builder<RecordMove> moves = ImmutableList.builderWithExpectedSize(game.ply());
    for (Move m : game.moves()) {
      moves.add(RecordMove.of(m));
    }
    boolean endsOnLastMove = game.outcomePly().orElse(-1) == game.ply();
    Line line =
        Line.of(moves.build())
            .withEnding(endsOnLastMove ? game.outcome().map(Ending::of) : Optional.empty());
    return builder().start(sp).mainLine(line).result(game.outcome()).build();
  }

  /**
   * A builder holding this record's contents.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    Builder b = new Builder();
    b.headers = headers;
    b.start = start;
    b.startComments = startComments;
    b.startBookmarks = startBookmarks;
    b.mainLine = mainLine;
    b.result = result;
    b.resultText = resultText;
    b.formatVersion = formatVersion;
    b.replayTrace = replayTrace; // holds only while the main line and start stay the same objects
    return b;
  }

  /**
   * The header lines, verbatim and in order.
   *
   * @return the headers
   */
  public Headers headers() {
    return headers;
  }

  /**
   * The start position.
   *
   * @return the start
   */
  public StartPosition start() {
    return start;
  }

  /**
   * Comments on the start position (before the first move).
   *
   * @return an immutable list
   */
  public List<Comment> startComments() {
    return startComments;
  }

  /**
   * Bookmarks (しおり) on the start position.
   *
   * @return an immutable list
   */
  public List<String> startBookmarks() {
    return startBookmarks;
  }

  /**
   * The main line (本譜) with its variations.
   *
   * @return the main line
   */
  public Line mainLine() {
    return mainLine;
  }

  /**
   * The moves of the main line.
   *
   * @return an immutable list
   */
  public List<RecordMove> moves() {
    return mainLine.moves();
  }

  /**
   * The result: the main line's ending, or what a summary line said ({@code まで64手で先手の勝ち}) when the
   * record has no ending move (KI2). An ending that only a record holds (封じ手, 不詰, 待った, a word this
   * library does not know: {@link EndingKind#isRecordWord()}) is no result.
   *
   * <p>When the main line ends with an illegal move (反則) and the result is the mover's loss by
   * {@link Termination#ILLEGAL_MOVE}, the outcome's {@link Outcome#brokenRule()} names the rule
   * that move broke ({@link RecordMove#illegal()}).
   *
   * @return the outcome, or empty when the record states none
   */
  public Optional<Outcome> result() {
    Optional<Outcome> stated =
        result.isPresent() ? result : mainLine.ending().flatMap(Ending::outcome);
    return stated.map(this::withBrokenRule);
  }

  private Outcome withBrokenRule(Outcome o) {
    List<RecordMove> moves = mainLine.moves();
    if (o.termination() != Termination.ILLEGAL_MOVE
        || moves.isEmpty()
        || o.brokenRule().isPresent()) {
      return o;
    }
    RecordMove last = moves.get(moves.size() - 1);
    Color first = start.position().sideToMove();
    Color mover = moves.size() % 2 == 1 ? first : first.opposite();
    if (last.illegal().isEmpty() || !o.winner().equals(Optional.of(mover.opposite()))) {
      return o;
    }
    return new Outcome(o.winner(), Termination.ILLEGAL_MOVE, last.illegal());
  }

  /**
   * The summary line as written ({@code まで64手で先手の勝ち}), when the source had one.
   *
   * @return the text without line break, or empty
   */
  public Optional<String> resultText() {
    return resultText;
  }

  /**
   * The version of the format the record was read from, as its source declared it: the CSA version
   * line ({@code V2.2}, {@code V3.0}). Writers of that format write the same version back unless
   * told otherwise ({@link io.github.shogi4j.kif.csa.CsaWriter#asRead()}). Not part of {@link
   * #equals}: it says how the record was written, not what it holds.
   *
   * @return the version, or empty when the source declared none or the record was not read
   */
  public Optional<String> formatVersion() {
    return formatVersion;
  }

  /**
   * What the reader that made this record saw while it replayed the main line, which lets the
   * validator skip playing the moves again. Not part of {@link #equals}.
   *
   * @return the trace, or empty when no reader of this library made the record
   */
  public Optional<ReplayTrace> replayTrace() {
    return replayTrace;
  }

  /**
   * The position after the main line's moves (an illegal final move is not played).
   *
   * @return the position, validated leniently as {@link StartPosition#position()} does
   * @throws io.github.shogi4j.rules.IllegalMoveException if the record holds an unrecorded illegal
   *     move (only possible for records built by hand)
   */
  public Position finalPosition() {
    Position p = start.position();
    for (RecordMove m : mainLine.moves()) {
      if (m.isIllegal()) {
        break;
      }
      p = p.play(m.move());
    }
    return p;
  }

  // ---------------------------------------------------------------- typed headers

  /**
   * The sente player's name (先手, or 下手 in a handicap game; CSA {@code N+}).
   *
   * @return the name, or empty
   */
  public Optional<String> sente() {
    return headers.get(HeaderKey.SENTE);
  }

  /**
   * The gote player's name (後手, or 上手 in a handicap game; CSA {@code N-}).
   *
   * @return the name, or empty
   */
  public Optional<String> gote() {
    return headers.get(HeaderKey.GOTE);
  }

  /**
   * A side's rating as the record states it (floodgate's {@code 'black_rate:NAME:1234.5} CSA lines,
   * kept as the headers {@link Rating#SENTE_KEY} and {@link Rating#GOTE_KEY}).
   *
   * @param side sente or gote
   * @return the rating, or empty when the record has none or its number cannot be read
   */
  public Optional<Rating> rating(Color side) {
    return headers.get(Rating.key(side)).flatMap(Rating::parse);
  }

  /**
   * When the game started (開始日時), as written.
   *
   * @return the text, or empty
   */
  public Optional<String> startTime() {
    return headers.get(HeaderKey.START_TIME);
  }

  /**
   * The start date, parsed from {@link #startTime()} when it has a recognisable date ({@code
   * 2019/10/20}, {@code 1999/07/15(木) 19:07:12}, {@code 2014-09-02}).
   *
   * @return the date, or empty
   */
  public Optional<LocalDate> startDate() {
    return startTime().flatMap(GameRecord::parseDateTime).map(LocalDateTime::toLocalDate);
  }

  /**
   * The start date and time, parsed from {@link #startTime()}; midnight when only a date is given.
   *
   * @return the date and time, or empty
   */
  public Optional<LocalDateTime> startDateTime() {
    return startTime().flatMap(GameRecord::parseDateTime);
  }

  /**
   * When the game ended (終了日時), as written.
   *
   * @return the text, or empty
   */
  public Optional<String> endTime() {
    return headers.get(HeaderKey.END_TIME);
  }

  /**
   * The end date and time, parsed from {@link #endTime()}.
   *
   * @return the date and time, or empty
   */
  public Optional<LocalDateTime> endDateTime() {
    return endTime().flatMap(GameRecord::parseDateTime);
  }

  /**
   * The event (棋戦; CSA {@code $EVENT}).
   *
   * @return the text, or empty
   */
  public Optional<String> event() {
    return headers.get(HeaderKey.EVENT);
  }

  /**
   * The site (場所; CSA {@code $SITE}).
   *
   * @return the text, or empty
   */
  public Optional<String> site() {
    return headers.get(HeaderKey.SITE);
  }

  /**
   * The time control (持ち時間; CSA {@code $TIME_LIMIT}), as written.
   *
   * @return the text, or empty
   */
  public Optional<String> timeControl() {
    return headers.get(HeaderKey.TIME_CONTROL);
  }

  /**
   * The opening (戦型; CSA {@code $OPENING}).
   *
   * @return the text, or empty
   */
  public Optional<String> opening() {
    return headers.get(HeaderKey.OPENING);
  }

  /**
   * The standard start (手合割) of this record: named, or recognised from its board.
   *
   * @return the handicap ({@link Handicap#EVEN} for an even game), or empty for a custom start
   */
  public Optional<Handicap> handicap() {
    return start.standardHandicap();
  }

  static Optional<LocalDateTime> parseDateTime(String text) {
    Matcher m = DATE.matcher(text.strip());
    if (!m.matches()) {
      return Optional.empty();
    }
    try {
      LocalDate d =
          LocalDate.of(
              Integer.parseInt(m.group(1)),
              Integer.parseInt(m.group(2)),
              Integer.parseInt(m.group(3)));
      if (m.group(4) == null) {
        return Optional.of(d.atStartOfDay());
      }
      int sec = m.group(6) == null ? 0 : Integer.parseInt(m.group(6));
      return Optional.of(d.atTime(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)), sec));
    } catch (java.time.DateTimeException e) {
      return Optional.empty(); // 2019/02/30 is text, not a date
    }
  }

  // ---------------------------------------------------------------- identity

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof GameRecord)) {
      return false;
    }
    GameRecord r = (GameRecord) o;
    return headers.equals(r.headers)
        && start.equals(r.start)
        && startComments.equals(r.startComments)
        && startBookmarks.equals(r.startBookmarks)
        && mainLine.equals(r.mainLine)
        && result.equals(r.result)
        && resultText.equals(r.resultText);
  }

  @Override
  public int hashCode() {
    return Objects.hash(
        headers, start, startComments, startBookmarks, mainLine, result, resultText);
  }

  @Override
  public String toString() {
    return new ToStringBuilder("GameRecord")
        .add("headers", headers)
        .add("start", start.setup().toSfen())
        .add("moves", mainLine.size())
        .add("result", result())
        .toString();
  }

  /** Builds a {@link GameRecord}. Not thread-safe. */
  public static final class Builder {
    private Headers headers = Headers.empty();
    private StartPosition start = StartPosition.even();
    private List<Comment> startComments = ImmutableList.of();
    private List<String> startBookmarks = ImmutableList.of();
    private Line mainLine = Line.empty();
    private Optional<Outcome> result = Optional.empty();
    private Optional<String> resultText = Optional.empty();
    private Optional<String> formatVersion = Optional.empty();
    private Optional<ReplayTrace> replayTrace = Optional.empty();

    private Builder() {}

    /**
     * Sets the headers.
     *
     * @param value the headers
     * @return this builder
     */
    public Builder headers(Headers value) {
      this.headers = Preconditions.checkNotNull(value, "headers");
      return this;
    }

    /**
     * Sets the start position.
     *
     * @param value the start
     * @return this builder
     */
    public Builder start(StartPosition value) {
      this.start = Preconditions.checkNotNull(value, "start");
      return this;
    }

    /**
     * Sets the comments on the start position.
     *
     * @param value the comments
     * @return this builder
     */
    public Builder startComments(List<Comment> value) {
      this.startComments = ImmutableList.copyOf(value);
      return this;
    }

    /**
     * Sets the bookmarks on the start position.
     *
     * @param value the bookmarks
     * @return this builder
     */
    public Builder startBookmarks(List<String> value) {
      this.startBookmarks = ImmutableList.copyOf(value);
      return this;
    }

    /**
     * Sets the main line.
     *
     * @param value the line
     * @return this builder
     */
    public Builder mainLine(Line value) {
      this.mainLine = Preconditions.checkNotNull(value, "mainLine");
      return this;
    }

    /**
     * Sets the result explicitly; when left empty, the result is the main line's ending.
     *
     * @param value the outcome, or empty
     * @return this builder
     */
    public Builder result(Optional<Outcome> value) {
      this.result = Preconditions.checkNotNull(value, "result");
      return this;
    }

    /**
     * Sets the version of the format the record was read from ({@link GameRecord#formatVersion()}).
     *
     * @param value the version as declared, or empty
     * @return this builder
     */
    public Builder formatVersion(Optional<String> value) {
      this.formatVersion = Preconditions.checkNotNull(value, "formatVersion");
      return this;
    }

    /**
     * Sets what the reader saw while it replayed the main line ({@link GameRecord#replayTrace()}):
     * only the readers make one, for the main line and start they set on this builder.
     *
     * @param value the trace
     * @return this builder
     */
    public Builder replayTrace(ReplayTrace value) {
      this.replayTrace = Optional.of(Preconditions.checkNotNull(value, "replayTrace"));
      return this;
    }

    /**
     * Sets the summary line text ({@code まで...}).
     *
     * @param value the text, or empty
     * @return this builder
     */
    public Builder resultText(Optional<String> value) {
      this.resultText = Preconditions.checkNotNull(value, "resultText");
      return this;
    }

    /**
     * Builds the record.
     *
     * @return the immutable record
     */
    public GameRecord build() {
      return new GameRecord(this);
    }
  }
}
