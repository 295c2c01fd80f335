package io.github.shogi4j.rules.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.Paths;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Assumptions;

/**
 * Access to the shared conformance data (read in place, never copied), located by the system
 * property {@code shogi4j.shared} that surefire sets. Tests that need it call {@link #require} and
 * are skipped when it is absent, and {@link SkipReport} prints one line per test class saying so.
 */
public final class SharedData {
  private SharedData() {}

  /**
   * The shared folder, if the property is set and the folder exists.
   *
   * @return the folder
   */
  public static Optional<Path> root() {
    String dir = System.getProperty("shogi4j.shared");
    if (dir == null || dir.isBlank()) {
      return Optional.empty();
    }
    Path p = Paths.get(dir);
    return Files.isDirectory(p) ? Optional.of(p) : Optional.empty();
  }

  /**
   * A file of the shared folder; skips the calling test (JUnit assumption, with a message that
   * {@link SkipReport} prints) when the folder or the file is absent.
   *
   * @param relative for example {@code "spec/perft.tsv"}
   * @return the path
   */
  public static Path require(String relative) {
    Path p = requireRoot().resolve(relative);
    Assumptions.assumeTrue(
        Files.isRegularFile(p),
        () -> "the shared data has no " + relative + " (looked for " + p + ")");
    return p;
  }

  /**
   * A folder of the shared data; skips the calling test, with a message, when it is absent.
   *
   * @param relative for example {@code "conformance"}
   * @return the path
   */
  public static Path requireDirectory(String relative) {
    Path p = requireRoot().resolve(relative);
    Assumptions.assumeTrue(
        Files.isDirectory(p),
        () -> "the shared data has no folder " + relative + " (looked for " + p + ")");
    return p;
  }

  private static Path requireRoot() {
    Optional<Path> root = root();
    Assumptions.assumeTrue(
        root.isPresent(),
        () ->
            "no shared conformance data at "
                + Optional.ofNullable(System.getProperty("shogi4j.shared"))
                    .map(d -> Paths.get(d).toAbsolutePath().normalize().toString())
                    .orElse("(shogi4j.shared not set)")
                + " (set -Dshogi4j.shared=PATH)");
    return root.get();
  }

  /**
   * The rows of a tab-separated file, without comment lines ({@code #}) and blank lines.
   *
   * @param file the file
   * @return each row's fields with its 1-based line number appended as the last field
   */
  public static List<String[]> tsv(Path file) {
    try {
      List<String[]> out = new ArrayList<>();
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        String line = lines.get(i);
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        String[] f = line.split("\t", -1);
        String[] withLine = java.util.Arrays.copyOf(f, f.length + 1);
        withLine[f.length] = Integer.toString(i + 1);
        out.add(withLine);
      }
      return out;
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }
}
