package io.github.shogi4j.search.eval;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.Positions;
import io.github.shogi4j.search.Evaluator;
import io.github.shogi4j.search.internal.BoardEvaluator;
import io.github.shogi4j.search.internal.EvalTracker;

/**
 * The default evaluator: material ({@link PieceValues}) plus placement, king safety and the worth
 * of pieces in hand by the phase of the game. Hand-tuned terms, all in centipawns:
 *
 * <ul>
 *   <li>Defence (囲い): golds, silvers and promoted minor pieces next to or two squares from their
 *       own king.
 *   <li>Attack (寄せ): pieces near the enemy king, the more the stronger the piece's short steps
 *       (horse and dragon most, then golds, silvers and knights).
 *   <li>King safety: the enemy's pieces in hand weighted by how well they drop (rook and bishop most,
 *       pawns little) times the empty squares around the king where they can land; a king that
 *       leaves its camp early is penalised (an entering king, 入玉, late in the game is not).
 *   <li>Pieces in hand (持ち駒) gain worth as the game opens up: the phase runs from 0 at the start to
 *       full when ten pieces are in hands or promoted.
 *   <li>Pawns on the fourth rank from the enemy, ready to break into the camp; a small bonus for
 *       having the move (手番).
 * </ul>
 *
 * <p>It beats {@link MaterialEvaluator} in self-play (see the self-play program in the tests).
 * Thread-safe (stateless); a singleton.
 */
public final class StandardEvaluator implements Evaluator, BoardEvaluator {
  private static final StandardEvaluator INSTANCE = new StandardEvaluator();

  private static final int TEMPO = 20;
  private static final int PHASE_FULL = 10;
  // By type ordinal, for Chebyshev distance 1, 2, 3 (index 0 unused).
  private static final int[][] DEFEND = new int[14][4];
  private static final int[][] ATTACK = new int[14][4];
  // How dangerous a hand piece is when dropped next to a king, by hand kind (in sixths).
  private static final int[] DROP_DANGER = {1, 3, 4, 6, 8, 10, 7};

  /** The types whose defence term is not 0 (gold, silver, the promoted minor pieces, horse). */
  private static final int[] DEFENDERS;

  /** Chebyshev distance between two squares, capped at 4 (beyond every table). */
  private static final byte[] DIST = new byte[81 * 81];
  /**
   * By piece code and square, for sente (gote's negative): the value plus the fourth-rank pawn
   * bonus; 0 for kings and for code 0 (an empty square).
   */
  private static final int[] BASE = new int[29 * 81];
  /**
   * By the color of a king, then piece code and distance (0 to 4), for sente (gote's negative): a
   * piece's defence of its own king or attack on the enemy's; 0 for kings and code 0.
   */
  private static final int[] NEAR = new int[2 * 29 * 5];
  /**
   * The squares within distance 3 of each square, where the placement terms are not 0, as a
   * bitboard (low word squares 0-62, high word 63-80).
   */
  private static final long[] BOX_LO = new long[81];
  private static final long[] BOX_HI = new long[81];
  /** The squares next to each square (a king's step away), as {@link #BOX_LO} and BOX_HI. */
  private static final long[] NEXT_LO = new long[81];
  private static final long[] NEXT_HI = new long[81];

  static {
    for (int a = 0; a < 81; a++) {
      for (int b = 0; b < 81; b++) {
        int d = Math.max(Math.abs(a / 9 - b / 9), Math.abs(a % 9 - b % 9));
        DIST[a * 81 + b] = (byte) Math.min(d, 4);
        if (d <= 3) {
          addSquare(BOX_LO, BOX_HI, a, b);
        }
        if (d == 1) {
          addSquare(NEXT_LO, NEXT_HI, a, b);
        }
      }
    }
    int[] goldish = {PieceCodes.GOLD, 8, 9, 10, 11};
    for (int t : goldish) {
      DEFEND[t] = new int[] {0, 45, 25, 0};
      ATTACK[t] = new int[] {0, 40, 25, 10};
    }
    DEFEND[PieceCodes.SILVER] = new int[] {0, 35, 20, 0};
    ATTACK[PieceCodes.SILVER] = new int[] {0, 35, 22, 8};
    ATTACK[PieceCodes.KNIGHT] = new int[] {0, 10, 20, 10};
    ATTACK[PieceCodes.HORSE] = new int[] {0, 50, 35, 20};
    ATTACK[PieceCodes.DRAGON] = new int[] {0, 60, 40, 20};
    ATTACK[PieceCodes.BISHOP] = new int[] {0, 10, 10, 10};
    ATTACK[PieceCodes.ROOK] = new int[] {0, 10, 10, 10};
    ATTACK[PieceCodes.PAWN] = new int[] {0, 10, 5, 0};
    ATTACK[PieceCodes.LANCE] = new int[] {0, 10, 5, 0};
    DEFEND[PieceCodes.HORSE] = new int[] {0, 30, 20, 0};
    DEFENDERS = java.util.stream.IntStream.range(0, 14)
        .filter(t -> java.util.Arrays.stream(DEFEND[t]).anyMatch(v -> v != 0)).toArray();
    for (int p = 1; p < 29; p++) {
      int t = PieceCodes.type(p);
      if (t == PieceCodes.KING) {
        continue;
      }
      int c = PieceCodes.color(p);
      int sign = c == 0 ? 1 : -1;
      for (int sq = 0; sq < 81; sq++) {
        boolean fourth = t == PieceCodes.PAWN && relativeRank(c, sq) == 3;
        BASE[p * 81 + sq] = sign * (PieceValues.ofOrdinal(t) + (fourth ? 15 : 0));
      }
      for (int d = 0; d <= 3; d++) {
        NEAR[c * 145 + p * 5 + d] = sign * DEFEND[t][d];
        NEAR[(c ^ 1) * 145 + p * 5 + d] = sign * ATTACK[t][d];
      }
    }
  }

