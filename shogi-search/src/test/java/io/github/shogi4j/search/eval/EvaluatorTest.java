package io.github.shogi4j.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import io.github.shogi4j.search.Evaluator;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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

  /**
   * Swapping the colors (and the side to move) leaves a side-to-move evaluation unchanged, whatever
   * the standard evaluator's parameters.
   */
  @Test
  void evaluatorsAreColorSymmetric() {
    for (Evaluator e :
        new Evaluator[] {
          MaterialEvaluator.instance(),
          StandardEvaluator.instance(),
          StandardEval.of(EvalFeatures.randomParameters(7), "random")
        }) {
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

  /**
   * The standard evaluation folds the board's left half onto its right by the king's side: a
   * position and its mirror image evaluate the same when no king stands on the middle file,
   * whatever the parameters (with a king on the middle file, the places beside it are told apart).
   */
  @Test
  void standardEvaluationIsMirrorSymmetricAwayFromTheMiddleFile() {
    StandardEval e = StandardEval.of(EvalFeatures.randomParameters(8), "random");
    int[] checked = new int[1];
    qt().withFixedSeed(10)
        .withExamples(300)
        .forAll(ShogiGenerators.positions())
        .checkAssert(
            p -> {
              String sfen = p.toSfen();
              String[] f = sfen.split(" ");
              if (kingOnMiddleFile(f[0])) {
                return;
              }
              checked[0]++;
              Position mirrored =
                  Position.fromSfen(
                      mirror(f[0]) + sfen.substring(f[0].length()), Validation.LENIENT);
              assertEquals(e.evaluate(p), e.evaluate(mirrored), sfen);
            });
    assertTrue(checked[0] > 100, "positions checked: " + checked[0]);
  }

  /** Whether a king stands on the fifth file of an SFEN board. */
  private static boolean kingOnMiddleFile(String board) {
    for (String rank : board.split("/")) {
      String row = expand(rank);
      if (Character.toLowerCase(row.charAt(4)) == 'k') {
        return true;
      }
    }
    return false;
  }

  /** An SFEN board with each rank's squares in the reverse order (files 1-9 swapped with 9-1). */
  private static String mirror(String board) {
    StringBuilder out = new StringBuilder();
    for (String rank : board.split("/")) {
      if (out.length() > 0) {
        out.append('/');
      }
      List<String> squares = new ArrayList<>();
      for (int i = 0; i < rank.length(); i++) {
        char c = rank.charAt(i);
        if (Character.isDigit(c)) {
          squares.add(String.valueOf(c));
        } else if (c == '+') {
          squares.add("+" + rank.charAt(++i));
        } else {
          squares.add(String.valueOf(c));
        }
      }
      Collections.reverse(squares);
      squares.forEach(out::append);
    }
    return out.toString();
  }

  /** A rank of an SFEN board, one character a square ('.' empty, promotions dropped). */
  private static String expand(String rank) {
    StringBuilder row = new StringBuilder();
    for (int i = 0; i < rank.length(); i++) {
      char c = rank.charAt(i);
      if (Character.isDigit(c)) {
        row.append(".".repeat(c - '0'));
      } else if (c != '+') {
        row.append(c);
      }
    }
    return row.toString();
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
