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
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchControl;
import io.github.shogi4j.search.SearchException;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.TestResults;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The client side of USI against our own engine in a child JVM, and against small shell-script
 * engines that misbehave on purpose.
 */
@Timeout(60)
class UsiClientTest {
  private static final SearchRequest AFTER_7G7F = SearchRequest.ofUsi("startpos moves 7g7f");

  /** A shell engine that answers the handshake and does {@code onGo} when told to go. */
  private static UsiClient.Config script(String onGo, String onQuit) {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh for the scripted engines");
    String s =
        "while read cmd; do case \"$cmd\" in "
            + "usi) echo 'id name fake'; echo 'option name Depth type spin default 3 min 1 max 9'; echo usiok;; "
            + "isready) echo readyok;; "
            + "go*) "
            + onGo
            + ";; "
            + "quit) "
            + onQuit
            + ";; "
            + "esac; done";
    return UsiClient.Config.of(List.of("/bin/sh", "-c", s))
        .withTimeouts(Duration.ofMillis(2000), Duration.ofMillis(2000), Duration.ofMillis(300))
        .withSearchSlack(Duration.ofMillis(200));
  }

  private static UsiEngineException cause(SearchException e) {
    return assertInstanceOf(UsiEngineException.class, e.getCause(), e::toString);
  }

  @Test
  void ourEngineInAChildProcessSearchesAsASearcher() {
    try (UsiClient c =
        UsiClient.start(
            UsiClient.Config.of(TestEngineMain.command("slow")).withOption("Level", "HARD"))) {
      assertEquals("slow", c.name());
      assertEquals("tests", c.author());
      assertTrue(
          c.options().stream().anyMatch(o -> o.name().equals("USI_Hash")), c.options()::toString);
      List<SearchInfo> infos = new CopyOnWriteArrayList<>();
      SearchResult.Play r =
          TestResults.played(
              c.search(AFTER_7G7F, SearchLimits.depth(3), infos::add, new SearchControl()));
      assertTrue(AFTER_7G7F.position().isLegal(r.move()));
      assertEquals(3, infos.size());
      assertEquals(3, r.depth());
      // the engine's scores are gote's, the side to move after 7g7f
      assertEquals(new PovScore(Score.cp(30), Color.GOTE), infos.get(2).score());
      assertEquals(Score.cp(-30), r.score().sente());
      assertEquals(300, r.nodes());

      // go infinite + stop: one result, and the next search is not confused by a stray bestmove.
      SearchHandle h = c.start(AFTER_7G7F, SearchLimits.infinite(), SearchListener.NONE);
      assertTrue(h.await(Duration.ofMillis(200)).isEmpty(), "an infinite search ended by itself");
      SearchResult.Play stopped = TestResults.played(h.stopAndAwait());
      assertTrue(stopped.depth() >= 1);
      SearchResult.Play next =
          TestResults.played(c.search(SearchRequest.of(Position.initial()), SearchLimits.depth(1)));
      assertEquals(1, next.depth());

      // ponder, then ponderhit: the search goes on under its move time and answers.
      SearchHandle p =
          c.start(
              AFTER_7G7F,
              SearchLimits.builder().ponder(true).moveTime(Duration.ofMillis(50)).build(),
              SearchListener.NONE);
      assertTrue(
          p.await(Duration.ofMillis(150)).isEmpty(), "a ponder search ended before ponderhit");
      p.ponderHit();
      assertTrue(p.await(Duration.ofSeconds(5)).isPresent(), "no answer after ponderhit");

      assertEquals(
          "checkmate G*5b",
          c.mate(SearchRequest.ofUsi("sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1"), Duration.ofSeconds(5))
              .toUsi());

      c.newGame();
      c.gameOver(Outcome.noWinner(Termination.SENNICHITE), Color.SENTE);
      c.isReady();
    }
  }

  @Test
  void aProgramThatCannotStartIsReported() {
    UsiEngineException e =
        assertThrows(
            UsiEngineException.class,
            () -> UsiClient.start(UsiClient.Config.of(List.of("/no/such/engine-binary"))));
    assertEquals(UsiEngineException.Kind.START_FAILED, e.kind());
    assertTrue(e.getMessage().contains("/no/such/engine-binary"), e.getMessage());
  }

