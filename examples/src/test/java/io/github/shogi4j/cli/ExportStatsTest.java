package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.kif.training.GameResult;
import io.github.shogi4j.kif.training.Hcpe;
import io.github.shogi4j.kif.training.Psv;
import io.github.shogi4j.kif.training.TrainingFiles;
import io.github.shogi4j.rules.Position;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code export} and {@code stats} over a folder whose counts are known by construction: game A (4
 * moves, gote wins, rated 2000/1500), B (A's moves and one more, sente wins, rated 2500/2600), C (2
 * moves, sennichite, unrated), D (A again, in a folder below) and one unreadable record. Positions
 * before each move: A 4, B 5, C 2, D 4 = 15; distinct: A's 4, B's fifth, C's second = 6.
 */
class ExportStatsTest {
  @TempDir Path tmp;

  /** The games' folder; outputs go beside it, not into it. */
  Path dir;

  private static String csa(String sente, String gote, String rates, String... moves) {
    return "V2.2\nN+"
        + sente
        + "\nN-"
        + gote
        + "\nPI\n+\n"
        + rates
        + String.join("\n", moves)
        + "\n";
  }

  @BeforeEach
  void games() throws IOException {
    dir = Files.createDirectories(tmp.resolve("games"));
    String a =
        csa(
            "P1",
            "P2",
            "'black_rate:P1:2000.0\n'white_rate:P2:1500.0\n",
            "+7776FU",
            "-3334FU",
            "+2726FU",
            "-8384FU",
            "%TORYO");
    Files.writeString(dir.resolve("a.csa"), a);
    Files.writeString(
        dir.resolve("b.csa"),
        csa(
            "P1",
            "P3",
            "'black_rate:P1:2500.0\n'white_rate:P3:2600.0\n",
            "+7776FU",
            "-3334FU",
            "+2726FU",
            "-8384FU",
            "+2625FU",
            "%TORYO"));
    Files.writeString(
        dir.resolve("c.csa"), csa("P1", "P4", "", "+2726FU", "-8384FU", "%SENNICHITE"));
    Files.createDirectories(dir.resolve("sub"));
    Files.writeString(dir.resolve("sub/d.csa"), a);
    Files.writeString(dir.resolve("e.csa"), csa("P5", "P6", "", "+7776FU", "+3334FU"));
  }

  private Map<String, Object> export(String... options) {
    String[] args = new String[options.length + 2];
    args[0] = "export";
    args[1] = dir.toString();
    System.arraycopy(options, 0, args, 2, options.length);
    Cli.Result r = Cli.run(args);
    assertEquals(1, r.lines().size(), r::toString);
    assertEquals(0, r.code(), r::toString);
    return JsonReader.object(r.lines().get(0));
  }

  private List<Hcpe> hcpe(Path f) throws IOException {
    try (InputStream in = Files.newInputStream(f)) {
      return TrainingFiles.hcpe(in).toList();
    }
  }

  @Test
  void exportCountsEveryPositionAndSkipsTheUnreadableRecord() throws IOException {
    Path out = tmp.resolve("out.hcpe");
    Map<String, Object> s = export("--to", "hcpe", "-o", out.toString(), "--threads", "2");
    assertEquals(5L, s.get("records"));
    assertEquals(4L, s.get("games"));
    assertEquals(Map.of("unreadable", 1L), s.get("skipped"));
    assertEquals(15L, s.get("positions"));
    assertEquals(0L, s.get("duplicates"));
    List<Hcpe> records = hcpe(out);
    assertEquals(15, records.size());
    assertEquals(15L * Hcpe.BYTES, Files.size(out));
    Map<GameResult, Long> results =
        records.stream().collect(Collectors.groupingBy(Hcpe::result, Collectors.counting()));
    assertEquals(
        Map.of(GameResult.GOTE_WIN, 8L, GameResult.SENTE_WIN, 5L, GameResult.DRAW, 2L), results);
    // each record's move is legal in its position, and the start position leads four games
    assertTrue(records.stream().allMatch(h -> h.position().isLegal(h.bestMove().orElseThrow())));
    assertEquals(4, records.stream().filter(h -> h.position().equals(Position.initial())).count());
  }

  @Test
  void dedupeKeepsEachPositionOnce() throws IOException {
    Path out = tmp.resolve("out.psv");
    Map<String, Object> s = export("--to", "psv", "-o", out.toString(), "--dedupe");
    assertEquals(6L, s.get("positions"));
    assertEquals(9L, s.get("duplicates"));
    List<Psv> records;
    try (InputStream in = Files.newInputStream(out)) {
      records = TrainingFiles.psv(in).toList();
    }
    Set<Position> distinct = new HashSet<>();
    records.forEach(p -> distinct.add(p.position()));
    assertEquals(6, distinct.size());
  }

