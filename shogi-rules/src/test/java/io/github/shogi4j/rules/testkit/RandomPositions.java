package io.github.shogi4j.rules.testkit;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

/**
 * Seeded random positions for property tests: the same seed gives the same position on every run
 * and machine. {@link #of(long)} mixes every kind this class makes: positions from random games
 * (from the even start and the handicaps), random arrangements with pieces in hand and promoted
 * pieces, positions where the side to move is in check, and tsume-style positions without the
 * attacker's king.
 *
 * <p>Every position is valid under {@link Validation#TSUME} at least, so the whole rules API
 * applies. Stateless and thread-safe.
 */
public final class RandomPositions {
  private RandomPositions() {}

  /** How many pieces of each hand kind a set has, by ordinal (pawn 18 ... gold 4). */
  private static final int[] SET_SIZE = {18, 4, 4, 4, 2, 2, 4};

  /**
   * A random position of any kind, chosen by the seed.
   *
   * @param seed the seed
   * @return the position
   */
  public static Position of(long seed) {
    SplittableRandom r = new SplittableRandom(seed);
    int kind = r.nextInt(10);
    switch (kind) {
      case 0:
      case 1:
      case 2:
        return fromGame(r, RandomGames.randomStart(r));
      case 3:
      case 4:
      case 5:
        return arrangement(r);
      case 6:
      case 7:
        return inCheck(r);
      case 8:
        return fromGame(r, arrangement(r));
      default:
        return withoutAttackerKing(r);
    }
  }

  /**
   * The position after a random number (0 to 150) of random moves from a start.
   *
   * @param r the source of randomness
   * @param start the start
   * @return the position reached
   */
  public static Position fromGame(SplittableRandom r, Position start) {
    int plies = r.nextInt(151);
    Position p = start;
    for (int i = 0; i < plies; i++) {
      Optional<Move> m = RandomGames.randomMove(r, p);
      if (m.isEmpty()) {
        break;
      }
      p = p.play(m.get());
    }
    return p;
  }

  /**
   * A random arrangement of part of a piece set: both kings, other pieces on the board (some
   * promoted) or in either hand, either side to move. Strictly valid: no dead pieces, no nifu, the
   * side not to move not in check.
   *
   * @param r the source of randomness
   * @return the position
   */
  public static Position arrangement(SplittableRandom r) {
    while (true) {
      Optional<Position> p = tryArrangement(r, true).flatMap(s -> accept(s, Validation.STRICT));
      if (p.isPresent()) {
        return p.get();
      }
    }
  }

  /**
   * A random arrangement where the side to move has no king, as tsume problems (詰将棋) give the
   * attacker; the defender keeps its king. Valid under {@link Validation#TSUME}.
   *
   * @param r the source of randomness
   * @return the position
   */
  public static Position withoutAttackerKing(SplittableRandom r) {
    while (true) {
      Optional<Position> p = tryArrangement(r, false).flatMap(s -> accept(s, Validation.TSUME));
      if (p.isPresent()) {
        return p.get();
      }
    }
  }

  /**
   * A random position whose side to move is in check (王手): a random arrangement or game position,
   * then a checking move when one exists.
   *
   * @param r the source of randomness
   * @return the position, in check whenever a check could be found within a few tries
   */
  public static Position inCheck(SplittableRandom r) {
    Position last = Position.initial();
    for (int attempt = 0; attempt < 20; attempt++) {
      Position p = r.nextBoolean() ? arrangement(r) : fromGame(r, RandomGames.randomStart(r));
      List<Move> moves = p.legalMoves();
      int n = moves.size();
      int first = n == 0 ? 0 : r.nextInt(n);
      for (int i = 0; i < n; i++) {
        Position next = p.play(moves.get((first + i) % n));
        if (next.isCheck()) {
          return next;
        }
      }
      last = p;
    }
    return last;
  }

  private static Optional<Position> accept(Setup s, Validation v) {
    if (s.problems(v).isEmpty()) {
      return Optional.of(s.validate(v));
    }
    Setup other = s.toBuilder().sideToMove(s.sideToMove().opposite()).build();
    return other.problems(v).isEmpty() ? Optional.of(other.validate(v)) : Optional.empty();
  }

