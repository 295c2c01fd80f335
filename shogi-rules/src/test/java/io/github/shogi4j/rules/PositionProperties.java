package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.rules.testkit.RandomPositions;
import io.github.shogi4j.rules.testkit.ReferenceGenerator;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/** Invariants of {@link Position} over thousands of random positions and games. */
class PositionProperties {

  /** Moves that are not legal but look plausible: flipped promotions, pseudo moves, random ones. */
  static Set<Move> candidates(Position p, SplittableRandom r) {
    Set<Move> out = new LinkedHashSet<>(p.legalMoves());
    for (Move m : p.legalMoves()) {
      if (m instanceof BoardMove) {
        BoardMove b = (BoardMove) m;
        out.add(new BoardMove(b.from(), b.to(), !b.promote()));
      }
    }
    Position passed =
        p.toSetup().toBuilder()
            .sideToMove(p.sideToMove().opposite())
            .build()
            .validate(Validation.LENIENT);
    out.addAll(passed.legalMoves()); // the opponent's moves: wrong pieces, wrong directions
    for (int i = 0; i < 25; i++) {
      Square to = Square.ofIndex(r.nextInt(81));
      if (r.nextInt(4) == 0) {
        out.add(new Drop(PieceType.handTypes()[r.nextInt(7)], to));
      } else {
        Square from = Square.ofIndex(r.nextInt(81));
        if (from != to) {
          out.add(new BoardMove(from, to, r.nextBoolean()));
        }
      }
    }
    return out;
  }

  @Test
  void isLegalHoldsExactlyForLegalMovesAndIllegalOnesAreRefusedWithAReason() {
    SplittableRandom r = new SplittableRandom(7);
    RandomGames.checkPositions(
        10_000,
        1_200,
        p -> {
          Set<Move> legal = new HashSet<>(p.legalMoves());
          for (Move m : candidates(p, r)) {
            Optional<IllegalMoveReason> why = p.whyIllegal(m);
            if (legal.contains(m)) {
              assertTrue(p.isLegal(m), m + " is generated but not isLegal");
              assertEquals(Optional.empty(), why, m + " is legal");
              assertEquals(p.moveNumber() + 1, p.play(m).moveNumber());
            } else {
              assertFalse(p.isLegal(m), m + " is isLegal but not generated");
              assertTrue(why.isPresent(), m + " is refused without a reason");
              IllegalMoveException e = assertThrows(IllegalMoveException.class, () -> p.play(m));
              assertEquals(m, e.move());
              assertEquals(p, e.position());
              assertEquals(why.get(), e.reason());
            }
          }
        });
  }

  @Test
  void playNeverChangesItsReceiver() {
    RandomGames.checkPositions(
        20_000,
        1_000,
        p -> {
          String sfen = p.toSfen();
          long key = p.zobristKey();
          List<Move> before = p.legalMoves();
          for (Move m : before) {
            Position next = p.play(m);
            assertNotEquals(p, next);
          }
          assertEquals(sfen, p.toSfen());
          assertEquals(key, p.zobristKey());
          assertEquals(before, p.legalMoves());
        });
  }

  private static int[] material(Position p) {
    int[] n = new int[8];
    for (Square sq : Square.values()) {
      Optional<Piece> piece = p.pieceAt(sq);
      if (piece.isPresent()) {
        n[piece.get().type().unpromoted().ordinal()]++;
      }
    }
    for (Color c : Color.values()) {
      for (PieceType t : PieceType.handTypes()) {
        n[t.ordinal()] += p.hand(c).count(t);
      }
    }
    return n;
  }

  @Test
  void materialIsConservedAlongGames() {
    for (long seed = 0; seed < 150; seed++) {
      RandomGame g = RandomGames.game(seed, 150);
      int[] start = material(g.start());
      List<Position> ps = g.positions();
      for (int i = 0; i < ps.size(); i++) {
        if (!java.util.Arrays.equals(start, material(ps.get(i)))) {
          throw RandomGames.failure(
              g,
              i,
              ps.get(i),
              new AssertionError(
                  "material changed: "
                      + java.util.Arrays.toString(start)
                      + " -> "
                      + java.util.Arrays.toString(material(ps.get(i)))));
        }
      }
    }
  }

