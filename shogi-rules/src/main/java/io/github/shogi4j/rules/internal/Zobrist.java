package io.github.shogi4j.rules.internal;

import java.util.SplittableRandom;

/**
 * The random numbers behind the 64-bit position key: one per piece code and square, one per side,
 * hand kind and count, and one for gote to move. Fixed seed, so keys are stable across runs.
 */
public final class Zobrist {
  private Zobrist() {}

  /** Indexed by piece code (0 unused) then square. */
  public static final long[][] PIECE = new long[29][81];

  /** Indexed by color, hand kind, count (count 0 is zero, so an empty hand adds nothing). */
  public static final long[][][] HAND = new long[2][7][32];

  /** Mixed in when gote is to move. */
  public static final long SIDE;

  /** {@link #HAND} flattened: color * 224 + kind * 32 + count (one load per kind). */
  private static final long[] HAND_FLAT = new long[2 * 7 * 32];

  static {
    SplittableRandom r = new SplittableRandom(0x5106_1A4B_2024L);
    for (int p = 1; p < 29; p++) {
      for (int s = 0; s < 81; s++) {
        PIECE[p][s] = r.nextLong();
      }
    }
    for (int c = 0; c < 2; c++) {
      for (int t = 0; t < 7; t++) {
        for (int n = 1; n < 32; n++) {
          HAND[c][t][n] = r.nextLong();
        }
      }
    }
    SIDE = r.nextLong();
    for (int c = 0; c < 2; c++) {
      for (int t = 0; t < 7; t++) {
        System.arraycopy(HAND[c][t], 0, HAND_FLAT, c * 224 + t * 32, 32);
      }
    }
  }

  /**
   * The hand part of a key.
   *
   * @param color 0 or 1
   * @param hand packed hand
   * @return the XOR of the count entries
   */
  public static long hand(int color, int hand) {
    // the HandBits layout read directly: pawns in 5 bits, then 4 bits a kind
    int b = color * 224;
    return HAND_FLAT[b + (hand & 31)]
        ^ HAND_FLAT[b + 32 + ((hand >>> 5) & 15)]
        ^ HAND_FLAT[b + 64 + ((hand >>> 9) & 15)]
        ^ HAND_FLAT[b + 96 + ((hand >>> 13) & 15)]
        ^ HAND_FLAT[b + 128 + ((hand >>> 17) & 15)]
        ^ HAND_FLAT[b + 160 + ((hand >>> 21) & 15)]
        ^ HAND_FLAT[b + 192 + ((hand >>> 25) & 15)];
  }
}
