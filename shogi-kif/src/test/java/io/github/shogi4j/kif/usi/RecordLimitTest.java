package io.github.shogi4j.kif.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.internal.RecordTexts;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The per-record limit of records read one at a time: refused where it is passed. */
class RecordLimitTest {

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
            UsiRecordReader.RECORD_FORMAT, new StringReader(text), ReadOptions.defaults(), 100)
        .forEachRemaining(out::add);
    assertEquals(4, out.size(), "three records, then the refusal; the input is read no further");
    KifuParseException e = out.get(3).error().orElseThrow();
    assertEquals(4, e.line().orElseThrow());
    assertTrue(
        e.getMessage().contains("record starting at line 4 is longer than 100"), e.getMessage());
  }
}
