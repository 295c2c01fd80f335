package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.match.Match;
import io.github.shogi4j.search.match.MatchConfig;
import io.github.shogi4j.search.match.MatchGame;
import io.github.shogi4j.search.match.MatchListener;
import io.github.shogi4j.search.match.MatchResult;
import io.github.shogi4j.search.match.TimeControl;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@link UsiClient} and {@link Match} against real, independently written USI engines:
 * Fairy-Stockfish (Debian package {@code fairy-stockfish}, which speaks USI for shogi) and GPS
 * Shogi's {@code gpsusi} (package {@code gpsshogi}). Each test runs when its engine is installed
 * (in {@code /usr/games}, on the {@code PATH}, or named by the system property {@code
 * shogi4j.engine.fairy-stockfish} or {@code shogi4j.engine.gpsusi}) and is skipped, with a message
 * naming the missing engine, when it is not.
 *
 * <p>The two engines cover different parts of the protocol: Fairy-Stockfish answers {@code go
 * ponder}, {@code depth}, {@code nodes} and {@code movetime} but has no USI mate search (it answers
 * {@code go mate} with {@code bestmove}); GPS Shogi knows only USI's own {@code go} words (it ends
 * with an error on {@code go movetime}, {@code depth}, {@code nodes}, {@code binc} and {@code
 * ponder}) and answers {@code go mate} with {@code checkmate}.
 *
 * <p>No option of {@code gpsusi} is set here: it writes every {@code setoption} into its
 * installation's configuration file, which outlives the test.
 */
@Timeout(120)
class ExternalEngineInteropIT {
  private static final String FAIRY = "fairy-stockfish";
  private static final String GPS = "gpsusi";

  /** Out of both engines' opening books, so that they search. */
  private static final SearchRequest MIDDLEGAME =
      SearchRequest.ofUsi(
          "sfen "
              + "ln1g3nl/1r1sg1k2/p1ppp1spp/1p3pp2/7P1/2P1P1P2/PPSP1P2P/2G1GS1R1/LN2K2NL b Bb 23");

  private static final SearchRequest TSUME =
      SearchRequest.ofUsi("sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G2r2b2g4s4n4l18p 1");

  /** Engines already reported missing, so that the console names each one once. */
  private static final java.util.Set<String> REPORTED =
      java.util.concurrent.ConcurrentHashMap.newKeySet();

  /**
   * The engine's command, or a skip naming it when it is not installed: a JUnit assumption, whose
   * message the test report keeps, and one line on standard error for the console.
   */
  private static List<String> engine(String program) {
    Optional<Path> found = locate(program);
    if (found.isEmpty()) {
      String property = System.getProperty("shogi4j.engine." + program, "");
      String message =
          "skipped: USI engine "
              + program
              + " not found ("
              + (property.isBlank()
                  ? "looked in /usr/games and on the PATH"
                  : "the system property "
                      + "shogi4j.engine."
                      + program
                      + " names "
                      + property
                      + ", which is not executable")
              + "); install it (Debian: apt-get install "
              + (program.equals(GPS) ? "gpsshogi" : program)
              + ") to run its interop tests";
      if (REPORTED.add(program)) {
        System.err.println("ExternalEngineInteropIT " + message);
      }
      assumeTrue(false, message);
    }
    return List.of(found.get().toString());
  }

  private static Optional<Path> locate(String program) {
    String property = System.getProperty("shogi4j.engine." + program, "");
    if (!property.isBlank()) {
      return Optional.of(Path.of(property)).filter(Files::isExecutable);
    }
    String path = System.getenv().getOrDefault("PATH", "");
    for (String dir : (path + File.pathSeparator + "/usr/games").split(File.pathSeparator)) {
      if (!dir.isEmpty() && Files.isExecutable(Path.of(dir, program))) {
        return Optional.of(Path.of(dir, program));
      }
    }
    return Optional.empty();
  }

  private static UsiClient start(List<String> command) {
    return UsiClient.start(
        UsiClient.Config.of(command)
            .withTimeouts(Duration.ofSeconds(20), Duration.ofSeconds(30), Duration.ofSeconds(5)));
  }

