package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_LO;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.FILE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.FILE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.LINE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.LINE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_HI;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_LO;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;

/**
 * Whether a move leaves its own king safe (王手放置・自殺手の判定), and the check state around a move: the
 * squares that answer a check, the king's safe steps, and whether a move gives or may give check
 * (王手).
 *
 * <p>A pseudo-legal move is tested as cheaply as its kind allows. Out of check, a drop and a move
 * of a piece off its king's lines are legal at once, and a piece next to its king on a line is
 * tested against the enemy sliders on that line; a king move is tested by the attacks on its target
 * with the king lifted off the board (so it cannot hide behind itself on a slider's line); any
 * other move is played and taken back. Pawn drops also pass the drop-pawn mate test (打ち歩詰め).
 * Stateless and allocation-free; the neighbourhood tables are static final.
 */
final class Legality {
  private Legality() {}

  /** The work of {@link Board#evasionTargets}. */
  static void evasionTargets(Board b, long[] out, int off) {
    long lo = -1L;
    long hi = -1L;
    int k = b.st[2 + b.side];
    if (k >= 0) {
      Attacks.attackersTo(b, k, b.side ^ 1, b.occLo, b.occHi);
      int n = Long.bitCount(b.rLo) + Long.bitCount(b.rHi);
      if (n > 1) {
        lo = 0;
        hi = 0;
      } else if (n == 1) {
        int c =
            b.rLo != 0 ? Long.numberOfTrailingZeros(b.rLo) : 63 + Long.numberOfTrailingZeros(b.rHi);
        int j = k * 81 + c;
        lo = SQ_LO[c] | BETWEEN_LO[j];
        hi = SQ_HI[c] | BETWEEN_HI[j];
      }
    }
    out[off] = lo;
    out[off + 1] = hi;
  }

  /** The work of {@link Board#isLegalPseudo}. */
  static boolean isLegalPseudo(Board b, int m, boolean inCheck) {
    // the common cases, short enough to be compiled into the caller: out of check, a drop of
    // anything but a pawn and a move of a piece off its king's lines
    int k = b.st[2 + b.side];
    int from = Moves.from(m);
    if (!inCheck && k >= 0 && from != k) {
      if (from >= 81) {
        if (from - 81 != PieceCodes.PAWN) {
          return true;
        }
      } else {
        int df = from / 9 - k / 9;
        int dr = from % 9 - k % 9;
        if (df != 0 && dr != 0 && df != dr && df != -dr) {
          return true;
        }
      }
    }
    return legalAfterAll(b, m, inCheck);
  }

  /** {@link #isLegalPseudo(int, boolean)} in every case. */
  static boolean legalAfterAll(Board b, int m, boolean inCheck) {
    int us = b.side;
    int k = b.st[2 + us];
    if (k < 0) {
      return isLegalPseudo(b, m);
    }
    int to = Moves.to(m);
    if (Moves.from(m) == k) {
      // a king move, in check or not: legal unless its square is attacked once the king has left
      // its own (no piece attacks the square it stands on, so a captured piece does not count)
      return !Attacks.attacked(b, to, us ^ 1, b.occLo & ~SQ_LO[k], b.occHi & ~SQ_HI[k]);
    }
    if (inCheck) {
      return isLegalPseudo(b, m);
    }
    if (Moves.isDrop(m)) {
      if (Moves.dropType(m) != PieceCodes.PAWN) {
        return true;
      }
      return !DropPawnMate.mates(b, to);
    }
    int from = Moves.from(m);
    int df = from / 9 - k / 9;
    int dr = from % 9 - k % 9;
    if (df != 0 && dr != 0 && df != dr && df != -dr) {
      return true; // not on a line through the king
    }
    int j = k * 81 + from;
    long lineLo = LINE_LO[j];
    long lineHi = LINE_HI[j];
    if ((lineLo | lineHi) == 0
        || ((lineLo & SQ_LO[to]) | (lineHi & SQ_HI[to])) != 0
        || ((BETWEEN_LO[j] & b.occLo) | (BETWEEN_HI[j] & b.occHi)) != 0) {
      return true;
    }
    // the piece stands next to its king on a line: legal unless a slider then sees the king along
    // that line (no other attacker does, the king not being in check: a piece on another line, or
    // on this one beyond the king, would already give check, and the square reached is off the
    // line)
    Attacks.sliders(b, k, us ^ 1);
    return !Attacks.sliderReaches(
        k,
        (b.occLo & ~SQ_LO[from]) | SQ_LO[to],
        (b.occHi & ~SQ_HI[from]) | SQ_HI[to],
        b.rLo & lineLo,
        b.rHi & lineHi);
  }

