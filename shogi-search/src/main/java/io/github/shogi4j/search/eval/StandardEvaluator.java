package io.github.shogi4j.search.eval;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.Positions;
import io.github.shogi4j.search.Evaluator;
import io.github.shogi4j.search.internal.BoardEvaluator;

/**
 * The default evaluator: material ({@link PieceValues}) plus placement, king safety and the worth
 * of pieces in hand by the phase of the game. Hand-tuned terms, all in centipawns:
 *
 * <ul>
 *   <li>Defence (囲い): golds, silvers and promoted minor pieces next to or two squares from their
 *       own king.
 *   <li>Attack (寄せ): pieces near the enemy king, the more the stronger the piece's short steps
 *       (horse and dragon most, then golds, silvers and knights).
 *   <li>King safety: the enemy's pieces in hand weighted by how well they drop (rook and bishop most,
 *       pawns little) times the empty squares around the king where they can land; a king that
 *       leaves its camp early is penalised (an entering king, 入玉, late in the game is not).
 *   <li>Pieces in hand (持ち駒) gain worth as the game opens up: the phase runs from 0 at the start to
 *       full when ten pieces are in hands or promoted.
 *   <li>Pawns on the fourth rank from the enemy, ready to break into the camp; a small bonus for
 *       having the move (手番).
 * </ul>
 *
 * <p>It beats {@link MaterialEvaluator} in self-play (see the self-play program in the tests).
 * Thread-safe (stateless); a singleton.
 */
public final class StandardEvaluator implements Evaluator, BoardEvaluator {
  private static final StandardEvaluator INSTANCE = new StandardEvaluator();

  private static final int TEMPO = 20;
  private static final int PHASE_FULL = 10;
  // By type ordinal, for Chebyshev distance 1, 2, 3 (index 0 unused).
  private static final int[][] DEFEND = new int[14][4];
  private static final int[][] ATTACK = new int[14][4];
  // How dangerous a hand piece is when dropped next to a king, by hand kind (in sixths).
  private static final int[] DROP_DANGER = {1, 3, 4, 6, 8, 10, 7};

  static {
    int[] goldish = {PieceCodes.GOLD, 8, 9, 10, 11};
    for (int t : goldish) {
      DEFEND[t] = new int[] {0, 45, 25, 0};
      ATTACK[t] = new int[] {0, 40, 25, 10};
    }
    DEFEND[PieceCodes.SILVER] = new int[] {0, 35, 20, 0};
    ATTACK[PieceCodes.SILVER] = new int[] {0, 35, 22, 8};
    ATTACK[PieceCodes.KNIGHT] = new int[] {0, 10, 20, 10};
    ATTACK[PieceCodes.HORSE] = new int[] {0, 50, 35, 20};
    ATTACK[PieceCodes.DRAGON] = new int[] {0, 60, 40, 20};
    ATTACK[PieceCodes.BISHOP] = new int[] {0, 10, 10, 10};
    ATTACK[PieceCodes.ROOK] = new int[] {0, 10, 10, 10};
    ATTACK[PieceCodes.PAWN] = new int[] {0, 10, 5, 0};
    ATTACK[PieceCodes.LANCE] = new int[] {0, 10, 5, 0};
    DEFEND[PieceCodes.HORSE] = new int[] {0, 30, 20, 0};
  }

  private StandardEvaluator() {}

  /**
   * The standard evaluator.
   *
   * @return the instance
   */
  public static StandardEvaluator instance() {
    return INSTANCE;
  }

  @Override
  public int evaluate(Position position) {
    Preconditions.checkNotNull(position, "position");
    return evaluate(Positions.board(position));
  }

  @Override
  public int evaluate(Board board) {
    int[] kings = {board.kingSquare(0), board.kingSquare(1)};
    int[] score = new int[2];
    int promoted = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p == 0) {
        continue;
      }
      int c = PieceCodes.color(p);
      int t = PieceCodes.type(p);
      if (t >= 8) {
        promoted++;
      }
      int v = PieceValues.ofOrdinal(t);
      if (t == PieceCodes.KING) {
        continue;
      }
      int own = kings[c];
      if (own >= 0) {
        int d = distance(s, own);
        if (d <= 3) {
          v += DEFEND[t][d];
        }
      }
      int enemy = kings[c ^ 1];
      if (enemy >= 0) {
        int d = distance(s, enemy);
        if (d <= 3) {
          v += ATTACK[t][d];
        }
      }
      if (t == PieceCodes.PAWN && relativeRank(c, s) == 3) {
        v += 15;
      }
      score[c] += v;
    }
    int h0 = board.hand(0);
    int h1 = board.hand(1);
    int phase = Math.min(PHASE_FULL, HandBits.total(h0) + HandBits.total(h1) + promoted);
    score[0] += handValue(h0, phase);
    score[1] += handValue(h1, phase);
    for (int c = 0; c < 2; c++) {
      int k = kings[c];
      if (k < 0) {
        continue;
      }
      score[c] -= kingDanger(board, k, c, c == 0 ? h1 : h0);
      if (relativeRank(c, k) <= 5 && phase < PHASE_FULL / 2) {
        score[c] -= 50;
      }
    }
    int sente = score[0] - score[1];
    int side = board.sideToMove();
    return (side == 0 ? sente : -sente) + TEMPO;
  }

  private static int handValue(int hand, int phase) {
    int v = 0;
    for (int t = 0; t < 7; t++) {
      int n = HandBits.count(hand, t);
      if (n != 0) {
        int bonus = t == PieceCodes.PAWN ? phase : phase * 5;
        v += n * (PieceValues.ofOrdinal(t) + bonus);
      }
    }
    return v;
  }

  private static int kingDanger(Board board, int king, int color, int enemyHand) {
    int weight = 0;
    for (int t = 0; t < 7; t++) {
      int n = HandBits.count(enemyHand, t);
      if (n != 0) {
        weight += DROP_DANGER[t] * (t == PieceCodes.PAWN ? Math.min(n, 3) : n);
      }
    }
    if (weight == 0) {
      return 0;
    }
    int kf = king / 9;
    int kr = king % 9;
    int empty = 0;
    for (int df = -1; df <= 1; df++) {
      for (int dr = -1; dr <= 1; dr++) {
        int f = kf + df;
        int r = kr + dr;
        if ((df != 0 || dr != 0) && f >= 0 && f < 9 && r >= 0 && r < 9
            && board.pieceAt(f * 9 + r) == 0) {
          empty++;
        }
      }
    }
    return weight * empty * 2;
  }

  private static int distance(int a, int b) {
    return Math.max(Math.abs(a / 9 - b / 9), Math.abs(a % 9 - b % 9));
  }

  /** 0 for the enemy's back rank, 8 for one's own. */
  private static int relativeRank(int color, int sq) {
    return color == 0 ? sq % 9 : 8 - sq % 9;
  }

  @Override
  public String toString() {
    return "standard";
  }
}
