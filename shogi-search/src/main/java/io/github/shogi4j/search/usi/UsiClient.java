package io.github.shogi4j.search.usi;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

/**
 * An external USI engine run as a process and presented as a {@link Searcher}, so a program can
 * swap this library's engine for any other.
 *
 * <p>{@link #start(Config)} launches the process and performs the handshake ({@code usi} ... {@code
 * usiok}, the configured {@code setoption}s, {@code isready} ... {@code readyok}) within the
 * configured timeouts. A search sends {@code position} and {@code go}, forwards {@code info} lines
 * to the listener, a stop request as {@code stop} and a ponder hit as {@code ponderhit}, and
 * returns the {@code bestmove} (a move, {@code resign} or {@code win}). The result's {@link
 * SearchResult#time()} is measured by this client, from sending {@code go} to reading {@code
 * bestmove}; its depth, nodes, score and variation come from the engine's last {@code info} line
 * with a score (of {@code multipv 1}).
 *
 * <h2>Several lines (MultiPV)</h2>
 *
 * Limits that ask for several lines ({@link SearchLimits#multiPv()}) make the client send {@code
 * setoption name MultiPV value K} before {@code position}, whenever K differs from what the engine
 * holds (its declared default, or a {@code MultiPV} value configured for the handshake); limits of
 * one line set it back to 1. An engine that declares no {@code MultiPV} spin option is refused such
 * limits with an {@link IllegalArgumentException} before anything is sent. The result's {@link
 * SearchResult.Play#lines()} holds the best line (the move decided), then the engine's latest
 * report of each further rank, with its depth and bound ({@code lowerbound}/{@code upperbound}), as
 * long as the ranks follow on from 2.
 *
 * <h2>Answers and their {@code go}</h2>
 *
 * USI answers every {@code go} with exactly one {@code bestmove} (or, for {@code go mate}, one
 * {@code checkmate}), in order; the client counts them. An answer that arrives after its search was
 * given up (a search that timed out, even after {@code stop}) belongs to that old {@code go} and is
 * discarded, never taken as the answer to the next one; an answer when no {@code go} awaits one (a
 * second {@code bestmove} for one {@code go}) is discarded too.
 *
 * <p>Before each {@code go} that follows another, the client sends {@code isready} and waits for
 * {@code readyok} (one round trip, skipped when nothing was asked of the engine since its last
 * {@code readyok}): every answer the engine writes before that {@code readyok} belongs to an
 * earlier {@code go} and is discarded, so a second {@code bestmove} for one {@code go} is never
 * taken for the answer to the next, however late it comes, as long as the engine writes it before
 * it answers {@code isready}. Each discarded answer is noted among the engine's last lines and
 * reported to the next search's listener ({@link SearchListener#onWarning}).
 *
 * <p>What stays impossible to tell apart: an extra answer that the engine writes after its {@code
 * readyok} (a stray thread that prints {@code bestmove} again after the engine already answered
 * {@code isready}) and that reaches the client after the next {@code go} was written. USI gives an
 * answer nothing that names its {@code go}, so the client takes it as that {@code go}'s answer; it
 * is still checked against that {@code go}'s position, and an illegal move is an error, never
 * played. (Engines that answer normally write nothing after {@code bestmove} until the next
 * command, and Fairy-Stockfish, GPS Shogi and this library's engine answer {@code isready} at once
 * when idle, so the check costs them one round trip per search.)
 *
 * <h2>Errors</h2>
 *
 * Nothing leaves a caller waiting for ever: a crash, a missed timeout or a malformed or illegal
 * {@code bestmove} ends the call with a {@link UsiEngineException} (wrapped in a {@link
 * SearchException} from a search) naming the engine and quoting its last output lines. After a
 * crash, a handshake or {@code isready} timeout, or a flood the client is unusable; after a search
 * or mate search that timed out it stays usable.
 *
 * <h2>Limits</h2>
 *
 * An engine line longer than {@link #MAX_LINE_LENGTH} characters, or more than {@link
 * #MAX_QUEUED_LINES} lines or {@link #MAX_QUEUED_CHARS} characters written and not yet read by the
 * client, is a flood ({@link UsiEngineException.Kind#FLOODED}): the client ends the engine and
 * every later call fails with that error, so a runaway engine cannot exhaust the heap. Standard
 * error lines longer than the limit are skipped with a note.
 *
 * <h2>Processes</h2>
 *
 * {@link #close()} ends the engine and every process it started ({@link Process#descendants()}
 * taken before it ends): {@code quit}, then, after the stop timeout, {@link
 * ProcessHandle#destroy()} for the whole tree, then {@link ProcessHandle#destroyForcibly()} for
 * what is left a second later.
 *
 * <h2>Thread safety</h2>
 *
 * Thread-safe: one search or command runs at a time (others wait); {@link #name()}, {@link
 * #author()}, {@link #options()}, {@link #isAlive()} and {@link #close()} never wait, and {@link
 * #close()} may be called from any thread, also to end a search that is under way.
 */
