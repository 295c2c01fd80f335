package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.Kifu;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code shogi match} with small shell-script engines: names, formats, records that cannot be
 * written as asked.
 */
@Timeout(60)
class MatchCommandTest {
  @TempDir Path dir;

  /** An engine script that names itself {@code idName} (printf escapes allowed) and resigns. */
  private Path engine(String file, String idName) throws IOException {
    assumeTrue(Files.isExecutable(Path.of("/bin/sh")), "needs /bin/sh for the scripted engines");
    Path script = dir.resolve(file);
    Files.writeString(
        script,
        "#!/bin/sh\nwhile read cmd; do case \"$cmd\" in "
            + "usi) printf 'id name "
            + idName
            + "\\n'; "
            + "echo 'option name Level type combo default HARD var EASY var HARD'; echo usiok;; "
            + "isready) echo readyok;; go*) echo 'bestmove resign';; quit) exit 0;; esac; done\n",
        StandardCharsets.UTF_8);
    assertTrue(script.toFile().setExecutable(true));
    return script;
  }

  private List<String> files(Path out) throws IOException {
    try (Stream<Path> s = Files.list(out)) {
      return s.map(p -> p.getFileName().toString()).sorted().toList();
    }
  }

  @Test
  void recordsShiftJisCannotHoldAreWrittenAsUtf8AndTheMatchGoesOn() throws IOException {
    Path fish = engine("fish.sh", "Fish🐟");
    Path bad = engine("bad.sh", "Bad\\377Name"); // not UTF-8
    Path out = dir.resolve("games");
    Cli.Result r =
        Cli.run(
            "match",
            "--engine",
            fish.toString(),
            "--engine",
            bad.toString(),
            "--games",
            "2",
            "--byoyomi",
            "100",
            "--out",
            out.toString(),
            "--json");
    assertEquals(0, r.code(), r::toString);
    Map<String, Object> json = JsonReader.object(r.out().strip());
    assertEquals(2L, json.get("games"), r::toString);
    assertEquals(List.of("game-001.kifu", "game-002.kifu"), files(out), r::toString);
    assertTrue(
        r.err().contains("shogi match: game 1: the .kif record cannot be written")
            && r.err().contains("written as " + out.resolve("game-001.kifu") + " (UTF-8) instead"),
        r::toString);
    GameRecord game1 = Kifu.read(out.resolve("game-001.kifu")).record();
    assertEquals("Fish🐟", game1.headers().get(HeaderKey.SENTE).orElseThrow());
    assertEquals("Bad\uFFFDName", game1.headers().get(HeaderKey.GOTE).orElseThrow());
  }

  @Test
  void twoInstancesOfOneEngineAreNamedApartAndCsaAndJkfAreWritten() throws IOException {
    Path e = engine("e.sh", "Same");
    for (String format : List.of("csa", "jkf")) {
      Path out = dir.resolve(format);
      Cli.Result r =
          Cli.run(
              "match",
              "--engine",
              e.toString(),
              "--engine",
              e.toString(),
              "--games",
              "1",
              "--byoyomi",
              "100",
              "--out",
              out.toString(),
              "--format",
              format);
      assertEquals(0, r.code(), r::toString);
      assertEquals(List.of("game-001." + format), files(out), r::toString);
      assertTrue(r.err().contains("game 1/1: Same #1 (sente) vs Same #2 (gote)"), r::toString);
    }
    String csa = Files.readString(dir.resolve("csa").resolve("game-001.csa"));
    assertTrue(csa.startsWith("'CSA encoding=UTF-8\nV3.0\n"), csa);
    assertTrue(csa.contains("N+Same #1\n") && csa.contains("N-Same #2\n"), csa);

    Path out = dir.resolve("levels");
    Cli.Result r =
        Cli.run(
            "match",
            "--engine",
            e.toString(),
            "--engine",
            e.toString(),
            "--games",
            "1",
            "--byoyomi",
            "100",
            "--out",
            out.toString(),
            "--option",
            "2:Level=EASY");
    assertEquals(0, r.code(), r::toString);
    String kif = new String(Files.readAllBytes(out.resolve("game-001.kif")), "windows-31j");
    assertTrue(kif.contains("先手：Same\r\n") || kif.contains("先手：Same\n"), kif);
    assertTrue(kif.contains("後手：Same (Level=EASY)"), kif);
    assertTrue(kif.contains("持ち時間：各0分 (1手0.1秒)") && kif.contains("開始日時："), kif);
  }

  @Test
  void theHelpQuotesAnEngineCommandWithArguments() {
    Cli.Result r = Cli.run("match", "--help");
    assertTrue(r.out().contains("--engine \"./shogi usi\""), r::toString);
  }
}
