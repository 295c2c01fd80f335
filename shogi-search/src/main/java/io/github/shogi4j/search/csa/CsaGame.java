package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * A game played on a CSA server: the summary it was offered with, the moves (the earlier moves of a
 * resumed game included), the charge of each move, the server's result, and what this client noted.
 *
 * <p>Immutable and thread-safe.
 *
 * @param summary the game offered
 * @param game the moves as played, under {@link GameSummary#rules()}; its own outcome is the
 *     server's when the rules had not ended the game already, and none when those rules contradict
 *     the server's result (the detail then says so)
 * @param charges the charge of every move in its mover's time units ({@code ,T<n>})
 * @param comments the comment this client sent with each move (empty for the opponent's moves and
 *     when none was sent), as long as {@code charges}
 * @param end the server's result lines
 * @param outcome the result in the rules' terms ({@link GameEnd#outcome(Color)})
 * @param detail a sentence on how the game ended, for people
 */
public record CsaGame(
    GameSummary summary,
    Game game,
    List<Long> charges,
    List<Optional<String>> comments,
    GameEnd end,
    Outcome outcome,
    String detail) {

  /**
   * Checks the lengths and copies the lists.
   *
   * @param summary summary
   * @param game game
   * @param charges charges
   * @param comments comments
   * @param end result lines
   * @param outcome outcome
   * @param detail detail
   */
  public CsaGame {
    Preconditions.checkNotNull(summary, "summary");
    Preconditions.checkNotNull(game, "game");
    Preconditions.checkNotNull(end, "end");
    Preconditions.checkNotNull(outcome, "outcome");
    Preconditions.checkNotNull(detail, "detail");
    charges = ImmutableList.copyOf(charges);
    comments = ImmutableList.copyOf(comments);
    Preconditions.checkArgument(
        charges.size() == game.ply() && comments.size() == game.ply(),
        "one charge and one comment slot per move: %s moves, %s charges, %s comments",
        game.ply(),
        charges.size(),
        comments.size());
  }

  /**
   * The game's text; each comment sent is shown with the number of its move (1 for the first), and
   * moves without one are left out.
   */
  @Override
  public String toString() {
    Map<Integer, String> sent = new LinkedHashMap<>();
    for (int i = 0; i < comments.size(); i++) {
      int moveNumber = i + 1;
      comments.get(i).ifPresent(c -> sent.put(moveNumber, c));
    }
    return new ToStringBuilder("CsaGame")
        .add("summary", summary)
        .add("game", game)
        .add("charges", charges)
        .add("comments", sent.isEmpty() ? Optional.empty() : Optional.of(sent))
        .add("end", end)
        .add("outcome", outcome)
        .add("detail", detail)
        .toString();
  }

  /**
   * The side this client played.
   *
   * @return {@link GameSummary#yourTurn()}
   */
  public Color you() {
    return summary.yourTurn();
  }

  /**
   * The game as a record (棋譜) for shogi-kif's writers (CSA V3 keeps every field): the players, the
   * game's ID as the event, every move with its time and its mover's total (charges times the time
   * unit), this client's comments as engine comments ({@code '**} in CSA), the ending with {@link
   * #detail()} as its comment, and the outcome.
   *
   * @return the record
   */
  public GameRecord toRecord() {
    Headers headers =
        Headers.empty()
            .with(new Header(HeaderKey.EVENT.kifKeys().get(0), summary.gameId()))
            .with(new Header(HeaderKey.SENTE.kifKeys().get(0), summary.name(Color.SENTE)))
            .with(new Header(HeaderKey.GOTE.kifKeys().get(0), summary.name(Color.GOTE)));
    GameRecord played = GameRecord.of(game);
    List<RecordMove> moves = new ArrayList<>(game.ply());
    long[] total = new long[2];
    List<Position> positions = game.positions();
    for (int i = 0; i < game.ply(); i++) {
      Color mover = positions.get(i).sideToMove();
      long ms = summary.timeRules(mover).unit().multipliedBy(charges.get(i)).toMillis();
      total[mover.ordinal()] += ms;
      RecordMove m =
          played
              .moves()
              .get(i)
              .withTimes(
                  Optional.of(Duration.ofMillis(ms)),
                  Optional.of(Duration.ofMillis(total[mover.ordinal()])));
      if (comments.get(i).isPresent()) {
        m = m.withComments(List.of(Comment.engine(comments.get(i).get())));
      }
      moves.add(m);
    }
    Ending ending = Ending.of(outcome).withComments(List.of(Comment.of(detail)));
    return played.toBuilder()
        .headers(headers)
        .mainLine(Line.of(moves).withEnding(Optional.of(ending)))
        .result(Optional.of(outcome))
        .build();
  }
}
