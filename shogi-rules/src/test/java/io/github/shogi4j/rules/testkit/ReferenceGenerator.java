package io.github.shogi4j.rules.testkit;

import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.List;

/**
 * A slow, obviously correct legal move generator, written independently of the library's fast one
 * to cross-check it: a mailbox of {@link Piece}s, direction tables as the rules state them, a walk
 * one square at a time, legality by playing the move on a copy and asking whether the mover's king
 * is attacked, and a full drop-pawn mate (打ち歩詰め) test that looks for any legal reply.
 *
 * <p>It reads a {@link Position} only through the public API. Not thread-safe per instance; the
 * static entry points create their own.
 */
public final class ReferenceGenerator {
  /** One step as (file delta, rank delta) seen by sente; rank 1 is sente's forward. */
  private static final int[] FORWARD = {0, -1};

  private static final int[][] GOLD = {{0, -1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}};
  private static final int[][] SILVER = {{0, -1}, {1, -1}, {-1, -1}, {1, 1}, {-1, 1}};
  private static final int[][] KING = {
    {0, -1}, {1, -1}, {-1, -1}, {1, 0}, {-1, 0}, {0, 1}, {1, 1}, {-1, 1}
  };
  private static final int[][] KNIGHT = {{1, -2}, {-1, -2}};
  private static final int[][] ORTHOGONAL = {{0, -1}, {0, 1}, {1, 0}, {-1, 0}};
  private static final int[][] DIAGONAL = {{1, -1}, {-1, -1}, {1, 1}, {-1, 1}};
  private static final int[][] NONE = {};

  private final Piece[] board = new Piece[81]; // index = (file - 1) * 9 + rank - 1
  private final int[][] hands = new int[2][7];
  private Color side;

  private ReferenceGenerator() {}

  private static ReferenceGenerator of(Position p) {
    ReferenceGenerator g = new ReferenceGenerator();
    for (Square sq : Square.values()) {
      g.board[sq.ordinal()] = p.pieceAt(sq).orElse(null);
    }
    for (Color c : Color.values()) {
      for (PieceType t : PieceType.handTypes()) {
        g.hands[c.ordinal()][t.ordinal()] = p.hand(c).count(t);
      }
    }
    g.side = p.sideToMove();
    return g;
  }

  private ReferenceGenerator copy() {
    ReferenceGenerator g = new ReferenceGenerator();
    System.arraycopy(board, 0, g.board, 0, 81);
    for (int c = 0; c < 2; c++) {
      System.arraycopy(hands[c], 0, g.hands[c], 0, 7);
    }
    g.side = side;
    return g;
  }

  /**
   * Every legal move of the position.
   *
   * @param position the position
   * @return the legal moves, each once, in no particular order
   */
  public static List<Move> legalMoves(Position position) {
    return of(position).legal();
  }

  /**
   * Whether the square is attacked by any piece of the given color (the piece could move there if
   * it were the other side's piece).
   *
   * @param position the position
   * @param square the square
   * @param by the attacking side
   * @return true if attacked
   */
  public static boolean isAttacked(Position position, Square square, Color by) {
    return of(position).attacked(square.ordinal(), by);
  }

  /**
   * Whether the move, played on the board without any legality check, leaves the mover's king
   * attacked. A side without a king is never attacked.
   *
   * @param position the position
   * @param move a pseudo-legal move
   * @return true if the mover's king would be attacked
   */
  public static boolean leavesKingAttacked(Position position, Move move) {
    ReferenceGenerator g = of(position).copy();
    Color us = g.side;
    g.apply(move);
    return g.kingAttacked(us);
  }

  /**
   * Whether the move, played without any legality check, mates: afterwards the opponent is in check
   * and has no legal reply (the full test used to decide 打ち歩詰め, drop-pawn mate).
   *
   * @param position the position
   * @param move a pseudo-legal move, typically a pawn drop or push
   * @return true if the move gives checkmate
   */
  public static boolean mates(Position position, Move move) {
    ReferenceGenerator g = of(position).copy();
    g.apply(move);
    return g.kingAttacked(g.side) && !g.hasLegalReplyIgnoringDropMate();
  }

  // ---------------------------------------------------------------- movement tables

  private static int[][] steps(PieceType t) {
    switch (t) {
      case PAWN:
        return new int[][] {FORWARD};
      case KNIGHT:
        return KNIGHT;
      case SILVER:
        return SILVER;
      case GOLD:
      case PRO_PAWN:
      case PRO_LANCE:
      case PRO_KNIGHT:
      case PRO_SILVER:
        return GOLD;
      case KING:
        return KING;
      case HORSE:
        return ORTHOGONAL;
      case DRAGON:
        return DIAGONAL;
      default:
        return NONE;
    }
  }

  private static int[][] slides(PieceType t) {
    switch (t) {
      case LANCE:
        return new int[][] {FORWARD};
      case BISHOP:
      case HORSE:
        return DIAGONAL;
      case ROOK:
      case DRAGON:
        return ORTHOGONAL;
      default:
        return NONE;
    }
  }

  /**
   * The square one step from {@code sq} by a delta seen from {@code c}'s side, or -1 off the board.
   */
  private static int step(int sq, int[] d, Color c) {
    int sign = c == Color.SENTE ? 1 : -1;
    int file = sq / 9 + 1 + d[0] * sign;
    int rank = sq % 9 + 1 + d[1] * sign;
    if (file < 1 || file > 9 || rank < 1 || rank > 9) {
      return -1;
    }
    return (file - 1) * 9 + rank - 1;
  }

