package io.github.shogi4j.search.engine;

import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;

/**
 * The moves of one node of the main search, generated in stages so that a cut-off early in the list
 * spares the generation of the rest: the hash move (checked with {@link Board#isLegal}), the good
 * captures (most valuable victim, least valuable attacker, with a cheap exchange test) and the
 * promotions, the two killers (checked with {@link Board#isLegal}), the captures that lose
 * material, and last the quiet moves and drops by history. Moves of the generated stages are
 * pseudo-legal: the search checks them after playing them. Each move comes once (in check, some
 * quiet moves that cannot answer it are left out, see {@link #init(int, int, int, long, long)}).
 * One per ply of a search; not thread-safe.
 */
final class MovePicker {
  private static final int HASH = 0;
  private static final int NOISY_GEN = 1;
  private static final int NOISY = 2;
  private static final int KILLER1 = 3;
  private static final int KILLER2 = 4;
  private static final int BAD = 5;
  private static final int QUIET_GEN = 6;
  private static final int QUIET = 7;
  private static final int DONE = 8;

  /** Quiet moves picked best first by history; the rest come in generation order. */
  private static final int SORTED_QUIETS = 12;

  private final Board board;
  private final int[] history;
  private final int[] moves = new int[1024];
  private final int[] scores = new int[1024];
  private final int[] bad = new int[256];

  /**
   * The positions in {@link #moves} of the quiet moves not yet picked whose history score is not 0,
   * ascending from {@link #scoredHead} to {@link #scoredEnd}: the only candidates of a pick.
   */
  private final int[] scored = new int[1024];

  /** The history score of the move at each position of {@link #scored}, side by side with it. */
  private final int[] scoredValue = new int[1024];

  private int scoredHead;
  private int scoredEnd;
  private int stage;
  private int hashMove;
  private int killer1;
  private int killer2;
  private int cur;
  private int end;
  private int badEnd;
  private int badCur;
  private int sortedEnd;
  private boolean inCheck;
  private boolean checksOnly;
  private long evasionLo;
  private long evasionHi;

  /** The size of a history table: one score per piece code and destination square. */
  static final int HISTORY_SIZE = 29 * 81;

  /** Where a move's score is in a history table: by the piece code moved and the destination. */
  static int historyIndex(int m) {
    return Moves.moved(m) * 81 + Moves.to(m);
  }

  MovePicker(Board board, int[] history) {
    this.board = board;
    this.history = history;
  }

  /** Starts the moves of a node not in check; killer moves must be quiet moves (0 for none). */
  void init(int hashMove, int killer1, int killer2) {
    this.stage = HASH;
    this.inCheck = false;
    this.checksOnly = false;
    this.hashMove = hashMove;
    this.killer1 = killer1;
    this.killer2 = killer2;
  }

  /**
   * Starts the moves of a node in check, given its {@link Board#evasionTargets}: the quiet moves
   * that surely leave the check unanswered (no king move, landing outside the targets) and that
   * would come after the sorted ones with no history score are left out, as the search would skip
   * them. Those moves are never picked nor moved by a swap, so leaving them out changes neither the
   * order of the others nor the search.
   */
  void init(int hashMove, int killer1, int killer2, long evasionLo, long evasionHi) {
    init(hashMove, killer1, killer2);
    this.inCheck = true;
    this.evasionLo = evasionLo;
    this.evasionHi = evasionHi;
  }

  /**
   * The next move, told whether the node's search prunes, from now on, every quiet move that gives
   * no check (futility pruning). Once told so, the quiet moves not yet generated are only those
   * that may give check ({@link Board#generateQuietChecks}), ordered among themselves as the quiet
   * moves are.
   *
   * @param quietChecksOnly whether only the quiet moves that may give check are wanted from now on
   * @return a packed move, or 0 when none is left
   */
  int next(boolean quietChecksOnly) {
    checksOnly |= quietChecksOnly;
    return next();
  }

  /**
   * The next move.
   *
   * @return a packed move, or 0 when none is left
   */
  int next() {
    // the picks within a stage inline; the changes of stage are out of line
    if (cur < end) {
      if (stage == QUIET) {
        return cur < sortedEnd && scoredHead < scoredEnd ? pickScored(cur++) : moves[cur++];
      }
      if (stage == NOISY) {
        return pick(moves, scores, cur++, end);
      }
    }
    return nextStage();
  }

