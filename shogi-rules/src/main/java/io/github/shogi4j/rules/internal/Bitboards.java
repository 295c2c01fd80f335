package io.github.shogi4j.rules.internal;

/**
 * Precomputed tables of 81-square bitboards, each held as two longs.
 *
 * <p>Layout: square index {@code (file - 1) * 9 + rank - 1}; squares 0-62 (files 1-7) are bits 0-62
 * of the low word, squares 63-80 (files 8-9) bits 0-17 of the high word. A file never straddles the
 * two words, and a ray from a square visits indexes in one direction only, so the nearest blocker
 * on a ray is the lowest or highest set bit of (high word, low word): slider attacks need no
 * occupancy tables, only ray masks and one bit scan per ray.
 *
 * <p>Every table {@code X} is two arrays {@code X_LO} and {@code X_HI} with the same indexing.
 */
final class Bitboards {
  private Bitboards() {}

  /**
   * Directions, in opposite pairs ({@code d ^ 1} is the opposite of {@code d}, which is also the
   * direction as gote sees it). N is toward rank 1 (sente's forward), E toward file 1.
   */
  static final int N = 0, S = 1, E = 2, W = 3, NE = 4, SW = 5, SE = 6, NW = 7;

  /** File and rank deltas of the directions. */
  static final int[] DF = {0, 0, -1, 1, -1, 1, -1, 1};

  static final int[] DR = {-1, 1, 0, 0, -1, 1, 1, -1};

  /**
   * Whether a direction walks toward lower indexes (its nearest blocker is the highest bit): the
   * even directions, so that the test folds to a constant where the direction is one.
   */
  static boolean decreasing(int dir) {
    return (dir & 1) == 0;
  }

  static final long[] SQ_LO = new long[81];
  static final long[] SQ_HI = new long[81];

  /** RAY[dir * 81 + sq]: the squares from sq (exclusive) to the edge. */
  static final long[] RAY_LO = new long[8 * 81];

  static final long[] RAY_HI = new long[8 * 81];

  /** BETWEEN[a * 81 + b]: squares strictly between two aligned squares, else empty. */
  static final long[] BETWEEN_LO = new long[81 * 81];

  static final long[] BETWEEN_HI = new long[81 * 81];

  /** LINE[a * 81 + b]: the whole line through two aligned squares, else empty. */
  static final long[] LINE_LO = new long[81 * 81];

  static final long[] LINE_HI = new long[81 * 81];

  /**
   * STEP[code * 81 + sq]: the one-step (and knight) attacks of a piece code; sliders' rays
   * excluded.
   */
  static final long[] STEP_LO = new long[29 * 81];

  static final long[] STEP_HI = new long[29 * 81];

  /** Empty-board slider reach from a square: rook lines and bishop diagonals. */
  static final long[] ROOK_LO = new long[81];

  static final long[] ROOK_HI = new long[81];
  static final long[] BISHOP_LO = new long[81];
  static final long[] BISHOP_HI = new long[81];

  /** ZONE[color]: the promotion zone. */
  static final long[] ZONE_LO = new long[2];

  static final long[] ZONE_HI = new long[2];

  /** LIVE[code]: squares where the unpromoted piece can still move (行き所のない駒 excluded). */
  static final long[] LIVE_LO = new long[29];

  static final long[] LIVE_HI = new long[29];

  /** FILE[f]: the squares of file index f (0 = file 1). */
  static final long[] FILE_LO = new long[9];

  static final long[] FILE_HI = new long[9];

  /** IN_ZONE[color * 81 + sq]: whether sq is in the color's promotion zone. */
  static final boolean[] IN_ZONE = new boolean[2 * 81];

  /** The squares of rank 1 and of rank 9 (sente's last rank and gote's). */
  static final long RANK1_LO;

  static final long RANK1_HI;
  static final long RANK9_LO;
  static final long RANK9_HI;

  static final long ALL_LO = (1L << 63) - 1;
  static final long ALL_HI = (1L << 18) - 1;

  static int step(int sq, int dir) {
    int f = sq / 9 + DF[dir];
    int r = sq % 9 + DR[dir];
    return f < 0 || f > 8 || r < 0 || r > 8 ? -1 : f * 9 + r;
  }

