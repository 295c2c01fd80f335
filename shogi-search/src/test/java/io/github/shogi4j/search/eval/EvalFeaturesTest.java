package io.github.shogi4j.search.eval;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import java.io.StringReader;
import org.junit.jupiter.api.Test;

/**
 * The tuner's linear form of the standard evaluation equals the evaluation itself, for the shipped
 * parameters and for random ones; the parameters' text form reads back what it wrote and refuses
 * malformed text with its line.
 */
class EvalFeaturesTest {

  @Test
  void linearFormEqualsTheEvaluationUnderShippedAndRandomParameters() {
    StandardEval[] evaluators = {
      StandardEval.instance(),
      StandardEval.handMade(),
      StandardEval.of(EvalFeatures.randomParameters(5), "random")
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
    int line = good.split("\n").length + 1;
    String m = refusal(good + "kingside 3\n");
    assertTrue(m.startsWith("p.txt:" + line + ": unknown section"), m);
    int tempoLine = java.util.Arrays.asList(good.split("\n")).indexOf("tempo 20") + 2;
    m = refusal(good.replace("tempo 20", "# comment\ntempo"));
    assertTrue(m.contains(":" + tempoLine + ": section \"tempo\" takes 1 values, not 0"), m);
    assertEquals("p.txt: section \"camp\" missing", refusal(good.replace("camp 50\n", "")));
    m = refusal(good.replaceFirst("(?m)^(own-king) 0", "$1 40000"));
    assertTrue(m.endsWith("value 1 of \"own-king\" beyond 16383: 40000"), m);
    m = refusal(good + pairsLine(-128));
    assertTrue(m.endsWith(":" + line + ": value 1 of \"king-pairs\" beyond 127: -128"), m);
    m = refusal(good.replace("tempo 20", "tempo 2x"));
    assertTrue(m.endsWith("value 1 of \"tempo\" is not an integer: 2x"), m);
  }

  @Test
  void sectionsByTheKingsSquareAndThePairsMayBeLeftOutAsZeros() throws Exception {
    String full = StandardEval.handMade().params().toText();
    assertTrue(full.contains("\nown-king-square 0 0 "), "written in full");
    assertFalse(full.contains("king-pairs"), "pairs all 0 are left out when written");
    String without = full.replaceAll("(?m)^(own|enemy)-king-square .*\n", "");
    assertEquals(
        StandardEval.handMade(),
        StandardEvaluator.fromParameters(new StringReader(without), "old.txt"));
    assertEquals(
        StandardEval.handMade(),
        StandardEvaluator.fromParameters(new StringReader(full + pairsLine(0)), "zeros.txt"));
    String withValue = full.replaceFirst("(?m)^(enemy-king-square) 0", "$1 5");
    assertNotEquals(
        StandardEval.handMade(),
        StandardEvaluator.fromParameters(new StringReader(withValue), "new.txt"));
    EvalParams withPair = EvalParams.parse(full + pairsLine(5), "pairs.txt");
    assertEquals(5, withPair.get(EvalParams.KING_PAIRS));
    assertTrue(withPair.toText().contains("\nking-pairs 5 0 "), "written when not all 0");
    assertEquals(withPair, EvalParams.parse(withPair.toText(), "again.txt"));
  }

  /** A line of the section king-pairs: its first value, then 0s. */
  private static String pairsLine(int first) {
    int n = EvalParams.PAIR_KEYS * (EvalParams.PAIR_KEYS - 1) / 2;
    return "king-pairs " + first + " 0".repeat(n - 1) + "\n";
  }

  @Test
  void eachPairBesideAKingHasItsOwnValue() {
    int keys = EvalParams.PAIR_KEYS;
    boolean[] seen = new boolean[EvalParams.size()];
    int count = 0;
    for (int a = 0; a < keys; a++) {
      for (int b = 0; b < a; b++) {
        int i = EvalParams.pair(a, b);
        assertEquals(i, EvalParams.pair(b, a));
        assertTrue(i >= EvalParams.KING_PAIRS && !seen[i], a + " " + b);
        seen[i] = true;
        count++;
      }
    }
    assertEquals(EvalParams.size(), EvalParams.KING_PAIRS + count, "the section ends the vector");
  }

  /** The message of the refusal of a parameter text named p.txt. */
  private static String refusal(String text) {
    return assertThrows(
            IllegalArgumentException.class,
            () -> StandardEvaluator.fromParameters(new StringReader(text), "p.txt"))
        .getMessage();
  }

  @Test
  void handMadeAndTunedAreDistinctEvaluators() {
    assertNotEquals(StandardEvaluator.handMade(), StandardEvaluator.instance());
    assertEquals("standard", StandardEvaluator.instance().toString());
  }
}