  private static Optional<Setup> tryArrangement(SplittableRandom r, boolean attackerKing) {
    Setup.Builder b = Setup.builder();
    Color toMove = r.nextBoolean() ? Color.SENTE : Color.GOTE;
    boolean[] occupied = new boolean[81];
    for (Color c : Color.values()) {
      if (c == toMove && !attackerKing) {
        continue;
      }
      int sq = freeSquare(r, occupied);
      b.put(Square.ofIndex(sq), Piece.of(c, PieceType.KING));
    }
    double keep = 0.25 + 0.75 * r.nextDouble();
    double onBoard = 0.15 + 0.8 * r.nextDouble();
    double promote = 0.4 * r.nextDouble();
    Hand[] hands = {Hand.EMPTY, Hand.EMPTY};
    int[] pawnFiles = new int[2];
    for (PieceType t : PieceType.handTypes()) {
      for (int i = 0; i < SET_SIZE[t.ordinal()]; i++) {
        if (r.nextDouble() >= keep) {
          continue;
        }
        Color c = r.nextBoolean() ? Color.SENTE : Color.GOTE;
        if (r.nextDouble() < onBoard) {
          int sq = freeSquare(r, occupied);
          Square square = Square.ofIndex(sq);
          boolean promoted = t.canPromote() && r.nextDouble() < promote;
          if (!promoted
              && square.relativeRank(c) <= (t == PieceType.KNIGHT ? 2 : 1)
              && (t == PieceType.PAWN || t == PieceType.LANCE || t == PieceType.KNIGHT)) {
            promoted = true; // it could never move unpromoted (行き所のない駒)
          }
          if (t == PieceType.PAWN && !promoted) {
            int bit = 1 << (square.file() - 1);
            if ((pawnFiles[c.ordinal()] & bit) != 0) {
              promoted = true; // a second unpromoted pawn on the file would be nifu
            }
            pawnFiles[c.ordinal()] |= bit;
          }
          b.put(square, Piece.of(c, promoted ? t.promoted() : t));
        } else {
          hands[c.ordinal()] = hands[c.ordinal()].plus(t);
        }
      }
    }
    return Optional.of(
        b.hand(Color.SENTE, hands[0])
            .hand(Color.GOTE, hands[1])
            .sideToMove(toMove)
            .moveNumber(1 + r.nextInt(200))
            .build());
  }

  private static int freeSquare(SplittableRandom r, boolean[] occupied) {
    while (true) {
      int sq = r.nextInt(81);
      if (!occupied[sq]) {
        occupied[sq] = true;
        return sq;
      }
    }
  }

  /**
   * A position where a pawn drop in front of the defender's king is checkmate, so that the drop is
   * illegal (打ち歩詰め), together with that drop. Found by trying random small mating nets.
   *
   * @param r the source of randomness
   * @return the position and the forbidden drop
   */
  public static DropMate dropPawnMate(SplittableRandom r) {
    while (true) {
      Setup.Builder b = Setup.builder();
      boolean[] occupied = new boolean[81];
      // The attacker is sente; the defender's king stands where a sente pawn can be dropped below
      // it.
      int kFile = 1 + r.nextInt(9);
      int kRank = 1 + r.nextInt(6);
      Square king = Square.of(kFile, kRank);
      Square front = Square.of(kFile, kRank + 1);
      occupied[king.ordinal()] = true;
      occupied[front.ordinal()] = true;
      b.put(king, Piece.GOTE_KING);
      int sk = freeSquare(r, occupied);
      b.put(Square.ofIndex(sk), Piece.SENTE_KING);
      int attackers = 1 + r.nextInt(4);
      int defenders = r.nextInt(3);
      PieceType[] kinds = {
        PieceType.GOLD,
        PieceType.SILVER,
        PieceType.KNIGHT,
        PieceType.LANCE,
        PieceType.BISHOP,
        PieceType.ROOK,
        PieceType.DRAGON,
        PieceType.HORSE,
        PieceType.PRO_PAWN
      };
      for (int i = 0; i < attackers + defenders; i++) {
        Color c = i < attackers ? Color.SENTE : Color.GOTE;
        int f = Math.max(1, Math.min(9, kFile + r.nextInt(5) - 2));
        int rk = Math.max(1, Math.min(9, kRank + r.nextInt(5) - 2));
        Square sq = Square.of(f, rk);
        if (occupied[sq.ordinal()]) {
          continue;
        }
        occupied[sq.ordinal()] = true;
        b.put(sq, Piece.of(c, kinds[r.nextInt(kinds.length)]));
      }
      Setup s =
          b.hand(Color.SENTE, Hand.EMPTY.with(PieceType.PAWN, 1)).sideToMove(Color.SENTE).build();
      if (!s.problems(Validation.LENIENT).isEmpty()
          || !s.problems(Validation.STRICT).stream()
              .allMatch(
                  p -> p.kind() == io.github.shogi4j.rules.PositionProblem.Kind.TOO_MANY_PIECES)) {
        continue;
      }
      Position p = s.validate(Validation.LENIENT);
      if (p.isCheck()) {
        continue;
      }
      Drop drop = new Drop(PieceType.PAWN, front);
      if (!ReferenceGenerator.leavesKingAttacked(p, drop) && ReferenceGenerator.mates(p, drop)) {
        return new DropMate(p, drop);
      }
    }
  }

  /**
   * A position with a mating pawn drop.
   *
   * @param position the position, sente to move with one pawn in hand
   * @param drop the pawn drop that would mate and is therefore illegal
   */
  public record DropMate(Position position, Drop drop) {}
}
