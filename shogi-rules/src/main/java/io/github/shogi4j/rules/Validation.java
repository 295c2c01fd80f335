package io.github.shogi4j.rules;

/**
 * How strictly a {@link Setup} is checked before it becomes a {@link Position}. Every level refuses
 * two kings of one color and more pieces of a kind than one hand holds.
 */
public enum Validation {
  /**
   * Refuse anything that could not arise in a game: each side needs exactly one king, no dead
   * pieces, no nifu, no more pieces than a set has, the side not to move not in check.
   */
  STRICT,
  /**
   * As {@link #STRICT}, except that the side to move may have no king: tsume problems (詰将棋) give
   * the attacker none.
   */
  TSUME,
  /**
   * Refuse only what makes the rules inapplicable (two kings of one color) or what a hand could not
   * count (more pieces of a kind than one hand holds, {@link PositionProblem.Kind#HAND_CAPACITY}).
   * Missing kings and odd material are accepted and the rules are applied as far as they go: a side
   * without a king is never in check. Kings are never captured, even when the side not to move is
   * in check.
   */
  LENIENT
}