  private static void assertLegalMove(SearchRequest r, SearchResult res) {
    assertInstanceOf(SearchResult.Play.class, res, res::toString);
    assertTrue(r.position().isLegal(TestResults.move(res)), res::toString);
  }

  // ---------------------------------------------------------------- Fairy-Stockfish

  @Test
  void fairyStockfishSearchesUnderEveryLimit() {
    try (UsiClient c = start(engine(FAIRY))) {
      assertTrue(c.name().startsWith("Fairy-Stockfish"), c.name());
      // Option names with spaces, an empty string default and a combo of many values are read.
      assertTrue(
          c.options().stream()
              .anyMatch(o -> o.name().equals("Skill Level") && o.type() == UsiOption.Type.SPIN),
          c.options()::toString);
      assertTrue(
          c.options().stream()
              .anyMatch(o -> o.name().equals("UCI_Variant") && o.choices().contains("shogi")),
          c.options()::toString);
      c.newGame();
      List<SearchInfo> infos = new CopyOnWriteArrayList<>();
      SearchResult.Play clock =
          TestResults.played(
              c.search(
                  MIDDLEGAME,
                  SearchLimits.builder().clock(TestResults.clock(0, 0, 300, 0, 0)).build(),
                  infos::add,
                  new io.github.shogi4j.search.SearchControl()));
      assertLegalMove(MIDDLEGAME, clock);
      assertFalse(infos.isEmpty(), "no info line was read");
      assertTrue(clock.depth() > 0 && clock.nodes() > 0 && !clock.pv().isEmpty(), clock::toString);
      assertTrue(clock.time().toMillis() < 300 + 1000, "took " + clock.time());
      assertLegalMove(
          MIDDLEGAME, c.search(MIDDLEGAME, SearchLimits.moveTime(Duration.ofMillis(200))));
      SearchResult.Play depth = TestResults.played(c.search(MIDDLEGAME, SearchLimits.depth(4)));
      assertLegalMove(MIDDLEGAME, depth);
      assertEquals(4, depth.depth());
      assertLegalMove(MIDDLEGAME, c.search(MIDDLEGAME, SearchLimits.nodes(20_000)));
      // The client's own default when nothing limits the search.
      assertLegalMove(MIDDLEGAME, c.search(MIDDLEGAME, SearchLimits.none()));
    }
  }

  @Test
  void fairyStockfishStopsPondersAndTakesOptions() throws Exception {
    try (UsiClient c = start(engine(FAIRY))) {
      c.newGame();
      SearchHandle h = c.start(MIDDLEGAME, SearchLimits.infinite(), SearchListener.NONE);
      assertTrue(h.await(Duration.ofMillis(300)).isEmpty(), "an infinite search ended by itself");
      long t0 = System.nanoTime();
      assertLegalMove(MIDDLEGAME, h.stopAndAwait());
      assertTrue(System.nanoTime() - t0 < 2_000_000_000L, "stop took too long");

      // Ponder, then ponderhit: the search runs on under its own time and answers.
      SearchHandle p =
          c.start(
              MIDDLEGAME,
              SearchLimits.builder().ponder(true).clock(TestResults.clock(0, 0, 200, 0, 0)).build(),
              SearchListener.NONE);
      assertTrue(
          p.await(Duration.ofMillis(400)).isEmpty(), "a ponder search ended before ponderhit");
      p.ponderHit();
      assertLegalMove(MIDDLEGAME, p.await(Duration.ofSeconds(5)).orElseThrow());
      // Ponder, then stop (the opponent played another move): one answer, and the next search
      // gets its own.
      SearchHandle miss =
          c.start(
              MIDDLEGAME,
              SearchLimits.builder().ponder(true).clock(TestResults.clock(0, 0, 200, 0, 0)).build(),
              SearchListener.NONE);
      Thread.sleep(200);
      assertLegalMove(MIDDLEGAME, miss.stopAndAwait());
      SearchRequest start = SearchRequest.of(Position.initial());
      assertLegalMove(start, c.search(start, SearchLimits.moveTime(Duration.ofMillis(100))));

      c.setOption("Skill Level", "0");
      c.setOption("Clear Hash", "");
      c.isReady();
      assertLegalMove(
          MIDDLEGAME, c.search(MIDDLEGAME, SearchLimits.moveTime(Duration.ofMillis(100))));
      assertThrows(IllegalArgumentException.class, () -> c.setOption("Threads", "0"));
      assertThrows(IllegalArgumentException.class, () -> c.setOption("No Such Option", "1"));
      c.gameOver(Outcome.noWinner(Termination.SENNICHITE), Color.SENTE);
      c.isReady();
    }
  }