public final class UsiClient implements Searcher, AutoCloseable {
  /** The longest engine line the client reads: {@link LineReader#DEFAULT_MAX_LENGTH}. */
  public static final int MAX_LINE_LENGTH = LineReader.DEFAULT_MAX_LENGTH;

  /** The most engine lines held unread (10,000). */
  public static final int MAX_QUEUED_LINES = 10_000;

  /** The most characters of engine lines held unread (4 Mi = 4,194,304). */
  public static final long MAX_QUEUED_CHARS = 4L << 20;

  private static final Out EOF = new Out("<end of output>", -1);
  private static final int REMEMBERED_LINES = 20;

  /** Remembered lines are cut to this length, so an error message stays readable. */
  private static final int REMEMBERED_LENGTH = 300;

  private static final Duration KILL_GRACE = Duration.ofSeconds(1);

  /**
   * A line of the engine's standard output; {@code answer} numbers the {@code bestmove} and {@code
   * checkmate} lines from 0 (the n-th answers the n-th {@code go}), -1 for other lines.
   */
  private record Out(String text, long answer) {}

  /**
   * How to start an engine and how long to wait for it.
   *
   * <p>Immutable and thread-safe.
   *
   * @param command the program and its arguments
   * @param workingDirectory where the program runs; empty for this process's directory
   * @param options {@code setoption} values sent after the handshake, in order
   * @param handshakeTimeout the wait for {@code usiok}
   * @param readyTimeout the wait for {@code readyok}
   * @param stopTimeout the wait for {@code bestmove} after {@code stop}, and for the process to end
   *     after {@code quit}
   * @param searchSlack the time granted beyond a search's own time limit before {@code stop} is
   *     sent
   * @param unboundedSearchTimeout the longest wait for a search limited only by depth or nodes
   * @param defaultMoveTime the byoyomi asked for when a search sets no limit at all
   */
  public record Config(
      List<String> command,
      Optional<Path> workingDirectory,
      Map<String, String> options,
      Duration handshakeTimeout,
      Duration readyTimeout,
      Duration stopTimeout,
      Duration searchSlack,
      Duration unboundedSearchTimeout,
      Duration defaultMoveTime) {

    /**
     * Checks the fields and copies the collections.
     *
     * @param command command
     * @param workingDirectory directory
     * @param options options
     * @param handshakeTimeout handshake wait
     * @param readyTimeout ready wait
     * @param stopTimeout stop wait
     * @param searchSlack slack
     * @param unboundedSearchTimeout unbounded wait
     * @param defaultMoveTime default move time
     */
    public Config {
      Preconditions.checkArgument(command != null && !command.isEmpty(), "a command is needed");
      command = ImmutableList.copyOf(command);
      Preconditions.checkNotNull(workingDirectory, "workingDirectory");
      options = ImmutableMap.copyOf(options);
      for (Duration d :
          List.of(
              handshakeTimeout, readyTimeout, stopTimeout, searchSlack, unboundedSearchTimeout)) {
        Preconditions.checkArgument(!d.isNegative(), "negative timeout: %s", d);
      }
      Preconditions.checkArgument(
          defaultMoveTime.compareTo(Duration.ofMillis(1)) >= 0,
          "default move time must be at least 1 ms: %s",
          defaultMoveTime);
    }

    /**
     * A configuration with the default timeouts: 10 s for the handshake, 30 s for {@code readyok},
     * 5 s after {@code stop}, 1 s of slack, 10 minutes for a depth- or node-limited search, 1 s per
     * move when no limit is given.
     *
     * @param command the program and its arguments
     * @return the configuration
     */
    public static Config of(List<String> command) {
      return new Config(
          command,
          Optional.empty(),
          Map.of(),
          Duration.ofSeconds(10),
          Duration.ofSeconds(30),
          Duration.ofSeconds(5),
          Duration.ofSeconds(1),
          Duration.ofMinutes(10),
          Duration.ofSeconds(1));
    }

    /**
     * This configuration run in another directory.
     *
     * @param dir the working directory
     * @return the new configuration
     */
    public Config withWorkingDirectory(Path dir) {
      return new Config(
          command,
          Optional.of(dir),
          options,
          handshakeTimeout,
          readyTimeout,
          stopTimeout,
          searchSlack,
          unboundedSearchTimeout,
          defaultMoveTime);
    }

    /**
     * This configuration with one more option value.
     *
     * @param name the option's name
     * @param value its value
     * @return the new configuration
     */
    public Config withOption(String name, String value) {
      Map<String, String> o = new LinkedHashMap<>(options);
      o.put(name, value);
      return new Config(
          command,
          workingDirectory,
          o,
          handshakeTimeout,
          readyTimeout,
          stopTimeout,
          searchSlack,
          unboundedSearchTimeout,
          defaultMoveTime);
    }

    /**
     * This configuration with other timeouts.
     *
     * @param handshake the wait for {@code usiok}
     * @param ready the wait for {@code readyok}
     * @param stop the wait after {@code stop} and {@code quit}
     * @return the new configuration
     */
    public Config withTimeouts(Duration handshake, Duration ready, Duration stop) {
      return new Config(
          command,
          workingDirectory,
          options,
          handshake,
          ready,
          stop,
          searchSlack,
          unboundedSearchTimeout,
          defaultMoveTime);
    }

    /**
     * This configuration with another slack beyond a search's time limit.
     *
     * @param slack the slack
     * @return the new configuration
     */
    public Config withSearchSlack(Duration slack) {
      return new Config(
          command,
          workingDirectory,
          options,
          handshakeTimeout,
          readyTimeout,
          stopTimeout,
          slack,
          unboundedSearchTimeout,
          defaultMoveTime);
    }

    @Override
    public String toString() {
      return new ToStringBuilder("Config")
          .add("command", command)
          .add("workingDirectory", workingDirectory)
          .add("options", options)
          .add("handshakeTimeout", handshakeTimeout)
          .add("readyTimeout", readyTimeout)
          .add("stopTimeout", stopTimeout)
          .add("searchSlack", searchSlack)
          .add("unboundedSearchTimeout", unboundedSearchTimeout)
          .add("defaultMoveTime", defaultMoveTime)
          .toString();
    }
  }

