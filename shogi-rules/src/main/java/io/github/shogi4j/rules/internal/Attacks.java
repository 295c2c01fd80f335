package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_LO;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_HI;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_LO;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;
import static io.github.shogi4j.rules.internal.PieceCodes.TYPE_OF;

/**
 * Attacks (利き) on a {@link Board}: the squares a piece reaches under an occupancy, with sliding
 * rays (飛び利き) stopped at the first blocker; the pieces of a color that attack a square; the
 * checkers (王手をかけている駒) and pinned pieces (ピンされた駒) of a king in one pass; and the reach of every
 * piece code on an empty board.
 *
 * <p>Stateless: each method reads the board it is given and leaves a two-word answer in the board's
 * result pair {@code (rLo, rHi)} (the pins in {@code (pinLo, pinHi)}), which the caller reads
 * before its next call; nothing allocates. Occupancies are passed as (low, high) words laid out as
 * in {@link Bitboards}, so a caller may ask about the board with a piece lifted or added without
 * changing it. The tables are static final, filled once.
 */
final class Attacks {
  private Attacks() {}

  /** SLIDER[code]: whether the piece code slides (lance, bishop, rook, horse, dragon). */
  private static final boolean[] SLIDER = new boolean[29];

  static {
    for (int code = 1; code < 29; code++) {
      int t = TYPE_OF[code];
      SLIDER[code] =
          t == PieceCodes.LANCE
              || t == PieceCodes.BISHOP
              || t == PieceCodes.ROOK
              || t == PieceCodes.HORSE
              || t == PieceCodes.DRAGON;
    }
  }

  /**
   * Adds the reach of a slider along one ray from sq, stopping at (and including) the first
   * blocker, without branches: toward higher indexes the reach ends at the lowest blocker ({@code b
   * ^ (b - 1)} keeps the bits up to it, all of them when there is none); toward lower indexes at
   * the highest one ({@code -highestOneBit(b | 1)} keeps the bits from it up, bit 0 standing in for
   * the edge). The high word (the nearer one going down, the farther one going up) counts only when
   * the other word holds no blocker: {@code (b - 1) >> 63} is all ones exactly for an empty b (a
   * ray never holds bit 63).
   */
  static void ray(Board b, int dir, int sq, long oLo, long oHi) {
    int i = dir * 81 + sq;
    long lo = RAY_LO[i];
    long hi = RAY_HI[i];
    if (Bitboards.decreasing(dir)) {
      long bh = hi & oHi;
      long none = (bh - 1) >> 63;
      b.rHi |= hi & (-Long.highestOneBit(bh) | none);
      b.rLo |= lo & -Long.highestOneBit((lo & oLo) | 1) & none;
    } else {
      long bl = lo & oLo;
      long bh = hi & oHi;
      b.rLo |= lo & (bl ^ (bl - 1));
      b.rHi |= hi & (bh ^ (bh - 1)) & ((bl - 1) >> 63);
    }
  }

  /** Sets (rLo, rHi) to the squares a piece code on sq attacks, given an occupancy. */
  static void attacksOf(Board b, int code, int sq, long oLo, long oHi) {
    int i = code * 81 + sq;
    b.rLo = STEP_LO[i];
    b.rHi = STEP_HI[i];
    if (!SLIDER[code]) {
      return;
    }
    switch (TYPE_OF[code]) {
      case PieceCodes.LANCE:
        ray(b, code > 14 ? Bitboards.S : Bitboards.N, sq, oLo, oHi);
        break;
      case PieceCodes.BISHOP:
      case PieceCodes.HORSE:
        ray(b, Bitboards.NE, sq, oLo, oHi);
        ray(b, Bitboards.SW, sq, oLo, oHi);
        ray(b, Bitboards.NW, sq, oLo, oHi);
        ray(b, Bitboards.SE, sq, oLo, oHi);
        break;
      case PieceCodes.ROOK:
      case PieceCodes.DRAGON:
        ray(b, Bitboards.N, sq, oLo, oHi);
        ray(b, Bitboards.S, sq, oLo, oHi);
        ray(b, Bitboards.E, sq, oLo, oHi);
        ray(b, Bitboards.W, sq, oLo, oHi);
        break;
      default:
        break;
    }
  }

  /**
   * Sets (rLo, rHi) to the sliders of {@code by} that would attack sq on an empty board: rooks and
   * dragons on its lines, bishops and horses on its diagonals, lances below it (for {@code by}).
   */
  static void sliders(Board b, int sq, int by) {
    long cLo = b.bb[28 + by];
    long cHi = b.bb[30 + by];
    int lance = (by == 0 ? Bitboards.S : Bitboards.N) * 81 + sq;
    b.rLo =
        cLo
            & (((b.bb[PieceCodes.ROOK] | b.bb[PieceCodes.DRAGON]) & ROOK_LO[sq])
                | ((b.bb[PieceCodes.BISHOP] | b.bb[PieceCodes.HORSE]) & BISHOP_LO[sq])
                | (b.bb[PieceCodes.LANCE] & RAY_LO[lance]));
    b.rHi =
        cHi
            & (((b.bb[14 + PieceCodes.ROOK] | b.bb[14 + PieceCodes.DRAGON]) & ROOK_HI[sq])
                | ((b.bb[14 + PieceCodes.BISHOP] | b.bb[14 + PieceCodes.HORSE]) & BISHOP_HI[sq])
                | (b.bb[14 + PieceCodes.LANCE] & RAY_HI[lance]));
  }