  /** {@link #next} at a change of stage: the stages that test single moves or generate some. */
  @SuppressWarnings("fallthrough") // each stage falls through to the next when it has no move
  private int nextStage() {
    switch (stage) {
      case HASH:
        stage = NOISY_GEN;
        if (hashMove != 0 && board.isLegal(hashMove, inCheck)) {
          return hashMove;
        }
        hashMove = 0;
      // fall through
      case NOISY_GEN:
        generateNoisy();
        stage = NOISY;
      // fall through
      case NOISY:
        if (cur < end) {
          return pick(moves, scores, cur++, end);
        }
        stage = KILLER1;
      // fall through
      case KILLER1:
        stage = KILLER2;
        if (killer1 != 0 && killer1 != hashMove && board.isLegal(killer1, inCheck)) {
          return killer1;
        }
        killer1 = 0;
      // fall through
      case KILLER2:
        stage = BAD;
        if (killer2 != 0
            && killer2 != hashMove
            && killer2 != killer1
            && board.isLegal(killer2, inCheck)) {
          return killer2;
        }
        killer2 = 0;
      // fall through
      case BAD:
        if (badCur < badEnd) {
          return bad[badCur++];
        }
        stage = QUIET_GEN;
      // fall through
      case QUIET_GEN:
        generateQuiets();
        stage = QUIET;
      // fall through
      case QUIET:
        if (cur < end) {
          if (cur < sortedEnd && scoredHead < scoredEnd) {
            return pickScored(cur++);
          }
          return moves[cur++];
        }
        stage = DONE;
      // fall through
      default:
        return 0;
    }
  }

  private void generateNoisy() {
    int n = board.generateNoisy(moves, 0, true);
    int us = board.sideToMove();
    int k = 0;
    badEnd = 0;
    badCur = 0;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      if (m == hashMove) {
        continue;
      }
      int captured = Moves.captured(m);
      int s;
      if (captured != 0) {
        int victim = SearchWorker.value(PieceCodes.type(captured));
        int attacker = SearchWorker.value(PieceCodes.type(Moves.moved(m)));
        if (victim < attacker && board.isAttacked(Moves.to(m), us ^ 1)) {
          if (badEnd < bad.length) {
            bad[badEnd++] = m;
            continue;
          }
        }
        s = (1 << 28) + victim * 16 - attacker / 16 + (Moves.isPromote(m) ? 1000 : 0);
      } else {
        s = (1 << 27) + SearchWorker.value(PieceCodes.type(Moves.moved(m)));
      }
      moves[k] = m;
      scores[k] = s;
      k++;
    }
    cur = 0;
    end = k;
  }

  private void generateQuiets() {
    int n = checksOnly ? board.generateQuietChecks(moves, 0) : board.generateQuiets(moves, 0);
    int k = 0;
    int nScored = 0;
    int king = inCheck ? board.kingSquare(board.sideToMove()) : -1;
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      if (m == hashMove || m == killer1 || m == killer2) {
        continue;
      }
      int h = history[historyIndex(m)];
      if (inCheck && h == 0 && k >= SORTED_QUIETS && Moves.from(m) != king) {
        int to = Moves.to(m);
        if ((to < 63 ? (evasionLo >>> to) & 1 : (evasionHi >>> (to - 63)) & 1) == 0) {
          continue; // cannot answer the check; would come in place, unpicked
        }
      }
      moves[k] = m;
      scores[k] = h;
      if (h != 0) {
        scoredValue[nScored] = h;
        scored[nScored++] = k;
      }
      k++;
    }
    cur = 0;
    end = k;
    sortedEnd = Math.min(k, SORTED_QUIETS);
    scoredHead = 0;
    scoredEnd = nScored;
  }

  /**
   * {@link #pick} among the quiet moves, looking only at those with a history score: the best
   * remaining move has one while any is left (history scores are never negative), and a move
   * without one is never picked, only moved by a swap. So the result, and the order left behind,
   * are those of {@link #pick} over the whole list. Once no scored move is left, picking would take
   * each move in place, so it stops.
   */
  private int pickScored(int i) {
    int best = scoredHead;
    int bs = scoredValue[best];
    for (int j = best + 1; j < scoredEnd; j++) {
      int s = scoredValue[j];
      if (s > bs) {
        bs = s;
        best = j;
      }
    }
    int bi = scored[best];
    if (scores[i] != 0) {
      // the scored move at i (the first scored position left) takes the picked one's place
      scoredValue[best] = scoredValue[scoredHead];
      scoredHead++;
    } else {
      System.arraycopy(scored, best + 1, scored, best, scoredEnd - best - 1);
      System.arraycopy(scoredValue, best + 1, scoredValue, best, scoredEnd - best - 1);
      scoredEnd--;
    }
    return swapInto(moves, scores, i, bi);
  }

  /**
   * Selection: swaps the best of {@code moves[i..end)} by score (the first of equals) into place i,
   * with its score, and returns it.
   */
  static int pick(int[] moves, int[] scores, int i, int end) {
    int bi = i;
    int bs = scores[i];
    for (int j = i + 1; j < end; j++) {
      if (scores[j] > bs) {
        bs = scores[j];
        bi = j;
      }
    }
    return swapInto(moves, scores, i, bi);
  }

  /**
   * Swaps the move at {@code bi} and its score with those at {@code i}; returns the move now at i.
   */
  private static int swapInto(int[] moves, int[] scores, int i, int bi) {
    int m = moves[bi];
    int s = scores[bi];
    moves[bi] = moves[i];
    scores[bi] = scores[i];
    moves[i] = m;
    scores[i] = s;
    return m;
  }
}
