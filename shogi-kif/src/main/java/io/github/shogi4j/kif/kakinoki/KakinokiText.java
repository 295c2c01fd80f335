package io.github.shogi4j.kif.kakinoki;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Small text helpers shared by the KIF and KI2 readers and writers. */
final class KakinokiText {
  static final Pattern VARIATION = Pattern.compile("^変化[：:][ 　\\t]*([0-9０-９]+)[ 　\\t]*手");
  private static final Pattern TIME = Pattern.compile(
      "^\\(\\s*(\\d+):(\\d+)(?:\\.\\d*)?\\s*(?:/\\s*(\\d+):(\\d+):(\\d+)(?:\\.\\d*)?\\s*)?\\)");

  private KakinokiText() {}

  /** Splits text into lines, accepting LF, CRLF and CR. */
  static List<String> lines(String text) {
    List<String> out = new ArrayList<>();
    int start = 0;
    int n = text.length();
    for (int i = 0; i < n; i++) {
      char c = text.charAt(i);
      if (c == '\n' || c == '\r') {
        out.add(text.substring(start, i));
        if (c == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
          i++;
        }
        start = i + 1;
      }
    }
    if (start < n) {
      out.add(text.substring(start));
    }
    return out;
  }

  /** Full-width digits, colon, slash and parentheses to half-width; other characters kept. */
  static String halfWidth(CharSequence s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      if (c >= '０' && c <= '９') {
        sb.append((char) ('0' + (c - '０')));
      } else if (c == '：') {
        sb.append(':');
      } else if (c == '／') {
        sb.append('/');
      } else if (c == '（') {
        sb.append('(');
      } else if (c == '）') {
        sb.append(')');
      } else if (c == '　') {
        sb.append(' ');
      } else {
        sb.append(c);
      }
    }
    return sb.toString();
  }

  /** Parsed times after a move: spent and total, and where the match ended. */
  static final class Times {
    final Optional<Duration> spent;
    final Optional<Duration> total;
    final int end;

    Times(Optional<Duration> spent, Optional<Duration> total, int end) {
      this.spent = spent;
      this.total = total;
      this.end = end;
    }
  }

  /**
   * Reads a time field {@code ( m:ss/h:mm:ss)} at the start of a half-width text.
   *
   * @return the times, or empty when no time field starts there
   */
  static Optional<Times> time(String s) {
    Matcher m = TIME.matcher(s);
    if (!m.find()) {
      return Optional.empty();
    }
    Duration spent = Duration.ofMinutes(Long.parseLong(m.group(1)))
        .plusSeconds(Long.parseLong(m.group(2)));
    Optional<Duration> total = m.group(3) == null ? Optional.empty()
        : Optional.of(Duration.ofHours(Long.parseLong(m.group(3)))
            .plusMinutes(Long.parseLong(m.group(4))).plusSeconds(Long.parseLong(m.group(5))));
    return Optional.of(new Times(Optional.of(spent), total, m.end()));
  }

  /** Formats a time field: {@code ( 0:16/00:00:16)}. */
  static String formatTime(Optional<Duration> spent, Optional<Duration> total) {
    Duration s = spent.orElse(Duration.ZERO);
    Duration t = total.orElse(Duration.ZERO);
    long sm = s.getSeconds() / 60;
    long ss = s.getSeconds() % 60;
    long th = t.getSeconds() / 3600;
    long tm = t.getSeconds() / 60 % 60;
    long ts = t.getSeconds() % 60;
    return String.format("(%2d:%02d/%02d:%02d:%02d)", sm, ss, th, tm, ts);
  }

  /** Display width: full-width characters count 2, half-width 1. */
  static int width(CharSequence s) {
    int w = 0;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      w += c < 0x80 || (c >= '\uFF61' && c <= '\uFF9F') ? 1 : 2;
    }
    return w;
  }

  /** Pads to a display width with half-width spaces. */
  static String pad(String s, int width) {
    StringBuilder sb = new StringBuilder(s);
    for (int w = width(s); w < width; w++) {
      sb.append(' ');
    }
    return sb.toString();
  }
}
