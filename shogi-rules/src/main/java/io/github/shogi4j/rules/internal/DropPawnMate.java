package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;

/**
 * The drop-pawn mate test (打ち歩詰め): a pawn dropped right in front of the enemy king that checkmates
 * it is illegal.
 *
 * <p>Only the drop on the square in front of the enemy king can be one, so a generator tests that
 * square alone ({@link #pawnCheckSquare}). The full test ({@link #pawnDropMates}) looks for a
 * reply: the king takes the pawn if nothing guards it, steps to a square no enemy piece then
 * attacks, or another defender that may legally move takes the pawn. The pawn is the only checker
 * (a drop uncovers nothing) and stands next to the king, so interposition (合駒) never answers. The
 * board is left as it was found.
 */
final class DropPawnMate {
  private DropPawnMate() {}

  /**
   * The square right in front of the enemy king when it is among the pawn drop targets (dLo, dHi)
   * of {@code us}: the one drop that may be a drop-pawn mate; else -1.
   */
  static int pawnCheckSquare(Board b, int us, long dLo, long dHi) {
    int ek = b.st[2 + us ^ 1];
    if (ek < 0) {
      return -1;
    }
    int front = us == 0 ? ek + 1 : ek - 1; // the square from which a pawn checks the king
    return front >= 0
            && front < 81
            && front / 9 == ek / 9
            && ((dLo & SQ_LO[front]) | (dHi & SQ_HI[front])) != 0
        ? front
        : -1;
  }

  /**
   * Whether a pawn dropped by the side to move on {@code to}, right in front of the enemy king,
   * checkmates: the pawn is guarded (the king cannot take it), the king has no safe square, and no
   * other defender can legally take it. A drop never discovers a check, so the pawn is the only
   * checker and no interposition exists.
   */
  static boolean pawnDropMates(Board b, int to) {
    int us = b.side;
    int them = us ^ 1;
    int ek = b.st[2 + them];
    long withoutKingLo = b.occLo & ~SQ_LO[ek];
    long withoutKingHi = b.occHi & ~SQ_HI[ek];
    if (!Attacks.attacked(b, to, us, withoutKingLo, withoutKingHi)) {
      return false; // the king takes the pawn
    }
    long oLo = withoutKingLo | SQ_LO[to];
    long oHi = withoutKingHi | SQ_HI[to];
    int i = PieceCodes.code(them, PieceCodes.KING) * 81 + ek;
    long escLo = STEP_LO[i] & ~b.bb[28 + them] & ~SQ_LO[to];
    long escHi = STEP_HI[i] & ~b.bb[30 + them] & ~SQ_HI[to];
    while (escLo != 0) {
      int s = Long.numberOfTrailingZeros(escLo);
      escLo &= escLo - 1;
      if (!Attacks.attacked(b, s, us, oLo, oHi)) {
        return false;
      }
    }
    while (escHi != 0) {
      int s = 63 + Long.numberOfTrailingZeros(escHi);
      escHi &= escHi - 1;
      if (!Attacks.attacked(b, s, us, oLo, oHi)) {
        return false;
      }
    }
    // Captures by other defenders: legal unless the capturer is pinned (tested by playing it).
    Attacks.attackersTo(b, to, them, b.occLo | SQ_LO[to], b.occHi | SQ_HI[to]);
    long capLo = b.rLo & ~SQ_LO[ek];
    long capHi = b.rHi & ~SQ_HI[ek];
    if ((capLo | capHi) == 0) {
      return true;
    }
    int[] caps = new int[16];
    int nc = Attacks.squaresOf(capLo, capHi, caps, 0);
    int drop = Moves.drop(PieceCodes.PAWN, to, PieceCodes.code(us, PieceCodes.PAWN));
    MakeUnmake.make(b, drop);
    boolean escaped = false;
    for (int k = 0; k < nc && !escaped; k++) {
      int capture = Moves.board(caps[k], to, false, b.squares[caps[k]], b.squares[to]);
      MakeUnmake.make(b, capture);
      escaped = !b.isAttacked(ek, us);
      MakeUnmake.unmake(b, capture);
    }
    MakeUnmake.unmake(b, drop);
    return !escaped;
  }

  /**
   * Whether a pawn drop of the side to move on {@code to} is a drop-pawn mate: it stands right in
   * front of the enemy king (same file) and {@link #pawnDropMates} finds no reply.
   */
  static boolean mates(Board b, int to) {
    int us = b.side;
    int ek = b.st[2 + us ^ 1];
    int front = us == 0 ? ek + 1 : ek - 1;
    return ek >= 0 && to == front && front / 9 == ek / 9 && pawnDropMates(b, to);
  }
}
