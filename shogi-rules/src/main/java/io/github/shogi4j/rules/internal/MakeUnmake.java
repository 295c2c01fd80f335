package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.PieceCodes.COLOR_OF;
import static io.github.shogi4j.rules.internal.PieceCodes.TYPE_OF;

/**
 * Playing and taking back a move (指す・戻す) on a {@link Board}, and the Zobrist key (局面のハッシュ値) change
 * of a move.
 *
 * <p>{@link #make} updates the mailbox, the type and color bitboards, the occupancy, the hands
 * (持ち駒) and the king squares, and passes the turn; {@link #unmake} right after it restores every
 * word exactly. Neither touches the key nor the ply: {@link Board#doMove} and {@link
 * Board#undoMove} add those, and perft and the legality tests, which read neither, spare them.
 * {@link #keyChange} gives the bits a move flips in the key from the move and the mover's hand
 * alone, so the key after a move is known without playing it. The flattened key tables are static
 * final copies of {@link Zobrist}'s.
 */
final class MakeUnmake {
  private MakeUnmake() {}

  /** Zobrist.PIECE and Zobrist.HAND flattened (one load instead of two or three). */
  private static final long[] ZP = new long[29 * 81];

  private static final long[] ZH = new long[2 * 7 * 32];

  static {
    for (int code = 1; code < 29; code++) {
      System.arraycopy(Zobrist.PIECE[code], 0, ZP, code * 81, 81);
    }
    for (int c = 0; c < 2; c++) {
      for (int t = 0; t < 7; t++) {
        System.arraycopy(Zobrist.HAND[c][t], 0, ZH, c * 224 + t * 32, 32);
      }
    }
  }

  /** Toggles a piece on a square in the bitboards (not the mailbox, not the key). */
  static void xorPiece(Board b, int code, int sq) {
    int t = TYPE_OF[code];
    int c = COLOR_OF[code];
    long lo = SQ_LO[sq];
    long hi = SQ_HI[sq];
    b.bb[t] ^= lo;
    b.bb[14 + t] ^= hi;
    b.bb[28 + c] ^= lo;
    b.bb[30 + c] ^= hi;
    b.occLo ^= lo;
    b.occHi ^= hi;
  }

  /** The work of {@link Board#computeKey}. */
  static long computeKey(Board b) {
    long k = 0;
    for (int s = 0; s < 81; s++) {
      if (b.squares[s] != 0) {
        k ^= Zobrist.PIECE[b.squares[s]][s];
      }
    }
    k ^= Zobrist.hand(0, b.st[0]) ^ Zobrist.hand(1, b.st[1]);
    return b.side == 1 ? k ^ Zobrist.SIDE : k;
  }

  /**
   * The change of the Zobrist key a move makes, given the mover and the mover's hand before it.
   *
   * @param m packed move
   * @param us the mover
   * @param hand the mover's packed hand before the move
   * @return the bits to flip in the key
   */
  static long keyChange(int m, int us, int hand) {
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
   * Board#doMove} without the key and the ply, for perft and the legality tests, which read
   * neither.
   */
  static void make(Board b, int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    int us = b.side;
    if (Moves.isDrop(m)) {
      b.st[us] = HandBits.remove(b.st[us], Moves.dropType(m));
      b.squares[to] = (byte) moved;
      xorPiece(b, moved, to);
    } else {
      int from = Moves.from(m);
      int placed = movePiece(b, m, from, to, moved, us);
      int captured = Moves.captured(m);
      if (captured != 0) {
        b.st[us] = HandBits.add(b.st[us], PieceCodes.unpromoted(TYPE_OF[captured]));
      }
      b.squares[from] = 0;
      b.squares[to] = (byte) placed;
      if (TYPE_OF[moved] == PieceCodes.KING) {
        b.st[2 + us] = to;
      }
    }
    b.side = us ^ 1;
  }

  /** Takes back a move played with {@link #make}. */
  static void unmake(Board b, int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    int us = b.side ^ 1;
    b.side = us;
    if (Moves.isDrop(m)) {
      b.st[us] = HandBits.add(b.st[us], Moves.dropType(m));
      b.squares[to] = 0;
      xorPiece(b, moved, to);
    } else {
      int from = Moves.from(m);
      movePiece(b, m, from, to, moved, us);
      int captured = Moves.captured(m);
      if (captured != 0) {
        b.st[us] = HandBits.remove(b.st[us], PieceCodes.unpromoted(TYPE_OF[captured]));
      }
      b.squares[to] = (byte) captured;
      b.squares[from] = (byte) moved;
      if (TYPE_OF[moved] == PieceCodes.KING) {
        b.st[2 + us] = from;
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
  static int movePiece(Board b, int m, int from, int to, int moved, int us) {
    int placed = Moves.isPromote(m) ? moved + 8 : moved;
    int captured = Moves.captured(m);
    long fLo = SQ_LO[from];
    long fHi = SQ_HI[from];
    long tLo = SQ_LO[to];
    long tHi = SQ_HI[to];
    int tm = TYPE_OF[moved];
    int tp = TYPE_OF[placed];
    if (tm == tp) { // one update of the type's words instead of two in a row
      b.bb[tm] ^= fLo | tLo;
      b.bb[14 + tm] ^= fHi | tHi;
    } else {
      b.bb[tm] ^= fLo;
      b.bb[14 + tm] ^= fHi;
      b.bb[tp] ^= tLo;
      b.bb[14 + tp] ^= tHi;
    }
    b.bb[28 + us] ^= fLo | tLo;
    b.bb[30 + us] ^= fHi | tHi;
    b.occLo ^= fLo;
    b.occHi ^= fHi;
    if (captured != 0) {
      int tc = TYPE_OF[captured];
      b.bb[tc] ^= tLo;
      b.bb[14 + tc] ^= tHi;
      b.bb[28 + (us ^ 1)] ^= tLo;
      b.bb[30 + (us ^ 1)] ^= tHi;
    } else {
      b.occLo ^= tLo;
      b.occHi ^= tHi;
    }
    return placed;
  }
}
