package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Termination;
import java.util.Optional;

/**
 * What a line of a record ends with (終局の種類): one of the endings of a game that the rules know
 * ({@link Termination}, under the same name), or a word that only a record holds.
 *
 * <p><b>Our decision</b> on the record's words, which end a line of a record but not a game, so
 * that they have no {@link Termination}, no winner and no place in a {@link
 * io.github.shogi4j.rules.Game} or an {@link io.github.shogi4j.rules.Outcome}:
 *
 * <ul>
 *   <li>{@link #NO_MATE} (不詰, CSA {@code %FUZUMI}): a tsume record's statement that the position
 *       has no mate; no game was played.
 *   <li>{@link #SEALED_MOVE} (封じ手): the game was adjourned and goes on another day.
 *   <li>{@link #MATTA} (待った, CSA {@code %MATTA}): a take-back; whether it cost the game (a foul
 *       under the JSA rules) the record does not say.
 *   <li>{@link #UNKNOWN}: a word this library does not know; the ending's text keeps it.
 * </ul>
 *
 * An abort (中断, {@code %CHUDAN}), a forfeit (不戦勝 / 不戦敗), a draw (引き分け, {@code %HIKIWAKE}) and an
 * error ({@code %ERROR}) end a game, and are endings of the rules.
 *
 * <p>Immutable and thread-safe.
 */
public enum EndingKind {
  /** {@link Termination#CHECKMATE}: 詰み, {@code %TSUMI}. */
  CHECKMATE(Termination.CHECKMATE),
  /** {@link Termination#NO_LEGAL_MOVES}: the side to move has no legal move, not in check. */
  NO_LEGAL_MOVES(Termination.NO_LEGAL_MOVES),
  /** {@link Termination#SENNICHITE}: 千日手, {@code %SENNICHITE}. */
  SENNICHITE(Termination.SENNICHITE),
  /** {@link Termination#PERPETUAL_CHECK}: 連続王手の千日手. */
  PERPETUAL_CHECK(Termination.PERPETUAL_CHECK),
  /** {@link Termination#IMPASSE_DECLARATION}: 入玉勝ち, 宣言勝ち, {@code %KACHI}. */
  IMPASSE_DECLARATION(Termination.IMPASSE_DECLARATION),
  /** {@link Termination#MAX_MOVES}: the move limit, {@code %MAX_MOVES}. */
  MAX_MOVES(Termination.MAX_MOVES),
  /** {@link Termination#TRY_RULE}: トライ. */
  TRY_RULE(Termination.TRY_RULE),
  /** {@link Termination#RESIGNATION}: 投了, {@code %TORYO}. */
  RESIGNATION(Termination.RESIGNATION),
  /** {@link Termination#TIME_LOSS}: 切れ負け, 時間切れ, {@code %TIME_UP}. */
  TIME_LOSS(Termination.TIME_LOSS),
  /** {@link Termination#ILLEGAL_MOVE}: 反則勝ち, 反則負け, {@code %ILLEGAL_MOVE}. */
  ILLEGAL_MOVE(Termination.ILLEGAL_MOVE),
  /** {@link Termination#AGREED_IMPASSE}: 持将棋, {@code %JISHOGI}. */
  AGREED_IMPASSE(Termination.AGREED_IMPASSE),
  /** {@link Termination#DRAW}: 引き分け, {@code %HIKIWAKE}. */
  DRAW(Termination.DRAW),
  /** {@link Termination#ABORT}: 中断, {@code %CHUDAN}. */
  ABORT(Termination.ABORT),
  /** {@link Termination#FORFEIT}: 不戦勝, 不戦敗. */
  FORFEIT(Termination.FORFEIT),
  /** {@link Termination#ERROR}: {@code %ERROR}. */
  ERROR(Termination.ERROR),
  /** A record word: a tsume record's statement that there is no mate (不詰, {@code %FUZUMI}). */
  NO_MATE(null),
  /** A record word: a sealed move (封じ手); the game was adjourned. */
  SEALED_MOVE(null),
  /** A record word: a take-back (待った, {@code %MATTA}). */
  MATTA(null),
  /** A record word this library does not know; the ending's text keeps it. */
  UNKNOWN(null);

  private static final EndingKind[] OF_TERMINATION = new EndingKind[Termination.values().length];

  static {
    for (EndingKind k : values()) {
      if (k.termination != null) {
        OF_TERMINATION[k.termination.ordinal()] = k;
      }
    }
  }

  private final Termination termination; // null for a record word

  EndingKind(Termination termination) {
    this.termination = termination;
  }

  /**
   * The ending of the rules this kind is.
   *
   * @return the termination of the same name, or empty for a word that only a record holds
   */
  public Optional<Termination> termination() {
    return Optional.ofNullable(termination);
  }

  /**
   * Whether this kind is a word that only a record holds ({@link #NO_MATE}, {@link #SEALED_MOVE},
   * {@link #MATTA}, {@link #UNKNOWN}): no ending of a game, never won.
   *
   * @return true when it has no {@link #termination()}
   */
  public boolean isRecordWord() {
    return termination == null;
  }

  /**
   * The kind of an ending of the rules.
   *
   * @param termination the ending
   * @return the kind of the same name
   */
  public static EndingKind of(Termination termination) {
    Preconditions.checkNotNull(termination, "termination");
    return OF_TERMINATION[termination.ordinal()];
  }
}
