package io.github.shogi4j.kif.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * {@link Cp932} decodes every input of one and two bytes (and one and two bytes after a double-byte
 * character) exactly as the JDK's strict windows-31j decoder does: the same text, or no text for
 * the same inputs; half-width katakana are counted.
 */
class Cp932Test {
  private static Optional<String> jdk(byte[] b) {
    try {
      return Optional.of(
          EncodingDetector.CP932
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(b))
              .toString());
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  private static void same(byte[] b) {
    assertEquals(jdk(b), Cp932.decode(b).map(Cp932.Decoded::text), () -> hex(b));
  }

  private static String hex(byte[] b) {
    StringBuilder sb = new StringBuilder();
    for (byte x : b) {
      sb.append(String.format("%02X ", x & 0xFF));
    }
    return sb.toString();
  }

  @Test
  void everyShortInputDecodesAsTheJdkDecodesIt() {
    byte[] kanji = "歩".getBytes(EncodingDetector.CP932);
    assertEquals(2, kanji.length);
    int decoded = 0;
    for (int a = 0; a < 256; a++) {
      same(new byte[] {(byte) a});
      same(new byte[] {kanji[0], kanji[1], (byte) a});
      for (int b = 0; b < 256; b++) {
        byte[] two = {(byte) a, (byte) b};
        same(two);
        if (Cp932.decode(two).isPresent()) {
          decoded++;
        }
        if (b % 16 == 0) {
          same(new byte[] {kanji[0], kanji[1], (byte) a, (byte) b});
        }
      }
    }
    // ASCII and half-width katakana pairs, plus some seven thousand double-byte characters
    assertTrue(decoded > 7000, "pairs decoded: " + decoded);
  }

  @Test
  void halfWidthKatakanaAreCounted() {
    byte[] b = "ｱｲｳ７六歩ｴ".getBytes(EncodingDetector.CP932);
    assertEquals(4, Cp932.decode(b).orElseThrow().halfWidthKana());
    assertEquals("ｱｲｳ７六歩ｴ", Cp932.decode(b).orElseThrow().text());
  }
}
