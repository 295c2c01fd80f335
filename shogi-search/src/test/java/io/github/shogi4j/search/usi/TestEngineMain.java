package io.github.shogi4j.search.usi;

import io.github.shogi4j.search.engine.RandomSearcher;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Our USI engine as a program for tests that need a child process: {@code random}, {@code slow} or
 * {@code best} picks the searcher.
 */
public final class TestEngineMain {
  private TestEngineMain() {}

  /**
   * Runs the engine on standard input and output.
   *
   * @param args {@code random} (the default), {@code slow} or {@code best} (the real engine)
   */
  public static void main(String[] args) {
    String kind = args.length > 0 ? args[0] : "random";
    SearcherFactory f =
        switch (kind) {
          case "slow" -> SearcherFactory.of(new SlowSearcher(), "tests");
          case "best" -> SearcherFactory.best();
          default -> SearcherFactory.of(new RandomSearcher(11), "tests");
        };
    new UsiEngine(
            f,
            new InputStreamReader(System.in, StandardCharsets.UTF_8),
            new OutputStreamWriter(System.out, StandardCharsets.UTF_8))
        .run();
  }

  /** The command that starts this program in a child JVM with the test class path. */
  static List<String> command(String... args) {
    return commandWithHeap(0, args);
  }

  /** The same with a heap limit ({@code -Xmx}) in MiB; 0 for the JVM's default. */
  static List<String> commandWithHeap(int heapMegabytes, String... args) {
    List<String> c =
        new ArrayList<>(
            List.of(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-XX:TieredStopAtLevel=1",
                "-Xshare:auto"));
    if (heapMegabytes > 0) {
      c.add("-Xmx" + heapMegabytes + "m");
    }
    c.addAll(List.of("-cp", System.getProperty("java.class.path"), TestEngineMain.class.getName()));
    c.addAll(List.of(args));
    return c;
  }
}