  @Test
  void filtersSkipByReason() throws IOException {
    Path out = tmp.resolve("out.sfen");
    Map<String, Object> s = export("--to", "sfen", "-o", out.toString(), "--min-rating", "1800");
    assertEquals(Map.of("unreadable", 1L, "rating", 2L, "no rating", 1L), s.get("skipped"));
    assertEquals(5L, s.get("positions"));
    assertEquals(5, Files.readAllLines(out, StandardCharsets.US_ASCII).size());

    s = export("--to", "jsonl", "-o", out.toString(), "--result", "draw");
    assertEquals(Map.of("unreadable", 1L, "result", 3L), s.get("skipped"));
    List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
    assertEquals(2, lines.size());
    assertEquals("draw", JsonReader.object(lines.get(0)).get("result"));
    assertEquals("2g2f", JsonReader.object(lines.get(0)).get("move"));

    s = export("--to", "hcpe", "-o", out.toString(), "--result", "win", "--min-moves", "5");
    // C fails both filters and counts under the first checked: moves
    assertEquals(Map.of("unreadable", 1L, "moves", 3L), s.get("skipped"));
    assertEquals(5L, s.get("positions"));
  }

  @Test
  void badOptionsAreUsageErrors() {
    Cli.Result r =
        Cli.run("export", dir.toString(), "--to", "bin", "-o", dir.resolve("x").toString());
    assertEquals(Errors.USAGE, r.code(), r::toString);
    assertTrue(r.err().contains("unknown --to 'bin'"), r::toString);
    r =
        Cli.run(
            "export",
            dir.resolve("missing").toString(),
            "--to",
            "hcpe",
            "-o",
            dir.resolve("x").toString());
    assertEquals(Errors.INVALID_INPUT, r.code(), r::toString);
    assertEquals(1, r.err().lines().count(), r::toString);
  }

  @Test
  void aBrokenArchiveIsReportedAndTheOtherSourcesAreStillRead() throws IOException {
    Path broken = tmp.resolve("broken.csa.gz");
    Files.write(broken, new byte[] {0x1f, (byte) 0x8b, 8, 0, 1, 2, 3});
    Cli.Result r =
        Cli.run(
            "export",
            broken.toString(),
            dir.toString(),
            "--to",
            "hcpe",
            "-o",
            tmp.resolve("out.hcpe").toString());
    assertEquals(Errors.INVALID_INPUT, r.code(), r::toString);
    Map<String, Object> s = JsonReader.object(r.lines().get(0));
    assertEquals(15L, s.get("positions"));
    List<?> errors = (List<?>) s.get("sourceErrors");
    assertEquals(1, errors.size(), r::toString);
    assertTrue(errors.get(0).toString().startsWith(broken.toString() + ": "), r::toString);
  }

  @Test
  @SuppressWarnings("unchecked")
  void statsCountTheSetExactly() {
    Map<String, Object> s = Cli.json("stats", dir.toString());
    assertEquals(5L, s.get("records"));
    assertEquals(4L, s.get("games"));
    assertEquals(1L, s.get("unreadable"));
    assertEquals(Map.of("sente", 1L, "gote", 2L, "draw", 1L, "none", 0L), s.get("results"));
    Map<String, Object> lengths = (Map<String, Object>) s.get("lengths");
    assertEquals(4L, lengths.get("0-19"));
    assertEquals(0L, lengths.get("200+"));
    assertEquals(3.8, s.get("averageLength"));
    List<Object> openings = (List<Object>) s.get("openings");
    assertEquals(1, openings.size());
    assertEquals(Map.of("moves", "7g7f 3c3d 2g2f 8c8d", "games", 3L), openings.get(0));
    assertEquals(Map.of("RESIGNATION", 3L, "SENNICHITE", 1L), s.get("endings"));
    List<Object> players = (List<Object>) s.get("players");
    // JSON writes 1500.0 as 1500
    assertEquals(Map.of("name", "P1", "games", 4L, "wins", 1L, "rating", 2166.7), players.get(0));
    assertEquals(Map.of("name", "P2", "games", 2L, "wins", 2L, "rating", 1500L), players.get(1));
    Map<String, Object> ratings = (Map<String, Object>) s.get("ratings");
    assertEquals(3L, ratings.get("games"));
    assertEquals(1500L, ratings.get("min"));
    assertEquals(2600L, ratings.get("max"));
    assertEquals(2016.7, ratings.get("mean"));

    Cli.Result table = Cli.run("stats", dir.toString());
    assertTrue(table.out().contains("results: sente 1, gote 2, draw 1, none 0"), table::toString);
    assertTrue(table.out().contains("       3  7g7f 3c3d 2g2f 8c8d"), table::toString);
  }

  @Test
  void statsCountARecordWordAsAnEndingThatIsNoResult() throws IOException {
    Path words = Files.createDirectories(tmp.resolve("words"));
    Files.writeString(words.resolve("f.csa"), csa("P1", "P2", "", "+7776FU", "%FUZUMI"));
    Files.writeString(words.resolve("m.csa"), csa("P1", "P2", "", "+7776FU", "-3334FU", "%MATTA"));
    Map<String, Object> s = Cli.json("stats", words.toString());
    assertEquals(Map.of("NO_MATE", 1L, "MATTA", 1L), s.get("endings"));
    assertEquals(Map.of("sente", 0L, "gote", 0L, "draw", 0L, "none", 2L), s.get("results"));
  }
}
