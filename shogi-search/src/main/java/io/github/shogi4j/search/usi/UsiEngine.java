package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletionException;
import java.util.concurrent.CountDownLatch;

/**
 * The engine side of USI: reads commands from a GUI and answers them with a {@link Searcher} made by
 * a {@link SearcherFactory}. {@code shogi usi} runs one on standard input and output; tests run one
 * over pipes.
 *
 * <h2>Protocol guarantees</h2>
 * <ul>
 *   <li>Exactly one {@code bestmove} per {@code go}: after {@code go infinite} or {@code go ponder}
 *       it is held back until {@code stop} (or, when pondering, {@code ponderhit}), even when the
 *       search finished earlier; a {@code go} during a search first ends the running one.
 *   <li>{@code bestmove resign} when the side to move has no legal move; {@code bestmove win} when
 *       it can declare a win under the configured entering-king rule (入玉宣言).
 *   <li>An unknown command, a bad option value, an unparsable or illegal position get an
 *       {@code info string} explanation; the engine keeps running. A {@code go} after a refused
 *       position answers {@code bestmove resign} with an explanation rather than search a stale
 *       position.
 *   <li>{@code go mate} answers with one {@code checkmate} line.
 * </ul>
 *
 * <h2>Thread safety</h2>
 * {@link #run()} reads on the calling thread; searches run on their own threads; every output line
 * is written whole under one lock, and the state shared by the two is guarded by it. One engine
 * runs one {@link #run()}.
 */
public final class UsiEngine {
  /** The name of the hash size option. */
  public static final String HASH = "USI_Hash";
  /** The name of the ponder option (accepted; pondering is always allowed). */
  public static final String PONDER = "USI_Ponder";
  /** The name of the level option. */
  public static final String LEVEL = "Level";
  /** The name of the entering-king (入玉) rule option, as common engines call it. */
  public static final String IMPASSE_RULE = "EnteringKingRule";
  /** The values of {@link #IMPASSE_RULE}: none, the 24-point rule, the 27-point rule (CSA). */
  public static final List<String> IMPASSE_RULES =
      List.of("NoEnteringKing", "CSARule24", "CSARule24H", "CSARule27", "CSARule27H");

  private static final List<UsiOption> OPTIONS = List.of(
      UsiOption.spin(HASH, 64, 1, 4096),
      UsiOption.check(PONDER, false),
      UsiOption.combo(LEVEL, "NORMAL", SearcherFactory.LEVELS),
      UsiOption.combo(IMPASSE_RULE, "CSARule27", IMPASSE_RULES));

  private final SearcherFactory factory;
  private final BufferedReader in;
  private final Writer out;
  private final Object lock = new Object();

  // Guarded by lock.
  private final Map<String, String> values = new LinkedHashMap<>();
  private Optional<Searcher> searcher = Optional.empty();
  private SearchRequest request = SearchRequest.of(Position.initial());
  private Optional<String> positionError = Optional.empty();
  private Optional<Go> active = Optional.empty();
  private boolean outputBroken;

  /** One {@code go}: its search and whether its bestmove was written. Guarded by lock. */
  private static final class Go {
    final UsiGo go;
    final SearchRequest request;
    final CountDownLatch answered = new CountDownLatch(1);
    SearchHandle handle;
    boolean stopped;
    boolean ponderHit;
    boolean done;
    boolean emitted;
    Optional<SearchResult> result = Optional.empty();
    Optional<Throwable> failure = Optional.empty();

    Go(UsiGo go, SearchRequest request) {
      this.go = go;
      this.request = request;
    }

    boolean mustWait() {
      return !stopped && (go.limits().isInfinite() || (go.limits().ponder() && !ponderHit));
    }
  }

  /**
   * An engine reading commands from {@code in} and writing answers to {@code out}.
   *
   * @param factory makes the searcher from the option values
   * @param in the GUI's commands, one a line
   * @param out where answers go; flushed after every line
   */
  public UsiEngine(SearcherFactory factory, Reader in, Writer out) {
    this.factory = Preconditions.checkNotNull(factory, "factory");
    Preconditions.checkNotNull(in, "in");
    this.in = in instanceof BufferedReader br ? br : new BufferedReader(in);
    this.out = Preconditions.checkNotNull(out, "out");
    for (UsiOption o : OPTIONS) {
      values.put(o.name(), o.defaultValue().orElse(""));
    }
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
   * Answers commands until {@code quit}, the end of the input, or a failure to write. A search still
   * running then is stopped and its {@code bestmove} written first.
   *
   * @throws UncheckedIOException if reading the input fails
   */
  public void run() {
    try {
      String line;
      while ((line = in.readLine()) != null) {
        if (!handle(line.strip()) || broken()) {
          break;
        }
      }
    } catch (IOException e) {
      throw new UncheckedIOException("reading USI commands failed", e);
    } finally {
      finishActive();
    }
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
        synchronized (lock) {
          searcher();
        }
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
    Optional<UsiOption> option = OPTIONS.stream()
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
      if (!option.get().name().equals(PONDER)) {
        searcher = Optional.empty();
      }
    }
  }

