package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.rules.testkit.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.stream.Collectors;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * The writer outputs other projects expect (MANIFEST role=expected-output): the record each file
 * describes is read, written by our writer, and compared with the file byte for byte, except for
 * the differences named per file, which are conventions of ours:
 *
 * <ul>
 *   <li>{@code まで}: our KIF writer ends the main line with the summary line, which tsshogi omits
 *       (cshogi and others read the result only from it);
 *   <li>{@code #}: program comment lines ({@code #written by TypeScript}) are not part of the
 *       record, so they are not kept;
 *   <li>{@code times}: shogihome writes {@code ( 0:00/00:00:00)} and {@code 手合割：平手} for records
 *       that have neither; we do not invent times or headers.
 * </ul>
 */
class WriterExpectedOutputTest {

  @ParameterizedTest(name = "{0} ({1})")
  @CsvSource({
    "tsshogi/inline/kakinoki__export-standard__1.kif, まで",
    "tsshogi/inline/kakinoki__export-bookmark__1.kif, まで",
    "tsshogi/inline/kakinoki__export-sealed-move__1.kif, まで",
    "tsshogi/inline/kakinoki__export-with-comment__1.kif, #",
    "tsshogi/inline/kakinoki__export-ki2__1.ki2, none",
    "tsshogi/inline/kakinoki__export-ki2-long__1.ki2, none",
    "tsshogi/inline/kakinoki__export-ki2-end-of-game__1.ki2, none",
    "tsshogi/inline/kakinoki__exportBOD__1.ki2, none"
  })
  void ourWriterReproducesTheExpectedOutput(String file, String difference) throws IOException {
    Path path = SharedData.require("conformance/corpus/" + file);
    KifuFile kf = Kifu.read(path, ReadOptions.defaults());
    String expected = Files.readString(path, StandardCharsets.UTF_8);
    String ours = Kifu.toText(kf.record(), kf.format());
    assertEquals(without(expected, difference), without(ours, difference));
    if (difference.equals("まで")) {
      // and the line we add is the summary of the record's ending
      assertEquals(1, ours.lines().filter(l -> l.startsWith("まで")).count(), ours);
    }
  }

  /** shogihome's KI2U to KIFU conversion: same moves, variations and headers. */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
    "shogihome/src/tests/testdata/conversion/input/ki2u-utf8.ki2u,"
        + " shogihome/src/tests/testdata/conversion/output/ki2u-to-kifu/number-suffix/ki2u-utf8-2.kifu"
  })
  void conversionMatchesShogihomeUpToItsConventions(String input, String output)
      throws IOException {
    Path in = SharedData.require("conformance/corpus/" + input);
    Path out = SharedData.require("conformance/corpus/" + output);
    GameRecord r = Kifu.read(in).record();
    String ours = Kifu.toText(r, KifuFormat.KIF);
    String expected = Files.readString(out, StandardCharsets.UTF_8);
    assertEquals(without(expected, "times"), without(ours, "times"));
  }

  private static String without(String text, String difference) {
    return Arrays.stream(text.replace("\r\n", "\n").split("\n", -1))
        .filter(l -> !(difference.equals("まで") && l.startsWith("まで")))
        .filter(l -> !(difference.equals("#") && l.startsWith("#")))
        .filter(l -> !(difference.equals("times") && l.equals("手合割：平手")))
        .map(
            l ->
                difference.equals("times")
                    ? l.replaceAll("\\s*\\( 0:00/00:00:00\\)", "").replaceAll("\\s+\\+$", "+")
                    : l)
        .collect(Collectors.joining("\n"));
  }
}
