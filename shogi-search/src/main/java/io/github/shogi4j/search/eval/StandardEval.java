package io.github.shogi4j.search.eval;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.search.internal.BoardEvaluator;
import io.github.shogi4j.search.internal.EvalTracker;
import java.io.IOException;
import java.io.Reader;

/**
 * The implementation of {@link StandardEvaluator}, with its fast path on the engine's board ({@link
 * BoardEvaluator}) and its incremental tracker ({@link StandardTracker}). Immutable and
 * thread-safe; equal when the parameters are equal.
 */
final class StandardEval implements StandardEvaluator, BoardEvaluator {
  private static final int PHASE_FULL = 10;

  /** The longest text of parameters {@link #fromParameters} reads: 8 MB. */
  static final int MAX_TEXT = 8 << 20;

  /** The squares next to each square (a king's step away), as a bitboard (low word 0-62). */
  private static final long[] NEXT_LO = new long[81];

  /** The same, high word (squares 63-80). */
  private static final long[] NEXT_HI = new long[81];

  /**
   * By the color of a piece's owner times 6561, plus the piece's square times 81, plus a king's
   * square: the place of the piece given that king ({@link EvalParams#PLACES}).
   */
  private static final short[] PLACE = new short[2 * 81 * 81];

  /** The key of no piece beside a king: its row of {@link #pairs} is all 0. */
  private static final int NO_KEY = EvalParams.PAIR_KEYS;

  /**
   * By the color of a king times 6561, plus the king's square times 81, plus a square: the place of
   * the square beside that king ({@link EvalParams#WINDOW}), or -1 when it is not beside it.
   */
  private static final byte[] WINDOW_PLACE = new byte[2 * 81 * 81];

  /** The squares beside each square ({@link EvalParams#WINDOW}), as a bitboard (low word 0-62). */
  private static final long[] WINDOW_LO = new long[81];

  /** The same, high word (squares 63-80). */
  private static final long[] WINDOW_HI = new long[81];

  /**
   * By the color of a king times 29 plus a piece code: the piece's kind beside that king times
   * {@link EvalParams#WINDOW} ({@link EvalParams#PAIR_KINDS}), or -1 for no piece and the kings.
   */
  private static final int[] PAIR_KIND = new int[2 * 29];

  static {
    for (int kc = 0; kc < 2; kc++) {
      for (int p = 1; p < 29; p++) {
        int t = PieceCodes.type(p);
        PAIR_KIND[kc * 29 + p] =
            t == PieceCodes.KING
                ? -1
                : ((PieceCodes.color(p) == kc ? 0 : 13) + (t < 7 ? t : t - 1)) * EvalParams.WINDOW;
      }
      PAIR_KIND[kc * 29] = -1;
    }
    for (int k = 0; k < 81; k++) {
      for (int s = 0; s < 81; s++) {
        int w = windowPlace(0, s, k);
        WINDOW_PLACE[k * 81 + s] = (byte) w;
        WINDOW_PLACE[6561 + k * 81 + s] = (byte) windowPlace(1, s, k);
        if (w >= 0) {
          if (s < 63) {
            WINDOW_LO[k] |= 1L << s;
          } else {
            WINDOW_HI[k] |= 1L << (s - 63);
          }
        }
      }
    }
  }

  static {
    for (int a = 0; a < 81; a++) {
      for (int b = 0; b < 81; b++) {
        int d = Math.max(Math.abs(a / 9 - b / 9), Math.abs(a % 9 - b % 9));
        if (d == 1) {
          if (b < 63) {
            NEXT_LO[a] |= 1L << b;
          } else {
            NEXT_HI[a] |= 1L << (b - 63);
          }
        }
        PLACE[a * 81 + b] = (short) place(0, a, b);
        PLACE[6561 + a * 81 + b] = (short) place(1, a, b);
      }
    }
  }

  private static final StandardEval INSTANCE =
      new StandardEval(EvalParams.resource("standard.txt"), "standard");
  private static final StandardEval HAND_MADE =
      new StandardEval(EvalParams.resource("standard-handmade.txt"), "standard-handmade");

