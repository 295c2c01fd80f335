package io.github.shogi4j.search.engine;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.ImpasseCount;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.RepetitionTable;
import io.github.shogi4j.search.Evaluator;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.eval.PieceValues;
import io.github.shogi4j.search.internal.BoardEvaluator;
import io.github.shogi4j.search.internal.EvalTracker;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;

/**
 * One search: all its mutable state, used by one thread. With several threads ({@link
 * EngineConfig#threads()}) one worker is the main search, which reports, keeps the time and chooses
 * the move, and the others are its helpers: they search the same root on their own boards, feeding
 * the shared transposition table, until the main search stops them.
 */
final class SearchWorker {
  static final int MAX_PLY = 128;
  static final int MATE = 32000;
  static final int INF = 32001;

  /** Scores beyond this are mate scores (mate within {@link #MAX_PLY} plies). */
  static final int MATE_BOUND = MATE - MAX_PLY;

  /** A win by the opponent's perpetual check: beyond every evaluation, below every mate. */
  static final int REPETITION_WIN = 30000;

  /** A superior position (優等局面): same board, a larger hand. */
  static final int SUPERIOR = 29000;

  static final int EVAL_LIMIT = 25000;
  private static final int MOVE_BUF = 1024;
  private static final int REPETITION_SCAN = 32;

  /** The deepest node reverse futility pruning cuts, and its margin per ply of depth. */
  private static final int REVERSE_FUTILITY_DEPTH = 6;

  private static final int REVERSE_FUTILITY_MARGIN = 150;

