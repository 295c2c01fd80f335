package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.List;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The hand limits ({@link Hand#capacity}: 31 pawns, 15 of another kind): a position whose pieces of
 * one kind could not all fit in one hand is refused at every validation level, and every position
 * played from an accepted one keeps exact hands, also from positions with hands at the limit.
 */
class HandCapacityProperties {

  @Test
  void aCaptureBeyondThePawnLimitIsRefusedUpFront() {
    // 31 pawns in hand and a pawn to capture: the capture made the hand read "a lance".
    Setup s = Sfen.parse("4k4/9/9/9/9/9/9/4p4/4K4 b 31P 1");
    for (Validation v : Validation.values()) {
      InvalidPositionException e =
          assertThrows(InvalidPositionException.class, () -> s.validate(v));
      assertTrue(
          e.problems().stream().anyMatch(p -> p.kind() == PositionProblem.Kind.HAND_CAPACITY),
          e.getMessage());
      assertTrue(e.getMessage().contains("32 PAWN"), e.getMessage());
      assertTrue(e.getMessage().contains("sente hand 31"), e.getMessage());
    }
  }

  @Test
  void atTheLimitTheCaptureIsCounted() {
    Position p = Position.fromSfen("4k4/9/9/9/9/9/9/4p4/4K4 b 30P 1", Validation.LENIENT);
    Position after = p.playUsi("5i5h");
    assertEquals(31, after.hand(Color.SENTE).count(PieceType.PAWN));
    assertEquals(0, after.hand(Color.SENTE).count(PieceType.LANCE));
  }

  @Test
  void everyKindHasItsLimit() {
    for (PieceType t : PieceType.handTypes()) {
      int cap = Hand.capacity(t);
      Hand full = Hand.EMPTY.with(t, cap);
      Setup base =
          Setup.builder()
              .put(Square.SQ59, Piece.SENTE_KING)
              .put(Square.SQ51, Piece.GOTE_KING)
              .build();
      Setup atLimit = base.toBuilder().hand(Color.GOTE, full).build();
      assertTrue(
          atLimit.problems(Validation.LENIENT).isEmpty(),
          t + " " + atLimit.problems(Validation.LENIENT));
      Setup over = atLimit.toBuilder().put(Square.SQ55, Piece.of(Color.SENTE, t)).build();
      List<PositionProblem> problems = over.problems(Validation.LENIENT);
      assertEquals(1, problems.size(), t + " " + problems);
      assertEquals(PositionProblem.Kind.HAND_CAPACITY, problems.get(0).kind());
      assertTrue(
          problems.get(0).message().contains((cap + 1) + " " + t), problems.get(0).message());
    }
  }

  /**
   * Random lenient setups with every kind's total near its limit (up to three past it), split
   * between the board and both hands; the accepted ones are played out at random.
   */
  @Test
  void handsStayExactInGamesFromExtremeHands() {
    SplittableRandom r = new SplittableRandom(22_11L);
    int accepted = 0;
    for (int i = 0; i < 300; i++) {
      Setup s = extreme(r);
      int[] totals = totals(s);
      boolean over = false;
      for (PieceType t : PieceType.handTypes()) {
        over |= totals[t.ordinal()] > Hand.capacity(t);
      }
      List<PositionProblem> problems = s.problems(Validation.LENIENT);
      if (over) {
        assertTrue(
            problems.stream().anyMatch(p -> p.kind() == PositionProblem.Kind.HAND_CAPACITY),
            s + " " + problems);
        continue;
      }
      assertEquals(List.of(), problems, s.toString());
      accepted++;
      Position start = s.validate(Validation.LENIENT);
      RandomGame g = RandomGames.game(i, start, 60);
      List<Position> positions = g.positions();
      for (int ply = 0; ply < positions.size(); ply++) {
        Position p = positions.get(ply);
        try {
          assertEquals(
              java.util.Arrays.toString(totals),
              java.util.Arrays.toString(totals(p.toSetup())),
              "a kind's pieces on the board and in hand are neither made nor lost");
          assertEquals(p, Position.fromSfen(p.toSfen(), Validation.LENIENT));
        } catch (AssertionError | RuntimeException e) {
          throw RandomGames.failure(g, ply, p, e);
        }
      }
    }
    assertTrue(accepted > 50, "too few accepted setups: " + accepted);
  }

  /**
   * A setup with kings, each kind's total within three of its limit, spread over board and hands.
   */
  private static Setup extreme(SplittableRandom r) {
    Setup.Builder b = Setup.builder();
    boolean[] used = new boolean[81];
    int sk = r.nextInt(81);
    used[sk] = true;
    b.put(Square.ofIndex(sk), Piece.SENTE_KING);
    int gk;
    do {
      gk = r.nextInt(81);
    } while (used[gk]);
    used[gk] = true;
    b.put(Square.ofIndex(gk), Piece.GOTE_KING);
    Hand[] hands = {Hand.EMPTY, Hand.EMPTY};
    int free = 79;
    for (PieceType t : PieceType.handTypes()) {
      int cap = Hand.capacity(t);
      int total = cap - r.nextInt(3) + (r.nextInt(6) == 0 ? 1 + r.nextInt(3) : 0);
      int[] inHand = new int[2];
      for (int k = 0; k < total; k++) {
        Color c = r.nextBoolean() ? Color.SENTE : Color.GOTE;
        if (free > 20 && r.nextInt(3) == 0) {
          int sq;
          do {
            sq = r.nextInt(81);
          } while (used[sq]);
          used[sq] = true;
          free--;
          boolean promote = t.canPromote() && r.nextInt(3) == 0;
          b.put(Square.ofIndex(sq), Piece.of(c, promote ? t.promoted() : t));
        } else if (inHand[c.ordinal()] < cap) {
          inHand[c.ordinal()]++;
        } else {
          inHand[c.opposite().ordinal()]++;
        }
      }
      for (Color c : Color.values()) {
        hands[c.ordinal()] = hands[c.ordinal()].with(t, Math.min(cap, inHand[c.ordinal()]));
      }
    }
    return b.hand(Color.SENTE, hands[0])
        .hand(Color.GOTE, hands[1])
        .sideToMove(r.nextBoolean() ? Color.SENTE : Color.GOTE)
        .build();
  }

  /** Each hand kind's pieces, board (promoted ones as their kind) and both hands together. */
  private static int[] totals(Setup s) {
    int[] n = new int[7];
    for (Square sq : Square.values()) {
      s.pieceAt(sq)
          .filter(p -> p.type() != PieceType.KING)
          .ifPresent(p -> n[p.type().unpromoted().ordinal()]++);
    }
    for (PieceType t : PieceType.handTypes()) {
      n[t.ordinal()] += s.hand(Color.SENTE).count(t) + s.hand(Color.GOTE).count(t);
    }
    return n;
  }
}