  @Test
  void incrementalKeyEqualsKeyFromScratch() {
    RandomGames.check(
        3_000,
        150,
        150,
        p -> {
          assertEquals(Board.of(p).computeKey(), p.zobristKey(), "incremental key");
          Position fresh = p.toSetup().validate(Validation.LENIENT);
          assertEquals(
              fresh.zobristKey(), p.zobristKey(), "key of the same position set up afresh");
          assertEquals(fresh, p);
          assertEquals(fresh.hashCode(), p.hashCode());
        });
  }

  @Test
  void equalKeysOfDifferentPositionsAreRare() {
    // The key covers the hands and the side to move, not only the board.
    Position a = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b P 1");
    Position b = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b p 1");
    Position c = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 w P 1");
    assertNotEquals(a.zobristKey(), b.zobristKey());
    assertNotEquals(a.zobristKey(), c.zobristKey());
    assertNotEquals(a, b);
    assertNotEquals(a, c);
  }

  @Test
  void sfenRoundTrips() {
    qt().withExamples(2_000)
        .forAll(ShogiGenerators.positions())
        .checkAssert(
            p -> {
              String s = p.toSfen();
              assertEquals(s, Sfen.format(Sfen.parse(s)), "format(parse(s))");
              Setup setup = p.toSetup();
              assertEquals(setup, Sfen.parse(Sfen.format(setup)), "parse(format(setup))");
              Position back = Position.fromSfen(s, Validation.LENIENT);
              assertEquals(p, back);
              assertEquals(p.moveNumber(), back.moveNumber());
            });
  }

  private static Move mirror(Move m) {
    if (m instanceof Drop) {
      Drop d = (Drop) m;
      return new Drop(d.type(), d.to().flip());
    }
    BoardMove b = (BoardMove) m;
    return new BoardMove(b.from().flip(), b.to().flip(), b.promote());
  }

  @Test
  void theColorFlippedPositionHasTheMirroredMoves() {
    RandomGames.checkPositions(
        30_000,
        2_000,
        p -> {
          Position flipped = p.toSetup().flip().validate(Validation.LENIENT);
          Set<Move> mirrored = new HashSet<>();
          p.legalMoves().forEach(m -> mirrored.add(mirror(m)));
          assertEquals(mirrored, new HashSet<>(flipped.legalMoves()));
          assertEquals(p.isCheck(), flipped.isCheck());
          assertEquals(p.checkers().size(), flipped.checkers().size());
        });
  }

  @Test
  void noGeneratedMoveLeavesTheMoversKingAttacked() {
    RandomGames.checkPositions(
        40_000,
        800,
        p -> {
          Color us = p.sideToMove();
          for (Move m : p.legalMoves()) {
            Position next = p.play(m);
            Optional<Square> king = next.kingSquare(us);
            if (king.isPresent()) {
              assertFalse(
                  ReferenceGenerator.isAttacked(next, king.get(), us.opposite()),
                  m + " leaves the king attacked");
            }
          }
        });
  }

  @Test
  void checkAndCheckersAgreeWithTheReferenceAttackTest() {
    RandomGames.checkPositions(
        45_000,
        3_000,
        p -> {
          Optional<Square> king = p.kingSquare(p.sideToMove());
          boolean attacked =
              king.isPresent()
                  && ReferenceGenerator.isAttacked(p, king.get(), p.sideToMove().opposite());
          assertEquals(attacked, p.isCheck());
          assertEquals(attacked, !p.checkers().isEmpty());
          assertEquals(p.isCheck() && p.legalMoves().isEmpty(), p.isCheckmate());
          for (Square s : p.checkers()) {
            assertEquals(Optional.of(p.sideToMove().opposite()), p.pieceAt(s).map(Piece::color));
          }
        });
  }

