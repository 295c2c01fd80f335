package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.IN_ZONE;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_LO;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_LO;
import static io.github.shogi4j.rules.internal.PieceCodes.TYPE_OF;

/**
 * Pseudo-legal and staged move generation (段階的指し手生成) for a search: every move the rules of
 * movement, promotion (成り) and drops (打つ手) allow, before the test that the king is left safe
 * ({@link #generatePseudo}), and the same moves in stages: captures and promotions first ({@link
 * #generateNoisy}), then the quiet moves and drops ({@link #generateQuiets}), or only the quiet
 * moves that may give check (王手) ({@link #generateQuietChecks}).
 *
 * <p>Invariant: the noisy stage with promotions and the quiet stage together give exactly the moves
 * of {@link #generatePseudo}, each once; a move still passes {@link Legality#isLegalPseudo(Board,
 * int, boolean)} before it is played. Stateless and allocation-free; the table of check squares is
 * static final.
 */
final class StagedGen {
  private StagedGen() {}

  /** The work of {@link Board#generatePseudo}. */
  static int generatePseudo(Board b, int[] buf, int off) {
    int us = b.side;
    long targetLo = ~b.bb[28 + us] & Bitboards.ALL_LO;
    long targetHi = ~b.bb[30 + us] & Bitboards.ALL_HI;
    int ek = b.st[2 + us ^ 1];
    if (ek >= 0) {
      targetLo &= ~SQ_LO[ek];
      targetHi &= ~SQ_HI[ek];
    }
    int n = off;
    long lo = b.bb[28 + us];
    long hi = b.bb[30 + us];
    while (lo != 0) {
      int from = Long.numberOfTrailingZeros(lo);
      lo &= lo - 1;
      Attacks.attacksOf(b, b.squares[from], from, b.occLo, b.occHi);
      n = MoveGen.emit(b, buf, n, from, b.squares[from], b.rLo & targetLo, b.rHi & targetHi);
    }
    while (hi != 0) {
      int from = 63 + Long.numberOfTrailingZeros(hi);
      hi &= hi - 1;
      Attacks.attacksOf(b, b.squares[from], from, b.occLo, b.occHi);
      n = MoveGen.emit(b, buf, n, from, b.squares[from], b.rLo & targetLo, b.rHi & targetHi);
    }
    return MoveGen.emitDrops(
        b, buf, n, ~b.occLo & Bitboards.ALL_LO, ~b.occHi & Bitboards.ALL_HI, false);
  }

  /** The work of {@link Board#generateNoisy}. */
  static int generateNoisy(Board b, int[] buf, int off, boolean promotions) {
    return generateNoisy(b, buf, off, promotions, -1L, -1L);
  }

  /** The work of {@link Board#generateNoisy}. */
  static int generateNoisy(
      Board b, int[] buf, int off, boolean promotions, long victimsLo, long victimsHi) {
    int us = b.side;
    long enemyLo = b.bb[28 + (us ^ 1)] & victimsLo;
    long enemyHi = b.bb[30 + (us ^ 1)] & victimsHi;
    int ek = b.st[2 + us ^ 1];
    if (ek >= 0) {
      enemyLo &= ~SQ_LO[ek];
      enemyHi &= ~SQ_HI[ek];
    }
    if (!promotions && (enemyLo | enemyHi) == 0) {
      return off;
    }
    long emptyLo = ~b.occLo & Bitboards.ALL_LO;
    long emptyHi = ~b.occHi & Bitboards.ALL_HI;
    int n = off;
    // Pawns whose square ahead holds nothing to capture nor (with promotions) a square of the zone
    // are left out at once, all together: they would write nothing.
    long aheadLo = enemyLo | (promotions ? emptyLo & ZONE_LO[us] : 0);
    long aheadHi = enemyHi | (promotions ? emptyHi & ZONE_HI[us] : 0);
    long activeLo;
    long activeHi;
    if (us == 0) { // a sente pawn on sq looks at sq - 1
      activeLo = (aheadLo << 1) & Bitboards.ALL_LO;
      activeHi = ((aheadHi << 1) | (aheadLo >>> 62)) & Bitboards.ALL_HI;
    } else { // a gote pawn on sq looks at sq + 1
      activeLo = (aheadLo >>> 1) | ((aheadHi & 1) << 62);
      activeHi = aheadHi >>> 1;
    }
    long lo = b.bb[28 + us] & ~(b.bb[PieceCodes.PAWN] & ~activeLo);
    long hi = b.bb[30 + us] & ~(b.bb[14 + PieceCodes.PAWN] & ~activeHi);
    while ((lo | hi) != 0) {
      int from;
      if (lo != 0) {
        from = Long.numberOfTrailingZeros(lo);
        lo &= lo - 1;
      } else {
        from = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
      }
      int code = b.squares[from];
      boolean promoting = promotions && TYPE_OF[code] <= PieceCodes.ROOK;
      long wantLo = enemyLo;
      long wantHi = enemyHi;
      if (promoting) {
        boolean fromZone = IN_ZONE[us * 81 + from];
        wantLo |= emptyLo & (fromZone ? -1L : ZONE_LO[us]);
        wantHi |= emptyHi & (fromZone ? -1L : ZONE_HI[us]);
      }
      int r = code * 81 + from;
      if (((Attacks.Reach.LO[r] & wantLo) | (Attacks.Reach.HI[r] & wantHi)) == 0) {
        continue; // nothing to capture nor a promotion within reach, even on an empty board
      }
      Attacks.attacksOf(b, code, from, b.occLo, b.occHi);
      long aLo = b.rLo;
      long aHi = b.rHi;
      n = MoveGen.emit(b, buf, n, from, code, aLo & enemyLo, aHi & enemyHi);
      if (promoting) {
        long pLo = aLo & emptyLo;
        long pHi = aHi & emptyHi;
        if (!IN_ZONE[us * 81 + from]) {
          pLo &= ZONE_LO[us];
          pHi &= ZONE_HI[us];
        }
        while ((pLo | pHi) != 0) {
          int to;
          if (pLo != 0) {
            to = Long.numberOfTrailingZeros(pLo);
            pLo &= pLo - 1;
          } else {
            to = 63 + Long.numberOfTrailingZeros(pHi);
            pHi &= pHi - 1;
          }
          buf[n++] = Moves.board(from, to, true, code, 0);
        }
      }
    }
    return n;
  }

