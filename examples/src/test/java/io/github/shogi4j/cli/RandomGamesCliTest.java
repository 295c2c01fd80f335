package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.rules.testkit.ReferenceGenerator;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code moves --positions-file} over random games from the rules test kit, checked against the
 * kit's slow reference generator (an independent oracle): every line answered in order, the final
 * SFEN and check flag right, a broken line (a move past the end, an illegal move) answered with an
 * error in its place.
 */
class RandomGamesCliTest {
  private static final long FIRST_SEED = 20261129L;
  private static final int GAMES = 60;

  @TempDir Path dir;

  @Test
  void movesOfRandomGamesMatchTheReferenceGeneratorLineByLine() throws IOException {
    List<String> lines = new ArrayList<>();
    List<RandomGame> games = new ArrayList<>();
    for (int i = 0; i < GAMES; i++) {
      RandomGame g = RandomGames.game(FIRST_SEED + i, 1 + i % 40);
      games.add(g);
      // Every seventh line gets one more move, 5e5d, which its last position usually does not
      // allow; when the reference generator says it does, the line is answered after it.
      lines.add(
          i % 7 == 3 ? g.toUsi() + (g.moves().isEmpty() ? " moves" : "") + " 5e5d" : g.toUsi());
    }
    Path f = dir.resolve("games.txt");
    Files.write(f, lines, StandardCharsets.UTF_8);

    Cli.Result r = Cli.run("moves", "--positions-file", f.toString(), "--json");
    List<String> out = r.lines();
    assertEquals(GAMES, out.size(), r::toString);
    boolean anyError = false;
    for (int i = 0; i < GAMES; i++) {
      RandomGame g = games.get(i);
      Position last = g.positions().get(g.moves().size());
      Map<String, Object> o = JsonReader.object(out.get(i));
      String context = "line " + (i + 1) + ": " + lines.get(i) + " -> " + out.get(i);
      if (i % 7 == 3
          && !ReferenceGenerator.legalMoves(last).contains(Move.parseUsi("5e5d").orElseThrow())) {
        anyError = true;
        assertEquals((long) (i + 1), o.get("line"), context);
        assertTrue(((String) o.get("error")).contains("5e5d is illegal"), context);
        continue;
      }
      if (i % 7 == 3) {
        last = last.play(Move.parseUsi("5e5d").orElseThrow());
      }
      assertEquals(last.toSfen(), o.get("sfen"), context);
      assertEquals(last.isCheck(), o.get("check"), context);
      List<String> expected =
          ReferenceGenerator.legalMoves(last).stream().map(Move::toUsi).sorted().toList();
      assertEquals(expected, o.get("moves"), context);
    }
    assertTrue(anyError, "no broken line was refused");
    assertEquals(1, r.code(), r::toString);
  }
}
