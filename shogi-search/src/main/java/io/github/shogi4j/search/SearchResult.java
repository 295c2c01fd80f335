package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Move;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * What a search decided, one of three: {@link Play} a move (with the reply it expects, to ponder
 * on, and the lines behind it), {@link Resign} (投了), or {@link DeclareWin} by the entering-king
 * rule (入玉宣言勝ち). Callers tell them apart with {@code instanceof}:
 *
 * <pre>{@code
 * if (result instanceof SearchResult.Play p) {
 *   game = game.play(p.move());
 * } else if (result instanceof SearchResult.Resign) {
 *   ... // 投了
 * } else {
 *   ... // 入玉宣言
 * }
 * }</pre>
 *
 * <p>Immutable and thread-safe.
 */
public sealed interface SearchResult
    permits SearchResult.Play, SearchResult.Resign, SearchResult.DeclareWin {

  /**
   * The nodes searched.
   *
   * @return 0 or more
   */
  long nodes();

  /**
   * The time spent.
   *
   * @return a duration, not negative
   */
  Duration time();

  /**
   * The decision as USI's {@code bestmove} argument.
   *
   * @return the move in USI (for example {@code "7g7f"}), {@code "resign"} or {@code "win"}
   */
  String toUsi();

  /**
   * Play a move.
   *
   * <p>Immutable and thread-safe.
   *
   * @param move the move to play
   * @param ponder the expected reply, to think on during the opponent's time (先読み), when known
   * @param lines every line searched, best first (複数読み筋, USI {@code MultiPV}); the first starts
   *     with {@code move} and gives its score, variation (読み筋) and depth
   * @param selDepth the deepest ply reached
   * @param nodes nodes searched
   * @param time time spent
   */
  record Play(
      Move move, Optional<Move> ponder, List<PvLine> lines, int selDepth, long nodes, Duration time)
      implements SearchResult {

    /**
     * Checks that the lines agree with the move and copies them.
     *
     * @param move the move
     * @param ponder the expected reply
     * @param lines the lines, ranked 1, 2, ...
     * @param selDepth selective depth
     * @param nodes nodes
     * @param time time
     * @throws IllegalArgumentException if there is no line, the first line does not start with the
     *     move, the lines are not ranked 1, 2, ..., or a figure is negative
     */
    public Play {
      Preconditions.checkNotNull(move, "move");
      Preconditions.checkNotNull(ponder, "ponder");
      lines = ImmutableList.copyOf(lines);
      Preconditions.checkArgument(
          !lines.isEmpty() && !lines.get(0).pv().isEmpty() && lines.get(0).pv().get(0).equals(move),
          "the first line must start with the move %s: %s",
          move,
          lines);
      for (int i = 0; i < lines.size(); i++) {
        Preconditions.checkArgument(
            lines.get(i).multiPv() == i + 1, "line %s is ranked %s", i + 1, lines.get(i).multiPv());
      }
      Preconditions.checkArgument(selDepth >= 0, "negative seldepth: %s", selDepth);
      checkFigures(nodes, time);
    }

    /**
     * A move with one line; the ponder move is the variation's second move when there is one.
     *
     * @param line the line, ranked 1, starting with the move
     * @param selDepth the deepest ply reached; at least the line's depth is reported
     * @param nodes nodes searched
     * @param time time spent
     * @return the result
     */
    public static Play of(PvLine line, int selDepth, long nodes, Duration time) {
      return of(List.of(line), selDepth, nodes, time);
    }

    /**
     * A move with several lines: the first gives the move, its score and variation; the ponder move
     * is the variation's second move when there is one.
     *
     * @param lines the lines, best first, each with its first move; at least one
     * @param selDepth the deepest ply reached; at least the first line's depth is reported
     * @param nodes nodes searched
     * @param time time spent
     * @return the result
     * @throws IllegalArgumentException if there is no line or the first has no move
     */
    public static Play of(List<PvLine> lines, int selDepth, long nodes, Duration time) {
      Preconditions.checkArgument(
          !lines.isEmpty() && !lines.get(0).pv().isEmpty(),
          "a move needs a first line with a move: %s",
          lines);
      PvLine best = lines.get(0);
      List<Move> pv = best.pv();
      Optional<Move> ponder = pv.size() >= 2 ? Optional.of(pv.get(1)) : Optional.empty();
      return new Play(pv.get(0), ponder, lines, Math.max(selDepth, best.depth()), nodes, time);
    }

    /**
     * The best line: the move's score, bound, depth and variation.
     *
     * @return the first line
     */
    public PvLine line() {
      return lines.get(0);
    }

    /**
     * The move's score.
     *
     * @return the first line's score
     */
    public PovScore score() {
      return line().score();
    }

    /**
     * The principal variation (読み筋).
     *
     * @return the first line's variation, starting with the move
     */
    public List<Move> pv() {
      return line().pv();
    }

    /**
     * The nominal depth of the last completed iteration.
     *
     * @return the first line's depth, in plies
     */
    public int depth() {
      return line().depth();
    }

    @Override
    public String toUsi() {
      return move.toUsi();
    }

    @Override
    public String toString() {
      return new ToStringBuilder("Play")
          .add("move", move)
          .add("ponder", ponder)
          .add("lines", lines)
          .add("selDepth", selDepth)
          .add("nodes", nodes)
          .add("time", time)
          .toString();
    }
  }

  /**
   * Resign (投了): there is no legal move, or the searcher gives up.
   *
   * <p>Immutable and thread-safe.
   *
   * @param score the score that led to it ({@link Score#mated()} without a legal move)
   * @param nodes nodes searched
   * @param time time spent
   */
  record Resign(PovScore score, long nodes, Duration time) implements SearchResult {
    /**
     * Checks the fields.
     *
     * @param score the score
     * @param nodes nodes
     * @param time time
     */
    public Resign {
      Preconditions.checkNotNull(score, "score");
      checkFigures(nodes, time);
    }

    @Override
    public String toUsi() {
      return "resign";
    }
  }

  /**
   * Declare a win by the entering-king rule (入玉宣言法, for example the CSA 27-point rule).
   *
   * <p>Immutable and thread-safe.
   *
   * @param nodes nodes searched
   * @param time time spent
   */
  record DeclareWin(long nodes, Duration time) implements SearchResult {
    /**
     * Checks the fields.
     *
     * @param nodes nodes
     * @param time time
     */
    public DeclareWin {
      checkFigures(nodes, time);
    }

    @Override
    public String toUsi() {
      return "win";
    }
  }

  private static void checkFigures(long nodes, Duration time) {
    Preconditions.checkNotNull(time, "time");
    Preconditions.checkArgument(
        nodes >= 0 && !time.isNegative(), "negative figure: nodes %s time %s", nodes, time);
  }
}
