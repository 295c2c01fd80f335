package io.github.shogi4j.kif.training;

import io.github.shogi4j.rules.Color;
import java.util.Optional;

/**
 * A game's result as HCPE files store it (one byte): 0 a draw (引き分け), 1 sente (先手) won, 2 gote (後手)
 * won.
 */
public enum GameResult {
  /** Neither side won: repetition, impasse, a game left unfinished. Byte 0. */
  DRAW,
  /** Sente won. Byte 1. */
  SENTE_WIN,
  /** Gote won. Byte 2. */
  GOTE_WIN;

  /**
   * The result of a winner.
   *
   * @param winner the side that won, or empty for a draw
   * @return the result
   */
  public static GameResult of(Optional<Color> winner) {
    return winner.map(c -> c == Color.SENTE ? SENTE_WIN : GOTE_WIN).orElse(DRAW);
  }

  /**
   * The result of a byte.
   *
   * @param code 0, 1 or 2
   * @return the result
   * @throws TrainingDataException for any other byte
   */
  public static GameResult ofCode(int code) {
    if (code < 0 || code > 2) {
      throw new TrainingDataException(-1, "game result " + code + " is not 0, 1 or 2");
    }
    return values()[code];
  }

  /**
   * The byte of this result.
   *
   * @return 0, 1 or 2
   */
  public int code() {
    return ordinal();
  }

  /**
   * The winner.
   *
   * @return the side that won, or empty for a draw
   */
  public Optional<Color> winner() {
    return this == DRAW
        ? Optional.empty()
        : Optional.of(this == SENTE_WIN ? Color.SENTE : Color.GOTE);
  }
}
