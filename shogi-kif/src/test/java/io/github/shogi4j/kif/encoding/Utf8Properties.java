package io.github.shogi4j.kif.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The fast UTF-8 test of the detector ({@code EncodingDetector.tryUtf8}: the JDK's replacing
 * decoder, a probe of the first kilobyte) answers exactly what the JDK's strict UTF-8 decoder
 * answers, on bytes that are mostly UTF-8 with damage here and there, short and longer than the
 * probe.
 */
class Utf8Properties {
  /** Pieces of UTF-8 and of damage: lone lead and continuation bytes, overlong, surrogates. */
  private static final List<byte[]> PIECES =
      List.of(
          "a".getBytes(StandardCharsets.UTF_8),
          "+7776FU\n".getBytes(StandardCharsets.UTF_8),
          "７六歩".getBytes(StandardCharsets.UTF_8),
          "\uFFFD".getBytes(StandardCharsets.UTF_8),
          "😀".getBytes(StandardCharsets.UTF_8),
          "ｱ".getBytes(StandardCharsets.UTF_8),
          new byte[] {(byte) 0xE3},
          new byte[] {(byte) 0x81},
          new byte[] {(byte) 0xC0, (byte) 0xAF},
          new byte[] {(byte) 0xED, (byte) 0xA0, (byte) 0x80},
          new byte[] {(byte) 0xF4, (byte) 0x90, (byte) 0x80, (byte) 0x80},
          new byte[] {(byte) 0xFF},
          new byte[] {(byte) 0x82, (byte) 0xA0},
          "先手：羽生".getBytes(EncodingDetector.CP932));

  private static Gen<byte[]> bytes() {
    Gen<byte[]> piece =
        integers()
            .between(0, 1000)
            .map(i -> PIECES.get(i < 900 ? i % 6 : 6 + i % (PIECES.size() - 6)));
    Gen<Integer> repeat = integers().between(1, 400);
    return lists()
        .of(piece.zip(repeat, (p, r) -> r > 300 ? repeated(p, r) : p))
        .ofSizeBetween(0, 60)
        .map(Utf8Properties::join);
  }

  private static byte[] repeated(byte[] p, int times) {
    ByteBuffer b = ByteBuffer.allocate(p.length * times);
    for (int i = 0; i < times; i++) {
      b.put(p);
    }
    return b.array();
  }

  private static byte[] join(List<byte[]> parts) {
    int n = parts.stream().mapToInt(p -> p.length).sum();
    ByteBuffer b = ByteBuffer.allocate(n);
    parts.forEach(b::put);
    return b.array();
  }

  private static Optional<String> strict(byte[] b) {
    try {
      return Optional.of(
          StandardCharsets.UTF_8
              .newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(b))
              .toString());
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  @Test
  void theFastTestIsTheStrictDecoder() {
    qt().withFixedSeed(7L)
        .withExamples(5_000)
        .forAll(bytes())
        .checkAssert(
            b -> {
              Optional<String> expected = strict(b);
              assertEquals(expected, EncodingDetector.tryUtf8(b));
              assertEquals(expected.isPresent(), EncodingDetector.isUtf8(b));
            });
  }

  @Test
  void everySingleDamageIsFound() {
    Gen<Integer> damage =
        Generate.pick(List.of(0x80, 0xBF, 0xC0, 0xC1, 0xE0, 0xED, 0xF4, 0xF5, 0xFF));
    byte[] text = repeated("７六歩(77)\n".getBytes(StandardCharsets.UTF_8), 200);
    qt().withFixedSeed(8L)
        .withExamples(2_000)
        .forAll(integers().between(0, text.length - 1), damage)
        .checkAssert(
            (at, d) -> {
              byte[] b = text.clone();
              b[at] = (byte) (int) d;
              assertEquals(strict(b), EncodingDetector.tryUtf8(b));
            });
  }
}
