package io.github.shogi4j.search.tools;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.search.BruteMate;
import java.util.SplittableRandom;

/**
 * Finds random sparse positions with a mate in exactly N plies (a fixture generator, run by hand).
 */
public final class MateGen {
  private MateGen() {}

  /**
   * Runs it.
   *
   * @param args plies, how many, seed
   */
  public static void main(String[] args) {
    int plies = Integer.parseInt(args[0]);
    int want = Integer.parseInt(args[1]);
    SplittableRandom rng = new SplittableRandom(Long.parseLong(args[2]));
    PieceType[] attackers = {
      PieceType.GOLD,
      PieceType.SILVER,
      PieceType.KNIGHT,
      PieceType.ROOK,
      PieceType.BISHOP,
      PieceType.LANCE,
      PieceType.PAWN,
      PieceType.DRAGON,
      PieceType.HORSE
    };
    PieceType[] defenders = {
      PieceType.GOLD, PieceType.SILVER, PieceType.PAWN, PieceType.KNIGHT, PieceType.LANCE
    };
    int found = 0;
    while (found < want) {
      Setup.Builder b = Setup.builder();
      int kf = 1 + rng.nextInt(9);
      int kr = 1 + rng.nextInt(2);
      b.put(Square.of(kf, kr), Piece.of(Color.GOTE, PieceType.KING));
      b.put(Square.of(5, 9), Piece.of(Color.SENTE, PieceType.KING));
      for (int i = rng.nextInt(4); i > 0; i--) {
        int f = Math.max(1, Math.min(9, kf + rng.nextInt(5) - 2));
        int r = 1 + rng.nextInt(4);
        b.put(Square.of(f, r), Piece.of(Color.GOTE, defenders[rng.nextInt(defenders.length)]));
      }
      for (int i = 1 + rng.nextInt(2); i > 0; i--) {
        int f = Math.max(1, Math.min(9, kf + rng.nextInt(7) - 3));
        int r = 1 + rng.nextInt(6);
        b.put(Square.of(f, r), Piece.of(Color.SENTE, attackers[rng.nextInt(attackers.length)]));
      }
      Hand h = Hand.EMPTY;
      for (int i = rng.nextInt(3); i > 0; i--) {
        h = h.plus(PieceType.handTypes()[rng.nextInt(7)]);
      }
      b.hand(Color.SENTE, h);
      b.put(Square.of(kf, kr), Piece.of(Color.GOTE, PieceType.KING));
      Setup s = b.sideToMove(Color.SENTE).build();
      if (!s.problems(Validation.STRICT).isEmpty()) {
        continue;
      }
      Position p = s.validate(Validation.STRICT);
      if (p.isCheck()
          || (plies > 1 && BruteMate.mates(p, plies - 2))
          || !BruteMate.mates(p, plies)) {
        continue;
      }
      System.out.println(p.toSfen());
      found++;
    }
  }
}
