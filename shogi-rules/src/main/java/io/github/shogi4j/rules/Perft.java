package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableMap;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import java.util.Map;

/**
 * Perft: the number of leaf nodes of the legal move tree to a given depth, the standard test of a
 * move generator. Counts the last ply in bulk (the number of legal moves, without playing them), on
 * the internal mutable board with make/unmake and a preallocated move stack.
 *
 * <p>Known counts (docs/rules.md, Perft): from the even start, depth 1 = 30, 2 = 900, 3 = 25,470, 4
 * = 719,731, 5 = 19,861,490, 6 = 547,581,517.
 *
 * <p>Stateless and thread-safe; each call works on its own copy of the position's board. Single
 * threaded: split the root moves with {@link #divide} to spread the work.
 */
public final class Perft {
  private Perft() {}

  /**
   * Counts the leaves.
   *
   * @param position the root
   * @param depth plies, 0 or more (0 counts the root itself)
   * @return the leaf count
   */
  public static long count(Position position, int depth) {
    Preconditions.checkArgument(depth >= 0, "depth %s is negative", depth);
    return board(position).perft(depth);
  }

  /**
   * Counts the leaves below each legal move of the root (a "divide"), the usual way to find where
   * two move generators disagree: compare the two divides, descend into the first root move whose
   * counts differ with {@code position.playUsi(move)} and {@code depth - 1}, and repeat.
   *
   * <p>The values sum to {@code count(position, depth)}; at depth 1 every value is 1.
   *
   * @param position the root
   * @param depth plies, 1 or more, including the root move
   * @return the count per root move, keyed by the move's USI text, in the order of {@link
   *     Position#legalMoves()}; empty when the root has no legal move
   * @throws IllegalArgumentException if depth is below 1
   */
  public static Map<String, Long> divide(Position position, int depth) {
    Preconditions.checkArgument(depth >= 1, "depth %s is below 1", depth);
    Board b = board(position);
    int[] buf = new int[Moves.MAX_LEGAL];
    int n = b.generateLegal(buf, 0);
    ImmutableMap.Builder<String, Long> out = ImmutableMap.builder();
    for (int i = 0; i < n; i++) {
      b.doMove(buf[i]);
      out.put(Moves.toUsi(buf[i]), b.perft(depth - 1));
      b.undoMove(buf[i]);
    }
    return out.build();
  }

  private static Board board(Position position) {
    return position.board().copy();
  }
}
