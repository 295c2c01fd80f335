package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.internal.HandBits;

/**
 * The pieces one side holds in hand (持ち駒): a count for each of the seven kinds that can be dropped.
 *
 * <p>A value: immutable and thread-safe; equal hands have equal counts.
 *
 * <h2>Limits</h2>
 *
 * Counts may exceed a game's material (odd test and tsume positions), up to {@link #MAX_PAWNS} (31)
 * pawns and {@link #MAX_OTHERS} (15) of every other kind: {@link #capacity}. A position is accepted
 * only when no capture can carry a hand past these limits: at every validation level, each kind's
 * pieces on the board and in both hands together must fit in one hand ({@link
 * PositionProblem.Kind#HAND_CAPACITY}), so every hand reached by play is counted exactly.
 */
public final class Hand {
  /** The most pawns a hand holds. */
  public static final int MAX_PAWNS = 31;

  /** The most pieces of each kind other than the pawn a hand holds. */
  public static final int MAX_OTHERS = 15;

  /** The empty hand (持ち駒なし). */
  public static final Hand EMPTY = new Hand(0);

  private final int packed;

  private Hand(int packed) {
    this.packed = packed;
  }

  static Hand ofPacked(int packed) {
    return packed == 0 ? EMPTY : new Hand(packed);
  }

  int packed() {
    return packed;
  }

  /**
   * The most pieces of a kind a hand holds.
   *
   * @param type a hand kind (pawn, lance, knight, silver, bishop, rook, gold)
   * @return {@link #MAX_PAWNS} for pawns, {@link #MAX_OTHERS} for the other kinds
   * @throws IllegalArgumentException if the kind cannot be in hand
   */
  public static int capacity(PieceType type) {
    Preconditions.checkArgument(type.isHandType(), "%s cannot be held in hand", type);
    return HandBits.max(type.ordinal());
  }

  /**
   * How many pieces of a kind this hand holds.
   *
   * @param type a hand kind (pawn, lance, knight, silver, bishop, rook, gold)
   * @return the count; 0 for kinds that are never in hand
   */
  public int count(PieceType type) {
    return type.isHandType() ? HandBits.count(packed, type.ordinal()) : 0;
  }

  /**
   * This hand with one kind's count replaced.
   *
   * @param type a hand kind
   * @param count 0 to {@link #capacity} (31 for pawns, 15 for the other kinds)
   * @return the new hand
   * @throws IllegalArgumentException if the kind cannot be in hand or the count is out of range
   */
  public Hand with(PieceType type, int count) {
    int max = capacity(type);
    Preconditions.checkArgument(
        count >= 0 && count <= max, "count %s of %s is outside 0..%s", count, type, max);
    return ofPacked(HandBits.with(packed, type.ordinal(), count));
  }

  /**
   * This hand with one more piece of a kind.
   *
   * @param type a hand kind
   * @return the new hand
   * @throws IllegalArgumentException if the kind cannot be in hand or the count would overflow
   */
  public Hand plus(PieceType type) {
    return with(type, count(type) + 1);
  }

  /**
   * The number of pieces in this hand.
   *
   * @return the sum of all counts
   */
  public int size() {
    return HandBits.total(packed);
  }

  /**
   * Whether the hand holds nothing.
   *
   * @return true for the empty hand
   */
  public boolean isEmpty() {
    return packed == 0;
  }

  /**
   * Whether this hand holds at least as many pieces of every kind as the other.
   *
   * @param other another hand
   * @return true if this hand dominates the other
   */
  public boolean containsAll(Hand other) {
    return HandBits.dominates(packed, other.packed);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof Hand && ((Hand) o).packed == packed;
  }

  @Override
  public int hashCode() {
    return packed;
  }

  /**
   * The hand in SFEN order (R B G S N L P) for sente, for example {@code "R2P"}, or {@code "-"}
   * when empty.
   *
   * @return a readable form
   */
  @Override
  public String toString() {
    if (packed == 0) {
      return "-";
    }
    StringBuilder sb = new StringBuilder();
    for (PieceType t : SFEN_ORDER) {
      int n = count(t);
      if (n > 1) {
        sb.append(n);
      }
      if (n > 0) {
        sb.append(t.usi());
      }
    }
    return sb.toString();
  }

  /** The canonical SFEN order of hand kinds: rook, bishop, gold, silver, knight, lance, pawn. */
  static final PieceType[] SFEN_ORDER = {
    PieceType.ROOK,
    PieceType.BISHOP,
    PieceType.GOLD,
    PieceType.SILVER,
    PieceType.KNIGHT,
    PieceType.LANCE,
    PieceType.PAWN
  };
}