  private final Config config;
  private final Process process;
  private final Writer stdin;
  private final BlockingQueue<Out> lines = new LinkedBlockingQueue<>();
  private final AtomicLong queuedChars = new AtomicLong();

  /** The number of {@code go} commands written, counted before each is written. */
  private final AtomicLong gosSent = new AtomicLong();

  /** The number of answers read; the standard output thread's own. */
  private long answersRead;

  /**
   * Whether a {@code go} was written since the engine's last {@code readyok}: the next {@code go}
   * is then preceded by {@code isready}. Guarded by this.
   */
  private boolean goSinceReady;

  /** The most discarded answers held for the next search's listener. */
  private static final int MAX_WARNINGS = 20;

  /** Discarded answers not yet reported to a listener, at most {@link #MAX_WARNINGS}. */
  private final ArrayDeque<String> warnings = new ArrayDeque<>();

  private final ArrayDeque<String> recent = new ArrayDeque<>();
  private final AtomicBoolean closed = new AtomicBoolean();
  private volatile String name;
  private volatile String author = "";
  private volatile List<UsiOption> options = List.of();

  /** The MultiPV value the engine holds, as far as this client set it; guarded by this. */
  private int multiPvSet = 1;

  private volatile Optional<UsiEngineException> broken = Optional.empty();

  private UsiClient(Config config, Process process) {
    this.config = config;
    this.process = process;
    this.stdin = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
    this.name = Path.of(config.command().get(0)).getFileName().toString();
    daemon("stdout", () -> pumpOutput(process.getInputStream()));
    daemon("stderr", () -> pumpErrors(process.getErrorStream()));
  }

  /**
   * Starts an engine and performs the handshake.
   *
   * @param config the command and timeouts
   * @return the client, ready to search
   * @throws UsiEngineException if the process cannot be started, or does not complete the handshake
   *     in time (the process is then killed)
   */
  public static UsiClient start(Config config) {
    Preconditions.checkNotNull(config, "config");
    ProcessBuilder pb = new ProcessBuilder(config.command());
    config.workingDirectory().ifPresent(d -> pb.directory(d.toFile()));
    Process p;
    try {
      p = pb.start();
    } catch (IOException e) {
      throw new UsiEngineException(
          UsiEngineException.Kind.START_FAILED,
          String.join(" ", config.command()),
          String.valueOf(e.getMessage()),
          List.of(),
          e);
    }
    UsiClient c = new UsiClient(config, p);
    try {
      c.handshake();
      return c;
    } catch (RuntimeException e) {
      c.close();
      throw e;
    }
  }

  private void daemon(String what, Runnable r) {
    Thread t = new Thread(r, "usi-" + what + "-" + name);
    t.setDaemon(true);
    t.start();
  }

