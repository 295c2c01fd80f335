package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.internal.ImpasseCount;
import java.util.Optional;

/**
 * Impasse (入玉, 持将棋): point counting, the declaration rules (入玉宣言) and the try rule.
 *
 * <h2>Points</h2>
 *
 * Rook and bishop, promoted or not, count 5 (大駒); every other piece except the king counts 1 (小駒).
 * A full set is worth 27 points a side, 54 in all. {@link #points} counts a side's pieces on the
 * whole board plus its hand (the professional point count); {@link #declarationPoints} counts only
 * its pieces in the enemy camp plus its hand (what a declaration is judged by).
 *
 * <h2>Declarations</h2>
 *
 * {@link #declaration(Position, Color, ImpasseRule)} judges a declaration under an {@link
 * ImpasseRule}: it is valid only when it is the declarer's turn, the declarer's king is in the
 * enemy camp (the three farthest ranks), the declarer is not in check and at least ten of its other
 * pieces are in the enemy camp. A valid declaration is then judged by its points: the CSA 27-point
 * rule wins with 28 points for sente and 27 for gote, and loses otherwise; the 24-point rule wins
 * with 31 or more, draws with 24 to 30 and loses below 24. A declaration that misses a condition
 * loses under every rule.
 *
 * <p>Stateless and thread-safe.
 */
public final class Impasse {
  private Impasse() {}

  /** The points of a full set of pieces, both sides together, kings excluded. */
  public static final int FULL_SET_POINTS = ImpasseCount.FULL_SET_POINTS;

  /** The fewest of the declarer's other pieces that must stand in the enemy camp. */
  public static final int PIECES_IN_CAMP = ImpasseCount.PIECES_IN_CAMP;

  /** The verdict on a declaration. */
  public enum Verdict {
    /** The declarer wins (宣言勝ち). */
    WIN,
    /** A draw (持将棋); only the 24-point rules have one. */
    DRAW,
    /** The declarer loses: a condition is not met or the points are too few. */
    LOSE
  }

  /**
   * A judged declaration, with the facts it was judged on.
   *
   * <p>A value: immutable and thread-safe.
   *
   * @param declarer the declaring side
   * @param rule the rule it was judged by
   * @param verdict the result for the declarer
   * @param points the declarer's points: pieces in the enemy camp plus hand, including the credit
   *     for missing pieces under a handicap-adjusted rule
   * @param piecesInCamp the declarer's pieces other than the king in the enemy camp
   * @param declarersTurn whether it was the declarer's turn
   * @param kingInCamp whether the declarer's king stands in the enemy camp
   * @param inCheck whether the declarer's king is attacked
   */
  public record Declaration(
      Color declarer,
      ImpasseRule rule,
      Verdict verdict,
      int points,
      int piecesInCamp,
      boolean declarersTurn,
      boolean kingInCamp,
      boolean inCheck) {

    /**
     * Checks the fields.
     *
     * @param declarer the declaring side
     * @param rule the rule
     * @param verdict the verdict
     * @param points the points
     * @param piecesInCamp the pieces in camp
     * @param declarersTurn whether it was the declarer's turn
     * @param kingInCamp whether the king is in camp
     * @param inCheck whether the declarer is in check
     */
    public Declaration {
      Preconditions.checkNotNull(declarer, "declarer");
      Preconditions.checkNotNull(rule, "rule");
      Preconditions.checkNotNull(verdict, "verdict");
    }

    /**
     * Whether the conditions other than the points hold (turn, king in camp, not in check, ten
     * pieces in camp).
     *
     * @return true if only the points decide
     */
    public boolean conditionsMet() {
      return declarersTurn && kingInCamp && !inCheck && piecesInCamp >= PIECES_IN_CAMP;
    }

    /**
     * The game's outcome after this declaration: the declarer wins, loses, or the game is drawn, by
     * {@link Termination#IMPASSE_DECLARATION}.
     *
     * @return the outcome
     */
    public Outcome outcome() {
      switch (verdict) {
        case WIN:
          return Outcome.win(declarer, Termination.IMPASSE_DECLARATION);
        case LOSE:
          return Outcome.win(declarer.opposite(), Termination.IMPASSE_DECLARATION);
        default:
          return Outcome.noWinner(Termination.IMPASSE_DECLARATION);
      }
    }
  }

  /**
   * The impasse value of a piece kind: 5 for rook, bishop, dragon and horse, 0 for the king, 1
   * otherwise.
   *
   * @param type the kind
   * @return its points
   */
  public static int value(PieceType type) {
    Preconditions.checkNotNull(type, "type");
    return ImpasseCount.value(type.ordinal());
  }

  /**
   * The points of a hand.
   *
   * @param hand the hand
   * @return the sum of its pieces' values
   */
  public static int value(Hand hand) {
    Preconditions.checkNotNull(hand, "hand");
    return ImpasseCount.handPoints(hand.packed());
  }