  @Test
  void aCrashDuringASearchIsATypedErrorWithTheLastLines() {
    try (UsiClient c =
        UsiClient.start(
            script("echo 'info string going down'; echo 'bye' >&2; exit 3", "exit 0"))) {
      assertEquals("fake", c.name());
      assertEquals(
          List.of(
              new UsiOption(
                  "Depth",
                  UsiOption.Type.SPIN,
                  java.util.Optional.of("3"),
                  java.util.OptionalLong.of(1),
                  java.util.OptionalLong.of(9),
                  List.of())),
          c.options());
      SearchException e =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      UsiEngineException u = cause(e);
      assertEquals(UsiEngineException.Kind.CRASHED, u.kind());
      assertEquals("fake", u.engine());
      assertTrue(u.lastLines().contains("info string going down"), u.lastLines()::toString);
      assertTrue(u.getMessage().contains("exit code 3"), u.getMessage());
      assertEquals("fake", e.searcher());
      // A broken client refuses further work at once instead of hanging.
      assertThrows(
          SearchException.class,
          () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
    }
  }

  @Test
  void severalLinesAreAskedForAndReadWithTheirBounds() {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh for the scripted engines");
    // The engine sends two lines only once it was told MultiPV 2.
    String s =
        "while read cmd; do case \"$cmd\" in "
            + "usi) echo 'id name multi'; "
            + "echo 'option name MultiPV type spin default 1 min 1 max 10'; echo usiok;; "
            + "isready) echo readyok;; "
            + "setoption*) mp=\"$cmd\";; "
            + "go*) if [ \"$mp\" = 'setoption name MultiPV value 2' ]; then "
            + "echo 'info depth 4 seldepth 6 multipv 1 score cp 50 lowerbound nodes 100 pv 2g2f 8c8d'; "
            + "echo 'info depth 4 seldepth 6 multipv 2 score cp -20 upperbound nodes 120 pv 7g7f'; "
            + "fi; echo 'bestmove 2g2f ponder 8c8d';; "
            + "quit) exit 0;; "
            + "esac; done";
    try (UsiClient c = UsiClient.start(UsiClient.Config.of(List.of("/bin/sh", "-c", s)))) {
      SearchResult.Play r =
          TestResults.played(
              c.search(
                  SearchRequest.of(Position.initial()),
                  SearchLimits.builder().depth(4).multiPv(2).build()));
      Move f2 = Move.parseUsi("2g2f").orElseThrow();
      Move d8 = Move.parseUsi("8c8d").orElseThrow();
      Move f7 = Move.parseUsi("7g7f").orElseThrow();
      assertEquals(
          List.of(
              new PvLine(1, sente(Score.cp(50)), PvLine.Bound.LOWER, 4, List.of(f2, d8)),
              new PvLine(2, sente(Score.cp(-20)), PvLine.Bound.UPPER, 4, List.of(f7))),
          r.lines());
      assertEquals(120, r.nodes());
      // back to one line: the engine is told so and sends none of the others
      SearchResult.Play one =
          TestResults.played(c.search(SearchRequest.of(Position.initial()), SearchLimits.depth(4)));
      assertEquals(1, one.lines().size());
    }
    try (UsiClient c = UsiClient.start(script("echo 'bestmove 2g2f'", "exit 0"))) {
      IllegalArgumentException e =
          assertThrows(
              IllegalArgumentException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.builder().depth(2).multiPv(3).build()));
      assertTrue(e.getMessage().contains("declares no MultiPV"), e.getMessage());
    }
  }

  @Test
  void anEngineThatNeverAnswersTimesOut() {
    try (UsiClient c = UsiClient.start(script(":", "exit 0"))) {
      long t0 = System.nanoTime();
      SearchException e =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      long ms = (System.nanoTime() - t0) / 1_000_000;
      assertEquals(UsiEngineException.Kind.TIMEOUT, cause(e).kind());
      // movetime 100 + slack 200, then stop + 300 ms.
      assertTrue(ms >= 550 && ms < 3000, "timed out after " + ms + " ms");
    }
  }

