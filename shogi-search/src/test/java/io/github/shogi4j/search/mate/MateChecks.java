package io.github.shogi4j.search.mate;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.testkit.SharedData;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;

/**
 * Shared helpers of the mate tests: the shared data folder and the replay check of mating lines.
 */
final class MateChecks {
  private MateChecks() {}

  static final MateLimits LIMITS = MateLimits.ofTime(Duration.ofSeconds(60)).withTableMegabytes(32);

  static Position tsume(String sfen) {
    // LENIENT: the nine-pawn problem (九歩) has nine gote pawns on one file, which no game reaches.
    return Position.fromSfen(sfen, Validation.LENIENT);
  }

  /** The shared folder, or skips the calling test visibly when it is absent. */
  static Path shared() {
    return SharedData.requireDirectory("conformance").getParent();
  }

  /**
   * Replays a mating line: every attacker move legal and a check, every defender move legal, the
   * end checkmate. Returns the positions before each move (and the final one).
   */
  static List<Position> replay(Position start, List<Move> pv) {
    assertFalse(pv.isEmpty(), "a mate has moves");
    assertEquals(1, pv.size() % 2, "the attacker moves last: " + pv);
    Position p = start;
    java.util.ArrayList<Position> seen = new java.util.ArrayList<>();
    for (int i = 0; i < pv.size(); i++) {
      Move m = pv.get(i);
      seen.add(p);
      assertTrue(p.isLegal(m), "move " + (i + 1) + " " + m.toUsi() + " is legal in " + p.toSfen());
      p = p.play(m);
      if (i % 2 == 0) {
        assertTrue(p.isCheck(), "attacker move " + (i + 1) + " " + m.toUsi() + " gives check");
      }
    }
    seen.add(p);
    assertTrue(p.isCheckmate(), "the line ends in checkmate: " + p.toSfen());
    return seen;
  }

  /**
   * Replays the line and checks that no defender reply the line skips escapes: after each defender
   * node of the line, every other legal reply is mated (by a fresh search) within the plies the
   * line has left at that node (two more for an interposition, which may be futile and uncounted).
   */
  static void verifyDefences(Position start, MateResult r) {
    List<Position> seen = replay(start, r.pv());
    int futilePairs = (r.pv().size() - r.plies()) / 2;
    for (int i = 1; i < r.pv().size(); i += 2) {
      Position defender = seen.get(i);
      int remaining = r.pv().size() - i; // plies of the line from this node, futile pairs included
      for (Move reply : defender.legalMoves()) {
        if (reply.equals(r.pv().get(i))) {
          continue;
        }
        MateResult sub = MateSolver.solve(defender.play(reply), LIMITS);
        assertEquals(
            MateStatus.MATE,
            sub.status(),
            "reply " + reply.toUsi() + " at ply " + (i + 1) + " escapes in " + defender.toSfen());
        int allowed = remaining - 1 + 2 * (futilePairs + 1);
        if (sub.plies() > allowed) {
          fail(
              "reply "
                  + reply.toUsi()
                  + " at ply "
                  + (i + 1)
                  + " resists "
                  + sub.plies()
                  + " plies, more than the "
                  + allowed
                  + " the line allows");
        }
      }
    }
  }

  static Optional<Move> usi(String text) {
    return Move.parseUsi(text);
  }
}
