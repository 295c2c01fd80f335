package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;

/**
 * Move generation for the mate search on the internal {@link Board}: the attacker's checks (王手)
 * and the defender's evasions (王手回避), both exactly the legal moves of that kind.
 *
 * <p>Board moves come from the board's pseudo-legal generator (with the hand set aside); drops are
 * made only where they can matter (checking squares near or in line with the king; interposition
 * squares). Candidates pass cheap geometric tests first and then the board's own legality test, so a
 * mating pawn drop (打ち歩詰め) is never produced. Not thread-safe:
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
    int hand = b.hand(us);
    int end = boardMoves(b, buf, off);
    long[] discover = discoverers(b, ksq, us);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      int from = Moves.from(m);
      int to = Moves.to(m);
      b.doMove(m);
      boolean ok = b.attacks(to, ksq) || (has(discover[0], discover[1], from) && b.isAttacked(ksq, us));
      if (ok) {
        int own = b.kingSquare(us);
        ok = own < 0 || !b.isAttacked(own, them);
      }
      b.undoMove(m);
      if (ok) {
        buf[n++] = m;
      }
    }
    if (hand == 0) {
      return n - off;
    }
    int pawnFiles = HandBits.count(hand, PieceCodes.PAWN) > 0 ? pawnFiles(b, us) : 0;
    int kf = ksq / 9;
    int kr = ksq % 9;
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(hand, t) == 0) {
        continue;
      }
      int code = PieceCodes.code(us, t);
      if (t == PieceCodes.LANCE || t == PieceCodes.BISHOP || t == PieceCodes.ROOK) {
        for (int d = 0; d < 8; d++) {
          boolean diagonal = DF[d] != 0 && DR[d] != 0;
          if ((t == PieceCodes.BISHOP) != diagonal || (t == PieceCodes.LANCE && DF[d] != 0)) {
            continue;
          }
          for (int f = kf + DF[d], r = kr + DR[d]; f >= 0 && f < 9 && r >= 0 && r < 9;
              f += DF[d], r += DR[d]) {
            int s = f * 9 + r;
            if (b.pieceAt(s) != 0) {
              break;
            }
            n = addDropCheck(b, buf, n, t, s, code, ksq, pawnFiles);
          }
        }
      } else {
        for (int f = Math.max(0, kf - 1); f <= Math.min(8, kf + 1); f++) {
          for (int r = Math.max(0, kr - 2); r <= Math.min(8, kr + 2); r++) {
            int s = f * 9 + r;
            if (b.pieceAt(s) == 0) {
              n = addDropCheck(b, buf, n, t, s, code, ksq, pawnFiles);
            }
          }
        }
      }
    }
    return n - off;
  }

  private static final int[] DF = {0, 0, 1, -1, 1, -1, 1, -1};
  private static final int[] DR = {-1, 1, 0, 0, -1, -1, 1, 1};

  private static int addDropCheck(Board b, int[] buf, int n, int t, int s, int code, int ksq,
      int pawnFiles) {
    int us = b.sideToMove();
    if (!Board.canLive(us, t, s) || (t == PieceCodes.PAWN && (pawnFiles & (1 << (s / 9))) != 0)) {
      return n;
    }
    int m = Moves.drop(t, s, code);
    b.doMove(m);
    boolean ok = b.attacks(s, ksq);
    if (ok) {
      int own = b.kingSquare(us);
      ok = own < 0 || !b.isAttacked(own, us ^ 1);
    }
    b.undoMove(m);
    if (ok && t == PieceCodes.PAWN) {
      ok = b.isLegalPseudo(m); // the drop-pawn mate test (打ち歩詰め)
    }
    if (ok) {
      buf[n++] = m;
    }
    return n;
  }

  /** The files (bit per file) holding an unpromoted pawn of the color, for nifu (二歩). */
  private static int pawnFiles(Board b, int color) {
    int pawn = PieceCodes.code(color, PieceCodes.PAWN);
    int files = 0;
    for (int s = 0; s < 81; s++) {
      if (b.pieceAt(s) == pawn) {
        files |= 1 << (s / 9);
      }
    }
    return files;
  }

  /** The pseudo-legal board moves (no drops) of the side to move. */
  private static int boardMoves(Board b, int[] buf, int off) {
    int us = b.sideToMove();
    int hand = b.hand(us);
    if (hand == 0) {
      return b.generatePseudo(buf, off);
    }
    // The hand is emptied only while generating (the key and everything else are untouched), so
    // that the generator skips the drops, which are made separately where they matter.
    b.setHand(us, 0);
    try {
      return b.generatePseudo(buf, off);
    } finally {
      b.setHand(us, hand);
    }
  }

  /**
   * Squares whose piece of color {@code us}, moving away, might uncover a check on {@code ksq}: the
   * first piece on a line from the king when it is ours and another of ours stands behind it.
   */
  private static long[] discoverers(Board b, int ksq, int us) {
    long[] out = new long[2];
    int kf = ksq / 9;
    int kr = ksq % 9;
    for (int d = 0; d < 8; d++) {
      int first = -1;
      for (int f = kf + DF[d], r = kr + DR[d]; f >= 0 && f < 9 && r >= 0 && r < 9;
          f += DF[d], r += DR[d]) {
        int p = b.pieceAt(f * 9 + r);
        if (p == 0) {
          continue;
        }
        if (PieceCodes.color(p) != us) {
          break;
        }
        if (first < 0) {
          first = f * 9 + r;
        } else {
          if (first < 64) {
            out[0] |= 1L << first;
          } else {
            out[1] |= 1L << (first - 64);
          }
          break;
        }
      }
    }
    return out;
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
    int end = boardMoves(b, buf, off);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      int to = Moves.to(m);
      boolean candidate = PieceCodes.type(Moves.moved(m)) == PieceCodes.KING
          || (nCheckers == 1 && (to == checker || has(between0, between1, to)));
      if (candidate && b.isLegalPseudo(m)) {
        buf[n++] = m;
      }
    }
    int hand = b.hand(us);
    if (hand == 0 || (between0 | between1) == 0) {
      return n - off;
    }
    int pawnFiles = HandBits.count(hand, PieceCodes.PAWN) > 0 ? pawnFiles(b, us) : 0;
    for (int s = 0; s < 81; s++) {
      if (!has(between0, between1, s)) {
        continue;
      }
      for (int t = 0; t < 7; t++) {
        if (HandBits.count(hand, t) == 0 || !Board.canLive(us, t, s)
            || (t == PieceCodes.PAWN && (pawnFiles & (1 << (s / 9))) != 0)) {
          continue;
        }
        int m = Moves.drop(t, s, PieceCodes.code(us, t));
        // A drop on the line of the only checker blocks it; only a pawn drop can still be illegal.
        if (t != PieceCodes.PAWN || b.isLegalPseudo(m)) {
          buf[n++] = m;
        }
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