  @Test
  void aSilentHandshakeTimesOut() {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
    UsiEngineException e =
        assertThrows(
            UsiEngineException.class,
            () ->
                UsiClient.start(
                    UsiClient.Config.of(List.of("/bin/sh", "-c", "echo 'hello'; sleep 30"))
                        .withTimeouts(
                            Duration.ofMillis(300),
                            Duration.ofMillis(300),
                            Duration.ofMillis(100))));
    assertEquals(UsiEngineException.Kind.TIMEOUT, e.kind());
    assertTrue(e.getMessage().contains("usiok") && e.lastLines().contains("hello"), e.getMessage());
  }

  @Test
  void malformedAndIllegalBestmovesAreTypedErrors() {
    try (UsiClient c = UsiClient.start(script("echo 'bestmove xyzzy'", "exit 0"))) {
      SearchException e =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      assertEquals(UsiEngineException.Kind.MALFORMED, cause(e).kind());
      assertTrue(e.getMessage().contains("xyzzy"), e.getMessage());
    }
    try (UsiClient c = UsiClient.start(script("echo 'bestmove 5i5h'", "exit 0"))) {
      SearchException e =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      assertEquals(UsiEngineException.Kind.ILLEGAL_MOVE, cause(e).kind());
    }
  }

  private static PovScore sente(Score s) {
    return new PovScore(s, Color.SENTE);
  }

  @Test
  void gameOverTellsTheEngineItsOwnResult() {
    Outcome senteMates = Outcome.win(Color.SENTE, Termination.CHECKMATE);
    assertEquals("win", UsiClient.gameOverWord(senteMates, Color.SENTE));
    assertEquals("lose", UsiClient.gameOverWord(senteMates, Color.GOTE));
    Outcome goteOnTime = Outcome.win(Color.GOTE, Termination.TIME_LOSS);
    assertEquals("win", UsiClient.gameOverWord(goteOnTime, Color.GOTE));
    assertEquals("lose", UsiClient.gameOverWord(goteOnTime, Color.SENTE));
    Outcome repetition = Outcome.noWinner(Termination.SENNICHITE);
    assertEquals("draw", UsiClient.gameOverWord(repetition, Color.SENTE));
    assertEquals("draw", UsiClient.gameOverWord(repetition, Color.GOTE));
  }

