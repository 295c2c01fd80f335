package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.match.MatchGame;
import io.github.shogi4j.search.match.TimeControl;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/** A match game as a game record (棋譜) for shogi-kif's writers. */
public final class MatchRecords {
  /** Kakinoki's date form, {@code 2026/12/06(日) 03:10:00}. */
  private static final DateTimeFormatter KIF_DATE =
      DateTimeFormatter.ofPattern("yyyy/MM/dd(E) HH:mm:ss", Locale.JAPANESE);

  /** Endings whose KIF summary line already names the winner. */
  private static final Set<Termination> SUMMARY_NAMES_WINNER =
      EnumSet.of(
          Termination.RESIGNATION,
          Termination.TIME_LOSS,
          Termination.ILLEGAL_MOVE,
          Termination.IMPASSE_DECLARATION,
          Termination.FORFEIT,
          Termination.TRY_RULE);

  private MatchRecords() {}

  /**
   * When and how a game was played, for the record's headers.
   *
   * @param event the event (棋戦), for example {@code "shogi4j match"}
   * @param timeControl the clock
   * @param started when the game started (開始日時)
   * @param ended when it ended (終了日時)
   */
  public record Context(
      String event, TimeControl timeControl, ZonedDateTime started, ZonedDateTime ended) {

    /**
     * Checks the fields.
     *
     * @param event event
     * @param timeControl clock
     * @param started start
     * @param ended end
     */
    public Context {
      Preconditions.checkNotNull(event, "event");
      Preconditions.checkNotNull(timeControl, "timeControl");
      Preconditions.checkNotNull(started, "started");
      Preconditions.checkNotNull(ended, "ended");
    }
  }

  /**
   * The record of a match game: the event, the start and end times (開始日時, 終了日時), the time control
   * as Kakinoki writes it (持ち時間), the players as sente and gote, every move with its time and the
   * mover's total, the ending with the adjudication in a comment, and, where the KIF summary line
   * would not name the winner (a checkmate, a failed engine), the summary {@code まで35手で先手の勝ち}.
   *
   * @param g the game
   * @param context the event, clock and times
   * @return the record
   */
  public static GameRecord of(MatchGame g, Context context) {
    Preconditions.checkNotNull(g, "g");
    Preconditions.checkNotNull(context, "context");
    Game game = g.game();
    Headers headers =
        Headers.empty()
            .with(header(HeaderKey.START_TIME, KIF_DATE.format(context.started())))
            .with(header(HeaderKey.END_TIME, KIF_DATE.format(context.ended())))
            .with(header(HeaderKey.EVENT, context.event()))
            .with(header(HeaderKey.TIME_CONTROL, timeControl(context.timeControl())))
            .with(header(HeaderKey.SENTE, g.senteName()))
            .with(header(HeaderKey.GOTE, g.goteName()));
    GameRecord played = GameRecord.of(game);
    List<RecordMove> moves = new ArrayList<>();
    long[] total = new long[2];
    List<Position> positions = game.positions();
    for (int i = 0; i < played.moves().size(); i++) {
      Color mover = positions.get(i).sideToMove();
      long spent = g.timePerMove().get(i).toMillis();
      total[mover.ordinal()] += spent;
      moves.add(
          played
              .moves()
              .get(i)
              .withTimes(
                  Optional.of(Duration.ofMillis(spent)),
                  Optional.of(Duration.ofMillis(total[mover.ordinal()]))));
    }
    Ending ending = Ending.of(g.outcome()).withComments(List.of(Comment.of(g.detail())));
    Optional<String> summary =
        g.outcome()
            .winner()
            .filter(w -> !SUMMARY_NAMES_WINNER.contains(g.reason()))
            .map(
                w ->
                    "まで"
                        + (played.start().setup().moveNumber() + moves.size() - 1)
                        + "手で"
                        + (w == Color.SENTE ? "先手" : "後手")
                        + "の勝ち");
    return played.toBuilder()
        .headers(headers)
        .mainLine(Line.of(moves).withEnding(Optional.of(ending)))
        .result(Optional.of(g.outcome()))
        .resultText(summary)
        .build();
  }

  private static Header header(HeaderKey key, String value) {
    return new Header(key.kifKeys().get(0), value);
  }

  /**
   * A time control as Kakinoki's 持ち時間 header writes it: {@code 各10分 (1手30秒)} for a main time and a
   * byoyomi (秒読み), {@code 各5分+10秒(フィッシャー)} for a Fischer increment; sub-second times in decimal
   * seconds ({@code 各0分 (1手0.2秒)}).
   *
   * @param tc the clock
   * @return the header value
   */
  public static String timeControl(TimeControl tc) {
    Preconditions.checkNotNull(tc, "tc");
    String main = "各" + duration(tc.main().toMillis());
    if (!tc.increment().isZero()) {
      return main + "+" + duration(tc.increment().toMillis()) + "(フィッシャー)";
    }
    return tc.byoyomi().isZero() ? main : main + " (1手" + duration(tc.byoyomi().toMillis()) + ")";
  }

  /** {@code 1時間30分}, {@code 10分}, {@code 30秒}, {@code 0.2秒}; {@code 0分} for none. */
  private static String duration(long millis) {
    long hours = millis / 3_600_000;
    long minutes = millis / 60_000 % 60;
    long rest = millis % 60_000;
    StringBuilder sb = new StringBuilder();
    if (hours > 0) {
      sb.append(hours).append("時間");
    }
    if (minutes > 0) {
      sb.append(minutes).append("分");
    }
    if (rest > 0) {
      sb.append(BigDecimal.valueOf(rest, 3).stripTrailingZeros().toPlainString()).append("秒");
    }
    return sb.length() == 0 ? "0分" : sb.toString();
  }
}
