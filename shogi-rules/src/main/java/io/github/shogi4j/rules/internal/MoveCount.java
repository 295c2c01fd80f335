package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.IN_ZONE;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.LIVE_LO;
import static io.github.shogi4j.rules.internal.Bitboards.RANK1_HI;
import static io.github.shogi4j.rules.internal.Bitboards.RANK1_LO;
import static io.github.shogi4j.rules.internal.Bitboards.RANK9_HI;
import static io.github.shogi4j.rules.internal.Bitboards.RANK9_LO;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_HI;
import static io.github.shogi4j.rules.internal.Bitboards.RAY_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ROOK_LO;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_LO;
import static io.github.shogi4j.rules.internal.PieceCodes.TYPE_OF;

/**
 * Bulk counting (perft's last ply): the number of legal moves of the non-king pieces of one side,
 * found without writing them. Unpinned pieces are counted by kind straight from the type bitboards:
 * pawns all at once by one shift along the files, the other steppers by one table lookup each, the
 * sliders by their rays; promotions (成り) by the zone masks and the squares where a piece could
 * never move (行き所のない駒) by the live-square masks. Drops (打つ手) are counted by the number of empty
 * targets, less the files holding an own pawn (二歩) and a drop-pawn mate (打ち歩詰め).
 *
 * <p>Invariant: each count equals the number of moves the writing path of {@link MoveGen} writes
 * for the same pieces and targets. Stateless and allocation-free.
 */
final class MoveCount {
  private MoveCount() {}

  /**
   * The number of drops {@link #emitDrops} would write: the kinds that may go anywhere by the
   * number of empty targets, lances and knights without the last ranks, pawns also without the
   * files holding a pawn (二歩) and without a mating drop (打ち歩詰め).
   */
  static int countDrops(Board b, int us, int hand, long lo, long hi, boolean checkPawnMate) {
    int anywhere =
        (HandBits.count(hand, PieceCodes.SILVER) != 0 ? 1 : 0)
            + (HandBits.count(hand, PieceCodes.GOLD) != 0 ? 1 : 0)
            + (HandBits.count(hand, PieceCodes.BISHOP) != 0 ? 1 : 0)
            + (HandBits.count(hand, PieceCodes.ROOK) != 0 ? 1 : 0);
    int n = anywhere * (Long.bitCount(lo) + Long.bitCount(hi));
    if (HandBits.count(hand, PieceCodes.LANCE) != 0) {
      int code = PieceCodes.code(us, PieceCodes.LANCE);
      n += Long.bitCount(lo & LIVE_LO[code]) + Long.bitCount(hi & LIVE_HI[code]);
    }
    if (HandBits.count(hand, PieceCodes.KNIGHT) != 0) {
      int code = PieceCodes.code(us, PieceCodes.KNIGHT);
      n += Long.bitCount(lo & LIVE_LO[code]) + Long.bitCount(hi & LIVE_HI[code]);
    }
    if (HandBits.count(hand, PieceCodes.PAWN) != 0) {
      int code = PieceCodes.code(us, PieceCodes.PAWN);
      MoveGen.pawnFiles(b, us);
      long dLo = lo & LIVE_LO[code] & ~b.rLo;
      long dHi = hi & LIVE_HI[code] & ~b.rHi;
      n += Long.bitCount(dLo) + Long.bitCount(dHi);
      int front = checkPawnMate ? DropPawnMate.pawnCheckSquare(b, us, dLo, dHi) : -1;
      if (front >= 0 && DropPawnMate.pawnDropMates(b, front)) {
        n--;
      }
    }
    return n;
  }

