package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import org.junit.jupiter.api.Test;

class CsaMovesTest {
  private static final Position AFTER_TWO = Position.initial().playUsi("7g7f").playUsi("3c3d");

  @Test
  void readsAndWritesMovesPromotionsAndDrops() {
    assertEquals("7g7f", CsaMoves.parse("+7776FU", Position.initial()).toUsi());
    assertEquals("8h2b+", CsaMoves.parse("+8822UM", AFTER_TWO).toUsi());
    assertEquals("8h2b", CsaMoves.parse("+8822KA", AFTER_TWO).toUsi());
    Position withBishop = AFTER_TWO.playUsi("8h2b+").playUsi("3a2b");
    assertEquals("B*4e", CsaMoves.parse("+0045KA", withBishop).toUsi());
    for (String t : new String[] {"+0045KA"}) {
      assertEquals(t, CsaMoves.format(CsaMoves.parse(t, withBishop), withBishop));
    }
    assertEquals("+8822UM", CsaMoves.format(CsaMoves.parse("+8822UM", AFTER_TWO), AFTER_TWO));
    assertEquals(
        "-3334FU",
        CsaMoves.format(
            Position.initial().playUsi("7g7f").legalMoves().stream()
                .filter(m -> m.toUsi().equals("3c3d"))
                .findFirst()
                .orElseThrow(),
            Position.initial().playUsi("7g7f")));
  }

  @Test
  void refusesWhatIsNotALegalMoveAndSaysWhy() {
    Position p = Position.initial();
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CsaMoves.parse("-3334FU", p))
            .getMessage()
            .contains("sente (+) is to move"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CsaMoves.parse("+5554FU", p))
            .getMessage()
            .contains("no sente (+) piece on 55"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CsaMoves.parse("+7776KI", p))
            .getMessage()
            .contains("cannot become KI"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CsaMoves.parse("+7775FU", p))
            .getMessage()
            .contains("illegal"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CsaMoves.parse("+7776XX", p))
            .getMessage()
            .contains("unknown piece"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CsaMoves.parse("+7076FU", p))
            .getMessage()
            .contains("not a square"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> CsaMoves.parse("7776FU", p))
            .getMessage()
            .contains("not a CSA move"));
  }
}
