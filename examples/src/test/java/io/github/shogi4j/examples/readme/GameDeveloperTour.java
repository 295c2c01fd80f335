package io.github.shogi4j.examples.readme;

// README:begin imports
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
import java.util.List;
import java.util.Optional;

// README:end imports

/**
 * The game developer's tour of the README, compiled and run by {@link ReadmeToursTest}; {@link
 * ReadmeSnippetsTest} checks that the README quotes it exactly.
 */
final class GameDeveloperTour {
  private GameDeveloperTour() {}

  // README:begin body
  static Game tour() {
    Game game = Game.start(Position.initial(), Rules.JSA); // or Handicap.BISHOP.position()
    Square from = Square.SQ77; // the square the user touched
    List<BoardMove> fromHere = game.position().legalMovesFrom(from); // squares to highlight: 7f
    List<Drop> drops = game.position().legalDrops(PieceType.PAWN); // no 二歩, no 打ち歩詰め
    Square to = fromHere.get(0).to(); // where the user let go
    boolean askPromotion = game.position().legalMoves(from, to).size() == 2; // 成りますか?
    Move m = askPromotion ? Move.promoting(from, to) : Move.of(from, to);
    Optional<IllegalMoveReason> why = game.position().whyIllegal(m); // NIFU, UCHIFUZUME, ...
    if (why.isEmpty()) {
      game = game.play(m); // and sees mate, 千日手
    }
    game = game.undo(); // 待った
    game = game.playUsi("7g7f").playUsi("3c3d");
    boolean check = game.position().isCheck();
    // empty while the game goes on, e.g. Outcome[winner=SENTE, CHECKMATE] after a mate
    Optional<Outcome> outcome = game.outcome();
    return game;
  }
  // README:end body
}
