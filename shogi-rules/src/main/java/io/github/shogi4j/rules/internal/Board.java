package io.github.shogi4j.rules.internal;

/**
 * The mutable board behind {@code Position}: a mailbox of piece codes, two packed hands, the side to
 * move, the ply and an incrementally updated Zobrist key, with make/unmake and complete legal move
 * generation into int buffers.
 *
 * <p>Not thread-safe: each thread works on its own copy. Square indexes are file-major
 * ({@code (file - 1) * 9 + rank - 1}); colors are 0 (sente) and 1 (gote).
 */
public final class Board {
  // Directions as (file delta, rank delta); "up" is toward rank 1, sente's forward.
  static final int UP = 0, DOWN = 1, LEFT = 2, RIGHT = 3, UP_LEFT = 4, UP_RIGHT = 5,
      DOWN_LEFT = 6, DOWN_RIGHT = 7;
  private static final int[] DF = {0, 0, 1, -1, 1, -1, 1, -1};
  private static final int[] DR = {-1, 1, 0, 0, -1, -1, 1, 1};
  private static final int[] OPPOSITE = {DOWN, UP, RIGHT, LEFT, DOWN_RIGHT, DOWN_LEFT, UP_RIGHT, UP_LEFT};
  private static final int[] FLIP_RANK = {DOWN, UP, LEFT, RIGHT, DOWN_LEFT, DOWN_RIGHT, UP_LEFT, UP_RIGHT};
  /** NEIGHBOR[dir][sq]: the adjacent square in that direction, or -1 off the board. */
  static final int[][] NEIGHBOR = new int[8][81];
  /** KNIGHT_FROM[color][sq][i]: squares a knight of that color jumps to from sq (-1 if none). */
  static final int[][][] KNIGHT_TO = new int[2][81][2];
  /** STEP[color][type], SLIDE[color][type]: bit masks of directions. */
  static final int[][] STEP = new int[2][14];
  static final int[][] SLIDE = new int[2][14];

  static {
    for (int d = 0; d < 8; d++) {
      for (int s = 0; s < 81; s++) {
        int f = s / 9 + DF[d];
        int r = s % 9 + DR[d];
        NEIGHBOR[d][s] = (f < 0 || f > 8 || r < 0 || r > 8) ? -1 : f * 9 + r;
      }
    }
    for (int c = 0; c < 2; c++) {
      int fwd = c == 0 ? -2 : 2;
      for (int s = 0; s < 81; s++) {
        for (int i = 0; i < 2; i++) {
          int f = s / 9 + (i == 0 ? 1 : -1);
          int r = s % 9 + fwd;
          KNIGHT_TO[c][s][i] = (f < 0 || f > 8 || r < 0 || r > 8) ? -1 : f * 9 + r;
        }
      }
    }
    int gold = bits(UP, UP_LEFT, UP_RIGHT, LEFT, RIGHT, DOWN);
    int[] step = new int[14];
    int[] slide = new int[14];
    step[PieceCodes.PAWN] = bits(UP);
    slide[PieceCodes.LANCE] = bits(UP);
    step[PieceCodes.SILVER] = bits(UP, UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT);
    step[PieceCodes.GOLD] = gold;
    step[PieceCodes.KING] = 0xff;
    slide[PieceCodes.BISHOP] = bits(UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT);
    slide[PieceCodes.ROOK] = bits(UP, DOWN, LEFT, RIGHT);
    for (int t = 8; t <= 11; t++) {
      step[t] = gold;
    }
    slide[PieceCodes.HORSE] = slide[PieceCodes.BISHOP];
    step[PieceCodes.HORSE] = bits(UP, DOWN, LEFT, RIGHT);
    slide[PieceCodes.DRAGON] = slide[PieceCodes.ROOK];
    step[PieceCodes.DRAGON] = bits(UP_LEFT, UP_RIGHT, DOWN_LEFT, DOWN_RIGHT);
    for (int t = 0; t < 14; t++) {
      STEP[0][t] = step[t];
      SLIDE[0][t] = slide[t];
      STEP[1][t] = flip(step[t]);
      SLIDE[1][t] = flip(slide[t]);
    }
  }

