package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Validation;
import org.junit.jupiter.api.Test;

class StartPositionTest {
  @Test
  void standardStartsAnswerAsTheirSetupsWould() {
    for (Handicap h : Handicap.values()) {
      StartPosition sp = StartPosition.of(h);
      Setup parsed = Sfen.parse(h.sfen());
      assertEquals(parsed, sp.setup(), h.toString());
      assertEquals(parsed.validate(Validation.LENIENT), sp.position(), h.toString());
      assertEquals(parsed.validate(Validation.LENIENT).toSfen(), sp.position().toSfen());
      for (Validation v : Validation.values()) {
        assertEquals(parsed.problems(v), sp.problems(v), h + " " + v);
      }
      assertSame(sp, StartPosition.of(h), "standard starts are shared");
    }
  }

  @Test
  void aStandardSetupWithAnotherMoveNumberIsNotTakenForTheSharedOne() {
    Setup later = Sfen.parse(Handicap.EVEN.sfen()).toBuilder().moveNumber(5).build();
    StartPosition sp = new StartPosition(later, java.util.Optional.of(Handicap.EVEN));
    assertEquals(5, sp.position().moveNumber());
    assertEquals(later.problems(Validation.STRICT), sp.problems(Validation.STRICT));
  }
}
