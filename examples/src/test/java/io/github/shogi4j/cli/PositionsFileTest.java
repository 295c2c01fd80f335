package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code --positions-file}: one answer per line, in order; bad lines answered with an error object.
 */
class PositionsFileTest {
  @TempDir Path dir;

  private Path file(String... lines) throws IOException {
    Path f = dir.resolve("positions.txt");
    Files.write(f, List.of(lines), StandardCharsets.UTF_8);
    return f;
  }

  @Test
  void everyLineIsAnsweredInOrderAndBadLinesGetAnErrorObject() throws IOException {
    Path f =
        file(
            "startpos", // line 1
            "# a comment, skipped", // line 2
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNX b - 1", // line 3: bad SFEN
            "", // line 4: blank
            "startpos moves 7g7f", // line 5
            "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1 moves 7g7f 7g7f",
            "l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1"); // line 7
    Cli.Result r = Cli.run("perft", "--positions-file", f.toString(), "--depth", "1", "--json");
    assertEquals(1, r.code(), r::toString);
    assertEquals("", r.err(), r::toString);
    List<String> lines = r.lines();
    assertEquals(5, lines.size(), r::toString);
    assertEquals(30L, JsonReader.object(lines.get(0)).get("nodes"));

    Map<String, Object> bad = JsonReader.object(lines.get(1));
    assertEquals(3L, bad.get("line"));
    String why = (String) bad.get("error");
    assertTrue(why.contains("board") && why.contains("character 57") && why.contains("'X'"), why);

    assertEquals(30L, JsonReader.object(lines.get(2)).get("nodes"));

    Map<String, Object> illegal = JsonReader.object(lines.get(3));
    assertEquals(6L, illegal.get("line"));
    String because = (String) illegal.get("error");
    assertTrue(because.startsWith("move 2 7g7f is illegal (NO_PIECE)"), because);

    assertEquals(207L, JsonReader.object(lines.get(4)).get("nodes"));
  }

  @Test
  void plainOutputHeadsEachAnswerAndReportsBadLinesOnStandardError() throws IOException {
    Path f = file("startpos moves 7g7f", "startpos moves 7g7e", "4k4/9/9/9/9/9/9/9/9 b P 1");
    Cli.Result r = Cli.run("moves", "--positions-file", f.toString());
    assertEquals(1, r.code(), r::toString);
    String name = f.toString();
    assertTrue(r.out().startsWith("# " + name + ":1 startpos moves 7g7f\n1a1b\n"), r::toString);
    assertTrue(r.out().contains("# " + name + ":3 4k4/9/9/9/9/9/9/9/9 b P 1\nP*1b\n"), r::toString);
    assertFalse(r.out().contains(":2 "), r::toString);
    assertEquals(
        "shogi moves: "
            + name
            + ":2: move 1 7g7e is illegal (ILLEGAL_MOVEMENT) in "
            + "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1\n",
        r.err());
  }

  @Test
  void allGoodLinesExitZero() throws IOException {
    Path f = file("startpos", "startpos moves 2g2f");
    Cli.Result r = Cli.run("moves", "--positions-file", f.toString(), "--json");
    assertEquals(0, r.code(), r::toString);
    assertEquals(2, r.lines().size());
  }

  @Test
  void anUnreadableFileIsOneLineAndExitOne() {
    Path missing = dir.resolve("nope.txt");
    Cli.Result r = Cli.run("moves", "--positions-file", missing.toString(), "--json");
    assertEquals(1, r.code(), r::toString);
    assertEquals("", r.out());
    assertEquals(
        "shogi moves: "
            + missing
            + ": cannot read the positions file: no such file: "
            + missing
            + "\n",
        r.err());
  }

  @Test
  void onlyOneSourceOfPositions() {
    Cli.Result r = Cli.run("moves", "--sfen", "startpos", "--position", "startpos");
    assertEquals(2, r.code(), r::toString);
    assertTrue(
        r.err().contains("only one of --sfen, --position and --positions-file"), r::toString);
  }

  /** Such a file was answered by nothing at all, with exit code 0. */
  @Test
  void aFileWithoutAnyPositionIsAnErrorNotASilentSuccess() throws IOException {
    Path comments = file("# only a comment", "", "   ");
    Cli.Result r = Cli.run("moves", "--positions-file", comments.toString(), "--json");
    assertEquals(1, r.code(), r::toString);
    assertEquals("", r.out());
    assertEquals(
        "shogi moves: "
            + comments
            + ": no position in the positions file (only blank "
            + "lines and # comments)\n",
        r.err());
    Path empty = dir.resolve("empty.txt");
    Files.write(empty, new byte[0]);
    Cli.Result e = Cli.run("perft", "--depth", "1", "--positions-file", empty.toString());
    assertEquals(1, e.code(), e::toString);
    assertEquals(
        "shogi perft: " + empty + ": no position in the positions file (it is empty)\n", e.err());
  }
}
