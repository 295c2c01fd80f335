package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;
import static org.quicktheories.generators.SourceDSL.lists;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.quicktheories.core.Gen;
import org.quicktheories.generators.Generate;

/**
 * The hand-written scanners of the KIF reader read exactly what the regular expressions that
 * specify them match, on lines built from the characters that matter to them.
 */
class ScannerProperties {
  private static final String ALPHABET =
      "0123456789０１２３４５ 　\t:：/／()（）.+*#&変化手数" + "七六歩同\u2028\u0085\f\u000Bxa";
  private static final Pattern TIME =
      Pattern.compile(
          "^\\(\\s*(\\d{1,9}):(\\d{1,9})(?:\\.\\d*)?\\s*(?:/\\s*(\\d{1,9}):(\\d{1,9}):(\\d{1,9})"
              + "(?:\\.\\d*)?\\s*)?\\)");
  private static final Pattern VARIATION =
      Pattern.compile("^変化[：:][ 　\\t]*([0-9０-９]{1,9})[ 　\\t]*手");

  private static Gen<String> lines() {
    Gen<Character> c = Generate.pick(ALPHABET.chars().mapToObj(i -> (char) i).toList());
    return lists().of(c).ofSizeBetween(0, 24).map(ScannerProperties::join);
  }

  /** Lines that look like the real thing more often: a prefix from real lines, then noise. */
  private static Gen<String> likely(List<String> prefixes) {
    return Generate.pick(prefixes).zip(lines(), (a, b) -> a + b);
  }

  private static String join(List<Character> cs) {
    StringBuilder sb = new StringBuilder();
    cs.forEach(sb::append);
    return sb.toString();
  }

