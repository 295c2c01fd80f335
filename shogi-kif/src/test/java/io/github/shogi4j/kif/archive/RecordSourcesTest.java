package io.github.shogi4j.kif.archive;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.apache.commons.compress.archivers.sevenz.SevenZArchiveEntry;
import org.apache.commons.compress.archivers.sevenz.SevenZOutputFile;
import org.apache.commons.compress.archivers.tar.TarArchiveEntry;
import org.apache.commons.compress.archivers.tar.TarArchiveOutputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipArchiveOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * Archives of each kind, built here from generated records, read as streams of records: every
 * record entry in archive order, each named {@code archive!/path}, other entries passed over; an
 * entry that decompresses past the limit refused with a located error.
 */
class RecordSourcesTest {
  /** Entries: name to bytes, in archive order. */
  private static Map<String, byte[]> entries() {
    Map<String, byte[]> m = new LinkedHashMap<>();
    StringBuilder csa = new StringBuilder();
    for (int i = 0; i < 3; i++) {
      csa.append(i == 0 ? "" : "/\n")
          .append("V2.2\nN+sente")
          .append(i)
          .append("\nPI\n+\n")
          .append("+7776FU\n-3334FU\n".repeat(1))
          .append(i == 1 ? "+8822UM\n" : "")
          .append("%TORYO\n");
    }
    m.put("games/floodgate.csa", csa.toString().getBytes(StandardCharsets.US_ASCII));
    m.put("README.txt", "not a record".getBytes(StandardCharsets.US_ASCII));
    m.put(
        "kif/one.kif",
        "先手：甲\n後手：乙\n手数----指手--\n1 ７六歩(77)\n2 ３四歩(33)\n".getBytes(Charset.forName("windows-31j")));
    return m;
  }

  /** The expected answers: source name, then each record's main-line moves. */
  private static List<String> expected(String archive) {
    return List.of(archive + "!/games/floodgate.csa: 2 3 2", archive + "!/kif/one.kif: 2");
  }

  private static List<String> read(Path path) {
    List<String> out = new ArrayList<>();
    try (RecordSources sources = RecordSources.open(path, ReadOptions.defaults())) {
      for (RecordStream records : sources) {
        StringBuilder sb = new StringBuilder(records.source().orElseThrow()).append(':');
        for (ReadResult r : records) {
          sb.append(' ').append(r.record().moves().size());
        }
        out.add(sb.toString());
      }
    }
    return out;
  }

  @Test
  void everyKindOfArchiveIsReadEntryByEntry(@TempDir Path dir) throws IOException {
    Map<String, byte[]> entries = entries();
    Path zip = dir.resolve("games.zip");
    try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(zip)) {
      for (Map.Entry<String, byte[]> e : entries.entrySet()) {
        z.putArchiveEntry(new ZipArchiveEntry(e.getKey()));
        z.write(e.getValue());
        z.closeArchiveEntry();
      }
    }
    Path seven = dir.resolve("games.7z");
    try (SevenZOutputFile s = new SevenZOutputFile(seven.toFile())) {
      for (Map.Entry<String, byte[]> e : entries.entrySet()) {
        SevenZArchiveEntry entry = new SevenZArchiveEntry();
        entry.setName(e.getKey());
        s.putArchiveEntry(entry);
        s.write(e.getValue());
        s.closeArchiveEntry();
      }
    }
    byte[] tar = tar(entries);
    Path plainTar = Files.write(dir.resolve("games.tar"), tar);
    Path tgz = Files.write(dir.resolve("games.tgz"), gzip(tar));
    Path tarGz = Files.write(dir.resolve("games.tar.gz"), gzip(tar));
    Path tarXz = Files.write(dir.resolve("games.tar.xz"), xz(tar));
    for (Path archive : List.of(zip, seven, plainTar, tgz, tarGz, tarXz)) {
      assertEquals(expected(archive.toString()), read(archive), archive.toString());
    }
    byte[] csa = entries.get("games/floodgate.csa");
    Path gz = Files.write(dir.resolve("floodgate.csa.gz"), gzip(csa));
    Path xz = Files.write(dir.resolve("floodgate.csa.xz"), xz(csa));
    for (Path one : List.of(gz, xz)) {
      assertEquals(List.of(one + "!/floodgate.csa: 2 3 2"), read(one));
    }
    // a folder: its record files and archives, in path order
    List<String> all = read(dir);
    assertEquals(6 * 2 + 2, all.size(), all.toString());
    assertEquals(gz + "!/floodgate.csa: 2 3 2", all.get(0));
  }

  @Test
  void anEntryPastTheLimitIsRefusedWhereItPassesIt(@TempDir Path dir) throws IOException {
    // a zip bomb in small: 3 MiB of comment lines that deflate to a few KiB
    byte[] bomb =
        ("V2.2\n" + "'".repeat(99) + "\n")
            .repeat((3 << 20) / 105)
            .getBytes(StandardCharsets.US_ASCII);
    Path zip = dir.resolve("bomb.zip");
    try (ZipArchiveOutputStream z = new ZipArchiveOutputStream(zip)) {
      z.putArchiveEntry(new ZipArchiveEntry("bomb.csa"));
      z.write(bomb);
      z.closeArchiveEntry();
    }
    assertTrue(Files.size(zip) < 100_000);
    long limit = 2 << 20;
    try (RecordSources sources = RecordSources.open(zip, ReadOptions.defaults(), limit)) {
      RecordStream records = sources.iterator().next();
      KifuParseException e = assertThrows(KifuParseException.class, () -> records.forEach(r -> {}));
      assertEquals(zip + "!/bomb.csa", e.file().orElseThrow());
      assertTrue(e.getMessage().contains("longer than " + limit + " bytes"), e.getMessage());
      // 19,972 pairs of lines (2,097,060 bytes), "V2.2", then 87 bytes of the next line
      assertEquals(2 * 19_972 + 2, e.line().orElseThrow(), e.getMessage());
      assertEquals(88, e.column().orElseThrow(), e.getMessage());
    }
  }

  @Test
  void aCompressedFileIsNamedAfterItsRecord() {
    assertTrue(RecordSources.isArchive("a.TAR.XZ"));
    assertTrue(RecordSources.isArchive("floodgate.csa.gz"));
    assertTrue(!RecordSources.isArchive("game.kif"));
    assertEquals(Kifu.DETECTION_PREFIX, 1 << 20);
  }

  private static byte[] tar(Map<String, byte[]> entries) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (TarArchiveOutputStream t = new TarArchiveOutputStream(out)) {
      for (Map.Entry<String, byte[]> e : entries.entrySet()) {
        TarArchiveEntry entry = new TarArchiveEntry(e.getKey());
        entry.setSize(e.getValue().length);
        t.putArchiveEntry(entry);
        t.write(e.getValue());
        t.closeArchiveEntry();
      }
    }
    return out.toByteArray();
  }

  private static byte[] gzip(byte[] bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream g = new GZIPOutputStream(out)) {
      g.write(bytes);
    }
    return out.toByteArray();
  }

  private static byte[] xz(byte[] bytes) throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (OutputStream x = new XZOutputStream(out, new LZMA2Options())) {
      x.write(bytes);
    }
    return out.toByteArray();
  }
}