  @Test
  void resignAndWinAreDecisions() {
    try (UsiClient c = UsiClient.start(script("echo 'bestmove resign'", "exit 0"))) {
      SearchResult r = c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(50)));
      // without an info line the score is even, for gote (to move after 7g7f)
      assertEquals(new SearchResult.Resign(new PovScore(Score.cp(0), Color.GOTE), 0, r.time()), r);
    }
    try (UsiClient c = UsiClient.start(script("echo 'bestmove win'", "exit 0"))) {
      assertInstanceOf(
          SearchResult.DeclareWin.class,
          c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(50))));
    }
  }

  @Test
  void mateAnswersAreReadAndASilentMateSearchTimesOut() {
    SearchRequest tsume = SearchRequest.ofUsi("sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1");
    try (UsiClient c = UsiClient.start(script("echo 'checkmate G*5b'", "exit 0"))) {
      UsiMateAnswer a = c.mate(tsume, Duration.ofMillis(500));
      assertEquals(UsiMateAnswer.Kind.MATE, a.kind());
      assertEquals("checkmate G*5b", a.toUsi());
    }
    try (UsiClient c = UsiClient.start(script("echo 'checkmate nomate'", "exit 0"))) {
      assertEquals(UsiMateAnswer.Kind.NO_MATE, c.mate(tsume, Duration.ofMillis(500)).kind());
    }
    try (UsiClient c = UsiClient.start(script(":", "exit 0"))) {
      UsiEngineException e =
          assertThrows(UsiEngineException.class, () -> c.mate(tsume, Duration.ofMillis(100)));
      assertEquals(UsiEngineException.Kind.TIMEOUT, e.kind());
    }
  }

  @Test
  void anEngineWithoutMateSearchAnswersNotImplementedAndStaysUsable() {
    // Stockfish-derived engines answer "go mate N" with a bestmove (a search for a mate in N).
    SearchRequest tsume = SearchRequest.ofUsi("sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1");
    try (UsiClient c = UsiClient.start(script("echo 'bestmove G*5b'", "exit 0"))) {
      assertEquals(
          UsiMateAnswer.Kind.NOT_IMPLEMENTED, c.mate(tsume, Duration.ofMillis(500)).kind());
      assertEquals("G*5b", c.search(tsume, SearchLimits.moveTime(Duration.ofMillis(50))).toUsi());
    }
  }

  @Test
  void aMoveTimeReachesAnEngineThatKnowsOnlyUsisWords() {
    // Like GPS Shogi, which aborts on a go parameter USI does not define.
    String strict =
        "case \"$cmd\" in *movetime*|*binc*) echo 'unknown option' >&2; exit 134;; "
            + "*'btime 0 wtime 0 byoyomi 100'*) echo 'bestmove 3c3d';; *) exit 1;; esac";
    try (UsiClient c = UsiClient.start(script(strict, "exit 0"))) {
      assertEquals(
          "3c3d", c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))).toUsi());
    }
  }

  @Test
  void closeKillsAnEngineThatIgnoresQuit() {
    UsiClient c = UsiClient.start(script("echo 'bestmove 3c3d'", ":"));
    assertEquals(
        "3c3d", c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(50))).toUsi());
    c.close();
    assertFalse(c.isAlive());
  }

  @Test
  void anEngineWritingWithoutLineBreaksIsEndedAsAFlood() {
    try (UsiClient c =
        UsiClient.start(
            script(
                "while :; do printf 'xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'; done",
                "exit 0"))) {
      SearchException e =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      UsiEngineException u = cause(e);
      assertEquals(UsiEngineException.Kind.FLOODED, u.kind(), e::toString);
      assertTrue(
          u.getMessage().contains("longer than " + UsiClient.MAX_LINE_LENGTH), u.getMessage());
      // The message quotes the start of the line, not a megabyte of it.
      assertTrue(u.getMessage().length() < 2000, () -> "message of " + u.getMessage().length());
      assertFalse(c.isAlive(), "the flooding engine still runs");
      SearchException again =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      assertEquals(UsiEngineException.Kind.FLOODED, cause(again).kind());
    }
  }

  @Test
  void anEngineFloodingLinesNobodyReadsIsEnded() throws InterruptedException {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh");
    // After readyok it writes lines for ever while the client waits for nothing.
    String s =
        "while read cmd; do case \"$cmd\" in "
            + "usi) echo 'id name flood'; echo usiok;; "
            + "isready) echo readyok; while :; do echo 'info string flood'; done;; "
            + "esac; done";
    try (UsiClient c =
        UsiClient.start(
            UsiClient.Config.of(List.of("/bin/sh", "-c", s))
                .withTimeouts(
                    Duration.ofMillis(2000), Duration.ofMillis(2000), Duration.ofMillis(300)))) {
      long deadline = System.nanoTime() + Duration.ofSeconds(20).toNanos();
      while (c.isAlive() && System.nanoTime() < deadline) {
        Thread.sleep(20);
      }
      assertFalse(c.isAlive(), "the flooding engine still runs");
      SearchException e =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      assertEquals(UsiEngineException.Kind.FLOODED, cause(e).kind());
      assertTrue(e.getMessage().contains(UsiClient.MAX_QUEUED_LINES + " lines"), e.getMessage());
    }
  }

  @Test
  void aLateBestmoveOfAGivenUpSearchIsNotTakenForTheNextOne() {
    // The first go is answered 500 ms late, after the client gave up on it (100 ms of move time,
    // 100 ms of slack, 200 ms after stop); the second is answered 400 ms after it is sent.
    String onGo =
        "n=$((n+1)); if [ $n = 1 ]; then (sleep 0.5; echo 'bestmove 8c8d') & "
            + "else sleep 0.4; echo 'bestmove 3c3d'; fi";
    UsiClient.Config config =
        script(onGo, "exit 0")
            .withTimeouts(Duration.ofMillis(2000), Duration.ofMillis(2000), Duration.ofMillis(200))
            .withSearchSlack(Duration.ofMillis(100));
    try (UsiClient c = UsiClient.start(config)) {
      SearchException e =
          assertThrows(
              SearchException.class,
              () -> c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(100))));
      assertEquals(UsiEngineException.Kind.TIMEOUT, cause(e).kind());
      SearchResult r = c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(1000)));
      assertEquals("3c3d", r.toUsi());
    }
  }

  @Test
  void aSecondBestmoveForOneGoIsNotTakenForTheNextGo() throws InterruptedException {
    // Two answers to every go, the second 50 ms late; each go is answered 300 ms after it came.
    // The client's next go comes 150 ms later (as after an opponent's move): the extra answer
    // came when no go awaited one. (One that comes after the next go is written cannot be told
    // from that go's answer.)
    String onGo = "sleep 0.3; echo 'bestmove 3c3d'; (sleep 0.05; echo 'bestmove 8c8d') &";
    try (UsiClient c = UsiClient.start(script(onGo, "exit 0"))) {
      for (int i = 0; i < 3; i++) {
        assertEquals(
            "3c3d", c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(1000))).toUsi());
        Thread.sleep(150);
      }
    }
  }

  /**
   * An engine that writes its last answer again when its next command arrives (a duplicate {@code
   * bestmove} that comes late, after the client wrote its next command): without the {@code
   * isready} before the second {@code go}, the duplicate came after that {@code go} was written and
   * was taken as its answer, a legal but stale move. It now comes before {@code readyok}, is
   * discarded, and the listener of the next search hears of it.
   */
  @Test
  void aDuplicateBestmoveWrittenBeforeReadyokIsNotTakenForTheNextGo() {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh for the scripted engines");
    String s =
        "n=0; dup=''; while read cmd; do "
            + "case \"$cmd\" in isready|go*) if [ -n \"$dup\" ]; then echo \"$dup\"; dup=''; fi;; "
            + "esac; "
            + "case \"$cmd\" in "
            + "usi) echo 'id name fake'; echo usiok;; "
            + "isready) echo readyok;; "
            + "go*) n=$((n+1)); case $n in 1) m=7g7f;; 2) m=2g2f;; *) m=5g5f;; esac; "
            + "echo \"bestmove $m\"; dup=\"bestmove $m\";; "
            + "quit) exit 0;; "
            + "esac; done";
    UsiClient.Config config =
        UsiClient.Config.of(List.of("/bin/sh", "-c", s))
            .withTimeouts(Duration.ofMillis(2000), Duration.ofMillis(2000), Duration.ofMillis(300));
    SearchRequest start = SearchRequest.ofUsi("startpos");
    try (UsiClient c = UsiClient.start(config)) {
      assertEquals("7g7f", c.search(start, SearchLimits.moveTime(Duration.ofSeconds(1))).toUsi());
      List<String> warnings = new CopyOnWriteArrayList<>();
      SearchListener listener =
          new SearchListener() {
            @Override
            public void onInfo(SearchInfo info) {}

            @Override
            public void onWarning(String message) {
              warnings.add(message);
            }
          };
      SearchResult second =
          c.search(
              start, SearchLimits.moveTime(Duration.ofSeconds(1)), listener, new SearchControl());
      assertEquals("2g2f", second.toUsi());
      assertEquals(1, warnings.size(), warnings::toString);
      assertTrue(warnings.get(0).contains("bestmove 7g7f"), warnings::toString);
      assertEquals("5g5f", c.search(start, SearchLimits.moveTime(Duration.ofSeconds(1))).toUsi());
    }
  }

  @Test
  void closeEndsTheEnginesChildrenToo() throws Exception {
    Path pidFile = Files.createTempFile("usi-child", ".pid");
    try {
      // The engine starts a child that would sleep for ten minutes, and ignores quit.
      UsiClient c =
          UsiClient.start(
              script("sleep 600 & echo $! > '" + pidFile + "'; " + "echo 'bestmove 3c3d'", ":"));
      assertEquals(
          "3c3d", c.search(AFTER_7G7F, SearchLimits.moveTime(Duration.ofMillis(50))).toUsi());
      long pid = Long.parseLong(Files.readString(pidFile).strip());
      ProcessHandle child = ProcessHandle.of(pid).orElseThrow();
      assertTrue(child.isAlive());
      c.close();
      assertFalse(c.isAlive());
      child.onExit().get(5, java.util.concurrent.TimeUnit.SECONDS);
      assertFalse(child.isAlive(), "the engine's child still runs");
    } finally {
      Files.deleteIfExists(pidFile);
    }
  }
}
