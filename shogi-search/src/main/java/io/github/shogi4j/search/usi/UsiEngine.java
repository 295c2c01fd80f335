package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Impasse;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.engine.TranspositionTable;
import io.github.shogi4j.search.mate.MateLimits;
import io.github.shogi4j.search.mate.MateResult;
import io.github.shogi4j.search.mate.MateSearch;
import io.github.shogi4j.search.mate.MateSolver;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;
import java.util.function.IntFunction;

/**
 * The engine side of USI: reads commands from a GUI and answers them with a {@link Searcher} made
 * by a {@link SearcherFactory}. {@code shogi usi} runs one on standard input and output; tests run
 * one over pipes.
 *
 * <h2>Protocol guarantees</h2>
 *
 * <ul>
 *   <li>Exactly one {@code bestmove} per {@code go}: after {@code go infinite} or {@code go ponder}
 *       it is held back until {@code stop} (or, when pondering, {@code ponderhit}), even when the
 *       search finished earlier; a {@code go} during a search first ends the running one.
 *   <li>{@code bestmove resign} when the side to move has no legal move, without a search (after
 *       {@code info depth 0 score mate -0}); {@code bestmove win} when it can declare a win under
 *       the configured entering-king rule (入玉宣言).
 *   <li>An unknown command, a bad option value, an unparsable or illegal position get an {@code
 *       info string} explanation; the engine keeps running. A {@code go} after a refused position
 *       answers {@code bestmove resign} with an explanation rather than search a stale position.
 *   <li>A command line longer than {@link LineReader#DEFAULT_MAX_LENGTH} characters is refused with
 *       an {@code info string} and skipped without being held in memory; a refused {@code position}
 *       line is a refused position.
 *   <li>{@code USI_Hash} declares as its maximum what the JVM's heap can hold ({@link
 *       #maxHashMegabytes()}); a table that cannot be allocated all the same is answered with an
 *       {@code info string} and a table half the size, down to 1 MB, never an exit.
 *   <li>{@code go mate} answers with one {@code checkmate} line, from the df-pn mate solver ({@link
 *       MateSolver}): the mating moves, {@code nomate} when no mate exists, or {@code timeout} when
 *       the time ran out or {@code stop} came first.
 * </ul>
 *
 * <p>The first {@code isready} (and the first after an option changed the searcher) warms the
 * searcher up with a 300 ms search before {@code readyok}, so the first timed move is not slowed by
 * the JIT compiler.
 *
 * <h2>Thread safety</h2>
 *
 * {@link #run()} reads on the calling thread; searches run on their own threads; every output line
 * is written whole under one lock, and the state shared by the two is guarded by it. One engine
 * runs one {@link #run()}.
 */
public final class UsiEngine {
  /** The name of the hash size option. */
  public static final String HASH = "USI_Hash";

  /** The name of the ponder option (accepted; pondering is always allowed). */
  public static final String PONDER = "USI_Ponder";

  /**
   * The name of the option giving how many threads search each position ({@link
   * EngineConfig#threads()}), 1 by default.
   */
  public static final String THREADS = "Threads";

  /** The name of the level option. */
  public static final String LEVEL = "Level";

  /** The name of the entering-king (入玉) rule option, as common engines call it. */
  public static final String IMPASSE_RULE = "EnteringKingRule";

  /**
   * The name of the option giving how many best lines (複数読み筋) a search reports, each as {@code info
   * multipv k ...}; 1 by default. A search of several lines scores every root move exactly, so the
   * easy level's deliberate mistakes do not apply to it.
   */
  public static final String MULTI_PV = "MultiPV";

  /**
   * The name of the option giving the milliseconds kept back from the clock for the delay between
   * the engine's answer and the move's arrival (a network or a slow GUI), 0 by default: a {@code
   * go} with a clock searches as if the mover had that much less time ({@link
   * SearchLimits.Clock#less}); a {@code movetime} is kept exact. The engine keeps its own few
   * milliseconds besides.
   */
  public static final String NETWORK_DELAY = "NetworkDelay";

  /** The values of {@link #IMPASSE_RULE}: none, the 24-point rule, the 27-point rule (CSA). */
  public static final List<String> IMPASSE_RULES =
      List.of("NoEnteringKing", "CSARule24", "CSARule24H", "CSARule27", "CSARule27H");

