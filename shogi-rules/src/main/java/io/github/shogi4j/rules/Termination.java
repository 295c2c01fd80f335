package io.github.shogi4j.rules;

/**
 * How a game ended (終局の理由): the vocabulary shared by game adjudication, kifu formats and engine
 * matches. The first seven are decided by the position and the history alone; the others are facts
 * that only a game record (or the people playing) can supply.
 */
public enum Termination {
  /** Checkmate (詰み): the side to move is in check and has no legal move, and loses. */
  CHECKMATE,
  /** The side to move has no legal move while not in check, and loses (not a draw in shogi). */
  NO_LEGAL_MOVES,
  /** Fourfold repetition (千日手): a draw. */
  SENNICHITE,
  /** Fourfold repetition during which one side checked with every move (連続王手の千日手): it loses. */
  PERPETUAL_CHECK,
  /** An impasse declaration (入玉宣言): won if it meets the rule in force, otherwise lost. */
  IMPASSE_DECLARATION,
  /** The move limit was reached: a draw. */
  MAX_MOVES,
  /**
   * Try rule (トライルール), an optional rule: a king that reaches the square the opponent's king started
   * on (5a for sente, 5i for gote) wins.
   */
  TRY_RULE,
  /** Resignation (投了). */
  RESIGNATION,
  /** Loss on time (切れ負け, %TIME_UP). */
  TIME_LOSS,
  /** An illegal move or action (反則): the side that broke the rule loses. */
  ILLEGAL_MOVE,
  /** Impasse settled by agreement or by points (持将棋, %JISHOGI), with no declaration. */
  AGREED_IMPASSE,
  /** A draw by agreement or adjudication not covered above (引き分け, %HIKIWAKE). */
  DRAW,
  /** The game was interrupted (中断, %CHUDAN). */
  ABORT,
  /** A win or loss by default (不戦勝 / 不戦敗): the game was not played. */
  FORFEIT,
  /** A tsume record's statement that there is no mate (不詰, %FUZUMI). */
  NO_MATE,
  /** A sealed move (封じ手): the game was adjourned. */
  SEALED_MOVE,
  /** A take-back (待った, %MATTA), recorded by CSA. */
  MATTA,
  /** An error in the game server or program (%ERROR). */
  ERROR,
  /** A termination word this library does not know; records keep the original text. */
  UNKNOWN
}
