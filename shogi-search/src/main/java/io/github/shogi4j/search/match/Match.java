package io.github.shogi4j.search.match;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.Searcher;
import io.github.shogi4j.search.usi.UsiClient;
import io.github.shogi4j.search.usi.UsiEngineException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/**
 * Plays a match between two searchers (external engines through {@link UsiClient}, or searchers of
 * this library), adjudicated by the rules of a {@link MatchConfig}.
 *
 * <h2>Adjudication</h2>
 *
 * The game itself ({@link Game}) ends on checkmate (詰み), sennichite (千日手, a draw), perpetual check
 * (連続王手の千日手, a loss for the checking side) and the move limit (a draw). Besides, a player loses on:
 * resigning ({@code bestmove resign}); a declaration (入玉宣言) judged wrong, or made under rules
 * without declarations (a declaration judged right wins); an illegal move; a move later than its
 * clock allows plus the tolerance (or none at all: the time of a move is, for a {@link UsiClient},
 * the time from {@code go} to {@code bestmove} as the client measured it, and for other searchers
 * the time of the call); an engine that fails (a crash or a protocol violation: {@link
 * Termination#ERROR}); an engine that cannot start a game ({@link Termination#FORFEIT}).
 *
 * <h2>Thread safety</h2>
 *
 * Runs on the calling thread; a match is not meant to be run twice at once.
 */
public final class Match {
  private static final long STOP_GRACE_MILLIS = 2000;

  private final Searcher[] players;
  private final String[] names;
  private final MatchConfig config;

  /**
   * A match between players known by their searchers' names.
   *
   * @param first the first player (sente in the odd games)
   * @param second the second player
   * @param config the games, clock, rules and openings
   */
  public Match(Searcher first, Searcher second, MatchConfig config) {
    this(
        first,
        Preconditions.checkNotNull(first, "first").name(),
        second,
        Preconditions.checkNotNull(second, "second").name(),
        config);
  }

  /**
   * A match between players with names of the caller's choosing (two instances of one engine at
   * different levels, say), used in the games, the result and the messages.
   *
   * @param first the first player (sente in the odd games)
   * @param firstName its name
   * @param second the second player
   * @param secondName its name
   * @param config the games, clock, rules and openings
   */
  public Match(
      Searcher first, String firstName, Searcher second, String secondName, MatchConfig config) {
    this.players =
        new Searcher[] {
          Preconditions.checkNotNull(first, "first"), Preconditions.checkNotNull(second, "second")
        };
    this.names =
        new String[] {
          Preconditions.checkNotNull(firstName, "firstName"),
          Preconditions.checkNotNull(secondName, "secondName")
        };
    this.config = Preconditions.checkNotNull(config, "config");
  }

  /**
   * Plays every game.
   *
   * @param listener told of each game and move
   * @return the result
   */
  public MatchResult run(MatchListener listener) {
    Preconditions.checkNotNull(listener, "listener");
    List<MatchGame> games = new ArrayList<>();
    for (int n = 1; n <= config.games(); n++) {
      MatchGame g = play(n, listener);
      games.add(g);
      listener.gameFinished(g);
    }
    return new MatchResult(names[0], names[1], games);
  }

