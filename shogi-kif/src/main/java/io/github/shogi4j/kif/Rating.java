package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import java.util.Optional;

/**
 * A player's rating (レーティング) as a game server states it in the record: floodgate writes {@code
 * 'black_rate:NAME:1234.5} and {@code 'white_rate:NAME:1234.5} comment lines in its CSA files. The
 * CSA reader keeps them as headers {@value #SENTE_KEY} and {@value #GOTE_KEY} holding {@code
 * NAME:1234.5} as written, and the CSA writer writes them back as the same lines.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param player the player's name as the rating line gives it
 * @param rate the rating
 */
public record Rating(String player, double rate) {
  /** The header that holds sente's rating line ({@code 'black_rate:}). */
  public static final String SENTE_KEY = "black_rate";

  /** The header that holds gote's rating line ({@code 'white_rate:}). */
  public static final String GOTE_KEY = "white_rate";

  /**
   * Checks the fields.
   *
   * @param player the name
   * @param rate a finite number
   */
  public Rating {
    Preconditions.checkNotNull(player, "player");
    Preconditions.checkArgument(Double.isFinite(rate), "rate %s is not a finite number", rate);
  }

  /**
   * The header key of a side's rating.
   *
   * @param side sente or gote
   * @return {@value #SENTE_KEY} or {@value #GOTE_KEY}
   */
  public static String key(Color side) {
    return side == Color.SENTE ? SENTE_KEY : GOTE_KEY;
  }

  /**
   * Parses a rating header's value {@code NAME:1234.5} (the name may hold colons: the rate is after
   * the last one).
   *
   * @param value the header's value
   * @return the rating, or empty when the text after the last colon is no finite number
   */
  public static Optional<Rating> parse(String value) {
    int colon = value.lastIndexOf(':');
    if (colon < 0) {
      return Optional.empty();
    }
    try {
      double rate = Double.parseDouble(value.substring(colon + 1).strip());
      return Double.isFinite(rate)
          ? Optional.of(new Rating(value.substring(0, colon), rate))
          : Optional.empty();
    } catch (NumberFormatException e) {
      return Optional.empty();
    }
  }
}
