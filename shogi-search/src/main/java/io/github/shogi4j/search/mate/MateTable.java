package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.HandBits;

/**
 * The transposition table of the proof-number search, in two parts: the solved part holds proofs
 * and absolute disproofs keyed by the board alone (pieces and side to move, without hands) with the
 * attacker's hand as data; the working part holds the numbers of unsolved positions (and
 * path-dependent disproofs) keyed by the board and the attacker's hand together, so that one board
 * reached with many hands does not crowd itself out.
 *
 * <p>Hand dominance (優等局面 / 劣等局面): within one search the material is fixed, so the board and the
 * attacker's hand determine the defender's hand, and a position whose attacker hand holds at least
 * as many of every kind is at least as good for the attacker. A lookup therefore takes a stored
 * proof whose (proof) hand the asked hand dominates, and a stored absolute disproof whose hand
 * dominates the asked hand. A table must not be shared between searches whose total material
 * differs.
 *
 * <p>Disproofs that depend on the path (a repetition on the current path, 千日手; the depth bound) are
 * stored with a hash of the path and only used again on exactly that path, which keeps them from
 * turning into false disproofs elsewhere (the graph-history-interaction problem).
 *
 * <p>Entries live in buckets of a few neighbouring slots of one {@code long} array (a bucket spans
 * one or two cache lines, and nothing is allocated per node); a full bucket gives up the entry with
 * the least work behind it (in the solved part, disproofs before proofs). Not thread-safe.
 */
final class MateTable {
  /** The proof and disproof number that stands for infinity. */
  static final int INF = 1 << 28;

  private static final int SOLVED_WAYS = 16;
  private static final int WORK_WAYS = 4;

  /** The words of one 64-byte cache line. */
  private static final int LINE_WORDS = 8;

  /**
   * Where the buckets start in their arrays. A long array's elements start 16 bytes after the
   * array, and large arrays start on a cache-line boundary in the usual heap layouts, so starting
   * six words in puts every bucket on a line boundary (nothing depends on it but speed).
   */
  private static final int ALIGN = 6;

  private static final long PROOF_BIT = 1L << 32;
  private static final int LENGTH_SHIFT = 33;
  private static final int LENGTH_BITS = 11;

  /** The longest mate length a proof entry holds; longer ones are stored as this. */
  static final int MAX_LENGTH = (1 << LENGTH_BITS) - 1;

  private static final int WORK_SHIFT = LENGTH_SHIFT + LENGTH_BITS;
  private static final int MAX_WORK = (1 << (64 - WORK_SHIFT)) - 1;
  private static final long LOW = 0xffff_ffffL;

  /**
   * Working part, four words a slot: key; path hash (path-dependent disproofs, else 0); attacker
   * hand (high half) and proof number (low half); disproof number (high half) and work (low half).
   */
  private final long[] work;

  private final int workMask;

  /**
   * Solved part, two words a slot, a bucket's keys first and then their data (so a lookup that
   * finds nothing reads only the keys' two cache lines): key; hand (low half), proof flag (bit 32),
   * for a proof the length of its mate in plies (11 bits above it) and the work (above that).
   */
  private final long[] solved;

  private final int solvedMask;

  // The result of the last lookup.
  int pn;
  int dn;

  /** Whether the last lookup found a path-dependent disproof. */
  boolean pathDependent;

  /**
   * While set, a full solved bucket gives up no proof for a new entry (the entry is dropped
   * instead): the searches that widen a finished proof must not take its proofs away.
   */
  boolean protectProofs;

  /** Whether the last lookup found anything (else its numbers are the defaults). */
  boolean found;

  /** The proof hand (証明駒) of the entry that proved the last lookup. */
  int proofHand;

  /**
   * The length in plies of the mate of the entry that proved the last lookup: the longest line of
   * the proof it stands for (the attacker's quickest proved check, the defender's longest reply,
   * every reply counted), so an upper bound of the position's mate length.
   */
  int proofLength;

