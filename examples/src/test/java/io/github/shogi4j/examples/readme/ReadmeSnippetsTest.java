package io.github.shogi4j.examples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The README's Java blocks are quoted from compiled sources, so they cannot drift: each block after
 * a {@code <!-- snippet: PATH -->} line must equal that file's {@code README:begin imports} region,
 * a blank line, and its {@code README:begin body} region with the class indentation removed.
 */
class ReadmeSnippetsTest {
  private static final Pattern SNIPPET =
      Pattern.compile("<!-- snippet: (\\S+) -->\n```java\n(.*?)```\n", Pattern.DOTALL);
  private static final Set<String> TOURS =
      Set.of("GameDeveloperTour.java", "KifuToolTour.java", "BotAuthorTour.java");

  /** The checkout's root: the nearest folder above the working directory that holds README.md. */
  static Path root() {
    Path dir = Path.of("").toAbsolutePath();
    while (dir != null && !Files.isRegularFile(dir.resolve("README.md"))) {
      dir = dir.getParent();
    }
    assertTrue(dir != null, "no README.md above " + Path.of("").toAbsolutePath());
    return dir;
  }

  /** The lines strictly between {@code // README:begin NAME} and {@code // README:end NAME}. */
  static List<String> region(List<String> lines, String name, Path file) {
    int begin = -1;
    for (int i = 0; i < lines.size(); i++) {
      String t = lines.get(i).strip();
      if (t.equals("// README:begin " + name)) {
        begin = i + 1;
      } else if (t.equals("// README:end " + name)) {
        assertTrue(begin >= 0, file + ": README:end " + name + " before its begin");
        return lines.subList(begin, i);
      }
    }
    throw new AssertionError(file + ": no README:begin/end " + name + " region");
  }

  /** What the README must show for a source file. */
  static String quoted(Path file) throws IOException {
    List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
    List<String> body = region(lines, "body", file);
    int indent =
        body.stream()
            .filter(l -> !l.isBlank())
            .mapToInt(l -> l.length() - l.stripLeading().length())
            .min()
            .orElse(0);
    List<String> out = new ArrayList<>(region(lines, "imports", file));
    out.add("");
    body.forEach(l -> out.add(l.isBlank() ? "" : l.substring(indent)));
    return String.join("\n", out) + "\n";
  }

  @Test
  void everyJavaBlockOfTheReadmeIsQuotedFromACompiledTour() throws IOException {
    Path root = root();
    String readme = Files.readString(root.resolve("README.md"), StandardCharsets.UTF_8);
    Matcher m = SNIPPET.matcher(readme);
    Set<String> seen = new TreeSet<>();
    int blocks = 0;
    while (m.find()) {
      blocks++;
      Path file = root.resolve(m.group(1));
      assertTrue(Files.isRegularFile(file), "README cites a missing snippet source: " + m.group(1));
      assertEquals(
          quoted(file),
          m.group(2),
          "the README's block for " + m.group(1) + " differs from the source: copy it again");
      seen.add(file.getFileName().toString());
    }
    assertEquals(new TreeSet<>(TOURS), seen, "each tour is quoted once");
    // No other Java block: every piece of Java in the README comes from a compiled source.
    int javaBlocks = readme.split("```java\n", -1).length - 1;
    assertEquals(blocks, javaBlocks, "a ```java block of the README without a snippet marker");
  }
}
