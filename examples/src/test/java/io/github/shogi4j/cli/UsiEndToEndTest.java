package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchHandle;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.SearchListener;
import io.github.shogi4j.search.SearchRequest;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.usi.UsiClient;
import io.github.shogi4j.search.usi.UsiMateAnswer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shogi usi} as a child process (the command {@code ./shogi} runs, on the test class path),
 * driven by our own USI client and match runner, and by raw protocol lines.
 */
@Timeout(120)
class UsiEndToEndTest {

  private static List<String> shogiUsi() {
    return List.of(
        Path.of(System.getProperty("java.home"), "bin", "java").toString(),
        "-XX:TieredStopAtLevel=1",
        "-cp",
        System.getProperty("java.class.path"),
        ShogiCli.class.getName(),
        "usi");
  }

  @Test
  void ourClientDrivesOurEngineProcess() {
    try (UsiClient c = UsiClient.start(UsiClient.Config.of(shogiUsi()))) {
      assertTrue(c.name().startsWith("shogi4j"), c.name());
      assertTrue(
          c.options().stream().anyMatch(o -> o.name().equals("USI_Hash")), c.options()::toString);
      c.newGame();
      SearchRequest r = SearchRequest.ofUsi("startpos moves 7g7f 3c3d");
      SearchLimits.Clock clock =
          SearchLimits.Clock.of(
              Duration.ofSeconds(1), Duration.ofSeconds(1), Duration.ofMillis(100));
      SearchResult first = c.search(r, SearchLimits.builder().clock(clock).build());
      assertTrue(r.position().isLegal(((SearchResult.Play) first).move()));

      // go infinite + stop: exactly one answer; the next search gets its own.
      SearchHandle h = c.start(r, SearchLimits.infinite(), SearchListener.NONE);
      assertTrue(h.await(Duration.ofMillis(300)).isEmpty(), "an infinite search ended by itself");
      assertTrue(r.position().isLegal(((SearchResult.Play) h.stopAndAwait()).move()));
      SearchResult next =
          c.search(
              SearchRequest.of(Position.initial()), SearchLimits.moveTime(Duration.ofMillis(100)));
      assertTrue(Position.initial().isLegal(((SearchResult.Play) next).move()));

      UsiMateAnswer mate =
          c.mate(SearchRequest.ofUsi("sfen 4k4/9/4G4/9/9/9/9/9/4K4 b G 1"), Duration.ofSeconds(5));
      assertEquals("checkmate G*5b", mate.toUsi());
    }
  }

  @Test
  void aCheckmatedSideResignsAtOnceWithAMateScore() {
    try (UsiClient c = UsiClient.start(UsiClient.Config.of(shogiUsi()))) {
      c.newGame();
      long start = System.nanoTime();
      SearchResult r =
          c.search(
              SearchRequest.ofUsi("sfen 4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1"),
              SearchLimits.moveTime(Duration.ofMillis(20_000)));
      assertEquals("resign", r.toUsi());
      // The engine says "info depth 0 score mate -0", which the client reads as mated now.
      assertEquals(new PovScore(Score.mated(), Color.GOTE), ((SearchResult.Resign) r).score());
      assertTrue(System.nanoTime() - start < 10_000_000_000L, "not answered at once");
    }
  }

