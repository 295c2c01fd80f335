package io.github.shogi4j.kif.csa;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Tables the CSA reader looks codes up in: the kinds by their two capital letters, and the standard
 * starts (平手 and the handicaps, 駒落ち) by the squares a {@code PI} line empties.
 *
 * <p>Immutable after class initialisation, so thread-safe.
 */
final class CsaCodes {
  /** The kinds by {@code (first - 'A') * 26 + (second - 'A')} of their CSA codes. */
  private static final PieceType[] BY_CODE = new PieceType[26 * 26];

  /** The even start's board, by square ordinal (empty squares null). */
  private static final Piece[] EVEN_BOARD = new Piece[81];

  /** The standard starts a PI line alone can give: removed squares (two masks), side, handicap. */
  private static final long[] PI_LO;

  private static final long[] PI_HI;
  private static final Color[] PI_SIDE;
  private static final Handicap[] PI_HANDICAP;

  static {
    for (PieceType type : PieceType.values()) {
      String code = type.csa();
      BY_CODE[(code.charAt(0) - 'A') * 26 + (code.charAt(1) - 'A')] = type;
    }
    Setup even = Sfen.parse(Sfen.STARTPOS);
    for (Square sq : Square.values()) {
      EVEN_BOARD[sq.ordinal()] = even.pieceAt(sq).orElse(null);
    }
    List<Handicap> found = new ArrayList<>();
    List<long[]> masks = new ArrayList<>();
    for (Handicap h : Handicap.values()) {
      Setup s = Sfen.parse(h.sfen());
      long lo = 0;
      long hi = 0;
      boolean subset = true;
      for (Square sq : Square.values()) {
        Piece p = s.pieceAt(sq).orElse(null);
        if (p == null && EVEN_BOARD[sq.ordinal()] != null) {
          if (sq.ordinal() < 64) {
            lo |= 1L << sq.ordinal();
          } else {
            hi |= 1L << (sq.ordinal() - 64);
          }
        } else if (p != null && p != EVEN_BOARD[sq.ordinal()]) {
          subset = false;
        }
      }
      // kept only when the setup a PI line with these removals makes is exactly this start
      if (subset && piSetup(lo, hi, s.sideToMove()).equals(s)) {
        found.add(h);
        masks.add(new long[] {lo, hi});
      }
    }
    int n = found.size();
    PI_LO = new long[n];
    PI_HI = new long[n];
    PI_SIDE = new Color[n];
    PI_HANDICAP = new Handicap[n];
    for (int i = 0; i < n; i++) {
      PI_LO[i] = masks.get(i)[0];
      PI_HI[i] = masks.get(i)[1];
      PI_HANDICAP[i] = found.get(i);
      PI_SIDE[i] = Sfen.parse(found.get(i).sfen()).sideToMove();
    }
  }

  private CsaCodes() {}

  /**
   * The kind of a two-letter CSA code ({@code FU}, {@code UM}, ...).
   *
   * @param first the first letter
   * @param second the second letter
   * @return the kind, or null when the letters are no code
   */
  static PieceType pieceType(char first, char second) {
    if (first < 'A' || first > 'Z' || second < 'A' || second > 'Z') {
      return null;
    }
    return BY_CODE[(first - 'A') * 26 + (second - 'A')];
  }

  /**
   * Copies the even start's board into {@code board}.
   *
   * @param board 81 squares by ordinal
   */
  static void copyEvenBoard(Piece[] board) {
    System.arraycopy(EVEN_BOARD, 0, board, 0, 81);
  }

  /**
   * Whether a board is the even start's.
   *
   * @param board 81 squares by ordinal
   * @return true if it holds the even start's pieces on their squares and nothing else
   */
  static boolean isEvenBoard(Piece[] board) {
    return Arrays.equals(board, EVEN_BOARD);
  }

  /**
   * The standard start that a {@code PI} line alone gives: the even board without the removed
   * squares, no hands, this side to move, move number 1.
   *
   * @param removedLo the removed squares of ordinal 0-63, as bits
   * @param removedHi the removed squares of ordinal 64-80, as bits from 0
   * @param side the side to move
   * @return the start's handicap, or null when that setup is no standard start
   */
  static Handicap handicap(long removedLo, long removedHi, Color side) {
    for (int i = PI_HANDICAP.length - 1; i >= 0; i--) { // the last of equal starts, as a map
      if (PI_LO[i] == removedLo && PI_HI[i] == removedHi && PI_SIDE[i] == side) {
        return PI_HANDICAP[i];
      }
    }
    return null;
  }

  /** The setup a PI line with these removals gives, built the way the reader builds one. */
  private static Setup piSetup(long lo, long hi, Color side) {
    Setup.Builder b = Setup.empty().toBuilder();
    for (Square sq : Square.values()) {
      int i = sq.ordinal();
      boolean removed = i < 64 ? (lo >>> i & 1) != 0 : (hi >>> (i - 64) & 1) != 0;
      if (EVEN_BOARD[i] != null && !removed) {
        b.put(sq, EVEN_BOARD[i]);
      }
    }
    return b.sideToMove(side).moveNumber(1).build();
  }
}
