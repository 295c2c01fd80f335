package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;

/**
 * Extracts the mating line from a proof: an exact minimax over the proved part of the tree with the
 * tsume conventions documented on {@link MateSolver}.
 *
 * <p>Values are mate lengths in plies. At the attacker's nodes only checks whose result the table
 * holds as proved (or all of whose replies it holds as proved) are tried, and the value is the
 * least; at the defender's nodes every legal move is tried and the value is the greatest, except
 * that an interposition whose piece the attacker captures with a mate at most two plies longer than
 * the best other defence is futile (無駄合) and not counted. The minimax is bounded (a value above the
 * bound is only known to be above it), so cycles cost plies and end; memoised bounds make each
 * position's work count once per bound.
 *
 * <p>The table keeps with each proof the length of the mate it stands for, which bounds the
 * position's value from above (the proof is one of the strategies the minimax weighs). The minimax
 * uses it three ways: the root's proof length is the first bound, so one pass usually gives the
 * exact value; the attacker's checks are tried shortest proof first, so the first value bounds the
 * rest; and a defender's reply whose proof is no longer than the greatest value already found is
 * not searched, since it cannot raise it.
 *
 * <p>Which checks the proof holds as mating is asked of the table once per position and then kept,
 * so that re-proofs (of positions whose proofs the table has lost) do not change values already
 * found. {@link #widen} proves further checks along a line and then starts the values afresh.
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
  private final IntPredicate checkProver;

  /** The positions after the checks that {@link #widen} has tried to prove already. */
  private final NodeMap tried = new NodeMap();

  /** The mate lengths {@link #matingLength} found, fixed at their first answer. */
  private final NodeMap matingMemo = new NodeMap();

  private final List<int[]> buffers = new ArrayList<>();
  private final List<int[]> orders = new ArrayList<>();
  private final int[] checkerBuf = new int[16];

  /** Per position, the exact value plus one (high half, 0 when unknown) and a lower bound (low). */
  private final NodeMap memo = new NodeMap();

  /** Per position and value, the attacker's surplus at the end of its line. */
  private final NodeMap surplusMemo = new NodeMap();

  private int level;
  private long steps;

  /**
   * A line extractor over a proof in the table.
   *
   * @param aborted whether to stop (then {@link Aborted} is thrown)
   * @param reprover proves the board's current position (attacker to move) again into the table;
   *     false when it cannot
   * @param checkProver tries to prove into the table that a check of the attacker (to move on the
   *     board) mates, within some budget; true when it did
   */
  MateLine(
      Board b,
      int attacker,
      MateTable table,
      MateMoves gen,
      BooleanSupplier aborted,
      BooleanSupplier reprover,
      IntPredicate checkProver) {
    this.b = b;
    this.reprover = reprover;
    this.checkProver = checkProver;
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

  /** A second buffer of the current level, for the order in which its moves are tried. */
  private int[] orderBuffer() {
    while (orders.size() <= level) {
      orders.add(new int[MateMoves.BUFFER]);
    }
    return orders.get(level);
  }

  /** Move indices are packed below their sort key; the buffer holds fewer than 2^11 moves. */
  private static final int INDEX_BITS = 11;

  private static final int INDEX_MASK = (1 << INDEX_BITS) - 1;

  /** The sort key of a move whose mate length the table does not know. */
  private static final int NO_LENGTH = MateTable.MAX_LENGTH + 1;

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
    // The proof's own length bounds the value from above, so one pass with it (or the bound asked
    // for, if lower) finds the exact value unless proofs were lost to replacement in the table.
    int proved = table.provenLength(Dfpn.boardKey(b), b.hand(attacker));
    if (proved > 0) {
      int bound = Math.min(proved, max);
      int v = value(true, bound);
      if (v <= bound || bound >= max) {
        return v;
      }
    }
    for (int cap = 1; ; cap = Math.min(max, cap * 2 + 1)) {
      int v = value(true, cap);
      if (v <= cap || cap >= max) {
        return v;
      }
    }
  }

  /**
   * The value of the current position if at most {@code cap}, else {@code cap + 1}.
   *
   * @param or whether the attacker is to move
   * @param cap the bound
   * @return the exact value or {@code cap + 1}
   */
  int value(boolean or, int cap) {
    tick();
    if (cap < 0 || (or && cap < 1)) {
      return cap + 1;
    }
    long key = Dfpn.boardKey(b);
    int hand = b.hand(attacker);
    long m = memo.get(key, hand);
    if (m != NodeMap.ABSENT) {
      if (exact(m) != UNKNOWN) {
        return Math.min(exact(m), cap + 1);
      }
      if (lowerBound(m) > cap) {
        return cap + 1;
      }
    }
    int v = or ? orValue(cap) : andValue(cap);
    m = memo.get(key, hand); // the search below may have bounded this position meanwhile
    int exact = m == NodeMap.ABSENT ? UNKNOWN : exact(m);
    int lower = m == NodeMap.ABSENT ? 0 : lowerBound(m);
    if (v <= cap) {
      exact = v;
    } else {
      lower = Math.max(lower, cap + 1);
    }
    memo.put(key, hand, ((long) (exact + 1) << 32) | lower);
    return v;
  }

  private static int exact(long memoValue) {
    return (int) (memoValue >>> 32) - 1;
  }

  private static int lowerBound(long memoValue) {
    return (int) memoValue;
  }

  private int orValue(int cap) {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.checks(b, buf, 0);
      // Short mates (up to three plies) are looked for among all checks, longer ones among the
      // checks the proof holds as mating.
      boolean all = cap <= 3;
      if (!all && !anyProven(buf, n) && table.isProven(Dfpn.boardKey(b), b.hand(attacker))) {
        reprove(buf, n);
      }
      // The checks that mate, quickest proof first: the first one tried bounds the others.
      int[] order = orderBuffer();
      int count = 0;
      for (int i = 0; i < n; i++) {
        b.doMove(buf[i]);
        int len = matingLength();
        b.undoMove(buf[i]);
        if (len >= 0 || all) {
          order[count++] = ((len >= 0 ? len : NO_LENGTH) << INDEX_BITS) | i;
        }
      }
      Arrays.sort(order, 0, count);
      int best = cap + 1;
      for (int j = 0; j < count && best > 1; j++) {
        int mv = buf[order[j] & INDEX_MASK];
        b.doMove(mv);
        int v = 1 + value(false, best - 2);
        best = Math.min(best, v);
        b.undoMove(mv);
      }
      return best;
    } finally {
      level--;
    }
  }

  /**
   * Whether the defender's position on the board (after a check) is known to be mated: proved in
   * the table, or every reply leads to a position proved in the table (which finds mates that the
   * proof reached by another route, so that the line is not longer than it needs to be).
   */
  private boolean mating() {
    return matingLength() >= 0;
  }

  /**
   * The mate length the table gives the defender's position on the board (after a check): its own
   * proof's, or one more than the longest of its replies' when every reply is proved; -1 when
   * neither (see {@link #mating}). The first answer for a position stays: re-proofs change the
   * table, and the value must stay one function.
   */
  private int matingLength() {
    long key = Dfpn.boardKey(b);
    int hand = b.hand(attacker);
    long known = matingMemo.get(key, hand);
    if (known != NodeMap.ABSENT) {
      return (int) known;
    }
    int len = matingLengthInTable(key, hand);
    matingMemo.put(key, hand, len);
    return len;
  }

  private int matingLengthInTable(long key, int hand) {
    int own = table.provenLength(key, hand);
    if (own >= 0) {
      return own;
    }
    int[] buf = buffer();
    level++;
    try {
      int n = gen.evasions(b, buf, 0);
      int longest = -1;
      for (int i = 0; i < n; i++) {
        int len = table.provenLength(Dfpn.keyAfter(key, buf[i]), hand);
        if (len < 0) {
          return -1;
        }
        longest = Math.max(longest, len);
      }
      return longest + 1;
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
   * Proves the current position (attacker to move) again, when the table holds it as proved but has
   * lost the proofs of all its checks to replacement: a fresh search puts a proof of one of its
   * checks back in the table.
   */
  private void reprove(int[] checks, int n) {
    if (!reprover.getAsBoolean()) {
      throw new IllegalStateException(
          "a position of the proof could not be proved again: " + b.toPosition().toSfen());
    }
    // The checks' answers are asked again of the table, which now proves one of them.
    for (int i = 0; i < n; i++) {
      b.doMove(checks[i]);
      matingMemo.put(Dfpn.boardKey(b), b.hand(attacker), NodeMap.ABSENT);
      b.undoMove(checks[i]);
    }
  }

  private int andValue(int cap) {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.evasions(b, buf, 0);
      if (n == 0) {
        return 0;
      }
      long between = interpositionInfo();
      // First the moves that are not interpositions: their greatest value is the base. The
      // longest proofs go first, since one value above the bound ends the node.
      long key = Dfpn.boardKey(b);
      int hand = b.hand(attacker);
      int[] order = orderBuffer();
      int count = longestProofFirst(buf, n, between, key, hand, order);
      // A reply whose proof is no longer than the greatest value found cannot raise it: the proof
      // bounds the value from above (see MateTable.proofLength). The rest are in falling order.
      int base = 0;
      for (int j = 0; j < count; j++) {
        int len = proofLengthOf(order[j]);
        if (len < NO_LENGTH && 1 + len <= base) {
          break;
        }
        int v = counted(buf[order[j] & INDEX_MASK], cap);
        if (v > cap) {
          return cap + 1;
        }
        base = Math.max(base, v);
      }
      // An interposition that is captured with a mate in at most base + 2 is futile (無駄合) and
      // does not count.
      int best = base;
      for (int i = 0; i < n; i++) {
        if (isInterposition(buf[i], between)) {
          int len = table.provenLength(Dfpn.keyAfter(key, buf[i]), hand);
          if ((len >= 0 && 1 + len <= best) || futile(buf[i], base)) {
            continue;
          }
          int v = counted(buf[i], cap);
          if (v > cap) {
            return cap + 1;
          }
          best = Math.max(best, v);
        }
      }
      return best;
    } finally {
      level--;
    }
  }

  /**
   * Writes to {@code order} the defender's replies other than interpositions, packed with their
   * proof lengths so that the longest proof (or an unknown one) comes first; {@code key} and {@code
   * hand} are the board's.
   *
   * @return how many were written
   */
  private int longestProofFirst(int[] buf, int n, long between, long key, int hand, int[] order) {
    int count = 0;
    for (int i = 0; i < n; i++) {
      if (!isInterposition(buf[i], between)) {
        int len = table.provenLength(Dfpn.keyAfter(key, buf[i]), hand);
        order[count++] = ((NO_LENGTH - (len >= 0 ? len : NO_LENGTH)) << INDEX_BITS) | i;
      }
    }
    Arrays.sort(order, 0, count);
    return count;
  }

  /** The proof length of an entry written by {@link #longestProofFirst}, or NO_LENGTH. */
  private static int proofLengthOf(int entry) {
    return NO_LENGTH - (entry >>> INDEX_BITS);
  }

  /**
   * Whether an interposition is futile (無駄合): the attacker captures the interposed piece with a
   * check after which the mate takes at most {@code base} more plies, so that the interposition
   * adds only itself and the capture to the best other defence.
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
        int v = value(false, base);
        b.undoMove(c);
        if (v <= base) {
          return true;
        }
      }
      return false;
    } finally {
      level--;
      b.undoMove(e);
    }
  }

  /** The counted value of a defender move: one ply plus the attacker's value after it. */
  private int counted(int e, int cap) {
    b.doMove(e);
    int v = 1 + value(true, cap - 1);
    b.undoMove(e);
    return v;
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

  // ---------------------------------------------------------------- widening the proof

  /**
   * Tries to prove, at each of the attacker's nodes of a line (from the current position, which it
   * leaves as it was), the checks that are not yet candidates, so that a shorter mate that the
   * proof did not contain can be found. Each such check is tried once per extractor.
   *
   * @param moves the line
   * @return whether some check was newly proved; then the memoised bounds are dropped and the value
   *     must be found again
   */
  boolean widen(int[] moves) {
    boolean proved = false;
    for (int i = 0; i < moves.length; i++) {
      if (i % 2 == 0 && moves.length - i > 3) {
        proved |= proveOtherChecks();
      }
      b.doMove(moves[i]);
    }
    for (int i = moves.length - 1; i >= 0; i--) {
      b.undoMove(moves[i]);
    }
    if (proved) {
      memo.clear();
      surplusMemo.clear();
      matingMemo.clear();
    }
    return proved;
  }

  /**
   * At the attacker's node: tries to prove each check that is neither a candidate nor disproved.
   */
  private boolean proveOtherChecks() {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.checks(b, buf, 0);
      boolean proved = false;
      for (int i = 0; i < n; i++) {
        int mv = buf[i];
        b.doMove(mv);
        long childKey = Dfpn.boardKey(b);
        int childHand = b.hand(attacker);
        boolean open =
            tried.get(childKey, childHand) == NodeMap.ABSENT && !disproved() && !mating();
        b.undoMove(mv);
        if (open) {
          tried.put(childKey, childHand, 1);
          proved |= checkProver.test(mv);
        }
      }
      return proved;
    } finally {
      level--;
    }
  }

  /** Whether the table holds the position on the board as disproved on every path. */
  private boolean disproved() {
    table.lookup(Dfpn.boardKey(b), b.hand(attacker), 0);
    return table.dn == 0;
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
    long memoKey = Dfpn.boardKey(b) * 31 + v;
    int hand = b.hand(attacker);
    if (!record) {
      long known = surplusMemo.get(memoKey, hand);
      if (known != NodeMap.ABSENT) {
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
      surplusMemo.put(memoKey, hand, surplus);
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
        reprove(buf, n);
      }
      int best = 0;
      long bestSurplus = Long.MAX_VALUE;
      for (int i = 0; i < n; i++) {
        int mv = buf[i];
        b.doMove(mv);
        if ((v <= 3 || mating()) && value(false, v - 1) == v - 1) {
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
      int[] values = new int[n];
      boolean[] inter = new boolean[n];
      boolean anyPlain = false;
      long key = Dfpn.boardKey(b);
      int hand = b.hand(attacker);
      for (int i = 0; i < n; i++) {
        inter[i] = isInterposition(buf[i], between);
        values[i] = -1;
        anyPlain |= !inter[i];
      }
      // As in andValue: replies whose proofs bound them below both the greatest value found and
      // the node's value neither raise the base nor continue the line.
      int[] order = orderBuffer();
      int count = longestProofFirst(buf, n, between, key, hand, order);
      int base = 0;
      for (int j = 0; j < count; j++) {
        int len = proofLengthOf(order[j]);
        if (len < NO_LENGTH && 1 + len <= base && 1 + len < v) {
          break;
        }
        int i = order[j] & INDEX_MASK;
        values[i] = counted(buf[i], v);
        base = Math.max(base, values[i]);
      }
      boolean[] futile = new boolean[n];
      for (int i = 0; i < n; i++) {
        if (inter[i]) {
          int len = table.provenLength(Dfpn.keyAfter(key, buf[i]), hand);
          if (v > 0 && len >= 0 && 1 + len < v) {
            continue;
          }
          futile[i] = futile(buf[i], base);
          values[i] = counted(buf[i], Math.max(v, base + 2));
        }
      }
      long best = 0;
      long bestSurplus = Long.MAX_VALUE;
      int bestRank = Integer.MAX_VALUE;
      for (int i = 0; i < n; i++) {
        int next;
        if (!futile[i] && values[i] == v) {
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
