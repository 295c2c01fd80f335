package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.usi.UsiPosition;
import java.util.List;
import java.util.Objects;

/**
 * What to search: a game given as its starting position and the moves played since, so that a
 * searcher knows the history for repetition (千日手) and perpetual check (連続王手の千日手). The
 * position to move in is the last one.
 *
 * <p>Built from a {@link Game}, from a start position and moves, or from USI position text.
 *
 * <h2>Equality and thread safety</h2>
 * Immutable and thread-safe. Two requests are equal when their start positions and move lists are
 * equal.
 */
public final class SearchRequest {
  private final Position start;
  private final ImmutableList<Move> moves;
  private final ImmutableList<Position> positions;

  private SearchRequest(Position start, ImmutableList<Move> moves, ImmutableList<Position> positions) {
    this.start = start;
    this.moves = moves;
    this.positions = positions;
  }

  /**
   * A request for a position without history.
   *
   * @param position the position to move in
   * @return the request
   */
  public static SearchRequest of(Position position) {
    Preconditions.checkNotNull(position, "position");
    return new SearchRequest(position, ImmutableList.of(), ImmutableList.of(position));
  }

  /**
   * A request for the position reached by playing {@code moves} from {@code start}.
   *
   * @param start the game's starting position (counted as an occurrence for repetition)
   * @param moves the moves played since, in order
   * @return the request
   * @throws IllegalMoveException at the first move that is not legal where it is played
   */
  public static SearchRequest of(Position start, List<Move> moves) {
    Preconditions.checkNotNull(start, "start");
    Preconditions.checkNotNull(moves, "moves");
    ImmutableList<Move> ms = ImmutableList.copyOf(moves);
    ImmutableList.Builder<Position> ps = ImmutableList.builderWithExpectedSize(ms.size() + 1);
    Position p = start;
    ps.add(p);
    for (Move m : ms) {
      p = p.play(m);
      ps.add(p);
    }
    return new SearchRequest(start, ms, ps.build());
  }

  /**
   * A request for a game's current position, with its history.
   *
   * @param game the game (its outcome, if any, is not looked at: a finished game is searched as
   *     its last position stands)
   * @return the request
   */
  public static SearchRequest of(Game game) {
    Preconditions.checkNotNull(game, "game");
    return new SearchRequest(game.startPosition(), ImmutableList.copyOf(game.moves()),
        ImmutableList.copyOf(game.positions()));
  }

  /**
   * A request from USI position text, such as {@code "startpos moves 7g7f 3c3d"} or
   * {@code "sfen <SFEN> moves ..."}; the start is accepted as tsume problems and test suites write
   * it ({@link Validation#LENIENT}).
   *
   * @param usi the text after the word {@code position} (the word itself is accepted too)
   * @return the request
   * @throws io.github.shogi4j.rules.SfenParseException if the text cannot be parsed
   * @throws io.github.shogi4j.rules.InvalidPositionException if the start is refused
   * @throws IllegalMoveException at the first illegal move
   */
  public static SearchRequest ofUsi(String usi) {
    Preconditions.checkNotNull(usi, "usi");
    UsiPosition up = UsiPosition.parse(usi);
    return of(up.start().validate(Validation.LENIENT), up.moves());
  }

  /**
   * The game's starting position.
   *
   * @return the start
   */
  public Position start() {
    return start;
  }

  /**
   * The moves played from the start.
   *
   * @return an immutable list, empty when there is no history
   */
  public List<Move> moves() {
    return moves;
  }

  /**
   * Every position of the game, from the start to the current one.
   *
   * @return an immutable list of {@code moves().size() + 1} positions
   */
  public List<Position> positions() {
    return positions;
  }

  /**
   * The position to move in: the last of {@link #positions()}.
   *
   * @return the current position
   */
  public Position position() {
    return positions.get(positions.size() - 1);
  }

  /**
   * The same game followed by one more move.
   *
   * @param move a legal move in {@link #position()}
   * @return the longer request
   * @throws IllegalMoveException if the move is not legal
   */
  public SearchRequest play(Move move) {
    Preconditions.checkNotNull(move, "move");
    Position next = position().play(move);
    return new SearchRequest(
        start,
        ImmutableList.<Move>builder().addAll(moves).add(move).build(),
        ImmutableList.<Position>builder().addAll(positions).add(next).build());
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SearchRequest r && r.start.equals(start) && r.moves.equals(moves);
  }

  @Override
  public int hashCode() {
    return Objects.hash(start, moves);
  }

  /**
   * The request as USI position text ({@code sfen <SFEN> moves ...}).
   *
   * @return the text
   */
  @Override
  public String toString() {
    StringBuilder sb = new StringBuilder("sfen ").append(start.toSfen());
    if (!moves.isEmpty()) {
      sb.append(" moves");
      for (Move m : moves) {
        sb.append(' ').append(m.toUsi());
      }
    }
    return sb.toString();
  }
}
