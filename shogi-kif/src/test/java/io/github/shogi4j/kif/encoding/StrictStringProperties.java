package io.github.shogi4j.kif.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.longs;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The strict decoding to a string of the detector ({@code EncodingDetector.tryStrictString}, for
 * UTF-8 the JDK's replacing decoding checked by {@code tryUtf8}) answers exactly what the JDK's
 * strict decoder answers, for UTF-8 and CP932, on bytes that are mostly Shift_JIS or UTF-8 text
 * with damage here and there.
 */
class StrictStringProperties {
  private static Optional<String> strict(byte[] b, Charset cs) {
    try {
      CharBuffer c =
          cs.newDecoder()
              .onMalformedInput(CodingErrorAction.REPORT)
              .onUnmappableCharacter(CodingErrorAction.REPORT)
              .decode(ByteBuffer.wrap(b));
      return Optional.of(c.toString());
    } catch (CharacterCodingException e) {
      return Optional.empty();
    }
  }

  private static final byte[][] PIECES = {
    "先手：羽生善治\r\n".getBytes(EncodingDetector.CP932),
    "   1 ７六歩(77)   ( 0:16/00:00:16)\r\n".getBytes(EncodingDetector.CP932),
    "ｱｲｳ".getBytes(EncodingDetector.CP932),
    "+7776FU\n".getBytes(StandardCharsets.US_ASCII),
    "７六歩".getBytes(StandardCharsets.UTF_8),
    "\uFFFD".getBytes(StandardCharsets.UTF_8),
    {(byte) 0x81},
    {(byte) 0x82, (byte) 0x20},
    {(byte) 0x80},
    {(byte) 0xA0},
    {(byte) 0xFD},
    {(byte) 0x85, (byte) 0x40},
    {(byte) 0xEF, (byte) 0xBF, (byte) 0xBD},
    {(byte) 0xFF}
  };

  @Test
  void theOneStepDecodingIsTheStrictDecoding() {
    qt().withFixedSeed(5L)
        .withExamples(3000)
        .forAll(longs().all())
        .checkAssert(
            seed -> {
              SplittableRandom r = new SplittableRandom(seed);
              java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
              for (int k = r.nextInt(0, 12); k > 0; k--) {
                byte[] p = PIECES[r.nextInt(10) < 7 ? r.nextInt(5) : r.nextInt(PIECES.length)];
                out.write(p, 0, p.length);
              }
              byte[] b = out.toByteArray();
              for (Charset cs : new Charset[] {EncodingDetector.CP932, StandardCharsets.UTF_8}) {
                assertEquals(strict(b, cs), EncodingDetector.tryStrictString(b, cs), cs.name());
              }
            });
  }
}
