package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;

/**
 * Move generation for the mate search on the internal {@link Board}: the attacker's checks (王手)
 * and the defender's evasions (王手回避), both exactly the legal moves of that kind.
 *
 * <p>Both filter the board's pseudo-legal moves with cheap geometric tests first and then apply the
 * board's own legality test, so a mating pawn drop (打ち歩詰め) is never produced. Not thread-safe:
 * one instance per search thread.
 */
final class MateMoves {
  /** Room for every pseudo-legal move of any position (drops of seven kinds on 81 squares and more). */
  static final int BUFFER = 1600;

  private final int[] checkerBuf = new int[16];

  /**
   * Writes the legal checks of the side to move.
   *
   * @param b the board
   * @param buf receives moves from {@code off}; needs {@link #BUFFER} entries of room
   * @param off where to write
   * @return how many were written
   */
  int checks(Board b, int[] buf, int off) {
    int us = b.sideToMove();
    int them = us ^ 1;
    int ksq = b.kingSquare(them);
    if (ksq < 0) {
      return 0;
    }
    int end = b.generatePseudo(buf, off);
    int kf = ksq / 9;
    int kr = ksq % 9;
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      boolean drop = Moves.isDrop(m);
      if (drop && !dropMayCheck(Moves.dropType(m), Moves.to(m), kf, kr)) {
        continue;
      }
      b.doMove(m);
      boolean ok = b.isAttacked(ksq, us);
      if (ok) {
        int own = b.kingSquare(us);
        ok = own < 0 || !b.isAttacked(own, them);
      }
      b.undoMove(m);
      if (ok && drop && Moves.dropType(m) == PieceCodes.PAWN) {
        ok = b.isLegalPseudo(m); // the drop-pawn mate test (打ち歩詰め)
      }
      if (ok) {
        buf[n++] = m;
      }
    }
    return n - off;
  }

  private static boolean dropMayCheck(int type, int to, int kf, int kr) {
    int df = Math.abs(to / 9 - kf);
    int dr = Math.abs(to % 9 - kr);
    switch (type) {
      case PieceCodes.LANCE:
        return df == 0;
      case PieceCodes.BISHOP:
        return df == dr;
      case PieceCodes.ROOK:
        return df == 0 || dr == 0;
      default:
        return df <= 1 && dr <= 2;
    }
  }

  /**
   * Writes the legal moves of the side to move, which is in check; when it is not in check, all its
   * legal moves.
   *
   * @param b the board
   * @param buf receives moves from {@code off}; needs {@link #BUFFER} entries of room
   * @param off where to write
   * @return how many were written
   */
  int evasions(Board b, int[] buf, int off) {
    int us = b.sideToMove();
    int ksq = b.kingSquare(us);
    int nCheckers = ksq < 0 ? 0 : b.checkers(checkerBuf);
    if (nCheckers == 0) {
      return b.generateLegal(buf, off);
    }
    long between0 = 0;
    long between1 = 0;
    int checker = checkerBuf[0];
    if (nCheckers == 1) {
      long[] bb = betweenMask(ksq, checker);
      between0 = bb[0];
      between1 = bb[1];
    }
    int end = b.generatePseudo(buf, off);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      int to = Moves.to(m);
      boolean candidate;
      if (Moves.isDrop(m)) {
        candidate = nCheckers == 1 && has(between0, between1, to);
      } else if (PieceCodes.type(Moves.moved(m)) == PieceCodes.KING) {
        candidate = true;
      } else {
        candidate = nCheckers == 1 && (to == checker || has(between0, between1, to));
      }
      if (candidate && b.isLegalPseudo(m)) {
        buf[n++] = m;
      }
    }
    return n - off;
  }

  private static boolean has(long b0, long b1, int sq) {
    return sq < 64 ? (b0 & (1L << sq)) != 0 : (b1 & (1L << (sq - 64))) != 0;
  }

  /**
   * The squares strictly between two squares on one line (file, rank or diagonal), as two words
   * (squares 0-63, 64-80); empty when they are not on a line or are adjacent.
   *
   * @param a a square index
   * @param c another square index
   * @return the two words
   */
  static long[] betweenMask(int a, int c) {
    long[] out = new long[2];
    int df = c / 9 - a / 9;
    int dr = c % 9 - a % 9;
    if (!(df == 0 || dr == 0 || Math.abs(df) == Math.abs(dr))) {
      return out;
    }
    int sf = Integer.signum(df);
    int sr = Integer.signum(dr);
    int f = a / 9 + sf;
    int r = a % 9 + sr;
    while (f * 9 + r != c) {
      int s = f * 9 + r;
      if (s < 64) {
        out[0] |= 1L << s;
      } else {
        out[1] |= 1L << (s - 64);
      }
      f += sf;
      r += sr;
    }
    return out;
  }

  /**
   * Whether the squares are on one line with at least one square between them.
   *
   * @param a a square index
   * @param c another square index
   * @return true if some square lies strictly between
   */
  static boolean hasBetween(int a, int c) {
    long[] m = betweenMask(a, c);
    return (m[0] | m[1]) != 0;
  }
}
