package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** USI move text: parsing, formatting and refusal of what is not a move. */
class UsiMoveTest {

  @Test
  void boardMovesDropsAndPromotions() {
    assertEquals(Optional.of(Move.of(Square.of(7, 7), Square.of(7, 6))), Move.parseUsi("7g7f"));
    assertEquals(
        Optional.of(Move.promoting(Square.of(8, 8), Square.of(2, 2))), Move.parseUsi("8h2b+"));
    assertEquals(Optional.of(Move.drop(PieceType.PAWN, Square.of(5, 5))), Move.parseUsi("P*5e"));
    assertEquals(Optional.of(Move.drop(PieceType.GOLD, Square.of(1, 9))), Move.parseUsi("G*1i"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"7g7f", "8h2b+", "P*5e", "R*9a", "1i9a", "9a1i+"})
  void formatIsTheInverseOfParse(String usi) {
    assertEquals(usi, Move.parseUsi(usi).orElseThrow().toUsi());
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "", "7g", "7g7g", "7g7j", "0a1a", "7g7f=", "7g7f++", "p*5e", "K*5e", "+P*5e", "P*5j", "P5e",
        "resign", "win", "pass", "0000", "7G7F", " 7g7f"
      })
  void textThatIsNotAMoveIsRefused(String text) {
    assertEquals(Optional.empty(), Move.parseUsi(text));
  }

  @Test
  void playUsiRefusesNonMovesAndIllegalMoves() {
    assertThrows(IllegalArgumentException.class, () -> Position.initial().playUsi("7g7"));
    IllegalMoveException e =
        assertThrows(IllegalMoveException.class, () -> Position.initial().playUsi("7g7e"));
    assertEquals(IllegalMoveReason.ILLEGAL_MOVEMENT, e.reason());
    assertEquals(Position.initial(), e.position());
  }
}
