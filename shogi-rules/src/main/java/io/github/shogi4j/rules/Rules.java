package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * The rule choices that decide how a game ends where shogi rule sets differ: the impasse (入玉)
 * declaration rule, the move limit, whether perpetual check (連続王手の千日手) loses, and the try rule
 * (トライルール). The same value drives adjudication everywhere: {@link Game}, the validation of game
 * records, engine matches.
 *
 * <p>What no rule set disputes is fixed and not configurable: checkmate loses, having no legal move
 * while not in check loses, and the fourth occurrence of a position (千日手) ends the game.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param impasseRule how an impasse declaration (入玉宣言) is judged
 * @param moveLimit the number of moves (plies, both sides' moves counted) played in a {@link Game}
 *     after which the game is drawn ({@link Termination#MAX_MOVES}); empty for no limit. An outcome
 *     reached by the limit move itself (a mate, a repetition) takes precedence over the draw. Only
 *     the moves played in the game count, not the move number of the start position.
 * @param perpetualCheckLoses whether the side that checked with every move of a fourfold repetition
 *     loses ({@link Termination#PERPETUAL_CHECK}); when false such a repetition is an ordinary draw
 *     ({@link Termination#SENNICHITE})
 * @param tryRule whether a king that reaches the square the opponent's king started on wins ({@link
 *     Termination#TRY_RULE})
 */
public record Rules(
    ImpasseRule impasseRule, OptionalInt moveLimit, boolean perpetualCheckLoses, boolean tryRule) {

  /**
   * The Japan Shogi Association's rules for professional games: perpetual check loses, no move
   * limit, impasse by the 24-point rule ({@link ImpasseRule#POINTS_24}; professionals settle it by
   * agreement and point count, see {@link Impasse#pointCount}).
   */
  public static final Rules JSA =
      new Rules(ImpasseRule.POINTS_24, OptionalInt.empty(), true, false);

  /**
   * Computer shogi as played on floodgate and in CSA tournaments: the 27-point declaration rule
   * ({@link ImpasseRule#POINTS_27}), a draw after 256 moves, perpetual check loses.
   */
  public static final Rules CSA =
      new Rules(ImpasseRule.POINTS_27, OptionalInt.of(256), true, false);

  /**
   * Casual play: a draw after 300 moves as the simplified impasse rule, no declaration, perpetual
   * check loses.
   */
  public static final Rules CASUAL = new Rules(ImpasseRule.NONE, OptionalInt.of(300), true, false);

  /**
   * Checks the fields.
   *
   * @param impasseRule the impasse declaration rule
   * @param moveLimit the move limit, positive when present
   * @param perpetualCheckLoses whether perpetual check loses
   * @param tryRule whether the try rule applies
   */
  public Rules {
    Preconditions.checkNotNull(impasseRule, "impasseRule");
    Preconditions.checkNotNull(moveLimit, "moveLimit");
    Preconditions.checkArgument(
        moveLimit.isEmpty() || moveLimit.getAsInt() > 0,
        "the move limit must be positive: %s",
        moveLimit);
  }

  /**
   * A preset by name, ignoring case: {@code jsa}, {@code csa} (also {@code floodgate}) or {@code
   * casual}.
   *
   * @param name the preset's name
   * @return the preset, or empty for an unknown name
   */
  public static Optional<Rules> preset(String name) {
    Preconditions.checkNotNull(name, "name");
    switch (name.strip().toLowerCase(Locale.ROOT)) {
      case "jsa":
        return Optional.of(JSA);
      case "csa":
      case "floodgate":
        return Optional.of(CSA);
      case "casual":
        return Optional.of(CASUAL);
      default:
        return Optional.empty();
    }
  }

  /**
   * These rules with another impasse rule.
   *
   * @param rule the impasse declaration rule
   * @return the new rules
   */
  public Rules withImpasseRule(ImpasseRule rule) {
    return new Rules(rule, moveLimit, perpetualCheckLoses, tryRule);
  }

  /**
   * These rules with a move limit.
   *
   * @param plies the number of moves after which the game is drawn, positive
   * @return the new rules
   * @throws IllegalArgumentException if the limit is not positive
   */
  public Rules withMoveLimit(int plies) {
    return new Rules(impasseRule, OptionalInt.of(plies), perpetualCheckLoses, tryRule);
  }

  /**
   * These rules without a move limit.
   *
   * @return the new rules
   */
  public Rules withoutMoveLimit() {
    return new Rules(impasseRule, OptionalInt.empty(), perpetualCheckLoses, tryRule);
  }

  /**
   * These rules with perpetual check losing or not.
   *
   * @param loses true if the perpetually checking side loses, false for a plain draw
   * @return the new rules
   */
  public Rules withPerpetualCheckLoses(boolean loses) {
    return new Rules(impasseRule, moveLimit, loses, tryRule);
  }

  /**
   * These rules with the try rule (トライルール) on or off.
   *
   * @param on whether the try rule applies
   * @return the new rules
   */
  public Rules withTryRule(boolean on) {
    return new Rules(impasseRule, moveLimit, perpetualCheckLoses, on);
  }

  /**
   * The rules in words, for example {@code Rules[impasseRule=POINTS_27, moveLimit=256,
   * perpetualCheckLoses=true, tryRule=false]}; {@code moveLimit=none} without a limit.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return "Rules[impasseRule="
        + impasseRule
        + ", moveLimit="
        + (moveLimit.isPresent() ? String.valueOf(moveLimit.getAsInt()) : "none")
        + ", perpetualCheckLoses="
        + perpetualCheckLoses
        + ", tryRule="
        + tryRule
        + "]";
  }
}