  /**
   * Sets (rLo, rHi) to the non-sliding attacks: the pieces of {@code by} one step or a knight's
   * jump from sq.
   */
  static void stepAttackersTo(Board b, int sq, int by) {
    int them =
        by ^ 1; // a piece of `by` attacks sq iff the same piece of the other color on sq attacks it
    long aLo = 0;
    long aHi = 0;
    int i = PieceCodes.code(them, PieceCodes.PAWN) * 81 + sq;
    aLo |= STEP_LO[i] & b.bb[PieceCodes.PAWN];
    aHi |= STEP_HI[i] & b.bb[14 + PieceCodes.PAWN];
    i = PieceCodes.code(them, PieceCodes.KNIGHT) * 81 + sq;
    aLo |= STEP_LO[i] & b.bb[PieceCodes.KNIGHT];
    aHi |= STEP_HI[i] & b.bb[14 + PieceCodes.KNIGHT];
    i = PieceCodes.code(them, PieceCodes.SILVER) * 81 + sq;
    aLo |= STEP_LO[i] & b.bb[PieceCodes.SILVER];
    aHi |= STEP_HI[i] & b.bb[14 + PieceCodes.SILVER];
    i = PieceCodes.code(them, PieceCodes.GOLD) * 81 + sq;
    aLo |= STEP_LO[i] & (b.bb[PieceCodes.GOLD] | b.bb[8] | b.bb[9] | b.bb[10] | b.bb[11]);
    aHi |=
        STEP_HI[i]
            & (b.bb[14 + PieceCodes.GOLD]
                | b.bb[14 + 8]
                | b.bb[14 + 9]
                | b.bb[14 + 10]
                | b.bb[14 + 11]);
    i = PieceCodes.code(them, PieceCodes.KING) * 81 + sq;
    aLo |= STEP_LO[i] & (b.bb[PieceCodes.KING] | b.bb[PieceCodes.HORSE] | b.bb[PieceCodes.DRAGON]);
    aHi |=
        STEP_HI[i]
            & (b.bb[14 + PieceCodes.KING]
                | b.bb[14 + PieceCodes.HORSE]
                | b.bb[14 + PieceCodes.DRAGON]);
    b.rLo = aLo & b.bb[28 + by];
    b.rHi = aHi & b.bb[30 + by];
  }

  /** Sets (rLo, rHi) to the pieces of {@code by} attacking sq, given an occupancy. */
  static void attackersTo(Board b, int sq, int by, long oLo, long oHi) {
    checkersAndPins(b, sq, by, oLo, oHi, 0, 0);
  }

  /**
   * Sets (rLo, rHi) to the pieces of {@code by} attacking sq under an occupancy, and (pinLo, pinHi)
   * to the pieces of the mask (ownLo, ownHi) that stand alone between sq and a slider of {@code
   * by}: the pinned pieces when sq is their king (one pass over the sliders for both).
   */
  static void checkersAndPins(Board b, int sq, int by, long oLo, long oHi, long ownLo, long ownHi) {
    stepAttackersTo(b, sq, by);
    long aLo = b.rLo;
    long aHi = b.rHi;
    sliders(b, sq, by);
    long sLo = b.rLo;
    long sHi = b.rHi;
    long pLo = 0;
    long pHi = 0;
    while ((sLo | sHi) != 0) {
      int from;
      long bitLo = 0;
      long bitHi = 0;
      if (sLo != 0) {
        from = Long.numberOfTrailingZeros(sLo);
        bitLo = sLo & -sLo;
        sLo ^= bitLo;
      } else {
        from = 63 + Long.numberOfTrailingZeros(sHi);
        bitHi = sHi & -sHi;
        sHi ^= bitHi;
      }
      int j = sq * 81 + from;
      long bLo = BETWEEN_LO[j] & oLo;
      long bHi = BETWEEN_HI[j] & oHi;
      if ((bLo | bHi) == 0) {
        aLo |= bitLo;
        aHi |= bitHi;
      } else if (Long.bitCount(bLo) + Long.bitCount(bHi) == 1) {
        pLo |= bLo & ownLo;
        pHi |= bHi & ownHi;
      }
    }
    b.rLo = aLo;
    b.rHi = aHi;
    b.pinLo = pLo;
    b.pinHi = pHi;
  }