  /** The work of {@link Board#mayGiveCheck}. */
  static boolean mayGiveCheck(Board b, int m) {
    int ek = b.st[2 + (b.side ^ 1)];
    if (ek < 0) {
      return false;
    }
    int moved = Moves.moved(m);
    int r = (Moves.isPromote(m) ? moved + 8 : moved) * 81 + Moves.to(m);
    if (((Attacks.Reach.LO[r] & SQ_LO[ek]) | (Attacks.Reach.HI[r] & SQ_HI[ek])) != 0) {
      return true;
    }
    if (Moves.isDrop(m)) {
      return false;
    }
    int from = Moves.from(m);
    int df = from / 9 - ek / 9;
    int dr = from % 9 - ek % 9;
    return df == 0 || dr == 0 || df == dr || df == -dr;
  }

  /**
   * NEAR[sq]: the squares within two files and three ranks of sq: every square from which a
   * stepping piece or a knight can attack a neighbour of sq.
   */
  static final long[] NEAR_LO = new long[81];

  static final long[] NEAR_HI = new long[81];

  /**
   * AROUND[kind * 81 + sq], kinds rook, bishop, lance: the squares from which such a slider could
   * reach sq or a neighbour of it on an empty board (for the lance in either direction).
   */
  static final long[] AROUND_LO = new long[3 * 81];

  static final long[] AROUND_HI = new long[3 * 81];

  static {
    for (int a = 0; a < 81; a++) {
      for (int b = 0; b < 81; b++) {
        int df = Math.abs(a / 9 - b / 9);
        int dr = Math.abs(a % 9 - b % 9);
        if (df <= 2 && dr <= 3) {
          NEAR_LO[a] |= SQ_LO[b];
          NEAR_HI[a] |= SQ_HI[b];
        }
        if (df <= 1 && dr <= 1) {
          AROUND_LO[a] |= ROOK_LO[b];
          AROUND_HI[a] |= ROOK_HI[b];
          AROUND_LO[81 + a] |= BISHOP_LO[b];
          AROUND_HI[81 + a] |= BISHOP_HI[b];
          AROUND_LO[162 + a] |= FILE_LO[b / 9];
          AROUND_HI[162 + a] |= FILE_HI[b / 9];
        }
      }
    }
  }

  /**
   * Sets (rLo, rHi) to the squares of (tLo, tHi), neighbours of the king on k, that no piece of
   * {@code them} attacks with the king lifted off k (so it cannot hide behind itself on a slider's
   * line): the step attacks of the enemy pieces near the king all at once, then the sliders by
   * target.
   */
  static void safeKingTargets(Board b, int k, int them, long tLo, long tHi) {
    long eLo = b.bb[28 + them];
    long eHi = b.bb[30 + them];
    long nLo = NEAR_LO[k] & eLo;
    long nHi = NEAR_HI[k] & eHi;
    long aLo = 0;
    long aHi = 0;
    while ((nLo | nHi) != 0) {
      int s = Attacks.first(nLo, nHi);
      nLo &= ~SQ_LO[s];
      nHi &= ~SQ_HI[s];
      int i = b.squares[s] * 81 + s;
      aLo |= STEP_LO[i];
      aHi |= STEP_HI[i];
    }
    tLo &= ~aLo;
    tHi &= ~aHi;
    // The enemy sliders that could reach the king's neighbourhood at all.
    long rookLo = (b.bb[PieceCodes.ROOK] | b.bb[PieceCodes.DRAGON]) & eLo & AROUND_LO[k];
    long rookHi = (b.bb[14 + PieceCodes.ROOK] | b.bb[14 + PieceCodes.DRAGON]) & eHi & AROUND_HI[k];
    long bishopLo = (b.bb[PieceCodes.BISHOP] | b.bb[PieceCodes.HORSE]) & eLo & AROUND_LO[81 + k];
    long bishopHi =
        (b.bb[14 + PieceCodes.BISHOP] | b.bb[14 + PieceCodes.HORSE]) & eHi & AROUND_HI[81 + k];
    long lanceLo = b.bb[PieceCodes.LANCE] & eLo & AROUND_LO[162 + k];
    long lanceHi = b.bb[14 + PieceCodes.LANCE] & eHi & AROUND_HI[162 + k];
    if ((rookLo | rookHi | bishopLo | bishopHi | lanceLo | lanceHi) != 0) {
      long oLo = b.occLo & ~SQ_LO[k];
      long oHi = b.occHi & ~SQ_HI[k];
      int lanceRays = (them == 0 ? Bitboards.S : Bitboards.N) * 81;
      long sLo = tLo;
      long sHi = tHi;
      while ((sLo | sHi) != 0) {
        int to = Attacks.first(sLo, sHi);
        sLo &= ~SQ_LO[to];
        sHi &= ~SQ_HI[to];
        if (Attacks.sliderReaches(
            to,
            oLo,
            oHi,
            (rookLo & ROOK_LO[to])
                | (bishopLo & BISHOP_LO[to])
                | (lanceLo & RAY_LO[lanceRays + to]),
            (rookHi & ROOK_HI[to])
                | (bishopHi & BISHOP_HI[to])
                | (lanceHi & RAY_HI[lanceRays + to]))) {
          tLo &= ~SQ_LO[to];
          tHi &= ~SQ_HI[to];
        }
      }
    }
    b.rLo = tLo;
    b.rHi = tHi;
  }

