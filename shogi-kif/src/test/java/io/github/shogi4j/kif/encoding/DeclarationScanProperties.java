package io.github.shogi4j.kif.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.lists;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;

/**
 * The detector's quick look for a declaration ({@code EncodingDetector.mayDeclare}, which passes
 * over eight bytes at a time) finds {@code #KIF} or {@code 'CSA} exactly where a byte-by-byte scan
 * does: at any offset, near the end of the scanned part, next to other {@code #} and {@code '}.
 */
class DeclarationScanProperties {
  /** Pieces that make near misses likely: the marks alone, partial words, Japanese, padding. */
  private static final List<byte[]> PIECES =
      List.of(
          bytes("#KIF"),
          bytes("'CSA"),
          bytes("#"),
          bytes("'"),
          bytes("#KI"),
          bytes("'CS"),
          bytes("KIF"),
          bytes("CSA"),
          bytes("abcdefg"),
          bytes("\n"),
          bytes("        "),
          "手合割：平手".getBytes(StandardCharsets.UTF_8),
          "先手".getBytes(EncodingDetector.CP932),
          new byte[] {(byte) 0xA3},
          new byte[] {(byte) 0xA7});

  private static byte[] bytes(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  /** The plain scan the fast one must agree with. */
  private static boolean naive(byte[] b, int end) {
    for (int i = 0; i + 4 <= end; i++) {
      if ((b[i] == '#' && b[i + 1] == 'K' && b[i + 2] == 'I' && b[i + 3] == 'F')
          || (b[i] == '\'' && b[i + 1] == 'C' && b[i + 2] == 'S' && b[i + 3] == 'A')) {
        return true;
      }
    }
    return false;
  }

  private static Gen<byte[]> documents() {
    // mostly filler, so that a mark often falls at the end or across eight-byte steps
    Gen<byte[]> piece =
        integers().between(0, 99).map(i -> PIECES.get(i < 70 ? 8 + i % 7 : i % PIECES.size()));
    return lists()
        .of(piece)
        .ofSizeBetween(0, 40)
        .map(
            ps -> {
              ByteArrayOutputStream out = new ByteArrayOutputStream();
              ps.forEach(out::writeBytes);
              return out.toByteArray();
            });
  }

  @Test
  void findsTheMarksWhereAByteByByteScanDoes() {
    qt().withExamples(5000)
        .forAll(documents(), integers().between(0, 200))
        .checkAssert(
            (b, cut) -> {
              int end = Math.min(b.length, cut);
              assertEquals(naive(b, end), EncodingDetector.mayDeclare(b, end));
            });
  }

  @Test
  void marksAtEveryOffsetAreFound() {
    for (int offset = 0; offset < 24; offset++) {
      for (String mark : List.of("#KIF", "'CSA")) {
        byte[] b = new byte[offset + 4 + 3];
        java.util.Arrays.fill(b, (byte) ' ');
        System.arraycopy(bytes(mark), 0, b, offset, 4);
        assertTrue(EncodingDetector.mayDeclare(b, b.length), mark + " at " + offset);
        assertFalse(EncodingDetector.mayDeclare(b, offset + 3), mark + " cut at " + offset);
      }
    }
  }
}