  private static int bits(int... dirs) {
    int m = 0;
    for (int d : dirs) {
      m |= 1 << d;
    }
    return m;
  }

  private static int flip(int mask) {
    int m = 0;
    for (int d = 0; d < 8; d++) {
      if ((mask & (1 << d)) != 0) {
        m |= 1 << FLIP_RANK[d];
      }
    }
    return m;
  }

  private final byte[] squares = new byte[81];
  private final int[] hands = new int[2];
  private final int[] kings = {-1, -1};
  private int side;
  private int ply = 1;
  private long key;

  /** An empty board, sente to move, ply 1. */
  public Board() {}

  /**
   * A copy with its own state.
   *
   * @return the copy
   */
  public Board copy() {
    Board b = new Board();
    System.arraycopy(squares, 0, b.squares, 0, 81);
    b.hands[0] = hands[0];
    b.hands[1] = hands[1];
    b.kings[0] = kings[0];
    b.kings[1] = kings[1];
    b.side = side;
    b.ply = ply;
    b.key = key;
    return b;
  }

  // ---------------------------------------------------------------- setup and accessors

  /**
   * Puts a piece code on a square (0 empties it). Call {@link #refresh()} when setup is done.
   *
   * @param sq square index
   * @param code piece code or 0
   */
  public void set(int sq, int code) {
    squares[sq] = (byte) code;
  }

  /**
   * Sets a side's packed hand. Call {@link #refresh()} when setup is done.
   *
   * @param color 0 or 1
   * @param hand packed hand
   */
  public void setHand(int color, int hand) {
    hands[color] = hand;
  }

  /**
   * Sets the side to move. Call {@link #refresh()} when setup is done.
   *
   * @param color 0 or 1
   */
  public void setSideToMove(int color) {
    side = color;
  }

  /**
   * Sets the ply (the SFEN move number).
   *
   * @param ply the move number
   */
  public void setPly(int ply) {
    this.ply = ply;
  }

  /** Recomputes the key and king squares after setup. */
  public void refresh() {
    kings[0] = -1;
    kings[1] = -1;
    for (int s = 0; s < 81; s++) {
      int p = squares[s];
      if (p != 0 && PieceCodes.type(p) == PieceCodes.KING) {
        kings[PieceCodes.color(p)] = s;
      }
    }
    key = computeKey();
  }

  /**
   * The piece code on a square.
   *
   * @param sq square index
   * @return the code, 0 when empty
   */
  public int pieceAt(int sq) {
    return squares[sq];
  }

  /**
   * A side's packed hand.
   *
   * @param color 0 or 1
   * @return the packed hand
   */
  public int hand(int color) {
    return hands[color];
  }

  /**
   * The side to move.
   *
   * @return 0 sente, 1 gote
   */
  public int sideToMove() {
    return side;
  }

  /**
   * The ply: the SFEN move number of this position.
   *
   * @return the move number
   */
  public int ply() {
    return ply;
  }

  /**
   * The incrementally maintained Zobrist key.
   *
   * @return the key
   */
  public long key() {
    return key;
  }

  /**
   * A side's king square.
   *
   * @param color 0 or 1
   * @return the square index, or -1 when that side has no king
   */
  public int kingSquare(int color) {
    return kings[color];
  }

  /**
   * The key computed from scratch (for tests of the incremental key).
   *
   * @return the key
   */
  public long computeKey() {
    long k = 0;
    for (int s = 0; s < 81; s++) {
      if (squares[s] != 0) {
        k ^= Zobrist.PIECE[squares[s]][s];
      }
    }
    k ^= Zobrist.hand(0, hands[0]) ^ Zobrist.hand(1, hands[1]);
    return side == 1 ? k ^ Zobrist.SIDE : k;
  }

  // ---------------------------------------------------------------- make / unmake