  /** Whether {@code by} attacks sq under an occupancy: attackersTo with early exits. */
  static boolean attacked(Board b, int sq, int by, long oLo, long oHi) {
    int them = by ^ 1;
    long cLo = b.bb[28 + by];
    long cHi = b.bb[30 + by];
    int i = PieceCodes.code(them, PieceCodes.GOLD) * 81 + sq;
    if (((STEP_LO[i] & cLo & (b.bb[PieceCodes.GOLD] | b.bb[8] | b.bb[9] | b.bb[10] | b.bb[11]))
            | (STEP_HI[i]
                & cHi
                & (b.bb[14 + PieceCodes.GOLD]
                    | b.bb[14 + 8]
                    | b.bb[14 + 9]
                    | b.bb[14 + 10]
                    | b.bb[14 + 11])))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.SILVER) * 81 + sq;
    if (((STEP_LO[i] & cLo & b.bb[PieceCodes.SILVER])
            | (STEP_HI[i] & cHi & b.bb[14 + PieceCodes.SILVER]))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.KING) * 81 + sq;
    if (((STEP_LO[i]
                & cLo
                & (b.bb[PieceCodes.KING] | b.bb[PieceCodes.HORSE] | b.bb[PieceCodes.DRAGON]))
            | (STEP_HI[i]
                & cHi
                & (b.bb[14 + PieceCodes.KING]
                    | b.bb[14 + PieceCodes.HORSE]
                    | b.bb[14 + PieceCodes.DRAGON])))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.PAWN) * 81 + sq;
    if (((STEP_LO[i] & cLo & b.bb[PieceCodes.PAWN])
            | (STEP_HI[i] & cHi & b.bb[14 + PieceCodes.PAWN]))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.KNIGHT) * 81 + sq;
    if (((STEP_LO[i] & cLo & b.bb[PieceCodes.KNIGHT])
            | (STEP_HI[i] & cHi & b.bb[14 + PieceCodes.KNIGHT]))
        != 0) {
      return true;
    }
    sliders(b, sq, by);
    long sLo = b.rLo;
    long sHi = b.rHi;
    while ((sLo | sHi) != 0) {
      int from;
      if (sLo != 0) {
        from = Long.numberOfTrailingZeros(sLo);
        sLo &= sLo - 1;
      } else {
        from = 63 + Long.numberOfTrailingZeros(sHi);
        sHi &= sHi - 1;
      }
      int j = sq * 81 + from;
      if (((BETWEEN_LO[j] & oLo) | (BETWEEN_HI[j] & oHi)) == 0) {
        return true;
      }
    }
    return false;
  }

  static int squaresOf(long lo, long hi, int[] out, int n) {
    while (lo != 0) {
      out[n++] = Long.numberOfTrailingZeros(lo);
      lo &= lo - 1;
    }
    while (hi != 0) {
      out[n++] = 63 + Long.numberOfTrailingZeros(hi);
      hi &= hi - 1;
    }
    return n;
  }

  /** The squares each piece code reaches from each square on an empty board. */
  static final class Reach {
    private Reach() {}

    static final long[] LO = new long[29 * 81];
    static final long[] HI = new long[29 * 81];

    static {
      Board empty = new Board();
      for (int code = 1; code < 29; code++) {
        for (int sq = 0; sq < 81; sq++) {
          attacksOf(empty, code, sq, 0, 0);
          LO[code * 81 + sq] = empty.rLo;
          HI[code * 81 + sq] = empty.rHi;
        }
      }
    }
  }

  /** Whether one of the sliders (sLo, sHi), each aligned with sq, sees sq under the occupancy. */
  static boolean sliderReaches(int sq, long oLo, long oHi, long sLo, long sHi) {
    while ((sLo | sHi) != 0) {
      int from = first(sLo, sHi);
      sLo &= ~SQ_LO[from];
      sHi &= ~SQ_HI[from];
      int j = sq * 81 + from;
      if (((BETWEEN_LO[j] & oLo) | (BETWEEN_HI[j] & oHi)) == 0) {
        return true;
      }
    }
    return false;
  }

  /**
   * The squares of the sliders of both colors (lances, bishops, rooks, horses, dragons): low word.
   */
  static long sliderLo(Board b) {
    return b.bb[PieceCodes.LANCE]
        | b.bb[PieceCodes.BISHOP]
        | b.bb[PieceCodes.ROOK]
        | b.bb[PieceCodes.HORSE]
        | b.bb[PieceCodes.DRAGON];
  }

  /** The high word of {@link #sliderLo}. */
  static long sliderHi(Board b) {
    return b.bb[14 + PieceCodes.LANCE]
        | b.bb[14 + PieceCodes.BISHOP]
        | b.bb[14 + PieceCodes.ROOK]
        | b.bb[14 + PieceCodes.HORSE]
        | b.bb[14 + PieceCodes.DRAGON];
  }

  /** The lowest square of a non-empty set. */
  static int first(long lo, long hi) {
    return lo != 0 ? Long.numberOfTrailingZeros(lo) : 63 + Long.numberOfTrailingZeros(hi);
  }
}
