package io.github.shogi4j.rules.internal;

import io.github.shogi4j.rules.ImpasseRule;

/**
 * The impasse (入玉) count and declaration verdict (入玉宣言) on the internal board: the one routine
 * behind {@link io.github.shogi4j.rules.Impasse} and the search's declaration test.
 *
 * <p>Rook and bishop, promoted or not, count 5 points; every other piece but the king 1. A
 * declaration needs the declarer's turn, its king in the enemy camp (the three farthest ranks), not
 * being in check and ten other pieces in the enemy camp; then its points (pieces in the camp plus
 * hand, with the missing material credited to gote under a handicap-adjusted rule) decide: the
 * 27-point rules win with 28 for sente and 27 for gote, the 24-point rules win with 31, draw with
 * 24 to 30 and lose below. Stateless and thread-safe.
 */
public final class ImpasseCount {
  private ImpasseCount() {}

  /** The points of a full set of pieces, both sides together, kings excluded. */
  public static final int FULL_SET_POINTS = 54;

  /** The fewest of the declarer's other pieces that must stand in the enemy camp. */
  public static final int PIECES_IN_CAMP = 10;

  /** {@link #verdict}: the declarer wins. */
  public static final int WIN = 0;

  /** {@link #verdict}: a draw (持将棋), only under the 24-point rules. */
  public static final int DRAW = 1;

  /** {@link #verdict}: the declarer loses. */
  public static final int LOSE = 2;

  /**
   * The impasse value of a piece kind.
   *
   * @param type piece-type code ({@link PieceCodes})
   * @return 5 for rook, bishop, dragon and horse, 0 for the king, 1 otherwise
   */
  public static int value(int type) {
    if (type == PieceCodes.KING) {
      return 0;
    }
    int t = PieceCodes.unpromoted(type);
    return t == PieceCodes.BISHOP || t == PieceCodes.ROOK ? 5 : 1;
  }

  /**
   * The points of a packed hand.
   *
   * @param hand packed hand ({@link HandBits})
   * @return the sum of its pieces' values
   */
  public static int handPoints(int hand) {
    return HandBits.total(hand)
        + 4 * (HandBits.count(hand, PieceCodes.BISHOP) + HandBits.count(hand, PieceCodes.ROOK));
  }

  /**
   * A side's pieces other than the king, in the enemy camp or on the whole board: their number and
   * their points.
   *
   * @param board the board
   * @param color 0 for sente, 1 for gote
   * @param campOnly whether to count only the enemy camp
   * @return {@code pieces << 16 | points}
   */
  public static int count(Board board, int color, boolean campOnly) {
    int pieces = 0;
    int points = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p == 0 || PieceCodes.color(p) != color || (campOnly && !Board.inZone(color, s))) {
        continue;
      }
      int t = PieceCodes.type(p);
      if (t != PieceCodes.KING) {
        pieces++;
        points += value(t);
      }
    }
    return pieces << 16 | points;
  }

  /**
   * A side's points over the whole board plus its hand (the professional count).
   *
   * @param board the board
   * @param color 0 for sente, 1 for gote
   * @return the points
   */
  public static int points(Board board, int color) {
    return (count(board, color, false) & 0xffff) + handPoints(board.hand(color));
  }

  /**
   * The points missing from the full set (a handicap's removed pieces), never negative.
   *
   * @param board the board
   * @return {@link #FULL_SET_POINTS} less both sides' points
   */
  public static int missingPoints(Board board) {
    return Math.max(0, FULL_SET_POINTS - points(board, 0) - points(board, 1));
  }

  /**
   * A declarer's declaration points: its pieces in the enemy camp plus its hand, and the missing
   * material for gote under a handicap-adjusted rule.
   *
   * @param board the board
   * @param color the declarer
   * @param campPoints the points of its pieces in the camp ({@link #count} with campOnly)
   * @param rule the rule
   * @return the points the declaration is judged by
   */
  public static int declarationPoints(Board board, int color, int campPoints, ImpasseRule rule) {
    int points = campPoints + handPoints(board.hand(color));
    return rule.isHandicapAdjusted() && color == 1 ? points + missingPoints(board) : points;
  }

  /**
   * The verdict on a declaration.
   *
   * @param rule the rule, not {@link ImpasseRule#NONE}
   * @param color the declarer
   * @param conditionsMet whether turn, king in camp, no check and ten pieces in camp all hold
   * @param points the declaration points
   * @return {@link #WIN}, {@link #DRAW} or {@link #LOSE}
   */
  public static int verdict(ImpasseRule rule, int color, boolean conditionsMet, int points) {
    if (!conditionsMet) {
      return LOSE;
    }
    if (rule.hasDrawBand()) {
      return points >= 31 ? WIN : points >= 24 ? DRAW : LOSE;
    }
    return points >= (color == 0 ? 28 : 27) ? WIN : LOSE;
  }

  /**
   * Whether the side to move wins by declaring now under a rule: the search's test, cheap when the
   * king has not entered the enemy camp.
   *
   * @param board the board
   * @param rule the rule; {@link ImpasseRule#NONE} never wins
   * @return true if the declaration wins
   */
  public static boolean wins(Board board, ImpasseRule rule) {
    int us = board.sideToMove();
    int king = board.kingSquare(us);
    if (rule == ImpasseRule.NONE || king < 0 || !Board.inZone(us, king)) {
      return false;
    }
    int camp = count(board, us, true);
    if (camp >>> 16 < PIECES_IN_CAMP) {
      return false;
    }
    int points = declarationPoints(board, us, camp & 0xffff, rule);
    return verdict(rule, us, true, points) == WIN && !board.inCheck();
  }
}