  @Test
  void fairyStockfishHasNoMateSearchAndStaysUsable() {
    try (UsiClient c = start(engine(FAIRY))) {
      // It reads "go mate 500" as "a mate in 500 moves" and answers bestmove after the stop.
      assertEquals(
          UsiMateAnswer.Kind.NOT_IMPLEMENTED, c.mate(TSUME, Duration.ofMillis(300)).kind());
      SearchResult.Play r =
          TestResults.played(c.search(TSUME, SearchLimits.moveTime(Duration.ofMillis(200))));
      assertEquals("G*5b", r.toUsi());
      assertTrue(r.score().isMate(), r::toString);
    }
  }

  @Test
  void fairyStockfishDeathIsATypedErrorAndTheClientRefusesMore(@TempDir Path dir)
      throws IOException {
    crashDuringASearch(engine(FAIRY), dir);
  }

  @Test
  void ourEngineAndFairyStockfishPlayGamesToTheEnd() {
    try (UsiClient fairy = start(engine(FAIRY))) {
      playTwoShortGames(Level.HARD, fairy, TimeControl.byoyomi(Duration.ofMillis(100)), 40);
    }
  }

  // ---------------------------------------------------------------- GPS Shogi

  @Test
  void gpsShogiSearchesUnderUsiLimitsAndSolvesTsume() {
    try (UsiClient c = start(engine(GPS))) {
      assertTrue(c.name().startsWith("gpsshogi"), c.name());
      assertTrue(
          c.options().stream().anyMatch(o -> o.name().equals("BookDepth")), c.options()::toString);
      c.newGame();
      List<SearchInfo> infos = new CopyOnWriteArrayList<>();
      SearchResult clock =
          c.search(
              MIDDLEGAME,
              SearchLimits.builder().clock(TestResults.clock(0, 0, 1000, 0, 0)).build(),
              infos::add,
              new io.github.shogi4j.search.SearchControl());
      assertLegalMove(MIDDLEGAME, clock);
      assertFalse(infos.isEmpty(), "no info line was read");
      // A move time alone goes out as a byoyomi: GPS Shogi ends with an error on go movetime.
      assertLegalMove(
          MIDDLEGAME, c.search(MIDDLEGAME, SearchLimits.moveTime(Duration.ofMillis(500))));
      assertTrue(c.isAlive());

      UsiMateAnswer mate = c.mate(TSUME, Duration.ofSeconds(2));
      assertEquals(UsiMateAnswer.Kind.MATE, mate.kind(), mate::toString);
      Position p = TSUME.position();
      for (Move m : mate.moves()) {
        p = p.play(m);
      }
      assertTrue(p.isCheckmate(), "the answer " + mate.toUsi() + " does not mate");
      assertEquals(
          UsiMateAnswer.Kind.NO_MATE,
          c.mate(
                  SearchRequest.ofUsi("sfen 4k4/9/9/9/9/9/9/9/4K4 b 2r2b4g4s4n4l18p 1"),
                  Duration.ofSeconds(2))
              .kind());
      c.gameOver(Outcome.win(Color.GOTE, Termination.RESIGNATION), Color.SENTE);
      c.isReady();
    }
  }