  private StandardEvaluator() {}

  /** Adds square b to the bitboard at index a of the (lo, hi) tables. */
  private static void addSquare(long[] lo, long[] hi, int a, int b) {
    if (b < 63) {
      lo[a] |= 1L << b;
    } else {
      hi[a] |= 1L << (b - 63);
    }
  }

  /**
   * The standard evaluator.
   *
   * @return the instance
   */
  public static StandardEvaluator instance() {
    return INSTANCE;
  }

  @Override
  public int evaluate(Position position) {
    Preconditions.checkNotNull(position, "position");
    return evaluate(Positions.board(position));
  }

  @Override
  public int evaluate(Board board) {
    int base = 0;
    int promoted = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p == 0) {
        continue;
      }
      if (PieceCodes.type(p) >= 8) {
        promoted++;
      }
      base += baseTerm(p, s);
    }
    int placement = kingTerms(board, 0) + kingTerms(board, 1);
    return combine(board, base + placement, promoted);
  }

  /**
   * A tracker that keeps the per-piece terms (material, placement near the kings, pawns on the
   * fourth rank) up to date move by move; its evaluation equals {@link #evaluate(Board)}.
   */
  @Override
  public EvalTracker tracker(Board board) {
    return new StandardTracker(board);
  }

  /**
   * The value of the piece of code p (0 for none) on square s plus the fourth-rank pawn bonus, for
   * sente (gote's pieces count negative). Kings contribute nothing.
   */
  static int baseTerm(int p, int s) {
    return BASE[p * 81 + s];
  }

  /**
   * The placement term of the piece of code p (0 for none) on square s measured from the king of
   * color c on square k: its defence of that king if it is its own, its attack on it if not, for
   * sente (gote's pieces count negative).
   */
  static int kingTerm(int p, int s, int c, int k) {
    return NEAR[c * 145 + p * 5 + DIST[s * 81 + k]];
  }

  /** The sum of the placement terms measured from the king of color c (0 without that king). */
  static int kingTerms(Board board, int c) {
    int k = board.kingSquare(c);
    if (k < 0) {
      return 0;
    }
    int near = c * 145;
    int v = 0;
    // only the enemy's pieces and the own defenders count (the other terms are 0)
    long dLo = 0;
    long dHi = 0;
    for (int t : DEFENDERS) {
      dLo |= board.typeLo(t);
      dHi |= board.typeHi(t);
    }
    long lo = BOX_LO[k] & (board.occupiedLo(c ^ 1) | (board.occupiedLo(c) & dLo));
    long hi = BOX_HI[k] & (board.occupiedHi(c ^ 1) | (board.occupiedHi(c) & dHi));
    while (lo != 0) {
      int s = Long.numberOfTrailingZeros(lo);
      lo &= lo - 1;
      v += NEAR[near + board.pieceAt(s) * 5 + DIST[s * 81 + k]];
    }
    while (hi != 0) {
      int s = 63 + Long.numberOfTrailingZeros(hi);
      hi &= hi - 1;
      v += NEAR[near + board.pieceAt(s) * 5 + DIST[s * 81 + k]];
    }
    return v;
  }

  /**
   * The evaluation from the sum of the piece terms (for sente) and the number of promoted pieces
   * on the board: adds the hands, king safety and the tempo.
   */
  static int combine(Board board, int pieces, int promoted) {
    return combine(new HandTerms(), pieces, promoted, board.sideToMove(), board.hand(0),
        board.hand(1), board.kingSquare(0), board.kingSquare(1), board.occupiedLo(),
        board.occupiedHi());
  }

  /**
   * {@link #combine(Board, int, int)} given what it reads of the board: the side to move, the
   * packed hands, the king squares (-1 for none) and the occupancy (low word squares 0-62, high
   * word 63-80), so that a position not yet on the board can be evaluated; the terms of the hands
   * come from (and go to) {@code hands}, as the hands change less often than the rest.
   */
  static int combine(HandTerms hands, int pieces, int promoted, int side, int h0, int h1, int k0,
      int k1, long occLo, long occHi) {
    hands.update(h0, h1, promoted);
    int phase = hands.phase;
    int sente = pieces + hands.handDiff
        - kingSafety(k0, 0, hands.danger0, phase, occLo, occHi)
        + kingSafety(k1, 1, hands.danger1, phase, occLo, occHi);
    return (side == 0 ? sente : -sente) + TEMPO;
  }

  /**
   * The terms of an evaluation that depend only on the two hands and the number of promoted pieces
   * on the board (the phase, the hands' values, the weights of the drops threatening each king),
   * kept for the last hands asked, so that evaluations of positions with the same hands (most moves
   * capture nothing) spare computing them again. Not thread-safe: one per tracker.
   */
  static final class HandTerms {
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

    /** Makes the terms those of the given hands and number of promoted pieces. */
    void update(int h0, int h1, int promoted) {
      if (h0 == this.h0 && h1 == this.h1 && promoted == this.promoted) {
        return;
      }
      this.h0 = h0;
      this.h1 = h1;
      this.promoted = promoted;
      int t0 = handTotal(h0);
      int t1 = handTotal(h1);
      phase = Math.min(PHASE_FULL, t0 + t1 + promoted);
      handDiff = handValue(h0, t0, phase) - handValue(h1, t1, phase);
      danger0 = dropDanger(h1);
      danger1 = dropDanger(h0);
    }
  }

  private static final int V_PAWN = PieceValues.ofOrdinal(PieceCodes.PAWN);
  private static final int V_LANCE = PieceValues.ofOrdinal(PieceCodes.LANCE);
  private static final int V_KNIGHT = PieceValues.ofOrdinal(PieceCodes.KNIGHT);
  private static final int V_SILVER = PieceValues.ofOrdinal(PieceCodes.SILVER);
  private static final int V_BISHOP = PieceValues.ofOrdinal(PieceCodes.BISHOP);
  private static final int V_ROOK = PieceValues.ofOrdinal(PieceCodes.ROOK);
  private static final int V_GOLD = PieceValues.ofOrdinal(PieceCodes.GOLD);

  // The packed hand's fields read directly (HandBits layout: pawn 5 bits, then 4 bits a kind).

  /** The number of pieces in a packed hand. */
  private static int handTotal(int h) {
    return (h & 31) + ((h >>> 5) & 15) + ((h >>> 9) & 15) + ((h >>> 13) & 15) + ((h >>> 17) & 15)
        + ((h >>> 21) & 15) + ((h >>> 25) & 15);
  }

  /**
   * The hand's material, pawns gaining the phase and other pieces five times the phase each, given
   * the number of pieces in it.
   */
  private static int handValue(int h, int total, int phase) {
    int pawns = h & 31;
    int material = V_PAWN * pawns + V_LANCE * ((h >>> 5) & 15) + V_KNIGHT * ((h >>> 9) & 15)
        + V_SILVER * ((h >>> 13) & 15) + V_BISHOP * ((h >>> 17) & 15) + V_ROOK * ((h >>> 21) & 15)
        + V_GOLD * ((h >>> 25) & 15);
    return material + phase * (pawns + 5 * (total - pawns));
  }

  /**
   * What a king lacks in safety: drop danger, and leaving its camp early, given the weight of the
   * drops of the enemy's hand ({@link #dropDanger}).
   */
  private static int kingSafety(int king, int color, int danger, int phase, long occLo,
      long occHi) {
    if (king < 0) {
      return 0;
    }
    int penalty = relativeRank(color, king) <= 5 && phase < PHASE_FULL / 2 ? 50 : 0;
    // the drops threatening the king, by the empty squares next to it
    int empty = Long.bitCount(NEXT_LO[king] & ~occLo) + Long.bitCount(NEXT_HI[king] & ~occHi);
    return penalty + danger * empty * 2;
  }

  /** The weight of the drops an enemy hand threatens a king with (0 for an empty hand). */
  private static int dropDanger(int h) {
    return DROP_DANGER[PieceCodes.PAWN] * Math.min(h & 31, 3)
        + DROP_DANGER[PieceCodes.LANCE] * ((h >>> 5) & 15)
        + DROP_DANGER[PieceCodes.KNIGHT] * ((h >>> 9) & 15)
        + DROP_DANGER[PieceCodes.SILVER] * ((h >>> 13) & 15)
        + DROP_DANGER[PieceCodes.BISHOP] * ((h >>> 17) & 15)
        + DROP_DANGER[PieceCodes.ROOK] * ((h >>> 21) & 15)
        + DROP_DANGER[PieceCodes.GOLD] * ((h >>> 25) & 15);
  }

  /** 0 for the enemy's back rank, 8 for one's own. */
  private static int relativeRank(int color, int sq) {
    return color == 0 ? sq % 9 : 8 - sq % 9;
  }

  @Override
  public String toString() {
    return "standard";
  }
}