  /**
   * A side's points over the whole board plus its hand (the professional count, 持将棋の点数).
   *
   * @param position the position
   * @param color the side
   * @return the points
   */
  public static int points(Position position, Color color) {
    check(position, color);
    return ImpasseCount.points(position.board(), color.ordinal());
  }

  /**
   * A side's declaration points: its pieces in the enemy camp plus its hand, without any handicap
   * credit.
   *
   * @param position the position
   * @param color the side
   * @return the points
   */
  public static int declarationPoints(Position position, Color color) {
    check(position, color);
    int camp = ImpasseCount.count(position.board(), color.ordinal(), true);
    return (camp & 0xffff) + value(position.hand(color));
  }

  /**
   * The number of a side's pieces, king excluded, in the enemy camp (the three farthest ranks).
   *
   * @param position the position
   * @param color the side
   * @return the count
   */
  public static int piecesInCamp(Position position, Color color) {
    check(position, color);
    return ImpasseCount.count(position.board(), color.ordinal(), true) >>> 16;
  }

  /**
   * The points missing from the full set (pieces removed by a handicap or absent from a composed
   * position): {@link #FULL_SET_POINTS} minus both sides' {@link #points}, never negative.
   *
   * @param position the position
   * @return the missing points
   */
  public static int missingPoints(Position position) {
    Preconditions.checkNotNull(position, "position");
    return ImpasseCount.missingPoints(position.board());
  }

  private static void check(Position position, Color color) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(color, "color");
  }

  /**
   * Judges a declaration by the side to move.
   *
   * @param position the position
   * @param rule the rule, not {@link ImpasseRule#NONE}
   * @return the judged declaration
   * @throws IllegalArgumentException for {@link ImpasseRule#NONE}
   */
  public static Declaration declaration(Position position, ImpasseRule rule) {
    Preconditions.checkNotNull(position, "position");
    return declaration(position, position.sideToMove(), rule);
  }

  /**
   * Judges a declaration by a given side. A side that is not to move may not declare: its
   * declaration loses.
   *
   * @param position the position
   * @param declarer the declaring side
   * @param rule the rule, not {@link ImpasseRule#NONE}
   * @return the judged declaration
   * @throws IllegalArgumentException for {@link ImpasseRule#NONE}
   */
  public static Declaration declaration(Position position, Color declarer, ImpasseRule rule) {
    check(position, declarer);
    Preconditions.checkNotNull(rule, "rule");
    Preconditions.checkArgument(rule != ImpasseRule.NONE, "ImpasseRule.NONE has no declaration");
    boolean turn = position.sideToMove() == declarer;
    Optional<Square> king = position.kingSquare(declarer);
    boolean kingInCamp = king.isPresent() && king.get().isPromotionZone(declarer);
    boolean inCheck = position.isAttackedKing(declarer);
    int c = declarer.ordinal();
    int camp = ImpasseCount.count(position.board(), c, true);
    int pieces = camp >>> 16;
    int points = ImpasseCount.declarationPoints(position.board(), c, camp & 0xffff, rule);
    boolean conditions = turn && kingInCamp && !inCheck && pieces >= PIECES_IN_CAMP;
    Verdict verdict = VERDICTS[ImpasseCount.verdict(rule, c, conditions, points)];
    return new Declaration(declarer, rule, verdict, points, pieces, turn, kingInCamp, inCheck);
  }

  /** By {@link ImpasseCount#WIN}, {@link ImpasseCount#DRAW}, {@link ImpasseCount#LOSE}. */
  private static final Verdict[] VERDICTS = {Verdict.WIN, Verdict.DRAW, Verdict.LOSE};

  /**
   * The professional settlement of an impasse by point count (JSA 24-point rule, 24点法, applied by
   * agreement when both kings have entered): a side with fewer than 24 {@link #points} loses; when
   * both have 24 or more the game is drawn (持将棋). When both have fewer (possible only with material
   * missing) it is drawn too.
   *
   * @param position the position
   * @return the outcome, with {@link Termination#AGREED_IMPASSE}
   */
  public static Outcome pointCount(Position position) {
    boolean senteShort = points(position, Color.SENTE) < 24;
    boolean goteShort = points(position, Color.GOTE) < 24;
    if (senteShort != goteShort) {
      return Outcome.win(senteShort ? Color.GOTE : Color.SENTE, Termination.AGREED_IMPASSE);
    }
    return Outcome.noWinner(Termination.AGREED_IMPASSE);
  }

  /**
   * The try square (トライ) of a side: the square the opponent's king starts on, 5a for sente and 5i
   * for gote.
   *
   * @param color the side
   * @return the square its king must reach
   */
  public static Square trySquare(Color color) {
    Preconditions.checkNotNull(color, "color");
    return color == Color.SENTE ? Square.SQ51 : Square.SQ59;
  }

  /**
   * Whether a side's king stands on its try square.
   *
   * @param position the position
   * @param color the side
   * @return true if the try rule would award it the game
   */
  public static boolean isTry(Position position, Color color) {
    Preconditions.checkNotNull(position, "position");
    return position.kingSquare(color).equals(Optional.of(trySquare(color)));
  }
}
