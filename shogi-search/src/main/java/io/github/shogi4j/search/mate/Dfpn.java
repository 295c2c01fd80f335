package io.github.shogi4j.search.mate;

import static io.github.shogi4j.search.mate.MateTable.INF;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.Zobrist;
import java.util.Arrays;

/**
 * Depth-first proof-number search (df-pn, Nagai 2002) for a mate by the side to move of the root,
 * on the internal make/unmake board.
 *
 * <p>OR nodes are the attacker's (every move a check), AND nodes the defender's (every legal move).
 * An OR node without a check is disproved; an AND node without a legal move is checkmate, proved. A
 * position repeated on the current path (千日手) is disproved for that path only; such disproofs are
 * marked path-dependent and kept out of the table's absolute entries (see {@link MateTable}).
 * Proofs never depend on disproofs, so every proof is sound; a disproof of the root is sound
 * because every path-dependent disproof used refers to the actual path from the root.
 *
 * <p>At the defender's node, drops on one square (interpositions of different pieces, 合駒) add the
 * largest of their proof numbers once to the node's proof number instead of each of theirs: they
 * mostly stand or fall together, and counting each one made checks from a distance look far harder
 * to prove than they are.
 *
 * <p>A node looks its children up once when it is entered and afterwards only the child it has just
 * searched (the others' numbers change only through transpositions, which the next visit sees).
 *
 * <p>Not thread-safe: one instance per search, on the thread that runs it. {@link #stop()} may be
 * called from any thread.
 */
final class Dfpn {
  /**
   * The deepest ply searched; deeper nodes count as unknown (reported as a limit, never a
   * disproof).
   */
  static final int MAX_PLY = 1000;

  private final Board board;
  private final int attacker;
  final MateTable table;
  final MateMoves gen = new MateMoves();
  private final long maxNodes;
  private final long deadlineNanos;
  private volatile boolean stopRequested;

  private final int[][] moves = new int[MAX_PLY + 2][];
  private final long[][] childKeys = new long[MAX_PLY + 2][];
  private final int[][] childHands = new int[MAX_PLY + 2][];
  private final boolean[][] childLoops = new boolean[MAX_PLY + 2][];

  /**
   * The first proof numbers of the attacker's children not yet in the table (kept off the table).
   */
  private final int[][] childInit = new int[MAX_PLY + 2][];

  // The children's numbers as last looked up: proof number, disproof number, proof hand, and
  // whether a disproof holds only on this path.
  private final int[][] childPn = new int[MAX_PLY + 2][];
  private final int[][] childDn = new int[MAX_PLY + 2][];
  private final int[][] childProofHand = new int[MAX_PLY + 2][];

  /** The mate lengths of the children proved (see {@link MateTable#proofLength}). */
  private final int[][] childLength = new int[MAX_PLY + 2][];

  private final boolean[][] childDependent = new boolean[MAX_PLY + 2][];
  private final long[] pathKeys = new long[MAX_PLY + 2];
  private final int[] pathHands = new int[MAX_PLY + 2];
  private final long[] pathHashes = new long[MAX_PLY + 2];

  long nodes;

  /** The node count at which {@link #proveCheck} gives up. */
  private long budgetEnd = Long.MAX_VALUE;

  /** Whether the abort was only {@link #proveCheck}'s budget. */
  private boolean overBudget;

  /** Keeps the table's memory touches from being optimised away. */
  long sink;

  /** Why the search stopped early, or null while it has not. */
  MateStatus abort;

  /** Whether a node at {@link #MAX_PLY} was cut off. */
  boolean depthCut;

  // The numbers of the node last searched by mid().
  private int resultPn;
  private int resultDn;

  Dfpn(Board board, MateTable table, long maxNodes, long deadlineNanos) {
    this.board = board;
    this.attacker = board.sideToMove();
    this.table = table;
    this.maxNodes = maxNodes;
    this.deadlineNanos = deadlineNanos;
  }

  /** Asks the search to stop; it notices within a few thousand nodes. */
  void stop() {
    stopRequested = true;
  }

  /**
   * Whether a stop was asked or the time ran out (for work after the proof).
   *
   * @return the status to report, or null to go on
   */
  MateStatus interruption() {
    if (stopRequested) {
      return MateStatus.STOPPED;
    }
    return System.nanoTime() - deadlineNanos > 0 ? MateStatus.TIMEOUT : null;
  }