  private final EvalParams params;
  private final String name;
  private final int tempo;
  private final int camp;

  /** By hand kind (type ordinal 0-6) and count (0 to its most): the value of holding them. */
  private final int[][] handValue = new int[7][];

  private final int phasePawn;
  private final int phaseOther;

  /** By hand kind: the danger of one dropped next to the enemy king, per empty square there. */
  private final int[] dropDanger = new int[7];

  /**
   * By piece code and square, for sente (gote's negative): the value plus the worth of the square;
   * 0 for code 0 (an empty square).
   */
  private final int[] base = new int[29 * 81];

  /**
   * By the color of a king, then piece code and place given that king ({@link EvalParams#PLACES}),
   * for sente (gote's negative): a piece's worth by its place relative to its own king or the
   * enemy's plus its worth by its place on the board given that king's square; 0 for code 0 and for
   * a king measured from itself. Shorts, to stay in the faster caches ({@link
   * EvalParams#PLACEMENT_LIMIT}).
   */
  private final short[] near = new short[2 * 29 * EvalParams.PLACES];

  /**
   * By two keys of pieces beside a king ({@link EvalParams#PAIR_KEYS}, or {@link #NO_KEY}), the
   * first times {@code NO_KEY + 1}: the worth of the pair for the king's owner ({@link
   * EvalParams#KING_PAIRS}); 0 where either is {@code NO_KEY}. Bytes ({@link
   * EvalParams#PAIR_LIMIT}), to stay in the faster caches.
   */
  private final byte[] pairs = new byte[(NO_KEY + 1) * (NO_KEY + 1)];

  /** Whether a value of {@link #pairs} is not 0: without, the pairs are not followed at all. */
  private final boolean hasPairs;

  private StandardEval(EvalParams params, String name) {
    this.params = params;
    this.name = name;
    tempo = params.get(EvalParams.TEMPO);
    camp = params.get(EvalParams.CAMP);
    phasePawn = params.get(EvalParams.HAND_PHASE_PAWN);
    phaseOther = params.get(EvalParams.HAND_PHASE_OTHER);
    for (int k = 0; k < 7; k++) {
      handValue[k] = new int[EvalParams.HAND_MAX[k] + 1];
      for (int n = 1; n <= EvalParams.HAND_MAX[k]; n++) {
        handValue[k][n] = params.get(EvalParams.hand(k, n));
      }
      dropDanger[k] = params.get(EvalParams.DROP_DANGER + k);
    }
    for (int p = 1; p < 29; p++) {
      int t = PieceCodes.type(p);
      int c = PieceCodes.color(p);
      int sign = c == 0 ? 1 : -1;
      for (int sq = 0; sq < 81; sq++) {
        base[p * 81 + sq] =
            sign
                * ((t == PieceCodes.KING ? 0 : params.get(EvalParams.PIECE + t))
                    + params.get(EvalParams.SQUARE + t * EvalParams.SQUARES + square(c, sq)));
      }
      for (int kc = 0; kc < 2; kc++) {
        if (kc == c && t == PieceCodes.KING) {
          continue;
        }
        int relative =
            (kc == c ? EvalParams.OWN_KING : EvalParams.ENEMY_KING) + t * EvalParams.OFFSETS;
        int absolute =
            (kc == c ? EvalParams.OWN_KING_SQUARE : EvalParams.ENEMY_KING_SQUARE)
                + t * EvalParams.PLACES;
        for (int o = 0; o < EvalParams.PLACES; o++) {
          near[(kc * 29 + p) * EvalParams.PLACES + o] =
              (short) (sign * (params.get(relative + offsetOfPlace(o)) + params.get(absolute + o)));
        }
      }
    }
    boolean any = false;
    for (int a = 0; a < NO_KEY; a++) {
      for (int b = 0; b < NO_KEY; b++) {
        if (a != b) {
          pairs[a * (NO_KEY + 1) + b] = (byte) params.get(EvalParams.pair(a, b));
          any |= pairs[a * (NO_KEY + 1) + b] != 0;
        }
      }
    }
    hasPairs = any;
  }

