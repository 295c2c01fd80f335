package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.rules.testkit.SharedData;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The corpus files that are the {@code expected output} of another project's CSA and JKF writers
 * (tsshogi's unit tests): each is read, written again by our writer, and compared.
 *
 * <ul>
 *   <li>CSA: the text must be equal line for line, except plain {@code '} comment lines, which are
 *       not part of a record (readers ignore them, so no writer can give them back);
 *   <li>JKF: the JSON values must be equal (key order and indentation are style: tsshogi puts small
 *       objects on one line).
 * </ul>
 */
class WriterExpectedOutputTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @TestFactory
  Stream<DynamicTest> expectedOutputsOfWriters() {
    Path manifest = SharedData.require("conformance/MANIFEST.tsv");
    Path corpus = manifest.getParent().resolve("corpus");
    List<DynamicTest> tests = new ArrayList<>();
    for (String[] row : SharedData.tsv(manifest)) {
      if (!row[5].contains("role=expected-output")
          || !(row[1].equals("CSA") || row[1].equals("JKF"))) {
        continue;
      }
      Path file = corpus.resolve(row[0]);
      tests.add(
          DynamicTest.dynamicTest(
              row[0],
              () -> {
                if (row[1].equals("CSA")) {
                  csa(file);
                } else {
                  jkf(file);
                }
              }));
    }
    assertEquals(17, tests.size(), "12 CSA and 5 JKF expected outputs");
    return tests.stream();
  }

  private static void csa(Path file) throws IOException {
    String expected = Files.readString(file, StandardCharsets.UTF_8);
    KifuFile kf = Kifu.read(file);
    boolean v3 = expected.contains("\nV3.0\n");
    String ours =
        (v3 ? CsaWriter.v30() : CsaWriter.v22())
            .write(kf.record(), WriteOptions.defaults().withCharset(kf.charset()));
    assertEquals(withoutPlainComments(expected), ours);
  }

  private static String withoutPlainComments(String csa) {
    String body =
        csa.lines()
            .filter(l -> !l.startsWith("'") || l.startsWith("'*") || l.startsWith("'CSA encoding="))
            .collect(Collectors.joining("\n"));
    return body + "\n";
  }

  private static void jkf(Path file) throws IOException {
    String expected = Files.readString(file, StandardCharsets.UTF_8);
    String ours = Kifu.toText(Kifu.read(file).record(), KifuFormat.JKF);
    JsonNode want = JSON.readTree(expected);
    JsonNode got = JSON.readTree(ours);
    assertTrue(
        want.equals(got),
        () -> "expected\n" + want.toPrettyString() + "\nbut wrote\n" + got.toPrettyString());
  }
}