  /**
   * The key of the board alone: pieces and side to move, without the hands.
   *
   * @param b the board
   * @return the key
   */
  static long boardKey(Board b) {
    return b.key() ^ Zobrist.hand(0, b.hand(0)) ^ Zobrist.hand(1, b.hand(1));
  }

  private static final long[][] PIECE_KEYS = Zobrist.PIECE;

  /**
   * The board key after a move, from the board key before it (without playing it).
   *
   * @param key the board key ({@link #boardKey})
   * @param m a move of the side to move
   * @return the board key of the position after it
   */
  static long keyAfter(long key, int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    long k = key ^ Zobrist.SIDE;
    if (Moves.isDrop(m)) {
      return k ^ PIECE_KEYS[moved][to];
    }
    int captured = Moves.captured(m);
    k ^= PIECE_KEYS[moved][Moves.from(m)] ^ PIECE_KEYS[Moves.isPromote(m) ? moved + 8 : moved][to];
    return captured == 0 ? k : k ^ PIECE_KEYS[captured][to];
  }

  /**
   * The mover's hand after its move.
   *
   * @param hand the mover's packed hand
   * @param m its move
   * @return the hand after the drop or capture
   */
  static int handAfter(int hand, int m) {
    if (Moves.isDrop(m)) {
      return HandBits.remove(hand, Moves.dropType(m));
    }
    int captured = Moves.captured(m);
    return captured == 0
        ? hand
        : HandBits.add(hand, PieceCodes.unpromoted(PieceCodes.type(captured)));
  }

  private static long mixPath(long parent, long key, int hand) {
    long h = (parent * 0x9E3779B97F4A7C15L) ^ key ^ (hand * 0xC2B2AE3D27D4EB4FL);
    return h == 0 ? 1 : h;
  }

  /**
   * Searches the board's current position (the attacker to move) until it is proved, disproved or a
   * limit is reached. The board is left as it was.
   *
   * @return true when proved; false when disproved or stopped (see {@link #abort})
   */
  boolean solve() {
    long key = boardKey(board);
    int hand = board.hand(attacker);
    enterPath(0, key, hand, ROOT_PATH);
    try {
      while (abort == null) {
        mid(0, INF, INF);
        if (resultPn == 0) {
          return true;
        }
        if (resultDn == 0) {
          return false;
        }
      }
      return false;
    } finally {
      leavePath(0);
    }
  }

  /**
   * Tries to prove that a check of the attacker (to move on the board) mates, within a number of
   * nodes. The board is left as it was; running out of the budget is not an abort.
   *
   * @param move a legal check
   * @param budget the most nodes to spend
   * @return true when proved; false when disproved, out of budget or stopped (see {@link #abort})
   */
  boolean proveCheck(int move, long budget) {
    long key = boardKey(board);
    int hand = board.hand(attacker);
    budgetEnd = nodes + budget;
    table.protectProofs = true;
    board.doMove(move);
    enterPath(0, key, hand, ROOT_PATH);
    enterPath(1, keyAfter(key, move), handAfter(hand, move), pathHashes[0]);
    try {
      while (abort == null) {
        mid(1, INF, INF);
        if (resultPn == 0 || resultDn == 0) {
          return resultPn == 0;
        }
      }
      return false;
    } finally {
      leavePath(1);
      leavePath(0);
      board.undoMove(move);
      table.protectProofs = false;
      budgetEnd = Long.MAX_VALUE;
      if (overBudget) {
        overBudget = false;
        abort = null;
      }
    }
  }

  /**
   * Whether the search was stopped by a limit or a request rather than finishing.
   *
   * @return true when stopped early
   */
  boolean stopped() {
    return abort != null;
  }

  private void checkLimits() {
    if (stopRequested) {
      abort = MateStatus.STOPPED;
    } else if (nodes >= maxNodes) {
      abort = MateStatus.NODE_LIMIT;
    } else if (nodes >= budgetEnd) {
      abort = MateStatus.NODE_LIMIT;
      overBudget = true;
    } else if ((nodes & 255) == 0 && System.nanoTime() - deadlineNanos > 0) {
      abort = MateStatus.TIMEOUT;
    }
  }

  /**
   * How many positions of the current path fall in each slot (a filter that lets {@link #onPath}
   * skip its scan for almost every position that is not on the path).
   */
  private final int[] pathSlots = new int[1 << 12];

  private static int pathSlot(long key, int hand) {
    return (int) (key ^ (key >>> 32) ^ hand) & ((1 << 12) - 1);
  }

