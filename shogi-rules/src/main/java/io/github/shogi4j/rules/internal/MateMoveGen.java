package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_LO;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.LINE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.LINE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_HI;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_LO;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;

/**
 * The checks (王手) of the side to move, for a mate solver, without playing any move: a board move
 * gives check when the piece it places reaches the enemy king from its target square (the square it
 * leaves counted empty) or when it leaves a line from the king to one of its own sliders while
 * being the only piece on it (a discovered check, 開き王手); a drop gives check when the dropped piece
 * reaches the king. Only the candidates of a side that has a king of its own, and pawn drops (for
 * the drop-pawn mate, 打ち歩詰め), go through the board's legality test.
 *
 * <p>Gives exactly the legal moves of {@link Board#generateLegal} that give check, in an order of
 * its own (board moves first, then drops by kind). Not thread-safe: one instance per search thread.
 */
public final class MateMoveGen {
  private final long[] blockers = new long[2];

  /** Creates a generator with its own scratch space. */
  public MateMoveGen() {}

  /**
   * Whether a piece code on {@code from} attacks {@code ksq} under an occupancy.
   *
   * @param code the piece code placed on {@code from}
   * @param from its square
   * @param ksq the target square
   * @param oLo occupancy, squares 0-62
   * @param oHi occupancy, squares 63-80
   * @return true if it reaches the square
   */
  static boolean reaches(int code, int from, int ksq, long oLo, long oHi) {
    int i = code * 81 + from;
    if (((STEP_LO[i] & SQ_LO[ksq]) | (STEP_HI[i] & SQ_HI[ksq])) != 0) {
      return true;
    }
    long lineLo;
    long lineHi;
    switch (PieceCodes.type(code)) {
      case PieceCodes.LANCE:
        {
          int j = (code > 14 ? Bitboards.S : Bitboards.N) * 81 + from;
          lineLo = RAY_LO[j];
          lineHi = RAY_HI[j];
          break;
        }
      case PieceCodes.BISHOP:
      case PieceCodes.HORSE:
        lineLo = BISHOP_LO[from];
        lineHi = BISHOP_HI[from];
        break;
      case PieceCodes.ROOK:
      case PieceCodes.DRAGON:
        lineLo = ROOK_LO[from];
        lineHi = ROOK_HI[from];
        break;
      default:
        return false;
    }
    if (((lineLo & SQ_LO[ksq]) | (lineHi & SQ_HI[ksq])) == 0) {
      return false;
    }
    int j = from * 81 + ksq;
    return ((BETWEEN_LO[j] & oLo) | (BETWEEN_HI[j] & oHi)) == 0;
  }

  /**
   * Writes the legal checks of the side to move; none when the opponent has no king.
   *
   * @param b the board
   * @param buf receives moves from {@code off}; needs room for every pseudo-legal board move of the
   *     position ({@link Moves#MAX_LEGAL} entries suffice)
   * @param off where to write
   * @return how many were written
   */
  public int checks(Board b, int[] buf, int off) {
    int us = b.sideToMove();
    int ksq = b.kingSquare(us ^ 1);
    if (ksq < 0) {
      return 0;
    }
    int hand = b.hand(us);
    boolean ownKing = b.kingSquare(us) >= 0;
    int end;
    if (hand == 0) {
      end = off + b.generatePseudo(buf, off);
    } else {
      // The hand is set aside while generating, so that only board moves come out; drops follow.
      b.setHand(us, 0);
      try {
        end = off + b.generatePseudo(buf, off);
      } finally {
        b.setHand(us, hand);
      }
    }
    b.blockersOf(ksq, us, blockers);
    long discLo = blockers[0];
    long discHi = blockers[1];
    long oLo = b.occupiedLo();
    long oHi = b.occupiedHi();
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      int from = Moves.from(m);
      int to = Moves.to(m);
      int placed = Moves.isPromote(m) ? Moves.moved(m) + 8 : Moves.moved(m);
      long fLo = SQ_LO[from];
      long fHi = SQ_HI[from];
      boolean check = reaches(placed, to, ksq, oLo & ~fLo, oHi & ~fHi);
      if (!check && ((discLo & fLo) | (discHi & fHi)) != 0) {
        int j = ksq * 81 + from;
        check = ((LINE_LO[j] & SQ_LO[to]) | (LINE_HI[j] & SQ_HI[to])) == 0;
      }
      if (check && (!ownKing || b.isLegalPseudo(m))) {
        buf[n++] = m;
      }
    }
    if (hand == 0) {
      return n - off;
    }
    // Drops: only on empty squares from which the dropped piece reaches the king.
    long eLo = ~oLo & Bitboards.ALL_LO;
    long eHi = ~oHi & Bitboards.ALL_HI;
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(hand, t) == 0) {
        continue;
      }
      int code = PieceCodes.code(us, t);
      long cLo;
      long cHi;
      if (t == PieceCodes.LANCE || t == PieceCodes.BISHOP || t == PieceCodes.ROOK) {
        // A slider of ours reaches the king from the squares the same slider of theirs would
        // reach from the king: its lines, up to the first piece.
        int j = (t == PieceCodes.LANCE ? (us == 0 ? Bitboards.S : Bitboards.N) * 81 + ksq : -1);
        cLo =
            t == PieceCodes.LANCE
                ? RAY_LO[j]
                : t == PieceCodes.BISHOP ? BISHOP_LO[ksq] : ROOK_LO[ksq];
        cHi =
            t == PieceCodes.LANCE
                ? RAY_HI[j]
                : t == PieceCodes.BISHOP ? BISHOP_HI[ksq] : ROOK_HI[ksq];
      } else {
        // A stepping piece of ours on s reaches the king iff theirs on the king's square reaches s.
        int j = PieceCodes.code(us ^ 1, t) * 81 + ksq;
        cLo = STEP_LO[j];
        cHi = STEP_HI[j];
      }
      cLo &= eLo & LIVE_LO[code];
      cHi &= eHi & LIVE_HI[code];
      while ((cLo | cHi) != 0) {
        int s;
        if (cLo != 0) {
          s = Long.numberOfTrailingZeros(cLo);
          cLo &= cLo - 1;
        } else {
          s = 63 + Long.numberOfTrailingZeros(cHi);
          cHi &= cHi - 1;
        }
        if (t == PieceCodes.LANCE || t == PieceCodes.BISHOP || t == PieceCodes.ROOK) {
          int j = s * 81 + ksq;
          if (((BETWEEN_LO[j] & oLo) | (BETWEEN_HI[j] & oHi)) != 0) {
            continue;
          }
        }
        int m = Moves.drop(t, s, code);
        if (t == PieceCodes.PAWN) {
          if (hasPawnOnFile(b, code, s / 9) || !b.isLegalPseudo(m)) {
            continue; // 二歩, or the drop-pawn mate (打ち歩詰め) or a king left in check
          }
        } else if (ownKing && !b.isLegalPseudo(m)) {
          continue;
        }
        buf[n++] = m;
      }
    }
    return n - off;
  }

  private static boolean hasPawnOnFile(Board b, int pawn, int file) {
    for (int s = file * 9; s < file * 9 + 9; s++) {
      if (b.pieceAt(s) == pawn) {
        return true;
      }
    }
    return false;
  }
}
