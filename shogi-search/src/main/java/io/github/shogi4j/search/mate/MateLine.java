package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.Positions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;

/**
 * Extracts the mating line from a proof: an exact minimax over the proved part of the tree with the
 * tsume conventions documented on {@link MateSolver}.
 *
 * <p>Values are mate lengths in plies. At the attacker's nodes the candidate checks are those whose
 * result the table holds as proved (or all of whose replies it holds as proved) and those after
 * which the defender is mated within two plies; the value is the least. At the defender's nodes every
 * legal move is tried and the value is the greatest, except that an interposition whose piece the
 * attacker captures with a mate at most two plies longer than the best other defence is futile
 * (無駄合) and not counted.
 *
 * <p>The value is found by bound tests ({@link #atMost}: is the value at most c?), which stop at the
 * first check that succeeds and at the first defence that fails, and a binary search over the bound.
 * Each position keeps the bounds its tests established, so the work of one test serves the next. A
 * test looks only as deep as its bound, so cycles cost plies and end, and since the candidate checks
 * do not depend on the bound every answer holds for the position whatever the path and the order of
 * the tests.
 *
 * <p>Not thread-safe: one instance per search.
 */
final class MateLine {
  private static final int UNKNOWN = -1;

  private final Board b;
  private final int attacker;
  private final MateTable table;
  private final MateMoves gen;
  private final BooleanSupplier aborted;
  private final BooleanSupplier reprover;
  private final List<int[]> buffers = new ArrayList<>();
  private final int[] checkerBuf = new int[16];
  private final Map<NodeKey, int[]> memo = new HashMap<>();
  private final Map<NodeKey, Long> surplusMemo = new HashMap<>();
  private int level;
  private long steps;

  /** A position in the memo: board key (with side to move) and attacker hand. */
  private record NodeKey(long key, int hand) {}

  /**
   * A line extractor over a proof in the table.
   *
   * @param aborted whether to stop (then {@link Aborted} is thrown)
   * @param reprover proves the board's current position (attacker to move) again into the table;
   *     false when it cannot
   */
  MateLine(Board b, int attacker, MateTable table, MateMoves gen, BooleanSupplier aborted,
      BooleanSupplier reprover) {
    this.b = b;
    this.reprover = reprover;
    this.attacker = attacker;
    this.table = table;
    this.gen = gen;
    this.aborted = aborted;
  }

