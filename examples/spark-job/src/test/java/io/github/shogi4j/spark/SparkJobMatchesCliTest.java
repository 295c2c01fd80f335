package io.github.shogi4j.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.GenerateArchive;
import io.github.shogi4j.cli.ShogiCli;
import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.training.Hcpe;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The Spark job in local mode against {@code shogi export} and {@code shogi stats} on the same
 * sources: a generated archive of random games (the CLI's benchmark generator), and a folder
 * holding the first half of the same games again (every position a duplicate), a zip of two
 * records, a JKF record (read with Spark's Jackson), a record that cannot be read and a tsume
 * record without sente's king (not codable). The HCPE records must be the same set (compared
 * sorted, 38 bytes each), and so must the summaries and the statistics.
 */
class SparkJobMatchesCliTest {
  @TempDir static Path tmp;
  static SparkSession spark;
  static Path archive;
  static Path folder;

  @BeforeAll
  static void start() throws IOException {
    archive = tmp.resolve("games.csa.gz");
    GenerateArchive.write(archive, 80);
    folder = Files.createDirectories(tmp.resolve("more"));
    GenerateArchive.write(folder.resolve("again.csa.gz"), 40);
    GameRecord a =
        Kifu.parseRecord(
            "V2.2\nN+P1\nN-P2\nPI\n+\n'black_rate:P1:2100.0\n'white_rate:P2:1900.0\n"
                + "+7776FU\n-3334FU\n+8822UM\n-3122GI\n+0045KA\n%TORYO\n",
            KifuFormat.CSA);
    GameRecord b =
        Kifu.parseRecord(
            "V2.2\nN+P3\nN-P1\nPI\n+\n+2726FU\n-8384FU\n+2625FU\n-8485FU\n%SENNICHITE\n",
            KifuFormat.CSA);
    try (ZipOutputStream zip =
        new ZipOutputStream(Files.newOutputStream(folder.resolve("two.zip")))) {
      for (int i = 0; i < 2; i++) {
        zip.putNextEntry(new ZipEntry("g" + i + ".csa"));
        zip.write(Kifu.toText(i == 0 ? a : b, KifuFormat.CSA).getBytes(StandardCharsets.UTF_8));
        zip.closeEntry();
      }
    }
    Files.writeString(folder.resolve("one.jkf"), Kifu.toText(a, KifuFormat.JKF));
    Files.writeString(folder.resolve("bad.csa"), "V2.2\nPI\n+\n+7776FU\n+3334FU\n");
    Files.writeString(
        folder.resolve("tsume.usi"), "position sfen 8k/9/9/9/9/9/9/9/8R b G 1 moves G*2b\n");
    spark =
        SparkSession.builder()
            .master("local[2]")
            .appName("shogi-spark-job test")
            .config("spark.ui.enabled", "false")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.sql.shuffle.partitions", "2")
            .getOrCreate();
  }

  @AfterAll
  static void stop() {
    if (spark != null) {
      spark.stop();
    }
  }

  /** Runs the CLI in process; returns its one JSON line, parsed. */
  private static Map<String, Object> cli(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int code =
        ShogiCli.run(
            args,
            new ByteArrayInputStream(new byte[0]),
            new PrintWriter(out),
            new PrintWriter(err),
            false);
    assertEquals(0, code, () -> out + "\n" + err);
    return JsonReader.object(out.toString().strip());
  }

  private static Map<String, Object> job(String... args) {
    // through JSON, so that both answers are compared as the same parser reads them
    return JsonReader.object(ShogiSparkJob.json(ShogiSparkJob.run(spark, args)));
  }

  /** The 38-byte records of a file or of a folder's part files, sorted, as hex. */
  private static List<String> sortedRecords(Path path) throws IOException {
    List<Path> files = new ArrayList<>();
    if (Files.isDirectory(path)) {
      try (Stream<Path> s = Files.list(path)) {
        s.filter(p -> p.toString().endsWith(".hcpe")).forEach(files::add);
      }
    } else {
      files.add(path);
    }
    List<String> records = new ArrayList<>();
    for (Path f : files) {
      byte[] bytes = Files.readAllBytes(f);
      assertEquals(0, bytes.length % Hcpe.BYTES, f.toString());
      for (int i = 0; i < bytes.length; i += Hcpe.BYTES) {
        records.add(HexFormat.of().formatHex(Arrays.copyOfRange(bytes, i, i + Hcpe.BYTES)));
      }
    }
    records.sort(null);
    return records;
  }

  private static void sameSummary(Map<String, Object> expected, Map<String, Object> actual) {
    for (String key : List.of("records", "games", "skipped", "positions", "duplicates")) {
      assertEquals(expected.get(key), actual.get(key), key + ": " + expected + " / " + actual);
    }
  }

  @Test
  void dedupedHcpeIsTheCliOutput() throws IOException {
    Path cliOut = tmp.resolve("cli.hcpe");
    Path jobOut = tmp.resolve("job-hcpe");
    Map<String, Object> c =
        cli(
            "export",
            archive.toString(),
            folder.toString(),
            "--to",
            "hcpe",
            "--dedupe",
            "--threads",
            "1",
            "-o",
            cliOut.toString());
    Map<String, Object> j =
        job(
            "export",
            archive.toString(),
            folder.toString(),
            "--to",
            "hcpe",
            "--dedupe",
            "-o",
            jobOut.toString());
    sameSummary(c, j);
    // the sources hold what the test means them to: 80 + 40 + 2 + 1 + 2 records
    assertEquals(125L, j.get("records"));
    assertEquals(Map.of("unreadable", 1L, "not codable", 1L), j.get("skipped"));
    assertTrue((Long) j.get("duplicates") > 0, j::toString);
    List<String> expected = sortedRecords(cliOut);
    assertEquals(expected.size(), ((Long) c.get("positions")).intValue());
    assertEquals(expected, sortedRecords(jobOut));
  }

  @Test
  void filteredParquetHoldsTheCliPositions() throws IOException {
    Path cliOut = tmp.resolve("cli-filtered.hcpe");
    Path jobOut = tmp.resolve("job-filtered");
    String[] filters = {"--min-rating", "2000", "--min-moves", "40", "--result", "win"};
    List<String> c = new ArrayList<>(List.of("export", archive.toString(), folder.toString()));
    c.addAll(List.of(filters));
    List<String> j = new ArrayList<>(c);
    c.addAll(List.of("--to", "hcpe", "--threads", "1", "-o", cliOut.toString()));
    j.addAll(List.of("--to", "parquet", "-o", jobOut.toString()));
    Map<String, Object> cs = cli(c.toArray(String[]::new));
    Map<String, Object> js = job(j.toArray(String[]::new));
    sameSummary(cs, js);
    assertTrue(((Map<?, ?>) js.get("skipped")).keySet().containsAll(List.of("rating", "moves")));
    List<String> records = new ArrayList<>();
    for (Row r : spark.read().parquet(jobOut.toString()).collectAsList()) {
      byte[] hcpe = r.getAs("hcpe");
      records.add(HexFormat.of().formatHex(hcpe));
      // the readable columns describe the record's own position (HCPE keeps no move number)
      Hcpe h = Hcpe.decode(hcpe, 0);
      String sfen = r.getAs("sfen");
      assertEquals(h.position().toSfen().replaceAll(" \\d+$", ""), sfen.replaceAll(" \\d+$", ""));
      assertEquals(h.bestMove().orElseThrow().toUsi(), r.getAs("move"));
      assertEquals(h.position().zobristKey(), (long) r.getAs("key"));
    }
    records.sort(null);
    assertEquals(sortedRecords(cliOut), records);
    assertEquals((long) records.size(), js.get("positions"));
  }

  @Test
  void statisticsAreTheCliStatistics() {
    Map<String, Object> c =
        cli("stats", archive.toString(), folder.toString(), "--json", "--top", "5");
    Map<String, Object> j = job("stats", archive.toString(), folder.toString(), "--top", "5");
    assertEquals(c, j);
    assertEquals(1L, j.get("unreadable"));
  }

  @Test
  void badArgumentsAreUsageErrors() {
    assertThrows(
        ShogiSparkJob.UsageException.class,
        () -> ShogiSparkJob.run(spark, "export", archive.toString(), "--to", "psv", "-o", "x"));
    assertThrows(
        ShogiSparkJob.UsageException.class,
        () -> ShogiSparkJob.run(spark, "export", archive.toString(), "--to", "hcpe"));
    assertThrows(ShogiSparkJob.UsageException.class, () -> ShogiSparkJob.run(spark, "count"));
    assertThrows(
        ShogiSparkJob.UsageException.class,
        () -> ShogiSparkJob.run(spark, "stats", archive.toString(), "--opening-moves", "0"));
  }
}
