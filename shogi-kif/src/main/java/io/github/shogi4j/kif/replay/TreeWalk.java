package io.github.shogi4j.kif.replay;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.function.Function;

/**
 * Depth-first walks of a record's move tree without recursion: variations (変化) may nest as deep as
 * the input is long, far deeper than a thread's stack holds frames, so every walk of the tree keeps
 * its pending work on the heap.
 *
 * <p>Internal to this module (the package is not exported). Stateless and thread-safe.
 */
public final class TreeWalk {
  private TreeWalk() {}

  /**
   * Visits {@code root}, then the nodes its visit returns, in order, each with the whole of its own
   * subtree before the next one: the order of a recursive pre-order walk. A visit may return work
   * still to do on its own node (a step that continues a line after the variations it returns
   * before it) as one more node.
   *
   * @param root the first node
   * @param visit does the work of a node and returns the nodes to walk next, in order
   * @param <T> the kind of node
   */
  public static <T> void depthFirst(
      T root, Function<? super T, ? extends List<? extends T>> visit) {
    Deque<Iterator<? extends T>> pending = new ArrayDeque<>();
    pending.push(visit.apply(root).iterator());
    while (!pending.isEmpty()) {
      Iterator<? extends T> next = pending.peek();
      if (!next.hasNext()) {
        pending.pop();
        continue;
      }
      List<? extends T> children = visit.apply(next.next());
      if (!children.isEmpty()) {
        pending.push(children.iterator());
      }
    }
  }
}
