package io.github.shogi4j.rules.internal;

import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.PieceType;

/**
 * The packed form of a hand (持ち駒): one int with a count for each of the seven hand kinds.
 *
 * <p>Layout by piece-type ordinal: pawn bits 0-4 (up to 31), then four bits each (up to 15) for
 * lance, knight, silver, bishop, rook and gold. Counts beyond a game's material are allowed so that
 * odd test and tsume positions can be held.
 */
public final class HandBits {
  private HandBits() {}

  private static final int[] SHIFT = {0, 5, 9, 13, 17, 21, 25};
  private static final int[] MASK = {31, 15, 15, 15, 15, 15, 15};

  /**
   * The packed form of a public hand, read through its counts.
   *
   * @param hand the hand
   * @return the packed hand
   */
  public static int of(Hand hand) {
    int packed = 0;
    for (int t = 0; t < 7; t++) { // hand kinds: the first seven piece types
      packed = with(packed, t, hand.count(PieceType.ofOrdinal(t)));
    }
    return packed;
  }

  /**
   * The public hand of a packed one.
   *
   * @param hand packed hand
   * @return the hand value
   */
  public static Hand toHand(int hand) {
    Hand h = Hand.EMPTY;
    for (int t = 0; t < 7; t++) { // hand kinds: the first seven piece types
      int n = count(hand, t);
      if (n != 0) {
        h = h.with(PieceType.ofOrdinal(t), n);
      }
    }
    return h;
  }

  /**
   * The largest count the packed form holds for a kind.
   *
   * @param type hand-kind ordinal 0..6
   * @return 31 for pawns, 15 otherwise
   */
  public static int max(int type) {
    return MASK[type];
  }

  /**
   * The count of one kind.
   *
   * @param hand packed hand
   * @param type hand-kind ordinal 0..6
   * @return the count
   */
  public static int count(int hand, int type) {
    return (hand >>> SHIFT[type]) & MASK[type];
  }

  /**
   * One more of a kind; the caller guarantees the count stays within {@link #max}.
   *
   * @param hand packed hand
   * @param type hand-kind ordinal 0..6
   * @return the new packed hand
   */
  public static int add(int hand, int type) {
    return hand + (1 << SHIFT[type]);
  }

  /**
   * One fewer of a kind; the caller guarantees the count is positive.
   *
   * @param hand packed hand
   * @param type hand-kind ordinal 0..6
   * @return the new packed hand
   */
  public static int remove(int hand, int type) {
    return hand - (1 << SHIFT[type]);
  }

  /**
   * A hand with one kind's count replaced.
   *
   * @param hand packed hand
   * @param type hand-kind ordinal 0..6
   * @param count 0..{@link #max}
   * @return the new packed hand
   */
  public static int with(int hand, int type, int count) {
    return (hand & ~(MASK[type] << SHIFT[type])) | (count << SHIFT[type]);
  }

  /**
   * The mover's hand once a packed move is played: less the dropped piece, plus the captured one
   * (unpromoted), as it was for any other move.
   *
   * @param hand the mover's packed hand before the move
   * @param m packed move with its piece fields
   * @return the packed hand after it
   */
  public static int afterMove(int hand, int m) {
    if (Moves.isDrop(m)) {
      return remove(hand, Moves.dropType(m));
    }
    int captured = Moves.captured(m);
    return captured == 0 ? hand : add(hand, PieceCodes.unpromoted(PieceCodes.type(captured)));
  }

  /** The top bit of each four-bit field (lance to gold), free while every count is below 8. */
  private static final int SPARE =
      (1 << 8) | (1 << 12) | (1 << 16) | (1 << 20) | (1 << 24) | (1 << 28);

  /**
   * Whether hand {@code a} holds at least as many of every kind as hand {@code b} (used for
   * superior and inferior positions, 優等局面 / 劣等局面).
   *
   * @param a packed hand
   * @param b packed hand
   * @return true if a dominates b
   */
  public static boolean dominates(int a, int b) {
    if (((a | b) & SPARE) == 0) {
      // Every four-bit field below 8: a borrow out of a field shows in its top bit.
      return (a & 31) >= (b & 31) && ((((a | SPARE) - (b & ~31)) & SPARE) == SPARE);
    }
    for (int t = 0; t < 7; t++) {
      if (count(a, t) < count(b, t)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The total number of pieces in a hand.
   *
   * @param hand packed hand
   * @return the sum of the counts
   */
  public static int total(int hand) {
    int n = 0;
    for (int t = 0; t < 7; t++) {
      n += count(hand, t);
    }
    return n;
  }
}