  /**
   * The place ({@link EvalParams#WINDOW}) of square s beside the king of color c on square k, as
   * that king's owner sees the board, mirrored like {@link #place}; -1 when s is not beside it.
   */
  static int windowPlace(int c, int s, int k) {
    int ps = c == 0 ? s : 80 - s;
    int pk = c == 0 ? k : 80 - k;
    int files = ps / 9 - pk / 9;
    int ranks = ps % 9 - pk % 9;
    int r = EvalParams.WINDOW_RADIUS;
    if (Math.abs(files) > r || Math.abs(ranks) > r || (files == 0 && ranks == 0)) {
      return -1;
    }
    if (pk / 9 > 4) {
      files = -files;
    }
    int w = (ranks + r) * (2 * r + 1) + files + r;
    return w > EvalParams.WINDOW / 2 ? w - 1 : w;
  }

  /**
   * The key ({@link EvalParams#PAIR_KEYS}) of the piece of code p on square s beside the king of
   * color c on square k; {@link #NO_KEY} for no piece (p 0 or s -1), a king, or a square not beside
   * that king.
   */
  static int pairKey(int c, int p, int s, int k) {
    if (s < 0) {
      return NO_KEY;
    }
    int kind = PAIR_KIND[c * 29 + p];
    int w = WINDOW_PLACE[c * 6561 + k * 81 + s];
    return kind < 0 || w < 0 ? NO_KEY : kind + w;
  }

  /** The square sq as the player of color c sees it, folded ({@link EvalParams#SQUARES}). */
  static int square(int c, int sq) {
    int file = sq / 9;
    return relativeRank(c, sq) * 5 + Math.min(file, 8 - file);
  }

  /**
   * The place of a piece on square s given a king on square k, as the piece's owner (color c) sees
   * the board ({@link EvalParams#PLACES}).
   */
  static int place(int c, int s, int k) {
    int ps = c == 0 ? s : 80 - s;
    int pk = c == 0 ? k : 80 - k;
    int file = ps / 9;
    if (pk / 9 > 4) {
      file = 8 - file;
    }
    return square(0, pk) * 81 + ps % 9 * 9 + file;
  }

  /** The place relative to the king ({@link EvalParams#OFFSETS}) of a place on the board. */
  static int offsetOfPlace(int place) {
    int king = place / 81;
    int piece = place % 81;
    return (piece / 9 - king / 5 + 8) * 9 + Math.abs(piece % 9 - king % 5);
  }

  /** {@link StandardEvaluator#instance()}. */
  static StandardEval instance() {
    return INSTANCE;
  }

  /** {@link StandardEvaluator#handMade()}. */
  static StandardEval handMade() {
    return HAND_MADE;
  }

  /** {@link StandardEvaluator#fromParameters}. */
  static StandardEval fromParameters(Reader text, String source) throws IOException {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(source, "source");
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[8192];
    for (int n; (n = text.read(buf)) >= 0; ) {
      sb.append(buf, 0, n);
      if (sb.length() > MAX_TEXT) {
        throw new IllegalArgumentException(source + ": longer than 8 MB");
      }
    }
    return new StandardEval(EvalParams.parse(sb.toString(), source), source);
  }

  /** The parameters. */
  EvalParams params() {
    return params;
  }

  /** An evaluator of the given parameters (for the tuning tool). */
  static StandardEval of(EvalParams params, String name) {
    return new StandardEval(params, name);
  }

  @Override
  public int evaluate(Position position) {
    Preconditions.checkNotNull(position, "position");
    return evaluate(Board.of(position));
  }

