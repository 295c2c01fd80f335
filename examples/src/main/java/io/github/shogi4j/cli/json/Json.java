package io.github.shogi4j.cli.json;

import com.google.common.base.Preconditions;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/**
 * A tiny JSON writer for the command line's {@code --json} output (JSON Lines: one object a line).
 *
 * <p>It writes plain Java values: a {@link Map} with string keys becomes an object (in the map's
 * iteration order, so use an ordered map), an {@link Iterable} or an array of objects becomes an
 * array, a {@link CharSequence} or a {@link Character} a string, an {@link Enum} the string of its
 * name, a {@link Number} a number, a {@link Boolean} a boolean, and {@code null} or an empty {@link
 * Optional}, {@link OptionalInt} or {@link OptionalLong} {@code null} (a present one writes its
 * value). Strings are escaped as RFC 8259 requires: quote, backslash and the control characters;
 * everything else, including Japanese text, is written as is (the output is UTF-8 text). The output
 * never contains a line break, so each value fits on one line.
 *
 * <p>Stateless and thread-safe.
 */
public final class Json {
  private Json() {}

  /**
   * Writes a value as compact JSON text on one line.
   *
   * @param value a map, iterable, array, string, character, enum, number, boolean, optional (also
   *     OptionalInt and OptionalLong) or null
   * @return the JSON text
   * @throws IllegalArgumentException for a value of another type, a map key that is not a string,
   *     or a number that is not finite (JSON has no NaN or infinity)
   */
  public static String write(Object value) {
    StringBuilder sb = new StringBuilder();
    append(sb, value);
    return sb.toString();
  }

  /**
   * Appends a value as compact JSON text.
   *
   * @param sb where to write
   * @param value as for {@link #write(Object)}
   * @throws IllegalArgumentException as for {@link #write(Object)}
   */
  public static void append(StringBuilder sb, Object value) {
    Preconditions.checkNotNull(sb, "sb");
    if (value == null) {
      sb.append("null");
    } else if (value instanceof Optional<?> o) {
      append(sb, o.orElse(null));
    } else if (value instanceof OptionalInt o) {
      append(sb, o.isPresent() ? (Object) o.getAsInt() : null);
    } else if (value instanceof OptionalLong o) {
      append(sb, o.isPresent() ? (Object) o.getAsLong() : null);
    } else if (value instanceof CharSequence || value instanceof Character) {
      appendString(sb, value.toString());
    } else if (value instanceof Enum<?> e) {
      appendString(sb, e.name());
    } else if (value instanceof Boolean b) {
      sb.append(b.booleanValue());
    } else if (value instanceof Number n) {
      appendNumber(sb, n);
    } else if (value instanceof Map<?, ?> m) {
      appendObject(sb, m);
    } else if (value instanceof Iterable<?> it) {
      appendArray(sb, it);
    } else if (value instanceof Object[] arr) {
      appendArray(sb, java.util.Arrays.asList(arr));
    } else {
      throw new IllegalArgumentException(
          "cannot write a " + value.getClass().getName() + " as JSON: " + value);
    }
  }

  private static void appendObject(StringBuilder sb, Map<?, ?> map) {
    sb.append('{');
    boolean first = true;
    for (Map.Entry<?, ?> e : map.entrySet()) {
      Preconditions.checkArgument(
          e.getKey() instanceof String, "JSON object keys must be strings, not %s", e.getKey());
      if (!first) {
        sb.append(", ");
      }
      first = false;
      appendString(sb, (String) e.getKey());
      sb.append(": ");
      append(sb, e.getValue());
    }
    sb.append('}');
  }

  private static void appendArray(StringBuilder sb, Iterable<?> items) {
    sb.append('[');
    boolean first = true;
    for (Object item : items) {
      if (!first) {
        sb.append(", ");
      }
      first = false;
      append(sb, item);
    }
    sb.append(']');
  }

  private static void appendNumber(StringBuilder sb, Number n) {
    if (n instanceof Double || n instanceof Float) {
      double d = n.doubleValue();
      Preconditions.checkArgument(Double.isFinite(d), "JSON has no number %s", d);
      if (d == Math.rint(d) && Math.abs(d) < 1e15) {
        sb.append((long) d); // 2.0 -> 2: integral values read best without a fraction
      } else {
        sb.append(d);
      }
    } else {
      // Integer, Long, Short, Byte, BigInteger, BigDecimal, AtomicLong...: their decimal text is
      // JSON.
      String s = n.toString();
      Preconditions.checkArgument(!s.contains("N") && !s.contains("I"), "JSON has no number %s", s);
      sb.append(s);
    }
  }

  private static void appendString(StringBuilder sb, String s) {
    sb.append('"');
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      switch (c) {
        case '"' -> sb.append("\\\"");
        case '\\' -> sb.append("\\\\");
        case '\n' -> sb.append("\\n");
        case '\r' -> sb.append("\\r");
        case '\t' -> sb.append("\\t");
        case '\b' -> sb.append("\\b");
        case '\f' -> sb.append("\\f");
        default -> {
          // Control characters must be escaped; U+2028/2029 too, so the line stays one line for
          // every reader (JavaScript's line terminators); and a lone surrogate, which has no UTF-8.
          if (c < 0x20 || c == '\u2028' || c == '\u2029' || isLoneSurrogate(s, i)) {
            sb.append(String.format("\\u%04x", (int) c));
          } else {
            sb.append(c);
          }
        }
      }
    }
    sb.append('"');
  }

  private static boolean isLoneSurrogate(String s, int i) {
    char c = s.charAt(i);
    if (Character.isHighSurrogate(c)) {
      return i + 1 >= s.length() || !Character.isLowSurrogate(s.charAt(i + 1));
    }
    if (Character.isLowSurrogate(c)) {
      return i == 0 || !Character.isHighSurrogate(s.charAt(i - 1));
    }
    return false;
  }
}
