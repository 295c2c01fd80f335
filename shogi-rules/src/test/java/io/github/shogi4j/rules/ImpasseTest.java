package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Impasse.Verdict;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Each declaration rule at, just below and just above its thresholds, for both colors, and each
 * condition of a declaration.
 */
class ImpasseTest {

  /**
   * A declaration position for sente: king on 5c, ten tokins in the camp (9a-1a and 9b), the given
   * hand; gote has its king on 5i and every other piece of the full set in hand, minus {@code
   * removedFromGote}. Sente's declaration points are 10 plus its hand's points. For {@code declarer
   * == GOTE} the whole position is turned around.
   */
  static Position camp(Color declarer, int rooks, int bishops, int pawns, Hand removedFromGote) {
    Setup.Builder b = Setup.builder();
    for (int file = 1; file <= 9; file++) {
      b.put(Square.of(file, 1), Piece.of(Color.SENTE, PieceType.PRO_PAWN));
    }
    b.put(Square.of(9, 2), Piece.of(Color.SENTE, PieceType.PRO_PAWN));
    b.put(Square.of(5, 3), Piece.of(Color.SENTE, PieceType.KING));
    b.put(Square.of(5, 9), Piece.of(Color.GOTE, PieceType.KING));
    Hand sente =
        Hand.EMPTY
            .with(PieceType.ROOK, rooks)
            .with(PieceType.BISHOP, bishops)
            .with(PieceType.PAWN, pawns);
    Hand gote = Hand.EMPTY;
    int[] full = {18 - 10, 4, 4, 4, 2, 2, 4}; // pawn, lance, knight, silver, bishop, rook, gold
    for (PieceType t : PieceType.handTypes()) {
      int n = full[t.ordinal()] - sente.count(t) - removedFromGote.count(t);
      gote = gote.with(t, n);
    }
    Setup s = b.hand(Color.SENTE, sente).hand(Color.GOTE, gote).sideToMove(Color.SENTE).build();
    return (declarer == Color.SENTE ? s : s.flip()).validate(Validation.LENIENT);
  }

  /** A camp position where the declarer has exactly {@code points} declaration points. */
  static Position campWith(Color declarer, int points) {
    int hand = points - 10;
    int big = Math.min(4, hand / 5);
    int rooks = Math.min(2, big);
    return camp(declarer, rooks, big - rooks, hand - 5 * big, Hand.EMPTY);
  }

  static Verdict verdict(Position p, ImpasseRule rule) {
    return Impasse.declaration(p, rule).verdict();
  }

  @ParameterizedTest
  @EnumSource(Color.class)
  void pointsAreCountedAsDeclared(Color c) {
    for (int pts = 20; pts <= 32; pts++) {
      Position p = campWith(c, pts);
      assertEquals(c, p.sideToMove());
      assertEquals(pts, Impasse.declarationPoints(p, c));
      assertEquals(10, Impasse.piecesInCamp(p, c));
      assertEquals(pts, Impasse.points(p, c), "every declarer piece is in the camp or in hand");
      assertEquals(54, Impasse.points(p, Color.SENTE) + Impasse.points(p, Color.GOTE));
      assertEquals(0, Impasse.missingPoints(p));
    }
  }

  @Test
  void csa27PointRuleSente() {
    assertEquals(Verdict.LOSE, verdict(campWith(Color.SENTE, 27), ImpasseRule.POINTS_27));
    assertEquals(Verdict.WIN, verdict(campWith(Color.SENTE, 28), ImpasseRule.POINTS_27));
    assertEquals(Verdict.WIN, verdict(campWith(Color.SENTE, 29), ImpasseRule.POINTS_27));
  }

  @Test
  void csa27PointRuleGote() {
    assertEquals(Verdict.LOSE, verdict(campWith(Color.GOTE, 26), ImpasseRule.POINTS_27));
    assertEquals(Verdict.WIN, verdict(campWith(Color.GOTE, 27), ImpasseRule.POINTS_27));
    assertEquals(Verdict.WIN, verdict(campWith(Color.GOTE, 28), ImpasseRule.POINTS_27));
  }

  @ParameterizedTest
  @EnumSource(Color.class)
  void the24PointRuleHasADrawBandForBothColors(Color c) {
    assertEquals(Verdict.LOSE, verdict(campWith(c, 23), ImpasseRule.POINTS_24));
    assertEquals(Verdict.DRAW, verdict(campWith(c, 24), ImpasseRule.POINTS_24));
    assertEquals(Verdict.DRAW, verdict(campWith(c, 25), ImpasseRule.POINTS_24));
    assertEquals(Verdict.DRAW, verdict(campWith(c, 30), ImpasseRule.POINTS_24));
    assertEquals(Verdict.WIN, verdict(campWith(c, 31), ImpasseRule.POINTS_24));
    assertEquals(Verdict.WIN, verdict(campWith(c, 32), ImpasseRule.POINTS_24));
  }

