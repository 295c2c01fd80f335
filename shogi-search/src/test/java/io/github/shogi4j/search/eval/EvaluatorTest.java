package io.github.shogi4j.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import io.github.shogi4j.search.Evaluator;
import org.junit.jupiter.api.Test;

class EvaluatorTest {

  @Test
  void pieceValuesAreTheSeedGames() {
    int[] expected = {100, 350, 450, 550, 950, 1100, 600};
    PieceType[] kinds = {
      PieceType.PAWN,
      PieceType.LANCE,
      PieceType.KNIGHT,
      PieceType.SILVER,
      PieceType.BISHOP,
      PieceType.ROOK,
      PieceType.GOLD
    };
    for (int i = 0; i < kinds.length; i++) {
      assertEquals(expected[i], PieceValues.of(kinds[i]), kinds[i].name());
    }
    for (PieceType t :
        new PieceType[] {
          PieceType.PRO_PAWN, PieceType.PRO_LANCE, PieceType.PRO_KNIGHT, PieceType.PRO_SILVER
        }) {
      assertEquals(600, PieceValues.of(t), t.name());
    }
    assertTrue(PieceValues.of(PieceType.HORSE) > PieceValues.of(PieceType.BISHOP));
    assertTrue(PieceValues.of(PieceType.DRAGON) > PieceValues.of(PieceType.ROOK));
  }

  @Test
  void materialCountsBoardAndHand() {
    Evaluator e = MaterialEvaluator.instance();
    assertEquals(0, e.evaluate(Position.initial()));
    // sente has a rook in hand, gote a pawn on the board: 1100 - 100 from sente's view
    Position p = Position.fromSfen("4k4/9/4p4/9/9/9/9/9/4K4 b R 1");
    assertEquals(1000, e.evaluate(p));
    Position q = Position.fromSfen("4k4/9/4p4/9/9/9/9/9/4K4 w R 1");
    assertEquals(-1000, e.evaluate(q));
    assertEquals(600 - 550, e.evaluate(Position.fromSfen("4k4/9/9/9/9/9/9/4+S4/4K4 b s 1")));
  }

  /** Swapping the colors (and the side to move) leaves a side-to-move evaluation unchanged. */
  @Test
  void bothEvaluatorsAreColorSymmetric() {
    for (Evaluator e :
        new Evaluator[] {MaterialEvaluator.instance(), StandardEvaluator.instance()}) {
      qt().withFixedSeed(9)
          .withExamples(150)
          .forAll(ShogiGenerators.positions())
          .checkAssert(
              p -> {
                Position flipped = p.toSetup().flip().validate(Validation.LENIENT);
                assertEquals(e.evaluate(p), e.evaluate(flipped), p::toSfen);
              });
    }
  }

  @Test
  void standardValuesACastledKingAndHandPieces() {
    Evaluator e = StandardEvaluator.instance();
    // the same material, the gold beside its king or far away
    int near = e.evaluate(Position.fromSfen("4k4/9/9/9/9/9/9/4G4/4K4 b - 1"));
    int far = e.evaluate(Position.fromSfen("4k4/9/9/9/9/G8/9/9/4K4 b - 1"));
    assertTrue(near > far, near + " vs " + far);
    // a piece in hand is worth at least its material value
    int inHand = e.evaluate(Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b S 1"));
    int none = e.evaluate(Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b - 1"));
    assertTrue(inHand - none >= 550, (inHand - none) + "");
  }
}