  /** Queues the engine's standard output, numbering its answers and bounding what it holds. */
  private void pumpOutput(InputStream stream) {
    try (LineReader r =
        new LineReader(new InputStreamReader(stream, StandardCharsets.UTF_8), MAX_LINE_LENGTH)) {
      for (Optional<String> next; (next = r.readLine()).isPresent(); ) {
        String line = next.get();
        remember(line);
        long answer = -1;
        if (isAnswer(line)) {
          if (answersRead >= gosSent.get()) {
            discarded("an answer when no go awaits one (a second answer to one go)", line);
            continue;
          }
          answer = answersRead++;
        }
        if (lines.size() >= MAX_QUEUED_LINES
            || queuedChars.get() + line.length() > MAX_QUEUED_CHARS) {
          flood(
              "more than "
                  + MAX_QUEUED_LINES
                  + " lines or "
                  + MAX_QUEUED_CHARS
                  + " characters of output unread");
          return;
        }
        queuedChars.addAndGet(line.length());
        lines.add(new Out(line, answer));
      }
    } catch (LineTooLongException e) {
      flood("output " + e.getMessage());
    } catch (IOException e) {
      remember("<read failed: " + e.getMessage() + ">");
    } finally {
      lines.add(EOF);
    }
  }

  /** Remembers the engine's standard error lines for error messages; holds nothing else. */
  private void pumpErrors(InputStream stream) {
    try (LineReader r =
        new LineReader(new InputStreamReader(stream, StandardCharsets.UTF_8), MAX_LINE_LENGTH)) {
      while (true) {
        try {
          Optional<String> line = r.readLine();
          if (line.isEmpty()) {
            return;
          }
          remember("stderr: " + line.get());
        } catch (LineTooLongException e) {
          remember("stderr: <" + e.getMessage() + ": skipped>");
        }
      }
    } catch (IOException e) {
      remember("stderr: <read failed: " + e.getMessage() + ">");
    }
  }

  /** Whether a line answers a go: {@code bestmove ...} or {@code checkmate ...}. */
  private static boolean isAnswer(String line) {
    String word = line.strip().split("\\s+", 2)[0];
    return word.equals("bestmove") || word.equals("checkmate");
  }

  /** The engine wrote more than the client holds: it is ended, and the client unusable. */
  private void flood(String why) {
    broken =
        Optional.of(
            new UsiEngineException(
                UsiEngineException.Kind.FLOODED,
                name,
                why + "; the engine was ended",
                recentLines(),
                null));
    endAll(tree(), KILL_GRACE);
  }

  /** Notes a discarded answer among the last lines and for the next search's listener. */
  private void discarded(String why, String line) {
    remember("<discarded: " + why + ": " + line + ">");
    synchronized (warnings) {
      if (warnings.size() == MAX_WARNINGS) {
        warnings.removeFirst();
      }
      warnings.addLast(
          name + ": discarded \"" + cut(line.strip()) + "\", " + why + ", not taken as an answer");
    }
  }

  /** Hands the discarded answers noted so far to a listener. */
  private void reportDiscarded(SearchListener listener) {
    List<String> pending;
    synchronized (warnings) {
      pending = List.copyOf(warnings);
      warnings.clear();
    }
    for (String w : pending) {
      listener.onWarning(w);
    }
  }

  private static String cut(String line) {
    return line.length() <= REMEMBERED_LENGTH
        ? line
        : line.substring(0, REMEMBERED_LENGTH) + "...(" + line.length() + " characters)";
  }

  private void remember(String line) {
    String kept = cut(line);
    synchronized (recent) {
      if (recent.size() == REMEMBERED_LINES) {
        recent.removeFirst();
      }
      recent.addLast(kept);
    }
  }

  private List<String> recentLines() {
    synchronized (recent) {
      return List.copyOf(recent);
    }
  }

  private synchronized void handshake() {
    List<UsiOption> declared = new ArrayList<>();
    send("usi");
    long deadline = deadline(config.handshakeTimeout());
    while (true) {
      String line = next(deadline, "usiok").text();
      if (line.strip().equals("usiok")) {
        break;
      } else if (line.startsWith("id name ")) {
        name = line.substring(8).strip();
      } else if (line.startsWith("id author ")) {
        author = line.substring(10).strip();
      } else if (line.startsWith("option ")) {
        try {
          declared.add(UsiOption.parse(line));
        } catch (IllegalArgumentException e) {
          throw fail(UsiEngineException.Kind.MALFORMED, e.getMessage(), e);
        }
      }
    }
    options = List.copyOf(declared);
    multiPvSet = UsiGo.multiPvOf(options, config.options());
    for (Map.Entry<String, String> o : config.options().entrySet()) {
      send("setoption name " + o.getKey() + " value " + o.getValue());
    }
    isReady();
  }

  /**
   * Sends {@code isready} and waits for {@code readyok}.
   *
   * @throws UsiEngineException if the engine dies or does not answer within the ready timeout
   */
  public synchronized void isReady() {
    checkUsable();
    send("isready");
    long deadline = deadline(config.readyTimeout());
    while (true) {
      Out out = next(deadline, "readyok");
      if (out.text().strip().equals("readyok")) {
        break;
      }
      // info string lines and the like may come first; so may the answer to a go given up
      isStale(out, gosSent.get());
    }
    goSinceReady = false;
  }

