package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.RepetitionTable;
import io.github.shogi4j.rules.internal.RepetitionTable.Result;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The search-grade {@link RepetitionTable}, driven by make/unmake along random games biased toward
 * repetitions, agrees at every ply with a definition computed from the positions' SFEN.
 */
class RepetitionTableProperties {

  /** What the search-grade check must answer for the last position of {@code ps}. */
  static Result expected(List<Position> ps, int maxDistance) {
    int top = ps.size() - 1;
    Position now = ps.get(top);
    String board = boardPart(now);
    for (int d = 4; d <= Math.min(maxDistance, top); d += 2) {
      Position then = ps.get(top - d);
      if (!boardPart(then).equals(board) || then.sideToMove() != now.sideToMove()) {
        continue;
      }
      Color us = now.sideToMove();
      if (then.hand(us).equals(now.hand(us))
          && then.hand(us.opposite()).equals(now.hand(us.opposite()))) {
        boolean theyChecked = true;
        boolean weChecked = true;
        for (int j = top - d + 1; j <= top; j++) {
          Color mover = ps.get(j - 1).sideToMove();
          if (!ps.get(j).isCheck()) {
            if (mover == us) {
              weChecked = false;
            } else {
              theyChecked = false;
            }
          }
        }
        return theyChecked && !weChecked
            ? Result.WIN
            : weChecked && !theyChecked ? Result.LOSS : Result.DRAW;
      }
      if (now.hand(us).containsAll(then.hand(us))) {
        return Result.SUPERIOR;
      }
      if (then.hand(us).containsAll(now.hand(us))) {
        return Result.INFERIOR;
      }
    }
    return Result.NONE;
  }

  private static String boardPart(Position p) {
    return p.toSfen().split(" ")[0];
  }

  @Test
  void probeAgreesWithTheDefinitionAlongMakeAndUnmake() {
    Map<Result, Integer> seen = new EnumMap<>(Result.class);
    List<Position> starts =
        List.of(
            Position.initial(),
            Position.fromSfen("9/9/9/8l/8k/7R1/8p/9/4K2L1 b - 1", Validation.LENIENT),
            Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b RBrb 1", Validation.LENIENT),
            Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b 2P2p 1", Validation.LENIENT));
    for (long seed = 1; seed <= 80; seed++) {
      RandomGame rg =
          GameProperties.biasedGame(seed, starts.get((int) (seed % starts.size())), 120);
      List<Position> ps = rg.positions();
      int history = (int) (seed % 7);
      RepetitionTable t = RepetitionTable.of(ps.subList(0, Math.min(history + 1, ps.size())));
      Board b = Board.of(ps.get(Math.min(history, ps.size() - 1)));
      int maxDistance = seed % 3 == 0 ? 16 : Integer.MAX_VALUE;
      int[] done = new int[rg.moves().size()];
      for (int i = history; i < rg.moves().size(); i++) {
        int m = b.complete(rg.moves().get(i));
        b.doMove(m);
        done[i] = m;
        t.push(b);
        Result want = expected(ps.subList(0, i + 2), maxDistance);
        Result got = t.probe(maxDistance);
        if (want != got) {
          throw RandomGames.failure(
              rg, i + 1, ps.get(i + 1), new AssertionError("probe " + got + ", expected " + want));
        }
        seen.merge(got, 1, Integer::sum);
      }
      // Unmake everything: the table shrinks back with the board.
      for (int i = rg.moves().size() - 1; i >= history; i--) {
        b.undoMove(done[i]);
        t.pop();
      }
      assertEquals(Math.min(history + 1, ps.size()), t.size());
      assertEquals(ps.get(Math.min(history, ps.size() - 1)).zobristKey(), b.key());
    }
    for (Result r : Result.values()) {
      assertTrue(seen.getOrDefault(r, 0) > 0, "no probe answered " + r + ": " + seen);
    }
  }
}
