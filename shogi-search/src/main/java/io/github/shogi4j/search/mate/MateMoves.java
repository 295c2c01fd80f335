package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.MateMoveGen;

/**
 * Move generation for the mate search on the internal {@link Board}: the attacker's checks (王手) and
 * the defender's evasions (王手回避), both exactly the legal moves of that kind.
 *
 * <p>Checks come from {@link MateMoveGen}, which tests each candidate geometrically without playing
 * it; evasions are the board's legal moves, which it generates directly when in check. A mating
 * pawn drop (打ち歩詰め) is never produced. Not thread-safe: one instance per search thread.
 */
final class MateMoves {
  /**
   * Room for every pseudo-legal move of any position (drops of seven kinds on 81 squares and more).
   */
  static final int BUFFER = 1600;

  private final MateMoveGen checkGen = new MateMoveGen();

  /**
   * Writes the legal checks of the side to move.
   *
   * @param b the board
   * @param buf receives moves from {@code off}; needs {@link #BUFFER} entries of room
   * @param off where to write
   * @return how many were written
   */
  int checks(Board b, int[] buf, int off) {
    return checkGen.checks(b, buf, off);
  }

  /**
   * Writes the legal moves of the side to move: in check, exactly its evasions (王手回避).
   *
   * @param b the board
   * @param buf receives moves from {@code off}; needs {@link #BUFFER} entries of room
   * @param off where to write
   * @return how many were written
   */
  int evasions(Board b, int[] buf, int off) {
    return b.generateLegal(buf, off);
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
    int df = Math.abs(c / 9 - a / 9);
    int dr = Math.abs(c % 9 - a % 9);
    return (df == 0 || dr == 0 || df == dr) && Math.max(df, dr) >= 2;
  }
}