  private static final List<UsiOption> OPTIONS =
      List.of(
          UsiOption.spin(HASH, Math.min(64, maxHashMegabytes()), 1, maxHashMegabytes()),
          UsiOption.check(PONDER, false),
          UsiOption.spin(THREADS, 1, 1, EngineConfig.MAX_THREADS),
          UsiOption.combo(LEVEL, "HARD", SearcherFactory.LEVELS),
          UsiOption.combo(IMPASSE_RULE, "CSARule27", IMPASSE_RULES),
          UsiOption.spin(MULTI_PV, 1, 1, SearchLimits.MAX_MULTI_PV),
          UsiOption.spin(NETWORK_DELAY, 0, 0, 60_000));

  /** The mate solver's table limit ({@link MateLimits#withTableMegabytes}). */
  private static final int MAX_MATE_TABLE_MEGABYTES = 16384;

  private static final SearchLimits WARM_UP =
      SearchLimits.builder().moveTime(Duration.ofMillis(300)).depth(64).build();

  private final SearcherFactory factory;
  private final LineReader in;
  private final Writer out;
  private final Object lock = new Object();

  // Guarded by lock.
  private final Map<String, String> values = new LinkedHashMap<>();
  private Optional<Searcher> searcher = Optional.empty();
  private SearchRequest request = SearchRequest.of(Position.initial());
  private Optional<String> positionError = Optional.empty();
  private Optional<Go> active = Optional.empty();
  private boolean outputBroken;

  /**
   * One {@code go}: how to stop it, and the lines that answer it once it is done. Guarded by lock.
   */
  private static final class Go {
    final UsiGo go;
    final CountDownLatch answered = new CountDownLatch(1);
    Runnable stopAction = () -> {};
    Runnable ponderHitAction = () -> {};
    boolean stopped;
    boolean ponderHit;
    boolean done;
    boolean emitted;
    List<String> answer = List.of();

    Go(UsiGo go) {
      this.go = go;
    }

    /** USI holds the bestmove of an infinite or ponder search until stop (or ponderhit). */
    boolean mustWait() {
      return !go.mate()
          && !stopped
          && (go.limits().isInfinite() || (go.limits().ponder() && !ponderHit));
    }

    void finish(List<String> lines) {
      done = true;
      answer = lines;
    }
  }

  /**
   * An engine reading commands from {@code in} and writing answers to {@code out}.
   *
   * @param factory makes the searcher from the option values
   * @param in the GUI's commands, one a line, each at most {@link LineReader#DEFAULT_MAX_LENGTH}
   *     characters
   * @param out where answers go; flushed after every line
   */
  public UsiEngine(SearcherFactory factory, Reader in, Writer out) {
    this.factory = Preconditions.checkNotNull(factory, "factory");
    Preconditions.checkNotNull(in, "in");
    this.in = new LineReader(in);
    this.out = Preconditions.checkNotNull(out, "out");
    for (UsiOption o : OPTIONS) {
      values.put(o.name(), o.defaultValue().orElse(""));
    }
  }

  /**
   * The largest {@code USI_Hash} this engine declares, from the JVM's heap limit ({@link
   * Runtime#maxMemory()}): half of what is left after a 64 MiB margin for the search itself,
   * because a {@code go mate} table of the same size may be held beside the search's table. At
   * least 1, at most {@link TranspositionTable#MAX_MEGABYTES} (the largest table made in full).
   *
   * @return the maximum in megabytes (MiB)
   */
  public static int maxHashMegabytes() {
    long mib = 1L << 20;
    long usable = (Runtime.getRuntime().maxMemory() - 64 * mib) / 2 / mib;
    return (int) Math.max(1, Math.min(TranspositionTable.MAX_MEGABYTES, usable));
  }

  /**
   * The options this engine declares.
   *
   * @return the options, in the order {@code usi} lists them
   */
  public static List<UsiOption> options() {
    return OPTIONS;
  }

