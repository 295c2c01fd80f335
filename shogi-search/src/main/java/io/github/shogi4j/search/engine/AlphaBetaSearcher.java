package io.github.shogi4j.search.engine;

import com.google.common.base.Preconditions;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;

/**
 * The alpha-beta engine: iterative deepening, principal variation search, quiescence over captures
 * and promotions, a transposition table (置換表), moves generated in stages in the order they are
 * tried (hash move, good captures by MVV-LVA with a cheap exchange test and promotions, killers,
 * losing captures, quiet moves and drops by history) and checked for legality only when tried,
 * null-move pruning, late-move reductions, futility pruning at the frontier, an evaluation updated
 * move by move, check extensions (王手延長), mate scores, time management for byoyomi (秒読み) and
 * increments, and repetition handling: the first repetition of a position inside the search or with
 * the game's history counts as sennichite (千日手, a draw), or as a loss for the side that gave check
 * on every move of the cycle (連続王手の千日手); a position whose board and side to move repeat while one
 * side's hand has grown is scored as superior (優等局面) for that side and inferior (劣等局面) for the
 * other.
 *
 * <p>Plays on the rules module's internal make/unmake board. A search without legal moves at the
 * root resigns with the score {@link io.github.shogi4j.search.Score#mated()} (mate in 0, USI {@code
 * mate -0}); when {@link EngineConfig#declareWin()} is on and an entering-king declaration (入玉宣言)
 * wins under the request's rules, it declares a win.
 *
 * <p>The search follows the {@link io.github.shogi4j.search.SearchRequest#rules() request's rules}:
 * their impasse rule for declarations (none under {@link
 * io.github.shogi4j.rules.ImpasseRule#NONE}), their move limit (a node at the limit is a draw
 * unless it is mate), and perpetual check as a loss or, when the rules say it does not lose, a
 * plain draw.
 *
 * <h2>Thread safety</h2>
 *
 * Several searches may run at once on one searcher: each has its own board, move lists and
 * heuristics; they share only this searcher's transposition table, which is safe to share. With
 * {@link EngineConfig#threads()} above 1, each search runs that many threads (lazy SMP): the main
 * search on the calling thread (or the thread {@link #start} makes) and helpers on threads of their
 * own, each with its own board and history, all sharing the table; the helpers end before the
 * search returns. The quiet-move history is kept from one search to the next of a game: each search
 * takes a table for itself alone (a new one when every kept table is in use) and gives it back when
 * it ends. Stop requests are answered at once by a search started with {@link #start} (with the
 * last completed iteration's result), and a blocking search returns within a few hundred nodes of a
 * stop (it polls every 256 nodes).
 */
public final class AlphaBetaSearcher implements Searcher {
  /** The deepest nominal depth a search goes to. */
  public static final int MAX_DEPTH = 100;

  private final EngineConfig config;
  private final TranspositionTable table;

  /** The quiet-move history of the searches of the current game. */
  private final HistoryTables histories = new HistoryTables();

  /** How many times {@link #newGame()} was called. */
  private long games;

  /** The configuration the searches of the current game use: {@link #config} with its seed. */
  private volatile EngineConfig game;

  /**
   * A searcher with its own transposition table of the configured size.
   *
   * @param config how it plays
   */
  public AlphaBetaSearcher(EngineConfig config) {
    this(
        config,
        new TranspositionTable(Preconditions.checkNotNull(config, "config").hashMegabytes()));
  }

  /**
   * A searcher using the given transposition table (which other searchers may share).
   *
   * @param config how it plays; its hash size is ignored
   * @param table the table
   */
  public AlphaBetaSearcher(EngineConfig config, TranspositionTable table) {
    this.config = Preconditions.checkNotNull(config, "config");
    this.table = Preconditions.checkNotNull(table, "table");
    this.game = config;
  }

  /**
   * The configuration.
   *
   * @return the configuration
   */
  public EngineConfig config() {
    return config;
  }

  /**
   * The transposition table.
   *
   * @return the table this searcher uses
   */
  public TranspositionTable table() {
    return table;
  }

  /** The quiet-move history tables of the current game's searches. */
  HistoryTables histories() {
    return histories;
  }

  @Override
  public String name() {
    return config.name();
  }

