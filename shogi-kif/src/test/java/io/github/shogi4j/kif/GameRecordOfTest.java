package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.Validation;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** {@link GameRecord#of(io.github.shogi4j.rules.Game)}: a game of the rules API as a record. */
class GameRecordOfTest {

  private static Game play(Position start, String... usi) {
    Game g = Game.start(start, Rules.JSA);
    for (String m : usi) {
      g = g.playUsi(m);
    }
    return g;
  }

  private static List<String> usi(GameRecord r) {
    return r.moves().stream().map(m -> m.move().toUsi()).toList();
  }

  @Test
  void aResignedEvenGameIsWrittenAndReadBackInEveryFormat() {
    Game g = play(Position.initial(), "7g7f", "3c3d", "8h2b+").resign();
    GameRecord r = GameRecord.of(g);
    assertEquals(StartPosition.even(), r.start());
    assertEquals(List.of("7g7f", "3c3d", "8h2b+"), usi(r));
    assertEquals(EndingKind.RESIGNATION, r.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Termination.RESIGNATION)), r.result());
    assertTrue(r.headers().isEmpty());
    for (KifuFormat f :
        List.of(KifuFormat.KIF, KifuFormat.KI2, KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI)) {
      GameRecord back = Kifu.parseRecord(Kifu.toText(r, f), f);
      assertEquals(usi(r), usi(back), f.toString());
      assertEquals(r.result(), back.result(), f.toString());
    }
  }

  @Test
  void aHandicapStartIsNamedAndACustomStartIsKeptAsAPosition() {
    GameRecord bishop = GameRecord.of(play(Handicap.BISHOP.position(), "5a4b"));
    assertEquals(Optional.of(Handicap.BISHOP), bishop.start().standardHandicap());
    assertTrue(Kifu.toText(bishop, KifuFormat.KIF).contains("手合割：角落ち"));

    Position tsume = Position.fromSfen("4k4/9/4P4/9/9/9/9/9/9 b G 1", Validation.TSUME);
    GameRecord mate = GameRecord.of(play(tsume, "G*5b"));
    assertEquals(Optional.empty(), mate.start().standardHandicap());
    assertEquals(tsume.toSfen(), mate.start().position().toSfen());
    assertEquals(EndingKind.CHECKMATE, mate.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Termination.CHECKMATE)), mate.result());
  }

  @Test
  void anIllegalMoveForfeitIsTheEndingAndMovesPastTheEndLeaveTheResultOnly() {
    GameRecord forfeit =
        GameRecord.of(
            play(Position.initial(), "7g7f")
                .forfeitByIllegalMove(Move.of(Square.SQ33, Square.SQ35)));
    assertEquals(1, forfeit.moves().size(), "the illegal move is not in the history");
    assertEquals(EndingKind.ILLEGAL_MOVE, forfeit.mainLine().ending().orElseThrow().kind());
    assertEquals(Optional.of(Color.SENTE), forfeit.result().orElseThrow().winner());

    Game past =
        play(Position.initial(), "7g7f").resign().playPastEnd(Move.of(Square.SQ33, Square.SQ34));
    GameRecord r = GameRecord.of(past);
    assertEquals(2, r.moves().size());
    assertEquals(Optional.empty(), r.mainLine().ending(), "no ending after a move past it");
    assertEquals(Optional.of(Outcome.win(Color.SENTE, Termination.RESIGNATION)), r.result());
  }
}