  @Test
  void rawProtocolUnknownCommandsIllegalPositionAndQuit() throws IOException, InterruptedException {
    Process p = new ProcessBuilder(shogiUsi()).redirectErrorStream(true).start();
    try {
      Writer w = new OutputStreamWriter(p.getOutputStream(), StandardCharsets.UTF_8);
      w.write(
          "usi\nhello engine\nposition startpos moves 7g7f 7g7f\ngo byoyomi 100\n"
              + "position startpos moves 7g7f\ngo btime 0 wtime 0 byoyomi 100\nisready\nquit\n");
      w.flush();
      List<String> lines = new ArrayList<>();
      try (BufferedReader r =
          new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8))) {
        for (String line; (line = r.readLine()) != null; ) {
          lines.add(line);
        }
      }
      assertTrue(p.waitFor(10, TimeUnit.SECONDS), "the engine did not quit");
      assertEquals(0, p.exitValue(), String.join("\n", lines));
      String all = String.join("\n", lines);
      assertTrue(lines.contains("usiok"), all);
      assertTrue(lines.contains("info string unknown command ignored: hello engine"), all);
      assertTrue(lines.stream().anyMatch(l -> l.startsWith("info string position refused")), all);
      List<String> best = lines.stream().filter(l -> l.startsWith("bestmove")).toList();
      assertEquals(2, best.size(), all);
      assertEquals("bestmove resign", best.get(0));
      assertTrue(
          Position.initial()
              .playUsi("7g7f")
              .isLegal(
                  io.github.shogi4j.rules.Move.parseUsi(best.get(1).split(" ")[1]).orElseThrow()),
          all);
      // The search runs on its own thread: readyok may come before or after its bestmove.
      assertTrue(lines.contains("readyok"), all);
    } finally {
      p.destroyForcibly();
    }
  }

  /** An option the engine does not declare, or a value it refuses, is a one-line error. */
  @Test
  void aMatchRefusesAnEngineOptionTheEngineDoesNotHave() {
    String engine = String.join(" ", shogiUsi().stream().map(s -> "'" + s + "'").toList());
    String[][] cases = {
      {"2:No Such Option=1", "has no option No Such Option"}, {"1:USI_Hash=lots", "USI_Hash"}
    };
    for (String[] c : cases) {
      Cli.Result r =
          Cli.run(
              "match", "--engine", engine, "--engine", engine, "--games", "1", "--option", c[0]);
      assertEquals(1, r.code(), r::toString);
      assertTrue(
          r.err().startsWith("shogi match: --option for engine " + c[0].charAt(0) + " (shogi4j)"),
          r::toString);
      assertTrue(r.err().contains(c[1]), r::toString);
      assertEquals(1, r.err().strip().lines().count(), r::toString);
    }
  }

  @Test
  void aMatchBetweenTwoEngineProcessesWritesOneRecordPerGame(@TempDir Path dir) throws IOException {
    String engine = String.join(" ", shogiUsi().stream().map(s -> "'" + s + "'").toList());
    Cli.Result r =
        Cli.run(
            "match",
            "--engine",
            engine,
            "--engine",
            engine,
            "--games",
            "2",
            "--byoyomi",
            "150",
            "--margin",
            "3000",
            "--max-moves",
            "16",
            "--out",
            dir.toString(),
            "--json",
            "--option",
            "1:USI_Hash=16",
            "--option",
            "2:Level=EASY");
    assertEquals(0, r.code(), r.toString());
    Map<String, Object> json = JsonReader.object(r.out().strip());
    assertEquals(2L, ((Number) json.get("games")).longValue(), r.toString());
    List<?> wins = (List<?>) json.get("wins");
    long total =
        ((Number) wins.get(0)).longValue()
            + ((Number) wins.get(1)).longValue()
            + ((Number) json.get("draws")).longValue();
    assertEquals(2, total, r.toString());
    assertTrue(json.containsKey("elo") && json.containsKey("eloError"), r.toString());
    assertTrue(r.err().contains("game 1/2") && r.err().contains("game 2/2"), r.err());
    // Full games: played to the move limit or to a mate, not cut short by a failure.
    assertTrue(
        !r.err().contains("TIME_LOSS")
            && !r.err().contains("ERROR")
            && !r.err().contains("ILLEGAL_MOVE"),
        r.err());
    try (Stream<Path> files = Files.list(dir)) {
      List<Path> records = files.sorted().toList();
      assertEquals(
          List.of("game-001.kif", "game-002.kif"),
          records.stream().map(p -> p.getFileName().toString()).toList());
    }
    // The records are valid by our own validator, and hold the games as played.
    Cli.Result v = Cli.run("validate", dir.toString(), "--json");
    assertEquals(0, v.code(), v.toString());
    List<String> reports = v.lines();
    assertEquals(2, reports.size(), v.toString());
    for (String line : reports) {
      assertEquals(Boolean.TRUE, JsonReader.object(line).get("valid"), line);
    }
    Cli.Result info = Cli.run("info", dir.resolve("game-001.kif").toString(), "--json");
    Map<String, Object> game1 = JsonReader.object(info.out().strip());
    assertTrue(((Number) game1.get("moves")).longValue() <= 16, info.toString());
    assertTrue(String.valueOf(game1.get("headers")).contains("shogi4j"), info.toString());
  }
}
