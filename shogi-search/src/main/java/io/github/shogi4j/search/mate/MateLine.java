package io.github.shogi4j.search.mate;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.Positions;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.function.IntPredicate;

/**
 * Extracts the mating line from a proof: an exact minimax over the proved part of the tree with the
 * tsume conventions documented on {@link MateSolver}.
 *
 * <p>Values are mate lengths in plies. At the attacker's nodes only checks whose result the table
 * holds as proved (or all of whose replies it holds as proved) are tried, and the value is the least; at the defender's nodes every legal move is
 * tried and the value is the greatest, except that an interposition whose piece the attacker captures
 * with a mate at most two plies longer than the best other defence is futile (無駄合) and not
 * counted. The minimax is bounded (a value
 * above the bound is only known to be above it), so cycles cost plies and end; memoised bounds make
 * each position's work count once per bound.
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
  private final Set<NodeKey> tried = new HashSet<>();
  private final Map<NodeKey, Boolean> matingMemo = new HashMap<>();
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
   * @param checkProver tries to prove into the table that a check of the attacker (to move on the
   *     board) mates, within some budget; true when it did
   */
  MateLine(Board b, int attacker, MateTable table, MateMoves gen, BooleanSupplier aborted,
      BooleanSupplier reprover, IntPredicate checkProver) {
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
    NodeKey k = nodeKey();
    int[] m = memo.get(k);
    if (m == null) {
      m = new int[] {UNKNOWN, 0}; // exact value, lower bound
      memo.put(k, m);
    }
    if (m[0] != UNKNOWN) {
      return Math.min(m[0], cap + 1);
    }
    if (m[1] > cap) {
      return cap + 1;
    }
    int v = or ? orValue(cap) : andValue(cap);
    if (v <= cap) {
      m[0] = v;
    } else {
      m[1] = Math.max(m[1], cap + 1);
    }
    return v;
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
      int best = cap + 1;
      for (int i = 0; i < n && best > 1; i++) {
        int mv = buf[i];
        b.doMove(mv);
        if (all || mating()) {
          int v = 1 + value(false, best - 2);
          best = Math.min(best, v);
        }
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
    // The first answer stays: re-proofs change the table, and the value must stay one function.
    return matingMemo.computeIfAbsent(nodeKey(), k -> matingInTable());
  }

  private boolean matingInTable() {
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
  private void reprove(int[] checks, int n) {
    if (!reprover.getAsBoolean()) {
      throw new IllegalStateException("a position of the proof could not be proved again: "
          + Positions.position(b).toSfen());
    }
    // The checks' answers are asked again of the table, which now proves one of them.
    for (int i = 0; i < n; i++) {
      b.doMove(checks[i]);
      matingMemo.remove(nodeKey());
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
      // First the moves that are not interpositions: their greatest value is the base.
      int base = 0;
      for (int i = 0; i < n; i++) {
        if (!isInterposition(buf[i], between)) {
          int v = counted(buf[i], cap);
          if (v > cap) {
            return cap + 1;
          }
          base = Math.max(base, v);
        }
      }
      // An interposition that is captured with a mate in at most base + 2 is futile (無駄合) and
      // does not count.
      int best = base;
      for (int i = 0; i < n; i++) {
        if (isInterposition(buf[i], between)) {
          if (futile(buf[i], base)) {
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
   * leaves as it was), the checks that are not yet candidates, so that a shorter mate that the proof
   * did not contain can be found. Each such check is tried once per extractor.
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

  /** At the attacker's node: tries to prove each check that is neither a candidate nor disproved. */
  private boolean proveOtherChecks() {
    int[] buf = buffer();
    level++;
    try {
      int n = gen.checks(b, buf, 0);
      boolean proved = false;
      for (int i = 0; i < n; i++) {
        int mv = buf[i];
        b.doMove(mv);
        NodeKey child = nodeKey();
        boolean open = !tried.contains(child) && !disproved() && !mating();
        b.undoMove(mv);
        if (open) {
          tried.add(child);
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
      int base = 0;
      for (int i = 0; i < n; i++) {
        inter[i] = isInterposition(buf[i], between);
        if (!inter[i]) {
          anyPlain = true;
          values[i] = counted(buf[i], v);
          base = Math.max(base, values[i]);
        }
      }
      boolean[] futile = new boolean[n];
      for (int i = 0; i < n; i++) {
        if (inter[i]) {
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