  /** The work of {@link Board#generateQuiets}. */
  static int generateQuiets(Board b, int[] buf, int off) {
    int us = b.side;
    long emptyLo = ~b.occLo & Bitboards.ALL_LO;
    long emptyHi = ~b.occHi & Bitboards.ALL_HI;
    int n = off;
    long lo = b.bb[28 + us];
    long hi = b.bb[30 + us];
    while ((lo | hi) != 0) {
      int from;
      if (lo != 0) {
        from = Long.numberOfTrailingZeros(lo);
        lo &= lo - 1;
      } else {
        from = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
      }
      int code = b.squares[from];
      Attacks.attacksOf(b, code, from, b.occLo, b.occHi);
      n = emitQuiets(buf, n, from, code, b.rLo & emptyLo, b.rHi & emptyHi);
    }
    return MoveGen.emitDrops(b, buf, n, emptyLo, emptyHi, false);
  }

  /**
   * Writes the non-promoting moves of the piece code on {@code from} to the targets (lo, hi), which
   * must be empty squares it reaches, leaving out those where it could not move again.
   */
  static int emitQuiets(int[] buf, int n, int from, int code, long lo, long hi) {
    long tLo = lo & LIVE_LO[code];
    long tHi = hi & LIVE_HI[code];
    while ((tLo | tHi) != 0) {
      int to;
      if (tLo != 0) {
        to = Long.numberOfTrailingZeros(tLo);
        tLo &= tLo - 1;
      } else {
        to = 63 + Long.numberOfTrailingZeros(tHi);
        tHi &= tHi - 1;
      }
      buf[n++] = Moves.board(from, to, false, code, 0);
    }
    return n;
  }

  /** The work of {@link Board#generateQuietChecks}. */
  static int generateQuietChecks(Board b, int[] buf, int off) {
    int us = b.side;
    int ek = b.st[2 + (us ^ 1)];
    if (ek < 0) {
      return off;
    }
    long emptyLo = ~b.occLo & Bitboards.ALL_LO;
    long emptyHi = ~b.occHi & Bitboards.ALL_HI;
    long lineLo = ROOK_LO[ek] | BISHOP_LO[ek];
    long lineHi = ROOK_HI[ek] | BISHOP_HI[ek];
    int n = off;
    long lo = b.bb[28 + us];
    long hi = b.bb[30 + us];
    while ((lo | hi) != 0) {
      int from;
      boolean onLine;
      if (lo != 0) {
        from = Long.numberOfTrailingZeros(lo);
        onLine = ((lineLo >>> from) & 1) != 0;
        lo &= lo - 1;
      } else {
        from = 63 + Long.numberOfTrailingZeros(hi);
        onLine = ((lineHi >>> (from - 63)) & 1) != 0;
        hi &= hi - 1;
      }
      int code = b.squares[from];
      long wantLo = emptyLo;
      long wantHi = emptyHi;
      if (!onLine) {
        int c = code * 81 + ek;
        wantLo &= CheckSquares.LO[c];
        wantHi &= CheckSquares.HI[c];
        int r = code * 81 + from;
        if (((Attacks.Reach.LO[r] & wantLo) | (Attacks.Reach.HI[r] & wantHi)) == 0) {
          continue; // no square to check from within reach, even on an empty board
        }
      }
      Attacks.attacksOf(b, code, from, b.occLo, b.occHi);
      n = emitQuiets(buf, n, from, code, b.rLo & wantLo, b.rHi & wantHi);
    }
    int hand = b.st[us];
    if (hand == 0) {
      return n;
    }
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(hand, t) != 0) {
        int c = PieceCodes.code(us, t) * 81 + ek;
        n =
            MoveGen.emitDropsOf(
                b,
                buf,
                n,
                us,
                t,
                emptyLo & CheckSquares.LO[c],
                emptyHi & CheckSquares.HI[c],
                false);
      }
    }
    return n;
  }

  /**
   * The squares from which each piece code reaches each square on an empty board, at {@code code *
   * 81 + target}: where a piece must stand to give check (王手) to a king on the target, when nothing
   * is in between.
   */
  static final class CheckSquares {
    static final long[] LO = new long[29 * 81];
    static final long[] HI = new long[29 * 81];

    static {
      for (int code = 1; code < 29; code++) {
        for (int sq = 0; sq < 81; sq++) {
          int r = code * 81 + sq;
          for (int target = 0; target < 81; target++) {
            if (((Attacks.Reach.LO[r] & SQ_LO[target]) | (Attacks.Reach.HI[r] & SQ_HI[target]))
                != 0) {
              LO[code * 81 + target] |= SQ_LO[sq];
              HI[code * 81 + target] |= SQ_HI[sq];
            }
          }
        }
      }
    }
  }
}
