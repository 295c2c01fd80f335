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
 * attacker's hand determine the defender's hand, and a position whose attacker hand holds at least as
 * many of every kind is at least as good for the attacker. A lookup therefore takes a stored proof
 * whose (proof) hand the asked hand dominates, and a stored absolute disproof whose hand dominates
 * the asked hand. A table must not be shared between searches whose total material differs.
 *
 * <p>Disproofs that depend on the path (a repetition on the current path, 千日手; the depth bound) are
 * stored with a hash of the path and only used again on exactly that path, which keeps them from
 * turning into false disproofs elsewhere (the graph-history-interaction problem).
 *
 * <p>Entries live in buckets; a full bucket gives up the entry with the least work behind it. Not
 * thread-safe.
 */
final class MateTable {
  private static final int WAYS = 8;
  /** The proof and disproof number that stands for infinity. */
  static final int INF = 1 << 28;
  /** Bytes an entry costs (both parts alike). */
  static final int ENTRY_BYTES = 8 + 8 + 4 * 4;

  // Working part: unsolved numbers and path-dependent disproofs, keyed by board and hand.
  private final long[] keys;
  private final long[] paths;
  private final int[] hands;
  private final int[] pns;
  private final int[] dns;
  private final int[] work;
  private final int mask;

  // Solved part: proofs (pn 0, with the proof hand) and absolute disproofs, keyed by the board.
  private final long[] solvedKeys;
  private final int[] solvedHands;
  private final boolean[] solvedProofs;
  private final int[] solvedWork;
  private final int solvedMask;

  // The result of the last lookup.
  int pn;
  int dn;
  /** Whether the last lookup found a path-dependent disproof. */
  boolean pathDependent;
  /** Whether the last lookup found anything (else its numbers are the defaults). */
  boolean found;
  /** The proof hand (証明駒) of the entry that proved the last lookup. */
  int proofHand;

  MateTable(long bytes) {
    long entries = Math.max(WAYS * 16L, bytes / ENTRY_BYTES / 2);
    int size = Integer.highestOneBit((int) Math.min(entries, 1 << 27));
    keys = new long[size];
    paths = new long[size];
    hands = new int[size];
    pns = new int[size];
    dns = new int[size];
    work = new int[size];
    mask = size - 1;
    solvedKeys = new long[size];
    solvedHands = new int[size];
    solvedProofs = new boolean[size];
    solvedWork = new int[size];
    solvedMask = size - 1;
  }

  private static int mix(long key) {
    long h = key * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }

  private int bucket(long key, int hand) {
    return mix(key ^ (hand * 0xC2B2AE3D27D4EB4FL)) & mask & ~(WAYS - 1);
  }

  private int solvedBucket(long key) {
    return mix(key) & solvedMask & ~(WAYS - 1);
  }

  private static long nonZero(long key) {
    return key == 0 ? 1 : key;
  }

  /**
   * Looks a node up; sets {@link #pn}, {@link #dn}, {@link #found}, {@link #pathDependent} and, for a
   * proof, {@link #proofHand}. An unknown node gets 1 and 1.
   *
   * @param boardKey the board key (pieces and side to move)
   * @param hand the attacker's packed hand
   * @param path the hash of the path to this node
   */
  void lookup(long boardKey, int hand, long path) {
    long key = nonZero(boardKey);
    pathDependent = false;
    found = true;
    int sb = solvedBucket(key);
    for (int i = sb; i < sb + WAYS; i++) {
      if (solvedKeys[i] != key) {
        continue;
      }
      int h = solvedHands[i];
      if (solvedProofs[i]) {
        if (HandBits.dominates(hand, h)) {
          pn = 0;
          dn = INF;
          proofHand = h;
          return;
        }
      } else if (HandBits.dominates(h, hand)) {
        pn = INF;
        dn = 0;
        return;
      }
    }
    int b = bucket(key, hand);
    for (int i = b; i < b + WAYS; i++) {
      if (keys[i] == key && hands[i] == hand) {
        if (dns[i] == 0) {
          if (paths[i] != path) {
            break;
          }
          pathDependent = true;
        }
        pn = pns[i];
        dn = dns[i];
        return;
      }
    }
    found = false;
    pn = 1;
    dn = 1;
  }

  /**
   * Whether a node is proven (by an entry whose proof hand this hand dominates).
   *
   * @param boardKey the board key
   * @param hand the attacker's hand
   * @return true if proven
   */
  boolean isProven(long boardKey, int hand) {
    long key = nonZero(boardKey);
    int sb = solvedBucket(key);
    for (int i = sb; i < sb + WAYS; i++) {
      if (solvedKeys[i] == key && solvedProofs[i] && HandBits.dominates(hand, solvedHands[i])) {
        return true;
      }
    }
    return false;
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
   */
  void store(long boardKey, int hand, int pn, int dn, long path, long amount) {
    long key = nonZero(boardKey);
    int w = (int) Math.min(Integer.MAX_VALUE, amount);
    if (pn == 0 || (dn == 0 && path == 0)) {
      storeSolved(key, hand, pn == 0, w);
      return;
    }
    int b = bucket(key, hand);
    int slot = -1;
    int victim = b;
    for (int i = b; i < b + WAYS; i++) {
      if (keys[i] == key && hands[i] == hand) {
        slot = i;
        break;
      }
      if (keys[i] == 0) {
        if (slot < 0) {
          slot = i;
        }
      } else if (work[i] < work[victim]) {
        victim = i;
      }
    }
    if (slot < 0) {
      slot = victim;
    }
    keys[slot] = key;
    hands[slot] = hand;
    pns[slot] = pn;
    dns[slot] = dn;
    paths[slot] = dn == 0 ? path : 0;
    work[slot] = w;
  }

  private void storeSolved(long key, int hand, boolean proof, int w) {
    int b = solvedBucket(key);
    int slot = -1;
    int victim = b;
    for (int i = b; i < b + WAYS; i++) {
      if (solvedKeys[i] == key && solvedProofs[i] == proof) {
        // Keep the set of hands an antichain: a proof with a smaller hand, or a disproof with a
        // larger one, makes the other entry redundant.
        boolean covered = proof ? HandBits.dominates(hand, solvedHands[i])
            : HandBits.dominates(solvedHands[i], hand);
        if (covered) {
          return;
        }
        boolean covers = proof ? HandBits.dominates(solvedHands[i], hand)
            : HandBits.dominates(hand, solvedHands[i]);
        if (covers) {
          solvedKeys[i] = 0;
        }
      }
      if (solvedKeys[i] == 0) {
        if (slot < 0) {
          slot = i;
        }
      } else if (score(i) < score(victim)) {
        victim = i;
      }
    }
    if (slot < 0) {
      slot = victim;
    }
    solvedKeys[slot] = key;
    solvedHands[slot] = hand;
    solvedProofs[slot] = proof;
    solvedWork[slot] = w;
  }

  /** Replacement order in the solved part: disproofs go before proofs, then by work. */
  private long score(int i) {
    return solvedWork[i] + (solvedProofs[i] ? 1L << 32 : 0);
  }
}
