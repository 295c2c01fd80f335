package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Nested;
import org.junit.jupiter.api.Test;

/** Named rule fixtures: one hand-built position per rule, with the moves it allows and forbids. */
class RuleFixturesTest {

  private static Position pos(String sfen) {
    return Position.fromSfen(sfen, Validation.LENIENT);
  }

  private static Move move(String usi) {
    return Move.parseUsi(usi).orElseThrow(() -> new AssertionError("not USI: " + usi));
  }

  private static void assertLegal(String sfen, String... usi) {
    Position p = pos(sfen);
    for (String u : usi) {
      assertTrue(p.isLegal(move(u)), u + " should be legal in " + sfen);
      assertTrue(p.legalMoves().contains(move(u)), u + " should be generated in " + sfen);
    }
  }

  private static void assertIllegal(String sfen, IllegalMoveReason reason, String... usi) {
    Position p = pos(sfen);
    for (String u : usi) {
      assertFalse(p.isLegal(move(u)), u + " should be illegal in " + sfen);
      assertFalse(p.legalMoves().contains(move(u)), u + " should not be generated in " + sfen);
      assertEquals(Optional.of(reason), p.whyIllegal(move(u)), u + " in " + sfen);
    }
  }

  /** The legal moves leaving one square (or dropping, for "drops"), in USI, sorted. */
  private static Set<String> movesFrom(Position p, String from) {
    return p.legalMoves().stream()
        .filter(
            m ->
                from.equals("drops")
                    ? m instanceof Drop
                    : m instanceof BoardMove && ((BoardMove) m).from().toUsi().equals(from))
        .map(Move::toUsi)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> set(String... usi) {
    return new TreeSet<>(List.of(usi));
  }

  @Nested
  class Drops {
    @Test
    void nifuForbidsASecondUnpromotedPawnOnAFile() {
      String sfen = "4k4/9/9/9/9/9/4P4/9/4K4 b P 1";
      assertIllegal(sfen, IllegalMoveReason.NIFU, "P*5e", "P*5b");
      assertLegal(sfen, "P*4e", "P*6b");
    }

    @Test
    void aTokinOrAnOpponentPawnDoesNotCountForNifu() {
      assertLegal("4k4/9/9/9/9/9/4+P4/9/4K4 b P 1", "P*5e");
      assertLegal("4k4/9/9/9/4p4/9/9/9/4K4 b P 1", "P*5f");
    }

    @Test
    void deadDropsAreForbidden() {
      String sente = "4k4/9/9/9/9/9/9/9/4K4 b LNP 1";
      assertIllegal(sente, IllegalMoveReason.DEAD_PIECE, "P*1a", "L*1a", "N*1a", "N*1b");
      assertLegal(sente, "P*1b", "L*1b", "N*1c");
      String gote = "4k4/9/9/9/9/9/9/9/4K4 w lnp 1";
      assertIllegal(gote, IllegalMoveReason.DEAD_PIECE, "P*9i", "L*9i", "N*9i", "N*9h");
      assertLegal(gote, "P*9h", "L*9h", "N*9g");
    }

    @Test
    void aDropNeedsThePieceInHandAndAnEmptySquare() {
      String sfen = "4k4/9/9/9/9/9/9/9/4K4 b P 1";
      assertIllegal(sfen, IllegalMoveReason.NOT_IN_HAND, "G*5e");
      assertIllegal(sfen, IllegalMoveReason.ILLEGAL_MOVEMENT, "P*5i");
    }
  }

  @Nested
  class Origin {
    @Test
    void anEmptySquareAndTheOpponentsPieceAreToldApart() {
      assertIllegal(Sfen.STARTPOS, IllegalMoveReason.NO_PIECE, "5e5d", "7f7e");
      assertIllegal(Sfen.STARTPOS, IllegalMoveReason.NOT_YOUR_PIECE, "3c3d", "5a4b", "8b8c");
      IllegalMoveException e =
          org.junit.jupiter.api.Assertions.assertThrows(
              IllegalMoveException.class, () -> Position.initial().playUsi("3c3d"));
      assertEquals(IllegalMoveReason.NOT_YOUR_PIECE, e.reason());
    }
  }

  @Nested
  class Promotion {
    // Sente: pawn 3b, lance 2d, knights 1e and 1d... see the SFEN; gote king 5a, sente king 5i.
    private final String sfen = "4k4/6P2/9/7LN/8N/9/9/9/4K4 b - 1";

    @Test
    void promotionIsForcedWhereThePieceCouldNeverMoveAgain() {
      Position p = pos(sfen);
      assertEquals(set("3b3a+"), movesFrom(p, "3b"));
      assertEquals(set("1d2b+"), movesFrom(p, "1d"));
      assertIllegal(sfen, IllegalMoveReason.DEAD_PIECE, "3b3a", "2d2a", "1d2b");
      assertLegal(sfen, "2d2a+");
    }

    @Test
    void optionalPromotionsAreGeneratedBothWays() {
      Position p = pos(sfen);
      assertEquals(set("2d2a+", "2d2b", "2d2b+", "2d2c", "2d2c+"), movesFrom(p, "2d"));
      assertEquals(set("1e2c", "1e2c+"), movesFrom(p, "1e"));
    }

    @Test
    void uselessNonPromotionsOfPawnBishopAndRookArePresent() {
      String s = "4k4/9/9/6P2/4B4/9/2R6/9/4K4 b - 1";
      Position p = pos(s);
      assertLegal(s, "3d3c", "3d3c+", "5e3c", "5e3c+", "7g7c", "7g7c+", "7g7a", "7g7a+");
      assertTrue(movesFrom(p, "5e").containsAll(set("5e4d", "5e2b", "5e2b+", "5e1a", "5e1a+")));
    }

    @Test
    void movingOutOfTheZonePromotesOptionally() {
      String s = "4k4/9/5S3/9/9/9/9/9/4K4 b - 1";
      assertEquals(
          set("4c3d", "4c3d+", "4c5d", "4c5d+", "4c3b", "4c3b+", "4c4b", "4c4b+", "4c5b", "4c5b+"),
          movesFrom(pos(s), "4c"));
    }

    @Test
    void goldsKingsAndPromotedPiecesNeverPromote() {
      String s = "4k4/9/5G3/3+P5/9/9/9/9/4K4 b - 1";
      assertIllegal(s, IllegalMoveReason.ILLEGAL_MOVEMENT, "4c4b+", "6d6c+");
      assertLegal(s, "4c4b", "6d6c");
    }

    @Test
    void aForcedPromotionWrittenWithoutThePlusIsIllegal() {
      // docs/rules.md: USI 1e1a for a lance is an illegal move, not an implicit promotion.
      assertIllegal("4k4/9/9/9/8L/9/9/9/4K4 b - 1", IllegalMoveReason.DEAD_PIECE, "1e1a");
      assertLegal("4k4/9/9/9/8L/9/9/9/4K4 b - 1", "1e1a+");
    }
  }

  @Nested
  class DropPawnMate {
    // Gote king 1a boxed in by its own knight 2a and pawn 2b; the pawn on 1b would be defended.
    @Test
    void aMatingPawnDropIsForbidden() {
      assertIllegal("7nk/7p1/8G/9/9/9/9/9/4K4 b P 1", IllegalMoveReason.UCHIFUZUME, "P*1b");
      assertIllegal("7nk/7p1/8L/9/9/9/9/9/4K4 b P 1", IllegalMoveReason.UCHIFUZUME, "P*1b");
    }

    @Test
    void aCheckingPawnDropThatDoesNotMateIsAllowed() {
      // Undefended: the king takes it.
      assertLegal("7nk/7p1/9/9/9/9/9/9/4K4 b P 1", "P*1b");
    }

    @Test
    void theKingCanEscape() {
      assertLegal("7nk/9/8L/9/9/9/9/9/4K4 b P 1", "P*1b");
    }

    @Test
    void aDefenderCanCaptureThePawn() {
      assertLegal("7sk/7p1/8L/9/9/9/9/9/4K4 b P 1", "P*1b");
      assertLegal("7gk/9/8G/9/9/9/9/9/4K4 b P 1", "P*1b");
    }

    @Test
    void aCaptureByAPinnedDefenderDoesNotCount() {
      // The gold on 2a could take the pawn, but the rook on 9a pins it to its king.
      assertIllegal("R6gk/9/8G/9/9/9/9/9/4K4 b P 1", IllegalMoveReason.UCHIFUZUME, "P*1b");
    }

    @Test
    void aDefenderPinnedToItsOwnKingStillGuardsThePawn() {
      // The sente knight on 2d guards 1b although the gote rook on 2c pins it to the king on 2h:
      // the gote king still cannot take the pawn.
      assertIllegal("7nk/7p1/7r1/7N1/9/9/9/7K1/9 b P 1", IllegalMoveReason.UCHIFUZUME, "P*1b");
    }

    @Test
    void thePawnBlocksTheLineThatGuardedTheEscape() {
      // The bishop on 7d guards 4a only through 5b: once the pawn stands there, 4a is free.
      assertLegal("3nk4/3p1p3/9/2B6/9/9/9/9/4K4 b P 1", "P*5b");
      // With the knight on 3c guarding 4a as well, the drop mates.
      assertIllegal("3nk4/3p1p3/6N2/2B6/9/9/9/9/4K4 b P 1", IllegalMoveReason.UCHIFUZUME, "P*5b");
    }

    @Test
    void matingByAPawnPushOrAnotherDropIsLegal() {
      // The same net with the pawn on the board: the push mates and is legal.
      Position push = pos("7nk/7p1/8P/9/9/9/9/9/4K4 b G 1");
      assertTrue(push.isLegal(move("1c1b")));
      // A lance drop on 1b also mates and is legal (only pawn drops are restricted).
      assertTrue(pos("7nk/7p1/8G/9/9/9/9/9/4K4 b L 1").play(move("L*1b")).isCheckmate());
    }

    @Test
    void goteIsBoundByTheSameRule() {
      // The sente-side fixture, turned around.
      Position p = pos("7nk/7p1/8G/9/9/9/9/9/4K4 b P 1");
      Position flipped = p.toSetup().flip().validate(Validation.LENIENT);
      assertFalse(flipped.isLegal(move("P*9h")));
      assertEquals(Optional.of(IllegalMoveReason.UCHIFUZUME), flipped.whyIllegal(move("P*9h")));
    }
  }

  @Nested
  class ChecksAndPins {
    private final String pins = "4r3k/9/9/9/b8/9/9/3GS4/4K4 b - 1";

    @Test
    void aPinnedPieceMovesOnlyAlongThePin() {
      Position p = pos(pins);
      assertEquals(set("5h5g"), movesFrom(p, "5h"));
      assertEquals(set("6h7g"), movesFrom(p, "6h"));
      assertIllegal(pins, IllegalMoveReason.KING_LEFT_IN_CHECK, "5h4g", "5h6g", "6h6g", "6h5g");
    }

    @Test
    void theKingDoesNotMoveIntoAttack() {
      Position p = pos(pins);
      assertEquals(set("5i4h", "5i4i", "5i6i"), movesFrom(p, "5i"));
    }

    @Test
    void theKingCannotRetreatAlongTheCheckingLine() {
      // The rook on 5a checks along file 5: 5f is attacked through the king's own square (x-ray).
      Position p = pos("4r3k/9/9/9/4K4/9/9/9/9 b - 1");
      assertTrue(p.isCheck());
      assertEquals(List.of(Square.of(5, 1)), p.checkers());
      assertEquals(set("5e4d", "5e4e", "5e4f", "5e6d", "5e6e", "5e6f"), movesFrom(p, "5e"));
      assertEquals(6, p.legalMoveCount());
    }

    @Test
    void aSingleCheckCanBeBlockedOrTheCheckerCaptured() {
      Position p = pos("R3r3k/9/9/9/4K4/9/9/9/9 b G 1");
      Set<String> all = p.legalMoves().stream().map(Move::toUsi).collect(Collectors.toSet());
      assertTrue(all.containsAll(set("G*5b", "G*5c", "G*5d", "9a5a", "9a5a+")), all.toString());
      assertFalse(all.contains("G*4d"));
      assertFalse(all.contains("9a8a"));
      assertEquals(Optional.of(IllegalMoveReason.KING_LEFT_IN_CHECK), p.whyIllegal(move("9a8a")));
    }

    // Sente gold on 5c and lance on 5i against the gote king on 5a; gote has a silver on 3a
    // and a rook in hand.
    private final String discovered = "4k1s2/9/4G4/9/9/9/9/9/K3L4 b - 1";

    @Test
    void aDiscoveredCheckIsASingleCheck() {
      Position p = pos(discovered).play(move("5c6c"));
      assertEquals(List.of(Square.of(5, 9)), p.checkers());
      Position withRook = pos(discovered.replace(" b - ", " b r ")).play(move("5c6c"));
      assertTrue(withRook.isLegal(move("R*5e")), "a block");
    }

    @Test
    void inDoubleCheckOnlyTheKingMoves() {
      Position p = pos(discovered.replace(" b - ", " b r ")).play(move("5c4b"));
      assertEquals(2, p.checkers().size());
      assertEquals(Set.of(Square.of(4, 2), Square.of(5, 9)), Set.copyOf(p.checkers()));
      assertEquals(set("5a4b", "5a6a", "5a6b"), movesFrom(p, "5a"));
      assertEquals(
          3, p.legalMoveCount(), "no block, no capture by another piece: " + p.legalMoves());
      assertFalse(p.isLegal(move("3a4b")));
    }

    @Test
    void checkmateAndNoMoves() {
      Position mate = pos("7nk/7p1/8G/9/9/9/9/9/4K4 b L 1").play(move("L*1b"));
      assertTrue(mate.isCheckmate());
      assertTrue(mate.legalMoves().isEmpty());
      Position boxed =
          pos("+R+N+SGKG+S+N+R/+B+N+SG+LG+S+N+B/P+LPP+LPP+LP/1P2P2P1/9/9/9/9/4k4 b 9P 200");
      assertFalse(boxed.isCheck());
      assertFalse(boxed.hasLegalMoves());
      assertFalse(boxed.isCheckmate());
    }

    @Test
    void aSideWithoutAKingIsNeverInCheck() {
      Position p = Position.fromSfen("4k4/9/9/9/9/9/9/9/9 b R 1", Validation.TSUME);
      assertFalse(p.isCheck());
      assertTrue(p.checkers().isEmpty());
      assertEquals(Optional.empty(), p.kingSquare(Color.SENTE));
    }
  }
}
