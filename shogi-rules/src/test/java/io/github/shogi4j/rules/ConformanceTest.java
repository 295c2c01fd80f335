package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.testkit.ReferenceGenerator;
import io.github.shogi4j.rules.testkit.SharedData;
import io.github.shogi4j.rules.usi.UsiPosition;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * The known-answer rule cases of {@code conformance/cases.tsv} that are about positions and moves:
 * {@code perft:*}, {@code legal_move:*}, {@code pawn_drop_mate:*}, {@code legal_move_count}, {@code
 * in_check:*} and {@code sfen_after_moves}. Other kinds (game status, impasse, notation) belong to
 * other tests. Positions are read with {@link Validation#LENIENT}: some cases hold one king or odd
 * material on purpose.
 */
class ConformanceTest {
  private static final Set<String> KINDS =
      Set.of(
          "perft",
          "legal_move",
          "pawn_drop_mate",
          "legal_move_count",
          "in_check",
          "sfen_after_moves");

  /**
   * Rows whose expected answer contradicts docs/rules.md, by "line number", with the reason. None
   * so far: every row of the kinds above agrees with docs/rules.md.
   */
  private static final Map<Integer, String> DISAGREES_WITH_RULES = Map.of();

  private static Position position(String text) {
    if (text.startsWith("sfen ") || text.startsWith("startpos")) {
      UsiPosition u = UsiPosition.parse(text);
      Position p = u.start().validate(Validation.LENIENT);
      for (Move m : u.moves()) {
        p = p.play(m);
      }
      return p;
    }
    return Position.fromSfen(text, Validation.LENIENT);
  }

  private static Move move(String usi) {
    return Move.parseUsi(usi).orElseThrow(() -> new AssertionError("not a USI move: " + usi));
  }

  @TestFactory
  List<DynamicTest> cases() {
    List<DynamicTest> out = new ArrayList<>();
    for (String[] row : SharedData.tsv(SharedData.require("conformance/cases.tsv"))) {
      String fact = row[1];
      String kind = fact.contains(":") ? fact.substring(0, fact.indexOf(':')) : fact;
      if (!KINDS.contains(kind)) {
        continue;
      }
      int line = Integer.parseInt(row[row.length - 1]);
      String arg = fact.contains(":") ? fact.substring(fact.indexOf(':') + 1) : "";
      String expected = row[2];
      out.add(
          DynamicTest.dynamicTest(
              "line " + line + ": " + fact + " = " + expected,
              () -> {
                Assumptions.assumeFalse(
                    DISAGREES_WITH_RULES.containsKey(line),
                    () ->
                        "skipped, docs/rules.md decides otherwise: "
                            + DISAGREES_WITH_RULES.get(line));
                check(position(row[0]), kind, arg, expected, row[0]);
              }));
    }
    Assumptions.assumeFalse(out.isEmpty(), "skipped: no cases of the position kinds in cases.tsv");
    return out;
  }

  private static void check(Position p, String kind, String arg, String expected, String where) {
    switch (kind) {
      case "perft":
        assertEquals(Long.parseLong(expected), Perft.count(p, Integer.parseInt(arg)), where);
        break;
      case "legal_move":
        assertEquals(Boolean.parseBoolean(expected), p.isLegal(move(arg)), where);
        break;
      case "pawn_drop_mate":
        {
          // "true": the drop would checkmate, so it is illegal as 打ち歩詰め.
          Move m = move(arg);
          boolean mates = Boolean.parseBoolean(expected);
          assertEquals(mates, ReferenceGenerator.mates(p, m), "reference mate test, " + where);
          assertEquals(!mates, p.isLegal(m), where);
          if (mates) {
            assertEquals(
                java.util.Optional.of(IllegalMoveReason.UCHIFUZUME), p.whyIllegal(m), where);
          }
          break;
        }
      case "legal_move_count":
        assertEquals(Integer.parseInt(expected), p.legalMoveCount(), where);
        break;
      case "in_check":
        {
          Color c =
              arg.toLowerCase(Locale.ROOT).startsWith("b") || arg.equalsIgnoreCase("sente")
                  ? Color.SENTE
                  : Color.GOTE;
          boolean actual =
              c == p.sideToMove()
                  ? p.isCheck()
                  : ReferenceGenerator.isAttacked(p, p.kingSquare(c).orElseThrow(), c.opposite());
          assertEquals(Boolean.parseBoolean(expected), actual, where);
          break;
        }
      case "sfen_after_moves":
        assertEquals(expected, p.toSfen(), where);
        break;
      default:
        throw new AssertionError("unhandled kind " + kind);
    }
  }

  @Test
  void theParserOfThisTestReadsUsiPositionText() {
    assertEquals(
        "lnsgkgsnl/1r5b1/ppppppp1p/7p1/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3",
        position("startpos moves 7g7f 2c2d").toSfen());
  }
}
