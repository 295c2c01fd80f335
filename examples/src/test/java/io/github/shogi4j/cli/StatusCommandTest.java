package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * {@code shogi status}. The repetition, perpetual-check and impasse figures are facts from
 * ../shared/conformance/cases.tsv (status_after_moves, jishogi_*), hard-coded here.
 */
class StatusCommandTest {
  private static final String REPETITION =
      "sfen lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL"
          + " b - 1 moves 2g2f 8c8d 7g7f 8d8e 8h7g 3c3d 7i6h 4a3b 2f2e 2b7g+ 6h7g 3a2b 3i4h 2b3c 4g4f 7a6b"
          + " 3g3f 5a4b 2i3g 6c6d 5i6h 6b6c 6i7h 7c7d 4h4g 8a7c 1g1f 1c1d 9g9f 9c9d 4i4h 8b8a 2h2i 6a6b"
          + " 4g5f 6c5d 6g6f 5d6c 5f4g 6c5d 4g5f 5d6c 5f4g 6c5d 4g5f 5d6c 5f4g 6c5d";
  private static final String PERPETUAL_BY_SENTE =
      "sfen +R6nl/6s1k/p1n2s1s1/1g3Bp1p/2pPPNPp1/"
          + "KPs2G2P/N3p4/1G4+r2/LL7 b BL2Pg5p 1 moves L*1c 1b1c B*3a 1c2d 3a4b+ 2d1c 4b3a 1c2d 3a4b 2d1c"
          + " 4b3a 1c2d 3a4b 2d1c 4b3a 1c2d";
  private static final String PERPETUAL_BY_GOTE =
      "sfen 1n5ll/4R2g1/1g2P3n/p5Spk/1Kp1ppP2/P1Pb3G1/"
          + "1S1S2N1P/2S6/LN+b5+r w GL5P3p 1 moves 8a7c 8e8f 7i6h 8f9g 6h7i 9g8f 7i6h 8f9g 6h7i 9g8f"
          + " 7i6h 8f9g 6h7i 9g8f";

  private static Map<String, Object> status(String... args) {
    String[] all = new String[args.length + 1];
    all[0] = "status";
    System.arraycopy(args, 0, all, 1, args.length);
    return Cli.json(all);
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> map(Object o) {
    return (Map<String, Object>) o;
  }

  @Test
  void startposHasTheContractKeys() {
    Map<String, Object> o = status("--sfen", "startpos");
    assertEquals(
        List.of("sfen", "sideToMove", "check", "checkmate", "legalMoves", "outcome", "impasse"),
        List.copyOf(o.keySet()).subList(0, 7));
    assertEquals("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", o.get("sfen"));
    assertEquals("sente", o.get("sideToMove"));
    assertEquals(false, o.get("check"));
    assertEquals(false, o.get("checkmate"));
    assertEquals(30, ((List<?>) o.get("legalMoves")).size());
    assertEquals("1g1f", ((List<?>) o.get("legalMoves")).get(0));
    assertEquals(JsonReader.JSON_NULL, o.get("outcome"));
    Map<String, Object> impasse = map(o.get("impasse"));
    assertEquals(Map.of("sente", 27L, "gote", 27L), impasse.get("points"));
    assertEquals("LOSE", impasse.get("declaration27"));
    assertEquals("LOSE", impasse.get("declaration24"));
  }

  @Test
  void fourthRepetitionIsADraw() {
    Map<String, Object> o = status("--position", REPETITION + " 4g5f");
    assertEquals(Map.of("winner", JsonReader.JSON_NULL, "reason", "SENNICHITE"), o.get("outcome"));
    assertEquals(JsonReader.JSON_NULL, status("--position", REPETITION).get("outcome"));
  }

  @Test
  void perpetualCheckLosesForTheCheckingSide() {
    Map<String, Object> bySente = status("--position", PERPETUAL_BY_SENTE + " 3a4b");
    assertEquals(Map.of("winner", "gote", "reason", "PERPETUAL_CHECK"), bySente.get("outcome"));
    assertEquals(JsonReader.JSON_NULL, status("--position", PERPETUAL_BY_SENTE).get("outcome"));
    Map<String, Object> byGote = status("--position", PERPETUAL_BY_GOTE);
    assertEquals(Map.of("winner", "sente", "reason", "PERPETUAL_CHECK"), byGote.get("outcome"));
  }

  @Test
  void checkmate() {
    // Gote's king on 5a faces a gold on 5b protected by the pawn on 5c.
    Map<String, Object> o = status("--sfen", "4k4/4G4/4P4/9/9/9/9/9/4K4 w - 1");
    assertEquals("gote", o.get("sideToMove"));
    assertEquals(true, o.get("check"));
    assertEquals(true, o.get("checkmate"));
    assertEquals(List.of(), o.get("legalMoves"));
    assertEquals(Map.of("winner", "sente", "reason", "CHECKMATE"), o.get("outcome"));
  }

  @Test
  void impasseFiguresForTheSideToMove() {
    Map<String, Object> o =
        status(
            "--sfen",
            "2GK1+L3/2+P+S+R1G+N1/3+B1GG2/9/+r8/1+bs6/+p+p3+n3/2+n2k3/6+p2 b 2SN7P3l7p 375");
    Map<String, Object> impasse = map(o.get("impasse"));
    assertEquals(Map.of("sente", 28L, "gote", 26L), impasse.get("points"));
    assertEquals("WIN", impasse.get("declaration27"));
    assertEquals("DRAW", impasse.get("declaration24"));
  }

  @Test
  void plainOutputAndRulesPresets() {
    Cli.Result r = Cli.run("status", "--position", REPETITION + " 4g5f", "--rules", "csa");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("outcome     no winner by SENNICHITE at move 49\n"), r::toString);
    Cli.Result bad = Cli.run("status", "--rules", "tournament");
    assertEquals(2, bad.code(), bad::toString);
    assertTrue(bad.err().contains("unknown --rules 'tournament'"), bad::toString);
  }
}
