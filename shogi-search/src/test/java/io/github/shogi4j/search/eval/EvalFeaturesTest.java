package io.github.shogi4j.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import java.io.StringReader;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The tuner's linear form of the standard evaluation equals the evaluation itself, for the shipped
 * parameters and for random ones; the parameters' text form reads back what it wrote and refuses
 * malformed text with its line.
 */
class EvalFeaturesTest {

  @Test
  void linearFormEqualsTheEvaluationUnderShippedAndRandomParameters() {
    SplittableRandom rng = new SplittableRandom(5);
    int[] random = new int[EvalParams.size()];
    for (int i = 0; i < random.length; i++) {
      random[i] = rng.nextInt(-300, 300);
    }
    StandardEval[] evaluators = {
      StandardEval.instance(),
      StandardEval.handMade(),
      StandardEval.of(EvalParams.of(random), "random")
    };
    qt().withFixedSeed(11)
        .withExamples(300)
        .forAll(ShogiGenerators.positions())
        .checkAssert(
            p -> {
              Board board = Board.of(p);
              int[] x = EvalFeatures.of(board);
              for (StandardEval e : evaluators) {
                assertEquals(
                    e.evaluate(board),
                    EvalFeatures.dot(x, e.params().toArray()),
                    e + " " + p.toSfen());
              }
            });
  }

  @Test
  void textFormReadsBackWhatItWrites() throws Exception {
    EvalParams p = StandardEval.instance().params();
    StandardEvaluator back =
        StandardEvaluator.fromParameters(new StringReader(p.toText()), "written");
    assertEquals(StandardEval.instance(), back);
    assertEquals("written", back.toString());
  }

  @Test
  void malformedTextIsRefusedWithItsLine() {
    String good = StandardEval.handMade().params().toText();
    String unknown = good + "kingside 3\n";
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> StandardEvaluator.fromParameters(new StringReader(unknown), "p.txt"));
    int line = good.split("\n").length + 1;
    assertTrue(e.getMessage().startsWith("p.txt:" + line + ": unknown section"), e.getMessage());
    String shortTempo = good.replace("tempo 20", "# comment\ntempo");
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> StandardEvaluator.fromParameters(new StringReader(shortTempo), "p.txt"));
    assertTrue(
        e.getMessage().contains(":" + line + ": section \"tempo\" takes 1 values, not 0"),
        e.getMessage());
    String missing = good.replace("camp 50\n", "");
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> StandardEvaluator.fromParameters(new StringReader(missing), "p.txt"));
    assertEquals("p.txt: section \"camp\" missing", e.getMessage());
    String notInt = good.replace("tempo 20", "tempo 2x");
    e =
        assertThrows(
            IllegalArgumentException.class,
            () -> StandardEvaluator.fromParameters(new StringReader(notInt), "p.txt"));
    assertTrue(
        e.getMessage().endsWith("value 1 of \"tempo\" is not an integer: 2x"), e.getMessage());
  }

  @Test
  void handMadeAndTunedAreDistinctEvaluators() {
    assertNotEquals(StandardEvaluator.handMade(), StandardEvaluator.instance());
    assertEquals("standard", StandardEvaluator.instance().toString());
  }
}
