package io.github.shogi4j.cli.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.strings;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

class JsonTest {
  private enum Side {
    SENTE
  }

  @Test
  void writesScalars() {
    assertEquals("null", Json.write(null));
    assertEquals("null", Json.write(Optional.empty()));
    assertEquals("7", Json.write(Optional.of(7)));
    assertEquals("null", Json.write(OptionalInt.empty()));
    assertEquals("3", Json.write(OptionalInt.of(3)));
    assertEquals("null", Json.write(OptionalLong.empty()));
    assertEquals("-9", Json.write(OptionalLong.of(-9)));
    assertEquals("true", Json.write(true));
    assertEquals("false", Json.write(Boolean.FALSE));
    assertEquals("-42", Json.write(-42));
    assertEquals("547581517000", Json.write(547_581_517_000L));
    assertEquals("12345678901234567890", Json.write(new BigInteger("12345678901234567890")));
    assertEquals("2", Json.write(2.0));
    assertEquals("0.5", Json.write(0.5));
    assertEquals("\"SENTE\"", Json.write(Side.SENTE));
    assertEquals("\"x\"", Json.write('x'));
    assertEquals("\"\"", Json.write(""));
  }

  @Test
  void escapesWhatJsonRequiresAndNothingElse() {
    assertEquals("\"a\\\"b\\\\c\"", Json.write("a\"b\\c"));
    assertEquals("\"\\n\\r\\t\\b\\f\"", Json.write("\n\r\t\b\f"));
    assertEquals("\"\\u0000\\u001f\\u2028\"", Json.write("\u0000\u001f\u2028"));
    assertEquals("\"７六歩 / é\"", Json.write("７六歩 / é"));
    assertEquals("\"\uD83D\uDE00\"", Json.write("\uD83D\uDE00"));
    assertEquals("\"\\ud800x\\udc00\"", Json.write("\uD800x\uDC00"));
  }

  @Test
  void writesNestedObjectsAndArraysInOrder() {
    Map<String, Object> inner = new LinkedHashMap<>();
    inner.put("winner", null);
    inner.put("reason", "SENNICHITE");
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("z", 1);
    m.put("a", List.of("7g7f", "3c3d"));
    m.put("outcome", inner);
    m.put("empty", Map.of());
    m.put("none", List.of());
    m.put("arr", new Object[] {1, "x", null});
    assertEquals(
        "{\"z\": 1, \"a\": [\"7g7f\", \"3c3d\"], "
            + "\"outcome\": {\"winner\": null, \"reason\": \"SENNICHITE\"}, \"empty\": {}, \"none\": [], "
            + "\"arr\": [1, \"x\", null]}",
        Json.write(m));
  }

  @Test
  void refusesWhatJsonCannotSay() {
    assertThrows(IllegalArgumentException.class, () -> Json.write(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> Json.write(Double.POSITIVE_INFINITY));
    assertThrows(IllegalArgumentException.class, () -> Json.write(Map.of(1, "x")));
    assertThrows(IllegalArgumentException.class, () -> Json.write(new Object()));
  }

  @Test
  void anyStringRoundTripsThroughAnIndependentReaderOnOneLine() {
    qt().withExamples(2000)
        .forAll(strings().allPossible().ofLengthBetween(0, 40))
        .checkAssert(
            s -> {
              String text = Json.write(Map.of("k", Arrays.asList(s, s)));
              assertFalse(text.contains("\n") || text.contains("\r"), text);
              assertEquals(Map.of("k", List.of(s, s)), JsonReader.parse(text));
            });
  }
}