  /** The searcher for the current option values, made when first needed. Called under lock. */
  private Searcher searcher() {
    if (searcher.isEmpty()) {
      searcher = Optional.of(factory.create(new SearcherFactory.Settings(
          Integer.parseInt(values.get(HASH)), values.get(LEVEL))));
    }
    return searcher.get();
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
    if (go.mate()) {
      mate(go);
      return;
    }
    synchronized (lock) {
      if (positionError.isPresent()) {
        send("info string no valid position to search (" + positionError.get() + ")");
        send("bestmove resign");
        return;
      }
      Position p = request.position();
      if (!p.hasLegalMoves()) {
        send("info string no legal move: " + (p.isCheck() ? "checkmated (詰み)" : "no move"));
        send("bestmove resign");
        return;
      }
      checkDeclaration(p);
      Go g = new Go(go, request);
      active = Optional.of(g);
      SearchListener listener = info -> {
        synchronized (lock) {
          if (!g.emitted) {
            send(UsiInfo.format(info));
          }
        }
      };
      g.handle = searcher().start(request, go.limits(), listener);
      g.handle.result().whenComplete((result, failure) -> {
        synchronized (lock) {
          g.done = true;
          g.result = Optional.ofNullable(result);
          g.failure = Optional.ofNullable(failure);
          maybeAnswer(g);
        }
      });
    }
  }

  private void checkDeclaration(Position p) {
    // TODO(usi): judge the declaration with the rules module's Impasse API when it is on main and
    // answer "bestmove win" when it wins under values.get(IMPASSE_RULE); not judged until then.
    if (!values.get(IMPASSE_RULE).equals("NoEnteringKing")
        && p.kingSquare(p.sideToMove()).map(s -> s.isPromotionZone(p.sideToMove())).orElse(false)) {
      send("info string entering-king declaration (入玉宣言) is not judged yet by this engine");
    }
  }

  private void mate(UsiGo go) {
    // TODO(usi): answer with the df-pn mate solver (io.github.shogi4j.search.mate) when it is on
    // main; "checkmate notimplemented" is USI's reply for an engine without a mate search.
    send(new UsiMateAnswer(UsiMateAnswer.Kind.NOT_IMPLEMENTED, List.of()).toUsi());
  }

  private void stop() {
    synchronized (lock) {
      active.ifPresent(g -> {
        g.stopped = true;
        g.handle.stop();
        maybeAnswer(g);
      });
    }
  }

  private void ponderHit() {
    synchronized (lock) {
      active.ifPresent(g -> {
        if (g.go.limits().ponder() && !g.ponderHit) {
          g.ponderHit = true;
          g.handle.ponderHit();
          maybeAnswer(g);
        }
      });
    }
  }

  /** Stops the running search, if any, and waits until its bestmove is written. */
  private void finishActive() {
    Optional<Go> g;
    synchronized (lock) {
      g = active;
      g.ifPresent(x -> {
        x.stopped = true;
        x.handle.stop();
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

  /** Writes the bestmove of a finished search unless the protocol says to hold it. Under lock. */
  private void maybeAnswer(Go g) {
    if (g.emitted || !g.done || g.mustWait()) {
      return;
    }
    g.emitted = true;
    if (g.result.isPresent()) {
      SearchResult r = g.result.get();
      send("bestmove " + r.toUsi() + r.ponderMove().map(m -> " ponder " + m.toUsi()).orElse(""));
    } else {
      Throwable t = g.failure.orElseThrow();
      if (t instanceof CompletionException && t.getCause() != null) {
        t = t.getCause();
      }
      List<Move> legal = g.request.position().legalMoves();
      send("info string search failed, playing the first legal move: "
          + oneLine(t.getMessage() == null ? t.toString() : t.getMessage()));
      send("bestmove " + (legal.isEmpty() ? "resign" : legal.get(0).toUsi()));
    }
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