  /**
   * Counts (without writing) the moves of the non-king pieces {@code (lo, hi)} of {@code us}: the
   * unpinned ones by kind, straight from the type bitboards (pawns all at once, the others by one
   * table lookup or a few rays each, promotions by zone masks), pinned pieces through the general
   * path. Gives the same number as the writing path.
   */
  static int countPieceMoves(
      Board b,
      int us,
      int k,
      long lo,
      long hi,
      long pinLo,
      long pinHi,
      long targetLo,
      long targetHi) {
    long freeLo = lo & ~pinLo;
    long freeHi = hi & ~pinHi;
    int n = countSteppers(b, us, freeLo, freeHi, targetLo, targetHi);
    long xLo = freeLo & Attacks.sliderLo(b);
    long xHi = freeHi & Attacks.sliderHi(b);
    while ((xLo | xHi) != 0) {
      int from = Attacks.first(xLo, xHi);
      xLo &= ~SQ_LO[from];
      xHi &= ~SQ_HI[from];
      n += countSlider(b, us, from, targetLo, targetHi);
    }
    // Pinned pieces, along their pin line, through the general attack path.
    long sLo = lo & pinLo;
    long sHi = hi & pinHi;
    if ((sLo | sHi) != 0) {
      n =
          MoveGen.emitEach(
              b, null, n, sLo, sHi, k, pinLo, pinHi, targetLo, targetHi, b.occLo, b.occHi);
    }
    return n;
  }

  /**
   * The number of moves of the non-sliding pieces among (xLo, xHi) of {@code us} (pawns, knights,
   * silvers, golds and the promoted minor pieces; not the king) to the targets, by kind: pawns all
   * at once by one shift along the files, the others by one table lookup each. Additive over
   * pieces, and independent of the occupancy.
   */
  static int countSteppers(Board b, int us, long xLo, long xHi, long targetLo, long targetHi) {
    long pawnLo = b.bb[PieceCodes.PAWN] & xLo;
    long pawnHi = b.bb[14 + PieceCodes.PAWN] & xHi;
    int n;
    if (us == 0) { // a file never straddles the words
      n =
          countForward(
              us,
              PieceCodes.PAWN,
              (pawnLo >>> 1) & ~RANK9_LO & targetLo,
              (pawnHi >>> 1) & ~RANK9_HI & targetHi);
    } else {
      n =
          countForward(
              us,
              PieceCodes.PAWN,
              (pawnLo << 1) & ~RANK1_LO & targetLo,
              (pawnHi << 1) & ~RANK1_HI & targetHi);
    }
    // Gold and the promoted minor pieces (金 and 成駒) move alike and never promote.
    int gold = PieceCodes.code(us, PieceCodes.GOLD) * 81;
    long sLo = xLo & (b.bb[PieceCodes.GOLD] | b.bb[8] | b.bb[9] | b.bb[10] | b.bb[11]);
    long sHi =
        xHi
            & (b.bb[14 + PieceCodes.GOLD]
                | b.bb[14 + 8]
                | b.bb[14 + 9]
                | b.bb[14 + 10]
                | b.bb[14 + 11]);
    while ((sLo | sHi) != 0) {
      int from = Attacks.first(sLo, sHi);
      sLo &= ~SQ_LO[from];
      sHi &= ~SQ_HI[from];
      n +=
          Long.bitCount(STEP_LO[gold + from] & targetLo)
              + Long.bitCount(STEP_HI[gold + from] & targetHi);
    }
    int knight = PieceCodes.code(us, PieceCodes.KNIGHT) * 81;
    sLo = xLo & b.bb[PieceCodes.KNIGHT];
    sHi = xHi & b.bb[14 + PieceCodes.KNIGHT];
    while ((sLo | sHi) != 0) {
      int from = Attacks.first(sLo, sHi);
      sLo &= ~SQ_LO[from];
      sHi &= ~SQ_HI[from];
      n +=
          countForward(
              us,
              PieceCodes.KNIGHT,
              STEP_LO[knight + from] & targetLo,
              STEP_HI[knight + from] & targetHi);
    }
    int silver = PieceCodes.code(us, PieceCodes.SILVER) * 81;
    sLo = xLo & b.bb[PieceCodes.SILVER];
    sHi = xHi & b.bb[14 + PieceCodes.SILVER];
    while ((sLo | sHi) != 0) {
      int from = Attacks.first(sLo, sHi);
      sLo &= ~SQ_LO[from];
      sHi &= ~SQ_HI[from];
      n +=
          countPromoting(
              us, from, STEP_LO[silver + from] & targetLo, STEP_HI[silver + from] & targetHi);
    }
    return n;
  }

