package io.github.shogi4j.rules;

/**
 * How an impasse (入玉, both kings safe in the enemy camp) is settled by a declaration (入玉宣言).
 *
 * <p>Every rule requires, for a valid declaration: it is the declarer's turn, the declarer's king
 * stands in the enemy camp (the three farthest ranks), the declarer is not in check, and at least
 * ten of the declarer's other pieces stand in the enemy camp. The declarer's points count its
 * pieces in the enemy camp plus its hand, rook and bishop (promoted or not) 5, every other piece 1,
 * the king nothing. {@link Impasse#declaration} judges a declaration under any of these rules.
 */
public enum ImpasseRule {
  /** No declaration is possible; an impasse is settled by other means (a move limit, agreement). */
  NONE,
  /**
   * The 24-point rule (24点法) as a declaration rule: with the conditions met, 31 points or more win,
   * 24 to 30 points draw (持将棋), fewer than 24 lose; a declaration that misses a condition loses.
   */
  POINTS_24,
  /**
   * The CSA declaration rule (27点法, 宣言法) used by computer shogi and floodgate: with the conditions
   * met, 28 points for sente or 27 for gote win; anything else loses. The thresholds are fixed
   * whatever pieces are missing from the board (see docs/rules.md); there is no draw.
   */
  POINTS_27,
  /**
   * {@link #POINTS_24} adjusted for handicap games: the points of the pieces missing from the full
   * set (removed by the handicap) are credited to gote, the handicap giver (上手).
   */
  POINTS_24_HANDICAP,
  /**
   * {@link #POINTS_27} adjusted for handicap games: the points of the pieces missing from the full
   * set (removed by the handicap) are credited to gote, the handicap giver (上手).
   */
  POINTS_27_HANDICAP;

  /**
   * Whether this rule has a draw band (only the 24-point rules).
   *
   * @return true for {@link #POINTS_24} and {@link #POINTS_24_HANDICAP}
   */
  public boolean hasDrawBand() {
    return this == POINTS_24 || this == POINTS_24_HANDICAP;
  }

  /**
   * Whether missing pieces are credited to the handicap giver.
   *
   * @return true for the two handicap variants
   */
  public boolean isHandicapAdjusted() {
    return this == POINTS_24_HANDICAP || this == POINTS_27_HANDICAP;
  }
}
