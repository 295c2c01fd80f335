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
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Records read one at a time: each record's text is handed to its reader once (the work is linear
 * in the input), line numbers are those of the whole input, the stream holds one record, and the
 * per-record limit is refused where it is passed.
 */
class RecordStreamTest {
  private static final String KIF_RECORD = "手数----指手--\n1 ７六歩(77)\n";
  private static final String KI2_RECORD = "手合割：平手\n▲７六歩\n";

  /** A reader that counts the lines its splitter sees and the characters its records hold. */
  private static final class Counting implements KifuReader {
    final KifuReader inner;
    long lines;
    long chars;
    int records;

    Counting(KifuFormat format) {
      this.inner = Kifu.reader(format);
    }

    @Override
    public KifuFormat format() {
      return inner.format();
    }

    @Override
    public RecordSplitter newSplitter() {
      RecordSplitter s = inner.newSplitter();
      return (line, index) -> {
        lines++;
        return s.next(line, index);
      };
    }

    @Override
    public Optional<ReadResult> readRecord(
        String text, int firstLine, boolean only, ReadOptions options) {
      chars += text.length();
      records++;
      return inner.readRecord(text, firstLine, only, options);
    }
  }

  private static List<ReadResult> readCounting(Counting reader, String text) {
    List<ReadResult> out = new ArrayList<>();
    new RecordTexts(reader, new StringReader(text), ReadOptions.defaults())
        .forEachRemaining(out::add);
    return out;
  }

  /**
   * 20,000 records: every line goes through the splitter once and every character to exactly one
   * record (the reading before this change gave record k a text of k * 2 blank lines first, and
   * scanned all of them: quadratic).
   */
  @Test
  void eachLineIsReadOnceWhateverTheNumberOfRecords() {
    for (String record : List.of(KIF_RECORD, KI2_RECORD)) {
      String text = record.repeat(20_000);
      Counting reader = new Counting(record == KIF_RECORD ? KifuFormat.KIF : KifuFormat.KI2);
      List<ReadResult> results = readCounting(reader, text);
      assertEquals(20_000, results.size());
      assertEquals(40_000, reader.lines, "each line split once");
      assertEquals(text.length(), reader.chars, "each character given to one record");
      assertTrue(results.stream().allMatch(ReadResult::isOk));
      assertEquals(1, results.get(19_999).record().moves().size());
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

  @Test
  void aRecordPastTheLimitIsRefusedWhereItPassesIt() {
    String text =
        "position startpos moves 7g7f\n".repeat(3)
            + "position startpos moves "
            + "7g7f 3c3d 8h2b+ 3a2b ".repeat(10)
            + "\n"
            + "position startpos\n";
    List<ReadResult> out = new ArrayList<>();
    new RecordTexts(
            Kifu.reader(KifuFormat.USI), new StringReader(text), ReadOptions.defaults(), 100)
        .forEachRemaining(out::add);
    assertEquals(4, out.size(), "three records, then the refusal; the input is read no further");
    KifuParseException e = out.get(3).error().orElseThrow();
    assertEquals(4, e.line().orElseThrow());
    assertTrue(
        e.getMessage().contains("record starting at line 4 is longer than 100"), e.getMessage());
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