  /**
   * Text split into lines as the KIF and KI2 readers must split it: at LF, CR and CRLF (one line
   * end), with no empty line after a final line end.
   */
  private static List<String> splitAtLineEnds(String text) {
    List<String> out = new java.util.ArrayList<>();
    StringBuilder line = new StringBuilder();
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\r' || c == '\n') {
        out.add(line.toString());
        line.setLength(0);
        if (c == '\r' && i + 1 < text.length() && text.charAt(i + 1) == '\n') {
          i++;
        }
      } else {
        line.append(c);
      }
    }
    if (line.length() > 0) {
      out.add(line.toString());
    }
    return out;
  }

  @Test
  void linesEndAtLfCrAndCrlf() {
    Gen<Character> c = Generate.pick(List.of('a', 'あ', ' ', '\r', '\n', '\u2028'));
    qt().withFixedSeed(3L)
        .withExamples(10_000)
        .forAll(lists().of(c).ofSizeBetween(0, 30).map(ScannerProperties::join))
        .checkAssert(
            text ->
                assertEquals(
                    splitAtLineEnds(text),
                    lines(text),
                    text.replace("\r", "<CR>").replace("\n", "<LF>")));
  }

  /** The lines {@link KakinokiText#lineBounds} finds, as strings. */
  private static List<String> lines(String text) {
    int[] bounds = KakinokiText.lineBounds(text);
    List<String> out = new ArrayList<>();
    for (int i = 0; i < bounds[0]; i++) {
      out.add(text.substring(bounds[2 * i + 1], bounds[2 * i + 2]));
    }
    return out;
  }

  @Test
  void headerColonIsTheHeaderPattern() {
    // the value may hold line separators (U+0085 ...): lines end at line feeds and returns only
    // and no key starts with a digit or a turn mark: such a line is a move
    Pattern header =
        Pattern.compile("^(?!手数-)([^：:\\s*#&0-9０-９▲△▽☗☖][^：:]{0,30}?)[：:](.*)$", Pattern.DOTALL);
    qt().withFixedSeed(1L)
        .withExamples(10_000)
        .forAll(likely(List.of("", "先手：", "開始日時:", "*", " 手合割：", "変化：", "▲先手：", "１手目：", "手数--：")))
        .checkAssert(
            line -> {
              Matcher m = header.matcher(line);
              assertEquals(m.matches() ? m.end(1) : -1, KakinokiHeader.headerColon(line), line);
            });
  }

  @Test
  void numberedLinesAreTheMoveLinePattern() {
    qt().withFixedSeed(2L)
        .withExamples(10_000)
        .forAll(likely(List.of("", "   1 ", "12 ７六歩(77)", "１２　同　歩(23)", "9 ")))
        .checkAssert(
            line -> {
              Matcher m = KifReader.MOVE_LINE.matcher(line);
              KifReader.Numbered n = KifReader.numbered(line);
              if (!m.matches() || m.group(1).length() > 9) {
                if (m.matches()) {
                  return; // a number too long for an int: only the regex path reads it
                }
                assertEquals(null, n, line);
                return;
              }
              assertEquals(Integer.parseInt(KakinokiText.halfWidth(m.group(1))), n.number, line);
              assertEquals(m.start(1), n.numberStart, line);
              assertEquals(Optional.ofNullable(m.group(2)), n.body(), line);
              if (m.group(2) != null) {
                assertEquals(m.start(2), n.bodyStart, line);
              }
            });
  }

  @Test
  void numberedLinesOfTextsWithoutSeparatorsSkipTheirCheck() {
    qt().withFixedSeed(6L)
        .withExamples(10_000)
        .forAll(likely(List.of("", "   1 ", "12 ７六歩(77)", "１２　同　歩(23)", "9 ")))
        .checkAssert(
            line -> {
              KifReader.Numbered all = KifReader.numbered(line);
              KifReader.Numbered n = KifReader.numbered(line, KifReader.hasLineSeparator(line));
              assertEquals(all == null, n == null, line);
              if (all != null) {
                assertEquals(
                    List.of(all.number, all.numberStart, all.bodyStart, all.body()),
                    List.of(n.number, n.numberStart, n.bodyStart, n.body()),
                    line);
              }
            });
  }

  @Test
  void timeFieldsAreTheTimePattern() {
    qt().withFixedSeed(3L)
        .withExamples(10_000)
        .forAll(likely(List.of("(", "( 0:16/00:00:16)", "(1:02/1:2:3", "（１：２／")))
        .checkAssert(
            line -> {
              Matcher m = TIME.matcher(KakinokiText.halfWidth(line));
              Optional<KakinokiText.Times> t = KakinokiText.time(line, 0, line.length());
              assertEquals(m.find(), t.isPresent(), line);
              if (t.isPresent()) {
                assertEquals(m.end(), t.get().end, line);
                long spent = Long.parseLong(m.group(1)) * 60 + Long.parseLong(m.group(2));
                assertEquals(spent, t.get().spent.get().getSeconds(), line);
                assertEquals(m.group(3) != null, t.get().total.isPresent(), line);
                if (m.group(3) != null) {
                  long total =
                      Long.parseLong(m.group(3)) * 3600
                          + Long.parseLong(m.group(4)) * 60
                          + Long.parseLong(m.group(5));
                  assertEquals(total, t.get().total.get().getSeconds(), line);
                }
              }
            });
  }

  @Test
  void moveSectionLinesAreTheMoveSectionPattern() {
    Gen<Character> c = Generate.pick(List.of('手', '数', '指', '-', '－', ' ', 'a'));
    qt().withFixedSeed(5L)
        .withExamples(10_000)
        .forAll(
            Generate.pick(List.of("", "手数", "手数-", "手数----指手", "手数----指手--"))
                .zip(
                    lists().of(c).ofSizeBetween(0, 12).map(ScannerProperties::join),
                    (a, b) -> a + b))
        .checkAssert(
            line ->
                assertEquals(
                    KifReader.MOVE_SECTION.matcher(line).find(),
                    KifReader.isMoveSection(line),
                    line));
  }

  @Test
  void variationLinesAreTheVariationPattern() {
    qt().withFixedSeed(4L)
        .withExamples(10_000)
        .forAll(likely(List.of("変化：", "変化:", "変化：１２手", "変化： 3 手")))
        .checkAssert(
            line -> {
              Matcher m = VARIATION.matcher(line);
              int expected = m.find() ? Integer.parseInt(KakinokiText.halfWidth(m.group(1))) : -1;
              assertEquals(expected, KakinokiText.variation(line), line);
            });
  }
}
