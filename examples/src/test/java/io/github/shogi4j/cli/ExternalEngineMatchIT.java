package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * {@code shogi match} between {@code shogi usi} and a real, independently written USI engine
 * installed from Debian packages: Fairy-Stockfish ({@code /usr/games/fairy-stockfish}) and GPS
 * Shogi ({@code /usr/games/gpsusi}). Skipped, with a message naming the engine, where it is not
 * installed.
 */
@Timeout(180)
class ExternalEngineMatchIT {

  private static String ourEngine() {
    List<String> command =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-XX:TieredStopAtLevel=1",
            "-cp",
            System.getProperty("java.class.path"),
            ShogiCli.class.getName(),
            "usi");
    return String.join(" ", command.stream().map(s -> "'" + s + "'").toList());
  }

  /** GPS Shogi takes about a second a move whatever a shorter byoyomi says, hence its clock. */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "/usr/games/fairy-stockfish, fairy-stockfish, 200, 24",
    "/usr/games/gpsusi, gpsshogi, 1000, 8"
  })
  void aMatchAgainstAnInstalledEngineIsPlayedByTheRules(
      String engine, String debianPackage, String byoyomi, String maxMoves, @TempDir Path dir)
      throws IOException {
    if (!Files.isExecutable(Path.of(engine))) {
      String message =
          "skipped: USI engine " + engine + " not installed (Debian package " + debianPackage + ")";
      System.err.println("ExternalEngineMatchIT " + message);
      assumeTrue(false, message);
    }
    Cli.Result r =
        Cli.run(
            "match",
            "--engine",
            ourEngine(),
            "--engine",
            engine,
            "--games",
            "2",
            "--byoyomi",
            byoyomi,
            "--max-moves",
            maxMoves,
            "--out",
            dir.toString(),
            "--json");
    assertEquals(0, r.code(), r::toString);
    Map<String, Object> json = JsonReader.object(r.out().strip());
    List<?> wins = (List<?>) json.get("wins");
    assertEquals(
        2L,
        ((Number) wins.get(0)).longValue()
            + ((Number) wins.get(1)).longValue()
            + ((Number) json.get("draws")).longValue(),
        r::toString);
    // Each game ends by the rules, not by a failure of either side.
    for (String failure : List.of("TIME_LOSS", "ERROR", "ILLEGAL_MOVE", "FORFEIT")) {
      assertTrue(!r.err().contains(failure), r::toString);
    }
    try (Stream<Path> files = Files.list(dir)) {
      assertEquals(2, files.count());
    }
    Cli.Result v = Cli.run("validate", dir.toString(), "--json");
    assertEquals(0, v.code(), v::toString);
    Map<String, Object> info =
        JsonReader.object(
            Cli.run("info", dir.resolve("game-002.kif").toString(), "--json").out().strip());
    // Game 2: the external engine has sente, and the record names it.
    assertTrue(
        String.valueOf(info.get("headers"))
            .contains(engine.contains("gps") ? "gpsshogi" : "Fairy-Stockfish"),
        info::toString);
  }
}
