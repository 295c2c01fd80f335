package io.github.shogi4j.kif.kakinoki;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.replay.Durations;
import io.github.shogi4j.kif.replay.RecordBuilder;
import java.time.Duration;
import java.util.Optional;

/** Small text helpers shared by the KIF and KI2 readers and writers. */
final class KakinokiText {

  private KakinokiText() {}

  /**
   * Where the lines of a text start and end, accepting LF, CRLF and CR, without a string per line:
   * element 0 is the number of lines n, and line i (from 0) is {@code text} from element {@code 2i
   * + 1} to element {@code 2i + 2}, its line end left out. The line ends are found by {@link
   * String#indexOf(int, int)} (which the JVM scans fast), keeping the next CR and the next LF at
   * hand.
   */
  static int[] lineBounds(String text) {
    int[] out = new int[2 * (text.length() / 24 + 8) + 1]; // about one line per 24 characters
    int count = 0;
    int start = 0;
    int n = text.length();
    int lf = text.indexOf('\n');
    int cr = text.indexOf('\r');
    while (lf >= 0 || cr >= 0) {
      int i = lf < 0 || (cr >= 0 && cr < lf) ? cr : lf; // the first line end
      out = addLine(out, count++, start, i);
      if (i == cr && lf == i + 1) {
        i++; // CRLF: one line end
      }
      start = i + 1;
      if (lf >= 0 && lf < start) {
        lf = text.indexOf('\n', start);
      }
      if (cr >= 0 && cr < start) {
        cr = text.indexOf('\r', start);
      }
    }
    if (start < n) {
      out = addLine(out, count++, start, n);
    }
    out[0] = count;
    return out;
  }

