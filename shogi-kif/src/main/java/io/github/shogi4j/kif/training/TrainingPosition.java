package io.github.shogi4j.kif.training;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * One position of a game as training data (学習局面): the position before a move of the game's main
 * line, the move played there and who won the game. {@link #of(GameRecord)} expands a game; {@link
 * #hcpe()} and {@link #psv()} give the records {@code shogi export} and the Spark job write.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param position the position before the move
 * @param move the move played
 * @param winner the game's winner, empty for a draw or a game without a result
 */
public record TrainingPosition(Position position, Move move, Optional<Color> winner) {
  /**
   * Checks the fields.
   *
   * @param position the position
   * @param move the move
   * @param winner the winner or empty
   */
  public TrainingPosition {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(winner, "winner");
  }

  /**
   * How many moves of a game's main line are playable: those before its first illegal move (a
   * record may end with the illegal move that lost the game).
   *
   * @param game the game
   * @return 0 to the number of moves
   */
  public static int playable(GameRecord game) {
    List<RecordMove> moves = game.moves();
    int n = 0;
    while (n < moves.size() && !moves.get(n).isIllegal()) {
      n++;
    }
    return n;
  }

  /**
   * The positions of a game: one before each playable main-line move ({@link #playable}), in order.
   *
   * @param game the game
   * @return the positions, as many as the playable moves
   */
  public static List<TrainingPosition> of(GameRecord game) {
    List<RecordMove> moves = game.moves();
    List<Move> line = new ArrayList<>(moves.size());
    for (int i = 0, n = playable(game); i < n; i++) {
      line.add(moves.get(i).move());
    }
    return of(game.start().position(), line, game.result().flatMap(Outcome::winner));
  }

  /**
   * The positions of a line of moves: one before each move, in order (a game stored as its start
   * position and moves, as the Spark job keeps it).
   *
   * @param start the position before the first move
   * @param moves the moves, each legal where it is played
   * @param winner the game's winner, empty for a draw or no result
   * @return the positions, as many as the moves
   * @throws io.github.shogi4j.rules.IllegalMoveException if a move is not legal where it is played
   */
  public static List<TrainingPosition> of(
      Position start, List<Move> moves, Optional<Color> winner) {
    List<TrainingPosition> out = new ArrayList<>(moves.size());
    Position p = start;
    for (Move m : moves) {
      out.add(new TrainingPosition(p, m, winner));
      p = p.play(m);
    }
    return out;
  }

  /**
   * The position's Zobrist key (board, hands, side to move): the key by which {@code --dedupe}
   * tells positions apart.
   *
   * @return the key
   */
  public long key() {
    return position.zobristKey();
  }

  /**
   * This position as HCPE: evaluation 0, the move played as the best move, the game's result.
   *
   * @return the record; its encoding throws if the position cannot be packed
   */
  public Hcpe hcpe() {
    return new Hcpe(position, 0, Optional.of(move), GameResult.of(winner));
  }

  /**
   * This position as PSV: score 0, the move played, the ply (at most 65535) and the result for the
   * side to move (1 won, 0 drawn or no result, -1 lost).
   *
   * @return the record; its encoding throws if the position cannot be packed
   */
  public Psv psv() {
    Color mover = position.sideToMove();
    int r = winner.map(w -> w == mover ? 1 : -1).orElse(0);
    return new Psv(position, 0, Optional.of(move), Math.min(position.moveNumber(), 0xffff), r);
  }

  @Override
  public String toString() {
    return new ToStringBuilder("TrainingPosition")
        .add("position", position)
        .add("move", move)
        .add("winner", winner)
        .toString();
  }
}
