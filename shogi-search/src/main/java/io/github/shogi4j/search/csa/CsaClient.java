package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import java.io.BufferedInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.Consumer;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * One connection to a CSA server (CSAサーバプロトコル 1.2.1): login, the game offered, AGREE or REJECT,
 * moves sent and the lines of the game read as {@link GameEvent}s, logout.
 *
 * <h2>Connection</h2>
 *
 * {@link #connect} opens a TCP connection with no-delay on (a move is sent at once, not held back
 * to fill a packet) and logs in: {@code LOGIN id password}, or {@code LOGIN id password x1} for
 * shogi-server's extended mode, whose {@code ##[...]} lines are then skipped (and shown to the
 * traffic log). The password is sent as given: a floodgate password such as {@code
 * floodgate-600-10F,secret} names the game to be paired in. Blank lines from the server are skipped
 * (shogi-server echoes a keep-alive). When nothing has been sent for {@link Config#keepAlive()}, a
 * blank line is sent (the protocol's keep-alive; the protocol asks for no more than one every 30
 * seconds).
 *
 * <h2>Errors and limits</h2>
 *
 * Every read has a deadline and every line a length bound ({@link Config#maxLineLength()}): a line
 * the protocol does not allow where it comes, a longer line, silence past the deadline, a closed
 * connection or a network failure end the call with a {@link CsaProtocolException} naming the line
 * and what was expected. After such an error the connection is closed.
 *
 * <h2>Thread safety</h2>
 *
 * One thread reads and sends at a time (a game is a conversation); sending is synchronized, so the
 * keep-alive thread and {@link #close()} may run alongside.
 */
public final class CsaClient implements AutoCloseable {
  private static final Pattern MOVE =
      Pattern.compile("([+-][0-9]{4}[A-Z]{2})(?:,T([0-9]{1,15}))?(?:,'(.*))?");
  private static final Pattern SPECIAL = Pattern.compile("(%TORYO|%KACHI)(?:,T([0-9]{1,15}))?");

  /** How often a blocked read wakes to look at its deadline. */
  private static final int READ_SLICE_MILLIS = 100;

  /**
   * Where and how to connect.
   *
   * <p>Immutable and thread-safe.
   *
   * @param host the server's host name or address
   * @param port the server's port (4081 for floodgate)
   * @param id the login name
   * @param password the password, sent as given (for floodgate, {@code gamename,trip})
   * @param x1 whether to log in in shogi-server's extended mode ({@code LOGIN id password x1})
   * @param connectTimeout how long connecting may take
   * @param replyTimeout how long the server may take to answer a command (login, a move's echo, the
   *     rest of a summary, the verdict after a reason line)
   * @param startTimeout how long the opponent may take to agree after this client's AGREE
   * @param keepAlive send a blank line when nothing was sent for this long; zero for never
   * @param maxLineLength the longest line accepted from the server, in bytes
   */
  public record Config(
      String host,
      int port,
      String id,
      String password,
      boolean x1,
      Duration connectTimeout,
      Duration replyTimeout,
      Duration startTimeout,
      Duration keepAlive,
      int maxLineLength) {

    /**
     * Checks the values.
     *
     * @param host host
     * @param port port, 1 to 65535
     * @param id login name: no spaces
     * @param password password: no spaces
     * @param x1 extended mode
     * @param connectTimeout positive
     * @param replyTimeout positive
     * @param startTimeout positive
     * @param keepAlive zero or at least one second
     * @param maxLineLength 64 or more
     */
    public Config {
      Preconditions.checkNotNull(host, "host");
      Preconditions.checkArgument(port >= 1 && port <= 65535, "port out of range: %s", port);
      Preconditions.checkArgument(token(id), "the id must be one word without spaces: %s", id);
      Preconditions.checkArgument(token(password), "the password must be one word without spaces");
      for (Duration d : List.of(connectTimeout, replyTimeout, startTimeout)) {
        Preconditions.checkArgument(!d.isNegative() && !d.isZero(), "timeouts must be positive");
      }
      Preconditions.checkArgument(
          keepAlive.isZero() || keepAlive.compareTo(Duration.ofSeconds(1)) >= 0,
          "keep-alive must be zero (off) or at least one second: %s",
          keepAlive);
      Preconditions.checkArgument(maxLineLength >= 64, "line limit below 64: %s", maxLineLength);
    }

    private static boolean token(String s) {
      return s != null && !s.isEmpty() && s.chars().noneMatch(c -> c <= ' ');
    }

    /**
     * A plain login with the defaults: connect within 10 s, replies within 30 s, the opponent's
     * agreement within 5 minutes, a keep-alive after 30 s without sending, lines up to 16384 bytes.
     *
     * @param host host
     * @param port port
     * @param id login name
     * @param password password
     * @return the configuration
     */
    public static Config of(String host, int port, String id, String password) {
      return new Config(
          host,
          port,
          id,
          password,
          false,
          Duration.ofSeconds(10),
          Duration.ofSeconds(30),
          Duration.ofMinutes(5),
          Duration.ofSeconds(30),
          16384);
    }

    /**
     * The same with extended mode ({@code x1}) on or off.
     *
     * @param on true for {@code LOGIN id password x1}
     * @return the configuration
     */
    public Config withX1(boolean on) {
      return new Config(
          host,
          port,
          id,
          password,
          on,
          connectTimeout,
          replyTimeout,
          startTimeout,
          keepAlive,
          maxLineLength);
    }

    /**
     * The same with other timeouts.
     *
     * @param connect connecting
     * @param reply a reply to a command
     * @param start the opponent's agreement
     * @return the configuration
     */
    public Config withTimeouts(Duration connect, Duration reply, Duration start) {
      return new Config(
          host, port, id, password, x1, connect, reply, start, keepAlive, maxLineLength);
    }

    /**
     * The same with another keep-alive interval.
     *
     * @param interval zero for none
     * @return the configuration
     */
    public Config withKeepAlive(Duration interval) {
      return new Config(
          host,
          port,
          id,
          password,
          x1,
          connectTimeout,
          replyTimeout,
          startTimeout,
          interval,
          maxLineLength);
    }

    /**
     * The same with another line limit.
     *
     * @param bytes 64 or more
     * @return the configuration
     */
    public Config withMaxLineLength(int bytes) {
      return new Config(
          host,
          port,
          id,
          password,
          x1,
          connectTimeout,
          replyTimeout,
          startTimeout,
          keepAlive,
          bytes);
    }

    @Override
    public String toString() {
      return "Config[" + id + "@" + host + ":" + port + (x1 ? " x1" : "") + "]";
    }
  }

  private final Config config;
  private final Socket socket;
  private final InputStream in;
  private final OutputStream out;
  private final Consumer<String> traffic;
  private final ScheduledExecutorService keepAliveTimer;
  private final Object sendLock = new Object();
  private volatile long lastSent = System.nanoTime();
  private volatile boolean closed;
  private int lineNumber;
  private boolean declared;

  private CsaClient(Config config, Socket socket, Consumer<String> traffic) throws IOException {
    this.config = config;
    this.socket = socket;
    this.in = new BufferedInputStream(socket.getInputStream());
    this.out = socket.getOutputStream();
    this.traffic = traffic;
    if (config.keepAlive().isZero()) {
      keepAliveTimer = null;
    } else {
      keepAliveTimer =
          Executors.newSingleThreadScheduledExecutor(
              r -> {
                Thread t = new Thread(r, "csa-keepalive-" + config.id());
                t.setDaemon(true);
                return t;
              });
      long every = Math.max(50, Math.min(1000, config.keepAlive().toMillis() / 4));
      keepAliveTimer.scheduleWithFixedDelay(this::keepAlive, every, every, TimeUnit.MILLISECONDS);
    }
  }

  /**
   * Connects and logs in.
   *
   * @param config where and how
   * @param traffic receives every line sent ({@code "> "} first, the password hidden) and read
   *     ({@code "< "} first); {@code line -> {}} for none
   * @return the logged-in client
   * @throws CsaProtocolException {@link CsaProtocolException.Kind#LOGIN_REFUSED} when the server
   *     refuses the login, or another kind when connecting or reading fails
   */
  public static CsaClient connect(Config config, Consumer<String> traffic) {
    Preconditions.checkNotNull(config, "config");
    Preconditions.checkNotNull(traffic, "traffic");
    Socket socket = new Socket();
    CsaClient c;
    try {
      socket.setTcpNoDelay(true);
      socket.setKeepAlive(true);
      socket.connect(
          new InetSocketAddress(config.host(), config.port()),
          (int) Math.min(Integer.MAX_VALUE, config.connectTimeout().toMillis()));
      socket.setSoTimeout(READ_SLICE_MILLIS);
      c = new CsaClient(config, socket, traffic);
    } catch (IOException e) {
      closeQuietly(socket);
      throw new CsaProtocolException(
          CsaProtocolException.Kind.NETWORK,
          0,
          null,
          "cannot connect to " + config.host() + ":" + config.port() + ": " + e.getMessage(),
          e);
    }
    try {
      c.login();
      return c;
    } catch (RuntimeException e) {
      c.close();
      throw e;
    }
  }

  private void login() {
    send("LOGIN " + config.id() + " " + config.password() + (config.x1() ? " x1" : ""));
    String line = read(deadline(config.replyTimeout()), "the login reply");
    if (line.equals("LOGIN:" + config.id() + " OK")) {
      return;
    }
    throw fail(
        line.equals("LOGIN:incorrect")
            ? CsaProtocolException.Kind.LOGIN_REFUSED
            : CsaProtocolException.Kind.MALFORMED,
        line,
        "expected LOGIN:" + config.id() + " OK (the server refused the login)");
  }

  /**
   * The configuration.
   *
   * @return the configuration this client was connected with
   */
  public Config config() {
    return config;
  }

  /**
   * Asks for a game in extended mode: {@code %%GAME name sign} ({@code +}, {@code -} or {@code *}
   * for either side).
   *
   * @param gameName for example {@code floodgate-600-10F}
   * @param side the side wanted, empty for either
   */
  public void requestGame(String gameName, Optional<Color> side) {
    Preconditions.checkArgument(Config.token(gameName), "a game name is one word: %s", gameName);
    send("%%GAME " + gameName + " " + side.map(c -> String.valueOf(c.csaSign())).orElse("*"));
  }

  /**
   * Waits for the server to offer a game and reads its summary.
   *
   * @param timeout how long to wait for {@code BEGIN Game_Summary} (keep-alives go on meanwhile)
   * @return the summary
   * @throws CsaProtocolException if another line comes first, the summary is malformed, or nothing
   *     comes in time
   */
  public GameSummary awaitGame(Duration timeout) {
    String first = read(deadline(timeout), "BEGIN Game_Summary");
    int firstNumber = lineNumber;
    if (!first.equals("BEGIN Game_Summary")) {
      throw fail(CsaProtocolException.Kind.MALFORMED, first, "expected BEGIN Game_Summary");
    }
    List<String> lines = new ArrayList<>();
    lines.add(first);
    long deadline = deadline(config.replyTimeout());
    while (true) {
      String line = read(deadline, "the rest of the Game_Summary");
      lines.add(line);
      if (line.equals("END Game_Summary")) {
        break;
      }
      if (lines.size() > GameSummary.MAX_LINES) {
        throw fail(
            CsaProtocolException.Kind.MALFORMED,
            line,
            "a Game_Summary longer than " + GameSummary.MAX_LINES + " lines");
      }
    }
    declared = false;
    try {
      return GameSummary.parse(lines, firstNumber);
    } catch (CsaProtocolException e) {
      close();
      throw e;
    }
  }

  /**
   * Agrees to the game ({@code AGREE id}) and waits for {@code START:id}.
   *
   * @param summary the game offered
   * @return true when the game starts, false when the server answers {@code REJECT:id by name} (the
   *     other player refused)
   */
  public boolean agree(GameSummary summary) {
    send("AGREE " + summary.gameId());
    String line = read(deadline(config.startTimeout()), "START:" + summary.gameId());
    if (line.equals("START:" + summary.gameId())) {
      return true;
    }
    if (line.startsWith("REJECT:" + summary.gameId() + " by ")) {
      return false;
    }
    throw fail(
        CsaProtocolException.Kind.MALFORMED,
        line,
        "expected START:" + summary.gameId() + " or REJECT:" + summary.gameId() + " by <name>");
  }

  /**
   * Refuses the game ({@code REJECT id}) and waits for the server's {@code REJECT:id by name}.
   *
   * @param summary the game offered
   */
  public void reject(GameSummary summary) {
    send("REJECT " + summary.gameId());
    String line = read(deadline(config.replyTimeout()), "REJECT:" + summary.gameId());
    if (!line.startsWith("REJECT:" + summary.gameId())) {
      throw fail(
          CsaProtocolException.Kind.MALFORMED,
          line,
          "expected REJECT:" + summary.gameId() + " by <name>");
    }
  }

  /**
   * Sends a move, with a comment after it when given (floodgate's {@code '* score pv}).
   *
   * @param move the move in CSA text, such as {@code +7776FU}
   * @param comment the comment without its leading quote, for example {@code "* 30 -3334FU"}
   */
  public void sendMove(String move, Optional<String> comment) {
    Preconditions.checkArgument(
        MOVE.matcher(move).matches() && move.length() == 7, "not a CSA move: %s", move);
    Preconditions.checkArgument(
        comment.isEmpty() || comment.get().chars().noneMatch(c -> c == '\n' || c == '\r'),
        "a comment is one line");
    send(move + comment.map(c -> ",'" + c).orElse(""));
  }

  /** Resigns ({@code %TORYO}, 投了). */
  public void resign() {
    send("%TORYO");
  }

  /**
   * Declares a win by the entering-king rule ({@code %KACHI}, 入玉宣言); the result lines that follow
   * judge the declaration ({@link GameEnd#declared()}), whether or not the server echoes it.
   */
  public void declareWin() {
    send("%KACHI");
    declared = true;
  }

  /**
   * Reads the next line of the game.
   *
   * @param timeout how long to wait for it
   * @return the move, special move or result
   * @throws CsaProtocolException if the line is none of these, or nothing comes in time
   */
  public GameEvent nextEvent(Duration timeout) {
    String line = read(deadline(timeout), "a move, %TORYO, %KACHI or a result line (#...)");
    Matcher m = MOVE.matcher(line);
    if (m.matches()) {
      return new GameEvent.Moved(
          m.group(1), charge(m.group(2)), Optional.ofNullable(m.group(3)), lineNumber, line);
    }
    m = SPECIAL.matcher(line);
    if (m.matches()) {
      declared = m.group(1).equals("%KACHI");
      return new GameEvent.Special(m.group(1), charge(m.group(2)), lineNumber, line);
    }
    Optional<GameEnd.Reason> reason = GameEnd.reasonOf(line);
    if (reason.isPresent()) {
      if (reason.get() == GameEnd.Reason.CHUDAN) {
        return new GameEvent.Ended(
            new GameEnd(reason, Optional.empty(), declared), lineNumber, line);
      }
      String verdict = read(deadline(config.replyTimeout()), "#WIN, #LOSE, #DRAW or #CENSORED");
      Optional<GameEnd.Verdict> v = GameEnd.verdictOf(verdict);
      if (v.isEmpty()) {
        throw fail(
            CsaProtocolException.Kind.MALFORMED,
            verdict,
            "expected #WIN, #LOSE, #DRAW or " + "#CENSORED after " + line);
      }
      return new GameEvent.Ended(new GameEnd(reason, v, declared), lineNumber, verdict);
    }
    Optional<GameEnd.Verdict> v = GameEnd.verdictOf(line);
    if (v.isPresent()) {
      return new GameEvent.Ended(new GameEnd(Optional.empty(), v, declared), lineNumber, line);
    }
    throw fail(
        CsaProtocolException.Kind.MALFORMED,
        line,
        "expected a move (+7776FU,T3), %TORYO, %KACHI or a result line (#RESIGN, #WIN ...)");
  }

  private static OptionalLong charge(String digits) {
    return digits == null ? OptionalLong.empty() : OptionalLong.of(Long.parseLong(digits));
  }

  /**
   * Logs out ({@code LOGOUT}), waits for {@code LOGOUT:completed} or the end of the connection, and
   * closes.
   */
  public void logout() {
    try {
      send("LOGOUT");
      long deadline = deadline(config.replyTimeout());
      while (!read(deadline, "LOGOUT:completed").equals("LOGOUT:completed")) {
        // lines still under way (a monitor line, a late echo) before the reply
      }
    } catch (CsaProtocolException e) {
      if (e.kind() != CsaProtocolException.Kind.CLOSED) {
        throw e;
      }
    } finally {
      close();
    }
  }

  /**
   * Whether the connection is still open: not closed by this client, by an error or by the server
   * (as far as the last read knows).
   *
   * @return true while open
   */
  public boolean isOpen() {
    return !closed && !socket.isClosed();
  }

  /** Whether the socket sends small writes at once (TCP no-delay), for tests. */
  boolean noDelay() {
    try {
      return socket.getTcpNoDelay();
    } catch (IOException e) {
      return false;
    }
  }

  /** Closes the connection and stops the keep-alive; never waits. */
  @Override
  public void close() {
    closed = true;
    if (keepAliveTimer != null) {
      keepAliveTimer.shutdownNow();
    }
    closeQuietly(socket);
  }

  // ---------------------------------------------------------------- lines

  private static long deadline(Duration timeout) {
    return System.nanoTime() + Math.min(timeout.toNanos(), Long.MAX_VALUE / 4);
  }

  private void keepAlive() {
    if (!closed && System.nanoTime() - lastSent >= config.keepAlive().toNanos()) {
      try {
        send("");
      } catch (CsaProtocolException e) {
        // the next read reports the broken connection
      }
    }
  }

  /** Sends one line; the line end is added. */
  void send(String line) {
    byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
    synchronized (sendLock) {
      if (closed) {
        throw new CsaProtocolException(
            CsaProtocolException.Kind.CLOSED,
            0,
            null,
            "the connection is closed; cannot send " + shown(line),
            null);
      }
      try {
        out.write(bytes);
        out.flush();
        lastSent = System.nanoTime();
      } catch (IOException e) {
        close();
        throw new CsaProtocolException(
            CsaProtocolException.Kind.NETWORK,
            0,
            null,
            "cannot send " + shown(line) + ": " + e.getMessage(),
            e);
      }
    }
    traffic.accept("> " + shown(line));
  }

  private String shown(String line) {
    return line.startsWith("LOGIN ")
        ? "LOGIN " + config.id() + " *****" + (config.x1() ? " x1" : "")
        : line;
  }

  /**
   * The next line that is not blank (nor, in extended mode, a {@code ##} line), read before the
   * deadline.
   */
  private String read(long deadline, String expected) {
    while (true) {
      String line = readLine(deadline, expected);
      if (line.isEmpty() || (config.x1() && line.startsWith("##"))) {
        continue;
      }
      return line;
    }
  }

  private String readLine(long deadline, String expected) {
    ByteArrayOutputStream buf = new ByteArrayOutputStream(64);
    while (true) {
      if (closed) {
        throw new CsaProtocolException(
            CsaProtocolException.Kind.CLOSED,
            0,
            null,
            "the connection is closed while waiting for " + expected,
            null);
      }
      if (System.nanoTime() - deadline >= 0) {
        close();
        throw new CsaProtocolException(
            CsaProtocolException.Kind.TIMEOUT,
            0,
            null,
            "nothing from the server in time: waited for "
                + expected
                + (buf.size() > 0
                    ? " (an unfinished line: \""
                        + CsaProtocolException.shorten(buf.toString(StandardCharsets.UTF_8))
                        + "\")"
                    : ""),
            null);
      }
      int b;
      try {
        b = in.read();
      } catch (SocketTimeoutException e) {
        continue;
      } catch (IOException e) {
        boolean byUs = closed;
        close();
        throw new CsaProtocolException(
            byUs ? CsaProtocolException.Kind.CLOSED : CsaProtocolException.Kind.NETWORK,
            0,
            null,
            "reading failed while waiting for " + expected + ": " + e.getMessage(),
            e);
      }
      if (b < 0) {
        close();
        throw new CsaProtocolException(
            CsaProtocolException.Kind.CLOSED,
            0,
            null,
            "the server closed the connection while this client waited for " + expected,
            null);
      }
      if (b == '\n') {
        break;
      }
      if (buf.size() >= config.maxLineLength()) {
        close();
        throw new CsaProtocolException(
            CsaProtocolException.Kind.LINE_TOO_LONG,
            lineNumber + 1,
            buf.toString(StandardCharsets.UTF_8),
            "a line longer than " + config.maxLineLength() + " bytes while waiting for " + expected,
            null);
      }
      buf.write(b);
    }
    lineNumber++;
    String line = buf.toString(StandardCharsets.UTF_8);
    if (line.endsWith("\r")) {
      line = line.substring(0, line.length() - 1);
    }
    traffic.accept("< " + line);
    return line;
  }

  private CsaProtocolException fail(CsaProtocolException.Kind kind, String line, String message) {
    close();
    return new CsaProtocolException(kind, lineNumber, line, message, null);
  }

  private static void closeQuietly(Socket s) {
    try {
      s.close();
    } catch (IOException e) {
      // closing anyway
    }
  }
}
