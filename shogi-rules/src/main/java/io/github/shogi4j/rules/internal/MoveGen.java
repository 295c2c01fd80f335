package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_LO;
import static io.github.shogi4j.rules.internal.Bitboards.IN_ZONE;
import static io.github.shogi4j.rules.internal.Bitboards.LINE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.LINE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.RANK9_HI;
import static io.github.shogi4j.rules.internal.Bitboards.RANK9_LO;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_LO;
import static io.github.shogi4j.rules.internal.PieceCodes.COLOR_OF;
import static io.github.shogi4j.rules.internal.PieceCodes.TYPE_OF;

/**
 * Legal move generation (合法手生成) on a {@link Board}: packed moves written into an int buffer or,
 * given a null buffer, only counted.
 *
 * <p>Legal moves come out directly, not by filtering: the checkers and the pinned pieces (ピン) of
 * the side to move are found first; the king steps to the squares {@link Legality#safeKingTargets}
 * leaves; in double check (両王手) nothing else moves; in check the other pieces only capture the
 * checker or interpose, and drops only interpose (合駒); a pinned piece moves only along its pin
 * line. Drops (打つ手) leave out the squares where the piece could never move (行き所のない駒), files that
 * hold an own pawn (二歩) and the drop-pawn mate (打ち歩詰め, {@link DropPawnMate}). Each move is written
 * once, a promotion (成り) before the same move unpromoted.
 *
 * <p>Stateless: reads the board and uses its result pair; nothing allocates but the board's scratch
 * buffer, made once, in {@link #hasLegalMove}.
 */
final class MoveGen {
  private MoveGen() {}

  /** Writes the board moves of one piece to the targets (lo, hi), with promotion variants. */
  static int emit(Board b, int[] buf, int n, int from, int code, long lo, long hi) {
    int us = COLOR_OF[code];
    int type = TYPE_OF[code];
    if (buf == null) { // count only
      if (type > PieceCodes.ROOK) {
        return n + Long.bitCount(lo) + Long.bitCount(hi);
      }
      boolean fromZone = IN_ZONE[us * 81 + from];
      return n
          + Long.bitCount(lo & LIVE_LO[code])
          + Long.bitCount(hi & LIVE_HI[code])
          + (fromZone
              ? Long.bitCount(lo) + Long.bitCount(hi)
              : Long.bitCount(lo & ZONE_LO[us]) + Long.bitCount(hi & ZONE_HI[us]));
    }
    if (type > PieceCodes.ROOK) { // gold, king and promoted pieces never promote
      while (lo != 0) {
        int to = Long.numberOfTrailingZeros(lo);
        lo &= lo - 1;
        buf[n++] = Moves.board(from, to, false, code, b.squares[to]);
      }
      while (hi != 0) {
        int to = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
        buf[n++] = Moves.board(from, to, false, code, b.squares[to]);
      }
      return n;
    }
    boolean fromZone = IN_ZONE[us * 81 + from];
    long zLo = fromZone ? -1L : ZONE_LO[us];
    long zHi = fromZone ? -1L : ZONE_HI[us];
    long liveLo = LIVE_LO[code];
    long liveHi = LIVE_HI[code];
    while (lo != 0) {
      int to = Long.numberOfTrailingZeros(lo);
      long bit = lo & -lo;
      lo ^= bit;
      if ((zLo & bit) != 0) {
        buf[n++] = Moves.board(from, to, true, code, b.squares[to]);
      }
      if ((liveLo & bit) != 0) {
        buf[n++] = Moves.board(from, to, false, code, b.squares[to]);
      }
    }
    while (hi != 0) {
      int to = 63 + Long.numberOfTrailingZeros(hi);
      long bit = hi & -hi;
      hi ^= bit;
      if ((zHi & bit) != 0) {
        buf[n++] = Moves.board(from, to, true, code, b.squares[to]);
      }
      if ((liveHi & bit) != 0) {
        buf[n++] = Moves.board(from, to, false, code, b.squares[to]);
      }
    }
    return n;
  }