  /**
   * Before a {@code go} that follows another: {@code isready}, so that any answer the engine writes
   * before its {@code readyok} is discarded rather than taken for the answer to the new {@code go}.
   */
  private void syncBeforeGo() {
    if (goSinceReady) {
      isReady();
    }
  }

  /**
   * The engine's name from {@code id name} (the program's file name if it sent none).
   *
   * @return the name
   */
  @Override
  public String name() {
    return name;
  }

  /**
   * The engine's author from {@code id author}.
   *
   * @return the author, empty if it sent none
   */
  public String author() {
    return author;
  }

  /**
   * The options the engine declared in the handshake.
   *
   * @return an immutable list, in the engine's order
   */
  public List<UsiOption> options() {
    return options;
  }

  /**
   * Sets an option ({@code setoption}); call {@link #isReady()} afterwards before searching.
   *
   * @param option the option's name
   * @param value its value
   * @throws IllegalArgumentException if the engine declared no such option or refuses the value
   */
  public synchronized void setOption(String option, String value) {
    Preconditions.checkNotNull(option, "option");
    Preconditions.checkNotNull(value, "value");
    UsiOption o =
        options.stream()
            .filter(x -> x.name().equals(option))
            .findFirst()
            .orElseThrow(() -> new IllegalArgumentException(name + " has no option " + option));
    o.whyInvalid(value)
        .ifPresent(
            why -> {
              throw new IllegalArgumentException(why);
            });
    checkUsable();
    send("setoption name " + option + (o.type() == UsiOption.Type.BUTTON ? "" : " value " + value));
  }

  /**
   * Starts a new game: {@code isready}, then {@code usinewgame}.
   *
   * @throws UsiEngineException if the engine does not answer {@code isready}
   */
  @Override
  public synchronized void newGame() {
    isReady();
    send("usinewgame");
  }

  /**
   * Tells the engine the game is over: {@code gameover win} when its side won, {@code lose} when it
   * lost, {@code draw} otherwise (a draw such as 千日手 or 持将棋, and also an ending without a winner
   * such as an abort, which USI has no word for).
   *
   * @param outcome how the game ended
   * @param engineSide the side the engine played
   * @throws UsiEngineException if the engine has died or the client is closed
   */
  public synchronized void gameOver(Outcome outcome, Color engineSide) {
    Preconditions.checkNotNull(outcome, "outcome");
    Preconditions.checkNotNull(engineSide, "engineSide");
    checkUsable();
    send("gameover " + gameOverWord(outcome, engineSide));
  }

  /** USI's word for an outcome from one side's point of view. */
  static String gameOverWord(Outcome outcome, Color side) {
    return outcome.winner().map(w -> w == side ? "win" : "lose").orElse("draw");
  }

  @Override
  public synchronized SearchResult search(
      SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl control) {
    Preconditions.checkNotNull(request, "request");
    Preconditions.checkNotNull(limits, "limits");
    Preconditions.checkNotNull(listener, "listener");
    Preconditions.checkNotNull(control, "control");
    try {
      return searchOrThrow(request, limits, listener, control);
    } catch (UsiEngineException e) {
      throw new SearchException(name, request.toString(), e.getMessage(), e);
    }
  }

