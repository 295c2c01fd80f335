package io.github.shogi4j.rules.internal;

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