  private static void set(long[] lo, long[] hi, int i, int sq) {
    if (sq < 63) {
      lo[i] |= 1L << sq;
    } else {
      hi[i] |= 1L << (sq - 63);
    }
  }

  static {
    for (int s = 0; s < 81; s++) {
      set(SQ_LO, SQ_HI, s, s);
      set(FILE_LO, FILE_HI, s / 9, s);
      for (int c = 0; c < 2; c++) {
        int r = s % 9;
        if (c == 0 ? r <= 2 : r >= 6) {
          set(ZONE_LO, ZONE_HI, c, s);
          IN_ZONE[c * 81 + s] = true;
        }
      }
      for (int d = 0; d < 8; d++) {
        for (int t = step(s, d); t >= 0; t = step(t, d)) {
          set(RAY_LO, RAY_HI, d * 81 + s, t);
          if (d < 4) {
            set(ROOK_LO, ROOK_HI, s, t);
          } else {
            set(BISHOP_LO, BISHOP_HI, s, t);
          }
        }
      }
    }
    long rank1Lo = 0;
    long rank1Hi = 0;
    long rank9Lo = 0;
    long rank9Hi = 0;
    for (int f = 0; f < 9; f++) {
      rank1Lo |= SQ_LO[f * 9];
      rank1Hi |= SQ_HI[f * 9];
      rank9Lo |= SQ_LO[f * 9 + 8];
      rank9Hi |= SQ_HI[f * 9 + 8];
    }
    RANK1_LO = rank1Lo;
    RANK1_HI = rank1Hi;
    RANK9_LO = rank9Lo;
    RANK9_HI = rank9Hi;
    for (int a = 0; a < 81; a++) {
      for (int d = 0; d < 8; d++) {
        int opposite = d ^ 1;
        for (int b = step(a, d); b >= 0; b = step(b, d)) {
          for (int t = step(a, d); t != b; t = step(t, d)) {
            set(BETWEEN_LO, BETWEEN_HI, a * 81 + b, t);
          }
          set(LINE_LO, LINE_HI, a * 81 + b, a);
          LINE_LO[a * 81 + b] |= RAY_LO[d * 81 + a] | RAY_LO[opposite * 81 + a];
          LINE_HI[a * 81 + b] |= RAY_HI[d * 81 + a] | RAY_HI[opposite * 81 + a];
        }
      }
    }
    int[] gold = {N, NE, NW, E, W, S};
    int[] silver = {N, NE, NW, SE, SW};
    for (int c = 0; c < 2; c++) {
      for (int t = 0; t < 14; t++) {
        int code = PieceCodes.code(c, t);
        int[] dirs;
        switch (t) {
          case PieceCodes.PAWN:
            dirs = new int[] {N};
            break;
          case PieceCodes.SILVER:
            dirs = silver;
            break;
          case PieceCodes.GOLD:
          case 8:
          case 9:
          case 10:
          case 11:
            dirs = gold;
            break;
          case PieceCodes.KING:
            dirs = new int[] {N, S, E, W, NE, NW, SE, SW};
            break;
          case PieceCodes.HORSE:
            dirs = new int[] {N, S, E, W};
            break;
          case PieceCodes.DRAGON:
            dirs = new int[] {NE, NW, SE, SW};
            break;
          default:
            dirs = new int[0];
        }
        for (int s = 0; s < 81; s++) {
          for (int d : dirs) {
            int dd = c == 0 ? d : d ^ 1; // gote's forward is sente's backward: swap the pair
            int to = step(s, dd);
            if (to >= 0) {
              set(STEP_LO, STEP_HI, code * 81 + s, to);
            }
          }
          if (t == PieceCodes.KNIGHT) {
            int fwd = c == 0 ? -2 : 2;
            for (int df = -1; df <= 1; df += 2) {
              int f = s / 9 + df;
              int r = s % 9 + fwd;
              if (f >= 0 && f <= 8 && r >= 0 && r <= 8) {
                set(STEP_LO, STEP_HI, code * 81 + s, f * 9 + r);
              }
            }
          }
          if (Board.canLive(c, t, s)) {
            set(LIVE_LO, LIVE_HI, code, s);
          }
        }
      }
    }
  }
}