  /** The files holding an unpromoted pawn of the color, as a bitboard of whole files (二歩). */
  static void pawnFiles(Board b, int color) {
    b.rLo = fillFiles(b.bb[PieceCodes.PAWN] & b.bb[28 + color], RANK9_LO);
    b.rHi = fillFiles(b.bb[14 + PieceCodes.PAWN] & b.bb[30 + color], RANK9_HI);
  }

  /**
   * The whole files (9-bit lanes of one word) of the files holding a bit of x, all lanes at once:
   * adding the lower eight bits of each lane to its set low bits carries into the lane's top bit
   * (rank 9, the mask {@code top}) exactly when the lane is not empty, and no carry leaves a lane.
   */
  static long fillFiles(long x, long top) {
    long low = top - (top >>> 8); // the lower eight bits of each lane
    long h = (((x & low) + low) | x) & top;
    return h | (h - (h >>> 8));
  }

  /** Writes drops of every kind in hand to the targets (lo, hi), which must be empty squares. */
  static int emitDrops(Board b, int[] buf, int n, long lo, long hi, boolean checkPawnMate) {
    int us = b.side;
    int hand = b.st[us];
    if (hand == 0) {
      return n;
    }
    if (buf == null) {
      return n + MoveCount.countDrops(b, us, hand, lo, hi, checkPawnMate);
    }
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(hand, t) != 0) {
        n = emitDropsOf(b, buf, n, us, t, lo, hi, checkPawnMate);
      }
    }
    return n;
  }

  /**
   * Writes the drops of one kind in hand to the targets (lo, hi), which must be empty squares:
   * those where the piece can still move, for a pawn only on files without one (二歩) and, when
   * {@code checkPawnMate} is set, without a drop-pawn mate (打ち歩詰め).
   */
  static int emitDropsOf(
      Board b, int[] buf, int n, int us, int t, long lo, long hi, boolean checkPawnMate) {
    int code = PieceCodes.code(us, t);
    long dLo = lo & LIVE_LO[code];
    long dHi = hi & LIVE_HI[code];
    int mateSquare = -1;
    if (t == PieceCodes.PAWN) {
      pawnFiles(b, us);
      dLo &= ~b.rLo;
      dHi &= ~b.rHi;
      mateSquare = checkPawnMate ? DropPawnMate.pawnCheckSquare(b, us, dLo, dHi) : -1;
    }
    int base = Moves.drop(t, 0, code);
    while (dLo != 0) {
      int to = Long.numberOfTrailingZeros(dLo);
      dLo &= dLo - 1;
      if (to != mateSquare || !DropPawnMate.pawnDropMates(b, to)) {
        buf[n++] = base | to;
      }
    }
    while (dHi != 0) {
      int to = 63 + Long.numberOfTrailingZeros(dHi);
      dHi &= dHi - 1;
      if (to != mateSquare || !DropPawnMate.pawnDropMates(b, to)) {
        buf[n++] = base | to;
      }
    }
    return n;
  }

  /**
   * Legal moves into buf, or only their count when buf is null. With {@code reuse} (counting only)
   * {@link #REUSE_COUNTS}, the counts kept by {@link PerftCounter#keepCounts} (in the board's perft
   * fields) for the side to move stand in for its pieces' moves when it is not in check: the caller
   * guarantees that the move played since then captured nothing and was not a king move; with
   * {@link #REUSE_PINS} also the pins kept there, and no check: the caller guarantees in addition
   * that the move touched no line through the king and gives no check by a step.
   */
  static int legal(Board b, int[] buf, int off, int reuse) {
    int us = b.side;
    int them = us ^ 1;
    int k = b.st[2 + us];
    int ek = b.st[2 + them];
    long ownLo = b.bb[28 + us];
    long ownHi = b.bb[30 + us];
    // Never onto an own piece, never onto the enemy king (kings are not captured).
    long targetLo = ~ownLo & Bitboards.ALL_LO;
    long targetHi = ~ownHi & Bitboards.ALL_HI;
    if (ek >= 0) {
      targetLo &= ~SQ_LO[ek];
      targetHi &= ~SQ_HI[ek];
    }
    long emptyLo = ~b.occLo & Bitboards.ALL_LO;
    long emptyHi = ~b.occHi & Bitboards.ALL_HI;
    int n = off;
    if (k < 0) {
      n = pieceMoves(b, buf, n, -1, 0, 0, targetLo, targetHi);
      return emitDrops(b, buf, n, emptyLo, emptyHi, true) - off;
    }
    long chkLo = 0;
    long chkHi = 0;
    long pinnedLo = b.keptPinLo;
    long pinnedHi = b.keptPinHi;
    if (reuse != REUSE_PINS) {
      Attacks.checkersAndPins(b, k, them, b.occLo, b.occHi, ownLo, ownHi);
      chkLo = b.rLo;
      chkHi = b.rHi;
      pinnedLo = b.pinLo;
      pinnedHi = b.pinHi;
    }
    int nChecks = Long.bitCount(chkLo) + Long.bitCount(chkHi);
    // King moves, to the squares no enemy piece attacks once the king has left its square.
    int kingCode = b.squares[k];
    int i = kingCode * 81 + k;
    Legality.safeKingTargets(b, k, them, STEP_LO[i] & targetLo, STEP_HI[i] & targetHi);
    n = emit(b, buf, n, k, kingCode, b.rLo, b.rHi);
    if (nChecks >= 2) {
      return n - off; // double check (両王手): only the king moves
    }
    long dropLo = emptyLo;
    long dropHi = emptyHi;
    if (nChecks == 1) {
      int checker =
          chkLo != 0 ? Long.numberOfTrailingZeros(chkLo) : 63 + Long.numberOfTrailingZeros(chkHi);
      int j = k * 81 + checker;
      dropLo = BETWEEN_LO[j];
      dropHi = BETWEEN_HI[j];
      targetLo &= dropLo | chkLo;
      targetHi &= dropHi | chkHi;
    }
    if (reuse != REUSE_NONE && nChecks == 0) {
      n += PerftCounter.countKept(b, us, k, pinnedLo, pinnedHi, targetLo, targetHi);
    } else {
      n = pieceMoves(b, buf, n, k, pinnedLo, pinnedHi, targetLo, targetHi);
    }
    return emitDrops(b, buf, n, dropLo, dropHi, true) - off;
  }

  /**
   * Writes the moves of every non-king piece to the targets, pinned pieces along their pin line.
   */
  static int pieceMoves(
      Board b, int[] buf, int n, int k, long pinLo, long pinHi, long targetLo, long targetHi) {
    int us = b.side;
    long lo = b.bb[28 + us];
    long hi = b.bb[30 + us];
    if (k >= 0) {
      lo &= ~SQ_LO[k];
      hi &= ~SQ_HI[k];
    }
    if (buf == null) {
      return n + MoveCount.countPieceMoves(b, us, k, lo, hi, pinLo, pinHi, targetLo, targetHi);
    }
    return emitEach(b, buf, n, lo, hi, k, pinLo, pinHi, targetLo, targetHi, b.occLo, b.occHi);
  }

  /**
   * Writes (or, with a null buffer, counts) the moves of each piece in {@code (lo, hi)} to the
   * target squares, a pinned piece only along its pin line through the king square {@code k}.
   */
  static int emitEach(
      Board b,
      int[] buf,
      int n,
      long lo,
      long hi,
      int k,
      long pinLo,
      long pinHi,
      long targetLo,
      long targetHi,
      long occLo,
      long occHi) {
    while (lo != 0) {
      int from = Long.numberOfTrailingZeros(lo);
      long bit = lo & -lo;
      lo ^= bit;
      int code = b.squares[from];
      Attacks.attacksOf(b, code, from, occLo, occHi);
      long tLo = b.rLo & targetLo;
      long tHi = b.rHi & targetHi;
      if ((pinLo & bit) != 0) {
        tLo &= LINE_LO[k * 81 + from];
        tHi &= LINE_HI[k * 81 + from];
      }
      n = emit(b, buf, n, from, code, tLo, tHi);
    }
    while (hi != 0) {
      long bit = hi & -hi;
      int from = 63 + Long.numberOfTrailingZeros(hi);
      hi ^= bit;
      int code = b.squares[from];
      Attacks.attacksOf(b, code, from, occLo, occHi);
      long tLo = b.rLo & targetLo;
      long tHi = b.rHi & targetHi;
      if ((pinHi & bit) != 0) {
        tLo &= LINE_LO[k * 81 + from];
        tHi &= LINE_HI[k * 81 + from];
      }
      n = emit(b, buf, n, from, code, tLo, tHi);
    }
    return n;
  }

  /** The work of {@link Board#generateCaptures}. */
  static int generateCaptures(Board b, int[] buf, int off) {
    int end = off + b.generateLegal(buf, off);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      if (Moves.captured(m) != 0 || Moves.isPromote(m)) {
        buf[n++] = m;
      }
    }
    return n - off;
  }

  /** The work of {@link Board#generateChecks}. */
  static int generateChecks(Board b, int[] buf, int off) {
    int end = off + b.generateLegal(buf, off);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      if (b.givesCheck(m)) {
        buf[n++] = m;
      }
    }
    return n - off;
  }

  /** The work of {@link Board#hasLegalMove}. */
  static boolean hasLegalMove(Board b) {
    int us = b.side;
    int k = b.st[2 + us];
    if (k >= 0 && !b.isAttacked(k, us ^ 1)) {
      // Out of check, two cheap sufficient answers come first. A silver, gold, bishop or rook in
      // hand drops legally on any empty square: a drop cannot expose the king, and these pieces
      // have no dead squares, no nifu and no drop mate rule.
      int hand = b.st[us];
      if ((HandBits.count(hand, PieceCodes.SILVER)
                  | HandBits.count(hand, PieceCodes.GOLD)
                  | HandBits.count(hand, PieceCodes.BISHOP)
                  | HandBits.count(hand, PieceCodes.ROOK))
              != 0
          && Long.bitCount(b.occLo) + Long.bitCount(b.occHi) < 81) {
        return true;
      }
      // A king step to a square that holds no own piece and that no enemy piece then attacks.
      Attacks.attacksOf(b, PieceCodes.code(us, PieceCodes.KING), k, b.occLo, b.occHi);
      long lo = b.rLo & ~b.bb[28 + us];
      long hi = b.rHi & ~b.bb[30 + us];
      long oLo = b.occLo & ~SQ_LO[k];
      long oHi = b.occHi & ~SQ_HI[k];
      while (lo != 0) {
        int to = Long.numberOfTrailingZeros(lo);
        lo &= lo - 1;
        if (!Attacks.attacked(b, to, us ^ 1, oLo, oHi)) {
          return true;
        }
      }
      while (hi != 0) {
        int to = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
        if (!Attacks.attacked(b, to, us ^ 1, oLo, oHi)) {
          return true;
        }
      }
    }
    if (b.scratch == null) {
      b.scratch = new int[Moves.MAX_LEGAL];
    }
    return b.generateLegal(b.scratch, 0) > 0;
  }

  /**
   * Modes of {@link #legal}: compute everything, reuse the counts a {@link PerftCounter} kept,
   * reuse its counts and pins.
   */
  static final int REUSE_NONE = 0;

  static final int REUSE_COUNTS = 1;

  static final int REUSE_PINS = 2;
}
