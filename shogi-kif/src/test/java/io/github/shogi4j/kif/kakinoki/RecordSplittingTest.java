package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.internal.RecordFormat;
import io.github.shogi4j.kif.internal.RecordSplitter;
import io.github.shogi4j.kif.internal.RecordTexts;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The Kakinoki formats' records read one at a time: each line goes through the splitter once and
 * each record's text to its reader once, so the work is linear in the input.
 */
class RecordSplittingTest {
  private static final String KIF_RECORD = "手数----指手--\n1 ７六歩(77)\n";
  private static final String KI2_RECORD = "手合割：平手\n▲７六歩\n";

  /** A reader that counts the lines its splitter sees and the characters its records hold. */
  private static final class Counting implements RecordFormat {
    final RecordFormat inner;
    long lines;
    long chars;
    int records;

    Counting(RecordFormat inner) {
      this.inner = inner;
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
      Counting reader =
          new Counting(record == KIF_RECORD ? KifReader.RECORD_FORMAT : Ki2Reader.RECORD_FORMAT);
      List<ReadResult> results = readCounting(reader, text);
      assertEquals(20_000, results.size());
      assertEquals(40_000, reader.lines, "each line split once");
      assertEquals(text.length(), reader.chars, "each character given to one record");
      assertTrue(results.stream().allMatch(ReadResult::isOk));
      assertEquals(1, results.get(19_999).record().moves().size());
    }
  }
}
