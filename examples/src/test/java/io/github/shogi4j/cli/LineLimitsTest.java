package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The command line reads its line inputs (positions files, standard input, USI commands) a line at
 * a time, each line at most 1 MiB characters: an overlong line is a located error, and a stream of
 * any length is answered as it comes, never held whole.
 */
@Timeout(60)
class LineLimitsTest {
  private static final int LIMIT = 1 << 20;

  @TempDir Path dir;

  @Test
  void anOverlongLineInAPositionsFileIsAnErrorForThatLineOnly() throws IOException {
    Path f = dir.resolve("positions.txt");
    String longLine = "startpos moves" + " 7g7f".repeat(LIMIT / 5 + 1);
    Files.write(f, List.of("startpos", longLine, "startpos moves 7g7f"), StandardCharsets.UTF_8);
    Cli.Result r = Cli.run("perft", "--positions-file", f.toString(), "--depth", "1", "--json");
    assertEquals(1, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(3, lines.size(), r::toString);
    assertEquals(30L, JsonReader.object(lines.get(0)).get("nodes"));
    Map<String, Object> bad = JsonReader.object(lines.get(1));
    assertEquals(2L, bad.get("line"), r::toString);
    assertTrue(
        ((String) bad.get("error"))
            .startsWith(
                "line longer than 1048576 characters " + "(it starts \"startpos moves 7g7f"),
        r::toString);
    assertEquals(30L, JsonReader.object(lines.get(2)).get("nodes"));
  }

  @Test
  void positionsOnStandardInputAreAnsweredAsTheyArrive() {
    // 5,000 lines; by the time the 1,000th is read, the first must have been answered.
    StringWriter out = new StringWriter();
    boolean[] answeredEarly = {false};
    InputStream endless =
        new InputStream() {
          private final byte[] line = "startpos\n".getBytes(StandardCharsets.US_ASCII);
          private long served;

          @Override
          public int read() {
            long lineNo = served / line.length;
            if (lineNo >= 5_000) {
              return -1;
            }
            if (lineNo == 1_000 && served % line.length == 0 && !out.toString().isEmpty()) {
              answeredEarly[0] = true;
            }
            return line[(int) (served++ % line.length)];
          }
        };
    int code =
        ShogiCli.run(
            new String[] {"moves", "--positions-file", "-", "--json"},
            endless,
            new PrintWriter(out),
            new PrintWriter(new StringWriter()),
            false);
    assertEquals(0, code);
    assertEquals(5_000, out.toString().lines().count());
    assertTrue(answeredEarly[0], "standard input was read whole before the first answer");
  }

  @Test
  void theUsiEngineRefusesAnEndlessLineAndGoesOn() {
    ByteArrayOutputStream in = new ByteArrayOutputStream();
    in.writeBytes("usi\n".getBytes(StandardCharsets.US_ASCII));
    in.writeBytes(new byte[2 * LIMIT]); // NUL characters, no line break
    in.writeBytes("\nisready\nquit\n".getBytes(StandardCharsets.US_ASCII));
    Cli.Result r = Cli.runWithInput(in.toByteArray(), "usi");
    assertEquals(0, r.code(), r::toString);
    assertTrue(
        r.out()
            .contains(
                "info string command line 2 is longer than 1048576 characters"
                    + " (it starts \"????"),
        r.out().substring(0, Math.min(2000, r.out().length())));
    assertTrue(r.out().endsWith("readyok\n"), r::toString);
  }
}