  /**
   * Plays one game of the match.
   *
   * @param number the game's number, from 1 (it decides the colors and the opening)
   * @param listener told of each move
   * @return the finished game
   */
  public MatchGame play(int number, MatchListener listener) {
    Preconditions.checkArgument(number >= 1, "game numbers start at 1: %s", number);
    boolean firstSente = number % 2 == 1;
    Searcher sente = players[firstSente ? 0 : 1];
    Searcher gote = players[firstSente ? 1 : 0];
    String senteName = names[firstSente ? 0 : 1];
    String goteName = names[firstSente ? 1 : 0];
    SearchRequest opening =
        config.openings().isEmpty()
            ? SearchRequest.of(Position.initial())
            : config.openings().get((number - 1) / 2 % config.openings().size());
    Game game = Game.replay(opening.start(), opening.moves(), config.rules());
    List<Duration> times = new ArrayList<>(Collections.nCopies(game.ply(), Duration.ZERO));
    listener.gameStarted(number, senteName, goteName);

    String detail = "";
    for (Color c : Color.values()) {
      Searcher s = c == Color.SENTE ? sente : gote;
      try {
        s.newGame();
      } catch (RuntimeException e) {
        game = game.conclude(Outcome.win(c.opposite(), Termination.FORFEIT));
        detail =
            side(c)
                + " ("
                + (c == Color.SENTE ? senteName : goteName)
                + ") could not start the game: "
                + e.getMessage();
        break;
      }
    }
    TimeControl tc = config.timeControl();
    long[] left = {tc.main().toMillis(), tc.main().toMillis()};
    while (!game.isOver()) {
      Color side = game.position().sideToMove();
      Searcher s = side == Color.SENTE ? sente : gote;
      String name = side == Color.SENTE ? senteName : goteName;
      int i = side.ordinal();
      long allowed = tc.allowed(left[i]);
      SearchRequest request = SearchRequest.of(game);
      long t0 = System.nanoTime();
      Optional<SearchResult> answer;
      try {
        answer = answer(s, request, tc.limits(left[0], left[1]), allowed + tc.margin().toMillis());
      } catch (SearchException e) {
        Termination why =
            e.getCause() instanceof UsiEngineException u
                ? switch (u.kind()) {
                  case ILLEGAL_MOVE -> Termination.ILLEGAL_MOVE;
                  case TIMEOUT -> Termination.TIME_LOSS;
                  default -> Termination.ERROR;
                }
                : Termination.ERROR;
        game = game.conclude(Outcome.win(side.opposite(), why));
        detail = side(side) + " (" + name + ") failed: " + e.getMessage();
        break;
      }
      long spent = (System.nanoTime() - t0) / 1_000_000L;
      if (answer.isPresent() && s instanceof UsiClient) {
        // The client's own measure from go to bestmove: the engine's time, without this
        // process's thread start and class loading.
        spent = answer.get().time().toMillis();
      }
      if (answer.isEmpty() || spent > allowed + tc.margin().toMillis()) {
        game = game.conclude(Outcome.win(side.opposite(), Termination.TIME_LOSS));
        detail =
            side(side)
                + " ("
                + name
                + ") "
                + (answer.isEmpty() ? "gave no move in " : "took ")
                + spent
                + " ms; "
                + allowed
                + " ms allowed + "
                + tc.margin().toMillis()
                + " ms tolerance";
        break;
      }
      SearchResult r = answer.get();
      left[i] = tc.after(left[i], spent);
      if (r instanceof SearchResult.Play p) {
        Move m = p.move();
        try {
          game = game.play(m);
          times.add(Duration.ofMillis(spent));
          listener.moved(number, game, Duration.ofMillis(spent));
        } catch (IllegalMoveException e) {
          game = game.forfeitByIllegalMove(m);
          detail = side(side) + " played " + m.toUsi() + ", which is illegal: " + e.getMessage();
        }
      } else if (r instanceof SearchResult.Resign) {
        game = game.resign();
        detail = side(side) + " resigned";
      } else {
        game = game.declareImpasse(); // judged by the rules; a foul under rules without one
        detail =
            side(side)
                + " declared (入玉宣言) under "
                + config.rules().impasseRule()
                + (game.outcome().orElseThrow().termination() == Termination.ILLEGAL_MOVE
                    ? ", rules without declarations: a foul"
                    : "");
      }
    }
    if (detail.isEmpty()) {
      detail =
          game.outcome()
              .orElseThrow()
              .termination()
              .name()
              .toLowerCase(java.util.Locale.ROOT)
              .replace('_', ' ');
    }
    Outcome outcome = game.outcome().orElseThrow();
    tellResult(sente, outcome, Color.SENTE);
    tellResult(gote, outcome, Color.GOTE);
    return new MatchGame(number, senteName, goteName, firstSente, game, times, detail);
  }

  /** The searcher's answer, empty when it has none in time even after a stop request. */
  private static Optional<SearchResult> answer(
      Searcher s, SearchRequest request, SearchLimits limits, long waitMillis) {
    SearchHandle h = s.start(request, limits, SearchListener.NONE);
    Optional<SearchResult> r = h.await(Duration.ofMillis(waitMillis + STOP_GRACE_MILLIS));
    if (r.isPresent()) {
      return r;
    }
    h.stop();
    return h.await(Duration.ofMillis(STOP_GRACE_MILLIS));
  }

  private static void tellResult(Searcher s, Outcome outcome, Color color) {
    if (s instanceof UsiClient c && c.isAlive()) {
      try {
        c.gameOver(outcome, color);
      } catch (RuntimeException e) {
        // The game is decided; an engine that cannot hear its result fails at the next game.
      }
    }
  }

  private static String side(Color c) {
    return c == Color.SENTE ? "sente" : "gote";
  }
}
