package io.github.shogi4j.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;

class MoveNotationTest {
  private static final Position START = Position.initial();
  private static final Move P76 = Move.of(Square.of(7, 7), Square.of(7, 6));

  private static Position after(String... usi) {
    Position p = START;
    for (String m : usi) {
      p = p.play(Move.parseUsi(m).orElseThrow());
    }
    return p;
  }

  private static Move usi(String text) {
    return Move.parseUsi(text).orElseThrow();
  }

  private static NotationException refused(Position p, String text, Optional<Move> previous) {
    return assertThrows(NotationException.class, () -> MoveNotation.parse(p, text, previous));
  }

  @Test
  void writesKifKi2AndCsa() {
    assertEquals("７六歩(77)", MoveNotation.kif(START, P76));
    assertEquals("▲７六歩", MoveNotation.ki2(START, P76));
    assertEquals("+7776FU", MoveNotation.csa(START, P76));
    Position gote = after("7g7f");
    Move p34 = usi("3c3d");
    assertEquals("３四歩(33)", MoveNotation.kif(gote, p34));
    assertEquals("△３四歩", MoveNotation.ki2(gote, p34));
    assertEquals("-3334FU", MoveNotation.csa(gote, p34));
    // the two golds that can reach ５八: the fewest modifiers, 右 and 左 from sente's side
    assertEquals("▲５八金右", MoveNotation.ki2(START, usi("4i5h")));
    assertEquals("▲５八金左", MoveNotation.ki2(START, usi("6i5h")));
    // a bishop that captures and promotes: CSA names the piece after the move (UM, 馬)
    Position open = after("7g7f", "3c3d");
    Move b22 = usi("8h2b+");
    assertEquals("２二角成(88)", MoveNotation.kif(open, b22));
    assertEquals("▲２二角成", MoveNotation.ki2(open, b22));
    assertEquals("+8822UM", MoveNotation.csa(open, b22));
    // 同: the previous move's destination
    Position recapture = after("7g7f", "3c3d", "8h2b+");
    Move s22 = usi("3a2b");
    assertEquals("同　銀(31)", MoveNotation.kif(recapture, s22, Optional.of(b22)));
    assertEquals("△同　銀", MoveNotation.ki2(recapture, s22, Optional.of(b22)));
    assertEquals("△２二銀", MoveNotation.ki2(recapture, s22));
    Position hand = recapture.play(s22);
    Move drop = Move.drop(PieceType.BISHOP, Square.of(5, 5));
    assertEquals("５五角打", MoveNotation.kif(hand, drop));
    assertEquals("▲５五角", MoveNotation.ki2(hand, drop)); // no board bishop: 打 not needed
    assertEquals("+0055KA", MoveNotation.csa(hand, drop));
  }

  @Test
  void parsesEveryNotationOfOneMove() {
    for (String text :
        List.of(
            "７六歩", "76歩", "７６歩", "７六歩(77)", "▲７六歩", "☗76歩", "+7776FU", "7776FU", "7g7f", " 7g7f\n",
            "　７六歩　")) {
      assertEquals(P76, MoveNotation.parse(START, text), text);
    }
    Position gote = after("7g7f");
    assertEquals(usi("3c3d"), MoveNotation.parse(gote, "△３四歩"));
    assertEquals(usi("3c3d"), MoveNotation.parse(gote, "-3334FU"));
    assertEquals(usi("4i5h"), MoveNotation.parse(START, "58金右"));
    assertEquals(usi("6i5h"), MoveNotation.parse(START, "５八金左"));
    assertEquals(usi("8h2b+"), MoveNotation.parse(after("7g7f", "3c3d"), "２二角成"));
    assertEquals(usi("8h2b+"), MoveNotation.parse(after("7g7f", "3c3d"), "+8822UM"));
  }

  @Test
  void 同MeansThePreviousMovesDestination() {
    Position p = after("7g7f", "3c3d", "8h2b+");
    Optional<Move> previous = Optional.of(usi("8h2b+"));
    for (String text : List.of("同銀", "同　銀", "△同 銀", "同銀(31)")) {
      assertEquals(usi("3a2b"), MoveNotation.parse(p, text, previous), text);
    }
    NotationException e = refused(p, "同銀", Optional.empty());
    assertEquals(NotationException.Kind.SYNTAX, e.kind());
    assertTrue(e.getMessage().contains("同"), e.getMessage());
  }

