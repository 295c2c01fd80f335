package io.github.shogi4j.kif;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Optional;

/**
 * The header meanings that have a typed accessor on {@link GameRecord}, with the keys each format
 * spells them with. Reading keeps every header verbatim ({@link Header}); this enum only says which
 * keys mean the same thing, so that a record read from one format can be written to another.
 *
 * <p>The first KIF key is the one KIF writers use. In handicap games KIF writes {@code 下手}
 * (the receiver, who plays sente) and {@code 上手} (the giver, gote).
 */
public enum HeaderKey {
  /** The sente player's name (先手, or 下手 in a handicap game). */
  SENTE(ImmutableList.of("先手", "下手"), "N+"),
  /** The gote player's name (後手, or 上手 in a handicap game). */
  GOTE(ImmutableList.of("後手", "上手"), "N-"),
  /** When the game started (開始日時), as text. */
  START_TIME(ImmutableList.of("開始日時"), "$START_TIME"),
  /** When the game ended (終了日時), as text. */
  END_TIME(ImmutableList.of("終了日時"), "$END_TIME"),
  /** The event or tournament (棋戦). */
  EVENT(ImmutableList.of("棋戦"), "$EVENT"),
  /** Where the game was played (場所). */
  SITE(ImmutableList.of("場所"), "$SITE"),
  /** The time control (持ち時間). */
  TIME_CONTROL(ImmutableList.of("持ち時間"), "$TIME_LIMIT"),
  /** The opening (戦型). */
  OPENING(ImmutableList.of("戦型"), "$OPENING"),
  /** The handicap name (手合割), as written. */
  HANDICAP(ImmutableList.of("手合割"), "");

  private final List<String> kifKeys;
  private final String csaKey;

  HeaderKey(List<String> kifKeys, String csaKey) {
    this.kifKeys = kifKeys;
    this.csaKey = csaKey;
  }

  /**
   * The keys KIF and KI2 files use for this meaning, the usual one first.
   *
   * @return an immutable list, never empty
   */
  public List<String> kifKeys() {
    return kifKeys;
  }

  /**
   * The key CSA files use ({@code N+}, {@code $EVENT}, ...).
   *
   * @return the key, or the empty string when CSA has none (the handicap is a CSA board)
   */
  public String csaKey() {
    return csaKey;
  }

  /**
   * The meaning of a CSA key ({@code N+}, {@code $EVENT}, ...).
   *
   * @param key a key as read
   * @return the meaning, or empty when the key is no CSA key of this enum
   */
  public static Optional<HeaderKey> ofCsaKey(String key) {
    for (HeaderKey k : values()) {
      if (!k.csaKey.isEmpty() && k.csaKey.equals(key)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }

  /**
   * The meaning of a key in any format.
   *
   * @param key a key as read
   * @return the meaning, or empty when no constant {@link #matches} the key
   */
  public static Optional<HeaderKey> of(String key) {
    for (HeaderKey k : values()) {
      if (k.matches(key)) {
        return Optional.of(k);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether a verbatim key means this.
   *
   * @param key a key as read
   * @return true for one of the KIF keys or the CSA key
   */
  public boolean matches(String key) {
    return kifKeys.contains(key) || (!csaKey.isEmpty() && csaKey.equals(key));
  }
}