  private SearchResult searchOrThrow(
      SearchRequest request, SearchLimits limits, SearchListener listener, SearchControl control) {
    checkUsable();
    Position position = request.position();
    String go = UsiGo.format(limits, config.defaultMoveTime());
    Optional<String> multiPv =
        limits.multiPv() == multiPvSet
            ? Optional.empty()
            : Optional.of(UsiGo.setMultiPv(options, limits.multiPv(), name));
    syncBeforeGo();
    // Lines left from an earlier exchange (late info lines) belong to no search.
    drainStaleLines();
    reportDiscarded(listener);
    if (multiPv.isPresent()) {
      send(multiPv.get());
      multiPvSet = limits.multiPv();
    }
    send("position " + positionText(request));
    long answerNumber = gosSent.getAndIncrement();
    goSinceReady = true;
    send(go);
    long started = System.nanoTime();
    AtomicBoolean searching = new AtomicBoolean(true);
    control.whenStopped(
        () -> {
          if (searching.get()) {
            sendQuietly("stop");
          }
        });
    control.whenPonderHit(
        () -> {
          if (searching.get()) {
            sendQuietly("ponderhit");
          }
        });
    try {
      Optional<SearchInfo> last = Optional.empty();
      Map<Integer, SearchInfo> byRank = new java.util.TreeMap<>();
      long boundedFrom = started;
      boolean hit = false;
      long stopSentAt = 0;
      while (true) {
        boolean waitsForStop = limits.isInfinite() || (limits.ponder() && !control.isPonderHit());
        if (limits.ponder() && control.isPonderHit() && !hit) {
          hit = true;
          boundedFrom = System.nanoTime();
        }
        long now = System.nanoTime();
        if (stopSentAt == 0 && control.isStopped()) {
          stopSentAt = now;
        }
        long deadline;
        if (stopSentAt != 0) {
          deadline = stopSentAt + config.stopTimeout().toNanos();
        } else if (waitsForStop) {
          deadline = now + TimeUnit.MILLISECONDS.toNanos(50);
        } else {
          deadline = boundedFrom + budgetNanos(limits, position.sideToMove());
        }
        Out out = poll(Math.min(deadline, now + TimeUnit.MILLISECONDS.toNanos(50)));
        if (out == null) {
          if (System.nanoTime() - deadline < 0 || (waitsForStop && stopSentAt == 0)) {
            continue;
          }
          if (stopSentAt != 0) {
            throw fail(
                UsiEngineException.Kind.TIMEOUT,
                "no bestmove within " + config.stopTimeout().toMillis() + " ms of stop",
                null);
          }
          // The engine overran its time: ask it to stop, then wait for the stop timeout.
          send("stop");
          stopSentAt = System.nanoTime();
          continue;
        }
        if (out == EOF) {
          throw crashed("while searching");
        }
        String line = out.text();
        if (isStale(out, answerNumber)) {
          reportDiscarded(listener);
          continue;
        }
        if (out.answer() >= 0) {
          if (!line.strip().startsWith("bestmove")) {
            throw fail(
                UsiEngineException.Kind.MALFORMED,
                "an answer to go that is no bestmove: " + line,
                null);
          }
          return bestMove(
              line, position, last, byRank, Duration.ofNanos(System.nanoTime() - started));
        }
        if (line.startsWith("info ")) {
          try {
            Optional<SearchInfo> info = UsiInfo.parse(line, position.sideToMove());
            if (info.isPresent()) {
              if (info.get().multiPv() == 1) {
                last = info;
              }
              if (info.get().multiPv() <= limits.multiPv()) {
                byRank.put(info.get().multiPv(), info.get());
              }
              listener.onInfo(info.get());
            }
          } catch (IllegalArgumentException e) {
            // A progress report the client cannot read is not worth ending a game over.
            remember("<unreadable info line skipped: " + e.getMessage() + ">");
          }
        }
      }
    } finally {
      searching.set(false);
    }
  }

  /**
   * Asks for a mate search ({@code go mate}) and waits for its {@code checkmate} answer.
   *
   * @param request the position, with its history
   * @param time the time for the search; the answer is awaited this long plus the slack, then
   *     {@code stop} is sent and it is awaited the stop timeout more
   * @return the engine's answer; {@link UsiMateAnswer.Kind#NOT_IMPLEMENTED} also when the engine
   *     answers with {@code bestmove}, as engines without USI's mate search do (they read {@code go
   *     mate N} as a search for a mate in N moves, which only {@code stop} ends)
   * @throws UsiEngineException if the engine dies, sends a malformed {@code checkmate} line, or
   *     answers not in time
   */
  public synchronized UsiMateAnswer mate(SearchRequest request, Duration time) {
    Preconditions.checkNotNull(request, "request");
    Preconditions.checkArgument(
        time != null && !time.isNegative() && !time.isZero(),
        "a positive time is needed: %s",
        time);
    checkUsable();
    syncBeforeGo();
    drainStaleLines();
    send("position " + positionText(request));
    long answerNumber = gosSent.getAndIncrement();
    goSinceReady = true;
    send("go mate " + time.toMillis());
    long deadline = deadline(time.plus(config.searchSlack()));
    boolean stopSent = false;
    while (true) {
      Out out = poll(deadline);
      if (out == EOF) {
        throw crashed("while waiting for checkmate");
      }
      if (out == null) {
        if (System.nanoTime() - deadline < 0) {
          continue;
        }
        if (stopSent) {
          throw fail(
              UsiEngineException.Kind.TIMEOUT,
              "no checkmate answer within " + config.stopTimeout().toMillis() + " ms of stop",
              null);
        }
        send("stop");
        stopSent = true;
        deadline = deadline(config.stopTimeout());
        continue;
      }
      if (isStale(out, answerNumber) || out.answer() < 0) {
        continue;
      }
      String line = out.text().strip();
      if (line.startsWith("checkmate")) {
        try {
          return UsiMateAnswer.parse(line);
        } catch (IllegalArgumentException e) {
          throw fail(UsiEngineException.Kind.MALFORMED, e.getMessage(), e);
        }
      }
      // A bestmove: a search for a move, not a mate search. Engines derived from Stockfish read
      // "go mate N" as "find a mate in N moves" and end it with bestmove. The engine is idle
      // again, so the client stays usable.
      remember("<bestmove in answer to go mate: read as checkmate notimplemented>");
      return new UsiMateAnswer(UsiMateAnswer.Kind.NOT_IMPLEMENTED, List.of());
    }
  }