  /**
   * Plays a packed move (as generated, with its piece fields) without any legality check.
   *
   * @param m packed move
   */
  public void doMove(int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    int us = side;
    if (Moves.isDrop(m)) {
      int t = Moves.dropType(m);
      int h = hands[us];
      int n = HandBits.count(h, t);
      key ^= Zobrist.HAND[us][t][n] ^ Zobrist.HAND[us][t][n - 1];
      hands[us] = HandBits.remove(h, t);
      squares[to] = (byte) moved;
      key ^= Zobrist.PIECE[moved][to];
    } else {
      int from = Moves.from(m);
      int captured = Moves.captured(m);
      squares[from] = 0;
      key ^= Zobrist.PIECE[moved][from];
      if (captured != 0) {
        key ^= Zobrist.PIECE[captured][to];
        int t = PieceCodes.unpromoted(PieceCodes.type(captured));
        int h = hands[us];
        int n = HandBits.count(h, t);
        key ^= Zobrist.HAND[us][t][n] ^ Zobrist.HAND[us][t][n + 1];
        hands[us] = HandBits.add(h, t);
      }
      int placed = Moves.isPromote(m) ? moved + 8 : moved;
      squares[to] = (byte) placed;
      key ^= Zobrist.PIECE[placed][to];
      if (PieceCodes.type(moved) == PieceCodes.KING) {
        kings[us] = to;
      }
    }
    side = us ^ 1;
    key ^= Zobrist.SIDE;
    ply++;
  }

  /**
   * Takes back the move last played with {@link #doMove}.
   *
   * @param m the same packed move
   */
  public void undoMove(int m) {
    int to = Moves.to(m);
    int moved = Moves.moved(m);
    ply--;
    key ^= Zobrist.SIDE;
    int us = side ^ 1;
    side = us;
    if (Moves.isDrop(m)) {
      int t = Moves.dropType(m);
      int h = hands[us];
      int n = HandBits.count(h, t);
      key ^= Zobrist.HAND[us][t][n] ^ Zobrist.HAND[us][t][n + 1];
      hands[us] = HandBits.add(h, t);
      squares[to] = 0;
      key ^= Zobrist.PIECE[moved][to];
    } else {
      int from = Moves.from(m);
      int captured = Moves.captured(m);
      int placed = Moves.isPromote(m) ? moved + 8 : moved;
      key ^= Zobrist.PIECE[placed][to];
      squares[to] = (byte) captured;
      if (captured != 0) {
        key ^= Zobrist.PIECE[captured][to];
        int t = PieceCodes.unpromoted(PieceCodes.type(captured));
        int h = hands[us];
        int n = HandBits.count(h, t);
        key ^= Zobrist.HAND[us][t][n] ^ Zobrist.HAND[us][t][n - 1];
        hands[us] = HandBits.remove(h, t);
      }
      squares[from] = (byte) moved;
      key ^= Zobrist.PIECE[moved][from];
      if (PieceCodes.type(moved) == PieceCodes.KING) {
        kings[us] = from;
      }
    }
  }

  // ---------------------------------------------------------------- attacks

