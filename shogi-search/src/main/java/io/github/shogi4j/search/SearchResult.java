package io.github.shogi4j.search;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import java.util.List;
import java.util.Optional;

/**
 * What a search decided: a move to play (with the reply it expects, to ponder on), or to resign
 * (投了), or to declare a win by the entering-king rule (入玉宣言勝ち), with the figures behind it.
 *
 * <p>Immutable and thread-safe.
 *
 * @param decision what to do
 * @param bestMove the move to play; present exactly when the decision is {@link Decision#MOVE}
 * @param ponderMove the expected reply to {@code bestMove}, when known
 * @param score the score from the side to move's point of view
 * @param pv the principal variation (読み筋), starting with {@code bestMove} when there is one
 * @param depth the nominal depth of the last completed iteration, in plies
 * @param selDepth the deepest ply reached
 * @param nodes nodes searched
 * @param timeMillis milliseconds spent
 * @param lines every line searched, best first (複数読み筋, USI {@code MultiPV}): one line for a
 *     single-line search that decided on a move, several when more were asked for, none for a
 *     resignation or a declaration
 */
public record SearchResult(
    Decision decision,
    Optional<Move> bestMove,
    Optional<Move> ponderMove,
    Score score,
    List<Move> pv,
    int depth,
    int selDepth,
    long nodes,
    long timeMillis,
    List<PvLine> lines) {

  /** What the side to move should do. */
  public enum Decision {
    /** Play {@link SearchResult#bestMove()}. */
    MOVE,
    /** Resign (投了): there is no legal move, or the searcher gives up. */
    RESIGN,
    /** Declare a win by the entering-king rule (入玉宣言法, CSA 27-point rule). */
    DECLARE_WIN
  }

  /**
   * Checks that the fields agree and copies the variation.
   *
   * @param decision what to do
   * @param bestMove the move
   * @param ponderMove the expected reply
   * @param score the score
   * @param pv the variation
   * @param depth depth
   * @param selDepth selective depth
   * @param nodes nodes
   * @param timeMillis time
   * @param lines the lines, best first
   */
  public SearchResult {
    Preconditions.checkNotNull(decision, "decision");
    Preconditions.checkNotNull(bestMove, "bestMove");
    Preconditions.checkNotNull(ponderMove, "ponderMove");
    Preconditions.checkNotNull(score, "score");
    Preconditions.checkArgument(
        bestMove.isPresent() == (decision == Decision.MOVE),
        "a best move is present exactly for a MOVE decision: %s %s",
        decision,
        bestMove);
    Preconditions.checkArgument(
        bestMove.isPresent() || ponderMove.isEmpty(), "a ponder move needs a best move");
    pv = ImmutableList.copyOf(pv);
    Preconditions.checkArgument(
        bestMove.isEmpty() || pv.isEmpty() || pv.get(0).equals(bestMove.get()),
        "the variation %s must start with the best move %s",
        pv,
        bestMove);
    Preconditions.checkArgument(
        depth >= 0 && selDepth >= 0 && nodes >= 0 && timeMillis >= 0,
        "negative figure: depth %s seldepth %s nodes %s time %s",
        depth,
        selDepth,
        nodes,
        timeMillis);
    lines = ImmutableList.copyOf(lines);
    for (int i = 0; i < lines.size(); i++) {
      Preconditions.checkArgument(
          lines.get(i).multiPv() == i + 1, "line %s is ranked %s", i + 1, lines.get(i).multiPv());
    }
  }

  /**
   * A result with one line, made from its best move, score, variation and depth (none for a
   * resignation or a declaration).
   *
   * @param decision what to do
   * @param bestMove the move
   * @param ponderMove the expected reply
   * @param score the score
   * @param pv the variation
   * @param depth depth
   * @param selDepth selective depth
   * @param nodes nodes
   * @param timeMillis time
   */
  public SearchResult(
      Decision decision,
      Optional<Move> bestMove,
      Optional<Move> ponderMove,
      Score score,
      List<Move> pv,
      int depth,
      int selDepth,
      long nodes,
      long timeMillis) {
    this(
        decision,
        bestMove,
        ponderMove,
        score,
        pv,
        depth,
        selDepth,
        nodes,
        timeMillis,
        bestMove.isPresent()
            ? List.of(
                new PvLine(
                    1,
                    score,
                    PvLine.Bound.EXACT,
                    depth,
                    pv.isEmpty() ? List.of(bestMove.get()) : pv))
            : List.of());
  }

  /**
   * A move decision with several lines: the first line gives the move, score and variation.
   *
   * @param lines the lines, best first, each with its first move; at least one
   * @param selDepth selective depth
   * @param nodes nodes
   * @param timeMillis time
   * @return the result
   */
  public static SearchResult moveWithLines(
      List<PvLine> lines, int selDepth, long nodes, long timeMillis) {
    Preconditions.checkArgument(
        !lines.isEmpty() && !lines.get(0).pv().isEmpty(),
        "a move decision needs a first line with a move: %s",
        lines);
    PvLine best = lines.get(0);
    List<Move> pv = best.pv();
    Optional<Move> ponder = pv.size() >= 2 ? Optional.of(pv.get(1)) : Optional.empty();
    return new SearchResult(
        Decision.MOVE,
        Optional.of(pv.get(0)),
        ponder,
        best.score(),
        pv,
        best.depth(),
        Math.max(selDepth, best.depth()),
        nodes,
        timeMillis,
        lines);
  }

  /**
   * A move decision; the ponder move is the second move of the variation when there is one.
   *
   * @param move the move to play
   * @param score its score
   * @param pv the variation starting with {@code move} (or empty)
   * @param depth depth
   * @param selDepth selective depth
   * @param nodes nodes
   * @param timeMillis time
   * @return the result
   */
  public static SearchResult move(
      Move move, Score score, List<Move> pv, int depth, int selDepth, long nodes, long timeMillis) {
    Preconditions.checkNotNull(move, "move");
    Optional<Move> ponder = pv.size() >= 2 ? Optional.of(pv.get(1)) : Optional.empty();
    return new SearchResult(
        Decision.MOVE, Optional.of(move), ponder, score, pv, depth, selDepth, nodes, timeMillis);
  }

  /**
   * A resignation.
   *
   * @param score the score that led to it (a mate score when mated)
   * @param nodes nodes searched
   * @param timeMillis time spent
   * @return the result
   */
  public static SearchResult resign(Score score, long nodes, long timeMillis) {
    return new SearchResult(
        Decision.RESIGN,
        Optional.empty(),
        Optional.empty(),
        score,
        ImmutableList.of(),
        0,
        0,
        nodes,
        timeMillis);
  }

  /**
   * A declaration of a win by the entering-king rule.
   *
   * @param nodes nodes searched
   * @param timeMillis time spent
   * @return the result
   */
  public static SearchResult declareWin(long nodes, long timeMillis) {
    return new SearchResult(
        Decision.DECLARE_WIN,
        Optional.empty(),
        Optional.empty(),
        Score.cp(0),
        ImmutableList.of(),
        0,
        0,
        nodes,
        timeMillis);
  }

  /**
   * The decision as USI's {@code bestmove} argument.
   *
   * @return the move in USI (for example {@code "7g7f"}), {@code "resign"} or {@code "win"}
   */
  public String toUsi() {
    return switch (decision) {
      case MOVE -> bestMove.orElseThrow().toUsi();
      case RESIGN -> "resign";
      case DECLARE_WIN -> "win";
    };
  }
}
