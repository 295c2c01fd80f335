package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.github.shogi4j.kif.csa.CsaReader;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.kif.usi.UsiRecordReader;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

/**
 * Huge and endless input is refused with a located error instead of filling memory. The fuzzing of
 * the readers with mutated records is {@link io.github.shogi4j.kif.fuzz.FuzzProperties}.
 */
class ReaderFuzzProperties {
  // ---------------------------------------------------------------- huge and endless input

  @Test
  void aHugeLineIsRefusedWithItsLine() {
    String huge = "V2.2\nPI\n+\n'" + "x".repeat(CsaReader.MAX_LINE_LENGTH + 10) + "\n+7776FU\n";
    ReadResult r =
        Kifu.readText(huge, ReadOptions.defaults().withFormat(KifuFormat.CSA)).results().get(0);
    assertEquals(4, r.error().orElseThrow().line().getAsInt());
    String usi =
        "position startpos moves" + " 7g7f 3c3d".repeat(UsiRecordReader.MAX_LINE_LENGTH / 8);
    ReadResult u =
        Kifu.readText(usi, ReadOptions.defaults().withFormat(KifuFormat.USI)).results().get(0);
    assertEquals(1, u.error().orElseThrow().line().getAsInt());
  }

  @Test
  void deepOrHugeJsonIsRefusedWithALocation() {
    String deep = "{\"moves\":" + "[".repeat(10_000);
    ReadResult r =
        Kifu.readText(deep, ReadOptions.defaults().withFormat(KifuFormat.JKF)).results().get(0);
    assertTrue(r.error().orElseThrow().line().isPresent());
    String longString = "{\"header\":{\"a\":\"" + "x".repeat(2 << 20) + "\"}}";
    ReadResult s =
        Kifu.readText(longString, ReadOptions.defaults().withFormat(KifuFormat.JKF))
            .results()
            .get(0);
    assertTrue(s.error().orElseThrow().line().isPresent(), s.toString());
  }

  @Test
  void endlessInputIsRefusedWithoutFillingMemory() {
    InputStream endless =
        new InputStream() {
          private long n;

          @Override
          public int read() {
            return (n++ % 8) == 7 ? '\n' : '+';
          }

          @Override
          public int read(byte[] buf, int off, int len) {
            Arrays.fill(buf, off, off + len, (byte) '+');
            return len;
          }
        };
    // the limit is per record: the endless record is refused where it passes the limit
    KifuFile f = Kifu.read(endless, ReadOptions.defaults().withFormat(KifuFormat.CSA));
    KifuParseException e = f.results().get(f.results().size() - 1).error().orElseThrow();
    assertTrue(e.getMessage().contains("longer than " + Kifu.MAX_RECORD_CHARS), e.getMessage());
    assertEquals(1, e.line().orElseThrow(), e.getMessage());
  }

  @Test
  void aRecordWithManyMovesIsStillRead() {
    // a long but legal record: the limits are far above real games
    StringBuilder sb = new StringBuilder("V2.2\nPI\n+\n");
    for (int i = 0; i < 200; i++) {
      sb.append("+5948OU\n-5142OU\n+4859OU\n-4251OU\n");
    }
    sb.append("%SENNICHITE\n");
    GameRecord g = Kifu.parseRecord(sb.toString(), KifuFormat.CSA);
    assertEquals(800, g.moves().size());
    try {
      CsaWriter.v22().write(g, WriteOptions.defaults());
    } catch (UncheckedIOException e) {
      fail(e);
    }
  }
}
