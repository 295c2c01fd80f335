package io.github.shogi4j.search.engine;

import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import java.util.ArrayList;
import java.util.List;

/**
 * Named test positions. The mate fixtures came from a random generator (tools.MateGen) and are
 * checked independently by {@link io.github.shogi4j.search.BruteMate} in the tests that use them;
 * each is also used with colors flipped, so gote's side is tested too.
 */
final class Fixtures {
  private Fixtures() {}

  static final List<String> MATE_IN_1 =
      List.of(
          "4k4/9/4P4/9/9/9/9/9/4K4 b G 1", // 頭金
          "6k1S/9/7+B1/9/9/9/9/9/4K4 b RN 1",
          "7kg/5n3/5G3/6R1s/9/9/9/9/4K4 b L 1",
          "k1s6/9/S8/9/9/9/9/9/4K4 b S 1",
          "6S2/8k/7sl/9/9/9/9/9/4K4 b GL 1",
          "2lk5/9/2G6/9/9/9/9/9/4K4 b GN 1",
          "k8/g8/+R8/R1n6/9/9/9/9/4K4 b BG 1");

  static final List<String> MATE_IN_3 =
      List.of(
          "8k/6p2/5R2l/9/9/6B2/9/9/4K4 b S 1",
          "6+B1k/9/8n/7g1/9/9/9/9/4K4 b RL 1",
          "8n/8k/9/8+B/9/9/9/9/4K4 b RP 1",
          "lg7/k8/N8/9/1+R7/9/9/9/4K4 b P 1",
          "1k7/1B7/1pnp5/9/+R8/9/9/9/4K4 b - 1",
          "7ks/5R3/9/9/5B3/9/9/9/4K4 b - 1",
          "9/8k/5+R3/6l1B/9/9/9/9/4K4 b SL 1",
          "8k/8l/9/6nB1/9/9/9/9/4K4 b RN 1");

  /** Each SFEN as given and with colors flipped (gote to move). */
  static List<Position> bothColors(List<String> sfens) {
    List<Position> out = new ArrayList<>();
    for (String s : sfens) {
      Position p = Position.fromSfen(s, Validation.LENIENT);
      out.add(p);
      out.add(p.toSetup().flip().validate(Validation.LENIENT));
    }
    return out;
  }
}
