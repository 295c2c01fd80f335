package io.github.shogi4j.search;

import io.github.shogi4j.rules.Position;
import java.util.List;

/**
 * The game-level sennichite rule (千日手), counted plainly over a list of positions, for tests and
 * self-play (until the rules module's {@code Game} is on main).
 */
public final class Repetitions {
  private Repetitions() {}

  /** The last position has not occurred four times. */
  public static final int NONE = 2;
  /** A fourth occurrence: a draw. */
  public static final int DRAW = 0;
  /** A fourth occurrence, the side that made the last move gave check throughout: it loses. */
  public static final int MOVER_PERPETUAL = 1;
  /** A fourth occurrence, the other side gave check throughout: it loses. */
  public static final int OTHER_PERPETUAL = -1;

  /**
   * Classifies the end of a game.
   *
   * @param game every position from the start
   * @return one of the constants of this class
   */
  public static int classify(List<Position> game) {
    Position last = game.get(game.size() - 1);
    int first = -1;
    int count = 0;
    for (int i = 0; i < game.size(); i++) {
      if (game.get(i).equals(last)) {
        count++;
        if (first < 0) {
          first = i;
        }
      }
    }
    if (count < 4) {
      return NONE;
    }
    int n = game.size() - 1;
    boolean moverChecked = true;
    boolean otherChecked = true;
    for (int i = first + 1; i <= n; i++) {
      if ((n - i) % 2 == 0) {
        moverChecked &= game.get(i).isCheck();
      } else {
        otherChecked &= game.get(i).isCheck();
      }
    }
    return moverChecked == otherChecked ? DRAW : moverChecked ? MOVER_PERPETUAL : OTHER_PERPETUAL;
  }
}
