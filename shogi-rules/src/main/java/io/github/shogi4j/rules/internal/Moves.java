package io.github.shogi4j.rules.internal;

import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;

/**
 * Moves packed into an int, for the move generator, perft and search.
 *
 * <p>Layout: bits 0-6 the destination square index; bits 7-13 the origin square index, or {@code 81
 * + hand kind} for a drop; bit 14 promotion; bits 15-19 the code of the moving piece (as it was
 * before the move); bits 20-24 the code of the captured piece, 0 for none. Piece codes are {@code
 * Piece.ordinal() + 1}. Zero is never a move.
 */
public final class Moves {
  private Moves() {}

  /** No move. */
  public static final int NONE = 0;

  /** The largest number of legal moves any position has is 593; buffers of this size suffice. */
  public static final int MAX_LEGAL = 600;

  /**
   * A board move.
   *
   * @param from origin square index
   * @param to destination square index
   * @param promote whether it promotes
   * @param moved code of the moving piece
   * @param captured code of the captured piece, 0 for none
   * @return the packed move
   */
  public static int board(int from, int to, boolean promote, int moved, int captured) {
    return to | (from << 7) | (promote ? 1 << 14 : 0) | (moved << 15) | (captured << 20);
  }

  /**
   * A drop.
   *
   * @param type hand kind ordinal 0..6
   * @param to destination square index
   * @param moved code of the dropped piece (carries the mover's color)
   * @return the packed move
   */
  public static int drop(int type, int to, int moved) {
    return to | ((81 + type) << 7) | (moved << 15);
  }

  /**
   * The destination.
   *
   * @param m packed move
   * @return square index
   */
  public static int to(int m) {
    return m & 0x7f;
  }

  /**
   * The origin of a board move, or {@code 81 + kind} of a drop.
   *
   * @param m packed move
   * @return the origin field
   */
  public static int from(int m) {
    return (m >>> 7) & 0x7f;
  }

  /**
   * Whether the move is a drop.
   *
   * @param m packed move
   * @return true for a drop
   */
  public static boolean isDrop(int m) {
    return from(m) >= 81;
  }

  /**
   * The kind dropped.
   *
   * @param m packed drop
   * @return hand kind ordinal 0..6
   */
  public static int dropType(int m) {
    return from(m) - 81;
  }

  /**
   * Whether the move promotes.
   *
   * @param m packed move
   * @return true when the promotion bit is set
   */
  public static boolean isPromote(int m) {
    return (m & (1 << 14)) != 0;
  }

  /**
   * The moving piece's code before the move.
   *
   * @param m packed move
   * @return piece code 1..28
   */
  public static int moved(int m) {
    return (m >>> 15) & 0x1f;
  }

  /**
   * The captured piece's code.
   *
   * @param m packed move
   * @return piece code, 0 when nothing is captured
   */
  public static int captured(int m) {
    return (m >>> 20) & 0x1f;
  }

  /**
   * The move without its moved and captured piece fields: the part a USI string determines.
   *
   * @param m packed move
   * @return the from, to and promotion bits
   */
  public static int raw(int m) {
    return m & 0x7fff;
  }

  /**
   * The from, to and promotion bits of a public move: the packed move without its piece fields,
   * which {@link Board#complete(int)} fills in.
   *
   * @param move a move value
   * @return the raw packed bits
   */
  public static int raw(Move move) {
    if (move instanceof Drop d) {
      return drop(d.type().ordinal(), d.to().ordinal(), 0);
    }
    BoardMove b = (BoardMove) move;
    return board(b.from().ordinal(), b.to().ordinal(), b.promote(), 0, 0);
  }

  /**
   * The public move of a packed one. Each move value is made on first use and then shared.
   *
   * @param m packed move
   * @return the move value
   */
  public static Move toMove(int m) {
    int to = to(m);
    int i =
        isDrop(m)
            ? 81 * 81 * 2 + dropType(m) * 81 + to
            : (from(m) * 81 + to) * 2 + (isPromote(m) ? 1 : 0);
    Move v = MOVE_VALUES[i];
    if (v == null) {
      v =
          isDrop(m)
              ? new Drop(PieceType.ofOrdinal(dropType(m)), Square.ofIndex(to))
              : new BoardMove(Square.ofIndex(from(m)), Square.ofIndex(to), isPromote(m));
      MOVE_VALUES[i] = v;
    }
    return v;
  }

  /**
   * Each move value, made on first use and then shared: board moves at {@code (from * 81 + to) * 2
   * + promote}, drops after them by kind and square. Threads that race for a slot may each make an
   * equal value; moves are immutable records, which publish safely through their final fields.
   */
  private static final Move[] MOVE_VALUES = new Move[81 * 81 * 2 + 7 * 81];

  /**
   * The USI text of a packed move.
   *
   * @param m packed move
   * @return for example {@code "7g7f"}
   */
  public static String toUsi(int m) {
    StringBuilder sb = new StringBuilder(5);
    if (isDrop(m)) {
      sb.append("PLNSBRG".charAt(dropType(m))).append('*');
    } else {
      appendSquare(sb, from(m));
    }
    appendSquare(sb, to(m));
    if (isPromote(m)) {
      sb.append('+');
    }
    return sb.toString();
  }

  private static void appendSquare(StringBuilder sb, int sq) {
    sb.append((char) ('1' + sq / 9)).append((char) ('a' + sq % 9));
  }
}