  @Test
  void gpsShogiStops() {
    try (UsiClient c = start(engine(GPS))) {
      c.newGame();
      SearchHandle h = c.start(MIDDLEGAME, SearchLimits.infinite(), SearchListener.NONE);
      assertTrue(h.await(Duration.ofMillis(500)).isEmpty(), "an infinite search ended by itself");
      assertLegalMove(MIDDLEGAME, h.stopAndAwait());
      assertLegalMove(
          MIDDLEGAME,
          c.search(
              MIDDLEGAME,
              SearchLimits.builder().clock(TestResults.clock(0, 0, 500, 0, 0)).build()));
    }
  }

  @Test
  void gpsShogiDeathIsATypedErrorAndTheClientRefusesMore(@TempDir Path dir) throws IOException {
    crashDuringASearch(engine(GPS), dir);
  }

  @Test
  void ourEngineAndGpsShogiPlayGamesToTheEnd() {
    try (UsiClient gps = start(engine(GPS))) {
      // GPS Shogi thinks about a second per move whatever the byoyomi below that; 12 plies keep
      // the test short.
      playTwoShortGames(Level.NORMAL, gps, TimeControl.byoyomi(Duration.ofMillis(1000)), 12);
    }
  }

  // ---------------------------------------------------------------- shared

  /**
   * Starts the engine through a shell that notes its process id, kills it during an infinite
   * search, and expects a typed crash report within the stop timeout, then a refusal of more work.
   */
  private static void crashDuringASearch(List<String> engine, Path dir) throws IOException {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh to note the engine's pid");
    Path pidFile = dir.resolve("pid");
    try (UsiClient c =
        start(
            List.of(
                "/bin/sh", "-c", "echo $$ > '" + pidFile + "'; exec '" + engine.get(0) + "'"))) {
      c.newGame();
      long pid = Long.parseLong(Files.readString(pidFile).strip());
      SearchHandle h = c.start(MIDDLEGAME, SearchLimits.infinite(), SearchListener.NONE);
      assertTrue(h.await(Duration.ofMillis(300)).isEmpty(), "an infinite search ended by itself");
      ProcessHandle.of(pid).orElseThrow().destroyForcibly();
      long t0 = System.nanoTime();
      SearchException e = assertThrows(SearchException.class, h::await);
      assertTrue(System.nanoTime() - t0 < 5_000_000_000L, "the crash was noticed late");
      UsiEngineException u = assertInstanceOf(UsiEngineException.class, e.getCause(), e::toString);
      assertEquals(UsiEngineException.Kind.CRASHED, u.kind(), u::getMessage);
      assertEquals(c.name(), u.engine());
      assertFalse(c.isAlive());
      SearchException again =
          assertThrows(
              SearchException.class,
              () -> c.search(MIDDLEGAME, SearchLimits.moveTime(Duration.ofMillis(100))));
      assertEquals(
          UsiEngineException.Kind.CRASHED,
          assertInstanceOf(UsiEngineException.class, again.getCause()).kind());
    }
  }

  /**
   * Two games, colors swapped, between a level of our engine and the external one, cut at a number
   * of plies: every move the engine makes is legal and in time, and every game ends by the rules.
   */
  private static void playTwoShortGames(
      Level ours, UsiClient engine, TimeControl clock, int plies) {
    MatchConfig config = MatchConfig.of(2, clock).withRules(Rules.CSA.withMoveLimit(plies));
    MatchResult r = new Match(ours.searcher(), engine, config).run(MatchListener.NONE);
    assertEquals(2, r.games().size());
    EnumSet<Termination> byTheRules =
        EnumSet.of(
            Termination.CHECKMATE,
            Termination.RESIGNATION,
            Termination.MAX_MOVES,
            Termination.SENNICHITE,
            Termination.PERPETUAL_CHECK,
            Termination.IMPASSE_DECLARATION);
    for (MatchGame g : r.games()) {
      assertTrue(
          byTheRules.contains(g.reason()),
          () -> "game " + g.number() + " ended by " + g.reason() + ": " + g.detail());
    }
    assertTrue(engine.isAlive());
  }
}