  /**
   * The number of moves of a pawn, lance or knight of {@code us} to (tLo, tHi). These only move
   * forward, so they may promote exactly when they arrive in the zone, and stay unpromoted only
   * where they can still move.
   */
  static int countForward(int us, int type, long tLo, long tHi) {
    int code = PieceCodes.code(us, type);
    return Long.bitCount(tLo & LIVE_LO[code])
        + Long.bitCount(tHi & LIVE_HI[code])
        + Long.bitCount(tLo & ZONE_LO[us])
        + Long.bitCount(tHi & ZONE_HI[us]);
  }

  /**
   * The number of moves of the slider (lance, bishop, rook, horse or dragon) of {@code us} on
   * {@code from} to the targets: a promoted one adds its steps and never promotes. Leaves its reach
   * on an empty board in (rLo, rHi): its count changes only with the occupancy there.
   */
  static int countSlider(Board b, int us, int from, long targetLo, long targetHi) {
    int type = TYPE_OF[b.squares[from]];
    b.rLo = 0;
    b.rHi = 0;
    int n;
    if (type == PieceCodes.LANCE) {
      int dir = us == 0 ? Bitboards.N : Bitboards.S;
      Attacks.ray(b, dir, from, b.occLo, b.occHi);
      n = countForward(us, PieceCodes.LANCE, b.rLo & targetLo, b.rHi & targetHi);
      b.rLo = RAY_LO[dir * 81 + from];
      b.rHi = RAY_HI[dir * 81 + from];
      return n;
    }
    boolean lines = type == PieceCodes.ROOK || type == PieceCodes.DRAGON;
    if (lines) {
      Attacks.ray(b, Bitboards.N, from, b.occLo, b.occHi);
      Attacks.ray(b, Bitboards.S, from, b.occLo, b.occHi);
      Attacks.ray(b, Bitboards.E, from, b.occLo, b.occHi);
      Attacks.ray(b, Bitboards.W, from, b.occLo, b.occHi);
    } else {
      Attacks.ray(b, Bitboards.NE, from, b.occLo, b.occHi);
      Attacks.ray(b, Bitboards.SW, from, b.occLo, b.occHi);
      Attacks.ray(b, Bitboards.NW, from, b.occLo, b.occHi);
      Attacks.ray(b, Bitboards.SE, from, b.occLo, b.occHi);
    }
    if (type >= 8) { // the horse's and dragon's steps are among the king's
      int i = PieceCodes.code(us, PieceCodes.KING) * 81 + from;
      n =
          Long.bitCount((b.rLo | STEP_LO[i]) & targetLo)
              + Long.bitCount((b.rHi | STEP_HI[i]) & targetHi);
    } else {
      n = countPromoting(us, from, b.rLo & targetLo, b.rHi & targetHi);
    }
    b.rLo = lines ? ROOK_LO[from] : BISHOP_LO[from];
    b.rHi = lines ? ROOK_HI[from] : BISHOP_HI[from];
    return n;
  }

  /**
   * The number of moves of a silver, bishop or rook (never dead) from {@code from} to (tLo, tHi):
   * each, plus its promotion when it starts or ends in the zone.
   */
  static int countPromoting(int us, int from, long tLo, long tHi) {
    int n = Long.bitCount(tLo) + Long.bitCount(tHi);
    if (IN_ZONE[us * 81 + from]) {
      return n + n;
    }
    return n + Long.bitCount(tLo & ZONE_LO[us]) + Long.bitCount(tHi & ZONE_HI[us]);
  }
}