  private void drainStaleLines() {
    for (Out stale; (stale = lines.peek()) != null && stale != EOF; ) {
      isStale(take(lines.poll()), gosSent.get());
    }
  }

  /** An answer to an earlier go, given up before it came: noted and discarded. */
  private boolean isStale(Out out, long answerNumber) {
    if (out.answer() >= 0 && out.answer() < answerNumber) {
      discarded("the answer to an earlier go, given up", out.text());
      return true;
    }
    return false;
  }

  private static String positionText(SearchRequest request) {
    StringBuilder sb = new StringBuilder();
    if (request.start().toSfen().equals(Position.initial().toSfen())) {
      sb.append("startpos");
    } else {
      sb.append("sfen ").append(request.start().toSfen());
    }
    if (!request.moves().isEmpty()) {
      sb.append(" moves");
      for (Move m : request.moves()) {
        sb.append(' ').append(m.toUsi());
      }
    }
    return sb.toString();
  }

  /** The time a bounded search may take before this client sends stop, slack included. */
  private long budgetNanos(SearchLimits limits, Color side) {
    long ms = Long.MAX_VALUE;
    if (limits.moveTime().isPresent()) {
      ms = limits.moveTime().get().toMillis();
    }
    if (limits.clock().isPresent()) {
      SearchLimits.Clock c = limits.clock().get();
      ms = Math.min(ms, c.remaining(side).plus(c.byoyomi()).plus(c.increment(side)).toMillis());
    }
    if (limits.isNone()) {
      ms = config.defaultMoveTime().toMillis();
    }
    if (ms == Long.MAX_VALUE) {
      return config.unboundedSearchTimeout().toNanos();
    }
    return TimeUnit.MILLISECONDS.toNanos(ms) + config.searchSlack().toNanos();
  }

  private SearchResult bestMove(
      String line,
      Position position,
      Optional<SearchInfo> last,
      Map<Integer, SearchInfo> byRank,
      Duration time) {
    String[] t = line.strip().split("\\s+");
    if (t.length < 2 || !t[0].equals("bestmove")) {
      throw fail(UsiEngineException.Kind.MALFORMED, "bestmove without a move: " + line, null);
    }
    long nodes = byRank.values().stream().mapToLong(SearchInfo::nodes).max().orElse(0L);
    PovScore score =
        last.map(SearchInfo::score).orElse(new PovScore(Score.cp(0), position.sideToMove()));
    switch (t[1]) {
      case "resign":
        return new SearchResult.Resign(score, nodes, time);
      case "win":
        return new SearchResult.DeclareWin(nodes, time);
      default:
        break;
    }
    Move move =
        Move.parseUsi(t[1])
            .orElseThrow(
                () ->
                    fail(
                        UsiEngineException.Kind.MALFORMED,
                        "\"" + t[1] + "\" is not a USI move: " + line,
                        null));
    if (!position.isLegal(move)) {
      throw fail(
          UsiEngineException.Kind.ILLEGAL_MOVE,
          "bestmove "
              + t[1]
              + " is illegal in "
              + position.toSfen()
              + position.whyIllegal(move).map(r -> " (" + r + ")").orElse(""),
          null);
    }
    Optional<Move> ponder = Optional.empty();
    if (t.length >= 4 && t[2].equals("ponder")) {
      ponder = Move.parseUsi(t[3]);
    }
    List<Move> pv =
        last.map(SearchInfo::pv)
            .filter(p -> !p.isEmpty() && p.get(0).equals(move))
            .orElse(List.of(move));
    if (ponder.isEmpty() && pv.size() >= 2) {
      ponder = Optional.of(pv.get(1));
    }
    int depth = last.map(SearchInfo::depth).orElse(0);
    int selDepth = last.map(SearchInfo::selDepth).orElse(0);
    // The lines: the best as the move decided, then the engine's other ranks while they follow on.
    List<PvLine> lines = new ArrayList<>();
    lines.add(
        new PvLine(1, score, last.map(SearchInfo::bound).orElse(PvLine.Bound.EXACT), depth, pv));
    for (int k = 2; byRank.containsKey(k); k++) {
      lines.add(byRank.get(k).line());
    }
    return new SearchResult.Play(move, ponder, lines, selDepth, nodes, time);
  }

  private static long deadline(Duration d) {
    return System.nanoTime() + d.toNanos();
  }