  /**
   * The late-move reduction of a quiet move by the node's depth and the move's number among the
   * legal moves (both capped at 63): growing with the logarithm of each.
   */
  private static final int[][] REDUCTION = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int n = 1; n < 64; n++) {
        REDUCTION[d][n] = (int) (0.75 + Math.log(d) * Math.log(n) / 2.25);
      }
    }
  }

  /** A history score at or above which a quiet move is reduced one ply less. */
  private static final int HISTORY_GOOD = 512;

  private static final int[] VALUE = new int[14];

  static {
    for (int t = 0; t < 14; t++) {
      VALUE[t] = PieceValues.of(io.github.shogi4j.rules.PieceType.ofOrdinal(t));
    }
    VALUE[PieceCodes.KING] = 5000;
  }

  private final EngineConfig config;
  private final TranspositionTable tt;
  private final SearchRequest request;
  private final SearchLimits limits;
  private final SearchListener listener;
  private final SearchControl control;
  private final Board board;
  private final EvalTracker eval;

  // the game history followed by the search path, for the search-grade repetition check
  private final RepetitionTable reps;
  // the request's rules: the declaration rule (NONE when declarations are off), whether perpetual
  // check loses, and the ply from the root at which the move limit draws the game
  private final ImpasseRule declaration;
  private final boolean perpetualCheckLoses;
  private final int limitPly;

  /** Whether the side to move at each ply of the path is in check. */
  private final boolean[] checked = new boolean[MAX_PLY + 2];

  /** The {@link Board#evasionTargets} of each ply of the path in check, two words a ply. */
  private final long[] evasion = new long[2 * (MAX_PLY + 2)];

  private final int[] moves = new int[MAX_PLY * MOVE_BUF];
  private final int[] orderScores = new int[MAX_PLY * MOVE_BUF];
  private final int[][] pv = new int[MAX_PLY + 1][MAX_PLY + 1];
  private final int[] pvLength = new int[MAX_PLY + 1];

  /** The two killer moves of each ply, at 2 * ply and 2 * ply + 1. */
  private final int[] killers = new int[2 * (MAX_PLY + 1)];

  /** The searcher's history tables, {@link #history} taken from them. */
  private final HistoryTables histories;

  private final HistoryTables.Lease historyLease;

  /**
   * History scores by {@link MovePicker#historyIndex}, never negative: raised for a quiet move that
   * cuts a node off, lowered for the quiet moves tried before it there; kept between the searches
   * of a game.
   */
  private final int[] history;

  /** The limit history scores tend to: each update moves a score by its share of the rest. */
  static final int HISTORY_MAX = 1 << 14;

  /**
   * How many quiet moves tried at a node before a cutoff are remembered, to lower their history.
   */
  private static final int TRIED_QUIETS = 32;

  /** The quiet moves tried at each ply's node, TRIED_QUIETS a ply. */
  private final int[] triedQuiets = new int[(MAX_PLY + 1) * TRIED_QUIETS];

  private final MovePicker[] pickers = new MovePicker[MAX_PLY + 1];

  /** An evaluation's margin over beta from which the null move is reduced one ply more. */
  private static final int NULL_MARGIN = 300;

  /** The ply of the node reached by the null move on the current path, -1 when there is none. */
  private int nullChildPly = -1;

  private long nodes;

  /** 0 for the main search, 1 and up for a helper. */
  private final int helperIndex;

  /** The helpers searching beside this main search: none for a helper or a single thread. */
  private List<SearchWorker> helpers = List.of();

  /** Where this search keeps what {@link TranspositionTable#prefetch} loads. */
  private long prefetched;

  /** {@link #nodes} as last published for the main search to add up (every 256 nodes). */
  private volatile long sharedNodes;

  /** The result of the last completed iteration, for a stop answered from another thread. */
  private volatile SearchResult published;

  private int selDepth;
  private int rootDepth;
  private boolean aborted;
  private final long startNanos;
  private final TimeManager time;

  /** The square of the opponent's last capture, by {@link #recaptureSquare}. */
  private final int recaptureSquare;

  private final long nodeLimit;

  SearchWorker(
      EngineConfig config,
      TranspositionTable tt,
      HistoryTables histories,
      SearchRequest request,
      SearchLimits limits,
      SearchListener listener,
      SearchControl control,
      int helperIndex) {
    this.startNanos = System.nanoTime();
    this.helperIndex = helperIndex;
    this.config = config;
    this.tt = tt;
    this.histories = histories;
    this.historyLease = histories.take();
    this.history = historyLease.scores();
    this.request = request;
    this.limits = limits;
    this.listener = listener;
    this.control = control;
    Evaluator e = config.evaluator();
    this.reps = RepetitionTable.of(request.positions());
    Rules rules = request.rules();
    this.declaration = config.declareWin() ? rules.impasseRule() : ImpasseRule.NONE;
    this.perpetualCheckLoses = rules.perpetualCheckLoses();
    this.limitPly =
        rules.moveLimit().isPresent()
            ? Math.max(1, rules.moveLimit().getAsInt() - request.moves().size())
            : Integer.MAX_VALUE;
    this.checked[0] = request.position().isCheck();
    this.board = Board.of(request.position());
    this.eval =
        e instanceof BoardEvaluator be
            ? be.tracker(board)
            : new CursorTracker(e, board, request.position());
    for (int i = 0; i <= MAX_PLY; i++) {
      pickers[i] = new MovePicker(board, history);
    }
    this.nodeLimit =
        limits.isInfinite() || helperIndex > 0
            ? Long.MAX_VALUE
            : limits.nodeLimit().orElse(Long.MAX_VALUE);
    this.time =
        new TimeManager(
            System::nanoTime,
            limits,
            control,
            request.position().sideToMove(),
            request.position().moveNumber() - 1,
            config.defaultMoveTime(),
            config.nodesPerMillisecond().orElse(0));
    this.recaptureSquare = recaptureSquare(request);
  }

  /**
   * The square the opponent's last move captured on, where a capture is a recapture; -1 when that
   * move captured nothing (or there was none).
   */
  private static int recaptureSquare(SearchRequest request) {
    List<Move> played = request.moves();
    if (played.isEmpty()) {
      return -1;
    }
    Move last = played.get(played.size() - 1);
    List<Position> positions = request.positions();
    Position before = positions.get(positions.size() - 2);
    return before.pieceAt(last.to()).isPresent() ? last.to().ordinal() : -1;
  }

  /** After a legal doMove: the new position joins the path. */
  private void push(int ply, boolean inCheck) {
    checked[ply] = inCheck;
    reps.push(board.key(), board.hand(0), board.hand(1), board.sideToMove(), inCheck);
  }

  // ------------------------------------------------------------------ time

  private void poll() {
    sharedNodes = nodes;
    if (control.isStopped()) {
      aborted = true;
    } else if (helperIndex == 0) {
      long total = totalNodes();
      if (time.isOutOfTime(total) || total >= nodeLimit) {
        aborted = true;
      }
    }
  }

  /** The limits this search was given. */
  SearchLimits limits() {
    return limits;
  }

  /**
   * Gives the main search the helpers searching beside it, whose nodes then count in its reports
   * and limits. Called before {@link #run}.
   */
  void helpedBy(List<SearchWorker> helpers) {
    this.helpers = List.copyOf(helpers);
  }

  /** The nodes of this search and of its helpers (theirs as last published). */
  private long totalNodes() {
    long total = nodes;
    for (SearchWorker h : helpers) {
      total += h.sharedNodes;
    }
    return total;
  }

  /**
   * Whether a helper leaves out an iteration: helpers of odd index search the odd depths only, the
   * others the even ones, so that about half the threads are a ply ahead of the main search.
   */
  private boolean skips(int depth) {
    return helperIndex > 0 && ((depth + helperIndex) & 1) != 0;
  }

  /**
   * The result of the last completed iteration, readable from any thread while the search runs.
   *
   * @return the result, empty before the first iteration completes
   */
  java.util.Optional<SearchResult> resultSoFar() {
    return java.util.Optional.ofNullable(published);
  }

  // ------------------------------------------------------------------ root

  SearchResult run() {
    try {
      return runSearch();
    } finally {
      histories.give(historyLease);
    }
  }

  private SearchResult runSearch() {
    Position root = request.position();
    int us = board.sideToMove();
    if (canDeclare()) {
      waitWhileUnbounded();
      return new SearchResult.DeclareWin(0, elapsed());
    }
    int[] rootMoves = new int[Moves.MAX_LEGAL];
    int n = board.generateLegal(rootMoves, 0);
    if (!limits.searchMoves().isEmpty()) {
      int k = 0;
      for (int i = 0; i < n; i++) {
        if (limits.searchMoves().contains(Moves.toMove(rootMoves[i]))) {
          rootMoves[k++] = rootMoves[i];
        }
      }
      n = k == 0 ? n : k; // search moves that are all illegal are ignored
    }
    if (n == 0) {
      waitWhileUnbounded();
      return new SearchResult.Resign(pov(Score.mated()), 0, elapsed()); // no legal move: lost
    }
    int[] rootScores = new int[n];
    int maxDepth = MAX_PLY - 28;
    if (!limits.isInfinite() && limits.depthLimit().isPresent()) {
      maxDepth = Math.min(maxDepth, limits.depthLimit().getAsInt());
    }
    if (config.maxDepth().isPresent()) {
      maxDepth = Math.min(maxDepth, config.maxDepth().getAsInt());
    }
    orderRoot(rootMoves, rootScores, n);
    if (Math.min(limits.multiPv(), n) > 1 && helperIndex == 0) {
      return runMultiPv(rootMoves, rootScores, n, maxDepth, Math.min(limits.multiPv(), n));
    }
    int bestMove = rootMoves[0];
    int bestScore = -INF;
    int[] bestPv = {bestMove};
    int completedDepth = 0;
    for (int depth = 1; depth <= maxDepth; depth++) {
      if (skips(depth)) {
        continue;
      }
      rootDepth = depth;
      selDepth = 0;
      int score =
          config.rootTemperatureCentipawns() > 0 && helperIndex == 0
              ? chosenRoot(rootMoves, rootScores, n, depth)
              : rootSearch(rootMoves, rootScores, 0, n, depth);
      if (aborted && pvLength[0] == 0) {
        break;
      }
      if (pvLength[0] > 0) {
        bestMove = pv[0][0];
        bestScore = score;
        bestPv = java.util.Arrays.copyOf(pv[0], pvLength[0]);
        completedDepth = aborted ? completedDepth : depth;
      }
      if (aborted) {
        break;
      }
      if (helperIndex > 0) {
        continue; // the main search decides when to stop
      }
      report(depth, bestScore, bestPv);
      published = play(bestScore, bestPv, completedDepth);
      if (Math.abs(bestScore) > MATE_BOUND
          && depth >= MATE - Math.abs(bestScore) + 1
          && !limits.isInfinite()
          && !limits.ponder()) {
        break; // a proven mate
      }
      if (time.stopAfter(
          totalNodes(),
          new TimeManager.Iteration(
              depth,
              bestMove,
              bestScore,
              Moves.toMove(bestMove).to().ordinal() == recaptureSquare,
              config.rootTemperatureCentipawns() > 0 ? n : viable(rootScores, n)))) {
        break; // the time is used, or the next iteration would not finish, or the move is forced
      }
      if (totalNodes() >= nodeLimit) {
        break;
      }
    }
    waitWhileUnbounded();
    return play(bestScore == -INF ? 0 : bestScore, bestPv, completedDepth);
  }

  /**
   * The number of root moves not proven to lose after a completed iteration: the best, and every
   * other whose score (an upper bound, from a search that failed low) is above a mated score.
   */
  private static int viable(int[] rootScores, int n) {
    int k = 0;
    for (int i = 0; i < n; i++) {
      if (rootScores[i] > -MATE_BOUND) {
        k++;
      }
    }
    return k;
  }

  /** The result of a single-line search: its line, ranked 1, with an exact score. */
  private SearchResult.Play play(int score, int[] line, int depth) {
    return SearchResult.Play.of(
        new PvLine(1, toScore(score), PvLine.Bound.EXACT, depth, toMoves(line)),
        selDepth,
        totalNodes(),
        elapsed());
  }

  /** USI: an infinite or ponder search returns only when stopped (or, pondering, on a hit). */
  private void waitWhileUnbounded() {
    while (!control.isStopped()
        && (limits.isInfinite() || (limits.ponder() && !control.isPonderHit()))) {
      try {
        Thread.sleep(1);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }

  private void orderRoot(int[] rootMoves, int[] rootScores, int n) {
    long data = tt.probe(board.key());
    int hashMove = data == 0 ? 0 : TranspositionTable.move(data);
    for (int i = 0; i < n; i++) {
      int m = rootMoves[i];
      rootScores[i] = m == hashMove ? Integer.MAX_VALUE : staticOrder(m, 0, board.sideToMove());
    }
    sortRoot(rootMoves, rootScores, 0, n);
  }

  private static void sortRoot(int[] rootMoves, int[] rootScores, int from, int n) {
    for (int i = from + 1; i < n; i++) { // insertion sort, stable, best first
      int m = rootMoves[i];
      int s = rootScores[i];
      int j = i - 1;
      while (j >= from && rootScores[j] < s) {
        rootMoves[j + 1] = rootMoves[j];
        rootScores[j + 1] = rootScores[j];
        j--;
      }
      rootMoves[j + 1] = m;
      rootScores[j + 1] = s;
    }
  }

  /**
   * Searches the root moves from index {@code from} on (the earlier ones are excluded: lines a
   * multi-PV search has found already), leaves the best at {@code from} and the others in score
   * order, and stores the position's best move only for a search of every move.
   */
  private int rootSearch(int[] rootMoves, int[] rootScores, int from, int n, int depth) {
    int alpha = -INF;
    int beta = INF;
    int best = -INF;
    pvLength[0] = 0;
    int us = board.sideToMove();
    for (int i = from; i < n; i++) {
      int m = rootMoves[i];
      int score = searchChild(m, us, depth, alpha, beta, i == from, 0, true);
      if (aborted) {
        break;
      }
      rootScores[i] = score;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          updatePv(0, m);
        }
      }
    }
    for (int i = from; i < n; i++) {
      if (rootMoves[i] == (pvLength[0] > 0 ? pv[0][0] : 0)) {
        rootScores[i] = Integer.MAX_VALUE;
      } else if (aborted) {
        rootScores[i] = -INF; // not searched this iteration
      }
    }
    if (!aborted) {
      sortRoot(rootMoves, rootScores, from, n);
      if (pvLength[0] > 0 && from == 0) {
        tt.store(board.key(), pv[0][0], best, depth, TranspositionTable.EXACT);
      }
    }
    return best;
  }

  /**
   * Iterative deepening over several lines (複数読み筋): at each depth the best line is searched over
   * every root move, the second over the moves left once the first line's move is excluded, and so
   * on, each with a full window, so every score is exact. The lines of a depth are reported and
   * published once all of them are searched; a search stopped within a depth returns the lines of
   * the last depth completed (or the lines found so far, in the first).
   */
  private SearchResult runMultiPv(
      int[] rootMoves, int[] rootScores, int n, int maxDepth, int lineCount) {
    List<PvLine> done = List.of();
    for (int depth = 1; depth <= maxDepth; depth++) {
      rootDepth = depth;
      selDepth = 0;
      List<PvLine> found = new ArrayList<>(lineCount);
      int firstScore = 0;
      for (int k = 0; k < lineCount && !aborted; k++) {
        int score = rootSearch(rootMoves, rootScores, k, n, depth);
        firstScore = k == 0 ? score : firstScore;
        if (!aborted && pvLength[0] > 0) {
          found.add(
              new PvLine(
                  k + 1,
                  toScore(score),
                  PvLine.Bound.EXACT,
                  depth,
                  toMoves(java.util.Arrays.copyOf(pv[0], pvLength[0]))));
        }
      }
      if (found.size() < lineCount) {
        if (done.isEmpty()) {
          done = ranked(found);
        }
        break;
      }
      done = ranked(found);
      long ms = millis();
      long total = totalNodes();
      long nps = ms == 0 ? total * 1000 : total * 1000 / ms;
      for (PvLine l : done) {
        listener.onInfo(
            new SearchInfo(
                depth,
                Math.max(selDepth, depth),
                l.score(),
                total,
                nps,
                Duration.ofMillis(ms),
                l.pv(),
                tt.hashfull(),
                l.multiPv(),
                l.bound()));
      }
      published = SearchResult.Play.of(done, selDepth, totalNodes(), elapsed());
      if (done.get(0).score().relative() instanceof Score.Mate best
          && best.mating()
          && best.plies() > 0
          && depth >= best.plies() + 1
          && !limits.isInfinite()
          && !limits.ponder()) {
        break; // a proven mate
      }
      if (time.stopAfter(
          totalNodes(),
          new TimeManager.Iteration(
              depth,
              rootMoves[0],
              firstScore,
              Moves.toMove(rootMoves[0]).to().ordinal() == recaptureSquare,
              viable(rootScores, n)))) {
        break;
      }
      if (totalNodes() >= nodeLimit) {
        break;
      }
    }
    waitWhileUnbounded();
    if (done.isEmpty()) { // stopped before the first line of depth 1 was searched
      return SearchResult.Play.of(
          new PvLine(
              1, pov(Score.cp(0)), PvLine.Bound.EXACT, 0, List.of(Moves.toMove(rootMoves[0]))),
          selDepth,
          totalNodes(),
          elapsed());
    }
    return SearchResult.Play.of(done, selDepth, totalNodes(), elapsed());
  }

  /** The lines best first (a stable sort: equal scores keep their search order), ranked 1, 2... */
  private static List<PvLine> ranked(List<PvLine> found) {
    List<PvLine> sorted = new ArrayList<>(found);
    sorted.sort(java.util.Comparator.comparing((PvLine l) -> l.score().relative()).reversed());
    List<PvLine> out = new ArrayList<>(sorted.size());
    for (int i = 0; i < sorted.size(); i++) {
      PvLine l = sorted.get(i);
      out.add(new PvLine(i + 1, l.score(), l.bound(), l.depth(), l.pv()));
    }
    return ImmutableList.copyOf(out);
  }

  /** The easy level: every root move scored exactly, then one chosen by {@link RootChoice}. */
  private int chosenRoot(int[] rootMoves, int[] rootScores, int n, int depth) {
    int us = board.sideToMove();
    int[] exact = new int[n];
    for (int i = 0; i < n; i++) {
      exact[i] = searchChild(rootMoves[i], us, depth, -INF, INF, true, 0, true);
      if (aborted) {
        return -INF;
      }
    }
    int chosen =
        RootChoice.choose(
            rootMoves,
            exact,
            n,
            config.rootTemperatureCentipawns(),
            config.rootMarginCentipawns(),
            config.seed() ^ board.key() ^ request.moves().size());
    // the chosen move's own line, searched again to get its variation
    int m = rootMoves[chosen];
    pvLength[0] = 0;
    int score = searchChild(m, us, depth, -INF, INF, true, 0, true);
    if (!aborted) {
      updatePv(0, m);
    } else {
      pvLength[0] = 1;
      pv[0][0] = m;
      score = exact[chosen];
    }
    return score;
  }

  private void report(int depth, int score, int[] line) {
    long ms = millis();
    long total = totalNodes();
    long nps = ms == 0 ? total * 1000 : total * 1000 / ms;
    listener.onInfo(
        new SearchInfo(
            depth,
            Math.max(selDepth, depth),
            toScore(score),
            total,
            nps,
            Duration.ofMillis(ms),
            toMoves(line),
            tt.hashfull()));
  }

  private long millis() {
    return (System.nanoTime() - startNanos) / 1_000_000L;
  }

  private Duration elapsed() {
    return Duration.ofNanos(System.nanoTime() - startNanos);
  }

  /** A score of the root position, for its side to move. */
  private PovScore pov(Score relative) {
    return new PovScore(relative, request.position().sideToMove());
  }

  private PovScore toScore(int v) {
    if (v > MATE_BOUND) {
      return pov(Score.mate(MATE - v));
    }
    if (v < -MATE_BOUND) {
      return pov(Score.mate(-(MATE + v)));
    }
    return pov(Score.cp(v));
  }

  private static List<Move> toMoves(int[] line) {
    List<Move> out = new ArrayList<>(line.length);
    for (int m : line) {
      out.add(Moves.toMove(m));
    }
    return ImmutableList.copyOf(out);
  }

  // ------------------------------------------------------------------ tree

  /** Plays a legal root move, searches the child and takes it back. */
  private int searchChild(
      int m, int us, int depth, int alpha, int beta, boolean first, int ply, boolean pvNode) {
    // the first move with the full window, the others with a null window first, none reduced
    return playAndSearch(
        m,
        board.key(),
        depth,
        alpha,
        beta,
        ply,
        pvNode,
        first ? 1 : 2,
        board.mayGiveCheck(m) ? MAY_CHECK : 0);
  }

  // The main search is split into a short hot path and out-of-line pieces (the table cut-off, the
  // null move, the move played and searched, the cut-off bookkeeping, the store), so that the JIT
  // compiles and inlines each of them the same way from run to run.

  private int search(int depth, int alpha, int beta, int ply, boolean pvNode) {
    pvLength[ply] = 0;
    int rep = repetition(ply);
    if (rep != NO_REPETITION) {
      return rep;
    }
    if (ply >= limitPly) {
      return moveLimitScore(ply);
    }
    if (depth <= 0) {
      return qsearch(alpha, beta, ply, 0);
    }
    if (enterNode(ply)) {
      return 0;
    }
    // mate distance pruning
    alpha = Math.max(alpha, -MATE + ply);
    beta = Math.min(beta, MATE - ply - 1);
    if (alpha >= beta) {
      return alpha;
    }
    if (ply >= MAX_PLY - 2) {
      return evaluate();
    }
    boolean inCheck = checked[ply];
    long key = board.key();
    long data = tt.probe(key);
    int hashMove = 0;
    if (data != 0) {
      hashMove = TranspositionTable.move(data);
      if (!pvNode && TranspositionTable.depth(data) >= depth) {
        int v = ttCutoff(data, alpha, beta, ply);
        if (v != NO_SCORE) {
          return v;
        }
      }
    }
    if (canDeclare()) {
      return MATE - ply - 1;
    }
    int staticEval = inCheck ? 0 : evaluate();
    // reverse futility (static null move): near the frontier, an evaluation that beats beta by more
    // than a move at that depth could lose is taken as a fail-high without searching
    if (!pvNode
        && !inCheck
        && depth <= REVERSE_FUTILITY_DEPTH
        && staticEval - REVERSE_FUTILITY_MARGIN * depth >= beta
        && beta > -MATE_BOUND
        && staticEval < MATE_BOUND) {
      return staticEval;
    }
    // null-move pruning: if passing still holds beta, a real move will (no zugzwang to speak of in
    // shogi, where a piece in hand can always be dropped)
    if (!pvNode
        && !inCheck
        && depth >= 3
        && nullChildPly != ply
        && staticEval >= beta
        && beta < MATE_BOUND
        && beta > -MATE_BOUND) {
      int v = nullMove(depth, beta, ply, staticEval);
      if (v != NO_SCORE) {
        return v;
      }
    }
    MovePicker picker = picker(ply, hashMove, inCheck);
    int best = -INF;
    int bestMove = 0;
    int legal = 0;
    int origAlpha = alpha;
    int futilityMargin = depth == 1 ? 200 : 500;
    // futility: a quiet move at the frontier that cannot lift the score to alpha, unless it checks.
    // Tested before legality: once a legal move was searched (legal >= 1), whether an illegal move
    // also counts changes nothing at depth <= 2, where no reduction looks at the count. Once it
    // holds, it holds for the rest of the node (alpha, best and legal only grow): the picker then
    // generates only the quiet moves that may check. The test is made once per move, when the
    // next move is asked for (nothing it reads changes before that move's turn).
    boolean futility = false; // no legal move searched yet
    int tried = 0; // the quiet moves searched so far, in triedQuiets
    for (int m = picker.next();
        m != 0;
        m =
            picker.next(
                futility =
                    depth <= 2
                        && !inCheck
                        && legal >= 1
                        && staticEval + futilityMargin <= alpha
                        && best > -MATE_BOUND)) {
      boolean quiet = Moves.captured(m) == 0 && !Moves.isPromote(m);
      boolean futile = futility && quiet;
      // a move that surely does not check leaves the child out of check without an attack test
      boolean mayCheck = board.mayGiveCheck(m);
      if (futile && !mayCheck) {
        continue;
      }
      if ((inCheck && cannotEvade(m, ply)) || !board.isLegalPseudo(m, inCheck)) {
        continue;
      }
      legal++;
      if (futile && !board.checksAfter(m)) {
        continue; // it gives no check: pruned (found without playing it)
      }
      // at the frontier, a move that gives no check leads to a quiescence node, which often
      // stands pat at once: then its score comes without playing the move (the same node)
      int score = depth == 1 && !mayCheck ? leafWithoutMoving(m, ply + 1, -alpha) : NO_SCORE;
      if (score == NO_SCORE) {
        score =
            playAndSearch(
                m,
                key,
                depth,
                alpha,
                beta,
                ply,
                pvNode,
                legal,
                (quiet ? QUIET : 0) | (inCheck ? IN_CHECK : 0) | (mayCheck ? MAY_CHECK : 0));
      }
      if (aborted) {
        return 0;
      }
      if (score > best) {
        best = score;
        bestMove = m;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, m);
          if (alpha >= beta) {
            if (quiet) {
              rememberCutoff(ply, m, depth, tried);
            }
            break;
          }
        }
      }
      if (quiet && tried < TRIED_QUIETS) {
        triedQuiets[ply * TRIED_QUIETS + tried++] = m;
      }
    }
    if (legal == 0) {
      return -MATE + ply; // mated, or no legal move at all: a loss either way
    }
    if (best == -INF) {
      return alpha; // every move pruned by futility
    }
    store(key, bestMove, best, origAlpha, beta, depth, ply);
    return best;
  }

  /** The score a table entry deep enough gives a node at once, or {@link #NO_SCORE}. */
  private static int ttCutoff(long data, int alpha, int beta, int ply) {
    int v = fromTt(TranspositionTable.score(data), ply);
    int bound = TranspositionTable.bound(data);
    if (bound == TranspositionTable.EXACT
        || (bound == TranspositionTable.LOWER && v >= beta)
        || (bound == TranspositionTable.UPPER && v <= alpha)) {
      return v;
    }
    return NO_SCORE;
  }

  /**
   * Null-move pruning at a node: passes, searches the reply with a reduced depth and returns the
   * score that cuts the node off, or {@link #NO_SCORE} when passing does not hold beta (0 when the
   * search is aborted).
   */
  private int nullMove(int depth, int beta, int ply, int staticEval) {
    int r = nullReduction(depth, staticEval - beta);
    board.doNullMove();
    eval.afterNullMove();
    push(ply + 1, false);
    int outerNull = nullChildPly;
    nullChildPly = ply + 1;
    int score = -search(depth - 1 - r, -beta, -beta + 1, ply + 1, false);
    nullChildPly = outerNull;
    reps.pop();
    board.undoNullMove();
    eval.afterUndoNullMove();
    if (aborted) {
      return 0;
    }
    if (score >= beta) {
      return score >= MATE_BOUND ? beta : score;
    }
    return NO_SCORE;
  }

  /**
   * The null move's reduction (beyond the ply it costs): 2, 3 from depth 7, one more when the
   * evaluation beats beta by {@link #NULL_MARGIN} or more.
   *
   * @param margin the node's evaluation minus beta, at least 0
   */
  static int nullReduction(int depth, int margin) {
    return (depth >= 7 ? 3 : 2) + (margin >= NULL_MARGIN ? 1 : 0);
  }

  /** The move picker of a ply, started for a node. */
  private MovePicker picker(int ply, int hashMove, boolean inCheck) {
    MovePicker picker = pickers[ply];
    if (inCheck) {
      board.evasionTargets(evasion, 2 * ply);
      picker.init(
          hashMove, killers[2 * ply], killers[2 * ply + 1], evasion[2 * ply], evasion[2 * ply + 1]);
    } else {
      picker.init(hashMove, killers[2 * ply], killers[2 * ply + 1]);
    }
    return picker;
  }

  // The flags of a move for playAndSearch.
  private static final int QUIET = 1;
  private static final int IN_CHECK = 2;
  private static final int MAY_CHECK = 4;

  /**
   * Plays a legal move of a node, searches the child (with a null window and late-move reductions
   * after the first legal move, searched again as needed) and takes the move back.
   *
   * @param flags {@link #QUIET} for a move that neither captures nor promotes, {@link #IN_CHECK}
   *     when the node is in check, {@link #MAY_CHECK} when the move may give check
   * @return the move's score for the node's side to move
   */
  private int playAndSearch(
      int m,
      long key,
      int depth,
      int alpha,
      int beta,
      int ply,
      boolean pvNode,
      int legal,
      int flags) {
    if (depth > 1) { // the child probes the table: its entry is loaded meanwhile
      prefetched ^= tt.prefetch(board.keyAfter(m));
    }
    board.doMove(m);
    boolean givesCheck = (flags & MAY_CHECK) != 0 && board.inCheck();
    eval.afterDoMove(m);
    push(ply + 1, givesCheck);
    int ext = givesCheck && ply < 2 * rootDepth ? 1 : 0;
    int newDepth = depth - 1 + ext;
    int score;
    if (legal == 1) {
      score = -search(newDepth, -beta, -alpha, ply + 1, pvNode);
    } else {
      int r = 0;
      if (depth >= 3
          && (flags & (QUIET | IN_CHECK)) == QUIET
          && !givesCheck
          && legal > 3
          && m != killers[2 * ply]
          && m != killers[2 * ply + 1]) {
        r = REDUCTION[Math.min(depth, 63)][Math.min(legal, 63)];
        if (pvNode) {
          r--;
        }
        if (history[MovePicker.historyIndex(m)] >= HISTORY_GOOD) {
          r--;
        }
        r = Math.max(0, Math.min(r, newDepth - 1));
      }
      score = -search(newDepth - r, -alpha - 1, -alpha, ply + 1, false);
      if (score > alpha && r > 0 && !aborted) {
        score = -search(newDepth, -alpha - 1, -alpha, ply + 1, false);
      }
      if (score > alpha && score < beta && !aborted) {
        score = -search(newDepth, -beta, -alpha, ply + 1, true);
      }
    }
    reps.pop();
    takeBack(m, key);
    return score;
  }

  /**
   * A quiet move cut a node off: it becomes the ply's first killer and gains history, and the quiet
   * moves tried before it at the node lose as much.
   *
   * @param tried how many quiet moves were tried before it, in {@link #triedQuiets}
   */
  private void rememberCutoff(int ply, int m, int depth, int tried) {
    if (killers[2 * ply] != m) {
      killers[2 * ply + 1] = killers[2 * ply];
      killers[2 * ply] = m;
    }
    int bonus = Math.min(depth * depth, HISTORY_MAX / 16);
    updateHistory(history, MovePicker.historyIndex(m), bonus);
    for (int k = ply * TRIED_QUIETS, end = k + tried; k < end; k++) {
      updateHistory(history, MovePicker.historyIndex(triedQuiets[k]), -bonus);
    }
  }

  /**
   * Moves a history score by a bonus (a malus when negative) less the score's share of it, h times
   * |bonus| over {@link #HISTORY_MAX}: old scores fade, no score passes {@link #HISTORY_MAX} (for a
   * bonus up to it), and none goes below 0.
   */
  static void updateHistory(int[] history, int i, int bonus) {
    int h = history[i];
    history[i] = Math.max(0, h + bonus - h * Math.abs(bonus) / HISTORY_MAX);
  }

  /** Stores a node's result in the table, with the bound its window gives. */
  private void store(
      long key, int bestMove, int best, int origAlpha, int beta, int depth, int ply) {
    int bound =
        best >= beta
            ? TranspositionTable.LOWER
            : best > origAlpha ? TranspositionTable.EXACT : TranspositionTable.UPPER;
    tt.store(key, bestMove, toTt(best, ply), depth, bound);
  }

  /** No score: the move must be played and searched. */
  private static final int NO_SCORE = Integer.MIN_VALUE;

  /**
   * The score, for the side to move, of a legal move that gives no check and leads to a node of
   * depth 0 with the given beta, when that node would end at once: its evaluation is at least beta,
   * so it stands pat at the start of {@link #qsearch}, unless {@link #search} finds a repetition
   * first (that score then). The node is entered (counted, polled) exactly as search and qsearch
   * would, but the move is not played: the child's key, hands and evaluation are computed from the
   * board before it. Otherwise returns {@link #NO_SCORE}, having changed nothing that matters, and
   * the move must be played and searched.
   */
  private int leafWithoutMoving(int m, int childPly, int childBeta) {
    if (childPly >= MAX_PLY - 2 || childPly >= limitPly || !eval.evaluatesAfter(m)) {
      return NO_SCORE;
    }
    int standPat = clamp(eval.evaluateAfter(m));
    if (standPat < childBeta) {
      return NO_SCORE; // the node would search its captures (or end on a repetition)
    }
    int us = board.sideToMove();
    int hand = HandBits.afterMove(board.hand(us), m);
    long childKey = board.keyAfter(m);
    int hand0 = us == 0 ? hand : board.hand(0);
    int hand1 = us == 1 ? hand : board.hand(1);
    checked[childPly] = false;
    pvLength[childPly] = 0;
    if (reps.mayRepeat(childKey, hand0, hand1)) {
      reps.push(childKey, hand0, hand1, us ^ 1, false);
      int rep = repetition(childPly);
      reps.pop();
      if (rep != NO_REPETITION) {
        return -rep;
      }
    }
    return enterNode(childPly) ? 0 : -standPat;
  }

  /**
   * Counts a node of the main search or quiescence: polls the stop flag and clock every 256 nodes,
   * enforces the node limit and records the selective depth.
   *
   * @param ply the node's distance from the root
   * @return true when the search is aborted and the node must return at once
   */
  private boolean enterNode(int ply) {
    nodes++;
    if ((nodes & 255) == 0) {
      poll();
    }
    if (nodes >= nodeLimit) {
      aborted = true;
    }
    if (aborted) {
      return true;
    }
    if (ply > selDepth) {
      selDepth = ply;
    }
    return false;
  }

  private int qsearch(int alpha, int beta, int ply, int qdepth) {
    pvLength[ply] = 0;
    if (enterNode(ply)) {
      return 0;
    }
    if (ply >= limitPly) {
      return moveLimitScore(ply);
    }
    boolean inCheck = checked[ply];
    if (ply >= MAX_PLY - 2) {
      return evaluate();
    }
    long key = board.key();
    int us = board.sideToMove();
    int best = -INF;
    int standPat = 0;
    int off = ply * MOVE_BUF;
    int end;
    if (inCheck) {
      end = board.generatePseudo(moves, off);
      scoreMoves(off, end, 0, ply, us);
    } else {
      standPat = evaluate();
      if (standPat >= beta) {
        return standPat;
      }
      best = standPat;
      alpha = Math.max(alpha, standPat);
      end = quiescenceMoves(off, standPat, alpha, qdepth, us);
      if (end == off) {
        return best;
      }
    }
    int legal = 0;
    if (inCheck) {
      board.evasionTargets(evasion, 2 * ply);
    }
    for (int i = off; i < end; i++) {
      int m = MovePicker.pick(moves, orderScores, i, end);
      if ((inCheck && cannotEvade(m, ply)) || !board.isLegalPseudo(m, inCheck)) {
        continue;
      }
      boolean mayCheck = board.mayGiveCheck(m);
      board.doMove(m);
      eval.afterDoMove(m);
      legal++;
      // no repetition inside quiescence: captures change hands
      checked[ply + 1] = mayCheck && board.inCheck();
      int score = -qsearch(-beta, -alpha, ply + 1, qdepth + 1);
      takeBack(m, key);
      if (aborted) {
        return 0;
      }
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          updatePv(ply, m);
          if (alpha >= beta) {
            break;
          }
        }
      }
    }
    if (inCheck && legal == 0) {
      return -MATE + ply;
    }
    return best;
  }

  /**
   * Writes from {@code off} the moves a quiescence node not in check searches, with their order
   * scores: the good captures, and the promotions at its first ply, that delta pruning keeps (those
   * it would drop whatever they promote are not even generated).
   *
   * @return the index after the last move written
   */
  private int quiescenceMoves(int off, int standPat, int alpha, int qdepth, int us) {
    int threshold = alpha - standPat - 200;
    int end;
    if (threshold < VALUE[PieceCodes.PAWN] + MAX_PROMOTION_GAIN) {
      end = board.generateNoisy(moves, off, qdepth == 0);
    } else {
      victims(us ^ 1, threshold);
      end =
          board.generateNoisy(
              moves, off, qdepth == 0 && MAX_PROMOTION_GAIN > threshold, victimsLo, victimsHi);
    }
    int k = off;
    for (int i = off; i < end; i++) {
      int m = moves[i];
      int captured = Moves.captured(m);
      int gain = captured == 0 ? 0 : VALUE[PieceCodes.type(captured)];
      if (Moves.isPromote(m)) {
        gain += VALUE[PieceCodes.type(Moves.moved(m)) + 8] - VALUE[PieceCodes.type(Moves.moved(m))];
      }
      if (gain <= threshold) {
        continue; // delta pruning
      }
      if (captured != 0 && !goodCapture(m, us)) {
        continue;
      }
      moves[k] = m;
      orderScores[k] = gain * 16 - VALUE[PieceCodes.type(Moves.moved(m))] / 16;
      k++;
    }
    return k;
  }

  /** The largest value a promotion adds to a piece. */
  private static final int MAX_PROMOTION_GAIN;

  static {
    int g = 0;
    for (int t = PieceCodes.PAWN; t <= PieceCodes.ROOK; t++) {
      g = Math.max(g, VALUE[t + 8] - VALUE[t]);
    }
    MAX_PROMOTION_GAIN = g;
  }

  // The result of victims: the squares of a bitboard, low and high words.
  private long victimsLo;
  private long victimsHi;

  /**
   * Sets (victimsLo, victimsHi) to the squares of the pieces of {@code them} whose capture gains
   * more than the threshold when it promotes too: the only captures that quiescence's delta pruning
   * may keep when it needs a gain above that threshold.
   */
  private void victims(int them, int threshold) {
    long lo = 0;
    long hi = 0;
    for (int t = 0; t < 14; t++) {
      if (t != PieceCodes.KING && VALUE[t] + MAX_PROMOTION_GAIN > threshold) {
        lo |= board.typeLo(t);
        hi |= board.typeHi(t);
      }
    }
    victimsLo = lo & board.occupiedLo(them);
    victimsHi = hi & board.occupiedHi(them);
  }

  /**
   * At a node in check: whether a pseudo-legal move surely leaves the check unanswered, being no
   * king move and landing outside the node's {@link Board#evasionTargets} (such a move is illegal,
   * so skipping it before the legality test changes nothing).
   */
  private boolean cannotEvade(int m, int ply) {
    if (Moves.from(m) == board.kingSquare(board.sideToMove())) {
      return false;
    }
    int sq = Moves.to(m);
    return sq < 63
        ? ((evasion[2 * ply] >>> sq) & 1) == 0
        : ((evasion[2 * ply + 1] >>> (sq - 63)) & 1) == 0;
  }

  /** MVV-LVA plus a cheap exchange test: worth it if the victim is worth more or is undefended. */
  private boolean goodCapture(int m, int us) {
    int victim = VALUE[PieceCodes.type(Moves.captured(m))];
    int attacker = VALUE[PieceCodes.type(Moves.moved(m))];
    return victim >= attacker || !board.isAttacked(Moves.to(m), us ^ 1);
  }

  /** The value of a piece type for move ordering and pruning (the king's is large). */
  static int value(int type) {
    return VALUE[type];
  }

  private int staticOrder(int m, int ply, int us) {
    int captured = Moves.captured(m);
    if (captured != 0) {
      int victim = VALUE[PieceCodes.type(captured)];
      int attacker = VALUE[PieceCodes.type(Moves.moved(m))];
      int base = goodCapture(m, us) ? 1 << 28 : 1 << 21;
      return base + victim * 16 - attacker / 16 + (Moves.isPromote(m) ? 1000 : 0);
    }
    if (Moves.isPromote(m)) {
      return (1 << 27) + VALUE[PieceCodes.type(Moves.moved(m))];
    }
    if (m == killers[2 * ply]) {
      return (1 << 26) + 1;
    }
    if (m == killers[2 * ply + 1]) {
      return 1 << 26;
    }
    return history[MovePicker.historyIndex(m)];
  }

  private void scoreMoves(int off, int end, int hashMove, int ply, int us) {
    for (int i = off; i < end; i++) {
      int m = moves[i];
      orderScores[i] = m == hashMove ? Integer.MAX_VALUE : staticOrder(m, ply, us);
    }
  }

  private void updatePv(int ply, int m) {
    pv[ply][0] = m;
    int len = pvLength[ply + 1];
    System.arraycopy(pv[ply + 1], 0, pv[ply], 1, len);
    pvLength[ply] = len + 1;
  }

  /** Takes back a move played and followed by the evaluation, given the key before it. */
  private void takeBack(int m, long keyBefore) {
    board.undoMove(m, keyBefore);
    eval.afterUndoMove();
  }

  /**
   * An evaluator of another library, called on a {@code Position} made at every evaluation: a
   * public {@link Cursor} follows the search's moves, and each evaluation takes a snapshot of it (a
   * copy of its board, as cheap as one of the search's board). After a null move, which a cursor
   * cannot play, a new cursor starts from the board as it stands (made once per null move through
   * the public {@code Setup} path) and follows the moves below it.
   */
  static final class CursorTracker implements EvalTracker {
    private final Evaluator evaluator;
    private final Board board;
    private final ArrayDeque<Cursor> cursors = new ArrayDeque<>();

    CursorTracker(Evaluator evaluator, Board board, Position root) {
      this.evaluator = evaluator;
      this.board = board;
      cursors.push(root.cursor());
    }

    @Override
    public void afterDoMove(int m) {
      cursors.peek().playUnchecked(Moves.toMove(m));
    }

    @Override
    public void afterUndoMove() {
      cursors.peek().undo();
    }

    @Override
    public void afterNullMove() {
      cursors.push(board.toPosition().cursor());
    }

    @Override
    public void afterUndoNullMove() {
      cursors.pop();
    }

    @Override
    public int evaluate() {
      return evaluator.evaluate(cursors.peek().toPosition());
    }
  }

  private int evaluate() {
    return clamp(eval.evaluate());
  }

  /** An evaluation within +-{@link #EVAL_LIMIT}. */
  private static int clamp(int v) {
    return Math.max(-EVAL_LIMIT, Math.min(EVAL_LIMIT, v));
  }

  private static int toTt(int v, int ply) {
    return v > MATE_BOUND ? v + ply : v < -MATE_BOUND ? v - ply : v;
  }

  private static int fromTt(int v, int ply) {
    return v > MATE_BOUND ? v - ply : v < -MATE_BOUND ? v + ply : v;
  }

  // ------------------------------------------------------------------ the rules' endings

  /** Whether the side to move wins by declaring (入玉宣言) under the request's rule. */
  private boolean canDeclare() {
    return declaration != ImpasseRule.NONE && ImpasseCount.wins(board, declaration);
  }

  /**
   * The score of a node at the move limit: a draw, unless the move that reached it mated (or left
   * no legal move), which takes precedence as in {@link io.github.shogi4j.rules.Game}.
   */
  private int moveLimitScore(int ply) {
    return board.hasLegalMove() ? 0 : -MATE + ply;
  }

  // ------------------------------------------------------------------ repetition

  private static final int NO_REPETITION = Integer.MIN_VALUE;

  /**
   * The score of a repetition at the node of this ply, from the side to move's point of view, or
   * {@link #NO_REPETITION}. The first repetition counts: it would recur.
   */
  private int repetition(int ply) {
    if (ply == 0) {
      return NO_REPETITION;
    }
    int scan = nullChildPly < 0 ? REPETITION_SCAN : Math.min(REPETITION_SCAN, ply - nullChildPly);
    return switch (reps.probe(scan)) {
      case NONE -> NO_REPETITION;
      case DRAW -> 0;
      case WIN -> perpetualCheckLoses ? REPETITION_WIN : 0;
      case LOSS -> perpetualCheckLoses ? -REPETITION_WIN : 0;
      case SUPERIOR -> SUPERIOR;
      case INFERIOR -> -SUPERIOR;
    };
  }
}