  /** Stores line {@code index} of {@link #lineBounds}, growing the array when it is full. */
  private static int[] addLine(int[] bounds, int index, int start, int end) {
    int[] out =
        2 * index + 2 < bounds.length
            ? bounds
            : java.util.Arrays.copyOf(bounds, 2 * bounds.length + 1);
    out[2 * index + 1] = start;
    out[2 * index + 2] = end;
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

  /** Parsed times after a move: spent and total, and where the field ended. */
  static final class Times {
    final Optional<Duration> spent;
    final Optional<Duration> total;
    final int end;

    Times(Optional<Duration> spent, Optional<Duration> total, int end) {
      this.spent = spent;
      this.total = total;
      this.end = end;
    }

    /** Whether a record can hold both times: each below RecordMove.TIME_LIMIT. */
    boolean holdable() {
      return spent.map(Durations::holds).orElse(true) && total.map(Durations::holds).orElse(true);
    }
  }

  /** No time recorded. */
  static final Times NO_TIMES = new Times(Optional.empty(), Optional.empty(), 0);

  /**
   * A character with full-width digits, colon, slash, parentheses and space read as their
   * half-width forms (as {@link #halfWidth} maps them).
   */
  static char half(char c) {
    if (c < 0x80) {
      return c;
    }
    if (c >= '０' && c <= '９') {
      return (char) ('0' + (c - '０'));
    }
    switch (c) {
      case '：':
        return ':';
      case '／':
        return '/';
      case '（':
        return '(';
      case '）':
        return ')';
      case '　':
        return ' ';
      default:
        return c;
    }
  }

  /** Whether a half-width character is regex {@code \s}. */
  private static boolean isRegexSpace(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\u000B' || c == '\f' || c == '\r';
  }

  /** The end of a run of 1 to 9 digits (any width) at {@code i}, or -1. */
  private static int digits(CharSequence s, int i) {
    int j = i;
    while (j < s.length() && half(s.charAt(j)) >= '0' && half(s.charAt(j)) <= '9') {
      j++;
    }
    return j == i || j - i > 9 ? -1 : j;
  }

  private static long value(CharSequence s, int from, int to) {
    long v = 0;
    for (int i = from; i < to; i++) {
      v = v * 10 + (half(s.charAt(i)) - '0');
    }
    return v;
  }

  /**
   * Reads a time field {@code ( m:ss/h:mm:ss)} (the time spent may be {@code h:mm:ss} too) at
   * offset {@code i}, full-width characters read as half-width ones; each number has at most 9
   * digits, and seconds may have a decimal fraction. Nothing is read from {@code end} on (the end
   * of the line).
   *
   * @return the times with {@link Times#end} the offset after the closing parenthesis, or empty
   *     when no time field starts there
   */
  static Optional<Times> time(String s, int i, int end) {
    TimeScanner t = new TimeScanner(s, i, end);
    long spentSeconds = t.openingAndSpent();
    if (spentSeconds < 0) {
      return Optional.empty();
    }
    // at most 9 digits per number: the sums below cannot overflow a long
    Optional<Duration> spent = Durations.seconds(spentSeconds);
    Optional<Duration> total = Optional.empty();
    if (t.take('/')) {
      t.skipSpaces();
      long h = t.number();
      long m = h >= 0 && t.take(':') ? t.number() : -1;
      long sec = m >= 0 && t.take(':') ? t.number() : -1;
      if (sec < 0) {
        return Optional.empty();
      }
      total = Durations.seconds(h * 3600 + m * 60 + sec);
      t.fractionAndSpaces();
    }
    return t.take(')') ? Optional.of(new Times(spent, total, t.at)) : Optional.empty();
  }

  /**
   * Reads a time field whose total is left empty, {@code ( m:s/)}, as 81Dojo's KIF export writes
   * it; only called where {@link #time} found no field. Nothing is read from {@code end} on.
   *
   * @return the time spent with no total, {@link Times#end} after the closing parenthesis, or empty
   *     when no such field starts at {@code i}
   */
  static Optional<Times> timeWithEmptyTotal(String s, int i, int end) {
    TimeScanner t = new TimeScanner(s, i, end);
    long spentSeconds = t.openingAndSpent();
    if (spentSeconds < 0 || !t.take('/')) {
      return Optional.empty();
    }
    t.skipSpaces();
    return t.take(')')
        ? Optional.of(new Times(Durations.seconds(spentSeconds), Optional.empty(), t.at))
        : Optional.empty();
  }

  /** A cursor over a time field, reading each character once, as {@link #half} maps it. */
  private static final class TimeScanner {
    private final String s;
    private final int end;
    int at;

    TimeScanner(String s, int at, int end) {
      this.s = s;
      this.at = at;
      this.end = end;
    }

    /** The half-width character at the cursor, or 0 at the end. */
    private char peek() {
      return at < end ? half(s.charAt(at)) : 0;
    }

    /** Steps over {@code c} when it is next. */
    boolean take(char c) {
      if (peek() == c) {
        at++;
        return true;
      }
      return false;
    }

    /** Skips regex {@code \s} characters. */
    void skipSpaces() {
      while (isRegexSpace(peek())) {
        at++;
      }
    }

    /** A run of 1 to 9 digits and its value, or -1 (the cursor then means nothing). */
    long number() {
      int from = at;
      long v = 0;
      for (char c = peek(); c >= '0' && c <= '9'; c = peek()) {
        v = v * 10 + (c - '0');
        at++;
      }
      return at == from || at - from > 9 ? -1 : v;
    }

    /**
     * Reads {@code ( m:ss} or {@code ( h:mm:ss} and the spaces after it (a fraction of the seconds
     * is skipped).
     *
     * @return the time spent in seconds, or -1 when no such opening is at the cursor
     */
    long openingAndSpent() {
      if (!take('(')) {
        return -1;
      }
      skipSpaces();
      long minutes = number();
      long seconds = minutes >= 0 && take(':') ? number() : -1;
      if (seconds < 0) {
        return -1;
      }
      if (take(':')) { // h:mm:ss, as some writers put a move of an hour or more
        long hours = minutes;
        minutes = seconds;
        seconds = number();
        if (seconds < 0) {
          return -1;
        }
        minutes += hours * 60;
      }
      fractionAndSpaces();
      return minutes * 60 + seconds;
    }

    /** Skips an optional decimal fraction {@code .ddd}, then spaces. */
    void fractionAndSpaces() {
      if (take('.')) {
        while (peek() >= '0' && peek() <= '9') {
          at++;
        }
      }
      skipSpaces();
    }
  }

  /**
   * The warning for a variation line ({@code 変化：N手}) before any move, which has nothing to branch
   * from: a writer's stray line, which readers ignore (docs/formats.md, KIF), so strict and lenient
   * readers alike skip it and say so.
   *
   * @param line the line's number
   * @return the warning
   */
  static Problem strayVariation(int line) {
    return Problem.warning(
        line, 1, ProblemRule.SYNTAX, "変化 before any move, with nothing to branch from: ignored");
  }

  /**
   * The move number of a variation line {@code 変化：N手} (any width, spaces or tabs around N).
   *
   * @param t the stripped line
   * @return N, or -1 when the line is not a variation line
   */
  static int variation(String t) {
    if (t.length() < 4
        || t.charAt(0) != '変'
        || t.charAt(1) != '化'
        || (t.charAt(2) != '：' && t.charAt(2) != ':')) {
      return -1;
    }
    int i = 3;
    while (i < t.length() && isBlank(t.charAt(i))) {
      i++;
    }
    int end = digits(t, i);
    if (end < 0) {
      return -1;
    }
    int j = end;
    while (j < t.length() && isBlank(t.charAt(j))) {
      j++;
    }
    return j < t.length() && t.charAt(j) == '手' ? (int) value(t, i, end) : -1;
  }

  /**
   * Where {@link String#strip()} would start a line: the first character from {@code from} that is
   * not whitespace, or the line's length.
   */
  static int markAt(String line, int from) {
    return markAt(line, from, line.length());
  }

  /** {@link #markAt(String, int)} for the line of a text that ends at {@code end}. */
  static int markAt(String text, int from, int end) {
    int i = from;
    while (i < end && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /**
   * Whether a line whose first non-whitespace character is at {@code mark} is a comment ({@code *},
   * {@code **} for an engine's) or a bookmark ({@code &}).
   */
  static boolean isCommentOrBookmark(String line, int mark) {
    return isCommentOrBookmark(line, mark, line.length());
  }

  /** {@link #isCommentOrBookmark(String, int)} for the line of a text that ends at {@code end}. */
  static boolean isCommentOrBookmark(String text, int mark, int end) {
    return mark < end && (text.charAt(mark) == '*' || text.charAt(mark) == '&');
  }

  /**
   * Gives a comment or bookmark line ({@link #isCommentOrBookmark}) to the builder, the text after
   * its mark taken without a stripped copy of the line.
   *
   * @return false when the builder cannot take it (before the first move of a variation)
   */
  static boolean commentOrBookmark(String line, int mark, RecordBuilder builder) {
    return commentOrBookmark(line, mark, line.length(), builder);
  }

  /**
   * {@link #commentOrBookmark(String, int, RecordBuilder)} for the line of a text that ends at
   * {@code end}: the comment is taken from the text, without a copy of the line first.
   */
  static boolean commentOrBookmark(String text, int mark, int end, RecordBuilder builder) {
    if (text.charAt(mark) == '&') {
      return builder.bookmark(text.substring(mark + 1, end));
    }
    boolean engine = mark + 1 < end && text.charAt(mark + 1) == '*';
    return builder.comment(
        engine
            ? Comment.engine(text.substring(mark + 2, end))
            : Comment.of(text.substring(mark + 1, end)));
  }

  /** A space, full-width space or tab: the blanks of KIF move and variation lines. */
  static boolean isBlank(char c) {
    return c == ' ' || c == '\t' || c == '　';
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