  @Test
  void handicapVariantsCreditMissingPiecesToGote() {
    // Six-piece handicap material missing from sente's side of the set: R, B, 2 lances, 2 knights.
    Hand sixPieces = Hand.EMPTY.with(PieceType.LANCE, 2).with(PieceType.KNIGHT, 2);
    // Gote declares (the position turned around) with 13 points of its own: 27 with the credit.
    Position p = camp(Color.GOTE, 0, 0, 3, sixPieces);
    assertEquals(13, Impasse.declarationPoints(p, Color.GOTE));
    assertEquals(4, Impasse.missingPoints(p));
    Position q =
        camp(Color.GOTE, 0, 0, 3, sixPieces.with(PieceType.ROOK, 1).with(PieceType.BISHOP, 1));
    assertEquals(14, Impasse.missingPoints(q));
    assertEquals(27, Impasse.declaration(q, ImpasseRule.POINTS_27_HANDICAP).points());
    assertEquals(Verdict.WIN, verdict(q, ImpasseRule.POINTS_27_HANDICAP));
    assertEquals(Verdict.LOSE, verdict(q, ImpasseRule.POINTS_27));
    assertEquals(Verdict.DRAW, verdict(q, ImpasseRule.POINTS_24_HANDICAP));
    assertEquals(Verdict.LOSE, verdict(q, ImpasseRule.POINTS_24));
    // Just below: one pawn less in hand.
    Position below =
        camp(Color.GOTE, 0, 0, 2, sixPieces.with(PieceType.ROOK, 1).with(PieceType.BISHOP, 1));
    assertEquals(Verdict.LOSE, verdict(below, ImpasseRule.POINTS_27_HANDICAP));
    assertEquals(Verdict.DRAW, verdict(below, ImpasseRule.POINTS_24_HANDICAP));
  }

  @Test
  void handicapVariantsDoNotCreditSente() {
    Hand missing = Hand.EMPTY.with(PieceType.GOLD, 4);
    Position p = camp(Color.SENTE, 2, 1, 2, missing); // 10 + 17 = 27 points
    assertEquals(4, Impasse.missingPoints(p));
    assertEquals(27, Impasse.declaration(p, ImpasseRule.POINTS_27_HANDICAP).points());
    assertEquals(Verdict.LOSE, verdict(p, ImpasseRule.POINTS_27_HANDICAP));
  }

  @ParameterizedTest
  @EnumSource(Color.class)
  void everyConditionIsRequired(Color c) {
    Position ok = campWith(c, 35);
    Impasse.Declaration d = Impasse.declaration(ok, ImpasseRule.POINTS_27);
    assertTrue(d.conditionsMet());
    assertEquals(Verdict.WIN, d.verdict());

    // Not the declarer's turn.
    Position otherTurn =
        ok.toSetup().toBuilder().sideToMove(c.opposite()).build().validate(Validation.LENIENT);
    Impasse.Declaration notTurn = Impasse.declaration(otherTurn, c, ImpasseRule.POINTS_27);
    assertFalse(notTurn.declarersTurn());
    assertEquals(Verdict.LOSE, notTurn.verdict());

    // Nine pieces in the camp.
    Square ninth = c == Color.SENTE ? Square.of(9, 2) : Square.of(9, 2).flip();
    Position nine = ok.toSetup().toBuilder().remove(ninth).build().validate(Validation.LENIENT);
    assertEquals(9, Impasse.piecesInCamp(nine, c));
    assertEquals(Verdict.LOSE, verdict(nine, ImpasseRule.POINTS_27));
    assertEquals(Verdict.LOSE, verdict(nine, ImpasseRule.POINTS_24));

    // The king outside the camp (5c -> 5d).
    Square kingFrom = c == Color.SENTE ? Square.SQ53 : Square.SQ53.flip();
    Square kingTo = c == Color.SENTE ? Square.SQ54 : Square.SQ54.flip();
    Position out =
        ok.toSetup().toBuilder()
            .remove(kingFrom)
            .put(kingTo, Piece.of(c, PieceType.KING))
            .build()
            .validate(Validation.LENIENT);
    assertFalse(Impasse.declaration(out, ImpasseRule.POINTS_27).kingInCamp());
    assertEquals(Verdict.LOSE, verdict(out, ImpasseRule.POINTS_27));

    // In check: an enemy gold next to the king.
    Square goldAt = c == Color.SENTE ? Square.SQ54 : Square.SQ54.flip();
    Position check =
        ok.toSetup().toBuilder()
            .put(goldAt, Piece.of(c.opposite(), PieceType.GOLD))
            .build()
            .validate(Validation.LENIENT);
    assertTrue(check.isCheck());
    assertEquals(Verdict.LOSE, verdict(check, ImpasseRule.POINTS_27));
    assertEquals(Verdict.LOSE, verdict(check, ImpasseRule.POINTS_24));
  }

  @Test
  void pieceValues() {
    assertEquals(5, Impasse.value(PieceType.ROOK));
    assertEquals(5, Impasse.value(PieceType.HORSE));
    assertEquals(5, Impasse.value(PieceType.DRAGON));
    assertEquals(1, Impasse.value(PieceType.PRO_PAWN));
    assertEquals(1, Impasse.value(PieceType.GOLD));
    assertEquals(0, Impasse.value(PieceType.KING));
    assertEquals(27, Impasse.points(Position.initial(), Color.SENTE));
    assertEquals(0, Impasse.declarationPoints(Position.initial(), Color.GOTE));
  }

  @Test
  void professionalPointCount() {
    assertEquals(
        Outcome.noWinner(Termination.AGREED_IMPASSE), Impasse.pointCount(Position.initial()));
    Position p = campWith(Color.SENTE, 31); // gote holds the other 23 points
    assertEquals(23, Impasse.points(p, Color.GOTE));
    assertEquals(Outcome.win(Color.SENTE, Termination.AGREED_IMPASSE), Impasse.pointCount(p));
    Position q = campWith(Color.SENTE, 30); // 30 : 24
    assertEquals(Outcome.noWinner(Termination.AGREED_IMPASSE), Impasse.pointCount(q));
  }

  @Test
  void noRuleNoDeclaration() {
    assertThrows(
        IllegalArgumentException.class,
        () -> Impasse.declaration(Position.initial(), ImpasseRule.NONE));
  }

  @Test
  void trySquares() {
    assertEquals(Square.SQ51, Impasse.trySquare(Color.SENTE));
    assertEquals(Square.SQ59, Impasse.trySquare(Color.GOTE));
    assertFalse(Impasse.isTry(Position.initial(), Color.SENTE));
  }
}
