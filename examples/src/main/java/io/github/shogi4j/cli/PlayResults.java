package io.github.shogi4j.cli;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Properties;

/**
 * The results of {@code shogi play} against the computer, per level: wins, losses and draws in
 * {@code results.properties} (keys such as {@code normal.wins}) in a directory, by default {@code
 * ~/.shogi4j}.
 *
 * <p>Not thread-safe: one game updates it at a time.
 */
final class PlayResults {
  /** The system property that moves the directory, e.g. for tests. */
  static final String HOME_PROPERTY = "shogi4j.home";

  private final Path file;

  PlayResults(Path directory) {
    this.file = directory.resolve("results.properties");
  }

  /** The directory given by {@code -Dshogi4j.home}, else {@code ~/.shogi4j}. */
  static Path defaultDirectory() {
    String dir = System.getProperty(HOME_PROPERTY);
    return dir != null ? Path.of(dir) : Path.of(System.getProperty("user.home"), ".shogi4j");
  }

  /** Whether the results file exists yet (it is created by the first {@link #add}). */
  boolean exists() {
    return Files.exists(file);
  }

  /** The results file. */
  Path file() {
    return file;
  }

  /** The kinds of result kept. */
  enum Kind {
    WINS,
    LOSSES,
    DRAWS
  }

  /**
   * Adds one result for a level and returns the level's line, e.g. "normal: 2 wins, 1 loss ...".
   */
  String add(String level, Kind kind) {
    Properties p = load();
    String key = level + "." + kind.name().toLowerCase(Locale.ROOT);
    p.setProperty(key, String.valueOf(count(p, key) + 1));
    try {
      Files.createDirectories(file.getParent());
      try (Writer w = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        p.store(w, "shogi play: results against the computer per level");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return line(p, level);
  }

  private static String line(Properties p, String level) {
    return level
        + ": "
        + count(p, level + ".wins")
        + " wins, "
        + count(p, level + ".losses")
        + " losses, "
        + count(p, level + ".draws")
        + " draws";
  }

  private Properties load() {
    Properties p = new Properties();
    if (Files.exists(file)) {
      try (Reader r = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        p.load(r);
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    }
    return p;
  }

  private static int count(Properties p, String key) {
    try {
      return Integer.parseInt(p.getProperty(key, "0").strip());
    } catch (NumberFormatException e) {
      throw new InputException(key, "not a count in the results file: " + p.getProperty(key));
    }
  }
}
