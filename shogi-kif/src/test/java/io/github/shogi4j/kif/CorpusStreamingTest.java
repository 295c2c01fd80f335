package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.testkit.SharedData;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * Every file of the conformance corpus (read in place) read as a stream, decoded as it is read (a
 * detection prefix of 64 bytes sends even the smallest file that way), gives what {@link
 * Kifu#read(Path)} gives: the same results in the same order, records, errors and warnings with the
 * lines of the whole file. The encoding and format {@code Kifu.read} found are given, so that the
 * stream's own machinery is what is compared. Skipped visibly when the shared folder is absent.
 */
class CorpusStreamingTest {

  @TestFactory
  Stream<DynamicTest> everyCorpusFileStreamedEqualsReadWhole() {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    Path corpus = manifest.getParent().resolve("corpus");
    List<DynamicTest> tests = new ArrayList<>();
    for (String[] row : SharedData.tsv(manifest)) {
      if (row[1].equals("format")) {
        continue; // the header row
      }
      Path file = corpus.resolve(row[0]);
      tests.add(
          DynamicTest.dynamicTest(
              row[0],
              () -> {
                check(file, ReadOptions.defaults());
                check(file, ReadOptions.lenient());
              }));
    }
    assertEquals(250, tests.size(), "every row of the manifest");
    return tests.stream();
  }

  private static void check(Path file, ReadOptions mode) throws Exception {
    KifuFile whole = Kifu.read(file, mode);
    ReadOptions given =
        mode.withSource(file.toString()).withFormat(whole.format()).withCharset(whole.charset());
    KifuFile streamed;
    try (InputStream in = Files.newInputStream(file)) {
      streamed = Kifu.records(in, given, java.util.Optional.empty(), in, 64).collect();
    }
    assertEquals(whole.format(), streamed.format());
    assertEquals(whole.results().size(), streamed.results().size(), "records");
    for (int i = 0; i < whole.results().size(); i++) {
      ReadResult w = whole.results().get(i);
      ReadResult s = streamed.results().get(i);
      assertEquals(w.recordIfOk(), s.recordIfOk(), "record " + i);
      assertEquals(
          w.error().map(KifuParseException::problem),
          s.error().map(KifuParseException::problem),
          "error of record " + i);
      assertEquals(withoutFileNotes(w.warnings()), s.warnings(), "warnings of record " + i);
      if (w.isOk()) {
        assertEquals(
            lines(w.record().mainLine()),
            lines(s.record().mainLine()),
            "move lines of record " + i);
      }
    }
  }

  /** The notes on a whole file's first line that come from its name or declaration. */
  private static List<Problem> withoutFileNotes(List<Problem> warnings) {
    return warnings.stream()
        .filter(
            p ->
                !p.message().startsWith("the file is named as")
                    && !p.message().startsWith("the file declares"))
        .collect(Collectors.toList());
  }

  private static List<String> lines(Line line) {
    return line.moves().stream().map(m -> String.valueOf(m.source())).collect(Collectors.toList());
  }
}
