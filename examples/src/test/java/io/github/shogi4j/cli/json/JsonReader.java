package io.github.shogi4j.cli.json;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small, strict JSON reader for tests, written independently of the writer under test: objects
 * become ordered maps, arrays lists, numbers Long (integers) or Double, null a JSON_NULL marker.
 */
public final class JsonReader {
  /** Stands for JSON null in parsed values. */
  public static final Object JSON_NULL =
      new Object() {
        @Override
        public String toString() {
          return "null";
        }
      };

  private final String s;
  private int i;

  private JsonReader(String s) {
    this.s = s;
  }

  public static Object parse(String text) {
    JsonReader r = new JsonReader(text);
    Object v = r.value();
    r.ws();
    if (r.i != text.length()) {
      throw new IllegalArgumentException("trailing text at " + r.i + " in " + text);
    }
    return v;
  }

  @SuppressWarnings("unchecked")
  public static Map<String, Object> object(String text) {
    Object v = parse(text);
    if (!(v instanceof Map)) {
      throw new IllegalArgumentException("not an object: " + text);
    }
    return (Map<String, Object>) v;
  }

  private void ws() {
    while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) {
      i++;
    }
  }

  private Object value() {
    ws();
    if (i >= s.length()) {
      throw new IllegalArgumentException("unexpected end");
    }
    char c = s.charAt(i);
    switch (c) {
      case '{':
        return obj();
      case '[':
        return arr();
      case '"':
        return str();
      case 't':
        lit("true");
        return Boolean.TRUE;
      case 'f':
        lit("false");
        return Boolean.FALSE;
      case 'n':
        lit("null");
        return JSON_NULL;
      default:
        return num();
    }
  }

  private void lit(String w) {
    if (!s.startsWith(w, i)) {
      throw new IllegalArgumentException("expected " + w + " at " + i);
    }
    i += w.length();
  }

  private void expect(char c) {
    ws();
    if (i >= s.length() || s.charAt(i) != c) {
      throw new IllegalArgumentException("expected '" + c + "' at " + i + " in " + s);
    }
    i++;
  }

  private Map<String, Object> obj() {
    Map<String, Object> m = new LinkedHashMap<>();
    expect('{');
    ws();
    if (s.charAt(i) == '}') {
      i++;
      return m;
    }
    while (true) {
      ws();
      String k = str();
      expect(':');
      if (m.put(k, value()) != null) {
        throw new IllegalArgumentException("duplicate key " + k);
      }
      ws();
      if (s.charAt(i) == ',') {
        i++;
        continue;
      }
      expect('}');
      return m;
    }
  }

  private List<Object> arr() {
    List<Object> l = new ArrayList<>();
    expect('[');
    ws();
    if (s.charAt(i) == ']') {
      i++;
      return l;
    }
    while (true) {
      l.add(value());
      ws();
      if (s.charAt(i) == ',') {
        i++;
        continue;
      }
      expect(']');
      return l;
    }
  }

  private String str() {
    expect('"');
    StringBuilder sb = new StringBuilder();
    while (true) {
      char c = s.charAt(i++);
      if (c == '"') {
        return sb.toString();
      }
      if (c < 0x20) {
        throw new IllegalArgumentException("raw control character in string at " + (i - 1));
      }
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char e = s.charAt(i++);
      switch (e) {
        case '"', '\\', '/' -> sb.append(e);
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'n' -> sb.append('\n');
        case 'r' -> sb.append('\r');
        case 't' -> sb.append('\t');
        case 'u' -> {
          sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
          i += 4;
        }
        default -> throw new IllegalArgumentException("bad escape \\" + e);
      }
    }
  }

  private Object num() {
    int start = i;
    if (s.charAt(i) == '-') {
      i++;
    }
    while (i < s.length() && "0123456789.eE+-".indexOf(s.charAt(i)) >= 0) {
      i++;
    }
    String t = s.substring(start, i);
    if (!t.matches("-?(0|[1-9][0-9]*)(\\.[0-9]+)?([eE][+-]?[0-9]+)?")) {
      throw new IllegalArgumentException("bad number '" + t + "' at " + start);
    }
    return t.matches("-?[0-9]+") ? (Object) Long.parseLong(t) : (Object) Double.parseDouble(t);
  }
}