  /** The path hash the root's is mixed from. */
  private static final long ROOT_PATH = 0x51ED27L;

  /**
   * Makes a position the path's entry at {@code ply} (key, hand and the path's hash, mixed from the
   * parent's) and counts it in the filter.
   */
  private void enterPath(int ply, long key, int hand, long parentHash) {
    pathKeys[ply] = key;
    pathHands[ply] = hand;
    pathHashes[ply] = mixPath(parentHash, key, hand);
    pathSlots[pathSlot(key, hand)]++;
  }

  /** Takes the position at {@code ply} of the path out of the filter. */
  private void leavePath(int ply) {
    pathSlots[pathSlot(pathKeys[ply], pathHands[ply])]--;
  }

  private boolean onPath(long key, int hand, int ply) {
    if (pathSlots[pathSlot(key, hand)] == 0) {
      return false;
    }
    for (int j = ply - 2; j >= 0; j -= 2) {
      if (pathKeys[j] == key && pathHands[j] == hand) {
        return true;
      }
    }
    return false;
  }

  /**
   * Gives the unknown children of an attacker's node their first numbers: a child whose defender
   * has no legal move is checkmate (proved at once, so a mate in one is never missed); otherwise
   * its proof number starts at the number of the defender's moves (df-pn+ style), and at four times
   * that plus four for a check that leaves a pawn, bishop or rook unpromoted where it could
   * promote. Children already in the table (marked known by the caller) keep their numbers.
   */
  private void initialise(int ply, int[] buf, int n, long[] ck, int[] ch, boolean[] loop) {
    int[] init = childInit[ply];
    boolean[] known = childKnown;
    for (int i = 0; i < n; i++) {
      if (loop[i] || known[i]) {
        continue;
      }
      board.doMove(buf[i]);
      int replies = board.countLegal();
      int proofHand = replies == 0 ? proofHandAtMate() : 0;
      board.undoMove(buf[i]);
      if (replies == 0) {
        table.store(ck[i], proofHand, 0, INF, 0, 1, 0);
        childPn[ply][i] = 0;
        childDn[ply][i] = INF;
        childProofHand[ply][i] = proofHand;
        childLength[ply][i] = 0;
        return;
      }
      int h = unpromotedMajor(buf[i]) ? 4 * replies + 4 : replies;
      init[i] = h;
      childPn[ply][i] = Math.min(h, INF - 1);
      table.store(ck[i], ch[i], Math.min(h, INF - 1), 1, 0, 0, 0);
    }
  }

  // ---------------------------------------------------------------- proof hands (証明駒)
  // The least attacker hand with which a proof still holds, so that the table proves every position
  // whose hand dominates it. Defender drops are the catch: with less in the attacker's hand the
  // defender holds more, so where an interposition is possible the attacker must keep every kind
  // the defender lacks.

  private final int[] checkerBuf = new int[16];

  private static int maxHand(int a, int b) {
    int h = 0;
    for (int t = 0; t < 7; t++) {
      h = HandBits.with(h, t, Math.max(HandBits.count(a, t), HandBits.count(b, t)));
    }
    return h;
  }

  /** At a defender's node in check: whether a single long-range check leaves room to interpose. */
  private boolean interposable() {
    int ksq = board.kingSquare(board.sideToMove());
    return ksq >= 0 && board.checkers(checkerBuf) == 1 && MateMoves.hasBetween(ksq, checkerBuf[0]);
  }

  /**
   * Adds to a defender's node's proof hand every kind the defender lacks, where it could interpose.
   */
  private int guardInterpositions(int proofHand) {
    if (!interposable()) {
      return proofHand;
    }
    int att = board.hand(attacker);
    int def = board.hand(attacker ^ 1);
    int h = proofHand;
    for (int t = 0; t < 7; t++) {
      if (HandBits.count(def, t) == 0) {
        h = HandBits.with(h, t, Math.max(HandBits.count(h, t), HandBits.count(att, t)));
      }
    }
    return h;
  }

  /** The proof hand of the checkmate on the board (the defender to move and without a move). */
  private int proofHandAtMate() {
    return guardInterpositions(0);
  }

  private int andProofHand(int maxChildren) {
    return guardInterpositions(maxChildren);
  }

