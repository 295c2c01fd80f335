package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** {@link Cursor} agrees with the immutable {@link Position} move for move over random games. */
class CursorProperties {

  /** Every query of the cursor answers as the position does. */
  private static void assertAgrees(Position p, Cursor c, SplittableRandom r) {
    assertEquals(p, c.toPosition());
    assertEquals(p.toSfen(), c.toPosition().toSfen());
    assertEquals(p.sideToMove(), c.sideToMove());
    assertEquals(p.moveNumber(), c.moveNumber());
    assertEquals(p.zobristKey(), c.zobristKey());
    assertEquals(p.isCheck(), c.isCheck());
    assertEquals(p.hasLegalMoves(), c.hasLegalMoves());
    assertEquals(p.isCheckmate(), c.isCheckmate());
    assertEquals(p.legalMoveCount(), c.legalMoveCount());
    for (Color color : Color.values()) {
      assertEquals(p.hand(color), c.hand(color));
      assertEquals(p.kingSquare(color), c.kingSquare(color));
    }
    for (int i = 0; i < 5; i++) {
      Square s = Square.ofIndex(r.nextInt(81));
      assertEquals(p.pieceAt(s), c.pieceAt(s));
    }
    Move[] out = new Move[Cursor.MAX_LEGAL_MOVES];
    int n = c.legalMoves(out);
    assertEquals(p.legalMoves(), Arrays.asList(out).subList(0, n));
    List<Move> iterated = new ArrayList<>();
    c.forEachLegalMove(iterated::add);
    assertEquals(p.legalMoves(), iterated);
    for (Move m : PositionProperties.candidates(p, r)) {
      assertEquals(p.isLegal(m), c.isLegal(m), m::toString);
      assertEquals(p.whyIllegal(m), c.whyIllegal(m), m::toString);
      if (p.isLegal(m)) {
        assertEquals(p.givesCheck(m), c.givesCheck(m), m::toString);
      }
    }
    // the candidates of move text: every piece of one kind reaching one square, as asked
    Move[] to = new Move[18];
    for (Move m : p.legalMoves()) {
      if (m instanceof BoardMove b) {
        PieceType type = p.pieceAt(b.from()).orElseThrow().type();
        List<Move> expected = new ArrayList<>();
        for (Move e : p.legalMoves()) {
          if (e instanceof BoardMove eb
              && eb.to() == b.to()
              && eb.promote() == b.promote()
              && p.pieceAt(eb.from()).orElseThrow().type() == type) {
            expected.add(e);
          }
        }
        int k = c.legalMovesTo(b.to(), type, b.promote(), to);
        assertEquals(expected, Arrays.asList(to).subList(0, k), m::toString);
        break; // one destination per position keeps the test quick
      }
    }
  }

  @Test
  void cursorAgreesWithPositionAlongRandomGamesAndUndoRetracesThem() {
    for (long seed = 1; seed <= 60; seed++) {
      RandomGame g = RandomGames.game(seed, 160);
      SplittableRandom r = new SplittableRandom(seed);
      List<Position> positions = g.positions();
      Cursor c = g.start().cursor();
      int ply = 0;
      try {
        for (; ply < g.moves().size(); ply++) {
          assertAgrees(positions.get(ply), c, r);
          Move m = g.moves().get(ply);
          if (r.nextBoolean()) {
            c.play(m);
          } else if (r.nextBoolean()) {
            assertTrue(c.playIfLegal(m));
          } else {
            c.playUnchecked(m);
          }
          assertEquals(Optional.of(m), c.lastMove());
          assertEquals(ply + 1, c.movesPlayed());
        }
        assertAgrees(positions.get(ply), c, r);
        for (; ply > 0; ply--) {
          c.undo();
          assertEquals(positions.get(ply - 1), c.toPosition());
          assertEquals(positions.get(ply - 1).zobristKey(), c.zobristKey());
          assertEquals(positions.get(ply - 1).isCheck(), c.isCheck());
        }
        assertEquals(Optional.empty(), c.lastMove());
      } catch (AssertionError | RuntimeException e) {
        throw RandomGames.failure(g, ply, positions.get(ply), e);
      }
    }
  }

  @Test
  void anIllegalMoveIsRefusedWithThePositionsReasonAndChangesNothing() {
    SplittableRandom r = new SplittableRandom(11);
    RandomGames.check(
        500,
        40,
        80,
        p -> {
          Cursor c = p.cursor();
          for (Move m : PositionProperties.candidates(p, r)) {
            if (!p.isLegal(m)) {
              IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> c.play(m));
              assertEquals(p.whyIllegal(m).orElseThrow(), e.reason());
              assertFalse(c.playIfLegal(m));
              assertThrows(IllegalMoveException.class, () -> c.givesCheck(m));
            }
          }
          assertEquals(p, c.toPosition());
          assertEquals(0, c.movesPlayed());
          assertThrows(IllegalStateException.class, c::undo);
        });
  }

  @Test
  void aCopyAndASnapshotAreIndependentOfTheCursor() {
    Cursor c = Position.initial().cursor();
    c.play(Move.parseUsi("7g7f").orElseThrow());
    Cursor copy = c.copy();
    Position snapshot = c.toPosition();
    c.play(Move.parseUsi("3c3d").orElseThrow());
    assertEquals(Position.initial().playUsi("7g7f"), copy.toPosition());
    assertEquals(Position.initial().playUsi("7g7f"), snapshot);
    copy.undo();
    assertEquals(Position.initial(), copy.toPosition());
    assertEquals(Position.initial().playUsi("7g7f").playUsi("3c3d"), c.toPosition());
  }

  @Test
  void theActionOfTheIterationMayPlayAndTakeBackMovesButMustRestoreTheCursor() {
    Cursor c = Position.initial().cursor();
    long[] leaves = new long[1];
    c.forEachLegalMove(
        m -> {
          c.play(m);
          leaves[0] += c.legalMoveCount();
          c.undo();
        });
    assertEquals(Perft.count(Position.initial(), 2), leaves[0]);
    assertThrows(IllegalStateException.class, () -> c.forEachLegalMove(c::playUnchecked));
  }
}
