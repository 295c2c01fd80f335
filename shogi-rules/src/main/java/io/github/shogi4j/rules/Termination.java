package io.github.shogi4j.rules;

/**
 * How a game ended (終局の理由): the endings that the rules, the players, the clock or the arbiter
 * decide, which a {@link Game} and an {@link Outcome} hold.
 *
 * <p>The first seven are decided by the position, the history and the {@link Rules}: a {@link Game}
 * reaches them by itself after a move, or judges a declaration ({@link Game#declareImpasse()}). The
 * others are facts that only the players, the clock or the arbiter supply ({@link Game#conclude}),
 * which the position cannot contradict beyond the winner.
 *
 * <p>Each ending says whether it has a winner, and {@link Outcome} holds to it: <i>always</i>, for
 * an ending that is someone's loss; <i>never</i>, for a draw or an ending that decides nothing;
 * <i>either</i> where both occur.
 *
 * <p><b>Our decision:</b> words that only a game record holds are not endings of a game and are not
 * here: a sealed move (封じ手, the game is adjourned and goes on), a take-back (待った, CSA {@code
 * %MATTA}), a tsume record's statement that there is no mate (不詰, {@code %FUZUMI}) and a word a
 * reader does not know. shogi-kif keeps them beside these endings in its own kind of record ending.
 * An abort (中断), a forfeit (不戦勝/不戦敗), a draw by agreement and an error of a program or server do
 * end a game (an engine match ends games by them), so they are here.
 */
public enum Termination {
  /** Checkmate (詰み): the side to move is in check and has no legal move, and loses. Always won. */
  CHECKMATE,
  /**
   * The side to move has no legal move while not in check, and loses (not a draw in shogi). Always
   * won.
   */
  NO_LEGAL_MOVES,
  /** Fourfold repetition (千日手): a draw. Never won. */
  SENNICHITE,
  /**
   * Fourfold repetition during which one side checked with every move (連続王手の千日手): it loses. Always
   * won.
   */
  PERPETUAL_CHECK,
  /**
   * An impasse declaration (入玉宣言): won if it meets the rule in force, otherwise lost; a draw under
   * the 24-point rule's band. Either.
   */
  IMPASSE_DECLARATION,
  /** The move limit was reached: a draw. Never won. */
  MAX_MOVES,
  /**
   * Try rule (トライルール), an optional rule: a king that reaches the square the opponent's king started
   * on (5a for sente, 5i for gote) wins. Always won.
   */
  TRY_RULE,
  /** Resignation (投了). Always won, by the side that did not resign. */
  RESIGNATION,
  /** Loss on time (切れ負け, %TIME_UP). Always won, by the side whose clock was not running. */
  TIME_LOSS,
  /** An illegal move or action (反則): the side that broke the rule loses. Always won. */
  ILLEGAL_MOVE,
  /**
   * Impasse settled by agreement or by points (持将棋, %JISHOGI), with no declaration: usually a draw,
   * won by a side whose opponent is short of points ({@link Impasse#pointCount}). Either.
   */
  AGREED_IMPASSE,
  /** A draw by agreement or adjudication not covered above (引き分け, %HIKIWAKE). Never won. */
  DRAW,
  /**
   * The game was stopped without a result (中断, %CHUDAN), by the players, the arbiter or the server.
   * Never won.
   */
  ABORT,
  /**
   * A win or loss by default (不戦勝 / 不戦敗): the game was not played, or a player could not start it.
   * Always won.
   */
  FORFEIT,
  /**
   * An error of a program or of the game server ended the game (%ERROR; an engine that crashed or
   * broke the protocol in a match): won by the other side when the arbiter holds a player's program
   * at fault, otherwise no winner. Either.
   */
  ERROR
}