  private int orProofHand(int move, int child) {
    int h = child;
    if (Moves.isDrop(move)) {
      h = HandBits.add(h, Moves.dropType(move));
    } else if (Moves.captured(move) != 0) {
      int t = PieceCodes.unpromoted(PieceCodes.type(Moves.captured(move)));
      if (HandBits.count(h, t) > 0) {
        h = HandBits.remove(h, t);
      }
    }
    return h;
  }

  /**
   * The threshold for the best child: the second best value raised by a quarter (the 1+ε trick of
   * Pawlewicz and Lew), so that the search stays longer in one subtree instead of switching back
   * and forth between two close siblings.
   */
  private static int epsilon(int second) {
    return (int) Math.min(INF, Math.max(second + 1L, second + (second >> 2)));
  }

  /**
   * Whether a move leaves a pawn, bishop or rook unpromoted where it could promote: such a check
   * rarely beats its promoted twin, so its first proof number is raised to try the twin first.
   */
  private boolean unpromotedMajor(int m) {
    if (Moves.isDrop(m) || Moves.isPromote(m)) {
      return false;
    }
    int t = PieceCodes.type(Moves.moved(m));
    return (t == PieceCodes.PAWN || t == PieceCodes.BISHOP || t == PieceCodes.ROOK)
        && (Board.inZone(attacker, Moves.from(m)) || Board.inZone(attacker, Moves.to(m)));
  }

  private final boolean[] childKnown = new boolean[MateMoves.BUFFER];

  /** Per square, the largest proof number of a drop there seen so far (zero between uses). */
  private final int[] sqMax = new int[81];

  private int[] allocate(int ply) {
    childKeys[ply] = new long[MateMoves.BUFFER];
    childHands[ply] = new int[MateMoves.BUFFER];
    childLoops[ply] = new boolean[MateMoves.BUFFER];
    childInit[ply] = new int[MateMoves.BUFFER];
    childPn[ply] = new int[MateMoves.BUFFER];
    childDn[ply] = new int[MateMoves.BUFFER];
    childProofHand[ply] = new int[MateMoves.BUFFER];
    childLength[ply] = new int[MateMoves.BUFFER];
    childDependent[ply] = new boolean[MateMoves.BUFFER];
    return moves[ply] = new int[MateMoves.BUFFER];
  }

  /** Looks child i of the node at ply up again (its numbers may have changed by its search). */
  private void refresh(int ply, int i, long path) {
    int cpn;
    int cdn;
    boolean cdep;
    if (childLoops[ply][i]) {
      cpn = INF;
      cdn = 0;
      cdep = true;
    } else {
      long ck = childKeys[ply][i];
      int ch = childHands[ply][i];
      table.lookup(ck, ch, mixPath(path, ck, ch));
      boolean or = (ply & 1) == 0;
      cpn = or && !table.found ? childInit[ply][i] : table.pn;
      cdn = table.dn;
      cdep = table.pathDependent;
      childProofHand[ply][i] = table.proofHand;
      childLength[ply][i] = table.proofLength;
    }
    childPn[ply][i] = cpn;
    childDn[ply][i] = cdn;
    childDependent[ply][i] = cdep;
  }