  MateTable(long bytes) {
    // Two thirds of the memory to the working part (32-byte slots), a third to the solved part.
    long slots = Math.max(64, bytes / 48);
    int size = Integer.highestOneBit((int) Math.min(slots, 1 << 26));
    work = new long[size * 4 + ALIGN + 2];
    workMask = size - 1;
    solved = new long[size * 2 + ALIGN + 2];
    solvedMask = size - 1;
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }

  /** The first word of the working bucket of a board and hand. */
  private int bucket(long key, int hand) {
    return ((mix(key ^ (hand * 0xC2B2AE3D27D4EB4FL)) & workMask & ~(WORK_WAYS - 1)) << 2) + ALIGN;
  }

  /** The first word of the solved bucket of a board. */
  private int solvedBucket(long key) {
    return ((mix(key) & solvedMask & ~(SOLVED_WAYS - 1)) << 1) + ALIGN;
  }

  private static long nonZero(long key) {
    return key == 0 ? 1 : key;
  }

  /**
   * Looks a node up; sets {@link #pn}, {@link #dn}, {@link #found}, {@link #pathDependent} and, for
   * a proof, {@link #proofHand}. An unknown node gets 1 and 1.
   *
   * @param boardKey the board key (pieces and side to move)
   * @param hand the attacker's packed hand
   * @param path the hash of the path to this node
   */
  void lookup(long boardKey, int hand, long path) {
    long key = nonZero(boardKey);
    pathDependent = false;
    found = true;
    long[] t = solved;
    int sb = solvedBucket(key);
    for (int i = sb; i < sb + SOLVED_WAYS; i++) {
      if (t[i] != key) {
        continue;
      }
      long meta = t[i + SOLVED_WAYS];
      int h = (int) meta;
      if ((meta & PROOF_BIT) != 0) {
        if (HandBits.dominates(hand, h)) {
          pn = 0;
          dn = INF;
          proofHand = h;
          proofLength = length(meta);
          return;
        }
      } else if (HandBits.dominates(h, hand)) {
        pn = INF;
        dn = 0;
        return;
      }
    }
    long[] w = work;
    int b = bucket(key, hand);
    for (int i = b; i < b + 4 * WORK_WAYS; i += 4) {
      if (w[i] == key && (int) (w[i + 2] >>> 32) == hand) {
        int d = (int) (w[i + 3] >>> 32);
        if (d == 0) {
          if (w[i + 1] != path) {
            break;
          }
          pathDependent = true;
        }
        pn = (int) w[i + 2];
        dn = d;
        return;
      }
    }
    found = false;
    pn = 1;
    dn = 1;
  }

  /**
   * Touches the table's memory for a node that is looked up soon: issuing the loads of several
   * nodes one after another lets the processor wait for their cache misses together.
   *
   * @param boardKey the board key
   * @param hand the attacker's hand
   * @return a value that depends on the memory read (for the caller to keep, so that the loads are
   *     not left out)
   */
  long touch(long boardKey, int hand) {
    long key = nonZero(boardKey);
    int sb = solvedBucket(key);
    int b = bucket(key, hand);
    return solved[sb] ^ solved[sb + LINE_WORDS] ^ work[b] ^ work[b + LINE_WORDS];
  }

  /**
   * Whether a node is proven (by an entry whose proof hand this hand dominates).
   *
   * @param boardKey the board key
   * @param hand the attacker's hand
   * @return true if proven
   */
  boolean isProven(long boardKey, int hand) {
    return provenLength(boardKey, hand) >= 0;
  }

  /**
   * The mate length of a proven node (the shortest of the entries whose proof hand this hand
   * dominates; see {@link #proofLength}), or -1 when it is not proven.
   *
   * @param boardKey the board key
   * @param hand the attacker's hand
   * @return the length in plies, or -1
   */
  int provenLength(long boardKey, int hand) {
    long key = nonZero(boardKey);
    long[] t = solved;
    int sb = solvedBucket(key);
    int best = -1;
    for (int i = sb; i < sb + SOLVED_WAYS; i++) {
      long meta = t[i + SOLVED_WAYS];
      if (t[i] == key && (meta & PROOF_BIT) != 0 && HandBits.dominates(hand, (int) meta)) {
        int len = length(meta);
        if (best < 0 || len < best) {
          best = len;
        }
      }
    }
    return best;
  }

