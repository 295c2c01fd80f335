package io.github.shogi4j.rules;

import java.util.Optional;

/**
 * One of the 81 squares (升目) of the board.
 *
 * <p>Files 1..9 run right to left and ranks 1..9 top to bottom, as sente sees the board. The
 * constant {@code SQ76} is file 7, rank 6: {@code "7f"} in USI, {@code "76"} in CSA, ７六 in Japanese
 * notation. Ordinals are file-major: {@code (file - 1) * 9 + (rank - 1)}, so that the ordinal can
 * index tables.
 */
public enum Square {
  /** File 1, rank 1 (USI 1a). */
  SQ11,
  /** File 1, rank 2 (USI 1b). */
  SQ12,
  /** File 1, rank 3 (USI 1c). */
  SQ13,
  /** File 1, rank 4 (USI 1d). */
  SQ14,
  /** File 1, rank 5 (USI 1e). */
  SQ15,
  /** File 1, rank 6 (USI 1f). */
  SQ16,
  /** File 1, rank 7 (USI 1g). */
  SQ17,
  /** File 1, rank 8 (USI 1h). */
  SQ18,
  /** File 1, rank 9 (USI 1i). */
  SQ19,
  /** File 2, rank 1 (USI 2a). */
  SQ21,
  /** File 2, rank 2 (USI 2b). */
  SQ22,
  /** File 2, rank 3 (USI 2c). */
  SQ23,
  /** File 2, rank 4 (USI 2d). */
  SQ24,
  /** File 2, rank 5 (USI 2e). */
  SQ25,
  /** File 2, rank 6 (USI 2f). */
  SQ26,
  /** File 2, rank 7 (USI 2g). */
  SQ27,
  /** File 2, rank 8 (USI 2h). */
  SQ28,
  /** File 2, rank 9 (USI 2i). */
  SQ29,
  /** File 3, rank 1 (USI 3a). */
  SQ31,
  /** File 3, rank 2 (USI 3b). */
  SQ32,
  /** File 3, rank 3 (USI 3c). */
  SQ33,
  /** File 3, rank 4 (USI 3d). */
  SQ34,
  /** File 3, rank 5 (USI 3e). */
  SQ35,
  /** File 3, rank 6 (USI 3f). */
  SQ36,
  /** File 3, rank 7 (USI 3g). */
  SQ37,
  /** File 3, rank 8 (USI 3h). */
  SQ38,
  /** File 3, rank 9 (USI 3i). */
  SQ39,
  /** File 4, rank 1 (USI 4a). */
  SQ41,
  /** File 4, rank 2 (USI 4b). */
  SQ42,
  /** File 4, rank 3 (USI 4c). */
  SQ43,
  /** File 4, rank 4 (USI 4d). */
  SQ44,
  /** File 4, rank 5 (USI 4e). */
  SQ45,
  /** File 4, rank 6 (USI 4f). */
  SQ46,
  /** File 4, rank 7 (USI 4g). */
  SQ47,
  /** File 4, rank 8 (USI 4h). */
  SQ48,
  /** File 4, rank 9 (USI 4i). */
  SQ49,
  /** File 5, rank 1 (USI 5a). */
  SQ51,
  /** File 5, rank 2 (USI 5b). */
  SQ52,
  /** File 5, rank 3 (USI 5c). */
  SQ53,
  /** File 5, rank 4 (USI 5d). */
  SQ54,
  /** File 5, rank 5 (USI 5e). */
  SQ55,
  /** File 5, rank 6 (USI 5f). */
  SQ56,
  /** File 5, rank 7 (USI 5g). */
  SQ57,
  /** File 5, rank 8 (USI 5h). */
  SQ58,
  /** File 5, rank 9 (USI 5i). */
  SQ59,
  /** File 6, rank 1 (USI 6a). */
  SQ61,
  /** File 6, rank 2 (USI 6b). */
  SQ62,
  /** File 6, rank 3 (USI 6c). */
  SQ63,
  /** File 6, rank 4 (USI 6d). */
  SQ64,
  /** File 6, rank 5 (USI 6e). */
  SQ65,
  /** File 6, rank 6 (USI 6f). */
  SQ66,
  /** File 6, rank 7 (USI 6g). */
  SQ67,
  /** File 6, rank 8 (USI 6h). */
  SQ68,
  /** File 6, rank 9 (USI 6i). */
  SQ69,
  /** File 7, rank 1 (USI 7a). */
  SQ71,
  /** File 7, rank 2 (USI 7b). */
  SQ72,
  /** File 7, rank 3 (USI 7c). */
  SQ73,
  /** File 7, rank 4 (USI 7d). */
  SQ74,
  /** File 7, rank 5 (USI 7e). */
  SQ75,
  /** File 7, rank 6 (USI 7f). */
  SQ76,
  /** File 7, rank 7 (USI 7g). */
  SQ77,
  /** File 7, rank 8 (USI 7h). */
  SQ78,
  /** File 7, rank 9 (USI 7i). */
  SQ79,
  /** File 8, rank 1 (USI 8a). */
  SQ81,
  /** File 8, rank 2 (USI 8b). */
  SQ82,
  /** File 8, rank 3 (USI 8c). */
  SQ83,
  /** File 8, rank 4 (USI 8d). */
  SQ84,
  /** File 8, rank 5 (USI 8e). */
  SQ85,
  /** File 8, rank 6 (USI 8f). */
  SQ86,
  /** File 8, rank 7 (USI 8g). */
  SQ87,
  /** File 8, rank 8 (USI 8h). */
  SQ88,
  /** File 8, rank 9 (USI 8i). */
  SQ89,
  /** File 9, rank 1 (USI 9a). */
  SQ91,
  /** File 9, rank 2 (USI 9b). */
  SQ92,
  /** File 9, rank 3 (USI 9c). */
  SQ93,
  /** File 9, rank 4 (USI 9d). */
  SQ94,
  /** File 9, rank 5 (USI 9e). */
  SQ95,
  /** File 9, rank 6 (USI 9f). */
  SQ96,
  /** File 9, rank 7 (USI 9g). */
  SQ97,
  /** File 9, rank 8 (USI 9h). */
  SQ98,
  /** File 9, rank 9 (USI 9i). */
  SQ99;

