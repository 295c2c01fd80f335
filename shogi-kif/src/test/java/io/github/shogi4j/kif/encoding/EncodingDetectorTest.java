package io.github.shogi4j.kif.encoding;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

class EncodingDetectorTest {
  private static final String TEXT = "先手：羽生\n1 ７六歩(77)\n";

  private static byte[] bytes(String s, Charset c) {
    return s.getBytes(c);
  }

  @Test
  void aBomWins() {
    byte[] utf8 = bytes(TEXT, StandardCharsets.UTF_8);
    byte[] withBom = new byte[utf8.length + 3];
    withBom[0] = (byte) 0xEF;
    withBom[1] = (byte) 0xBB;
    withBom[2] = (byte) 0xBF;
    System.arraycopy(utf8, 0, withBom, 3, utf8.length);
    DecodedText d = EncodingDetector.decode(withBom, EncodingDetector.CP932);
    assertEquals(TEXT, d.text());
    assertEquals(DecodedText.Source.BOM, d.how());
    assertEquals("UTF-8", d.encodingName());
  }

  @Test
  void aDeclarationIsFollowedWhenTheBytesAgree() {
    String t = "#KIF version=2.0 encoding=Shift_JIS\n" + TEXT;
    DecodedText d =
        EncodingDetector.decode(bytes(t, EncodingDetector.CP932), StandardCharsets.UTF_8);
    assertEquals(t, d.text());
    assertEquals(DecodedText.Source.DECLARED, d.how());
    assertEquals("Shift_JIS", d.encodingName());
    assertTrue(d.warning().isEmpty());
    // declared Shift_JIS but written in UTF-8 (a converted file): read as UTF-8, with a warning
    DecodedText wrong =
        EncodingDetector.decode(bytes(t, StandardCharsets.UTF_8), EncodingDetector.CP932);
    assertEquals(t, wrong.text());
    assertEquals(StandardCharsets.UTF_8, wrong.charset());
    assertTrue(wrong.warning().isPresent());
    String csa = "'CSA encoding=UTF-8\nV3.0\n'羽生\n";
    assertEquals(
        StandardCharsets.UTF_8,
        EncodingDetector.decode(bytes(csa, StandardCharsets.UTF_8), EncodingDetector.CP932)
            .charset());
  }

  @Test
  void undeclaredBytesAreUtf8ThenCp932ThenEucJp() {
    assertEquals(
        StandardCharsets.UTF_8,
        EncodingDetector.decode(bytes(TEXT, StandardCharsets.UTF_8), EncodingDetector.CP932)
            .charset());
    DecodedText sjis =
        EncodingDetector.decode(bytes(TEXT, EncodingDetector.CP932), StandardCharsets.UTF_8);
    assertEquals(EncodingDetector.CP932, sjis.charset());
    assertEquals(TEXT, sjis.text());
    String euc = "'EUC-JP のコメント：羽生善治、谷川浩司、森内俊之\n+7776FU\n";
    DecodedText e =
        EncodingDetector.decode(bytes(euc, EncodingDetector.EUC_JP), EncodingDetector.CP932);
    assertEquals(EncodingDetector.EUC_JP, e.charset());
    assertEquals(euc, e.text());
    DecodedText ascii =
        EncodingDetector.decode(
            bytes("+7776FU\n", StandardCharsets.US_ASCII), EncodingDetector.CP932);
    assertEquals(EncodingDetector.CP932, ascii.charset());
    assertEquals(DecodedText.Source.ASCII, ascii.how());
  }

  @Test
  void undecodableBytesAreAnEncodingErrorWithTheirLine() {
    byte[] b = {'a', '\n', 'b', '\n', (byte) 0xFF, (byte) 0xFF, (byte) 0x80};
    KifuParseException e =
        assertThrows(
            KifuParseException.class, () -> EncodingDetector.decodeWith(b, StandardCharsets.UTF_8));
    assertEquals(ProblemRule.ENCODING, e.rule());
    assertEquals(3, e.line().getAsInt());
    assertEquals(1, e.column().getAsInt());
    assertThrows(
        KifuParseException.class,
        () ->
            EncodingDetector.decode(
                "#KIF encoding=NOPE\n".getBytes(StandardCharsets.US_ASCII),
                StandardCharsets.UTF_8));
  }
}