  /**
   * Answers commands until {@code quit}, the end of the input, or a failure to write. A search
   * still running then is stopped and its {@code bestmove} written first.
   *
   * @throws UncheckedIOException if reading the input fails
   */
  public void run() {
    try {
      while (true) {
        Optional<String> line;
        try {
          line = in.readLine();
        } catch (LineTooLongException e) {
          refuseLongLine(e);
          continue;
        }
        if (line.isEmpty() || !handle(line.get().strip()) || broken()) {
          break;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("reading USI commands failed", e);
    } finally {
      finishActive();
    }
  }

  /** A command too long to hold: said, and a position command counts as a refused position. */
  private void refuseLongLine(LineTooLongException e) {
    String why = "command " + e.getMessage() + "; ignored";
    if (e.start().strip().startsWith("position")) {
      synchronized (lock) {
        positionError = Optional.of("the position command was too long");
      }
      why = "position refused: " + e.getMessage();
    }
    send("info string " + why);
  }

  private boolean broken() {
    synchronized (lock) {
      return outputBroken;
    }
  }

  /** Handles one command; false to end the session. */
  private boolean handle(String line) {
    if (line.isEmpty()) {
      return true;
    }
    String word = line.split("\\s+", 2)[0];
    switch (word) {
      case "usi" -> usi();
      case "isready" -> {
        isReady();
        send("readyok");
      }
      case "setoption" -> setOption(line);
      case "usinewgame" -> {
        synchronized (lock) {
          searcher().newGame();
        }
      }
      case "position" -> position(line);
      case "go" -> go(line);
      case "stop" -> stop();
      case "ponderhit" -> ponderHit();
      case "gameover" -> finishActive();
      case "quit" -> {
        return false;
      }
      default -> send("info string unknown command ignored: " + line);
    }
    return true;
  }

  private void usi() {
    send("id name " + factory.name());
    send("id author " + factory.author());
    for (UsiOption o : OPTIONS) {
      send(o.toUsi());
    }
    send("usiok");
  }

  private void setOption(String line) {
    String rest = line.substring("setoption".length()).strip();
    if (!rest.startsWith("name ")) {
      send("info string setoption needs \"name <option> [value <value>]\": " + line);
      return;
    }
    rest = rest.substring(5).strip();
    int v = rest.indexOf(" value ");
    String name = v < 0 ? rest : rest.substring(0, v).strip();
    String value = v < 0 ? "" : rest.substring(v + 7).strip();
    Optional<UsiOption> option =
        OPTIONS.stream()
            .filter(o -> o.name().toLowerCase(Locale.ROOT).equals(name.toLowerCase(Locale.ROOT)))
            .findFirst();
    if (option.isEmpty()) {
      send("info string unknown option ignored: " + name);
      return;
    }
    Optional<String> why = option.get().whyInvalid(value);
    if (why.isPresent()) {
      send("info string option not changed: " + why.get());
      return;
    }
    synchronized (lock) {
      values.put(option.get().name(), value);
      if (!List.of(PONDER, MULTI_PV, NETWORK_DELAY).contains(option.get().name())) {
        searcher = Optional.empty();
      }
    }
  }

  /**
   * Makes the searcher for the current options and, the first time, warms it up with a short search
   * (the JIT compiles the search before the first timed move, which would otherwise run several
   * times slower): USI's isready is the place for slow initialization.
   */
  private void isReady() {
    Searcher s;
    synchronized (lock) {
      if (searcher.isPresent() || active.isPresent()) {
        searcher();
        return;
      }
      s = searcher();
    }
    s.search(SearchRequest.of(Position.initial()), WARM_UP);
    s.newGame();
  }

  /**
   * The searcher for the current option values, made when first needed. A hash table the heap
   * cannot hold is said with an {@code info string} and halved until it fits (the value is then set
   * to the size that was made). Called under lock.
   */
  private Searcher searcher() {
    if (searcher.isEmpty()) {
      searcher =
          Optional.of(
              fitting(
                  "the hash table",
                  mb -> {
                    Searcher s =
                        factory.create(
                            new SearcherFactory.Settings(
                                mb,
                                Integer.parseInt(values.get(THREADS)),
                                values.get(LEVEL),
                                impasseRule()));
                    values.put(HASH, String.valueOf(mb));
                    return s;
                  }));
    }
    return searcher.get();
  }

  /**
   * Makes something sized by {@code USI_Hash}, halving the size, with an {@code info string} each
   * time, while the heap cannot hold it; only a 1 MB failure is thrown. Called under lock.
   */
  private <T> T fitting(String what, IntFunction<T> make) {
    int mb = Integer.parseInt(values.get(HASH));
    while (true) {
      try {
        return make.apply(mb);
      } catch (OutOfMemoryError e) {
        if (mb == 1) {
          throw e;
        }
        send(
            "info string "
                + what
                + " of "
                + mb
                + " MB cannot be allocated ("
                + e.getMessage()
                + "); trying "
                + mb / 2
                + " MB");
        mb /= 2;
      }
    }
  }

  private void position(String line) {
    try {
      SearchRequest r = SearchRequest.ofUsi(line);
      synchronized (lock) {
        request = r;
        positionError = Optional.empty();
      }
    } catch (IllegalArgumentException e) {
      // SfenParseException, InvalidPositionException and IllegalMoveException say what and where.
      String why = oneLine(e.getMessage());
      synchronized (lock) {
        positionError = Optional.of(why);
      }
      send("info string position refused: " + why);
    }
  }

  private void go(String line) {
    UsiGo go;
    try {
      go = UsiGo.parse(line);
    } catch (IllegalArgumentException e) {
      send("info string go refused: " + oneLine(e.getMessage()));
      // A GUI waits for an answer to every go: give the one the command asked for.
      if (line.contains(" mate")) {
        send("checkmate timeout");
      } else {
        send("bestmove resign");
      }
      return;
    }
    finishActive();
    synchronized (lock) {
      Go g = new Go(go);
      active = Optional.of(g);
      if (positionError.isPresent()) {
        send("info string no valid position to search (" + positionError.get() + ")");
        g.finish(List.of(go.mate() ? "checkmate timeout" : "bestmove resign"));
      } else if (go.mate()) {
        startMate(g, request.position());
      } else {
        startSearch(g, request);
      }
      maybeAnswer(g);
    }
  }

  /** Starts a search, or answers at once when there is nothing to search. Under lock. */
  private void startSearch(Go g, SearchRequest request) {
    Position p = request.position();
    if (!p.hasLegalMoves()) {
      // A loss in shogi, in check or not; GUIs show the mate score (詰み) beside the resignation.
      g.finish(
          List.of(
              "info depth 0 score " + Score.mated().toUsi(),
              "info string no legal move: " + (p.isCheck() ? "checkmated (詰み)" : "no move"),
              "bestmove resign"));
      return;
    }
    ImpasseRule rule = impasseRule();
    if (rule != ImpasseRule.NONE) {
      Impasse.Declaration d = Impasse.declaration(p, rule);
      if (d.verdict() == Impasse.Verdict.WIN) {
        g.finish(
            List.of(
                "info string declaring a win (入玉宣言) under "
                    + values.get(IMPASSE_RULE)
                    + ": "
                    + d.points()
                    + " points, "
                    + d.piecesInCamp()
                    + " pieces in the enemy camp",
                "bestmove win"));
        return;
      }
    }
    int lines = Integer.parseInt(values.get(MULTI_PV));
    SearchLimits limits =
        lines == 1 ? g.go.limits() : g.go.limits().toBuilder().multiPv(lines).build();
    Duration delay = Duration.ofMillis(Long.parseLong(values.get(NETWORK_DELAY)));
    if (!delay.isZero() && limits.clock().isPresent()) {
      limits = limits.toBuilder().clock(limits.clock().get().less(p.sideToMove(), delay)).build();
    }
    SearchListener listener =
        info -> {
          synchronized (lock) {
            if (!g.emitted) {
              send(UsiInfo.format(info, lines > 1));
            }
          }
        };
    SearchHandle handle =
        searcher()
            .start(
                request.withRules(SearchRequest.DEFAULT_RULES.withImpasseRule(rule)),
                limits,
                listener);
    g.stopAction = handle::stop;
    g.ponderHitAction = handle::ponderHit;
    handle
        .result()
        .whenComplete(
            (result, failure) -> {
              synchronized (lock) {
                g.finish(result != null ? List.of(bestMove(result)) : failed(failure, request));
                maybeAnswer(g);
              }
            });
  }

  /** Starts a mate search (詰将棋) for {@code go mate}. Under lock. */
  private void startMate(Go g, Position p) {
    MateLimits base =
        g.go.mateTime().isPresent()
            ? MateLimits.none().withTime(g.go.mateTime().get())
            : MateLimits.none();
    MateSearch search =
        fitting(
            "the mate table",
            mb ->
                MateSolver.start(
                    p, base.withTableMegabytes(Math.min(mb, MAX_MATE_TABLE_MEGABYTES))));
    g.stopAction = search::stop;
    search
        .result()
        .whenComplete(
            (result, failure) -> {
              synchronized (lock) {
                if (result == null) {
                  g.finish(
                      List.of(
                          "info string mate search failed: " + oneLine(String.valueOf(failure)),
                          "checkmate timeout"));
                } else {
                  g.finish(List.of(mateAnswer(result).toUsi()));
                }
                maybeAnswer(g);
              }
            });
  }

  private static UsiMateAnswer mateAnswer(MateResult r) {
    return switch (r.status()) {
      case MATE -> new UsiMateAnswer(UsiMateAnswer.Kind.MATE, r.pv());
      case NO_MATE -> new UsiMateAnswer(UsiMateAnswer.Kind.NO_MATE, List.of());
      default -> new UsiMateAnswer(UsiMateAnswer.Kind.TIMEOUT, List.of());
    };
  }

  private static String bestMove(SearchResult r) {
    String ponder =
        r instanceof SearchResult.Play p
            ? p.ponder().map(m -> " ponder " + m.toUsi()).orElse("")
            : "";
    return "bestmove " + r.toUsi() + ponder;
  }

  /** The answer when the searcher failed: say why and play a legal move rather than none. */
  private static List<String> failed(Throwable failure, SearchRequest request) {
    Throwable t = failure;
    if (t instanceof CompletionException && t.getCause() != null) {
      t = t.getCause();
    }
    List<Move> legal = request.position().legalMoves();
    return List.of(
        "info string search failed, playing the first legal move: "
            + oneLine(t.getMessage() == null ? t.toString() : t.getMessage()),
        "bestmove " + (legal.isEmpty() ? "resign" : legal.get(0).toUsi()));
  }

  /** The configured entering-king rule. Under lock. */
  private ImpasseRule impasseRule() {
    return switch (values.get(IMPASSE_RULE)) {
      case "CSARule24" -> ImpasseRule.POINTS_24;
      case "CSARule24H" -> ImpasseRule.POINTS_24_HANDICAP;
      case "CSARule27" -> ImpasseRule.POINTS_27;
      case "CSARule27H" -> ImpasseRule.POINTS_27_HANDICAP;
      default -> ImpasseRule.NONE;
    };
  }

  private void stop() {
    synchronized (lock) {
      active.ifPresent(
          g -> {
            g.stopped = true;
            g.stopAction.run();
            maybeAnswer(g);
          });
    }
  }

  private void ponderHit() {
    synchronized (lock) {
      active.ifPresent(
          g -> {
            if (g.go.limits().ponder() && !g.ponderHit) {
              g.ponderHit = true;
              g.ponderHitAction.run();
              maybeAnswer(g);
            }
          });
    }
  }

  /** Stops the running search, if any, and waits until its answer is written. */
  private void finishActive() {
    Optional<Go> g;
    synchronized (lock) {
      g = active;
      g.ifPresent(
          x -> {
            x.stopped = true;
            x.stopAction.run();
            maybeAnswer(x);
          });
    }
    if (g.isPresent()) {
      try {
        g.get().answered.await();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** Writes the answer of a finished go unless the protocol says to hold it. Under lock. */
  private void maybeAnswer(Go g) {
    if (g.emitted || !g.done || g.mustWait()) {
      return;
    }
    g.emitted = true;
    g.answer.forEach(this::send);
    if (active.isPresent() && active.get() == g) {
      active = Optional.empty();
    }
    g.answered.countDown();
  }

  /** Writes one line. Safe from any thread. */
  private void send(String line) {
    synchronized (lock) {
      if (outputBroken) {
        return;
      }
      try {
        out.write(line);
        out.write('\n');
        out.flush();
      } catch (IOException e) {
        // The GUI is gone: nothing more can be said; run() ends at the next command.
        outputBroken = true;
      }
    }
  }

  private static String oneLine(String s) {
    return s == null ? "" : s.replaceAll("\\s*[\\r\\n]+\\s*", " ").strip();
  }
}