  private static int length(long meta) {
    return (int) (meta >>> LENGTH_SHIFT) & MAX_LENGTH;
  }

  /**
   * Stores a node's numbers.
   *
   * @param boardKey the board key
   * @param hand the attacker's hand (for a proof: its proof hand)
   * @param pn proof number
   * @param dn disproof number
   * @param path 0 for a result that holds on every path, else the path hash it holds on
   * @param amount the work done under the node, for replacement
   * @param length for a proof, the length of its mate in plies (see {@link #proofLength})
   */
  void store(long boardKey, int hand, int pn, int dn, long path, long amount, int length) {
    long key = nonZero(boardKey);
    int amt = (int) Math.min(Integer.MAX_VALUE >> 1, amount);
    if (pn == 0 || (dn == 0 && path == 0)) {
      storeSolved(key, hand, pn == 0, Math.min(amt, MAX_WORK), Math.min(length, MAX_LENGTH));
      return;
    }
    long[] w = work;
    int b = bucket(key, hand);
    int slot = -1;
    int victim = b;
    for (int i = b; i < b + 4 * WORK_WAYS; i += 4) {
      if (w[i] == key && (int) (w[i + 2] >>> 32) == hand) {
        slot = i;
        break;
      }
      if (w[i] == 0) {
        if (slot < 0) {
          slot = i;
        }
      } else if ((int) w[i + 3] < (int) w[victim + 3]) {
        victim = i;
      }
    }
    if (slot < 0) {
      slot = victim;
    }
    w[slot] = key;
    w[slot + 1] = dn == 0 ? path : 0;
    w[slot + 2] = ((long) hand << 32) | (pn & LOW);
    w[slot + 3] = ((long) dn << 32) | (amt & LOW);
  }

  private void storeSolved(long key, int hand, boolean proof, int amt, int length) {
    long[] t = solved;
    int b = solvedBucket(key);
    int slot = -1;
    int victim = b;
    for (int i = b; i < b + SOLVED_WAYS; i++) {
      if (t[i] == key && ((t[i + SOLVED_WAYS] & PROOF_BIT) != 0) == proof) {
        // Keep the set of hands an antichain: a proof with a smaller hand, or a disproof with a
        // larger one, makes the other entry redundant.
        // A proof of the same hand with a shorter mate replaces the longer one.
        int h = (int) t[i + SOLVED_WAYS];
        boolean shorter = proof && h == hand && length < length(t[i + SOLVED_WAYS]);
        boolean covered =
            !shorter && (proof ? HandBits.dominates(hand, h) : HandBits.dominates(h, hand));
        if (covered) {
          return;
        }
        boolean covers =
            shorter || (proof ? HandBits.dominates(h, hand) : HandBits.dominates(hand, h));
        if (covers) {
          t[i] = 0;
        }
      }
      if (t[i] == 0) {
        if (slot < 0) {
          slot = i;
        }
      } else if (score(t[i + SOLVED_WAYS]) < score(t[victim + SOLVED_WAYS])) {
        victim = i;
      }
    }
    if (slot < 0) {
      if (protectProofs && (t[victim + SOLVED_WAYS] & PROOF_BIT) != 0) {
        return;
      }
      slot = victim;
    }
    t[slot] = key;
    t[slot + SOLVED_WAYS] =
        (hand & LOW)
            | (proof ? PROOF_BIT | ((long) length << LENGTH_SHIFT) : 0)
            | ((long) amt << WORK_SHIFT);
  }

  /** Replacement order in the solved part: disproofs go before proofs, then by work. */
  private static long score(long meta) {
    return (meta >>> WORK_SHIFT) + ((meta & PROOF_BIT) != 0 ? 1L << 32 : 0);
  }
}
