package io.github.shogi4j.kif.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.integers;
import static org.quicktheories.generators.SourceDSL.longs;

import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.rules.testkit.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The streaming fast path of the JKF reader ({@link JkfStreamReader}) agrees with the tree reader
 * ({@link JkfReader#readTree}) whenever it answers: the tree reader then reads the document
 * strictly and leniently to the same record with the same warnings. Checked on the JKF files of the
 * conformance corpus, and on them with JSON values replaced, removed or added here and there.
 * Skipped visibly when the shared folder is absent.
 */
class JkfStreamReaderProperties {
  private static final List<String> NAMES = new ArrayList<>();
  private static final List<String> TEXTS = new ArrayList<>();

  @BeforeAll
  static void corpus() throws IOException {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    for (String[] row : SharedData.tsv(manifest)) {
      if (row[1].equals("JKF")) {
        byte[] b = Files.readAllBytes(manifest.getParent().resolve("corpus").resolve(row[0]));
        NAMES.add(row[0]);
        TEXTS.add(EncodingDetector.decode(b, StandardCharsets.UTF_8).text());
      }
    }
  }

  /**
   * Checks the agreement, and that the fast path reads the text and its UTF-8 bytes alike; returns
   * whether the fast path answered.
   */
  private static boolean agrees(String text, String what) {
    Optional<ReadResult> fast = JkfStreamReader.read(text);
    Optional<ReadResult> fromBytes = JkfStreamReader.read(text.getBytes(StandardCharsets.UTF_8));
    assertEquals(fast.isPresent(), fromBytes.isPresent(), () -> what + ": text and bytes differ");
    if (fast.isEmpty()) {
      return false;
    }
    assertEquals(fast.get().warnings(), fromBytes.get().warnings(), what);
    assertEquals(fast.get().record(), fromBytes.get().record(), what);
    for (ReadMode mode : ReadMode.values()) {
      List<ReadResult> tree = JkfReader.readTree(text, ReadOptions.defaults().withMode(mode));
      assertEquals(1, tree.size(), what);
      assertTrue(tree.get(0).isOk(), () -> what + ": the tree reader fails: " + tree.get(0));
      assertEquals(tree.get(0).warnings(), fast.get().warnings(), what);
      assertEquals(tree.get(0).record(), fast.get().record(), what);
    }
    return true;
  }

  @Test
  void theFastPathReadsTheUsualCorpusFilesAsTheTreeReaderDoes() {
    List<String> gaveUp = new ArrayList<>();
    for (int i = 0; i < TEXTS.size(); i++) {
      if (!agrees(TEXTS.get(i), NAMES.get(i))) {
        gaveUp.add(NAMES.get(i));
      }
    }
    assertEquals(17, TEXTS.size(), "the 17 JKF rows of the manifest");
    assertEquals(List.of(), gaveUp, "files the fast path leaves to the tree reader");
  }

  /**
   * A custom start (preset OTHER) read by the fast path, whose {@code initial} is built as a small
   * tree from the stream and read by the tree reader's code, reads as the tree reader reads it from
   * the whole document's tree: the same start and the same warning (at the same line and column,
   * from the text and from the bytes), also with fields the tree reader ignores (an array, an extra
   * field in a cell); a name twice in a cell is left to the tree reader.
   */
  @Test
  void theFastPathReadsCustomStartsAndLeavesTheirUnusualPartsToTheTree() {
    int custom = 0;
    for (int i = 0; i < TEXTS.size(); i++) {
      String t = TEXTS.get(i);
      if (!t.contains("\"OTHER\"")) {
        continue;
      }
      custom++;
      String what = NAMES.get(i);
      assertTrue(agrees(t, what), what);
      String extra =
          t.replaceFirst("\"preset\"\\s*:", "\"extra\": [1, {\"a\": null}], \"preset\":");
      assertTrue(!extra.equals(t) && agrees(extra, what + " with an extra array in initial"), what);
      String cell = t.replaceFirst("\\{\\s*\"color\"", "{\"note\": \"x\", \"color\"");
      assertTrue(!cell.equals(t) && agrees(cell, what + " with an extra field in a cell"), what);
      String twice =
          t.replaceFirst("\"kind\"\\s*:\\s*\"(\\w+)\"", "\"kind\": \"$1\", \"kind\": \"$1\"");
      assertTrue(!twice.equals(t) && !agrees(twice, what + " with a kind twice in a cell"), what);
    }
    assertEquals(2, custom, "the corpus JKF files with a custom start");
  }

  /**
   * A name twice in an object of {@code initial} (the preset, a cell, a hand's kind), which the
   * streaming parser does not look for, makes the fast path leave the document to the tree reader,
   * which reports it as invalid JSON on the line of the second name.
   */
  @Test
  void aNameTwiceInInitialIsLeftToTheTreeReader() {
    Pattern[] names = {
      Pattern.compile("\"preset\"\\s*:\\s*\"\\w+\""),
      Pattern.compile("\"kind\"\\s*:\\s*\"\\w+\""),
      Pattern.compile("\"hands\"\\s*:\\s*\\[\\s*\\{")
    };
    int edited = 0;
    for (int i = 0; i < TEXTS.size(); i++) {
      for (Pattern p : names) {
        String t = TEXTS.get(i);
        Matcher m = p.matcher(t);
        if (!m.find()) {
          continue;
        }
        String twice;
        if (m.group().startsWith("\"hands\"")) { // a count twice in the first hand
          boolean empty = t.substring(m.end()).stripLeading().startsWith("}");
          twice =
              t.substring(0, m.end())
                  + "\"FU\": 0, \"FU\": 0"
                  + (empty ? "" : ", ")
                  + t.substring(m.end());
        } else {
          twice = t.substring(0, m.end()) + ", " + m.group() + t.substring(m.end());
        }
        edited++;
        String what = NAMES.get(i) + " with a name twice after " + m.group();
        assertTrue(JkfStreamReader.read(twice).isEmpty(), what);
        assertTrue(JkfStreamReader.read(twice.getBytes(StandardCharsets.UTF_8)).isEmpty(), what);
        ReadResult tree = JkfReader.readTree(twice, ReadOptions.lenient()).get(0);
        assertTrue(tree.error().isPresent(), what);
        Problem problem = tree.error().get().problem();
        assertEquals(ProblemRule.SYNTAX, problem.rule(), what);
        assertTrue(problem.message().startsWith("not valid JSON"), what + ": " + problem);
        int line = 1 + (int) t.substring(0, m.end()).chars().filter(c -> c == '\n').count();
        assertEquals(OptionalInt.of(line), problem.line(), what);
      }
    }
    // fourteen presets, and the cells and hands of two custom starts
    assertEquals(14 + 2 + 2, edited, "edited documents");
  }

  /** Edits that make documents unusual: values of other types or ranges, fields gone or added. */
  private static final Pattern NUMBER = Pattern.compile("(?<=:\\s{0,3})-?\\d+(?:\\.\\d+)?");

  private static final Pattern STRING = Pattern.compile("(?<=:\\s{0,3})\"[^\"\\\\]*\"");
  private static final Pattern FIELD =
      Pattern.compile(
          "\"\\w+\"\\s*:\\s*(?:-?\\d+|true|false|null|\"[^\"\\\\]*\"|\\{[^{}]*\\})\\s*,?");
  private static final Pattern MOVE = Pattern.compile("\"move\"\\s*:\\s*\\{");
  private static final String[] VALUES = {
    "0",
    "1",
    "2",
    "5",
    "9",
    "10",
    "-1",
    "1.5",
    "null",
    "true",
    "false",
    "\"7\"",
    "\"FU\"",
    "\"TO\"",
    "\"\"",
    "\"TORYO\"",
    "\"CHUDAN\"",
    "\"LH\"",
    "\"U\"",
    "\"HIRATE\"",
    "\"KA\"",
    "\"OTHER\"",
    "[]",
    "{}",
    "{\"x\": 5, \"y\": 5}",
    "\"a\\nb\""
  };
  private static final String[] ADDED = {
    "\"same\": true, ",
    "\"promote\": false, ",
    "\"promote\": true, ",
    "\"relative\": \"C\", ",
    "\"from\": null, ",
    "\"capture\": \"FU\", ",
    "\"color\": 1, ",
    "\"special\": \"TORYO\", ",
    "\"extra\": [1, {\"a\": null}], "
  };

  static String mutate(String text, SplittableRandom r) {
    String t = text;
    for (int k = r.nextInt(1, 4); k > 0; k--) {
      switch (r.nextInt(5)) {
        case 0:
          t = replaceOne(t, NUMBER, VALUES[r.nextInt(VALUES.length)], r);
          break;
        case 1:
          t = replaceOne(t, STRING, VALUES[r.nextInt(VALUES.length)], r);
          break;
        case 2:
          t = replaceOne(t, FIELD, "", r);
          break;
        case 3:
          t = twice(t, r);
          break;
        default:
          t = replaceOne(t, MOVE, "\"move\": {" + ADDED[r.nextInt(ADDED.length)], r);
      }
    }
    return t;
  }

  /**
   * A field written twice in its object ({@code "x": 7, "x": 7}), a JSON error that the tree reader
   * reports: in a header, a square, a time, a move, an element, {@code initial}.
   */
  private static String twice(String t, SplittableRandom r) {
    List<String> fields = new ArrayList<>();
    List<Integer> ends = new ArrayList<>();
    for (Matcher m = FIELD.matcher(t); m.find(); ) {
      fields.add(m.group());
      ends.add(m.end());
    }
    if (fields.isEmpty()) {
      return t;
    }
    int k = r.nextInt(fields.size());
    String f = fields.get(k).strip();
    String once = f.endsWith(",") ? f.substring(0, f.length() - 1) : f;
    return t.substring(0, ends.get(k) - fields.get(k).length())
        + once
        + ", "
        + fields.get(k)
        + t.substring(ends.get(k));
  }

  private static String replaceOne(String t, Pattern p, String with, SplittableRandom r) {
    List<int[]> at = new ArrayList<>();
    for (Matcher m = p.matcher(t); m.find(); ) {
      at.add(new int[] {m.start(), m.end()});
    }
    if (at.isEmpty()) {
      return t;
    }
    int[] one = at.get(r.nextInt(at.size()));
    return t.substring(0, one[0]) + with + t.substring(one[1]);
  }

  @Test
  void theFastPathAgreesOnEditedDocumentsOrLeavesThemToTheTreeReader() {
    AtomicInteger answered = new AtomicInteger();
    AtomicInteger tried = new AtomicInteger();
    qt().withFixedSeed(11L)
        .withExamples(1500)
        .forAll(integers().between(0, TEXTS.size() - 1), longs().all())
        .checkAssert(
            (file, seed) -> {
              String t = mutate(TEXTS.get(file), new SplittableRandom(seed));
              tried.incrementAndGet();
              if (agrees(t, NAMES.get(file) + " edited:\n" + t)) {
                answered.incrementAndGet();
              }
            });
    // both ways are taken often: the edits reach the fast path's checks, not only JSON syntax
    assertTrue(answered.get() > tried.get() / 10, answered + " of " + tried + " answered");
    assertTrue(answered.get() < tried.get() * 9 / 10, answered + " of " + tried + " answered");
  }
}