  @Override
  public int evaluate(Board board) {
    int b = 0;
    int promoted = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p == 0) {
        continue;
      }
      if (PieceCodes.type(p) >= 8) {
        promoted++;
      }
      b += baseTerm(p, s);
    }
    int placement = kingTerms(board, 0) + kingTerms(board, 1);
    return combine(board, b + placement, promoted);
  }

  /**
   * A tracker that keeps the per-piece terms (material and squares, places relative to the kings)
   * up to date move by move; its evaluation equals {@link #evaluate(Board)}.
   */
  @Override
  public EvalTracker tracker(Board board) {
    return new StandardTracker(this, board);
  }

  /**
   * The value of the piece of code p (0 for none) on square s with the worth of the square, for
   * sente (gote's pieces count negative).
   */
  int baseTerm(int p, int s) {
    return base[p * 81 + s];
  }

  /**
   * The placement term of the piece of code p (0 for none) on square s measured from the king of
   * color c on square k, for sente (gote's pieces count negative).
   */
  int kingTerm(int p, int s, int c, int k) {
    int o = PLACE[((14 - p) >>> 31) * 6561 + s * 81 + k]; // gote's codes are above 14
    return near[(c * 29 + p) * EvalParams.PLACES + o];
  }

  /**
   * The sum of the placement terms measured from the king of color c, and of the pairs beside it (0
   * without that king).
   */
  int kingTerms(Board board, int c) {
    int k = board.kingSquare(c);
    if (k < 0) {
      return 0;
    }
    int v = pairTerms(board, c, k);
    long lo = board.occupiedLo();
    long hi = board.occupiedHi();
    while (lo != 0) {
      int s = Long.numberOfTrailingZeros(lo);
      lo &= lo - 1;
      v += kingTerm(board.pieceAt(s), s, c, k);
    }
    while (hi != 0) {
      int s = 63 + Long.numberOfTrailingZeros(hi);
      hi &= hi - 1;
      v += kingTerm(board.pieceAt(s), s, c, k);
    }
    return v;
  }

  /**
   * The sum of the pair terms beside the king of color c on square k, for sente (gote's king's
   * count negative).
   */
  private int pairTerms(Board board, int c, int k) {
    if (!hasPairs) {
      return 0;
    }
    int[] keys = new int[EvalParams.WINDOW];
    int n = 0;
    long lo = board.occupiedLo() & WINDOW_LO[k];
    long hi = board.occupiedHi() & WINDOW_HI[k];
    while (lo != 0) {
      int s = Long.numberOfTrailingZeros(lo);
      lo &= lo - 1;
      keys[n] = pairKey(c, board.pieceAt(s), s, k);
      n += keys[n] == NO_KEY ? 0 : 1;
    }
    while (hi != 0) {
      int s = 63 + Long.numberOfTrailingZeros(hi);
      hi &= hi - 1;
      keys[n] = pairKey(c, board.pieceAt(s), s, k);
      n += keys[n] == NO_KEY ? 0 : 1;
    }
    int v = 0;
    for (int i = 1; i < n; i++) {
      int row = keys[i] * (NO_KEY + 1);
      for (int j = 0; j < i; j++) {
        v += pairs[row + keys[j]];
      }
    }
    return c == 0 ? v : -v;
  }

  /**
   * Whether a pair term is not 0 ({@link EvalParams#KING_PAIRS}): without, pairs are not followed.
   */
  boolean hasPairs() {
    return hasPairs;
  }

  /**
   * The change of the pair terms beside the king of color c on square k (for sente) when the piece
   * {@code moved} leaves square {@code from} (-1 for a drop, or 0 for no piece), the piece {@code
   * placed} (0 for none) comes to square {@code to} and the piece {@code captured} (0 for none)
   * leaves it. Reads only the pieces on other squares than from, to and the kings', which the move
   * leaves as they are, so it serves before the move is played and after.
   */
  int pairChange(Board board, int c, int k, int moved, int from, int placed, int to, int captured) {
    if (!hasPairs) {
      return 0;
    }
    int mk = pairKey(c, moved, from, k);
    int pk = pairKey(c, placed, to, k);
    int ck = pairKey(c, captured, to, k);
    if (mk == NO_KEY && pk == NO_KEY && ck == NO_KEY) {
      return 0;
    }
    long lo = board.occupiedLo() & WINDOW_LO[k];
    long hi = board.occupiedHi() & WINDOW_HI[k];
    lo &= ~(squareLo(from) | squareLo(to));
    hi &= ~(squareHi(from) | squareHi(to));
    int other = board.kingSquare(c ^ 1);
    if (other >= 0) {
      lo &= ~squareLo(other);
      hi &= ~squareHi(other);
    }
    byte[] t = pairs;
    int rm = mk * (NO_KEY + 1);
    int rp = pk * (NO_KEY + 1);
    int rc = ck * (NO_KEY + 1);
    int kinds = c * 29;
    int places = c * 6561 + k * 81;
    int v = -t[rm + ck];
    while (lo != 0) {
      int s = Long.numberOfTrailingZeros(lo);
      lo &= lo - 1;
      int q = PAIR_KIND[kinds + board.pieceAt(s)] + WINDOW_PLACE[places + s];
      v += t[rp + q] - t[rm + q] - t[rc + q];
    }
    while (hi != 0) {
      int s = 63 + Long.numberOfTrailingZeros(hi);
      hi &= hi - 1;
      int q = PAIR_KIND[kinds + board.pieceAt(s)] + WINDOW_PLACE[places + s];
      v += t[rp + q] - t[rm + q] - t[rc + q];
    }
    return c == 0 ? v : -v;
  }

  /** The bit of square s (-1 for none) in the low word of a bitboard. */
  private static long squareLo(int s) {
    return s >= 0 && s < 63 ? 1L << s : 0;
  }

  /** The bit of square s (-1 for none) in the high word of a bitboard. */
  private static long squareHi(int s) {
    return s >= 63 ? 1L << (s - 63) : 0;
  }

  /**
   * The evaluation from the sum of the piece terms (for sente) and the number of promoted pieces on
   * the board: adds the hands, king safety and the tempo.
   */
  int combine(Board board, int pieces, int promoted) {
    return combine(
        new HandTerms(this),
        pieces,
        promoted,
        board.sideToMove(),
        board.hand(0),
        board.hand(1),
        board.kingSquare(0),
        board.kingSquare(1),
        board.occupiedLo(),
        board.occupiedHi());
  }

  /**
   * {@link #combine(Board, int, int)} given what it reads of the board: the side to move, the
   * packed hands, the king squares (-1 for none) and the occupancy (low word squares 0-62, high
   * word 63-80), so that a position not yet on the board can be evaluated; the terms of the hands
   * come from (and go to) {@code hands}, as the hands change less often than the rest.
   */
  int combine(
      HandTerms hands,
      int pieces,
      int promoted,
      int side,
      int h0,
      int h1,
      int k0,
      int k1,
      long occLo,
      long occHi) {
    hands.update(h0, h1, promoted);
    int phase = hands.phase;
    int sente =
        pieces
            + hands.handDiff
            - kingSafety(k0, 0, hands.danger0, phase, occLo, occHi)
            + kingSafety(k1, 1, hands.danger1, phase, occLo, occHi);
    return (side == 0 ? sente : -sente) + tempo;
  }

  /**
   * The terms of an evaluation that depend only on the two hands and the number of promoted pieces
   * on the board (the phase, the hands' values, the weights of the drops threatening each king),
   * kept for the last hands asked, so that evaluations of positions with the same hands (most moves
   * capture nothing) spare computing them again. Not thread-safe: one per tracker.
   */
  static final class HandTerms {
    private final StandardEval e;
    private int h0 = -1;
    private int h1 = -1;
    private int promoted = -1;

    /** The game phase: pieces in hand and promoted pieces, at most {@code PHASE_FULL}. */
    int phase;

    /** Sente's hand value less gote's. */
    int handDiff;

    /** The weight of the drops threatening sente's king (gote's hand), and gote's king. */
    int danger0;

    int danger1;

    HandTerms(StandardEval e) {
      this.e = e;
    }

    /** Makes the terms those of the given hands and number of promoted pieces. */
    void update(int h0, int h1, int promoted) {
      if (h0 == this.h0 && h1 == this.h1 && promoted == this.promoted) {
        return;
      }
      this.h0 = h0;
      this.h1 = h1;
      this.promoted = promoted;
      phase = phase(h0, h1, promoted);
      handDiff = e.handValue(h0, phase) - e.handValue(h1, phase);
      danger0 = e.dropDanger(h1);
      danger1 = e.dropDanger(h0);
    }
  }

  // The packed hand's fields read directly (HandBits layout: pawn 5 bits, then 4 bits a kind).

  /** The count of hand kind k (type ordinal 0-6) in a packed hand. */
  static int handCount(int h, int k) {
    return k == 0 ? h & 31 : (h >>> (1 + 4 * k)) & 15;
  }

  /** The game phase: pieces in both hands and promoted pieces, at most {@code PHASE_FULL}. */
  static int phase(int h0, int h1, int promoted) {
    return Math.min(PHASE_FULL, handTotal(h0) + handTotal(h1) + promoted);
  }

  /** The number of pieces in a packed hand. */
  private static int handTotal(int h) {
    return (h & 31)
        + ((h >>> 5) & 15)
        + ((h >>> 9) & 15)
        + ((h >>> 13) & 15)
        + ((h >>> 17) & 15)
        + ((h >>> 21) & 15)
        + ((h >>> 25) & 15);
  }

  /** The pawns counted by the drop danger of a hand: at most three. */
  static int dangerCount(int h, int k) {
    return k == 0 ? Math.min(h & 31, 3) : handCount(h, k);
  }

  /**
   * The king's placement counted by the camp penalty: out of its camp (its own three ranks and the
   * next three) before the middle game.
   */
  static boolean outOfCamp(int king, int color, int phase) {
    return relativeRank(color, king) <= 5 && phase < PHASE_FULL / 2;
  }

  /** The empty squares next to a king. */
  static int emptyAround(int king, long occLo, long occHi) {
    return Long.bitCount(NEXT_LO[king] & ~occLo) + Long.bitCount(NEXT_HI[king] & ~occHi);
  }

  /**
   * The hand's value by counts, plus the worth each piece gains with the phase (unrolled: the hands
   * change at every capture of the quiescence search).
   */
  private int handValue(int h, int phase) {
    int pawns = h & 31;
    int l = (h >>> 5) & 15;
    int n = (h >>> 9) & 15;
    int s = (h >>> 13) & 15;
    int b = (h >>> 17) & 15;
    int r = (h >>> 21) & 15;
    int g = (h >>> 25) & 15;
    int[][] hv = handValue;
    int v = hv[0][pawns] + hv[1][l] + hv[2][n] + hv[3][s] + hv[4][b] + hv[5][r] + hv[6][g];
    return v + phase * (phasePawn * pawns + phaseOther * (l + n + s + b + r + g));
  }

  /**
   * What a king lacks in safety: drop danger, and leaving its camp early, given the weight of the
   * drops of the enemy's hand ({@link #dropDanger}).
   */
  private int kingSafety(int king, int color, int danger, int phase, long occLo, long occHi) {
    if (king < 0) {
      return 0;
    }
    int penalty = outOfCamp(king, color, phase) ? camp : 0;
    return penalty + danger * emptyAround(king, occLo, occHi);
  }

  /** The weight of the drops an enemy hand threatens a king with (0 for an empty hand). */
  private int dropDanger(int h) {
    int[] dd = dropDanger;
    return dd[0] * Math.min(h & 31, 3)
        + dd[1] * ((h >>> 5) & 15)
        + dd[2] * ((h >>> 9) & 15)
        + dd[3] * ((h >>> 13) & 15)
        + dd[4] * ((h >>> 17) & 15)
        + dd[5] * ((h >>> 21) & 15)
        + dd[6] * ((h >>> 25) & 15);
  }

  /** 0 for the enemy's back rank, 8 for one's own. */
  static int relativeRank(int color, int sq) {
    return color == 0 ? sq % 9 : 8 - sq % 9;
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof StandardEval e && e.params.equals(params);
  }

  @Override
  public int hashCode() {
    return params.hashCode();
  }

  /** The name: {@code standard}, {@code standard-handmade}, or the source of its parameters. */
  @Override
  public String toString() {
    return name;
  }
}