  @Test
  void aTextThatFitsSeveralMovesListsThem() {
    NotationException golds = refused(START, "58金", Optional.empty());
    assertEquals(NotationException.Kind.AMBIGUOUS, golds.kind());
    assertEquals(Set.of(usi("4i5h"), usi("6i5h")), Set.copyOf(golds.moves()));
    // a pawn that may promote or not: without 成 or 不成 both fit
    Position p = Position.fromSfen("4k4/9/9/7P1/9/9/9/9/4K4 b - 1");
    for (String text : List.of("２三歩", "２三歩(24)")) {
      NotationException open = refused(p, text, Optional.empty());
      assertEquals(NotationException.Kind.AMBIGUOUS, open.kind(), text);
      assertEquals(Set.of(usi("2d2c"), usi("2d2c+")), Set.copyOf(open.moves()), text);
    }
    assertEquals(usi("2d2c+"), MoveNotation.parse(p, "２三歩成"));
    assertEquals(usi("2d2c"), MoveNotation.parse(p, "２三歩不成"));
    assertEquals(usi("2d2c+"), MoveNotation.parse(p, "+2423TO"));
    assertEquals(usi("2d2c"), MoveNotation.parse(p, "+2423FU"));
    // where the pawn must promote, the text without 成 fits only the promotion
    Position last = Position.fromSfen("4k4/7P1/9/9/9/9/9/9/4K4 b - 1");
    assertEquals(usi("2b2a+"), MoveNotation.parse(last, "２一歩"));
  }

  @Test
  void aTextNoPieceCanPlayIsNoSuchMove() {
    NotationException bishop = refused(START, "５五角", Optional.empty());
    assertEquals(NotationException.Kind.NO_SUCH_MOVE, bishop.kind());
    assertTrue(bishop.moves().isEmpty());
    NotationException silver = refused(START, "７六銀(77)", Optional.empty());
    assertEquals(NotationException.Kind.NO_SUCH_MOVE, silver.kind());
    assertEquals(
        NotationException.Kind.NO_SUCH_MOVE, refused(START, "+7776GI", Optional.empty()).kind());
  }

  @Test
  void anIllegalMoveIsRefusedWithTheMoveAndTheRule() {
    // gote has taken a pawn; its own pawn stands on 5c: a pawn dropped on file 5 is 二歩
    Position p = after("7g7f", "3c3d", "7f7e", "3d3e", "7e7d", "7c7d", "2g2f");
    Move drop = Move.drop(PieceType.PAWN, Square.of(5, 5));
    for (String text : List.of("P*5e", "５五歩打", "５五歩", "-0055FU")) {
      NotationException e = refused(p, text, Optional.empty());
      assertEquals(NotationException.Kind.ILLEGAL, e.kind(), text);
      assertEquals(Optional.of(IllegalMoveReason.NIFU), e.illegalMoveReason(), text);
      assertEquals(List.of(drop), e.moves(), text);
    }
    NotationException jump = refused(START, "7g7e", Optional.empty());
    assertEquals(Optional.of(IllegalMoveReason.ILLEGAL_MOVEMENT), jump.illegalMoveReason());
    NotationException empty = refused(START, "5e5d", Optional.empty());
    assertEquals(Optional.of(IllegalMoveReason.NO_PIECE), empty.illegalMoveReason());
  }

  @Test
  void theMarkOfTheSideNotToMoveIsRefused() {
    for (String text : List.of("△７六歩", "-7776FU")) {
      assertEquals(
          NotationException.Kind.WRONG_SIDE, refused(START, text, Optional.empty()).kind(), text);
    }
  }

  @Test
  void textThatIsNoMoveIsASyntaxErrorAtItsOffset() {
    NotationException piece = refused(START, "７六X", Optional.empty());
    assertEquals(NotationException.Kind.SYNTAX, piece.kind());
    assertEquals(2, piece.offset());
    NotationException trailing = refused(START, " ７六歩？", Optional.empty());
    assertEquals(NotationException.Kind.SYNTAX, trailing.kind());
    assertEquals(4, trailing.offset());
    NotationException csa = refused(START, "+7776XX", Optional.empty());
    assertEquals(NotationException.Kind.SYNTAX, csa.kind());
    assertEquals(5, csa.offset());
    assertEquals(NotationException.Kind.SYNTAX, refused(START, "", Optional.empty()).kind());
  }

  /**
   * In the positions of random games, every legal move's KIF, KI2, CSA and USI text parses back to
   * the move.
   */
  @Test
  void everyWrittenMoveParsesBack() {
    RandomGames.check(
        20261206L,
        10,
        120,
        p -> {
          for (Move m : p.legalMoves()) {
            for (String text :
                List.of(
                    MoveNotation.kif(p, m),
                    MoveNotation.ki2(p, m),
                    MoveNotation.csa(p, m),
                    m.toUsi())) {
              assertEquals(m, MoveNotation.parse(p, text), () -> text + " in " + p);
            }
          }
        });
  }
}