  /**
   * The next line before the deadline; fails on the end of output or at the deadline, which leaves
   * the client unusable (the handshake and {@code isready} use it).
   */
  private Out next(long deadline, String awaited) {
    while (true) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        UsiEngineException e =
            fail(UsiEngineException.Kind.TIMEOUT, "no " + awaited + " in time", null);
        broken = Optional.of(e);
        throw e;
      }
      Out out = poll(deadline);
      if (out == EOF) {
        throw crashed("while waiting for " + awaited);
      }
      if (out != null) {
        return out;
      }
    }
  }

  /** The next line before the deadline, {@link #EOF} at the end of output, null at the deadline. */
  private Out poll(long deadline) {
    try {
      return take(lines.poll(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS));
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw fail(UsiEngineException.Kind.TIMEOUT, "interrupted while waiting", e);
    }
  }

  /** Counts a line taken from the queue out of the queue's size. */
  private Out take(Out out) {
    if (out != null && out != EOF) {
      queuedChars.addAndGet(-out.text().length());
    }
    return out;
  }

  private UsiEngineException crashed(String when) {
    Optional<UsiEngineException> b = broken;
    if (b.isPresent() && b.get().kind() == UsiEngineException.Kind.FLOODED) {
      return new UsiEngineException(
          b.get().kind(), name, b.get().reason() + " (" + when + ")", b.get().lastLines(), b.get());
    }
    String status;
    try {
      status =
          process.waitFor(200, TimeUnit.MILLISECONDS)
              ? "the process ended with exit code " + process.exitValue()
              : "the engine closed its output";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      status = "the engine closed its output";
    }
    return fail(
        UsiEngineException.Kind.CRASHED,
        (closed.get() ? "closed by the caller " : "") + status + " " + when,
        null);
  }

  private UsiEngineException fail(UsiEngineException.Kind kind, String message, Throwable cause) {
    UsiEngineException e = new UsiEngineException(kind, name, message, recentLines(), cause);
    if (kind == UsiEngineException.Kind.CRASHED) {
      broken = Optional.of(e);
    }
    return e;
  }

  private void checkUsable() {
    if (broken.isPresent()) {
      throw new UsiEngineException(
          broken.get().kind(),
          name,
          "the engine failed earlier and cannot be used: " + broken.get().reason(),
          broken.get().lastLines(),
          broken.get());
    }
    if (closed.get()) {
      throw new UsiEngineException(
          UsiEngineException.Kind.CRASHED, name, "the client is closed", recentLines(), null);
    }
  }

  private void send(String line) {
    try {
      synchronized (stdin) {
        stdin.write(line);
        stdin.write('\n');
        stdin.flush();
      }
    } catch (IOException e) {
      throw crashed("when sending \"" + line + "\" (" + e.getMessage() + ")");
    }
  }

  private void sendQuietly(String line) {
    try {
      send(line);
    } catch (UsiEngineException e) {
      // The search loop sees the end of output and reports the crash itself.
    }
  }

  /**
   * Ends the engine and every process it started: {@code quit}; then, once the engine has ended or
   * the stop timeout has passed, {@link ProcessHandle#destroy()} for what is left of the process
   * and its descendants (as they were before {@code quit}), and {@link
   * ProcessHandle#destroyForcibly()} a second later. Idempotent; safe from any thread.
   */
  @Override
  public void close() {
    if (!closed.compareAndSet(false, true)) {
      return;
    }
    // Children are found through their parent: take them while the engine still runs.
    List<ProcessHandle> tree = tree();
    Duration grace = KILL_GRACE;
    try {
      if (process.isAlive()) {
        try {
          synchronized (stdin) {
            stdin.write("quit\n");
            stdin.flush();
          }
        } catch (IOException e) {
          // Already gone.
        }
        process.waitFor(config.stopTimeout().toMillis(), TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      grace = Duration.ZERO;
      Thread.currentThread().interrupt();
    }
    endAll(tree, grace);
  }

  /** The engine's process and its descendants, as they are now. */
  private List<ProcessHandle> tree() {
    List<ProcessHandle> all = new ArrayList<>();
    all.add(process.toHandle());
    process.descendants().forEach(all::add);
    return all;
  }

  /** Ends processes: destroy, then, after the grace period, destroy forcibly what is left. */
  private static void endAll(List<ProcessHandle> processes, Duration grace) {
    processes.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroy);
    long deadline = System.nanoTime() + grace.toNanos();
    for (ProcessHandle p : processes) {
      long left = deadline - System.nanoTime();
      if (left <= 0) {
        break;
      }
      try {
        p.onExit().get(left, TimeUnit.NANOSECONDS);
      } catch (TimeoutException | ExecutionException e) {
        break;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        break;
      }
    }
    processes.stream().filter(ProcessHandle::isAlive).forEach(ProcessHandle::destroyForcibly);
  }

  /**
   * Whether the process is still running.
   *
   * @return true until it ends or is killed
   */
  public boolean isAlive() {
    return process.isAlive();
  }
}
