package io.github.shogi4j.examples;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import java.util.List;
import java.util.Optional;

/**
 * For a game developer: what a board UI asks the rules API. The UI keeps one immutable {@link Game}
 * (start position, moves, repetition history, outcome) and replaces it after every action.
 *
 * <ul>
 *   <li>the user picks up a piece: {@link #targets(Square)} gives the squares to highlight, and
 *       {@link #dropTargets(PieceType)} those of a piece from the hand;
 *   <li>the user drops it: {@link #needsPromotionChoice(Square, Square)} says whether to show the
 *       promotion (成り) dialog, then {@link #move(Square, Square, boolean)} plays it or says why
 *       not;
 *   <li>after each move: {@link #status()} for check (王手), checkmate (詰み), repetition (千日手);
 *   <li>{@link #undo()} is 待った.
 * </ul>
 *
 * <p>Not thread-safe: one instance per game screen.
 */
public final class BoardUiExample {
  private Game game;

  /**
   * A game from a position.
   *
   * @param start the start position, for example {@link Position#initial()}
   */
  public BoardUiExample(Position start) {
    Preconditions.checkNotNull(start, "start");
    // JSA rules: sennichite (千日手) on the 4th occurrence, perpetual check loses, 24-point impasse.
    this.game = Game.start(start, Rules.JSA);
  }

  /**
   * The game so far.
   *
   * @return the current game
   */
  public Game game() {
    return game;
  }

  /**
   * The legal moves of the piece on a square: what to highlight when the user picks it up.
   *
   * @param from the square the user touched
   * @return its legal moves (both the promoting and the non-promoting one where both are legal)
   */
  public List<BoardMove> movesFrom(Square from) {
    return game.position().legalMovesFrom(from);
  }

  /**
   * The squares the piece on {@code from} may go to.
   *
   * @param from the square the user touched
   * @return the target squares, each once
   */
  public List<Square> targets(Square from) {
    return movesFrom(from).stream().map(BoardMove::to).distinct().toList();
  }

  /**
   * The squares where a piece in hand may be dropped (打つ): nifu (二歩), dead pieces and drop-pawn
   * mate (打ち歩詰め) are already left out.
   *
   * @param type the kind the user picked up from the hand
   * @return the target squares
   */
  public List<Square> dropTargets(PieceType type) {
    return game.position().legalDrops(type).stream().map(Drop::to).toList();
  }

  /**
   * Whether the UI must ask "promote?" (成りますか): both the promoting and the non-promoting move are
   * legal. When only one is legal (a pawn reaching the last rank must promote) the UI just plays
   * it.
   *
   * @param from where the piece was
   * @param to where the user dropped it
   * @return true if both choices are legal
   */
  public boolean needsPromotionChoice(Square from, Square to) {
    return game.position().legalMoves(from, to).size() == 2;
  }

  /**
   * Plays a board move, or says why it is illegal (二歩, 打ち歩詰め, 王手放置 ...).
   *
   * @param from where the piece was
   * @param to where it goes
   * @param promote whether it promotes
   * @return empty if played, otherwise the reason it was refused (the game is unchanged)
   */
  public Optional<IllegalMoveReason> move(Square from, Square to, boolean promote) {
    return play(new BoardMove(from, to, promote));
  }

  /**
   * Plays any move (a board move or a drop, 打つ), or says why it is illegal.
   *
   * @param move the move
   * @return empty if played, otherwise the reason it was refused
   */
  public Optional<IllegalMoveReason> play(Move move) {
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkState(!game.isOver(), "the game is over: %s", game.outcome());
    Optional<IllegalMoveReason> why = game.position().whyIllegal(move);
    if (why.isEmpty()) {
      game = game.play(move); // Game.play also detects sennichite and checkmate
    }
    return why;
  }

  /** Takes back the last move (待った). */
  public void undo() {
    Preconditions.checkState(game.ply() > 0, "no move to take back");
    game = game.undo();
  }

  /**
   * What the UI shows under the board.
   *
   * @return "sente to move", "gote to move, check", or the outcome such as "sente wins by
   *     CHECKMATE"
   */
  public String status() {
    Optional<Outcome> outcome = game.outcome();
    if (outcome.isPresent()) {
      Outcome o = outcome.get();
      return o.winner().map(c -> c.name().toLowerCase() + " wins").orElse("no winner")
          + " by "
          + o.termination();
    }
    Position p = game.position();
    return p.sideToMove().name().toLowerCase() + " to move" + (p.isCheck() ? ", check" : "");
  }

  /**
   * A scripted session: highlights, a promotion choice, an illegal move, undo, repetition and mate.
   *
   * @param args ignored
   */
  public static void main(String[] args) {
    BoardUiExample ui = new BoardUiExample(Position.initial());
    // The user touches the pawn on 7g (７七): one target, 7f.
    System.out.println("7g can go to " + ui.targets(Square.SQ77));
    ui.move(Square.SQ77, Square.SQ76, false);
    ui.move(Square.SQ33, Square.SQ34, false);
    // Bishop takes bishop on 2b (２二): inside the promotion zone, so the UI must ask.
    System.out.println(
        "8h to 2b needs a promotion choice: " + ui.needsPromotionChoice(Square.SQ88, Square.SQ22));
    ui.move(Square.SQ88, Square.SQ22, true);
    System.out.println("after 8h2b+: " + ui.status());
    // An illegal move is refused with its reason, and the game is unchanged.
    System.out.println(
        "gote 9c9e is refused: " + ui.move(Square.SQ93, Square.SQ95, false).orElseThrow());
    ui.undo();
    System.out.println("after undo, moves played: " + ui.game().moves().size());

    // Repetition: both rooks shuffle; the 4th occurrence of the start position ends the game.
    BoardUiExample rep = new BoardUiExample(Position.initial());
    for (int i = 0; i < 3 && !rep.game().isOver(); i++) {
      rep.move(Square.SQ28, Square.SQ38, false);
      rep.move(Square.SQ82, Square.SQ72, false);
      rep.move(Square.SQ38, Square.SQ28, false);
      rep.move(Square.SQ72, Square.SQ82, false);
    }
    System.out.println("rook shuffle: " + rep.status());

    // Checkmate (詰み): a tsume problem (詰将棋, no sente king, hence Validation.TSUME), gold drop on 5b
    // (５二金打).
    BoardUiExample mate =
        new BoardUiExample(Position.fromSfen("4k4/9/4P4/9/9/9/9/9/9 b G 1", Validation.TSUME));
    // The user picks up the gold from the hand: 79 empty squares, all legal for a gold.
    System.out.println("G* can go to " + mate.dropTargets(PieceType.GOLD).size() + " squares");
    mate.play(new Drop(PieceType.GOLD, Square.SQ52));
    System.out.println("G*5b: " + mate.status());
  }
}