  @Test
  void givesCheckIsWhetherTheNextPositionIsInCheck() {
    RandomGames.checkPositions(
        65_000,
        600,
        p -> {
          for (Move m : p.legalMoves()) {
            assertEquals(p.play(m).isCheck(), p.givesCheck(m), m.toUsi());
          }
        });
    Position p = Position.initial();
    assertThrows(
        IllegalMoveException.class, () -> p.givesCheck(Move.parseUsi("7g7e").orElseThrow()));
  }

  @Test
  void noLegalPawnDropMates() {
    RandomGames.checkPositions(
        60_000,
        2_000,
        p -> {
          for (Move m : p.legalMoves()) {
            if (m instanceof Drop && ((Drop) m).type() == PieceType.PAWN) {
              assertFalse(p.play(m).isCheckmate(), m + " is a mating pawn drop (打ち歩詰め)");
            }
          }
        });
  }

  @Test
  void aMatingPawnDropIsNeverGeneratedWhileAMatingPawnPushIs() {
    SplittableRandom r = new SplittableRandom(11);
    int pushes = 0;
    for (int i = 0; i < 150; i++) {
      RandomPositions.DropMate dm = RandomPositions.dropPawnMate(r);
      Position p = dm.position();
      assertFalse(p.isLegal(dm.drop()), "mating pawn drop generated in " + p.toSfen());
      assertEquals(Optional.of(IllegalMoveReason.UCHIFUZUME), p.whyIllegal(dm.drop()), p.toSfen());
      // The same net with the pawn on the board one square behind: pushing it mates, legally.
      Square front = dm.drop().to();
      if (front.rank() == 9) {
        continue;
      }
      Square behind = Square.of(front.file(), front.rank() + 1);
      if (p.pieceAt(behind).isPresent()) {
        continue;
      }
      Position withPawn =
          p.toSetup().toBuilder()
              .put(behind, Piece.SENTE_PAWN)
              .hand(Color.SENTE, Hand.EMPTY)
              .build()
              .validate(Validation.LENIENT);
      BoardMove push = new BoardMove(behind, front, false);
      if (!ReferenceGenerator.leavesKingAttacked(withPawn, push)
          && ReferenceGenerator.mates(withPawn, push)) {
        assertTrue(withPawn.isLegal(push), "mating pawn push refused in " + withPawn.toSfen());
        assertTrue(withPawn.play(push).isCheckmate());
        pushes++;
      }
    }
    assertTrue(pushes >= 25, "only " + pushes + " mating pushes were constructed");
  }

  @Test
  void movesBySquareAndDropsByKindPartitionTheLegalMoves() {
    RandomGames.checkPositions(
        40_000,
        800,
        p -> {
          List<Move> legal = p.legalMoves();
          List<Move> union = new java.util.ArrayList<>();
          for (Square from : Square.values()) {
            List<BoardMove> fromHere = p.legalMovesFrom(from);
            assertEquals(
                legal.stream().filter(m -> m instanceof BoardMove b && b.from() == from).toList(),
                fromHere,
                "moves from " + from + " in " + p.toSfen());
            union.addAll(fromHere);
            for (BoardMove b : fromHere) {
              List<BoardMove> between = p.legalMoves(from, b.to());
              assertTrue(between.contains(b));
              assertTrue(between.size() <= 2, between.toString());
              assertEquals(
                  between.size() == 2, p.isLegal(new BoardMove(from, b.to(), !b.promote())));
              if (between.size() == 2) {
                assertTrue(
                    between.get(0).promote() && !between.get(1).promote(), between.toString());
              }
            }
          }
          for (PieceType type : PieceType.handTypes()) {
            List<Drop> drops = p.legalDrops(type);
            assertEquals(
                legal.stream().filter(m -> m instanceof Drop d && d.type() == type).toList(),
                drops,
                "drops of " + type + " in " + p.toSfen());
            assertTrue(drops.isEmpty() || p.hand(p.sideToMove()).count(type) > 0);
            union.addAll(drops);
          }
          assertEquals(new HashSet<>(legal), new HashSet<>(union));
          assertEquals(legal.size(), union.size());
        });
  }
}