  @Override
  public SearchResult search(
      SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl control) {
    Preconditions.checkNotNull(request, "request");
    Preconditions.checkNotNull(limits, "limits");
    Preconditions.checkNotNull(listener, "listener");
    Preconditions.checkNotNull(control, "control");
    return run(worker(request, limits, listener, control), request);
  }

  /**
   * Starts a search on a new daemon thread and returns at once. A stop is answered at once, on the
   * stopping thread, with the result of the last iteration the search completed (when one has): the
   * answer does not wait for the searching thread to be scheduled and unwind, which it then does by
   * itself within a few hundred nodes.
   *
   * @param request the game to move in
   * @param limits when to stop
   * @param listener receives progress reports on the searching thread
   * @return the handle to stop it and get its result
   */
  @Override
  public SearchHandle start(SearchRequest request, SearchLimits limits, SearchListener listener) {
    Preconditions.checkNotNull(request, "request");
    Preconditions.checkNotNull(limits, "limits");
    Preconditions.checkNotNull(listener, "listener");
    SearchControl control = new SearchControl();
    CompletableFuture<SearchResult> future = new CompletableFuture<>();
    SearchWorker worker = worker(request, limits, listener, control);
    control.whenStopped(() -> worker.resultSoFar().ifPresent(future::complete));
    return SearchHandle.onNewThread(control, future, name(), request, () -> run(worker, request));
  }

  private SearchWorker worker(
      SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl control) {
    try {
      return new SearchWorker(game, table, histories, request, limits, listener, control, 0);
    } catch (RuntimeException e) {
      throw new SearchException(name(), request.toString(), "search failed: " + e, e);
    }
  }

  /**
   * Runs the main search on the calling thread and, with more than one thread configured, its
   * helpers on threads of their own, which are stopped and waited for when the main search ends.
   */
  private SearchResult run(SearchWorker main, SearchRequest request) {
    EngineConfig config = game;
    table.newSearch();
    List<Thread> threads = new ArrayList<>();
    SearchControl helperControl = new SearchControl();
    AtomicReference<RuntimeException> helperFailure = new AtomicReference<>();
    SearchResult result;
    try {
      if (config.threads() > 1) {
        List<SearchWorker> helpers = new ArrayList<>();
        for (int i = 1; i < config.threads(); i++) {
          helpers.add(
              new SearchWorker(
                  config,
                  table,
                  histories,
                  request,
                  main.limits(),
                  SearchListener.NONE,
                  helperControl,
                  i));
        }
        main.helpedBy(helpers);
        for (SearchWorker h : helpers) {
          Thread t =
              new Thread(
                  () -> {
                    try {
                      h.run();
                    } catch (RuntimeException e) {
                      helperFailure.compareAndSet(null, e);
                    }
                  },
                  "shogi4j-helper-" + name());
          t.setDaemon(true);
          threads.add(t);
          t.start();
        }
      }
      result = main.run();
    } catch (RuntimeException e) {
      throw new SearchException(name(), request.toString(), "search failed: " + e, e);
    } finally {
      stopAndJoin(helperControl, threads);
    }
    RuntimeException failed = helperFailure.get();
    if (failed != null) {
      throw new SearchException(name(), request.toString(), "search failed: " + failed, failed);
    }
    return result;
  }

  /** Stops the helpers and waits for their threads to end. */
  private static void stopAndJoin(SearchControl helperControl, List<Thread> threads) {
    helperControl.stop();
    boolean interrupted = false;
    for (Thread t : threads) {
      while (t.isAlive()) {
        try {
          t.join();
        } catch (InterruptedException e) {
          interrupted = true;
        }
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
  }

  /**
   * Clears the transposition table and the quiet-move history (kept from one search to the next of
   * a game, halved at each) and, for the deliberate imperfection ({@link
   * EngineConfig#rootTemperatureCentipawns()}), moves on to the next game's seed, so that games
   * played through one searcher (a USI session, say) differ: the n-th game after the searcher was
   * made is reproducible from {@link EngineConfig#seed()} and n. Not to be called while a search
   * runs.
   */
  @Override
  public synchronized void newGame() {
    table.clear();
    histories.clear();
    games++;
    game = config.toBuilder().seed(config.seed() + games * 0x9E3779B97F4A7C15L).build();
  }
}
