package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.HandBits;

/**
 * The transposition table of the proof-number search: proof and disproof numbers keyed by the board
 * (pieces and side to move, without hands) and the attacker's hand.
 *
 * <p>Hand dominance (優等局面 / 劣等局面): within one search the material is fixed, so the board and the
 * attacker's hand determine the defender's hand, and a position whose attacker hand holds at least as
 * many of every kind is at least as good for the attacker. A lookup therefore takes a stored proof
 * whose hand the asked hand dominates, and a stored absolute disproof whose hand dominates the asked
 * hand. A table must not be shared between searches whose total material differs.
 *
 * <p>Disproofs that depend on the path (a repetition on the current path, 千日手; the depth bound) are
 * stored with a hash of the path and only used again on exactly that path, which keeps them from
 * turning into false disproofs elsewhere (the graph-history-interaction problem).
 *
 * <p>Entries live in buckets of {@value #WAYS}; a full bucket gives up the entry with the least work
 * behind it, keeping proofs where it can. Not thread-safe.
 */
final class MateTable {
  static final int WAYS = 8;
  /** The proof and disproof number that stands for infinity. */
  static final int INF = 1 << 28;
  /** Bytes an entry costs. */
  static final int ENTRY_BYTES = 8 + 8 + 4 * 4;

  private final long[] keys;
  private final long[] paths;
  private final int[] hands;
  private final int[] pns;
  private final int[] dns;
  private final int[] work;
  private final int mask;

  // The result of the last lookup.
  int pn;
  int dn;
  /** Whether the last lookup found a path-dependent disproof. */
  boolean pathDependent;
  /** Whether the last lookup found anything (else its numbers are the defaults). */
  boolean found;

  MateTable(long bytes) {
    long entries = Math.max(WAYS * 16L, bytes / ENTRY_BYTES);
    int size = Integer.highestOneBit((int) Math.min(entries, 1 << 28));
    keys = new long[size];
    paths = new long[size];
    hands = new int[size];
    pns = new int[size];
    dns = new int[size];
    work = new int[size];
    mask = size - 1;
  }

  private int bucket(long key) {
    return (int) (key ^ (key >>> 29)) & mask & ~(WAYS - 1);
  }

  private static long nonZero(long key) {
    return key == 0 ? 1 : key;
  }

  /**
   * Looks a node up; sets {@link #pn}, {@link #dn} and {@link #pathDependent}. An unknown node gets 1
   * and 1.
   *
   * @param boardKey the board key (pieces and side to move)
   * @param hand the attacker's packed hand
   * @param path the hash of the path to this node
   */
  void lookup(long boardKey, int hand, long path) {
    long key = nonZero(boardKey);
    int b = bucket(key);
    pathDependent = false;
    found = true;
    int exactPn = 1;
    int exactDn = 1;
    boolean exact = false;
    for (int i = b; i < b + WAYS; i++) {
      if (keys[i] != key) {
        continue;
      }
      int h = hands[i];
      if (pns[i] == 0) {
        if (HandBits.dominates(hand, h)) {
          pn = 0;
          dn = INF;
          return;
        }
      } else if (dns[i] == 0) {
        if (paths[i] == 0) {
          if (HandBits.dominates(h, hand)) {
            pn = INF;
            dn = 0;
            return;
          }
        } else if (h == hand && paths[i] == path) {
          pn = INF;
          dn = 0;
          pathDependent = true;
          return;
        }
      } else if (h == hand) {
        exactPn = pns[i];
        exactDn = dns[i];
        exact = true;
      }
    }
    found = exact;
    pn = exactPn;
    dn = exactDn;
  }

  /**
   * Whether a node is proven (by this entry or a dominated one).
   *
   * @param boardKey the board key
   * @param hand the attacker's hand
   * @return true if proven
   */
  boolean isProven(long boardKey, int hand) {
    long key = nonZero(boardKey);
    int b = bucket(key);
    for (int i = b; i < b + WAYS; i++) {
      if (keys[i] == key && pns[i] == 0 && HandBits.dominates(hand, hands[i])) {
        return true;
      }
    }
    return false;
  }

  /**
   * Stores a node's numbers.
   *
   * @param boardKey the board key
   * @param hand the attacker's hand
   * @param pn proof number
   * @param dn disproof number
   * @param path 0 for a result that holds on every path, else the path hash it holds on
   * @param amount the work done under the node, for replacement
   */
  void store(long boardKey, int hand, int pn, int dn, long path, long amount) {
    long key = nonZero(boardKey);
    int b = bucket(key);
    int slot = -1;
    for (int i = b; i < b + WAYS; i++) {
      if (keys[i] == key && hands[i] == hand && (pns[i] != 0 || pn == 0)) {
        slot = i;
        break;
      }
    }
    int victim = -1;
    long victimScore = Long.MAX_VALUE;
    for (int i = b; i < b + WAYS && slot < 0; i++) {
      if (keys[i] == 0) {
        slot = i;
        break;
      }
      // Give up unsolved entries with little work behind them first; keep proofs longest.
      long score = work[i] + (pns[i] == 0 ? (1L << 40) : 0)
          + (dns[i] == 0 && paths[i] == 0 ? (1L << 32) : 0);
      if (score < victimScore) {
        victimScore = score;
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
    paths[slot] = pn != 0 && dn == 0 ? path : 0;
    work[slot] = (int) Math.min(Integer.MAX_VALUE, amount);
  }
}
