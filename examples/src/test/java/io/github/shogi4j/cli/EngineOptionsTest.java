package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Position;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code --threads}: the built-in engine searches with helper threads where it is given. */
class EngineOptionsTest {
  @Test
  void bestmoveSearchesWithTheThreadsAsked() throws Exception {
    Map<String, Object> o;
    int helpers;
    try (HelperThreads watch = HelperThreads.watch()) {
      o = Cli.json("bestmove", "--level", "hard", "--time", "600", "--threads", "3");
      helpers = watch.most();
    }
    assertEquals(2, helpers, "two helpers beside the main search");
    Position.initial().playUsi((String) o.get("bestmove")); // throws unless legal
  }

  @Test
  void withoutTheOptionOneThreadSearches() throws Exception {
    try (HelperThreads watch = HelperThreads.watch()) {
      Cli.json("bestmove", "--level", "hard", "--time", "300");
      assertEquals(0, watch.most());
    }
  }

  @Test
  void analyzeSearchesWithTheThreadsAsked(@TempDir Path dir) throws Exception {
    Path record = dir.resolve("game.usi");
    Files.writeString(record, "startpos moves 7g7f 3c3d\n");
    Cli.Result r;
    int helpers;
    try (HelperThreads watch = HelperThreads.watch()) {
      r = Cli.run("analyze", record.toString(), "--time", "200", "--threads", "2", "--json");
      helpers = watch.most();
    }
    assertEquals(0, r.code(), r::toString);
    assertEquals(1, helpers);
  }

  @Test
  void outOfRangeOrWithoutTheBuiltInEngineIsAUsageError(@TempDir Path dir) throws Exception {
    for (String n : new String[] {"0", "257", "-1"}) {
      Cli.Result r = Cli.run("bestmove", "--threads", n);
      assertEquals(2, r.code(), r::toString);
      assertTrue(r.err().contains("--threads must be 1 to 256, not " + n), r::toString);
    }
    Path record = dir.resolve("game.usi");
    Files.writeString(record, "startpos moves 7g7f\n");
    Cli.Result analyze =
        Cli.run("analyze", record.toString(), "--engine", "no-such-engine", "--threads", "2");
    assertEquals(2, analyze.code(), analyze::toString);
    assertTrue(analyze.err().contains("--threads is for the built-in engine"), analyze::toString);
    Cli.Result csa =
        Cli.run(
            "csa",
            "--engine",
            "no-such-engine",
            "--threads",
            "2",
            "--host",
            "127.0.0.1",
            "--id",
            "bot",
            "--password",
            "x");
    assertEquals(2, csa.code(), csa::toString);
    assertTrue(csa.err().contains("--threads is for the built-in engine"), csa::toString);
  }
}
