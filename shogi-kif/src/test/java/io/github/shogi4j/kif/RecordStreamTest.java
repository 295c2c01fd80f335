package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.FilterInputStream;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records read one at a time: line numbers are those of the whole input, the stream holds one
 * record, and reading a character stream record by record gives what reading it whole gives (the
 * splitting's linear work and its per-record limit are tested with the formats, {@code
 * kakinoki.RecordSplittingTest} and {@code usi.RecordLimitTest}).
 */
class RecordStreamTest {
  private static final String KIF_RECORD = "手数----指手--\n1 ７六歩(77)\n";
  private static final String KI2_RECORD = "手合割：平手\n▲７六歩\n";

  /**
   * Reading a character stream record by record gives what reading the text whole gives, in every
   * format, with the lines of the whole stream.
   */
  @Test
  void readEachGivesWhatReadAllGives() {
    String csa = "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n/\n";
    String usi = "position startpos moves 7g7f\n\n# a comment\nposition startpos moves 2g2f 8c8d\n";
    String jkf = Kifu.toText(Kifu.parseRecord(KIF_RECORD, KifuFormat.KIF), KifuFormat.JKF);
    List<Object[]> cases =
        List.of(
            new Object[] {KifuFormat.KIF, KIF_RECORD.repeat(3)},
            new Object[] {KifuFormat.KI2, KI2_RECORD.repeat(3)},
            new Object[] {KifuFormat.CSA, csa.repeat(3)},
            new Object[] {KifuFormat.USI, usi},
            new Object[] {KifuFormat.JKF, jkf});
    for (Object[] c : cases) {
      KifuReader reader = Kifu.reader((KifuFormat) c[0]);
      String text = (String) c[1];
      List<ReadResult> each = new ArrayList<>();
      reader.readEach(new StringReader(text), ReadOptions.defaults()).forEachRemaining(each::add);
      List<ReadResult> all = reader.readAll(text, ReadOptions.defaults());
      assertEquals(all.toString(), each.toString(), c[0].toString());
      assertEquals(c[0] == KifuFormat.JKF ? 1 : c[0] == KifuFormat.USI ? 2 : 3, each.size());
      assertTrue(each.stream().allMatch(ReadResult::isOk), each::toString);
    }
  }

  @Test
  void problemsNameTheLinesOfTheWholeInput() {
    String bad = "手数----指手--\n1 ７六歩(77)\n2 ９九歩(11)\n";
    String text = KIF_RECORD.repeat(1000) + bad + KIF_RECORD;
    List<ReadResult> results = Kifu.readText(text, ReadOptions.defaults()).results();
    assertEquals(1002, results.size());
    KifuParseException e = results.get(1000).error().orElseThrow();
    assertEquals(2003, e.line().orElseThrow(), e.getMessage());
    assertTrue(results.get(1001).isOk());
    // the moves' source locations too
    assertEquals(
        2005, results.get(1001).record().mainLine().moves().get(0).source().orElseThrow().line());
  }

  /** An input that counts the bytes taken from it. */
  private static final class CountingStream extends FilterInputStream {
    long read;

    CountingStream(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws java.io.IOException {
      int b = super.read();
      read += b < 0 ? 0 : 1;
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws java.io.IOException {
      int n = super.read(b, off, len);
      read += Math.max(n, 0);
      return n;
    }
  }

  /**
   * 100,000 USI records (3 MiB, past the detection prefix): each result comes when little more than
   * its own line and the read-ahead buffers have been taken from the input.
   */
  @Test
  void standardInputIsReadOneRecordAtATime() {
    String line = "position startpos moves 7g7f 3c3d\n";
    int n = 100_000;
    byte[] bytes = line.repeat(n).getBytes(StandardCharsets.US_ASCII);
    CountingStream in = new CountingStream(new ByteArrayInputStream(bytes));
    int k = 0;
    try (RecordStream records = Kifu.records(in, ReadOptions.defaults().withSource("<stdin>"))) {
      assertEquals(KifuFormat.USI, records.format());
      for (ReadResult r : records) {
        k++;
        assertTrue(r.isOk(), r::toString);
        long bound = (long) k * line.length() + Kifu.DETECTION_PREFIX + 2 * 65_536;
        assertTrue(in.read <= bound, "record " + k + " after " + in.read + " bytes");
      }
    }
    assertEquals(n, k);
  }

  @Test
  void aStreamedInputEqualsTheSameInputReadWhole() {
    // CSA records with a Shift_JIS comment, past the detection prefix
    String record = "V2.2\nN+先手\nPI\n+\n+7776FU\n-3334FU\n'* 30 コメント\n%TORYO\n/\n";
    byte[] bytes = record.repeat(40_000).getBytes(Charset.forName("windows-31j"));
    assertTrue(bytes.length > Kifu.DETECTION_PREFIX);
    KifuFile whole = Kifu.read(bytes, ReadOptions.defaults());
    KifuFile streamed = Kifu.read(new ByteArrayInputStream(bytes), ReadOptions.defaults());
    assertEquals(whole.charset(), streamed.charset());
    assertEquals("Shift_JIS", streamed.encodingName());
    assertEquals(40_000, streamed.results().size());
    assertEquals(whole.results().toString(), streamed.results().toString());
    for (int i = 0; i < whole.results().size(); i += 997) {
      assertEquals(whole.results().get(i).record(), streamed.results().get(i).record());
    }
  }

  @Test
  void aByteInvalidInTheEncodingOfThePrefixIsLocated() {
    byte[] ascii =
        "position startpos moves 7g7f\n".repeat(40_000).getBytes(StandardCharsets.US_ASCII);
    byte[] bytes = java.util.Arrays.copyOf(ascii, ascii.length + 3);
    bytes[ascii.length] = 'a';
    bytes[ascii.length + 1] = (byte) 0xFF;
    bytes[ascii.length + 2] = '\n';
    KifuParseException e =
        assertThrows(
            KifuParseException.class,
            () -> Kifu.read(new ByteArrayInputStream(bytes), ReadOptions.defaults()));
    assertEquals(ProblemRule.ENCODING, e.rule());
    assertEquals(40_001, e.line().orElseThrow(), e.getMessage());
    assertEquals(2, e.column().orElseThrow(), e.getMessage());
    assertTrue(e.getMessage().contains("0xFF at offset " + (ascii.length + 1)), e.getMessage());
  }

  @Test
  void aFileOfManyRecordsIsReadOneAtATimeAndClosed(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("many.kif");
    Files.writeString(file, KIF_RECORD.repeat(50_000), Charset.forName("windows-31j"));
    int[] k = {0};
    try (RecordStream records = Kifu.records(file)) {
      assertEquals(KifuFormat.KIF, records.format());
      records.stream()
          .forEach(
              r -> {
                k[0]++;
                assertTrue(r.isOk(), r::toString);
              });
      assertThrows(IllegalStateException.class, records::iterator, "iterated once");
    }
    assertEquals(50_000, k[0]);
    assertFalse(Kifu.read(file).results().isEmpty());
  }
}
