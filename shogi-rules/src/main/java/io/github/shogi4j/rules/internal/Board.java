package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BETWEEN_LO;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.BISHOP_LO;
import static io.github.shogi4j.rules.internal.Bitboards.FILE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.FILE_LO;
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
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_HI;
import static io.github.shogi4j.rules.internal.Bitboards.ZONE_LO;

/**
 * The mutable board behind {@code Position}: bitboards (81 squares in two longs, see {@link
 * Bitboards}) per piece type and per color, a mailbox of piece codes, two packed hands, the side to
 * move, the ply and an incrementally updated Zobrist key, with make/unmake and complete legal move
 * generation into int buffers.
 *
 * <p>Legal moves are generated directly: pinned pieces move only along their pin line, check
 * evasions are generated as king moves, captures of the checker and interpositions, and king moves
 * are tested with the king lifted off the board (so it cannot hide behind itself on a slider's
 * line). Drop-pawn mate (打ち歩詰め) is decided by a full test of the defender's replies: king escapes,
 * an undefended pawn, and captures by pieces that may legally move.
 *
 * <p>Not thread-safe: each thread works on its own copy. Square indexes are file-major ({@code
 * (file - 1) * 9 + rank - 1}); colors are 0 (sente) and 1 (gote).
 */
public final class Board {
  private final byte[] squares = new byte[81];

  /**
   * All bitboards in one array (one allocation per copy): by type ordinal 0..13 (both colors) low
   * words at 0..13 and high words at 14..27, by color low words at 28..29, high at 30..31.
   */
  private final long[] bb = new long[32];

  private long occLo;
  private long occHi;

  /** Hands at 0..1, king squares (or -1) at 2..3. */
  private final int[] st = {0, 0, -1, -1};

  private int side;
  private int ply = 1;
  private long key;

  /** Zobrist.PIECE and Zobrist.HAND flattened (one load instead of two or three). */
  private static final long[] ZP = new long[29 * 81];

  private static final long[] ZH = new long[2 * 7 * 32];
  private static final int[] TYPE_OF = new int[29];
  private static final int[] COLOR_OF = new int[29];
  private static final boolean[] SLIDER = new boolean[29];
  private static final boolean[] IN_ZONE = new boolean[2 * 81];
  private static long RANK1_LO;
  private static long RANK1_HI;
  private static long RANK9_LO;
  private static long RANK9_HI;

  static {
    for (int code = 1; code < 29; code++) {
      System.arraycopy(Zobrist.PIECE[code], 0, ZP, code * 81, 81);
      TYPE_OF[code] = PieceCodes.type(code);
      COLOR_OF[code] = PieceCodes.color(code);
      int t = TYPE_OF[code];
      SLIDER[code] =
          t == PieceCodes.LANCE
              || t == PieceCodes.BISHOP
              || t == PieceCodes.ROOK
              || t == PieceCodes.HORSE
              || t == PieceCodes.DRAGON;
    }
    for (int c = 0; c < 2; c++) {
      for (int t = 0; t < 7; t++) {
        System.arraycopy(Zobrist.HAND[c][t], 0, ZH, c * 224 + t * 32, 32);
      }
    }
    for (int sq = 0; sq < 81; sq++) {
      if (sq % 9 == 0) {
        RANK1_LO |= SQ_LO[sq];
        RANK1_HI |= SQ_HI[sq];
      }
      if (sq % 9 == 8) {
        RANK9_LO |= SQ_LO[sq];
        RANK9_HI |= SQ_HI[sq];
      }
      IN_ZONE[sq] = inZone(0, sq);
      IN_ZONE[81 + sq] = inZone(1, sq);
    }
  }

  // Results of the two-word computations (a Board is single-threaded).
  private long rLo;
  private long rHi;
  // Scratch buffers, allocated on first use: perft's move stack and hasLegalMove's buffer.
  private int[] stack;
  private int[] scratch;

  /** An empty board, sente to move, ply 1. */
  public Board() {}

  /**
   * A copy with its own state.
   *
   * @return the copy
   */
  public Board copy() {
    Board b = new Board();
    b.copyFrom(this);
    return b;
  }

  /**
   * Makes this board a copy of another one, without allocating (a scratch board reused for many
   * positions). Only reads {@code source}.
   *
   * @param source the board to copy
   */
  public void copyFrom(Board source) {
    System.arraycopy(source.squares, 0, squares, 0, 81);
    System.arraycopy(source.bb, 0, bb, 0, 32);
    System.arraycopy(source.st, 0, st, 0, 4);
    occLo = source.occLo;
    occHi = source.occHi;
    side = source.side;
    ply = source.ply;
    key = source.key;
  }

  // ---------------------------------------------------------------- setup and accessors

  /**
   * Puts a piece code on a square (0 empties it). Call {@link #refresh()} when setup is done.
   *
   * @param sq square index
   * @param code piece code or 0
   */
  public void set(int sq, int code) {
    squares[sq] = (byte) code;
  }

  /**
   * Sets a side's packed hand. Call {@link #refresh()} when setup is done.
   *
   * @param color 0 or 1
   * @param hand packed hand
   */
  public void setHand(int color, int hand) {
    st[color] = hand;
  }

  /**
   * Sets the side to move. Call {@link #refresh()} when setup is done.
   *
   * @param color 0 or 1
   */
  public void setSideToMove(int color) {
    side = color;
  }

  /**
   * Sets the ply (the SFEN move number).
   *
   * @param ply the move number
   */
  public void setPly(int ply) {
    this.ply = ply;
  }

  /** Recomputes the bitboards, the key and the king squares after setup. */
  public void refresh() {
    st[2 + 0] = -1;
    st[2 + 1] = -1;
    java.util.Arrays.fill(bb, 0);
    occLo = occHi = 0;
    for (int s = 0; s < 81; s++) {
      int p = squares[s];
      if (p != 0) {
        xorPiece(p, s);
        if (PieceCodes.type(p) == PieceCodes.KING) {
          st[2 + PieceCodes.color(p)] = s;
        }
      }
    }
    key = computeKey();
  }

  /** Toggles a piece on a square in the bitboards (not the mailbox, not the key). */
  private void xorPiece(int code, int sq) {
    int t = TYPE_OF[code];
    int c = COLOR_OF[code];
    long lo = SQ_LO[sq];
    long hi = SQ_HI[sq];
    bb[t] ^= lo;
    bb[14 + t] ^= hi;
    bb[28 + c] ^= lo;
    bb[30 + c] ^= hi;
    occLo ^= lo;
    occHi ^= hi;
  }

  /**
   * The piece code on a square.
   *
   * @param sq square index
   * @return the code, 0 when empty
   */
  public int pieceAt(int sq) {
    return squares[sq];
  }

  /**
   * A side's packed hand.
   *
   * @param color 0 or 1
   * @return the packed hand
   */
  public int hand(int color) {
    return st[color];
  }

  /**
   * The side to move.
   *
   * @return 0 sente, 1 gote
   */
  public int sideToMove() {
    return side;
  }

  /**
   * The ply: the SFEN move number of this position.
   *
   * @return the move number
   */
  public int ply() {
    return ply;
  }

  /**
   * The incrementally maintained Zobrist key.
   *
   * @return the key
   */
  public long key() {
    return key;
  }

  /**
   * A side's king square.
   *
   * @param color 0 or 1
   * @return the square index, or -1 when that side has no king
   */
  public int kingSquare(int color) {
    return st[2 + color];
  }

  /**
   * The key computed from scratch (for tests of the incremental key).
   *
   * @return the key
   */
  public long computeKey() {
    long k = 0;
    for (int s = 0; s < 81; s++) {
      if (squares[s] != 0) {
        k ^= Zobrist.PIECE[squares[s]][s];
      }
    }
    k ^= Zobrist.hand(0, st[0]) ^ Zobrist.hand(1, st[1]);
    return side == 1 ? k ^ Zobrist.SIDE : k;
  }

  // ---------------------------------------------------------------- make / unmake

  /**
   * Plays a packed move (as generated, with its piece fields) without any legality check.
   *
   * @param m packed move
   */
  public void doMove(int m) {
    key ^= keyChange(m, side, st[side]);
    make(m);
    ply++;
  }

  /**
   * The Zobrist key the board will have once a move is played, without playing it (a search that
   * prefetches the hash table entry of the position a move leads to, or that scores a leaf without
   * playing its move).
   *
   * @param m packed move, as generated for the side to move
   * @return {@link #key()} after {@link #doMove doMove(m)}
   */
  public long keyAfter(int m) {
    return key ^ keyChange(m, side, st[side]);
  }