  private void mid(int ply, int thpn, int thdn) {
    nodes++;
    checkLimits();
    long key = pathKeys[ply];
    int hand = pathHands[ply];
    long path = pathHashes[ply];
    if (abort != null) {
      resultPn = 1;
      resultDn = 1;
      return;
    }
    if (ply >= MAX_PLY) {
      depthCut = true;
      table.store(key, hand, INF, 0, path, 1, 0);
      resultPn = INF;
      resultDn = 0;
      return;
    }
    boolean or = (ply & 1) == 0;
    int[] buf = moves[ply];
    if (buf == null) {
      buf = allocate(ply);
    }
    int n = or ? gen.checks(board, buf, 0) : gen.evasions(board, buf, 0);
    if (n == 0) {
      resultPn = or ? INF : 0;
      resultDn = or ? 0 : INF;
      table.store(key, or ? hand : proofHandAtMate(), resultPn, resultDn, 0, 1, 0);
      return;
    }
    long[] ck = childKeys[ply];
    int[] ch = childHands[ply];
    boolean[] loop = childLoops[ply];
    for (int i = 0; i < n; i++) {
      int m = buf[i];
      ck[i] = keyAfter(key, m);
      ch[i] = or ? handAfter(hand, m) : hand;
      loop[i] = onPath(ck[i], ch[i], ply + 1);
    }
    long touched = 0;
    for (int i = 0; i < n; i++) {
      touched ^= table.touch(ck[i], ch[i]);
    }
    sink ^= touched;
    Arrays.fill(childInit[ply], 0, n, 1);
    for (int i = 0; i < n; i++) {
      refresh(ply, i, path);
      childKnown[i] = loop[i] || table.found;
    }
    if (or) {
      initialise(ply, buf, n, ck, ch, loop);
    }
    long startNodes = nodes;
    int[] cPn = childPn[ply];
    int[] cDn = childDn[ply];
    int[] cPh = childProofHand[ply];
    int[] cLen = childLength[ply];
    boolean[] cDep = childDependent[ply];
    int pn;
    int dn;
    int proofHand = hand;
    int length = 0;
    boolean dependent;
    while (true) {
      int best = -1;
      int bestPn = 0;
      int bestDn = 0;
      int first = INF + 1;
      int second = INF + 1;
      long sum = 0;
      int maxProofHand = 0;
      int firstProofHand = -1;
      int minLength = Integer.MAX_VALUE;
      int maxLength = 0;
      int provingMove = 0;
      boolean bestDependent = false;
      boolean anyDependent = false;
      for (int i = 0; i < n; i++) {
        int cpn = cPn[i];
        int cdn = cDn[i];
        boolean cdep = cDep[i];
        if (cpn == 0) {
          int ph = cPh[i];
          if (!or) {
            maxProofHand = maxHand(maxProofHand, ph);
          }
          maxLength = Math.max(maxLength, cLen[i]);
          if (cLen[i] < minLength) {
            // The attacker's proving move: the proved check with the shortest mate.
            minLength = cLen[i];
            firstProofHand = ph;
            provingMove = buf[i];
          }
        }
        int v = or ? cpn : cdn;
        if (v < first || (v == 0 && v == first && bestDependent && !cdep)) {
          if (v < first) {
            second = first;
          }
          first = v;
          best = i;
          bestPn = cpn;
          bestDn = cdn;
          bestDependent = cdep;
        } else if (v < second) {
          second = v;
        }
        if (!or && Moves.isDrop(buf[i])) {
          // Drops on one square (interpositions, 合駒, of different pieces) mostly stand or fall
          // together: they add their largest proof number once, not each of theirs.
          int sq = Moves.to(buf[i]);
          if (cpn > sqMax[sq]) {
            sum += cpn - sqMax[sq];
            sqMax[sq] = cpn;
          }
        } else {
          sum += or ? cdn : cpn;
        }
        anyDependent |= cdep;
      }
      if (!or) {
        for (int i = 0; i < n; i++) {
          if (Moves.isDrop(buf[i])) {
            sqMax[Moves.to(buf[i])] = 0;
          }
        }
      }
      if (or) {
        pn = first;
        dn = pn == 0 ? INF : (int) Math.min(sum, sum == 0 ? 0 : INF - 1);
        dependent = dn == 0 && anyDependent;
      } else {
        dn = first;
        pn = dn == 0 ? INF : (int) Math.min(sum, sum == 0 ? 0 : INF - 1);
        dependent = dn == 0 && bestDependent;
      }
      if (pn == 0) {
        proofHand = or ? orProofHand(provingMove, firstProofHand) : andProofHand(maxProofHand);
        length = 1 + (or ? minLength : maxLength);
      }
      if (pn == 0 || dn == 0 || pn >= thpn || dn >= thdn || abort != null) {
        break;
      }
      int cthpn;
      int cthdn;
      if (or) {
        cthpn = Math.min(thpn, second == INF + 1 ? INF : epsilon(second));
        cthdn = (int) Math.min(INF, (long) thdn - dn + bestDn);
      } else {
        cthdn = Math.min(thdn, second == INF + 1 ? INF : epsilon(second));
        cthpn = (int) Math.min(INF, (long) thpn - pn + bestPn);
      }
      int m = buf[best];
      board.doMove(m);
      enterPath(ply + 1, ck[best], ch[best], path);
      mid(ply + 1, cthpn, cthdn);
      leavePath(ply + 1);
      board.undoMove(m);
      refresh(ply, best, path);
    }
    if (abort == null || pn == 0 || dn == 0) {
      table.store(
          key,
          pn == 0 ? proofHand : hand,
          pn,
          dn,
          dependent ? path : 0,
          nodes - startNodes + 1,
          length);
    }
    resultPn = pn;
    resultDn = dn;
  }
}
