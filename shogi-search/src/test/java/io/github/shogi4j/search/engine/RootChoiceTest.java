package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The easy level's model of human mistakes, on given scores. */
class RootChoiceTest {
  private static final int T = 120;
  private static final int MARGIN = 600;
  private static final int SEEDS = 20_000;

  /** Moves 11 to 15 with the given scores: how often each index is chosen over many seeds. */
  private static int[] counts(int[] scores) {
    int[] moves = new int[scores.length];
    for (int i = 0; i < moves.length; i++) {
      moves[i] = 11 + i;
    }
    int[] counts = new int[scores.length];
    for (long seed = 0; seed < SEEDS; seed++) {
      counts[RootChoice.choose(moves, scores, scores.length, T, MARGIN, seed)]++;
    }
    return counts;
  }

  @Test
  void aSlightlyWorseMoveIsChosenOftenAMuchWorseOneRarelyAndABlunderNever() {
    int[] c = counts(new int[] {-50, 0, -300, -1250, -120});
    // index 1 is the best, then 0 (-50), 4 (-120), 2 (-300); 3 loses a rook
    assertTrue(c[1] > c[0] && c[0] > c[4] && c[4] > c[2], () -> java.util.Arrays.toString(c));
    assertEquals(0, c[3], "a move a rook worse than the best is never chosen");
    // the softmax: exp(0), exp(-50/120), exp(-1), exp(-2.5); the best about 43% of the time
    double z = 1 + Math.exp(-50.0 / T) + Math.exp(-1) + Math.exp(-2.5);
    assertEquals(SEEDS / z, c[1], SEEDS * 0.02, () -> java.util.Arrays.toString(c));
    assertEquals(
        SEEDS * Math.exp(-2.5) / z, c[2], SEEDS * 0.02, () -> java.util.Arrays.toString(c));
  }

  @Test
  void aForcedWinIsAlwaysTaken() {
    int win = SearchWorker.MATE - 3;
    int[] c = counts(new int[] {10, win, 0, SearchWorker.MATE - 1, 5});
    assertEquals(SEEDS, c[3], "the shortest mate");
  }

  @Test
  void aMoveThatLosesByForceIsNeverChosenOverOneThatDoesNot() {
    // mated after the reply, a loss by perpetual check, and a position 300 below an even one
    int[] c =
        counts(
            new int[] {-(SearchWorker.MATE - 2), -SearchWorker.REPETITION_WIN, -24_900, -24_600});
    assertEquals(0, c[0]);
    assertEquals(0, c[1]);
    assertTrue(c[3] > c[2] && c[2] > 0, () -> java.util.Arrays.toString(c));
    // when every move loses, the longest resistance
    assertEquals(SEEDS, counts(new int[] {-(SearchWorker.MATE - 2), -(SearchWorker.MATE - 6)})[1]);
  }

  @Test
  void theChoiceDependsOnTheSeedAndTheScoresNotOnTheOrderOfTheMoves() {
    int[] moves = {101, 202, 303, 404};
    int[] scores = {0, -40, -80, -20};
    int[] reversedMoves = {404, 303, 202, 101};
    int[] reversedScores = {-20, -80, -40, 0};
    for (long seed = 0; seed < 200; seed++) {
      int a = moves[RootChoice.choose(moves, scores, 4, T, MARGIN, seed)];
      assertEquals(a, moves[RootChoice.choose(moves, scores, 4, T, MARGIN, seed)]);
      assertEquals(
          a, reversedMoves[RootChoice.choose(reversedMoves, reversedScores, 4, T, MARGIN, seed)]);
    }
  }
}