  /**
   * The change of the Zobrist key a move makes, given the mover and the mover's hand before it.
   *
   * @param m packed move
   * @param us the mover
   * @param hand the mover's packed hand before the move
   * @return the bits to flip in the key
   */
  private static long keyChange(int m, int us, int hand) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    if (Moves.isDrop(m)) {
      int t = Moves.dropType(m);
      int n = HandBits.count(hand, t);
      return Zobrist.SIDE
          ^ ZH[us * 224 + t * 32 + n]
          ^ ZH[us * 224 + t * 32 + n - 1]
          ^ ZP[moved * 81 + to];
    }
    int placed = Moves.isPromote(m) ? moved + 8 : moved;
    long k = Zobrist.SIDE ^ ZP[moved * 81 + Moves.from(m)] ^ ZP[placed * 81 + to];
    int captured = Moves.captured(m);
    if (captured != 0) {
      int t = PieceCodes.unpromoted(TYPE_OF[captured]);
      int n = HandBits.count(hand, t);
      k ^= ZP[captured * 81 + to] ^ ZH[us * 224 + t * 32 + n] ^ ZH[us * 224 + t * 32 + n + 1];
    }
    return k;
  }

  /**
   * Plays a move on the bitboards, mailbox, hands and king squares and passes the turn: {@link
   * #doMove} without the key and the ply, for perft and the legality tests, which read neither.
   */
  private void make(int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    int us = side;
    if (Moves.isDrop(m)) {
      st[us] = HandBits.remove(st[us], Moves.dropType(m));
      squares[to] = (byte) moved;
      xorPiece(moved, to);
    } else {
      int from = Moves.from(m);
      int placed = movePiece(m, from, to, moved, us);
      int captured = Moves.captured(m);
      if (captured != 0) {
        st[us] = HandBits.add(st[us], PieceCodes.unpromoted(TYPE_OF[captured]));
      }
      squares[from] = 0;
      squares[to] = (byte) placed;
      if (TYPE_OF[moved] == PieceCodes.KING) {
        st[2 + us] = to;
      }
    }
    side = us ^ 1;
  }

  /** Takes back a move played with {@link #make}. */
  private void unmake(int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    int us = side ^ 1;
    side = us;
    if (Moves.isDrop(m)) {
      st[us] = HandBits.add(st[us], Moves.dropType(m));
      squares[to] = 0;
      xorPiece(moved, to);
    } else {
      int from = Moves.from(m);
      movePiece(m, from, to, moved, us);
      int captured = Moves.captured(m);
      if (captured != 0) {
        st[us] = HandBits.remove(st[us], PieceCodes.unpromoted(TYPE_OF[captured]));
      }
      squares[to] = (byte) captured;
      squares[from] = (byte) moved;
      if (TYPE_OF[moved] == PieceCodes.KING) {
        st[2 + us] = from;
      }
    }
  }

  /**
   * Toggles the bitboards of a board move of {@code us} (not the mailbox, not the key): the piece
   * leaves {@code from}, arrives on {@code to} (promoted or not) and the captured piece, if any,
   * leaves {@code to}. Its own inverse, so make and unmake share it.
   *
   * @return the code placed on {@code to}
   */
  private int movePiece(int m, int from, int to, int moved, int us) {
    int placed = Moves.isPromote(m) ? moved + 8 : moved;
    int captured = Moves.captured(m);
    long fLo = SQ_LO[from];
    long fHi = SQ_HI[from];
    long tLo = SQ_LO[to];
    long tHi = SQ_HI[to];
    int tm = TYPE_OF[moved];
    int tp = TYPE_OF[placed];
    if (tm == tp) { // one update of the type's words instead of two in a row
      bb[tm] ^= fLo | tLo;
      bb[14 + tm] ^= fHi | tHi;
    } else {
      bb[tm] ^= fLo;
      bb[14 + tm] ^= fHi;
      bb[tp] ^= tLo;
      bb[14 + tp] ^= tHi;
    }
    bb[28 + us] ^= fLo | tLo;
    bb[30 + us] ^= fHi | tHi;
    occLo ^= fLo;
    occHi ^= fHi;
    if (captured != 0) {
      int tc = TYPE_OF[captured];
      bb[tc] ^= tLo;
      bb[14 + tc] ^= tHi;
      bb[28 + (us ^ 1)] ^= tLo;
      bb[30 + (us ^ 1)] ^= tHi;
    } else {
      occLo ^= tLo;
      occHi ^= tHi;
    }
    return placed;
  }

  /**
   * Takes back the move last played with {@link #doMove}.
   *
   * @param m the same packed move
   */
  public void undoMove(int m) {
    unmake(m);
    key ^= keyChange(m, side, st[side]);
    ply--;
  }

  /**
   * Takes back the move last played with {@link #doMove}, given the key the board had before it: a
   * search that kept that key spares recomputing the key's change.
   *
   * @param m the same packed move
   * @param keyBefore {@link #key()} before the move was played
   */
  public void undoMove(int m, long keyBefore) {
    unmake(m);
    key = keyBefore;
    ply--;
  }

  // ---------------------------------------------------------------- attacks

  /**
   * Adds the reach of a slider along one ray from sq, stopping at (and including) the first
   * blocker, without branches: toward higher indexes the reach ends at the lowest blocker ({@code b
   * ^ (b - 1)} keeps the bits up to it, all of them when there is none); toward lower indexes at
   * the highest one ({@code -highestOneBit(b | 1)} keeps the bits from it up, bit 0 standing in for
   * the edge). The high word (the nearer one going down, the farther one going up) counts only when
   * the other word holds no blocker: {@code (b - 1) >> 63} is all ones exactly for an empty b (a
   * ray never holds bit 63).
   */
  private void ray(int dir, int sq, long oLo, long oHi) {
    int i = dir * 81 + sq;
    long lo = RAY_LO[i];
    long hi = RAY_HI[i];
    if (Bitboards.decreasing(dir)) {
      long bh = hi & oHi;
      long none = (bh - 1) >> 63;
      rHi |= hi & (-Long.highestOneBit(bh) | none);
      rLo |= lo & -Long.highestOneBit((lo & oLo) | 1) & none;
    } else {
      long bl = lo & oLo;
      long bh = hi & oHi;
      rLo |= lo & (bl ^ (bl - 1));
      rHi |= hi & (bh ^ (bh - 1)) & ((bl - 1) >> 63);
    }
  }

  /** Sets (rLo, rHi) to the squares a piece code on sq attacks, given an occupancy. */
  private void attacksOf(int code, int sq, long oLo, long oHi) {
    int i = code * 81 + sq;
    rLo = STEP_LO[i];
    rHi = STEP_HI[i];
    if (!SLIDER[code]) {
      return;
    }
    switch (TYPE_OF[code]) {
      case PieceCodes.LANCE:
        ray(code > 14 ? Bitboards.S : Bitboards.N, sq, oLo, oHi);
        break;
      case PieceCodes.BISHOP:
      case PieceCodes.HORSE:
        ray(Bitboards.NE, sq, oLo, oHi);
        ray(Bitboards.SW, sq, oLo, oHi);
        ray(Bitboards.NW, sq, oLo, oHi);
        ray(Bitboards.SE, sq, oLo, oHi);
        break;
      case PieceCodes.ROOK:
      case PieceCodes.DRAGON:
        ray(Bitboards.N, sq, oLo, oHi);
        ray(Bitboards.S, sq, oLo, oHi);
        ray(Bitboards.E, sq, oLo, oHi);
        ray(Bitboards.W, sq, oLo, oHi);
        break;
      default:
        break;
    }
  }

  /**
   * Sets (rLo, rHi) to the sliders of {@code by} that would attack sq on an empty board: rooks and
   * dragons on its lines, bishops and horses on its diagonals, lances below it (for {@code by}).
   */
  private void sliders(int sq, int by) {
    long cLo = bb[28 + by];
    long cHi = bb[30 + by];
    int lance = (by == 0 ? Bitboards.S : Bitboards.N) * 81 + sq;
    rLo =
        cLo
            & (((bb[PieceCodes.ROOK] | bb[PieceCodes.DRAGON]) & ROOK_LO[sq])
                | ((bb[PieceCodes.BISHOP] | bb[PieceCodes.HORSE]) & BISHOP_LO[sq])
                | (bb[PieceCodes.LANCE] & RAY_LO[lance]));
    rHi =
        cHi
            & (((bb[14 + PieceCodes.ROOK] | bb[14 + PieceCodes.DRAGON]) & ROOK_HI[sq])
                | ((bb[14 + PieceCodes.BISHOP] | bb[14 + PieceCodes.HORSE]) & BISHOP_HI[sq])
                | (bb[14 + PieceCodes.LANCE] & RAY_HI[lance]));
  }

  /**
   * Sets (rLo, rHi) to the non-sliding attacks: the pieces of {@code by} one step or a knight's
   * jump from sq.
   */
  private void stepAttackersTo(int sq, int by) {
    int them =
        by ^ 1; // a piece of `by` attacks sq iff the same piece of the other color on sq attacks it
    long aLo = 0;
    long aHi = 0;
    int i = PieceCodes.code(them, PieceCodes.PAWN) * 81 + sq;
    aLo |= STEP_LO[i] & bb[PieceCodes.PAWN];
    aHi |= STEP_HI[i] & bb[14 + PieceCodes.PAWN];
    i = PieceCodes.code(them, PieceCodes.KNIGHT) * 81 + sq;
    aLo |= STEP_LO[i] & bb[PieceCodes.KNIGHT];
    aHi |= STEP_HI[i] & bb[14 + PieceCodes.KNIGHT];
    i = PieceCodes.code(them, PieceCodes.SILVER) * 81 + sq;
    aLo |= STEP_LO[i] & bb[PieceCodes.SILVER];
    aHi |= STEP_HI[i] & bb[14 + PieceCodes.SILVER];
    i = PieceCodes.code(them, PieceCodes.GOLD) * 81 + sq;
    aLo |= STEP_LO[i] & (bb[PieceCodes.GOLD] | bb[8] | bb[9] | bb[10] | bb[11]);
    aHi |=
        STEP_HI[i]
            & (bb[14 + PieceCodes.GOLD] | bb[14 + 8] | bb[14 + 9] | bb[14 + 10] | bb[14 + 11]);
    i = PieceCodes.code(them, PieceCodes.KING) * 81 + sq;
    aLo |= STEP_LO[i] & (bb[PieceCodes.KING] | bb[PieceCodes.HORSE] | bb[PieceCodes.DRAGON]);
    aHi |=
        STEP_HI[i]
            & (bb[14 + PieceCodes.KING] | bb[14 + PieceCodes.HORSE] | bb[14 + PieceCodes.DRAGON]);
    rLo = aLo & bb[28 + by];
    rHi = aHi & bb[30 + by];
  }

  /** Sets (rLo, rHi) to the pieces of {@code by} attacking sq, given an occupancy. */
  private void attackersTo(int sq, int by, long oLo, long oHi) {
    checkersAndPins(sq, by, oLo, oHi, 0, 0);
  }

  /**
   * Sets (rLo, rHi) to the pieces of {@code by} attacking sq under an occupancy, and (pinLo, pinHi)
   * to the pieces of the mask (ownLo, ownHi) that stand alone between sq and a slider of {@code
   * by}: the pinned pieces when sq is their king (one pass over the sliders for both).
   */
  private void checkersAndPins(int sq, int by, long oLo, long oHi, long ownLo, long ownHi) {
    stepAttackersTo(sq, by);
    long aLo = rLo;
    long aHi = rHi;
    sliders(sq, by);
    long sLo = rLo;
    long sHi = rHi;
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
    rLo = aLo;
    rHi = aHi;
    pinLo = pLo;
    pinHi = pHi;
  }

  // The second result of checkersAndPins.
  private long pinLo;
  private long pinHi;

  /** Whether {@code by} attacks sq under an occupancy: attackersTo with early exits. */
  private boolean attacked(int sq, int by, long oLo, long oHi) {
    int them = by ^ 1;
    long cLo = bb[28 + by];
    long cHi = bb[30 + by];
    int i = PieceCodes.code(them, PieceCodes.GOLD) * 81 + sq;
    if (((STEP_LO[i] & cLo & (bb[PieceCodes.GOLD] | bb[8] | bb[9] | bb[10] | bb[11]))
            | (STEP_HI[i]
                & cHi
                & (bb[14 + PieceCodes.GOLD] | bb[14 + 8] | bb[14 + 9] | bb[14 + 10] | bb[14 + 11])))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.SILVER) * 81 + sq;
    if (((STEP_LO[i] & cLo & bb[PieceCodes.SILVER])
            | (STEP_HI[i] & cHi & bb[14 + PieceCodes.SILVER]))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.KING) * 81 + sq;
    if (((STEP_LO[i] & cLo & (bb[PieceCodes.KING] | bb[PieceCodes.HORSE] | bb[PieceCodes.DRAGON]))
            | (STEP_HI[i]
                & cHi
                & (bb[14 + PieceCodes.KING]
                    | bb[14 + PieceCodes.HORSE]
                    | bb[14 + PieceCodes.DRAGON])))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.PAWN) * 81 + sq;
    if (((STEP_LO[i] & cLo & bb[PieceCodes.PAWN]) | (STEP_HI[i] & cHi & bb[14 + PieceCodes.PAWN]))
        != 0) {
      return true;
    }
    i = PieceCodes.code(them, PieceCodes.KNIGHT) * 81 + sq;
    if (((STEP_LO[i] & cLo & bb[PieceCodes.KNIGHT])
            | (STEP_HI[i] & cHi & bb[14 + PieceCodes.KNIGHT]))
        != 0) {
      return true;
    }
    sliders(sq, by);
    long sLo = rLo;
    long sHi = rHi;
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

  /**
   * Whether any piece of {@code by} attacks the square.
   *
   * @param sq square index
   * @param by 0 or 1
   * @return true if attacked
   */
  public boolean isAttacked(int sq, int by) {
    return attacked(sq, by, occLo, occHi);
  }

  /**
   * Whether the side to move is in check (王手). A side without a king is never in check.
   *
   * @return true if in check
   */
  public boolean inCheck() {
    int k = st[2 + side];
    return k >= 0 && isAttacked(k, side ^ 1);
  }

  /**
   * The squares of the pieces giving check to the side to move.
   *
   * @param out receives square indexes (two at most)
   * @return how many were written
   */
  public int checkers(int[] out) {
    int k = st[2 + side];
    if (k < 0) {
      return 0;
    }
    attackersTo(k, side ^ 1, occLo, occHi);
    return squaresOf(rLo, rHi, out, 0);
  }

  /**
   * The squares of the pieces of one color that attack a square (reach it in one move under the
   * current occupancy, whatever stands on it), in ascending order: the only pieces that may move
   * there, so a reader resolving move text tests only these.
   *
   * @param sq the square index
   * @param by 0 or 1, the attacking color
   * @param out receives the square indexes (room for 81)
   * @return how many were written
   */
  public int attackerSquares(int sq, int by, int[] out) {
    attackersTo(sq, by, occLo, occHi);
    return squaresOf(rLo, rHi, out, 0);
  }

  /**
   * For the side to move in check (王手): the squares a move other than a king move must reach to
   * answer the check, that is the checker's square and the squares between it and the king, as the
   * (low, high) words of a bitboard (squares 0-62 in bits 0-62 of the low word, 63-80 in bits 0-17
   * of the high one). No square in double check; every square when not in check or without a king.
   * Lets a search reject most pseudo-legal moves of a checked side without playing them.
   *
   * @param out receives the low word in {@code out[off]} and the high word in {@code out[off + 1]}
   * @param off where to write
   */
  public void evasionTargets(long[] out, int off) {
    long lo = -1L;
    long hi = -1L;
    int k = st[2 + side];
    if (k >= 0) {
      attackersTo(k, side ^ 1, occLo, occHi);
      int n = Long.bitCount(rLo) + Long.bitCount(rHi);
      if (n > 1) {
        lo = 0;
        hi = 0;
      } else if (n == 1) {
        int c = rLo != 0 ? Long.numberOfTrailingZeros(rLo) : 63 + Long.numberOfTrailingZeros(rHi);
        int j = k * 81 + c;
        lo = SQ_LO[c] | BETWEEN_LO[j];
        hi = SQ_HI[c] | BETWEEN_HI[j];
      }
    }
    out[off] = lo;
    out[off + 1] = hi;
  }

  private static int squaresOf(long lo, long hi, int[] out, int n) {
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

  /**
   * Whether the piece on {@code from} attacks {@code to} (moves there, ignoring whose piece is on
   * {@code to} and ignoring its own king's safety).
   *
   * @param from an occupied square
   * @param to another square
   * @return true if the piece reaches it
   */
  public boolean attacks(int from, int to) {
    attacksOf(squares[from], from, occLo, occHi);
    return ((rLo & SQ_LO[to]) | (rHi & SQ_HI[to])) != 0;
  }

  // ---------------------------------------------------------------- for MateMoveGen

  /**
   * The occupied squares 0-62 (bit i for square i), for {@link MateMoveGen} and an evaluation that
   * visits only the occupied squares of a region.
   *
   * @return the low word of the occupancy
   */
  public long occupiedLo() {
    return occLo;
  }

  /**
   * The occupied squares 63-80, from bit 0 (bit i for square 63 + i).
   *
   * @return the high word of the occupancy
   */
  public long occupiedHi() {
    return occHi;
  }

  /**
   * The squares 0-62 of one color's pieces (bit i for square i), for an evaluation.
   *
   * @param color 0 or 1
   * @return the low word of that color's occupancy
   */
  public long occupiedLo(int color) {
    return bb[28 + color];
  }

  /**
   * The squares 63-80 of one color's pieces, from bit 0 (bit i for square 63 + i).
   *
   * @param color 0 or 1
   * @return the high word of that color's occupancy
   */
  public long occupiedHi(int color) {
    return bb[30 + color];
  }

  /**
   * The squares 0-62 of the pieces of one type, both colors (bit i for square i), for an
   * evaluation.
   *
   * @param type type ordinal 0..13
   * @return the low word of that type's occupancy
   */
  public long typeLo(int type) {
    return bb[type];
  }

  /**
   * The squares 63-80 of the pieces of one type, both colors, from bit 0 (bit i for square 63 + i).
   *
   * @param type type ordinal 0..13
   * @return the high word of that type's occupancy
   */
  public long typeHi(int type) {
    return bb[14 + type];
  }

  /** The squares of one color's pieces: low word at 0, high word at 1 (for {@link MateMoveGen}). */
  long colorLo(int color) {
    return bb[28 + color];
  }

  long colorHi(int color) {
    return bb[30 + color];
  }

  /**
   * The pieces of {@code by} standing alone between {@code sq} and a slider of {@code by} into
   * {@code out[0..1]}: with {@code sq} the enemy king, the pieces whose move may uncover a check
   * (for {@link MateMoveGen}).
   */
  void blockersOf(int sq, int by, long[] out) {
    checkersAndPins(sq, by, occLo, occHi, bb[28 + by], bb[30 + by]);
    out[0] = pinLo;
    out[1] = pinHi;
  }

  // ---------------------------------------------------------------- rules of movement

  /**
   * Whether a piece of this color and type could ever move again from the given rank (so that a
   * drop or an unpromoted move there is allowed: 行き所のない駒).
   *
   * @param color 0 or 1
   * @param type type ordinal
   * @param sq square index
   * @return false for a pawn or lance on the last rank and a knight on the last two
   */
  public static boolean canLive(int color, int type, int sq) {
    int rel = color == 0 ? sq % 9 : 8 - sq % 9; // 0 = the farthest rank
    if (type == PieceCodes.PAWN || type == PieceCodes.LANCE) {
      return rel >= 1;
    }
    if (type == PieceCodes.KNIGHT) {
      return rel >= 2;
    }
    return true;
  }

  /**
   * Whether the square is in the promotion zone of the color.
   *
   * @param color 0 or 1
   * @param sq square index
   * @return true for the three farthest ranks
   */
  public static boolean inZone(int color, int sq) {
    int r = sq % 9;
    return color == 0 ? r <= 2 : r >= 6;
  }

  // ---------------------------------------------------------------- move generation

  /** Writes the board moves of one piece to the targets (lo, hi), with promotion variants. */
  private int emit(int[] buf, int n, int from, int code, long lo, long hi) {
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
        buf[n++] = Moves.board(from, to, false, code, squares[to]);
      }
      while (hi != 0) {
        int to = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
        buf[n++] = Moves.board(from, to, false, code, squares[to]);
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
        buf[n++] = Moves.board(from, to, true, code, squares[to]);
      }
      if ((liveLo & bit) != 0) {
        buf[n++] = Moves.board(from, to, false, code, squares[to]);
      }
    }
    while (hi != 0) {
      int to = 63 + Long.numberOfTrailingZeros(hi);
      long bit = hi & -hi;
      hi ^= bit;
      if ((zHi & bit) != 0) {
        buf[n++] = Moves.board(from, to, true, code, squares[to]);
      }
      if ((liveHi & bit) != 0) {
        buf[n++] = Moves.board(from, to, false, code, squares[to]);
      }
    }
    return n;
  }

  /** The files holding an unpromoted pawn of the color, as a bitboard of whole files (二歩). */
  private void pawnFiles(int color) {
    rLo = fillFiles(bb[PieceCodes.PAWN] & bb[28 + color], RANK9_LO);
    rHi = fillFiles(bb[14 + PieceCodes.PAWN] & bb[30 + color], RANK9_HI);
  }

  /**
   * The whole files (9-bit lanes of one word) of the files holding a bit of x, all lanes at once:
   * adding the lower eight bits of each lane to its set low bits carries into the lane's top bit
   * (rank 9, the mask {@code top}) exactly when the lane is not empty, and no carry leaves a lane.
   */
  private static long fillFiles(long x, long top) {
    long low = top - (top >>> 8); // the lower eight bits of each lane
    long h = (((x & low) + low) | x) & top;
    return h | (h - (h >>> 8));
  }

  /** Writes drops of every kind in hand to the targets (lo, hi), which must be empty squares. */
  private int emitDrops(int[] buf, int n, long lo, long hi, boolean checkPawnMate) {
    int us = side;
    int hand = st[us];
    if (hand == 0) {
      return n;
    }
    if (buf == null) {
      return n + countDrops(us, hand, lo, hi, checkPawnMate);
    }
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(hand, t) != 0) {
        n = emitDropsOf(buf, n, us, t, lo, hi, checkPawnMate);
      }
    }
    return n;
  }

  /**
   * Writes the drops of one kind in hand to the targets (lo, hi), which must be empty squares:
   * those where the piece can still move, for a pawn only on files without one (二歩) and, when
   * {@code checkPawnMate} is set, without a drop-pawn mate (打ち歩詰め).
   */
  private int emitDropsOf(
      int[] buf, int n, int us, int t, long lo, long hi, boolean checkPawnMate) {
    int code = PieceCodes.code(us, t);
    long dLo = lo & LIVE_LO[code];
    long dHi = hi & LIVE_HI[code];
    int mateSquare = -1;
    if (t == PieceCodes.PAWN) {
      pawnFiles(us);
      dLo &= ~rLo;
      dHi &= ~rHi;
      mateSquare = checkPawnMate ? pawnCheckSquare(us, dLo, dHi) : -1;
    }
    int base = Moves.drop(t, 0, code);
    while (dLo != 0) {
      int to = Long.numberOfTrailingZeros(dLo);
      dLo &= dLo - 1;
      if (to != mateSquare || !pawnDropMates(to)) {
        buf[n++] = base | to;
      }
    }
    while (dHi != 0) {
      int to = 63 + Long.numberOfTrailingZeros(dHi);
      dHi &= dHi - 1;
      if (to != mateSquare || !pawnDropMates(to)) {
        buf[n++] = base | to;
      }
    }
    return n;
  }

  /**
   * The number of drops {@link #emitDrops} would write: the kinds that may go anywhere by the
   * number of empty targets, lances and knights without the last ranks, pawns also without the
   * files holding a pawn (二歩) and without a mating drop (打ち歩詰め).
   */
  private int countDrops(int us, int hand, long lo, long hi, boolean checkPawnMate) {
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
      pawnFiles(us);
      long dLo = lo & LIVE_LO[code] & ~rLo;
      long dHi = hi & LIVE_HI[code] & ~rHi;
      n += Long.bitCount(dLo) + Long.bitCount(dHi);
      int front = checkPawnMate ? pawnCheckSquare(us, dLo, dHi) : -1;
      if (front >= 0 && pawnDropMates(front)) {
        n--;
      }
    }
    return n;
  }

  /**
   * The square right in front of the enemy king when it is among the pawn drop targets (dLo, dHi)
   * of {@code us}: the one drop that may be a drop-pawn mate; else -1.
   */
  private int pawnCheckSquare(int us, long dLo, long dHi) {
    int ek = st[2 + us ^ 1];
    if (ek < 0) {
      return -1;
    }
    int front = us == 0 ? ek + 1 : ek - 1; // the square from which a pawn checks the king
    return front >= 0
            && front < 81
            && front / 9 == ek / 9
            && ((dLo & SQ_LO[front]) | (dHi & SQ_HI[front])) != 0
        ? front
        : -1;
  }

  /**
   * Whether a pawn dropped by the side to move on {@code to}, right in front of the enemy king,
   * checkmates: the pawn is guarded (the king cannot take it), the king has no safe square, and no
   * other defender can legally take it. A drop never discovers a check, so the pawn is the only
   * checker and no interposition exists.
   */
  private boolean pawnDropMates(int to) {
    int us = side;
    int them = us ^ 1;
    int ek = st[2 + them];
    long withoutKingLo = occLo & ~SQ_LO[ek];
    long withoutKingHi = occHi & ~SQ_HI[ek];
    if (!attacked(to, us, withoutKingLo, withoutKingHi)) {
      return false; // the king takes the pawn
    }
    long oLo = withoutKingLo | SQ_LO[to];
    long oHi = withoutKingHi | SQ_HI[to];
    int i = PieceCodes.code(them, PieceCodes.KING) * 81 + ek;
    long escLo = STEP_LO[i] & ~bb[28 + them] & ~SQ_LO[to];
    long escHi = STEP_HI[i] & ~bb[30 + them] & ~SQ_HI[to];
    while (escLo != 0) {
      int s = Long.numberOfTrailingZeros(escLo);
      escLo &= escLo - 1;
      if (!attacked(s, us, oLo, oHi)) {
        return false;
      }
    }
    while (escHi != 0) {
      int s = 63 + Long.numberOfTrailingZeros(escHi);
      escHi &= escHi - 1;
      if (!attacked(s, us, oLo, oHi)) {
        return false;
      }
    }
    // Captures by other defenders: legal unless the capturer is pinned (tested by playing it).
    attackersTo(to, them, occLo | SQ_LO[to], occHi | SQ_HI[to]);
    long capLo = rLo & ~SQ_LO[ek];
    long capHi = rHi & ~SQ_HI[ek];
    if ((capLo | capHi) == 0) {
      return true;
    }
    int[] caps = new int[16];
    int nc = squaresOf(capLo, capHi, caps, 0);
    int drop = Moves.drop(PieceCodes.PAWN, to, PieceCodes.code(us, PieceCodes.PAWN));
    make(drop);
    boolean escaped = false;
    for (int k = 0; k < nc && !escaped; k++) {
      int capture = Moves.board(caps[k], to, false, squares[caps[k]], squares[to]);
      make(capture);
      escaped = !isAttacked(ek, us);
      unmake(capture);
    }
    unmake(drop);
    return !escaped;
  }

  /**
   * Writes every pseudo-legal move of the side to move: the moves the pieces make by the rules of
   * movement, promotion and drops (nifu, dead pieces), not yet checked for leaving the king in
   * check nor for drop-pawn mate. Kings are never captured.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @return the index after the last move written
   */
  public int generatePseudo(int[] buf, int off) {
    int us = side;
    long targetLo = ~bb[28 + us] & Bitboards.ALL_LO;
    long targetHi = ~bb[30 + us] & Bitboards.ALL_HI;
    int ek = st[2 + us ^ 1];
    if (ek >= 0) {
      targetLo &= ~SQ_LO[ek];
      targetHi &= ~SQ_HI[ek];
    }
    int n = off;
    long lo = bb[28 + us];
    long hi = bb[30 + us];
    while (lo != 0) {
      int from = Long.numberOfTrailingZeros(lo);
      lo &= lo - 1;
      attacksOf(squares[from], from, occLo, occHi);
      n = emit(buf, n, from, squares[from], rLo & targetLo, rHi & targetHi);
    }
    while (hi != 0) {
      int from = 63 + Long.numberOfTrailingZeros(hi);
      hi &= hi - 1;
      attacksOf(squares[from], from, occLo, occHi);
      n = emit(buf, n, from, squares[from], rLo & targetLo, rHi & targetHi);
    }
    return emitDrops(buf, n, ~occLo & Bitboards.ALL_LO, ~occHi & Bitboards.ALL_HI, false);
  }

  /**
   * Writes the pseudo-legal captures of the side to move (with and without promotion, as {@link
   * #generatePseudo} gives them) and, when {@code promotions} is set, its promoting moves to empty
   * squares: the first stage of a staged generation, and a quiescence search's moves. Together with
   * {@link #generateQuiets} it gives exactly the moves of {@link #generatePseudo}, each once.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @param promotions whether to add the promotions that capture nothing
   * @return the index after the last move written
   */
  public int generateNoisy(int[] buf, int off, boolean promotions) {
    return generateNoisy(buf, off, promotions, -1L, -1L);
  }

  /**
   * {@link #generateNoisy(int[], int, boolean)} restricted to the captures of the pieces on the
   * given squares: the moves it writes are those of the unrestricted generation that capture
   * nothing or capture on a square of the mask, in the same order. Lets a quiescence search that
   * would drop the captures of cheap pieces anyway (delta pruning) spare generating them.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @param promotions whether to add the promotions that capture nothing
   * @param victimsLo the squares 0-62 whose pieces may be captured (bit i for square i)
   * @param victimsHi the squares 63-80 whose pieces may be captured (bit i for square 63 + i)
   * @return the index after the last move written
   */
  public int generateNoisy(int[] buf, int off, boolean promotions, long victimsLo, long victimsHi) {
    int us = side;
    long enemyLo = bb[28 + (us ^ 1)] & victimsLo;
    long enemyHi = bb[30 + (us ^ 1)] & victimsHi;
    int ek = st[2 + us ^ 1];
    if (ek >= 0) {
      enemyLo &= ~SQ_LO[ek];
      enemyHi &= ~SQ_HI[ek];
    }
    if (!promotions && (enemyLo | enemyHi) == 0) {
      return off;
    }
    long emptyLo = ~occLo & Bitboards.ALL_LO;
    long emptyHi = ~occHi & Bitboards.ALL_HI;
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
    long lo = bb[28 + us] & ~(bb[PieceCodes.PAWN] & ~activeLo);
    long hi = bb[30 + us] & ~(bb[14 + PieceCodes.PAWN] & ~activeHi);
    while ((lo | hi) != 0) {
      int from;
      if (lo != 0) {
        from = Long.numberOfTrailingZeros(lo);
        lo &= lo - 1;
      } else {
        from = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
      }
      int code = squares[from];
      boolean promoting = promotions && TYPE_OF[code] <= PieceCodes.ROOK;
      long wantLo = enemyLo;
      long wantHi = enemyHi;
      if (promoting) {
        boolean fromZone = IN_ZONE[us * 81 + from];
        wantLo |= emptyLo & (fromZone ? -1L : ZONE_LO[us]);
        wantHi |= emptyHi & (fromZone ? -1L : ZONE_HI[us]);
      }
      int r = code * 81 + from;
      if (((Reach.LO[r] & wantLo) | (Reach.HI[r] & wantHi)) == 0) {
        continue; // nothing to capture nor a promotion within reach, even on an empty board
      }
      attacksOf(code, from, occLo, occHi);
      long aLo = rLo;
      long aHi = rHi;
      n = emit(buf, n, from, code, aLo & enemyLo, aHi & enemyHi);
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

  /** The squares each piece code reaches from each square on an empty board. */
  private static final class Reach {
    static final long[] LO = new long[29 * 81];
    static final long[] HI = new long[29 * 81];

    static {
      Board empty = new Board();
      for (int code = 1; code < 29; code++) {
        for (int sq = 0; sq < 81; sq++) {
          empty.attacksOf(code, sq, 0, 0);
          LO[code * 81 + sq] = empty.rLo;
          HI[code * 81 + sq] = empty.rHi;
        }
      }
    }
  }

  /**
   * Writes the pseudo-legal quiet moves of the side to move: its moves to empty squares that do not
   * promote, and its drops: the last stage of a staged generation, the complement of {@link
   * #generateNoisy} with promotions within {@link #generatePseudo}.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @return the index after the last move written
   */
  public int generateQuiets(int[] buf, int off) {
    int us = side;
    long emptyLo = ~occLo & Bitboards.ALL_LO;
    long emptyHi = ~occHi & Bitboards.ALL_HI;
    int n = off;
    long lo = bb[28 + us];
    long hi = bb[30 + us];
    while ((lo | hi) != 0) {
      int from;
      if (lo != 0) {
        from = Long.numberOfTrailingZeros(lo);
        lo &= lo - 1;
      } else {
        from = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
      }
      int code = squares[from];
      attacksOf(code, from, occLo, occHi);
      n = emitQuiets(buf, n, from, code, rLo & emptyLo, rHi & emptyHi);
    }
    return emitDrops(buf, n, emptyLo, emptyHi, false);
  }

  /**
   * Writes the non-promoting moves of the piece code on {@code from} to the targets (lo, hi), which
   * must be empty squares it reaches, leaving out those where it could not move again.
   */
  private static int emitQuiets(int[] buf, int n, int from, int code, long lo, long hi) {
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

  /**
   * Writes the quiet moves of {@link #generateQuiets} that {@link #mayGiveCheck} does not rule out,
   * in the same order, without generating the others: the moves and drops that place a piece on a
   * square from which it would reach the enemy king on an empty board, and every quiet move of a
   * piece standing on a line through that king (it may discover a check, 開き王手). Every quiet move
   * that gives check is among them. Lets a search that would prune the quiet moves that give no
   * check (futility pruning) spare generating most of them. Nothing when the enemy has no king.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @return the index after the last move written
   */
  public int generateQuietChecks(int[] buf, int off) {
    int us = side;
    int ek = st[2 + (us ^ 1)];
    if (ek < 0) {
      return off;
    }
    long emptyLo = ~occLo & Bitboards.ALL_LO;
    long emptyHi = ~occHi & Bitboards.ALL_HI;
    long lineLo = ROOK_LO[ek] | BISHOP_LO[ek];
    long lineHi = ROOK_HI[ek] | BISHOP_HI[ek];
    int n = off;
    long lo = bb[28 + us];
    long hi = bb[30 + us];
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
      int code = squares[from];
      long wantLo = emptyLo;
      long wantHi = emptyHi;
      if (!onLine) {
        int c = code * 81 + ek;
        wantLo &= CheckSquares.LO[c];
        wantHi &= CheckSquares.HI[c];
        int r = code * 81 + from;
        if (((Reach.LO[r] & wantLo) | (Reach.HI[r] & wantHi)) == 0) {
          continue; // no square to check from within reach, even on an empty board
        }
      }
      attacksOf(code, from, occLo, occHi);
      n = emitQuiets(buf, n, from, code, rLo & wantLo, rHi & wantHi);
    }
    int hand = st[us];
    if (hand == 0) {
      return n;
    }
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(hand, t) != 0) {
        int c = PieceCodes.code(us, t) * 81 + ek;
        n =
            emitDropsOf(
                buf, n, us, t, emptyLo & CheckSquares.LO[c], emptyHi & CheckSquares.HI[c], false);
      }
    }
    return n;
  }

  /**
   * The squares from which each piece code reaches each square on an empty board, at {@code code *
   * 81 + target}: where a piece must stand to give check (王手) to a king on the target, when nothing
   * is in between.
   */
  private static final class CheckSquares {
    static final long[] LO = new long[29 * 81];
    static final long[] HI = new long[29 * 81];

    static {
      for (int code = 1; code < 29; code++) {
        for (int sq = 0; sq < 81; sq++) {
          int r = code * 81 + sq;
          for (int target = 0; target < 81; target++) {
            if (((Reach.LO[r] & SQ_LO[target]) | (Reach.HI[r] & SQ_HI[target])) != 0) {
              LO[code * 81 + target] |= SQ_LO[sq];
              HI[code * 81 + target] |= SQ_HI[sq];
            }
          }
        }
      }
    }
  }

  /**
   * Whether a pseudo-legal move is legal, as {@link #isLegalPseudo(int)}, told whether the side to
   * move is in check: when it is not, a drop and a move of a piece off its king's lines cannot
   * expose the king, nor can a move along such a line, and a move off a line is tested without
   * being played.
   *
   * @param m a move from {@link #generatePseudo}, {@link #generateNoisy} or {@link #generateQuiets}
   * @param inCheck whether the side to move is in check ({@link #inCheck()})
   * @return true if legal
   */
  public boolean isLegalPseudo(int m, boolean inCheck) {
    // the common cases, short enough to be compiled into the caller: out of check, a drop of
    // anything but a pawn and a move of a piece off its king's lines
    int k = st[2 + side];
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
    return legalAfterAll(m, inCheck);
  }

  /** {@link #isLegalPseudo(int, boolean)} in every case. */
  private boolean legalAfterAll(int m, boolean inCheck) {
    int us = side;
    int k = st[2 + us];
    if (k < 0) {
      return isLegalPseudo(m);
    }
    int to = Moves.to(m);
    if (Moves.from(m) == k) {
      // a king move, in check or not: legal unless its square is attacked once the king has left
      // its own (no piece attacks the square it stands on, so a captured piece does not count)
      return !attacked(to, us ^ 1, occLo & ~SQ_LO[k], occHi & ~SQ_HI[k]);
    }
    if (inCheck) {
      return isLegalPseudo(m);
    }
    if (Moves.isDrop(m)) {
      if (Moves.dropType(m) != PieceCodes.PAWN) {
        return true;
      }
      int ek = st[2 + us ^ 1];
      int front = us == 0 ? ek + 1 : ek - 1;
      return ek < 0 || to != front || front / 9 != ek / 9 || !pawnDropMates(to);
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
        || ((BETWEEN_LO[j] & occLo) | (BETWEEN_HI[j] & occHi)) != 0) {
      return true;
    }
    // the piece stands next to its king on a line: legal unless a slider then sees the king along
    // that line (no other attacker does, the king not being in check: a piece on another line, or
    // on this one beyond the king, would already give check, and the square reached is off the
    // line)
    sliders(k, us ^ 1);
    return !sliderReaches(
        k,
        (occLo & ~SQ_LO[from]) | SQ_LO[to],
        (occHi & ~SQ_HI[from]) | SQ_HI[to],
        rLo & lineLo,
        rHi & lineHi);
  }

  /**
   * Whether a pseudo-legal move of the side to move may give check: false only when it surely does
   * not, because the piece it places does not reach the enemy king's square even on an empty board
   * and, for a board move, its square of departure is on no line through that king (so nothing is
   * discovered). Lets a search skip playing moves it would prune unless they checked.
   *
   * @param m a pseudo-legal packed move
   * @return false if the move cannot give check
   */
  public boolean mayGiveCheck(int m) {
    int ek = st[2 + (side ^ 1)];
    if (ek < 0) {
      return false;
    }
    int moved = Moves.moved(m);
    int r = (Moves.isPromote(m) ? moved + 8 : moved) * 81 + Moves.to(m);
    if (((Reach.LO[r] & SQ_LO[ek]) | (Reach.HI[r] & SQ_HI[ek])) != 0) {
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
   * The number of empty squares next to a square (a king's step away), for an evaluation.
   *
   * @param sq square index
   * @return 0 to 8
   */
  public int emptyNeighbors(int sq) {
    int i = PieceCodes.code(0, PieceCodes.KING) * 81 + sq;
    return Long.bitCount(STEP_LO[i] & ~occLo) + Long.bitCount(STEP_HI[i] & ~occHi);
  }

  /**
   * Passes the move to the opponent without moving (a null move, for null-move pruning in a search;
   * not a shogi move). Take it back with {@link #undoNullMove}.
   */
  public void doNullMove() {
    side ^= 1;
    key ^= Zobrist.SIDE;
    ply++;
  }

  /** Takes back {@link #doNullMove}. */
  public void undoNullMove() {
    side ^= 1;
    key ^= Zobrist.SIDE;
    ply--;
  }

  /**
   * Writes every legal move of the side to move.
   *
   * @param buf receives packed moves; needs room for {@link Moves#MAX_LEGAL} from {@code off}
   * @param off where to start writing
   * @return the number of legal moves written
   */
  public int generateLegal(int[] buf, int off) {
    return legal(buf, off, REUSE_NONE);
  }

  /**
   * The number of legal moves of the side to move, counted without writing them (bulk counting at
   * perft's last ply).
   *
   * @return the size of {@link #generateLegal}'s output
   */
  public int countLegal() {
    return legal(null, 0, REUSE_NONE);
  }

  /**
   * Legal moves into buf, or only their count when buf is null. With {@code reuse} (counting only)
   * {@link #REUSE_COUNTS}, the counts kept by {@link #keepCounts} for the side to move stand in for
   * its pieces' moves when it is not in check: the caller guarantees that the move played since
   * then captured nothing and was not a king move; with {@link #REUSE_PINS} also the pins kept
   * there, and no check: the caller guarantees in addition that the move touched no line through
   * the king and gives no check by a step.
   */
  private int legal(int[] buf, int off, int reuse) {
    int us = side;
    int them = us ^ 1;
    int k = st[2 + us];
    int ek = st[2 + them];
    long ownLo = bb[28 + us];
    long ownHi = bb[30 + us];
    // Never onto an own piece, never onto the enemy king (kings are not captured).
    long targetLo = ~ownLo & Bitboards.ALL_LO;
    long targetHi = ~ownHi & Bitboards.ALL_HI;
    if (ek >= 0) {
      targetLo &= ~SQ_LO[ek];
      targetHi &= ~SQ_HI[ek];
    }
    long emptyLo = ~occLo & Bitboards.ALL_LO;
    long emptyHi = ~occHi & Bitboards.ALL_HI;
    int n = off;
    if (k < 0) {
      n = pieceMoves(buf, n, -1, 0, 0, targetLo, targetHi);
      return emitDrops(buf, n, emptyLo, emptyHi, true) - off;
    }
    long chkLo = 0;
    long chkHi = 0;
    long pinnedLo = keptPinLo;
    long pinnedHi = keptPinHi;
    if (reuse != REUSE_PINS) {
      checkersAndPins(k, them, occLo, occHi, ownLo, ownHi);
      chkLo = rLo;
      chkHi = rHi;
      pinnedLo = pinLo;
      pinnedHi = pinHi;
    }
    int nChecks = Long.bitCount(chkLo) + Long.bitCount(chkHi);
    // King moves, to the squares no enemy piece attacks once the king has left its square.
    int kingCode = squares[k];
    int i = kingCode * 81 + k;
    safeKingTargets(k, them, STEP_LO[i] & targetLo, STEP_HI[i] & targetHi);
    n = emit(buf, n, k, kingCode, rLo, rHi);
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
      n += countKept(us, k, pinnedLo, pinnedHi, targetLo, targetHi);
    } else {
      n = pieceMoves(buf, n, k, pinnedLo, pinnedHi, targetLo, targetHi);
    }
    return emitDrops(buf, n, dropLo, dropHi, true) - off;
  }

  /**
   * NEAR[sq]: the squares within two files and three ranks of sq: every square from which a
   * stepping piece or a knight can attack a neighbour of sq.
   */
  private static final long[] NEAR_LO = new long[81];

  private static final long[] NEAR_HI = new long[81];

  /**
   * AROUND[kind * 81 + sq], kinds rook, bishop, lance: the squares from which such a slider could
   * reach sq or a neighbour of it on an empty board (for the lance in either direction).
   */
  private static final long[] AROUND_LO = new long[3 * 81];

  private static final long[] AROUND_HI = new long[3 * 81];

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
  private void safeKingTargets(int k, int them, long tLo, long tHi) {
    long eLo = bb[28 + them];
    long eHi = bb[30 + them];
    long nLo = NEAR_LO[k] & eLo;
    long nHi = NEAR_HI[k] & eHi;
    long aLo = 0;
    long aHi = 0;
    while ((nLo | nHi) != 0) {
      int s = first(nLo, nHi);
      nLo &= ~SQ_LO[s];
      nHi &= ~SQ_HI[s];
      int i = squares[s] * 81 + s;
      aLo |= STEP_LO[i];
      aHi |= STEP_HI[i];
    }
    tLo &= ~aLo;
    tHi &= ~aHi;
    // The enemy sliders that could reach the king's neighbourhood at all.
    long rookLo = (bb[PieceCodes.ROOK] | bb[PieceCodes.DRAGON]) & eLo & AROUND_LO[k];
    long rookHi = (bb[14 + PieceCodes.ROOK] | bb[14 + PieceCodes.DRAGON]) & eHi & AROUND_HI[k];
    long bishopLo = (bb[PieceCodes.BISHOP] | bb[PieceCodes.HORSE]) & eLo & AROUND_LO[81 + k];
    long bishopHi =
        (bb[14 + PieceCodes.BISHOP] | bb[14 + PieceCodes.HORSE]) & eHi & AROUND_HI[81 + k];
    long lanceLo = bb[PieceCodes.LANCE] & eLo & AROUND_LO[162 + k];
    long lanceHi = bb[14 + PieceCodes.LANCE] & eHi & AROUND_HI[162 + k];
    if ((rookLo | rookHi | bishopLo | bishopHi | lanceLo | lanceHi) != 0) {
      long oLo = occLo & ~SQ_LO[k];
      long oHi = occHi & ~SQ_HI[k];
      int lanceRays = (them == 0 ? Bitboards.S : Bitboards.N) * 81;
      long sLo = tLo;
      long sHi = tHi;
      while ((sLo | sHi) != 0) {
        int to = first(sLo, sHi);
        sLo &= ~SQ_LO[to];
        sHi &= ~SQ_HI[to];
        if (sliderReaches(
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
    rLo = tLo;
    rHi = tHi;
  }

  /** Whether one of the sliders (sLo, sHi), each aligned with sq, sees sq under the occupancy. */
  private static boolean sliderReaches(int sq, long oLo, long oHi, long sLo, long sHi) {
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
   * Writes the moves of every non-king piece to the targets, pinned pieces along their pin line.
   */
  private int pieceMoves(
      int[] buf, int n, int k, long pinLo, long pinHi, long targetLo, long targetHi) {
    int us = side;
    long lo = bb[28 + us];
    long hi = bb[30 + us];
    if (k >= 0) {
      lo &= ~SQ_LO[k];
      hi &= ~SQ_HI[k];
    }
    if (buf == null) {
      return n + countPieceMoves(us, k, lo, hi, pinLo, pinHi, targetLo, targetHi);
    }
    return emitEach(buf, n, lo, hi, k, pinLo, pinHi, targetLo, targetHi, occLo, occHi);
  }

  /**
   * Writes (or, with a null buffer, counts) the moves of each piece in {@code (lo, hi)} to the
   * target squares, a pinned piece only along its pin line through the king square {@code k}.
   */
  private int emitEach(
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
      int code = squares[from];
      attacksOf(code, from, occLo, occHi);
      long tLo = rLo & targetLo;
      long tHi = rHi & targetHi;
      if ((pinLo & bit) != 0) {
        tLo &= LINE_LO[k * 81 + from];
        tHi &= LINE_HI[k * 81 + from];
      }
      n = emit(buf, n, from, code, tLo, tHi);
    }
    while (hi != 0) {
      long bit = hi & -hi;
      int from = 63 + Long.numberOfTrailingZeros(hi);
      hi ^= bit;
      int code = squares[from];
      attacksOf(code, from, occLo, occHi);
      long tLo = rLo & targetLo;
      long tHi = rHi & targetHi;
      if ((pinHi & bit) != 0) {
        tLo &= LINE_LO[k * 81 + from];
        tHi &= LINE_HI[k * 81 + from];
      }
      n = emit(buf, n, from, code, tLo, tHi);
    }
    return n;
  }

  /**
   * Counts (without writing) the moves of the non-king pieces {@code (lo, hi)} of {@code us}: the
   * unpinned ones by kind, straight from the type bitboards (pawns all at once, the others by one
   * table lookup or a few rays each, promotions by zone masks), pinned pieces through the general
   * path. Gives the same number as the writing path.
   */
  private int countPieceMoves(
      int us, int k, long lo, long hi, long pinLo, long pinHi, long targetLo, long targetHi) {
    long freeLo = lo & ~pinLo;
    long freeHi = hi & ~pinHi;
    int n = countSteppers(us, freeLo, freeHi, targetLo, targetHi);
    long xLo = freeLo & sliderLo();
    long xHi = freeHi & sliderHi();
    while ((xLo | xHi) != 0) {
      int from = first(xLo, xHi);
      xLo &= ~SQ_LO[from];
      xHi &= ~SQ_HI[from];
      n += countSlider(us, from, targetLo, targetHi);
    }
    // Pinned pieces, along their pin line, through the general attack path.
    long sLo = lo & pinLo;
    long sHi = hi & pinHi;
    if ((sLo | sHi) != 0) {
      n = emitEach(null, n, sLo, sHi, k, pinLo, pinHi, targetLo, targetHi, occLo, occHi);
    }
    return n;
  }

  /**
   * The squares of the sliders of both colors (lances, bishops, rooks, horses, dragons): low word.
   */
  private long sliderLo() {
    return bb[PieceCodes.LANCE]
        | bb[PieceCodes.BISHOP]
        | bb[PieceCodes.ROOK]
        | bb[PieceCodes.HORSE]
        | bb[PieceCodes.DRAGON];
  }

  /** The high word of {@link #sliderLo}. */
  private long sliderHi() {
    return bb[14 + PieceCodes.LANCE]
        | bb[14 + PieceCodes.BISHOP]
        | bb[14 + PieceCodes.ROOK]
        | bb[14 + PieceCodes.HORSE]
        | bb[14 + PieceCodes.DRAGON];
  }

  /**
   * The number of moves of the non-sliding pieces among (xLo, xHi) of {@code us} (pawns, knights,
   * silvers, golds and the promoted minor pieces; not the king) to the targets, by kind: pawns all
   * at once by one shift along the files, the others by one table lookup each. Additive over
   * pieces, and independent of the occupancy.
   */
  private int countSteppers(int us, long xLo, long xHi, long targetLo, long targetHi) {
    long pawnLo = bb[PieceCodes.PAWN] & xLo;
    long pawnHi = bb[14 + PieceCodes.PAWN] & xHi;
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
    long sLo = xLo & (bb[PieceCodes.GOLD] | bb[8] | bb[9] | bb[10] | bb[11]);
    long sHi =
        xHi & (bb[14 + PieceCodes.GOLD] | bb[14 + 8] | bb[14 + 9] | bb[14 + 10] | bb[14 + 11]);
    while ((sLo | sHi) != 0) {
      int from = first(sLo, sHi);
      sLo &= ~SQ_LO[from];
      sHi &= ~SQ_HI[from];
      n +=
          Long.bitCount(STEP_LO[gold + from] & targetLo)
              + Long.bitCount(STEP_HI[gold + from] & targetHi);
    }
    int knight = PieceCodes.code(us, PieceCodes.KNIGHT) * 81;
    sLo = xLo & bb[PieceCodes.KNIGHT];
    sHi = xHi & bb[14 + PieceCodes.KNIGHT];
    while ((sLo | sHi) != 0) {
      int from = first(sLo, sHi);
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
    sLo = xLo & bb[PieceCodes.SILVER];
    sHi = xHi & bb[14 + PieceCodes.SILVER];
    while ((sLo | sHi) != 0) {
      int from = first(sLo, sHi);
      sLo &= ~SQ_LO[from];
      sHi &= ~SQ_HI[from];
      n +=
          countPromoting(
              us, from, STEP_LO[silver + from] & targetLo, STEP_HI[silver + from] & targetHi);
    }
    return n;
  }

  /** The lowest square of a non-empty set. */
  private static int first(long lo, long hi) {
    return lo != 0 ? Long.numberOfTrailingZeros(lo) : 63 + Long.numberOfTrailingZeros(hi);
  }

  /**
   * The number of moves of a pawn, lance or knight of {@code us} to (tLo, tHi). These only move
   * forward, so they may promote exactly when they arrive in the zone, and stay unpromoted only
   * where they can still move.
   */
  private static int countForward(int us, int type, long tLo, long tHi) {
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
  private int countSlider(int us, int from, long targetLo, long targetHi) {
    int type = TYPE_OF[squares[from]];
    rLo = 0;
    rHi = 0;
    int n;
    if (type == PieceCodes.LANCE) {
      int dir = us == 0 ? Bitboards.N : Bitboards.S;
      ray(dir, from, occLo, occHi);
      n = countForward(us, PieceCodes.LANCE, rLo & targetLo, rHi & targetHi);
      rLo = RAY_LO[dir * 81 + from];
      rHi = RAY_HI[dir * 81 + from];
      return n;
    }
    boolean lines = type == PieceCodes.ROOK || type == PieceCodes.DRAGON;
    if (lines) {
      ray(Bitboards.N, from, occLo, occHi);
      ray(Bitboards.S, from, occLo, occHi);
      ray(Bitboards.E, from, occLo, occHi);
      ray(Bitboards.W, from, occLo, occHi);
    } else {
      ray(Bitboards.NE, from, occLo, occHi);
      ray(Bitboards.SW, from, occLo, occHi);
      ray(Bitboards.NW, from, occLo, occHi);
      ray(Bitboards.SE, from, occLo, occHi);
    }
    if (type >= 8) { // the horse's and dragon's steps are among the king's
      int i = PieceCodes.code(us, PieceCodes.KING) * 81 + from;
      n =
          Long.bitCount((rLo | STEP_LO[i]) & targetLo)
              + Long.bitCount((rHi | STEP_HI[i]) & targetHi);
    } else {
      n = countPromoting(us, from, rLo & targetLo, rHi & targetHi);
    }
    rLo = lines ? ROOK_LO[from] : BISHOP_LO[from];
    rHi = lines ? ROOK_HI[from] : BISHOP_HI[from];
    return n;
  }

  /**
   * The number of moves of a silver, bishop or rook (never dead) from {@code from} to (tLo, tHi):
   * each, plus its promotion when it starts or ends in the zone.
   */
  private static int countPromoting(int us, int from, long tLo, long tHi) {
    int n = Long.bitCount(tLo) + Long.bitCount(tHi);
    if (IN_ZONE[us * 81 + from]) {
      return n + n;
    }
    return n + Long.bitCount(tLo & ZONE_LO[us]) + Long.bitCount(tHi & ZONE_HI[us]);
  }

  /**
   * Whether a pseudo-legal move is legal: it does not leave the mover's king attacked, and it is
   * not a mating pawn drop (打ち歩詰め).
   *
   * @param m a move from {@link #generatePseudo}
   * @return true if legal
   */
  public boolean isLegalPseudo(int m) {
    int us = side;
    if (Moves.isDrop(m) && Moves.dropType(m) == PieceCodes.PAWN) {
      int to = Moves.to(m);
      int ek = st[2 + us ^ 1];
      int front = us == 0 ? ek + 1 : ek - 1;
      if (ek >= 0 && to == front && front / 9 == ek / 9 && pawnDropMates(to)) {
        return false;
      }
    }
    make(m);
    boolean legal = st[2 + us] < 0 || !isAttacked(st[2 + us], us ^ 1);
    unmake(m);
    return legal;
  }

  /**
   * Whether a packed move is legal here: exactly when {@link #generateLegal} would generate it
   * (with the same piece fields). Safe on any int, for moves from a hash table or a killer slot.
   *
   * @param m any int
   * @return true if m is a legal move of this position
   */
  public boolean isLegal(int m) {
    return isLegal(m, false, false);
  }

  /**
   * {@link #isLegal(int)} for a side to move whose check status is known: the last test is the
   * cheaper {@link #isLegalPseudo(int, boolean)}.
   *
   * @param m any int
   * @param inCheck whether the side to move is in check ({@link #inCheck()})
   * @return true if m is a legal move of this position
   */
  public boolean isLegal(int m, boolean inCheck) {
    return isLegal(m, inCheck, true);
  }

  /** isLegal: the last test by make/unmake, or the cheaper one when the check status is known. */
  private boolean isLegal(int m, boolean inCheck, boolean known) {
    if ((m & ~0x1ff_ffff) != 0 || m == 0) {
      return false;
    }
    int to = Moves.to(m);
    int from = Moves.from(m);
    int moved = Moves.moved(m);
    int us = side;
    if (to >= 81 || from >= 88 || moved == 0 || moved > 28 || PieceCodes.color(moved) != us) {
      return false;
    }
    if (from >= 81) {
      int t = from - 81;
      if (Moves.isPromote(m)
          || Moves.captured(m) != 0
          || moved != PieceCodes.code(us, t)
          || HandBits.count(st[us], t) == 0
          || squares[to] != 0
          || !canLive(us, t, to)) {
        return false;
      }
      if (t == PieceCodes.PAWN) {
        pawnFiles(us);
        if (((rLo & SQ_LO[to]) | (rHi & SQ_HI[to])) != 0) {
          return false; // 二歩
        }
      }
      return known ? isLegalPseudo(m, inCheck) : isLegalPseudo(m);
    }
    int captured = Moves.captured(m);
    int type = PieceCodes.type(moved);
    if (from == to
        || squares[from] != moved
        || squares[to] != captured
        || (captured != 0
            && (PieceCodes.color(captured) == us
                || PieceCodes.type(captured) == PieceCodes.KING))) {
      return false;
    }
    if (Moves.isPromote(m)
        ? !(PieceCodes.canPromote(type) && (inZone(us, from) || inZone(us, to)))
        : !canLive(us, type, to)) {
      return false;
    }
    return attacks(from, to) && (known ? isLegalPseudo(m, inCheck) : isLegalPseudo(m));
  }

  /**
   * Whether a pseudo-legal move gives check to the opponent, found without playing it: what {@link
   * #inCheck()} would say after {@link #doMove doMove(m)}. The piece placed is tested on its new
   * square, the other pieces of the mover through the occupancy the move leaves (a step attacker
   * other than the piece moved is where it was; a slider may be uncovered). Lets a search that
   * would drop a move unless it checks spare playing it.
   *
   * @param m a pseudo-legal packed move of the side to move
   * @return true if the opponent would be in check
   */
  public boolean checksAfter(int m) {
    int us = side;
    int ek = st[2 + (us ^ 1)];
    if (ek < 0) {
      return false;
    }
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    long oLo = occLo | SQ_LO[to];
    long oHi = occHi | SQ_HI[to];
    long leftLo = 0;
    long leftHi = 0;
    if (!Moves.isDrop(m)) {
      int from = Moves.from(m);
      leftLo = SQ_LO[from];
      leftHi = SQ_HI[from];
      oLo &= ~leftLo;
      oHi &= ~leftHi;
    }
    attacksOf(Moves.isPromote(m) ? moved + 8 : moved, to, oLo, oHi);
    long kLo = SQ_LO[ek];
    long kHi = SQ_HI[ek];
    if (((rLo & kLo) | (rHi & kHi)) != 0) {
      return true;
    }
    stepAttackersTo(ek, us);
    if (((rLo & ~leftLo) | (rHi & ~leftHi)) != 0) {
      return true;
    }
    sliders(ek, us);
    return sliderReaches(ek, oLo, oHi, rLo & ~leftLo, rHi & ~leftHi);
  }

  /**
   * Whether a legal move gives check to the opponent.
   *
   * @param m a legal packed move
   * @return true if the opponent is in check after it
   */
  public boolean givesCheck(int m) {
    doMove(m);
    boolean check = inCheck();
    undoMove(m);
    return check;
  }

  /**
   * Writes the legal captures and promotions (for a quiescence search).
   *
   * @param buf receives packed moves; needs room for {@link Moves#MAX_LEGAL} from {@code off}
   * @param off where to start writing
   * @return the number of moves written
   */
  public int generateCaptures(int[] buf, int off) {
    int end = off + generateLegal(buf, off);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      if (Moves.captured(m) != 0 || Moves.isPromote(m)) {
        buf[n++] = m;
      }
    }
    return n - off;
  }

  /**
   * Writes the legal moves that give check (for a mate solver).
   *
   * @param buf receives packed moves; needs room for {@link Moves#MAX_LEGAL} from {@code off}
   * @param off where to start writing
   * @return the number of moves written
   */
  public int generateChecks(int[] buf, int off) {
    int end = off + generateLegal(buf, off);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      if (givesCheck(m)) {
        buf[n++] = m;
      }
    }
    return n - off;
  }

  /**
   * Whether the side to move has at least one legal move.
   *
   * @return false for checkmate (詰み) and for a side with no move at all
   */
  public boolean hasLegalMove() {
    int us = side;
    int k = st[2 + us];
    if (k >= 0 && !isAttacked(k, us ^ 1)) {
      // Out of check, two cheap sufficient answers come first. A silver, gold, bishop or rook in
      // hand drops legally on any empty square: a drop cannot expose the king, and these pieces
      // have no dead squares, no nifu and no drop mate rule.
      int hand = st[us];
      if ((HandBits.count(hand, PieceCodes.SILVER)
                  | HandBits.count(hand, PieceCodes.GOLD)
                  | HandBits.count(hand, PieceCodes.BISHOP)
                  | HandBits.count(hand, PieceCodes.ROOK))
              != 0
          && Long.bitCount(occLo) + Long.bitCount(occHi) < 81) {
        return true;
      }
      // A king step to a square that holds no own piece and that no enemy piece then attacks.
      attacksOf(PieceCodes.code(us, PieceCodes.KING), k, occLo, occHi);
      long lo = rLo & ~bb[28 + us];
      long hi = rHi & ~bb[30 + us];
      long oLo = occLo & ~SQ_LO[k];
      long oHi = occHi & ~SQ_HI[k];
      while (lo != 0) {
        int to = Long.numberOfTrailingZeros(lo);
        lo &= lo - 1;
        if (!attacked(to, us ^ 1, oLo, oHi)) {
          return true;
        }
      }
      while (hi != 0) {
        int to = 63 + Long.numberOfTrailingZeros(hi);
        hi &= hi - 1;
        if (!attacked(to, us ^ 1, oLo, oHi)) {
          return true;
        }
      }
    }
    if (scratch == null) {
      scratch = new int[Moves.MAX_LEGAL];
    }
    return generateLegal(scratch, 0) > 0;
  }

  /**
   * Fills in the piece fields of a move given only by from, to and promotion (or drop kind), as
   * parsed from text, using this board. The result is not checked for legality.
   *
   * @param raw from, to and promotion bits, as {@link Moves#raw}
   * @return the full packed move, or {@link Moves#NONE} when a field is out of range
   */
  public int complete(int raw) {
    int to = Moves.to(raw);
    if (to >= 81 || Moves.from(raw) >= 88 || (raw & ~0x7fff) != 0) {
      return Moves.NONE;
    }
    if (Moves.isDrop(raw)) {
      return Moves.drop(Moves.dropType(raw), to, PieceCodes.code(side, Moves.dropType(raw)));
    }
    int from = Moves.from(raw);
    return Moves.board(from, to, Moves.isPromote(raw), squares[from], squares[to]);
  }

  // Perft's last two plies: the counts keepCounts took of one side's non-king pieces, and the
  // squares whose occupancy the move played since then changed (see countKept).
  private int keptSteppers;
  private int keptSliders;
  private int[] keptSquare;
  private int[] keptCount;
  private long[] keptReach; // the slider's empty-board reach: low word at 2i, high at 2i + 1
  private long changedLo;
  private long changedHi;
  // The pieces of that side pinned to its king, valid while keptPins (see REUSE_PINS).
  private boolean keptPins;
  private long keptPinLo;
  private long keptPinHi;

  /** Modes of {@link #legal}: compute everything, reuse the kept counts, reuse counts and pins. */
  private static final int REUSE_NONE = 0;

  private static final int REUSE_COUNTS = 1;
  private static final int REUSE_PINS = 2;

  /**
   * Counts the moves of every non-king piece of {@code color} (the side not to move), to be reused
   * after any move of the side to move that captures nothing and is not a king move: such a move
   * changes neither the pieces of {@code color} nor its target squares, so the steppers' counts
   * stay as they are and a slider's count changes only when the move changed the occupancy within
   * its reach. Pins and checks are not taken here: {@link #countKept} handles them.
   */
  private void keepCounts(int color) {
    int k = st[2 + color];
    int ek = st[2 + (color ^ 1)];
    long targetLo = ~bb[28 + color] & Bitboards.ALL_LO;
    long targetHi = ~bb[30 + color] & Bitboards.ALL_HI;
    long lo = bb[28 + color];
    long hi = bb[30 + color];
    if (ek >= 0) {
      targetLo &= ~SQ_LO[ek];
      targetHi &= ~SQ_HI[ek];
    }
    if (k >= 0) {
      lo &= ~SQ_LO[k];
      hi &= ~SQ_HI[k];
    }
    keptSteppers = countSteppers(color, lo, hi, targetLo, targetHi);
    int n = 0;
    long xLo = lo & sliderLo();
    long xHi = hi & sliderHi();
    while ((xLo | xHi) != 0) {
      int from = first(xLo, xHi);
      xLo &= ~SQ_LO[from];
      xHi &= ~SQ_HI[from];
      keptSquare[n] = from;
      keptCount[n] = countSlider(color, from, targetLo, targetHi);
      keptReach[2 * n] = rLo;
      keptReach[2 * n + 1] = rHi;
      n++;
    }
    keptSliders = n;
    keptPins = false;
    if (k >= 0) {
      checkersAndPins(k, color ^ 1, occLo, occHi, bb[28 + color], bb[30 + color]);
      keptPins = (rLo | rHi) == 0; // not in check now (in a valid position it never is)
      keptPinLo = pinLo;
      keptPinHi = pinHi;
    }
  }

  /**
   * The number of moves of the non-king pieces of {@code us}, not in check, from the counts {@link
   * #keepCounts} kept: pinned pieces are taken out and counted along their pin line, sliders whose
   * reach holds a changed square are counted again.
   */
  private int countKept(int us, int k, long pinLo, long pinHi, long targetLo, long targetHi) {
    int n = keptSteppers;
    boolean pins = (pinLo | pinHi) != 0;
    if (pins) {
      n -= countSteppers(us, pinLo, pinHi, targetLo, targetHi);
    }
    long cLo = changedLo;
    long cHi = changedHi;
    for (int i = 0; i < keptSliders; i++) {
      if (((keptReach[2 * i] & cLo) | (keptReach[2 * i + 1] & cHi)) == 0) {
        n += keptCount[i];
      } else {
        n += countSlider(us, keptSquare[i], targetLo, targetHi);
      }
    }
    if (pins) {
      // The pinned sliders were counted as free above: take them out again.
      long xLo = pinLo & sliderLo();
      long xHi = pinHi & sliderHi();
      while ((xLo | xHi) != 0) {
        int from = first(xLo, xHi);
        xLo &= ~SQ_LO[from];
        xHi &= ~SQ_HI[from];
        n -= countSlider(us, from, targetLo, targetHi);
      }
      n = emitEach(null, n, pinLo, pinHi, k, pinLo, pinHi, targetLo, targetHi, occLo, occHi);
    }
    return n;
  }

  // The lines through the enemy king, and its square (for countAfter).
  private long aroundLo;
  private long aroundHi;

  /**
   * The number of legal replies to a legal move of the side to move, after {@link #keepCounts} of
   * the other side: from the kept counts when the move captures nothing and is not a king move,
   * also from the kept pins when it touches no line through the enemy king and checks by no step.
   */
  private int countAfter(int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    int reuse = REUSE_NONE;
    if (Moves.captured(m) == 0 && TYPE_OF[moved] != PieceCodes.KING) {
      long cLo = SQ_LO[to];
      long cHi = SQ_HI[to];
      if (!Moves.isDrop(m)) {
        cLo |= SQ_LO[Moves.from(m)];
        cHi |= SQ_HI[Moves.from(m)];
      }
      changedLo = cLo;
      changedHi = cHi;
      reuse = REUSE_COUNTS;
      int ek = st[2 + (side ^ 1)];
      if (keptPins && ek >= 0 && ((aroundLo & cLo) | (aroundHi & cHi)) == 0) {
        int i = (Moves.isPromote(m) ? moved + 8 : moved) * 81 + to;
        if (((STEP_LO[i] & SQ_LO[ek]) | (STEP_HI[i] & SQ_HI[ek])) == 0) {
          reuse = REUSE_PINS;
        }
      }
    }
    make(m);
    int n = legal(null, 0, reuse);
    unmake(m);
    return n;
  }

  /**
   * The number of leaf nodes of the legal move tree (perft), counting the last ply in bulk.
   * Allocation-free after the first call: moves go to one preallocated stack.
   *
   * @param depth plies, 0 or more
   * @return the leaf count
   */
  public long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    if (depth == 1) {
      return countLegal();
    }
    if (stack == null || stack.length < depth * Moves.MAX_LEGAL) {
      stack = new int[Math.max(depth, 8) * Moves.MAX_LEGAL];
    }
    if (keptSquare == null) {
      keptSquare = new int[81];
      keptCount = new int[81];
      keptReach = new long[2 * 81];
    }
    return perft(depth, 0);
  }

  private long perft(int depth, int off) {
    if (depth == 1) {
      return countLegal();
    }
    int n = generateLegal(stack, off);
    long total = 0;
    if (depth == 2) { // the replies to most moves are counted from counts kept before them
      keepCounts(side ^ 1);
      int ek = st[2 + (side ^ 1)];
      if (ek >= 0) {
        aroundLo = ROOK_LO[ek] | BISHOP_LO[ek] | SQ_LO[ek];
        aroundHi = ROOK_HI[ek] | BISHOP_HI[ek] | SQ_HI[ek];
      }
      for (int i = off; i < off + n; i++) {
        int m = stack[i];
        total += countAfter(m);
      }
      return total;
    }
    int next = off + Moves.MAX_LEGAL;
    for (int i = off; i < off + n; i++) {
      int m = stack[i];
      make(m);
      total += perft(depth - 1, next);
      unmake(m);
    }
    return total;
  }
}
