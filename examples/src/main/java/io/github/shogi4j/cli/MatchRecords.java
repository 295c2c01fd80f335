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
import io.github.shogi4j.search.match.MatchGame;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/** A match game as a game record (棋譜) for shogi-kif's writers. */
public final class MatchRecords {
  private MatchRecords() {}

  /**
   * The record of a match game: the players as sente and gote, the event, the time control, every
   * move with its time and the mover's total, and the ending with the adjudication in a comment.
   *
   * @param g the game
   * @param event the event name, for example {@code "shogi4j match"}
   * @param timeControl the time control in words
   * @return the record
   */
  public static GameRecord of(MatchGame g, String event, String timeControl) {
    Preconditions.checkNotNull(g, "g");
    Game game = g.game();
    Headers headers = Headers.empty()
        .with(new Header(HeaderKey.EVENT.kifKeys().get(0), event))
        .with(new Header(HeaderKey.TIME_CONTROL.kifKeys().get(0), timeControl))
        .with(new Header(HeaderKey.SENTE.kifKeys().get(0), g.senteName()))
        .with(new Header(HeaderKey.GOTE.kifKeys().get(0), g.goteName()));
    GameRecord played = GameRecord.of(game);
    List<RecordMove> moves = new ArrayList<>();
    long[] total = new long[2];
    List<Position> positions = game.positions();
    for (int i = 0; i < played.moves().size(); i++) {
      Color mover = positions.get(i).sideToMove();
      long spent = g.millisPerMove().get(i);
      total[mover.ordinal()] += spent;
      moves.add(played.moves().get(i).withTimes(Optional.of(Duration.ofMillis(spent)),
          Optional.of(Duration.ofMillis(total[mover.ordinal()]))));
    }
    Ending ending = Ending.of(g.outcome()).withComments(List.of(Comment.of(g.detail())));
    return played.toBuilder().headers(headers)
        .mainLine(Line.of(moves).withEnding(Optional.of(ending)))
        .result(Optional.of(g.outcome())).build();
  }
}