  /**
   * Whether any piece of {@code by} attacks the square.
   *
   * @param sq square index
   * @param by 0 or 1
   * @return true if attacked
   */
  public boolean isAttacked(int sq, int by) {
    for (int d = 0; d < 8; d++) {
      int back = 1 << OPPOSITE[d];
      int t = NEIGHBOR[d][sq];
      boolean adjacent = true;
      while (t >= 0) {
        int p = squares[t];
        if (p != 0) {
          if (PieceCodes.color(p) == by) {
            int type = PieceCodes.type(p);
            if ((adjacent && (STEP[by][type] & back) != 0) || (SLIDE[by][type] & back) != 0) {
              return true;
            }
          }
          break;
        }
        t = NEIGHBOR[d][t];
        adjacent = false;
      }
    }
    int knight = PieceCodes.code(by, PieceCodes.KNIGHT);
    int[] jumps = KNIGHT_TO[by ^ 1][sq];
    for (int t : jumps) {
      if (t >= 0 && squares[t] == knight) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether the side to move is in check (王手). A side without a king is never in check.
   *
   * @return true if in check
   */
  public boolean inCheck() {
    int k = kings[side];
    return k >= 0 && isAttacked(k, side ^ 1);
  }

  /**
   * The squares of the pieces giving check to the side to move.
   *
   * @param out receives square indexes
   * @return how many were written
   */
  public int checkers(int[] out) {
    int k = kings[side];
    if (k < 0) {
      return 0;
    }
    int n = 0;
    int them = side ^ 1;
    for (int s = 0; s < 81; s++) {
      int p = squares[s];
      if (p != 0 && PieceCodes.color(p) == them && attacks(s, k)) {
        out[n++] = s;
      }
    }
    return n;
  }

  /**
   * Whether the piece on {@code from} attacks {@code to} (moves there, ignoring whose piece is on
   * {@code to} and ignoring its own king's safety).
   *
   * @param from an occupied square
   * @param to another square
   * @return true if the piece reaches it
   */
  public boolean attacks(int from, int to) {
    int p = squares[from];
    int c = PieceCodes.color(p);
    int type = PieceCodes.type(p);
    if (type == PieceCodes.KNIGHT) {
      return KNIGHT_TO[c][from][0] == to || KNIGHT_TO[c][from][1] == to;
    }
    for (int d = 0; d < 8; d++) {
      int bit = 1 << d;
      if ((STEP[c][type] & bit) != 0 && NEIGHBOR[d][from] == to) {
        return true;
      }
      if ((SLIDE[c][type] & bit) != 0) {
        for (int t = NEIGHBOR[d][from]; t >= 0; t = NEIGHBOR[d][t]) {
          if (t == to) {
            return true;
          }
          if (squares[t] != 0) {
            break;
          }
        }
      }
    }
    return false;
  }

  // ---------------------------------------------------------------- move generation

  /**
   * Whether a piece of this color and type could ever move again from the given rank (so that a
   * drop or an unpromoted move there is allowed: 行き所のない駒).
   *
   * @param color 0 or 1
   * @param type type ordinal
   * @param sq square index
   * @return false for a pawn or lance on the last rank and a knight on the last two
   */
  public static boolean canLive(int color, int type, int sq) {
    int rel = color == 0 ? sq % 9 : 8 - sq % 9; // 0 = the farthest rank
    if (type == PieceCodes.PAWN || type == PieceCodes.LANCE) {
      return rel >= 1;
    }
    if (type == PieceCodes.KNIGHT) {
      return rel >= 2;
    }
    return true;
  }

  /**
   * Whether the square is in the promotion zone of the color.
   *
   * @param color 0 or 1
   * @param sq square index
   * @return true for the three farthest ranks
   */
  public static boolean inZone(int color, int sq) {
    int r = sq % 9;
    return color == 0 ? r <= 2 : r >= 6;
  }

  /**
   * Writes every pseudo-legal move of the side to move: the moves the pieces make by the rules of
   * movement, promotion and drops (nifu, dead pieces), not yet checked for leaving the king in check
   * nor for drop-pawn mate. Kings are never captured.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @return the index after the last move written
   */
  public int generatePseudo(int[] buf, int off) {
    int n = off;
    int us = side;
    for (int s = 0; s < 81; s++) {
      int p = squares[s];
      if (p == 0 || PieceCodes.color(p) != us) {
        continue;
      }
      int type = PieceCodes.type(p);
      if (type == PieceCodes.KNIGHT) {
        for (int t : KNIGHT_TO[us][s]) {
          if (t >= 0) {
            n = addTarget(buf, n, s, t, p, us, type);
          }
        }
        continue;
      }
      int step = STEP[us][type];
      int slide = SLIDE[us][type];
      for (int d = 0; d < 8; d++) {
        int bit = 1 << d;
        if ((step & bit) != 0) {
          int t = NEIGHBOR[d][s];
          if (t >= 0) {
            n = addTarget(buf, n, s, t, p, us, type);
          }
        } else if ((slide & bit) != 0) {
          for (int t = NEIGHBOR[d][s]; t >= 0; t = NEIGHBOR[d][t]) {
            n = addTarget(buf, n, s, t, p, us, type);
            if (squares[t] != 0) {
              break;
            }
          }
        }
      }
    }
    int hand = hands[us];
    if (hand != 0) {
      int pawnFiles = 0;
      int pawn = PieceCodes.code(us, PieceCodes.PAWN);
      for (int s = 0; s < 81; s++) {
        if (squares[s] == pawn) {
          pawnFiles |= 1 << (s / 9);
        }
      }
      for (int t = 0; t < 7; t++) {
        if (HandBits.count(hand, t) == 0) {
          continue;
        }
        int code = PieceCodes.code(us, t);
        for (int s = 0; s < 81; s++) {
          if (squares[s] != 0 || !canLive(us, t, s)) {
            continue;
          }
          if (t == PieceCodes.PAWN && (pawnFiles & (1 << (s / 9))) != 0) {
            continue; // nifu (二歩)
          }
          buf[n++] = Moves.drop(t, s, code);
        }
      }
    }
    return n;
  }

  private int addTarget(int[] buf, int n, int from, int to, int p, int us, int type) {
    int target = squares[to];
    if (target != 0 && (PieceCodes.color(target) == us || PieceCodes.type(target) == PieceCodes.KING)) {
      return n;
    }
    if (PieceCodes.canPromote(type) && (inZone(us, from) || inZone(us, to))) {
      buf[n++] = Moves.board(from, to, true, p, target);
    }
    if (canLive(us, type, to)) {
      buf[n++] = Moves.board(from, to, false, p, target);
    }
    return n;
  }

  /**
   * Writes every legal move of the side to move.
   *
   * @param buf receives packed moves; needs room for {@link Moves#MAX_LEGAL} from {@code off}
   * @param off where to start writing
   * @return the number of legal moves written
   */
  public int generateLegal(int[] buf, int off) {
    int end = generatePseudo(buf, off);
    int n = off;
    for (int i = off; i < end; i++) {
      int m = buf[i];
      if (isLegalPseudo(m)) {
        buf[n++] = m;
      }
    }
    return n - off;
  }

  /**
   * Whether a pseudo-legal move is legal: it does not leave the mover's king attacked, and it is
   * not a mating pawn drop (打ち歩詰め).
   *
   * @param m a move from {@link #generatePseudo}
   * @return true if legal
   */
  public boolean isLegalPseudo(int m) {
    int us = side;
    doMove(m);
    boolean legal = kings[us] < 0 || !isAttacked(kings[us], us ^ 1);
    if (legal && Moves.isDrop(m) && Moves.dropType(m) == PieceCodes.PAWN) {
      int to = Moves.to(m);
      int enemyKing = kings[us ^ 1];
      if (enemyKing >= 0 && NEIGHBOR[us == 0 ? UP : DOWN][to] == enemyKing && !hasLegalMove()) {
        legal = false;
      }
    }
    undoMove(m);
    return legal;
  }

  /**
   * Whether the side to move has at least one legal move.
   *
   * @return false for checkmate (詰み) and for a side with no move at all
   */
  public boolean hasLegalMove() {
    int[] buf = new int[Moves.MAX_LEGAL + 100];
    int end = generatePseudo(buf, 0);
    for (int i = 0; i < end; i++) {
      if (isLegalPseudo(buf[i])) {
        return true;
      }
    }
    return false;
  }

  /**
   * Fills in the piece fields of a move given only by from, to and promotion (or drop kind), as
   * parsed from text, using this board. The result is not checked for legality.
   *
   * @param raw from, to and promotion bits, as {@link Moves#raw}
   * @return the full packed move
   */
  public int complete(int raw) {
    int to = Moves.to(raw);
    if (Moves.isDrop(raw)) {
      return Moves.drop(Moves.dropType(raw), to, PieceCodes.code(side, Moves.dropType(raw)));
    }
    int from = Moves.from(raw);
    return Moves.board(from, to, Moves.isPromote(raw), squares[from], squares[to]);
  }

  /**
   * The number of leaf nodes of the legal move tree (perft), counting the last ply in bulk.
   *
   * @param depth plies, 0 or more
   * @return the leaf count
   */
  public long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    int[] buf = new int[Moves.MAX_LEGAL];
    int n = generateLegal(buf, 0);
    if (depth == 1) {
      return n;
    }
    long total = 0;
    for (int i = 0; i < n; i++) {
      doMove(buf[i]);
      total += perft(depth - 1);
      undoMove(buf[i]);
    }
    return total;
  }
}