  /** Thrown inside to unwind when the search is stopped. */
  static final class Aborted extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Aborted() {
      super(null, null, false, false);
    }
  }

  private int[] buffer() {
    while (buffers.size() <= level) {
      buffers.add(new int[MateMoves.BUFFER]);
    }
    return buffers.get(level);
  }

  private NodeKey nodeKey() {
    return new NodeKey(Dfpn.boardKey(b), b.hand(attacker));
  }

  private void tick() {
    if ((++steps & 255) == 0 && aborted.getAsBoolean()) {
      throw new Aborted();
    }
  }

  /**
   * The exact mate length of the current position (attacker to move) over the proved tree.
   *
   * @param max the largest length to look for
   * @return the length, or {@code max + 1} when none up to {@code max} was found
   */
  int rootValue(int max) {
    // An upper bound by doubling, then a binary search below it (mate lengths are odd).
    int low = 1;
    int cap = 1;
    while (!atMost(true, cap)) {
      if (cap >= max) {
        return max + 1;
      }
      low = cap + 2;
      cap = Math.min(max, cap * 2 + 1);
    }
    return exact(true, low, cap);
  }

  /**
   * The exact value of the current position, known to lie in {@code [low, high]}, by a binary
   * search (an attacker's value is odd, a defender's even).
   *
   * @param or whether the attacker is to move
   * @param low a lower bound of the value, of its parity
   * @param high an upper bound of the value, of its parity
   * @return the value
   */
  private int exact(boolean or, int low, int high) {
    while (low < high) {
      int mid = low + ((high - low) / 4) * 2; // the middle, of the same parity
      if (atMost(or, mid)) {
        high = mid;
      } else {
        low = mid + 2;
      }
    }
    return high;
  }

  /**
   * Whether the value of the current position (the mate length in plies under the conventions) is
   * at most {@code cap}. Answers are memoised as bounds per position; a test only looks as deep as
   * its bound, so cycles end and every answer holds for the position whatever the path.
   *
   * @param or whether the attacker is to move
   * @param cap the bound
   * @return true when the value is at most {@code cap}
   */
  boolean atMost(boolean or, int cap) {
    tick();
    if (cap < 0 || (or && cap < 1)) {
      return false;
    }
    NodeKey k = nodeKey();
    int[] m = memo.get(k);
    if (m == null) {
      m = new int[] {0, Integer.MAX_VALUE}; // the value lies in [m[0], m[1]]
      memo.put(k, m);
    }
    if (m[1] <= cap) {
      return true;
    }
    if (m[0] > cap) {
      return false;
    }
    boolean yes = or ? orAtMost(cap) : andAtMost(cap);
    if (yes) {
      m[1] = cap;
    } else {
      m[0] = cap + 1;
    }
    return yes;
  }

  private boolean orAtMost(int cap) {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.checks(b, buf, 0);
      if (cap > 3 && !anyProven(buf, n) && table.isProven(Dfpn.boardKey(b), b.hand(attacker))) {
        reprove();
      }
      for (int i = 0; i < n; i++) {
        int mv = buf[i];
        b.doMove(mv);
        boolean yes = candidate(cap) && atMost(false, cap - 1);
        b.undoMove(mv);
        if (yes) {
          return true;
        }
      }
      return false;
    } finally {
      level--;
    }
  }

  /**
   * Whether the check just played is one of those the line looks at: a check the proof holds as
   * mating, or one after which the defender is mated within two plies. The set does not depend on
   * the bound, so that the value of a position is one number whatever order its bounds are tested
   * in.
   *
   * @param cap the bound of the test at the attacker's node (for checks after which the defender
   *     is mated in two plies or less, a larger bound answers without the test)
   */
  private boolean candidate(int cap) {
    return cap <= 3 || mating() || atMost(false, 2);
  }

  /**
   * Whether the defender's position on the board (after a check) is known to be mated: proved in
   * the table, or every reply leads to a position proved in the table (which finds mates that the
   * proof reached by another route, so that the line is not longer than it needs to be).
   */
  private boolean mating() {
    if (table.isProven(Dfpn.boardKey(b), b.hand(attacker))) {
      return true;
    }
    int[] buf = buffer();
    level++;
    try {
      int n = gen.evasions(b, buf, 0);
      long key = Dfpn.boardKey(b);
      int hand = b.hand(attacker);
      for (int i = 0; i < n; i++) {
        if (!table.isProven(Dfpn.keyAfter(key, buf[i]), hand)) {
          return false;
        }
      }
      return true;
    } finally {
      level--;
    }
  }

  /** Whether the table holds one of the checks {@code buf[0..n)} as mating. */
  private boolean anyProven(int[] buf, int n) {
    long key = Dfpn.boardKey(b);
    int hand = b.hand(attacker);
    for (int i = 0; i < n; i++) {
      if (table.isProven(Dfpn.keyAfter(key, buf[i]), Dfpn.handAfter(hand, buf[i]))) {
        return true;
      }
    }
    return false;
  }

  /**
   * Proves the current position (attacker to move) again, when the table holds it as proved but
   * has lost the proofs of all its checks to replacement: a fresh search puts a proof of one of its
   * checks back in the table.
   */
  private void reprove() {
    if (!reprover.getAsBoolean()) {
      throw new IllegalStateException("a position of the proof could not be proved again: "
          + Positions.position(b).toSfen());
    }
  }

  /**
   * At the defender's node: whether every counted defence is mated within {@code cap} plies. Every
   * move other than an interposition must be; an interposition that is not may still be futile
   * (無駄合), which needs the best other defence (the base) to be exactly {@code cap}: a futile
   * interposition adds at most two plies to the base.
   */
  private boolean andAtMost(int cap) {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.evasions(b, buf, 0);
      if (n == 0) {
        return true;
      }
      long between = interpositionInfo();
      boolean anyInterposition = false;
      for (int i = 0; i < n; i++) {
        if (isInterposition(buf[i], between)) {
          anyInterposition = true;
        } else if (!countedAtMost(buf[i], cap)) {
          return false;
        }
      }
      if (!anyInterposition) {
        return true;
      }
      Boolean baseAtCap = null; // whether the best other defence takes exactly cap plies
      for (int i = 0; i < n; i++) {
        int e = buf[i];
        if (!isInterposition(e, between) || countedAtMost(e, cap)) {
          continue;
        }
        if (baseAtCap == null) {
          baseAtCap = cap == 0 || baseReaches(buf, n, between, cap);
        }
        if (!baseAtCap || !futile(e, cap)) {
          return false;
        }
      }
      return true;
    } finally {
      level--;
    }
  }

  /** Whether some evasion other than an interposition takes at least {@code cap} plies. */
  private boolean baseReaches(int[] buf, int n, long between, int cap) {
    for (int i = 0; i < n; i++) {
      if (!isInterposition(buf[i], between) && !countedAtMost(buf[i], cap - 2)) {
        return true;
      }
    }
    return false;
  }

  /** Whether a defender move's counted value (one ply plus the attacker's) is at most {@code cap}. */
  private boolean countedAtMost(int e, int cap) {
    b.doMove(e);
    boolean yes = atMost(true, cap - 1);
    b.undoMove(e);
    return yes;
  }

  /** The exact counted value of a defender move, known to be at most {@code high}. */
  private int counted(int e, int high) {
    b.doMove(e);
    int v = 1 + exact(true, 1, high - 1);
    b.undoMove(e);
    return v;
  }

  /**
   * Whether an interposition is futile (無駄合): the attacker captures the interposed piece with a
   * check after which the mate takes at most {@code base} more plies, so that the interposition adds
   * only itself and the capture to the best other defence.
   */
  private boolean futile(int e, int base) {
    b.doMove(e);
    int[] buf = buffer();
    level++;
    try {
      int n = gen.checks(b, buf, 0);
      int square = Moves.to(e);
      for (int i = 0; i < n; i++) {
        int c = buf[i];
        if (Moves.to(c) != square) {
          continue;
        }
        b.doMove(c);
        boolean mates = atMost(false, base);
        b.undoMove(c);
        if (mates) {
          return true;
        }
      }
      return false;
    } finally {
      level--;
      b.undoMove(e);
    }
  }

  /**
   * Describes the check on the defender's king: 0 when it is not a single check by a long-range
   * piece with a square between; else the checker's square in the high word, 1 in the low word.
   */
  private long interpositionInfo() {
    int ksq = b.kingSquare(b.sideToMove());
    if (ksq < 0 || b.checkers(checkerBuf) != 1) {
      return 0;
    }
    int c = checkerBuf[0];
    return MateMoves.hasBetween(ksq, c) ? ((long) c << 32) | 1 : 0;
  }

  private boolean isInterposition(int e, long between) {
    if (between == 0) {
      return false;
    }
    if (!Moves.isDrop(e) && PieceCodes.type(Moves.moved(e)) == PieceCodes.KING) {
      return false;
    }
    int checker = (int) (between >>> 32);
    int ksq = b.kingSquare(b.sideToMove());
    long[] mask = MateMoves.betweenMask(ksq, checker);
    int to = Moves.to(e);
    return to < 64 ? (mask[0] & (1L << to)) != 0 : (mask[1] & (1L << (to - 64))) != 0;
  }

  // ---------------------------------------------------------------- the line

  /**
   * The mating line from the current position (attacker to move), whose exact value is {@code v}:
   * the attacker's shortest, the defender's longest, each side preferring on ties a line that ends
   * with no surplus piece in the attacker's hand (駒余り), the defender preferring a counted move to a
   * futile interposition.
   *
   * @param v the exact value, from {@link #rootValue}
   * @return packed moves to checkmate
   */
  int[] line(int v) {
    List<Integer> out = new ArrayList<>();
    walk(true, v, out, true);
    int[] moves = new int[out.size()];
    for (int i = 0; i < moves.length; i++) {
      moves[i] = out.get(i);
    }
    for (int i = moves.length - 1; i >= 0; i--) {
      b.undoMove(moves[i]);
    }
    return moves;
  }

  /**
   * Follows (when {@code record}) or scores the line from the current position of value {@code v};
   * returns the attacker's surplus at its end. When recording, the board is left at the line's end.
   */
  private long walk(boolean or, int v, List<Integer> out, boolean record) {
    tick();
    NodeKey key = nodeKey();
    NodeKey memoKey = new NodeKey(key.key() * 31 + v, key.hand());
    if (!record) {
      Long known = surplusMemo.get(memoKey);
      if (known != null) {
        return known;
      }
    }
    long choice = or ? chooseAttack(v) : chooseDefence(v);
    long surplus;
    if (choice == 0) {
      surplus = HandBits.total(b.hand(attacker));
    } else {
      int m = (int) choice;
      b.doMove(m);
      if (record) {
        out.add(m);
      }
      surplus = walk(!or, (int) (choice >>> 32), out, record);
      if (!record) {
        b.undoMove(m);
      }
    }
    if (!record) {
      surplusMemo.put(memoKey, surplus);
    }
    return surplus;
  }

  private static long choice(int move, int nextValue) {
    return ((long) nextValue << 32) | (move & 0xffffffffL);
  }

  /** The attacker's move of the line (and the value after it, in the high word). */
  private long chooseAttack(int v) {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.checks(b, buf, 0);
      if (v > 3 && !anyProven(buf, n) && table.isProven(Dfpn.boardKey(b), b.hand(attacker))) {
        reprove();
      }
      int best = 0;
      long bestSurplus = Long.MAX_VALUE;
      for (int i = 0; i < n; i++) {
        int mv = buf[i];
        b.doMove(mv);
        if (candidate(v) && atMost(false, v - 1)) {
          long s = walk(false, v - 1, null, false);
          if (s < bestSurplus) {
            bestSurplus = s;
            best = mv;
          }
        }
        b.undoMove(mv);
      }
      if (best == 0) {
        throw new IllegalStateException("no attacking move keeps the mate length " + v);
      }
      return choice(best, v - 1);
    } finally {
      level--;
    }
  }

  /**
   * The defender's move of the line (and the value after it, in the high word), 0 at checkmate. A
   * futile interposition is chosen only where the defender has nothing else (then the shortest);
   * the line then runs on to checkmate beyond the counted length.
   */
  private long chooseDefence(int v) {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.evasions(b, buf, 0);
      if (n == 0) {
        return 0;
      }
      long between = interpositionInfo();
      // Every counted defence takes at most v plies; which take exactly v, and the best other
      // defence (the base) that decides which interpositions are futile.
      boolean[] inter = new boolean[n];
      boolean[] atV = new boolean[n];
      boolean anyPlain = false;
      boolean baseAtV = false;
      for (int i = 0; i < n; i++) {
        inter[i] = isInterposition(buf[i], between);
        if (!inter[i]) {
          anyPlain = true;
          atV[i] = v >= 2 && !countedAtMost(buf[i], v - 2);
          baseAtV |= atV[i];
        }
      }
      int base = baseAtV ? v : 0;
      for (int i = 0; i < n && !baseAtV; i++) {
        if (!inter[i]) {
          base = Math.max(base, counted(buf[i], v - 2));
        }
      }
      boolean[] futile = new boolean[n];
      int[] values = new int[n];
      for (int i = 0; i < n; i++) {
        if (inter[i]) {
          futile[i] = futile(buf[i], base);
          if (futile[i]) {
            values[i] = counted(buf[i], base + 2);
          } else {
            atV[i] = v >= 2 && !countedAtMost(buf[i], v - 2);
          }
        }
      }
      long best = 0;
      long bestSurplus = Long.MAX_VALUE;
      int bestRank = Integer.MAX_VALUE;
      for (int i = 0; i < n; i++) {
        int next;
        if (!futile[i] && atV[i]) {
          next = v - 1;
        } else if (futile[i] && !anyPlain && v == 0) {
          next = values[i] - 1; // nothing but futile interpositions: the shortest one
        } else {
          continue;
        }
        b.doMove(buf[i]);
        long s = walk(true, next, null, false);
        b.undoMove(buf[i]);
        int rank = futile[i] ? values[i] : -1;
        if (rank < bestRank || (rank == bestRank && s < bestSurplus)) {
          bestRank = rank;
          bestSurplus = s;
          best = choice(buf[i], next);
        }
      }
      if (best == 0) {
        throw new IllegalStateException("no defence keeps the mate length " + v);
      }
      return best;
    } finally {
      level--;
    }
  }
}
