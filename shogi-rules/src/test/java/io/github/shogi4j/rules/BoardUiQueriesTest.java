package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The questions a board UI asks: {@link Position#legalMovesFrom}, {@link
 * Position#legalMoves(Square, Square)} and {@link Position#legalDrops}, on positions whose answers
 * are known by hand.
 */
class BoardUiQueriesTest {
  private static Square sq(String usi) {
    return Square.parseUsi(usi).orElseThrow();
  }

  private static List<String> usi(List<? extends Move> moves) {
    return moves.stream().map(Move::toUsi).toList();
  }

  @Test
  void theStartPositionsPawnHasOneMoveAndTheOpponentsPiecesNone() {
    Position p = Position.initial();
    assertEquals(List.of("7g7f"), usi(p.legalMovesFrom(sq("7g"))));
    assertEquals(List.of(), p.legalMovesFrom(sq("7c")), "gote's pawn, sente to move");
    assertEquals(List.of(), p.legalMovesFrom(sq("5e")), "an empty square");
    assertEquals(List.of(), p.legalMovesFrom(sq("8h")), "the bishop is blocked");
    assertEquals(
        List.of("5i4h", "5i5h", "5i6h"),
        usi(p.legalMovesFrom(sq("5i"))).stream().sorted().toList());
    assertEquals(List.of(), p.legalDrops(PieceType.PAWN), "nothing in hand");
  }

  @Test
  void aPawnOnTheLastRankMustPromoteASilverMayChooseAGoldCannotPromote() {
    Position p = Position.fromSfen("4k4/P8/2S6/6G2/9/9/9/9/4K4 b - 1");
    assertEquals(List.of("9b9a+"), usi(p.legalMoves(sq("9b"), sq("9a"))));
    assertEquals(List.of("7c7b+", "7c7b"), usi(p.legalMoves(sq("7c"), sq("7b"))));
    assertEquals(
        List.of("7c6d+", "7c6d"),
        usi(p.legalMoves(sq("7c"), sq("6d"))),
        "leaving the promotion zone may promote too");
    assertEquals(List.of("3d3c"), usi(p.legalMoves(sq("3d"), sq("3c"))));
    assertEquals(List.of(), p.legalMoves(sq("9b"), sq("8a")), "not a pawn's step");
    assertEquals(List.of(), p.legalMoves(sq("5e"), sq("5d")), "no piece");
  }

  @Test
  void pawnDropsLeaveOutNifuTheLastRankAndDropPawnMate() {
    // Sente holds a pawn and has one on file 5; a pawn on 1b would mate gote's king on 1a
    // (打ち歩詰め): the gold on 2c covers 1b and 2b, the silver on 3b covers 2a.
    Position p = Position.fromSfen("8k/6S2/7G1/9/4P4/9/9/9/4K4 b P 1");
    List<Drop> drops = p.legalDrops(PieceType.PAWN);
    int expected = 0;
    for (Square s : Square.values()) {
      if (s.file() != 5 && s.rank() != 1 && p.pieceAt(s).isEmpty() && s != sq("1b")) {
        expected++;
      }
    }
    assertEquals(61, expected);
    assertEquals(expected, drops.size(), usi(drops).toString());
    for (Drop d : drops) {
      assertNotEquals(5, d.to().file(), "nifu " + d);
      assertNotEquals(1, d.to().rank(), "dead pawn " + d);
      assertEquals(PieceType.PAWN, d.type());
    }
    assertFalse(drops.contains(new Drop(PieceType.PAWN, sq("1b"))), "drop-pawn mate");
    assertEquals(
        java.util.Optional.of(IllegalMoveReason.UCHIFUZUME),
        p.whyIllegal(new Drop(PieceType.PAWN, sq("1b"))));
    assertEquals(List.of(), p.legalDrops(PieceType.GOLD), "no gold in hand");
  }

  @Test
  void kingsAndPromotedPiecesAreNotHandTypes() {
    Position p = Position.initial();
    assertThrows(IllegalArgumentException.class, () -> p.legalDrops(PieceType.KING));
    assertThrows(IllegalArgumentException.class, () -> p.legalDrops(PieceType.DRAGON));
  }
}