  private static final Square[] VALUES = values();

  /**
   * The square at the given file and rank.
   *
   * @param file 1 to 9
   * @param rank 1 to 9
   * @return the square
   * @throws IllegalArgumentException if a coordinate is outside 1..9
   */
  public static Square of(int file, int rank) {
    if (file < 1 || file > 9 || rank < 1 || rank > 9) {
      throw new IllegalArgumentException("no square at file " + file + ", rank " + rank);
    }
    return VALUES[(file - 1) * 9 + (rank - 1)];
  }

  /**
   * The square with the given ordinal.
   *
   * @param index 0 to 80
   * @return the square
   * @throws IllegalArgumentException if out of range
   */
  public static Square ofIndex(int index) {
    if (index < 0 || index >= 81) {
      throw new IllegalArgumentException("no square with index " + index);
    }
    return VALUES[index];
  }

  /**
   * Parses a USI square such as {@code "7g"}.
   *
   * @param text two characters: a file digit 1-9 and a rank letter a-i
   * @return the square, or empty when the text is not a square
   */
  public static Optional<Square> parseUsi(CharSequence text) {
    if (text.length() != 2) {
      return Optional.empty();
    }
    int file = text.charAt(0) - '0';
    int rank = text.charAt(1) - 'a' + 1;
    if (file < 1 || file > 9 || rank < 1 || rank > 9) {
      return Optional.empty();
    }
    return Optional.of(of(file, rank));
  }

  /**
   * The file (筋), 1 to 9, counted from sente's right.
   *
   * @return the file
   */
  public int file() {
    return ordinal() / 9 + 1;
  }

  /**
   * The rank (段), 1 to 9, counted from gote's side.
   *
   * @return the rank
   */
  public int rank() {
    return ordinal() % 9 + 1;
  }

  /**
   * The USI name of this square.
   *
   * @return for example {@code "7g"}
   */
  public String toUsi() {
    return "" + (char) ('0' + file()) + (char) ('a' + rank() - 1);
  }

  /**
   * The CSA name of this square: file digit then rank digit.
   *
   * @return for example {@code "77"}
   */
  public String toCsa() {
    return "" + file() + rank();
  }

  /**
   * The rank as seen by the given side: 1 is that side's farthest rank.
   *
   * @param color the side
   * @return 1 to 9
   */
  public int relativeRank(Color color) {
    return color == Color.SENTE ? rank() : 10 - rank();
  }

  /**
   * Whether this square is in the given side's promotion zone (敵陣), the three ranks farthest from
   * it.
   *
   * @param color the side
   * @return true for ranks 1-3 for sente, 7-9 for gote
   */
  public boolean isPromotionZone(Color color) {
    return relativeRank(color) <= 3;
  }

  /**
   * The square seen from the other side (rotated 180 degrees).
   *
   * @return the square at file {@code 10 - file}, rank {@code 10 - rank}
   */
  public Square flip() {
    return VALUES[80 - ordinal()];
  }
}
