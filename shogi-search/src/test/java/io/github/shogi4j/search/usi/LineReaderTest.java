package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.io.StringReader;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Lines as BufferedReader splits them, and a line past the limit refused and skipped. */
class LineReaderTest {
  @Test
  void splitsAtEveryKindOfLineBreak() throws IOException {
    LineReader r = new LineReader(new StringReader("a\nb\r\nc\rd\r\n\ne"), 10);
    for (String expected : new String[] {"a", "b", "c", "d", "", "e"}) {
      assertEquals(Optional.of(expected), r.readLine());
    }
    assertEquals(Optional.empty(), r.readLine());
    assertEquals(6, r.lineNumber());
  }

  @Test
  void aLongLineIsRefusedWithItsNumberAndReadingGoesOnAfterIt() throws IOException {
    LineReader r = new LineReader(new StringReader("short\n" + "x".repeat(50) + "\r\nnext"), 20);
    assertEquals(Optional.of("short"), r.readLine());
    LineTooLongException e = assertThrows(LineTooLongException.class, r::readLine);
    assertEquals(2, e.lineNumber());
    assertEquals(20, e.maxLength());
    assertEquals("x".repeat(20), e.start());
    assertEquals(
        "line 2 is longer than 20 characters (it starts \"" + "x".repeat(20) + "...\")",
        e.getMessage());
    assertEquals(Optional.of("next"), r.readLine());
    assertEquals(3, r.lineNumber());
    assertEquals(Optional.empty(), r.readLine());
  }

  @Test
  void aLineOfExactlyTheLimitIsAccepted() throws IOException {
    LineReader r = new LineReader(new StringReader("y".repeat(20)), 20);
    assertEquals(Optional.of("y".repeat(20)), r.readLine());
    assertEquals(Optional.empty(), r.readLine());
  }
}
