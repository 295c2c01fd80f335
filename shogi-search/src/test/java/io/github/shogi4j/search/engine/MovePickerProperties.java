package io.github.shogi4j.search.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.Positions;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The move picker hands out every pseudo-legal move of a node once, and, told that only the quiet
 * moves that may give check are wanted, leaves out exactly the quiet moves it has not yet generated
 * that surely give no check.
 */
class MovePickerProperties {

  /**
   * The moves a picker hands out, telling it from the given pick on that only checks are wanted.
   */
  private static List<Integer> picked(MovePicker picker, int checksFrom, List<Integer> order) {
    List<Integer> out = new ArrayList<>();
    int i = 0;
    for (int m = picker.next(i >= checksFrom); m != 0; m = picker.next(i >= checksFrom)) {
      out.add(m);
      order.add(m);
      i++;
    }
    return out;
  }

  @Test
  void everyMoveOnceAndOnlyTheQuietMovesThatMayCheckWhenTold() {
    SplittableRandom rng = new SplittableRandom(310_000);
    int[] quietChecks = {0};
    RandomGames.checkPositions(
        310_000,
        1_500,
        p -> {
          if (p.isCheck()) {
            return; // a node in check prunes nothing by futility
          }
          Board b = Positions.board(p);
          int[] history = new int[MovePicker.HISTORY_SIZE];
          for (int i = 0; i < history.length; i++) {
            history[i] = rng.nextInt(4) == 0 ? rng.nextInt(50) : 0;
          }
          int[] buf = new int[2_000];
          int n = b.generatePseudo(buf, 0);
          List<Integer> pseudo = new ArrayList<>();
          for (int i = 0; i < n; i++) {
            pseudo.add(buf[i]);
          }
          int[] legal = new int[Moves.MAX_LEGAL];
          int l = b.generateLegal(legal, 0);
          int hash = l > 0 && rng.nextBoolean() ? legal[rng.nextInt(l)] : 0;
          MovePicker picker = new MovePicker(b, history);
          picker.init(hash, 0, 0);
          List<Integer> all = picked(picker, Integer.MAX_VALUE, new ArrayList<>());
          List<Integer> sortedAll = new ArrayList<>(all);
          Collections.sort(sortedAll);
          Collections.sort(pseudo);
          assertEquals(pseudo, sortedAll); // each pseudo-legal move once

          // told from the first move on: the quiet moves generated are only those that may give
          // check
          int noisy = 0;
          for (int m : all) {
            noisy += Moves.captured(m) != 0 || Moves.isPromote(m) || m == hash ? 1 : 0;
          }
          picker.init(hash, 0, 0);
          List<Integer> order = new ArrayList<>();
          List<Integer> some = picked(picker, 0, order);
          List<Integer> expected = new ArrayList<>();
          for (int m : all) {
            boolean quiet = Moves.captured(m) == 0 && !Moves.isPromote(m) && m != hash;
            if (!quiet || b.mayGiveCheck(m)) {
              expected.add(m);
            }
            if (quiet && b.isLegal(m) && b.givesCheck(m)) {
              assertTrue(some.contains(m), Moves.toUsi(m)); // a legal quiet check is never left out
              quietChecks[0]++;
            }
          }
          List<Integer> sortedSome = new ArrayList<>(some);
          Collections.sort(sortedSome);
          Collections.sort(expected);
          assertEquals(expected, sortedSome);
          assertEquals(all.subList(0, noisy), some.subList(0, noisy)); // the same noisy stage
        });
    assertTrue(quietChecks[0] > 500, "too few quiet checks: " + quietChecks[0]);
  }
}
