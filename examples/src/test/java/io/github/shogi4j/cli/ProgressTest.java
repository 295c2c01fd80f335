package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

class ProgressTest {
  private static final long SECOND = 1_000_000_000L;

  @Test
  void silentDuringTheFirstSecondThenDrawsThenErases() {
    StringWriter sw = new StringWriter();
    AtomicLong now = new AtomicLong(5 * SECOND);
    try (Progress p = new Progress(new PrintWriter(sw), true, "positions", 10, now::get)) {
      now.addAndGet(SECOND / 2);
      p.step();
      assertEquals("", sw.toString());
      now.addAndGet(SECOND);
      p.step();
      assertTrue(
          sw.toString().startsWith("\rpositions [######........................] 2/10 0:01"),
          sw::toString);
      int drawn = sw.toString().length();
      p.step(); // within 100 ms of the last drawing: not redrawn
      assertEquals(drawn, sw.toString().length());
    }
    assertTrue(sw.toString().endsWith("\r"), sw::toString);
    String bar = "positions [######........................] 2/10 0:01";
    assertEquals("\r" + bar + "\r" + " ".repeat(bar.length()) + "\r", sw.toString());
  }

  @Test
  void anUnknownTotalShowsTheCountAndTheTime() {
    StringWriter sw = new StringWriter();
    AtomicLong now = new AtomicLong(0);
    try (Progress p = new Progress(new PrintWriter(sw), true, "records", 0, now::get)) {
      now.addAndGet(2 * SECOND + 1);
      p.step();
      p.step(); // not yet redrawn
      assertEquals("\rrecords 1 0:02", sw.toString());
    }
  }

  @Test
  void disabledNeverDraws() {
    StringWriter sw = new StringWriter();
    AtomicLong now = new AtomicLong();
    try (Progress p = new Progress(new PrintWriter(sw), false, "x", 3, now::get)) {
      for (int i = 0; i < 3; i++) {
        now.addAndGet(10 * SECOND);
        p.step();
      }
      assertEquals(3, p.done());
    }
    assertEquals("", sw.toString());
  }

  /**
   * The bar follows standard error alone: with stdout redirected to a file in a terminal there was
   * no bar, and with stderr redirected to a file it was written into that file, since
   * System.console() looks at stdin and stdout. The launcher now tells.
   */
  @Test
  void theLauncherSaysWhetherStandardErrorIsATerminal() throws java.io.IOException {
    assertTrue(ShogiCli.stderrIsTerminal("true", false), "stdout redirected, stderr a terminal");
    assertEquals(false, ShogiCli.stderrIsTerminal("false", true), "stderr redirected");
    assertTrue(ShogiCli.stderrIsTerminal(null, true), "java -jar: the console decides");
    assertEquals(false, ShogiCli.stderrIsTerminal(null, false));
    java.nio.file.Path launcher =
        java.nio.file.Path.of(System.getProperty("user.dir")).resolveSibling("shogi");
    String script = java.nio.file.Files.readString(launcher);
    assertTrue(
        script.contains("if [ -t 2 ]; then tty2=true; else tty2=false; fi")
            && script.contains("-D" + ShogiCli.STDERR_TERMINAL + "=$tty2 -jar"),
        script);
  }
}
