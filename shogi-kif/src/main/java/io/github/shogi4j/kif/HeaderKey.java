package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The header meanings that have a typed accessor on {@link GameRecord}, with the keys each format
 * spells them with. Reading keeps every header verbatim ({@link Header}); this enum only says which
 * keys mean the same thing, so that a record read from one format can be written to another.
 *
 * <p>The first KIF key is the one KIF writers use. In handicap games KIF writes {@code 下手} (the
 * receiver, who plays sente) and {@code 上手} (the giver, gote).
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

  /** A KIF date: date, an optional weekday in brackets, an optional time, nothing else. */
  private static final Pattern KIF_DATE =
      Pattern.compile(
          "(\\d{4})[/\\-](\\d{1,2})[/\\-](\\d{1,2})(?:\\s*[(（][^)）]{1,3}[)）])?"
              + "(?:[\\s　]+(\\d{1,2}):(\\d{2})(?::(\\d{2}))?)?");

  /** A KIF time control: {@code 各}, hours and/or minutes, an optional byoyomi, nothing else. */
  private static final Pattern KIF_TIME_CONTROL =
      Pattern.compile(
          "各?\\s*(?:(\\d{1,2})時間)?\\s*(?:(\\d{1,3})分)?"
              + "(?:\\s*\\+\\s*(\\d{1,3})秒|\\s*[(（]1手(\\d{1,3})秒[)）])?");

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
   * A KIF or KI2 value of this meaning in the form CSA gives it, when the value reads as one: dates
   * ({@code 1999/07/15(木) 19:07:12}, {@code 2009/08/23(日) 4:06:08}) become {@code YYYY/MM/DD
   * HH:MM:SS} (or {@code YYYY/MM/DD} without a time) for {@link #START_TIME} and {@link #END_TIME},
   * and time controls ({@code 15分+60秒}, {@code 各２時間}, {@code 10分 (1手30秒)}) become {@code HH:MM+SS}
   * for {@link #TIME_CONTROL}. A value that does not read whole (a note after the time, a Fischer
   * increment), and any value of another meaning, is returned as given.
   *
   * @param value the value as a KIF file writes it
   * @return the value for the CSA key
   */
  public String csaValue(String value) {
    Preconditions.checkNotNull(value, "value");
    String v = asciiDigits(value.strip());
    if (this == START_TIME || this == END_TIME) {
      Matcher m = KIF_DATE.matcher(v);
      if (m.matches()) {
        String date =
            String.format(
                Locale.ROOT,
                "%04d/%02d/%02d",
                Integer.parseInt(m.group(1)),
                Integer.parseInt(m.group(2)),
                Integer.parseInt(m.group(3)));
        return m.group(4) == null
            ? date
            : date
                + String.format(
                    Locale.ROOT,
                    " %02d:%02d:%02d",
                    Integer.parseInt(m.group(4)),
                    Integer.parseInt(m.group(5)),
                    m.group(6) == null ? 0 : Integer.parseInt(m.group(6)));
      }
    } else if (this == TIME_CONTROL) {
      Matcher m = KIF_TIME_CONTROL.matcher(v);
      if (m.matches() && (m.group(1) != null || m.group(2) != null)) {
        int minutes =
            (m.group(1) == null ? 0 : 60 * Integer.parseInt(m.group(1)))
                + (m.group(2) == null ? 0 : Integer.parseInt(m.group(2)));
        String byoyomi = m.group(3) != null ? m.group(3) : m.group(4);
        return String.format(
            Locale.ROOT,
            "%02d:%02d+%02d",
            minutes / 60,
            minutes % 60,
            byoyomi == null ? 0 : Integer.parseInt(byoyomi));
      }
    }
    return value;
  }

  /** Full-width digits (KIF writes {@code ２時間}) as ASCII digits. */
  private static String asciiDigits(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      sb.append(c >= '０' && c <= '９' ? (char) ('0' + (c - '０')) : c);
    }
    return sb.toString();
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
