package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.kif.replay.TreeWalk;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * A sequence of moves from some position, the main line of a record or a variation (変化), with its
 * ending if one was recorded.
 *
 * <p>Variations hang off the moves they replace ({@link RecordMove#variations()}). {@link
 * #endVariations()} are the alternatives at the end of this line: lines that start from the
 * position after its last move, recorded where this line has its ending (or nothing) instead of a
 * further move.
 *
 * <p>A value: immutable and thread-safe. Equality covers the moves, the ending and the alternatives
 * at every depth. Variations may nest as deep as a record is long: equality, hashing, {@link
 * #toString()} and the counts here walk the tree without recursion, so no depth overflows the
 * thread's stack.
 *
 * @param moves the moves, in order
 * @param ending how the line ends, when recorded
 * @param endVariations alternative lines from the position after the last move
 */
public record Line(List<RecordMove> moves, Optional<Ending> ending, List<Line> endVariations) {
  private static final Line EMPTY =
      new Line(ImmutableList.of(), Optional.empty(), ImmutableList.of());

  /**
   * Checks the fields and makes the lists immutable.
   *
   * @param moves the moves
   * @param ending the ending or empty
   * @param endVariations alternatives at the end
   */
  public Line {
    moves = ImmutableList.copyOf(moves);
    Preconditions.checkNotNull(ending, "ending");
    endVariations = ImmutableList.copyOf(endVariations);
  }

  /**
   * The line with no moves and no ending.
   *
   * @return the empty line
   */
  public static Line empty() {
    return EMPTY;
  }

  /**
   * A line of moves without ending or alternatives at its end.
   *
   * @param moves the moves
   * @return the line
   */
  public static Line of(List<RecordMove> moves) {
    return new Line(moves, Optional.empty(), ImmutableList.of());
  }

  /**
   * The number of moves.
   *
   * @return the size of {@link #moves()}
   */
  public int size() {
    return moves.size();
  }

  /**
   * This line with an ending.
   *
   * @param newEnding the ending, or empty
   * @return a copy
   */
  public Line withEnding(Optional<Ending> newEnding) {
    return new Line(moves, newEnding, endVariations);
  }

  /**
   * The number of variations anywhere below this line (each alternative line counts one, at any
   * depth). Walks the tree without recursion, as every method of this type does.
   *
   * @return the count
   */
  public int variationCount() {
    int[] n = {0};
    TreeWalk.depthFirst(
        this,
        l -> {
          List<Line> below = l.branches();
          n[0] += below.size();
          return below;
        });
    return n[0];
  }

  /**
   * How deep variations nest below this line: 0 for a line without variations, 1 when its
   * variations have none of their own, and so on.
   *
   * @return the deepest nesting
   */
  public int nestingDepth() {
    record At(Line line, int depth) {}
    int[] deepest = {0};
    TreeWalk.depthFirst(
        new At(this, 0),
        a -> {
          deepest[0] = Math.max(deepest[0], a.depth);
          List<Line> below = a.line.branches();
          List<At> next = new ArrayList<>(below.size());
          for (Line v : below) {
            next.add(new At(v, a.depth + 1));
          }
          return next;
        });
    return deepest[0];
  }

  /**
   * The variations directly below this line: those of each move in order, then those at its end.
   * Walk them with a stack of your own, not by recursion: they may nest as deep as the record is
   * long.
   *
   * @return an immutable list, empty when the line has no variation
   */
  public List<Line> branches() {
    ImmutableList.Builder<Line> out = null;
    for (RecordMove m : moves) {
      if (!m.variations().isEmpty()) {
        out = out == null ? ImmutableList.builder() : out;
        out.addAll(m.variations());
      }
    }
    return out == null ? endVariations : out.addAll(endVariations).build();
  }

  /**
   * Equality over the moves (each with its variations, at any depth), the ending and the
   * alternatives at the end, compared without recursion.
   *
   * @param o another object
   * @return whether it is a line with the same moves, ending and alternatives
   */
  @Override
  public boolean equals(Object o) {
    return o instanceof Line l && equal(List.of(this), List.of(l));
  }

  /**
   * A hash over what {@link #equals} compares, computed without recursion.
   *
   * @return the hash
   */
  @Override
  public int hashCode() {
    return hash(List.of(this));
  }

  /**
   * A short description: the number of moves, the ending and the number of variations below.
   *
   * @return the description
   */
  @Override
  public String toString() {
    return new ToStringBuilder("Line")
        .add("moves", moves.size())
        .add("ending", ending)
        .add("variations", variationCount())
        .toString();
  }

  /** Whether two lists of lines are equal, line by line at every depth. */
  static boolean equal(List<Line> a, List<Line> b) {
    if (a.size() != b.size()) {
      return false;
    }
    Deque<Line> left = new ArrayDeque<>(a);
    Deque<Line> right = new ArrayDeque<>(b);
    while (!left.isEmpty()) {
      Line x = left.pop();
      Line y = right.pop();
      if (x == y) {
        continue;
      }
      if (x.moves.size() != y.moves.size()
          || !x.ending.equals(y.ending)
          || x.endVariations.size() != y.endVariations.size()) {
        return false;
      }
      for (int i = 0; i < x.moves.size(); i++) {
        RecordMove mx = x.moves.get(i);
        RecordMove my = y.moves.get(i);
        if (!mx.equalsApartFromVariations(my) || mx.variations().size() != my.variations().size()) {
          return false;
        }
        left.addAll(mx.variations());
        right.addAll(my.variations());
      }
      left.addAll(x.endVariations);
      right.addAll(y.endVariations);
    }
    return true;
  }

  /** A hash of a list of lines consistent with {@link #equal}. */
  static int hash(List<Line> lines) {
    int[] h = {lines.size()};
    for (Line root : lines) {
      TreeWalk.depthFirst(
          root,
          l -> {
            int k = 31 * h[0] + l.moves.size();
            for (RecordMove m : l.moves) {
              k = 31 * (31 * k + m.hashApartFromVariations()) + m.variations().size();
            }
            h[0] = 31 * (31 * k + l.ending.hashCode()) + l.endVariations.size();
            return l.branches();
          });
    }
    return h[0];
  }
}
