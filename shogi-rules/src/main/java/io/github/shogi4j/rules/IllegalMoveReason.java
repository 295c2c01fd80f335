package io.github.shogi4j.rules;

/** Why a move is illegal in a position; the names are the rule names used in validation reports. */
public enum IllegalMoveReason {
  /** A pawn dropped on a file that already holds an unpromoted pawn of the same side (二歩). */
  NIFU,
  /** A pawn drop that gives checkmate (打ち歩詰め). */
  UCHIFUZUME,
  /**
   * A drop, or an unpromoted move, to a square the piece could never leave (行き所のない駒): a pawn or
   * lance on the last rank, a knight on the last two.
   */
  DEAD_PIECE,
  /** The move leaves the mover's own king attacked (王手放置, or a pinned piece moving). */
  KING_LEFT_IN_CHECK,
  /**
   * The piece does not move that way, the path is blocked, the destination holds an own piece or a
   * king, or the promotion is not allowed.
   */
  ILLEGAL_MOVEMENT,
  /** The origin square is empty. */
  NO_PIECE,
  /** The piece on the origin square belongs to the opponent (相手の駒). */
  NOT_YOUR_PIECE,
  /** The dropped kind is not in the mover's hand. */
  NOT_IN_HAND
}
