package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;

/**
 * A sequence of moves from some position, the main line of a record or a variation (変化), with
 * its ending if one was recorded.
 *
 * <p>Variations hang off the moves they replace ({@link RecordMove#variations()}).
 * {@link #endVariations()} are the alternatives at the end of this line: lines that start from the
 * position after its last move, recorded where this line has its ending (or nothing) instead of a
 * further move.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param moves the moves, in order
 * @param ending how the line ends, when recorded
 * @param endVariations alternative lines from the position after the last move
 */
public record Line(List<RecordMove> moves, Optional<Ending> ending, List<Line> endVariations) {
  private static final Line EMPTY = new Line(ImmutableList.of(), Optional.empty(), ImmutableList.of());

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
   * The number of variations anywhere below this line (each alternative line counts one,
   * recursively).
   *
   * @return the count
   */
  public int variationCount() {
    int n = 0;
    for (RecordMove m : moves) {
      for (Line v : m.variations()) {
        n += 1 + v.variationCount();
      }
    }
    for (Line v : endVariations) {
      n += 1 + v.variationCount();
    }
    return n;
  }
}
