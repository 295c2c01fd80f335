package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MovesCommandTest {
  private static final List<String> STARTPOS_MOVES =
      List.of(
          "1g1f", "1i1h", "2g2f", "2h1h", "2h3h", "2h4h", "2h5h", "2h6h", "2h7h", "3g3f", "3i3h",
          "3i4h", "4g4f", "4i3h", "4i4h", "4i5h", "5g5f", "5i4h", "5i5h", "5i6h", "6g6f", "6i5h",
          "6i6h", "6i7h", "7g7f", "7i6h", "7i7h", "8g8f", "9g9f", "9i9h");

  @Test
  void startposJson() {
    Cli.Result r = Cli.run("moves", "--sfen", "startpos", "--json");
    assertEquals(0, r.code(), r::toString);
    assertEquals(1, r.lines().size());
    Map<String, Object> o = JsonReader.object(r.lines().get(0));
    assertEquals(List.of("sfen", "moves", "check"), List.copyOf(o.keySet()));
    assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", o.get("sfen"));
    assertEquals(STARTPOS_MOVES, o.get("moves"));
    assertEquals(false, o.get("check"));
  }

  @Test
  void plainOutputIsOneMoveALine() {
    Cli.Result r = Cli.run("moves");
    assertEquals(0, r.code(), r::toString);
    assertEquals(STARTPOS_MOVES, r.lines());
  }

  @Test
  void usiPositionIsReplayedAndCheckReported() {
    // The bishop exchange: 8h2b+ takes gote's bishop and promotes; gote's silver may recapture.
    Cli.Result r = Cli.run("moves", "--position", "startpos moves 7g7f 3c3d 8h2b+", "--json");
    assertEquals(0, r.code(), r::toString);
    Map<String, Object> o = JsonReader.object(r.lines().get(0));
    assertEquals(
        "lnsgkgsnl/1r5+B1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/7R1/LNSGKGSNL w B 4", o.get("sfen"));
    @SuppressWarnings("unchecked")
    List<String> moves = (List<String>) o.get("moves");
    assertTrue(moves.contains("3a2b"), moves::toString);
    assertEquals(false, o.get("check"));
  }

  @Test
  void checkIsReported() {
    // Sente's unprotected rook on 5b checks the gote king on 5a: the king may go to 4a or 6a or
    // take the rook; 4b and 6b are on the rook's rank.
    Cli.Result r = Cli.run("moves", "--sfen", "4k4/4R4/9/9/9/9/9/9/4K4 w - 1", "--json");
    assertEquals(0, r.code(), r::toString);
    Map<String, Object> o = JsonReader.object(r.lines().get(0));
    assertEquals(true, o.get("check"));
    assertEquals(List.of("5a4a", "5a5b", "5a6a"), o.get("moves"));
  }

  @Test
  void positionsAreTakenAsGivenUnlessStrict() {
    String oneKing = "4k4/9/9/9/9/9/9/9/9 b 16P 1";
    Cli.Result lenient = Cli.run("moves", "--sfen", oneKing, "--json");
    assertEquals(0, lenient.code(), lenient::toString);
    @SuppressWarnings("unchecked")
    List<String> moves = (List<String>) JsonReader.object(lenient.lines().get(0)).get("moves");
    assertEquals(72, moves.size());

    // Sente has no king, 18 pawns in hand and a pawn on its last rank: every problem is listed.
    Cli.Result strict = Cli.run("moves", "--sfen", "4k3P/9/9/9/9/9/9/9/9 b 18P 1", "--strict");
    assertEquals(1, strict.code(), strict::toString);
    assertEquals("", strict.out());
    assertEquals(1, strict.err().lines().count(), strict::toString);
    assertTrue(
        strict.err().startsWith("shogi moves: --sfen: invalid position: "), strict::toString);
    assertTrue(strict.err().contains("has no king"), strict::toString);
    assertTrue(strict.err().contains("1a can never move"), strict::toString);
    assertTrue(strict.err().contains("19 PAWN pieces"), strict::toString);
  }

  @Test
  void twoKingsOfOneColorAreRefusedEvenLeniently() {
    Cli.Result r = Cli.run("moves", "--sfen", "4k4/9/9/9/9/9/9/9/K3K4 b - 1");
    assertEquals(1, r.code(), r::toString);
    assertTrue(r.err().contains("second king"), r::toString);
  }
}
