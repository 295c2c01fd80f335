package io.github.shogi4j.rules.notation;

/** What Japanese move text says about promotion. */
public enum Promotion {
  /** Nothing written: the piece does not promote (or cannot). */
  UNSPECIFIED,
  /** 成: the piece promotes. */
  PROMOTE,
  /** 不成 (also 生): the piece could promote and does not. */
  NO_PROMOTION
}