  /** The squares the piece on {@code from} can move to or capture on (own pieces included). */
  private List<Integer> reach(int from) {
    Piece p = board[from];
    List<Integer> out = new ArrayList<>();
    for (int[] d : steps(p.type())) {
      int to = step(from, d, p.color());
      if (to >= 0) {
        out.add(to);
      }
    }
    for (int[] d : slides(p.type())) {
      for (int to = step(from, d, p.color()); to >= 0; to = step(to, d, p.color())) {
        out.add(to);
        if (board[to] != null) {
          break;
        }
      }
    }
    return out;
  }

  private boolean attacked(int sq, Color by) {
    for (int s = 0; s < 81; s++) {
      if (board[s] != null && board[s].color() == by && reach(s).contains(sq)) {
        return true;
      }
    }
    return false;
  }

  private int king(Color c) {
    for (int s = 0; s < 81; s++) {
      if (board[s] == Piece.of(c, PieceType.KING)) {
        return s;
      }
    }
    return -1;
  }

  private boolean kingAttacked(Color c) {
    int k = king(c);
    return k >= 0 && attacked(k, c.opposite());
  }

  // ---------------------------------------------------------------- moves

  /** A piece of this kind could still move from this square (else it is a dead piece, 行き所のない駒). */
  private static boolean canMoveFrom(PieceType t, int sq, Color c) {
    int relativeRank = c == Color.SENTE ? sq % 9 + 1 : 9 - sq % 9;
    if (t == PieceType.PAWN || t == PieceType.LANCE) {
      return relativeRank >= 2;
    }
    if (t == PieceType.KNIGHT) {
      return relativeRank >= 3;
    }
    return true;
  }

  private static boolean inZone(int sq, Color c) {
    int rank = sq % 9 + 1;
    return c == Color.SENTE ? rank <= 3 : rank >= 7;
  }

  /** Moves by the rules of movement, promotion and drops, before king safety and 打ち歩詰め. */
  private List<Move> pseudo() {
    List<Move> out = new ArrayList<>();
    for (int from = 0; from < 81; from++) {
      Piece p = board[from];
      if (p == null || p.color() != side) {
        continue;
      }
      for (int to : reach(from)) {
        Piece target = board[to];
        if (target != null && (target.color() == side || target.type() == PieceType.KING)) {
          continue; // own piece; kings are never captured
        }
        Square f = Square.ofIndex(from);
        Square t = Square.ofIndex(to);
        if (p.type().canPromote() && (inZone(from, side) || inZone(to, side))) {
          out.add(new BoardMove(f, t, true));
        }
        if (canMoveFrom(p.type(), to, side)) {
          out.add(new BoardMove(f, t, false));
        }
      }
    }
    for (PieceType t : PieceType.handTypes()) {
      if (hands[side.ordinal()][t.ordinal()] == 0) {
        continue;
      }
      for (int to = 0; to < 81; to++) {
        if (board[to] != null || !canMoveFrom(t, to, side)) {
          continue;
        }
        if (t == PieceType.PAWN && hasUnpromotedPawnOnFile(to / 9, side)) {
          continue; // 二歩
        }
        out.add(new Drop(t, Square.ofIndex(to)));
      }
    }
    return out;
  }

  private boolean hasUnpromotedPawnOnFile(int fileIndex, Color c) {
    for (int r = 0; r < 9; r++) {
      if (board[fileIndex * 9 + r] == Piece.of(c, PieceType.PAWN)) {
        return true;
      }
    }
    return false;
  }

  private void apply(Move m) {
    int to = m.to().ordinal();
    int us = side.ordinal();
    if (m instanceof Drop) {
      Drop d = (Drop) m;
      hands[us][d.type().ordinal()]--;
      board[to] = Piece.of(side, d.type());
    } else {
      BoardMove b = (BoardMove) m;
      Piece p = board[b.from().ordinal()];
      board[b.from().ordinal()] = null;
      if (board[to] != null) {
        hands[us][board[to].type().unpromoted().ordinal()]++;
      }
      board[to] = b.promote() ? Piece.of(side, p.type().promoted()) : p;
    }
    side = side.opposite();
  }

  private List<Move> legal() {
    List<Move> out = new ArrayList<>();
    for (Move m : pseudo()) {
      ReferenceGenerator next = copy();
      Color us = side;
      next.apply(m);
      if (next.kingAttacked(us)) {
        continue;
      }
      if (m instanceof Drop
          && ((Drop) m).type() == PieceType.PAWN
          && next.kingAttacked(next.side)
          && !next.hasLegalReplyIgnoringDropMate()) {
        continue; // 打ち歩詰め
      }
      out.add(m);
    }
    return out;
  }

  /**
   * Whether the side to move has a move that does not leave its king attacked. Its own pawn drops
   * are not tested for 打ち歩詰め: this is only asked right after a pawn drop gave check, and no drop
   * ever answers the check of an adjacent pawn, so the answer does not depend on them.
   */
  private boolean hasLegalReplyIgnoringDropMate() {
    for (Move m : pseudo()) {
      ReferenceGenerator next = copy();
      Color us = side;
      next.apply(m);
      if (!next.kingAttacked(us)) {
        return true;
      }
    }
    return false;
  }
}
