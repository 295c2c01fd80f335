package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.usi.UsiPosition;
import java.util.List;
import java.util.Objects;

/**
 * What to search: a game given as its starting position, the moves played since and the {@link
 * Rules} it is played by, so that a searcher knows the history for repetition (千日手) and perpetual
 * check (連続王手の千日手), and how the game can end. The position to move in is the last one.
 *
 * <p>Built from a {@link Game} (with the game's rules), from a start position and moves, or from
 * USI position text; the last two carry {@link #DEFAULT_RULES} until {@link #withRules} says
 * otherwise.
 *
 * <h2>Rules</h2>
 *
 * A searcher follows the request's rules: perpetual check loses for the checking side only when
 * {@link Rules#perpetualCheckLoses()} (otherwise such a repetition is a plain draw), the game is
 * drawn once {@link Rules#moveLimit()} moves have been played (the moves of this request count, not
 * the start's move number), and a win is declared (入玉宣言) only by the rules' {@link
 * Rules#impasseRule()}, never under {@link io.github.shogi4j.rules.ImpasseRule#NONE}.
 *
 * <h2>Equality and thread safety</h2>
 *
 * Immutable and thread-safe. Two requests are equal when their start positions, move lists and
 * rules are equal.
 */
public final class SearchRequest {
  /**
   * The rules of a request made without a game: the CSA 27-point declaration (入玉宣言) and perpetual
   * check losing, as computer shogi plays, but no move limit, since the moves a caller gives need
   * not be the whole game.
   */
  public static final Rules DEFAULT_RULES = Rules.CSA.withoutMoveLimit();

  private final Position start;
  private final ImmutableList<Move> moves;
  private final ImmutableList<Position> positions;
  private final Rules rules;

  private SearchRequest(
      Position start, ImmutableList<Move> moves, ImmutableList<Position> positions, Rules rules) {
    this.start = start;
    this.moves = moves;
    this.positions = positions;
    this.rules = rules;
  }

  /**
   * A request for a position without history, under {@link #DEFAULT_RULES}.
   *
   * @param position the position to move in
   * @return the request
   */
  public static SearchRequest of(Position position) {
    Preconditions.checkNotNull(position, "position");
    return new SearchRequest(
        position, ImmutableList.of(), ImmutableList.of(position), DEFAULT_RULES);
  }

  /**
   * A request for the position reached by playing {@code moves} from {@code start}, under {@link
   * #DEFAULT_RULES}.
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
    return new SearchRequest(start, ms, ps.build(), DEFAULT_RULES);
  }

  /**
   * A request for a game's current position, with its history and its rules.
   *
   * @param game the game (its outcome, if any, is not looked at: a finished game is searched as its
   *     last position stands)
   * @return the request
   */
  public static SearchRequest of(Game game) {
    Preconditions.checkNotNull(game, "game");
    return new SearchRequest(
        game.startPosition(),
        ImmutableList.copyOf(game.moves()),
        ImmutableList.copyOf(game.positions()),
        game.rules());
  }

  /**
   * A request from USI position text, such as {@code "startpos moves 7g7f 3c3d"} or {@code "sfen
   * <SFEN> moves ..."}; the start is accepted as tsume problems and test suites write it ({@link
   * Validation#LENIENT}), under {@link #DEFAULT_RULES}.
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
   * The same game under other rules.
   *
   * @param newRules the rules the game is played by
   * @return the request with those rules
   */
  public SearchRequest withRules(Rules newRules) {
    Preconditions.checkNotNull(newRules, "newRules");
    return newRules.equals(rules) ? this : new SearchRequest(start, moves, positions, newRules);
  }

  /**
   * The rules the game is played by.
   *
   * @return the rules
   */
  public Rules rules() {
    return rules;
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
        ImmutableList.<Position>builder().addAll(positions).add(next).build(),
        rules);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof SearchRequest r
        && r.start.equals(start)
        && r.moves.equals(moves)
        && r.rules.equals(rules);
  }

  @Override
  public int hashCode() {
    return Objects.hash(start, moves, rules);
  }

  /**
   * The request as USI position text ({@code sfen <SFEN> moves ...}); the rules are not part of it.
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