  /** The work of {@link Board#isLegalPseudo}. */
  static boolean isLegalPseudo(Board b, int m) {
    int us = b.side;
    if (Moves.isDrop(m) && Moves.dropType(m) == PieceCodes.PAWN) {
      if (DropPawnMate.mates(b, Moves.to(m))) {
        return false;
      }
    }
    MakeUnmake.make(b, m);
    boolean legal = b.st[2 + us] < 0 || !b.isAttacked(b.st[2 + us], us ^ 1);
    MakeUnmake.unmake(b, m);
    return legal;
  }

  /** isLegal: the last test by make/unmake, or the cheaper one when the check status is known. */
  static boolean isLegal(Board b, int m, boolean inCheck, boolean known) {
    if ((m & ~0x1ff_ffff) != 0 || m == 0) {
      return false;
    }
    int to = Moves.to(m);
    int from = Moves.from(m);
    int moved = Moves.moved(m);
    int us = b.side;
    if (to >= 81 || from >= 88 || moved == 0 || moved > 28 || PieceCodes.color(moved) != us) {
      return false;
    }
    if (from >= 81) {
      int t = from - 81;
      if (Moves.isPromote(m)
          || Moves.captured(m) != 0
          || moved != PieceCodes.code(us, t)
          || HandBits.count(b.st[us], t) == 0
          || b.squares[to] != 0
          || !Board.canLive(us, t, to)) {
        return false;
      }
      if (t == PieceCodes.PAWN) {
        MoveGen.pawnFiles(b, us);
        if (((b.rLo & SQ_LO[to]) | (b.rHi & SQ_HI[to])) != 0) {
          return false; // 二歩
        }
      }
      return known ? isLegalPseudo(b, m, inCheck) : isLegalPseudo(b, m);
    }
    int captured = Moves.captured(m);
    int type = PieceCodes.type(moved);
    if (from == to
        || b.squares[from] != moved
        || b.squares[to] != captured
        || (captured != 0
            && (PieceCodes.color(captured) == us
                || PieceCodes.type(captured) == PieceCodes.KING))) {
      return false;
    }
    if (Moves.isPromote(m)
        ? !(PieceCodes.canPromote(type) && (Board.inZone(us, from) || Board.inZone(us, to)))
        : !Board.canLive(us, type, to)) {
      return false;
    }
    return b.attacks(from, to) && (known ? isLegalPseudo(b, m, inCheck) : isLegalPseudo(b, m));
  }

  /** The work of {@link Board#checksAfter}. */
  static boolean checksAfter(Board b, int m) {
    int us = b.side;
    int ek = b.st[2 + (us ^ 1)];
    if (ek < 0) {
      return false;
    }
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    long oLo = b.occLo | SQ_LO[to];
    long oHi = b.occHi | SQ_HI[to];
    long leftLo = 0;
    long leftHi = 0;
    if (!Moves.isDrop(m)) {
      int from = Moves.from(m);
      leftLo = SQ_LO[from];
      leftHi = SQ_HI[from];
      oLo &= ~leftLo;
      oHi &= ~leftHi;
    }
    Attacks.attacksOf(b, Moves.isPromote(m) ? moved + 8 : moved, to, oLo, oHi);
    long kLo = SQ_LO[ek];
    long kHi = SQ_HI[ek];
    if (((b.rLo & kLo) | (b.rHi & kHi)) != 0) {
      return true;
    }
    Attacks.stepAttackersTo(b, ek, us);
    if (((b.rLo & ~leftLo) | (b.rHi & ~leftHi)) != 0) {
      return true;
    }
    Attacks.sliders(b, ek, us);
    return Attacks.sliderReaches(ek, oLo, oHi, b.rLo & ~leftLo, b.rHi & ~leftHi);
  }
}
