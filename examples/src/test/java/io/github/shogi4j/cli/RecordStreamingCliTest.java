package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The record commands read records one at a time: standard input past the detection prefix is
 * answered record by record, and an archive is read where a file can be given, each entry named
 * {@code archive!/path}.
 */
class RecordStreamingCliTest {
  private static final String CSA = "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n";

  @Test
  void standardInputOfManyRecordsIsAnsweredRecordByRecord() {
    int n = 40_000; // 1.4 MB, past the 1 MiB read whole
    byte[] in = "position startpos moves 7g7f 3c3d\n".repeat(n).getBytes(StandardCharsets.US_ASCII);
    Cli.Result r = Cli.runWithInput(in, "info", "-", "--json");
    assertEquals(0, r.code(), r.err());
    List<String> lines = r.lines();
    assertEquals(n, lines.size());
    Map<String, Object> last = JsonReader.object(lines.get(n - 1));
    assertEquals("<stdin>", last.get("file"));
    assertEquals(n, ((Number) last.get("record")).intValue());
    assertEquals(2, ((Number) last.get("moves")).intValue());
  }

  @Test
  void anArchiveIsReadWhereAFileCanBeGiven(@TempDir Path dir) throws IOException {
    Path zip = dir.resolve("games.zip");
    try (ZipOutputStream z = new ZipOutputStream(Files.newOutputStream(zip))) {
      z.putNextEntry(new ZipEntry("2024/a.csa"));
      z.write((CSA + "/\n" + CSA).getBytes(StandardCharsets.US_ASCII));
      z.putNextEntry(new ZipEntry("2024/broken.csa"));
      z.write("V2.2\nPI\n+\n+7776KI\n".getBytes(StandardCharsets.US_ASCII));
      z.putNextEntry(new ZipEntry("notes.txt"));
      z.write("not a record".getBytes(StandardCharsets.US_ASCII));
    }
    Cli.Result r = Cli.run("validate", zip.toString(), "--json");
    assertEquals(1, r.code(), r::toString);
    List<String> lines = r.lines();
    assertEquals(2, lines.size(), r::toString);
    Map<String, Object> a = JsonReader.object(lines.get(0));
    assertEquals(zip + "!/2024/a.csa", a.get("file"));
    assertEquals(true, a.get("valid"));
    Map<String, Object> broken = JsonReader.object(lines.get(1));
    assertEquals(zip + "!/2024/broken.csa", broken.get("file"));
    assertEquals(false, broken.get("valid"));

    // a folder holding a compressed file: found and read like a record file
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    try (OutputStream g = new GZIPOutputStream(gz)) {
      g.write(CSA.getBytes(StandardCharsets.US_ASCII));
    }
    Files.write(dir.resolve("one.csa.gz"), gz.toByteArray());
    Cli.Result list = Cli.run("info", dir.toString(), "--json");
    List<String> files =
        list.lines().stream().map(l -> String.valueOf(JsonReader.object(l).get("file"))).toList();
    assertEquals(
        List.of(
            zip + "!/2024/a.csa",
            zip + "!/2024/a.csa",
            zip + "!/2024/broken.csa",
            dir.resolve("one.csa.gz") + "!/one.csa"),
        files,
        list::toString);
    assertTrue(list.lines().get(2).contains("\"error\""), list::toString);
  }
}
