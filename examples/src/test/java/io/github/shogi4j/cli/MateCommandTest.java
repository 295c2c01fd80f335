package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shogi mate}; the 7-move problem and its length are facts from the conformance cases. */
class MateCommandTest {
  private static Map<String, Object> mate(String sfen, String... more) {
    String[] args = new String[3 + more.length];
    args[0] = "mate";
    args[1] = "--sfen";
    args[2] = sfen;
    System.arraycopy(more, 0, args, 3, more.length);
    return Cli.json(args);
  }

  /** shogi mate took only --sfen/--position: a record's position had to be copied out by hand. */
  @Test
  void aPositionOfARecordFileByItsMoveNumber(@TempDir Path dir) throws IOException {
    // Sente's king shuffles 9i9h9i and gote's 5a4a5a: at the start and after four moves sente
    // mates in one (G*5b); after one move gote, with nothing in hand, has no mate.
    Path usi = dir.resolve("game.usi");
    Files.writeString(
        usi,
        "position sfen 4k4/9/4P4/9/9/9/9/9/K8 b G 1 moves 9i9h 5a4a 9h9i 4a5a\n",
        StandardCharsets.UTF_8);
    Map<String, Object> end = Cli.json("mate", usi.toString());
    assertEquals("MATE", end.get("result"));
    assertEquals(List.of("G*5b"), end.get("pv"));
    Map<String, Object> afterOne = Cli.json("mate", usi.toString(), "--ply", "1");
    assertEquals("NO_MATE", afterOne.get("result"));
    assertEquals(List.of("G*5b"), Cli.json("mate", usi.toString(), "--ply", "0").get("pv"));
    Cli.Result text = Cli.run("mate", usi.toString(), "--ply", "4");
    assertEquals(0, text.code(), text::toString);
    assertTrue(text.out().startsWith("mate in 1"), text::toString);
    Cli.Result far = Cli.run("mate", usi.toString(), "--ply", "5");
    assertEquals(1, far.code(), far::toString);
    assertTrue(
        far.err().contains("game.usi: --ply 5 is out of range: the main line has 4 moves"),
        far::toString);
    Cli.Result both = Cli.run("mate", usi.toString(), "--sfen", "startpos");
    assertEquals(2, both.code(), both::toString);
    assertTrue(both.err().contains("give either FILE or a position, not both"), both::toString);
    Cli.Result noFile = Cli.run("mate", "--sfen", "startpos", "--ply", "3");
    assertEquals(2, noFile.code(), noFile::toString);
    assertTrue(noFile.err().contains("--ply needs a record FILE"), noFile::toString);
  }

  @Test
  void mateInOneWithoutAnAttackingKing() {
    Map<String, Object> o = mate("4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assertEquals(List.of("result", "plies", "pv", "nodes", "millis"), List.copyOf(o.keySet()));
    assertEquals("MATE", o.get("result"));
    assertEquals(1L, o.get("plies"));
    assertEquals(List.of("G*5b"), o.get("pv"));
  }

  @Test
  void sevenMoveProblem() {
    Map<String, Object> o = mate("6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS2r2b3gs3n3l15p 1");
    assertEquals("MATE", o.get("result"));
    assertEquals(7L, o.get("plies"));
    assertEquals("S*1c", ((List<?>) o.get("pv")).get(0));
  }

  @Test
  void noMateIsProved() {
    Map<String, Object> o = mate("startpos");
    assertEquals("NO_MATE", o.get("result"));
    assertEquals(0L, o.get("plies"));
    assertEquals(List.of(), o.get("pv"));
  }

  @Test
  void anAttackerWithoutALegalMoveHasNoMateAndIsToldSo() {
    // Checkmated side to move, and a side with nothing to move: no mate by it, answered at once.
    for (String sfen : List.of("4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1", "4k4/9/9/9/9/9/9/9/9 b - 1")) {
      Map<String, Object> o = mate(sfen, "--time", "30");
      assertEquals("NO_MATE", o.get("result"), sfen);
      assertEquals(0L, o.get("plies"), sfen);
      assertEquals(List.of(), o.get("pv"), sfen);
      assertTrue((Long) o.get("millis") < 10_000, o::toString);
    }
    Cli.Result r = Cli.run("mate", "--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assertEquals(0, r.code(), r::toString);
    assertTrue(
        r.out().startsWith("no mate: the side to move has no legal move (it is checkmated)"),
        r::toString);
  }

  @Test
  void aLimitGivesAnUnknownAnswerNotAGuess() {
    Map<String, Object> o =
        mate("6+Pnl/6Sk1/6sp1/9/8P/9/9/9/9 b GS2r2b3gs3n3l15p 1", "--nodes", "1");
    assertEquals("NODE_LIMIT", o.get("result"));
    assertEquals(List.of(), o.get("pv"));
  }

  @Test
  void plainOutputAndBadTime() {
    Cli.Result r = Cli.run("mate", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().matches("mate in 1  \\(\\d+ nodes, \\d+ ms\\)\npv G\\*5b\n"), r::toString);
    Cli.Result bad = Cli.run("mate", "--time", "0");
    assertEquals(2, bad.code(), bad::toString);
  }

  @Test
  void tableSize() {
    Cli.Result small = Cli.run("mate", "--hash", "1", "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1");
    assertEquals(0, small.code(), small::toString);
    assertTrue(small.out().startsWith("mate in 1"), small::toString);
    for (String bad : new String[] {"0", "16385"}) {
      Cli.Result r = Cli.run("mate", "--hash", bad, "--sfen", "4k4/9/4P4/9/9/9/9/9/9 b G 1");
      assertEquals(2, r.code(), r::toString);
      assertTrue(r.err().contains("--hash must be 1 to 16384 MiB"), r::toString);
    }
  }
}
