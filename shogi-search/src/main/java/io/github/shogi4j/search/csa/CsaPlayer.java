package io.github.shogi4j.search.csa;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.internal.ToStringBuilder;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Impasse;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.OutcomeRefusedException;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.usi.UsiClient;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Plays games on a CSA server with a {@link Searcher}: this library's engine, or any USI engine
 * through {@link io.github.shogi4j.search.usi.UsiClient}.
 *
 * <h2>A game</h2>
 *
 * The searcher is told of a new game ({@link Searcher#newGame()}, USI {@code usinewgame}) and, when
 * it is a {@link UsiClient}, of the result ({@code gameover}). On its turn the player declares a
 * win ({@code %KACHI}) when the game's declaration rule ({@link GameSummary#rules()}, judged by
 * {@link Impasse}) gives it one; otherwise it searches with the clock as USI's {@code go btime
 * wtime byoyomi binc winc} ({@link CsaClock#limits}, keeping {@link Config#margin()} for the
 * network; a game without a clock searches {@link Config#unlimitedMoveTime()}), and sends the move,
 * with floodgate's comment {@code '* score pv} when {@link Config#pvComments()} (the score in
 * centipawns from sente's point of view, a mate as ±100000; the variation up to its first move that
 * is not legal). It resigns ({@code %TORYO}) when the searcher resigns, has no legal move, fails,
 * gives no move within the time the clock allows, or declares a win the rules refuse. When the
 * rules end the game after a move (千日手, 連続王手の千日手, the move limit), it sends nothing and waits for
 * the server's result lines. Every move the server sends is checked (legal, of the side to move,
 * the echo of the move sent) and charged to the {@link CsaClock}; the game ends with the server's
 * result lines.
 *
 * <h2>Several games</h2>
 *
 * {@link #run} connects, logs in, waits for an offer, agrees and plays, as many games as asked. A
 * dropped connection, a network failure or a silent server (a {@link CsaProtocolException} of kind
 * CLOSED, NETWORK or TIMEOUT) leads to a new connection and login, up to {@link
 * Config#reconnects()} times in a row; the server may then offer the interrupted game again with
 * its moves so far. In the plain protocol the server closes the connection after each game, so the
 * player logs in again for the next one; in extended mode ({@code x1}) it stays logged in and asks
 * for the next game with {@code %%GAME}.
 *
 * <h2>Thread safety</h2>
 *
 * Runs on the calling thread; one game at a time.
 */
public final class CsaPlayer {
  private static final long STOP_GRACE_MILLIS = 2000;
  private static final int MATE_VALUE = 100_000;

  /**
   * How the player plays.
   *
   * <p>Immutable and thread-safe.
   *
   * @param margin the time kept for the network on each move, not negative
   * @param unlimitedMoveTime the time per move in a game without a clock
   * @param pvComments whether to send {@code '* score pv} with each move
   * @param gameWait how long to wait for a game to be offered
   * @param opponentWaitWithoutClock how long to wait for a move of an opponent without a clock
   * @param reconnects how many times in a row to connect again after a failed connection
   * @param reconnectDelay the pause before the first new attempt (doubled at each attempt)
   * @param x1Game in extended mode, the game to ask for with {@code %%GAME name *}
   */
  public record Config(
      Duration margin,
      Duration unlimitedMoveTime,
      boolean pvComments,
      Duration gameWait,
      Duration opponentWaitWithoutClock,
      int reconnects,
      Duration reconnectDelay,
      Optional<String> x1Game) {

    /**
     * Checks the values.
     *
     * @param margin not negative
     * @param unlimitedMoveTime at least a millisecond
     * @param pvComments comments
     * @param gameWait positive
     * @param opponentWaitWithoutClock positive
     * @param reconnects 0 or more
     * @param reconnectDelay 0 or more
     * @param x1Game game name, or empty
     */
    public Config {
      Preconditions.checkArgument(!margin.isNegative(), "negative margin: %s", margin);
      Preconditions.checkArgument(
          unlimitedMoveTime.compareTo(Duration.ofMillis(1)) >= 0,
          "move time below 1 ms: %s",
          unlimitedMoveTime);
      Preconditions.checkArgument(
          !gameWait.isNegative()
              && !gameWait.isZero()
              && !opponentWaitWithoutClock.isNegative()
              && !opponentWaitWithoutClock.isZero(),
          "waits must be positive");
      Preconditions.checkArgument(reconnects >= 0, "negative reconnects: %s", reconnects);
      Preconditions.checkArgument(!reconnectDelay.isNegative(), "negative delay");
      Preconditions.checkNotNull(x1Game, "x1Game");
    }

    /**
     * The defaults: a 1 second margin, 5 seconds a move without a clock, no comments, an offer
     * awaited 2 hours (floodgate pairs every 30 minutes), an opponent without a clock awaited 1
     * hour, 5 reconnects starting 1 second apart.
     *
     * @return the configuration
     */
    public static Config defaults() {
      return new Config(
          Duration.ofSeconds(1),
          Duration.ofSeconds(5),
          false,
          Duration.ofHours(2),
          Duration.ofHours(1),
          5,
          Duration.ofSeconds(1),
          Optional.empty());
    }

    /**
     * With another margin.
     *
     * @param margin not negative
     * @return the configuration
     */
    public Config withMargin(Duration margin) {
      return new Config(
          margin,
          unlimitedMoveTime,
          pvComments,
          gameWait,
          opponentWaitWithoutClock,
          reconnects,
          reconnectDelay,
          x1Game);
    }

    /**
     * With comments on or off.
     *
     * @param on whether to send {@code '* score pv}
     * @return the configuration
     */
    public Config withPvComments(boolean on) {
      return new Config(
          margin,
          unlimitedMoveTime,
          on,
          gameWait,
          opponentWaitWithoutClock,
          reconnects,
          reconnectDelay,
          x1Game);
    }

    /**
     * With other waits.
     *
     * @param game for an offer
     * @param opponentWithoutClock for a move of an opponent without a clock
     * @return the configuration
     */
    public Config withWaits(Duration game, Duration opponentWithoutClock) {
      return new Config(
          margin,
          unlimitedMoveTime,
          pvComments,
          game,
          opponentWithoutClock,
          reconnects,
          reconnectDelay,
          x1Game);
    }

    /**
     * With other reconnection figures.
     *
     * @param times attempts in a row
     * @param delay the first pause
     * @return the configuration
     */
    public Config withReconnects(int times, Duration delay) {
      return new Config(
          margin,
          unlimitedMoveTime,
          pvComments,
          gameWait,
          opponentWaitWithoutClock,
          times,
          delay,
          x1Game);
    }

    /**
     * With a game to ask for in extended mode.
     *
     * @param gameName for example {@code floodgate-600-10F}; empty to ask for none
     * @return the configuration
     */
    public Config withX1Game(Optional<String> gameName) {
      return new Config(
          margin,
          unlimitedMoveTime,
          pvComments,
          gameWait,
          opponentWaitWithoutClock,
          reconnects,
          reconnectDelay,
          gameName);
    }

    @Override
    public String toString() {
      return new ToStringBuilder("Config")
          .add("margin", margin)
          .add("unlimitedMoveTime", unlimitedMoveTime)
          .add("pvComments", pvComments)
          .add("gameWait", gameWait)
          .add("opponentWaitWithoutClock", opponentWaitWithoutClock)
          .add("reconnects", reconnects)
          .add("reconnectDelay", reconnectDelay)
          .add("x1Game", x1Game)
          .toString();
    }
  }

  private final Searcher searcher;
  private final Config config;

  /**
   * A player.
   *
   * @param searcher chooses the moves
   * @param config how to play
   */
  public CsaPlayer(Searcher searcher, Config config) {
    this.searcher = Preconditions.checkNotNull(searcher, "searcher");
    this.config = Preconditions.checkNotNull(config, "config");
  }

  /**
   * Plays games, connecting (and connecting again) as needed, then logs out.
   *
   * @param connection the server and login
   * @param games how many games to finish, 1 or more
   * @param listener told of each step
   * @return the games, in order
   * @throws CsaProtocolException when the login is refused, the server sends a line the protocol
   *     does not allow, or the connection fails more than {@link Config#reconnects()} times in a
   *     row
   * @throws SearchException when the searcher fails (after the game it failed in was resigned)
   */
  public List<CsaGame> run(CsaClient.Config connection, int games, CsaListener listener) {
    Preconditions.checkNotNull(connection, "connection");
    Preconditions.checkArgument(games >= 1, "games must be at least 1: %s", games);
    Preconditions.checkNotNull(listener, "listener");
    List<CsaGame> done = new ArrayList<>();
    CsaClient client = null;
    int failures = 0;
    try {
      while (done.size() < games) {
        try {
          if (client == null || !client.isOpen()) {
            client = CsaClient.connect(connection, listener::traffic);
          }
          if (connection.x1() && config.x1Game().isPresent()) {
            client.requestGame(config.x1Game().get(), Optional.empty());
          }
          GameSummary summary = client.awaitGame(config.gameWait());
          listener.gameOffered(summary);
          if (!client.agree(summary)) {
            continue;
          }
          listener.gameStarted(summary);
          Played p = playGame(client, summary, listener);
          done.add(p.game);
          failures = 0;
          listener.gameFinished(p.game);
          if (!connection.x1()) {
            // The plain protocol ends the connection with the game.
            client.close();
            client = null;
          }
          if (p.failure != null) {
            throw p.failure;
          }
        } catch (CsaProtocolException e) {
          if (client != null) {
            client.close();
            client = null;
          }
          boolean transientFailure =
              switch (e.kind()) {
                case CLOSED, NETWORK, TIMEOUT -> true;
                default -> false;
              };
          if (!transientFailure || failures >= config.reconnects()) {
            throw e;
          }
          failures++;
          listener.reconnecting(failures, e);
          pause(config.reconnectDelay().multipliedBy(1L << Math.min(failures - 1, 10)));
        }
      }
      return done;
    } finally {
      if (client != null && client.isOpen()) {
        try {
          client.logout();
        } catch (CsaProtocolException e) {
          // the games are over; a failed goodbye changes nothing
        }
      }
    }
  }

  private static void pause(Duration d) {
    try {
      Thread.sleep(d.toMillis());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new CsaProtocolException(
          CsaProtocolException.Kind.NETWORK,
          0,
          null,
          "interrupted while waiting to connect again",
          e);
    }
  }

  /**
   * Plays one game that has started ({@link CsaClient#agree} returned true).
   *
   * @param client the connection
   * @param summary the game
   * @param listener told of each move
   * @return the finished game
   * @throws CsaProtocolException when the server sends a line the protocol does not allow (an
   *     illegal move, a move of the wrong side, an echo of another move than the one sent), or the
   *     connection fails
   * @throws SearchException when the searcher fails (the game is resigned first, and its result
   *     read)
   */
  public CsaGame play(CsaClient client, GameSummary summary, CsaListener listener) {
    Played p = playGame(client, summary, listener);
    if (p.failure != null) {
      throw p.failure;
    }
    return p.game;
  }

  /** A finished game and the searcher's failure during it, if any. */
  private record Played(CsaGame game, SearchException failure) {}

  private Played playGame(CsaClient client, GameSummary summary, CsaListener listener) {
    Color me = summary.yourTurn();
    Game game = summary.game();
    CsaClock clock = summary.clock();
    List<Long> charges = new ArrayList<>(summary.earlierCharges());
    List<Optional<String>> comments = new ArrayList<>();
    for (int i = 0; i < charges.size(); i++) {
      comments.add(Optional.empty());
    }
    Optional<String> sent = Optional.empty();
    Optional<String> sentComment = Optional.empty();
    boolean special = false;
    String detail = "";
    SearchException failure = null;
    searcher.newGame();
    while (true) {
      Position position = game.position();
      boolean myTurn = position.sideToMove() == me;
      // Repetition (千日手) and the move limit end the game by the rules: the server's result
      // lines follow the last move, so there is nothing to search (and a move sent now would
      // reach a closed game).
      boolean endedByRules =
          game.outcomePly().orElse(-1) == game.ply() && !position.legalMoves().isEmpty();
      if (myTurn && sent.isEmpty() && !special && !endedByRules) {
        Turn t = turn(game, clock, me);
        detail = t.detail;
        failure = t.failure;
        if (t.move.isPresent()) {
          String text = CsaMoves.format(t.move.get(), position);
          sentComment = t.comment;
          client.sendMove(text, t.comment.map(c -> "* " + c));
          sent = Optional.of(text);
        } else {
          special = true;
          if (t.declare) {
            client.declareWin();
          } else {
            client.resign();
          }
        }
      }
      Duration wait = client.config().replyTimeout();
      if (!myTurn && !endedByRules) {
        Optional<Duration> allowed = clock.allowed(me.opposite());
        wait = allowed.isPresent() ? wait.plus(allowed.get()) : config.opponentWaitWithoutClock();
      }
      GameEvent e = client.nextEvent(wait);
      if (e instanceof GameEvent.Moved m) {
        Color mover = m.move().charAt(0) == '+' ? Color.SENTE : Color.GOTE;
        Move move;
        try {
          move = CsaMoves.parse(m.move(), position);
        } catch (IllegalArgumentException ex) {
          throw malformed(client, e, ex.getMessage());
        }
        if (mover == me && !sent.equals(Optional.of(m.move()))) {
          throw malformed(
              client,
              e,
              sent.map(s -> "the echo of " + s + " expected")
                  .orElse("a move of this client that it did not send"));
        }
        if (m.charge().isEmpty()) {
          throw malformed(client, e, "a move without its time (,T<n>)");
        }
        game = game.isOver() ? game.playPastEnd(move) : game.play(move);
        long charge = m.charge().getAsLong();
        clock = clock.charge(mover, charge);
        charges.add(charge);
        comments.add(mover == me ? sentComment : Optional.empty());
        sent = Optional.empty();
        sentComment = Optional.empty();
        listener.moved(game, charge);
      } else if (e instanceof GameEvent.Ended end) {
        var outcome = end.end().outcome(me);
        Game finished = game;
        if (!game.isOver()) {
          try {
            finished = game.conclude(outcome);
          } catch (OutcomeRefusedException refused) {
            // the server judged by rules this client does not know (a move limit counted
            // otherwise, say): its result stands in the CsaGame, the game keeps no outcome
            detail =
                (detail.isEmpty() ? "" : detail + "; ")
                    + "the rules here refuse the server's result: "
                    + refused.reason();
          }
        }
        String why =
            end.end() + " for " + CsaMoves.side(me) + (detail.isEmpty() ? "" : "; " + detail);
        tellResult(outcome, me);
        return new Played(
            new CsaGame(summary, finished, charges, comments, end.end(), outcome, why), failure);
      }
      // A special move's echo (%TORYO, %KACHI) only announces the result lines.
    }
  }

  /** Tells an external engine the result ({@code gameover}), when it can still hear it. */
  private void tellResult(io.github.shogi4j.rules.Outcome outcome, Color me) {
    if (searcher instanceof UsiClient c && c.isAlive()) {
      try {
        c.gameOver(outcome, me);
      } catch (RuntimeException e) {
        // the game is decided; an engine that cannot hear its result fails at the next search
      }
    }
  }

  private static CsaProtocolException malformed(CsaClient client, GameEvent e, String message) {
    client.close();
    return new CsaProtocolException(
        CsaProtocolException.Kind.MALFORMED, e.lineNumber(), e.line(), message, null);
  }

  /** What to do on this client's turn. */
  private record Turn(
      Optional<Move> move,
      Optional<String> comment,
      boolean declare,
      String detail,
      SearchException failure) {}

  private Turn turn(Game game, CsaClock clock, Color me) {
    Position position = game.position();
    ImpasseRule rule = game.rules().impasseRule();
    if (rule != ImpasseRule.NONE
        && Impasse.declaration(position, me, rule).verdict() == Impasse.Verdict.WIN) {
      return new Turn(Optional.empty(), Optional.empty(), true, "declared a win (入玉宣言)", null);
    }
    if (position.legalMoves().isEmpty()) {
      return new Turn(Optional.empty(), Optional.empty(), false, "no legal move: resigned", null);
    }
    SearchLimits limits = clock.limits(me, config.margin());
    if (limits.isNone()) {
      limits = SearchLimits.moveTime(config.unlimitedMoveTime());
    }
    long hard =
        clock
            .allowed(me)
            .map(a -> Math.max(1, a.minus(config.margin()).toMillis()))
            .orElse(2 * config.unlimitedMoveTime().toMillis() + STOP_GRACE_MILLIS);
    SearchResult r;
    try {
      SearchHandle h = searcher.start(SearchRequest.of(game), limits, SearchListener.NONE);
      Optional<SearchResult> got = h.await(Duration.ofMillis(hard));
      if (got.isEmpty()) {
        h.stop();
        got = h.await(Duration.ofMillis(STOP_GRACE_MILLIS));
      }
      if (got.isEmpty()) {
        return new Turn(
            Optional.empty(),
            Optional.empty(),
            false,
            searcher.name() + " gave no move within " + hard + " ms: resigned",
            null);
      }
      r = got.get();
    } catch (SearchException e) {
      return new Turn(
          Optional.empty(),
          Optional.empty(),
          false,
          searcher.name() + " failed: " + e.getMessage() + "; resigned",
          e);
    }
    if (r instanceof SearchResult.Resign) {
      return new Turn(
          Optional.empty(), Optional.empty(), false, searcher.name() + " resigned", null);
    }
    if (r instanceof SearchResult.DeclareWin) {
      return new Turn(
          Optional.empty(),
          Optional.empty(),
          false,
          searcher.name() + " declared a win that " + rule + " refuses here: resigned instead",
          null);
    }
    SearchResult.Play play = (SearchResult.Play) r;
    Move m = play.move();
    if (!position.isLegal(m)) {
      return new Turn(
          Optional.empty(),
          Optional.empty(),
          false,
          searcher.name() + " chose the illegal move " + m.toUsi() + ": resigned instead",
          null);
    }
    return new Turn(
        Optional.of(m),
        config.pvComments() ? Optional.of(comment(play, position)) : Optional.empty(),
        false,
        "",
        null);
  }

  /**
   * Floodgate's comment without its {@code '*} marker: the score from sente's point of view, then
   * the variation in CSA.
   */
  static String comment(SearchResult.Play r, Position position) {
    Score s = r.score().sente();
    long value =
        s instanceof Score.Mate mate
            ? (mate.mating() ? MATE_VALUE : -MATE_VALUE)
            : ((Score.Centipawns) s).value();
    StringBuilder sb = new StringBuilder().append(value);
    Position p = position;
    for (Move m : r.pv()) {
      if (!p.isLegal(m)) {
        break;
      }
      sb.append(' ').append(CsaMoves.format(m, p));
      p = p.play(m);
    }
    return sb.toString();
  }
}
