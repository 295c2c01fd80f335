package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogi4j.rules.testkit.RandomPositions;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * {@link Position} is thread-safe: threads that query the same positions at the same time get the
 * answers one thread gets alone.
 */
class PositionConcurrencyTest {
  private static final int POSITIONS = 400;
  private static final int THREADS = 4;

  /** Everything a query-only user may ask of a position, as one text (moves with their answers). */
  private static String answers(Position p) {
    StringBuilder sb = new StringBuilder();
    sb.append(p.isCheck()).append(' ').append(p.checkers()).append(' ').append(p.isCheckmate());
    sb.append(' ').append(p.legalMoveCount()).append(' ').append(p.legalMoves());
    // The legal moves, their promotion flipped, the opponent's and random ones, always the same.
    for (Move m : PositionProperties.candidates(p, new SplittableRandom(p.zobristKey()))) {
      sb.append(' ')
          .append(m.toUsi())
          .append('=')
          .append(p.isLegal(m))
          .append('/')
          .append(p.whyIllegal(m));
      if (p.isLegal(m)) {
        sb.append('/').append(p.givesCheck(m));
      }
    }
    return sb.toString();
  }

  @Test
  void threadsQueryingSharedPositionsGetTheSingleThreadedAnswers() throws Exception {
    List<String> expected = new ArrayList<>();
    List<Position> shared = new ArrayList<>();
    for (int i = 0; i < POSITIONS; i++) {
      Position p = RandomPositions.of(9_000 + i);
      expected.add(answers(Position.fromSfen(p.toSfen(), Validation.LENIENT)));
      shared.add(Position.fromSfen(p.toSfen(), Validation.LENIENT)); // fresh: nothing cached yet
    }
    CyclicBarrier start = new CyclicBarrier(THREADS);
    ExecutorService pool = Executors.newFixedThreadPool(THREADS);
    try {
      List<Future<List<String>>> results = new ArrayList<>();
      for (int t = 0; t < THREADS; t++) {
        results.add(
            pool.submit(
                () -> {
                  start.await();
                  List<String> got = new ArrayList<>();
                  for (Position p :
                      shared) { // all in the same order: they meet on the same positions
                    got.add(answers(p));
                  }
                  return got;
                }));
      }
      for (Future<List<String>> f : results) {
        List<String> got = f.get(2, TimeUnit.MINUTES);
        for (int i = 0; i < POSITIONS; i++) {
          String want = expected.get(i);
          String was = got.get(i);
          if (!want.equals(was)) {
            int at = 0;
            while (at < Math.min(want.length(), was.length())
                && want.charAt(at) == was.charAt(at)) {
              at++;
            }
            int from = Math.max(0, at - 40);
            fail(
                shared.get(i).toSfen()
                    + ": the answers differ from character "
                    + at
                    + ": expected ..."
                    + want.substring(from, Math.min(want.length(), at + 40))
                    + "... but was ..."
                    + was.substring(from, Math.min(was.length(), at + 40))
                    + "...");
          }
        }
      }
    } finally {
      pool.shutdownNow();
    }
  }
}
