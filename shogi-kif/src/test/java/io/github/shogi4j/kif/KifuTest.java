package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.encoding.EncodingDetector;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class KifuTest {

  @Test
  void formatsAreDetectedFromTheContent() {
    assertEquals(Optional.of(KifuFormat.KIF), Kifu.detectFormat("手合割：平手\n   1 ７六歩(77)\n"));
    assertEquals(Optional.of(KifuFormat.KI2), Kifu.detectFormat("▲７六歩 △３四歩\n"));
    assertEquals(Optional.of(KifuFormat.CSA), Kifu.detectFormat("V2.2\nPI\n+\n+7776FU\n"));
    assertEquals(Optional.of(KifuFormat.JKF), Kifu.detectFormat(" {\"header\":{}}"));
    assertEquals(Optional.of(KifuFormat.USI), Kifu.detectFormat("position startpos moves 7g7f\n"));
    assertEquals(
        Optional.of(KifuFormat.SFEN),
        Kifu.detectFormat("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
    assertEquals(Optional.empty(), Kifu.detectFormat("hello"));
  }

  /**
   * Bytes without a name (standard input) get the format from the content and the encoding from the
   * bytes, apart: a Kakinoki text in UTF-8 is KIF or KI2 in UTF-8, whose file type is {@code .kifu}
   * or {@code .ki2u}.
   */
  @Test
  void kakinokiBytesWithoutANameGetFormatAndEncodingApart() {
    String kif = "先手：羽生\n手数----指手--\n   1 ７六歩(77)\n";
    String ki2 = "先手：羽生\n▲７六歩 △３四歩\n";
    KifuFile kifUtf8 = Kifu.read(kif.getBytes(StandardCharsets.UTF_8), ReadOptions.defaults());
    assertEquals(KifuFormat.KIF, kifUtf8.format());
    assertEquals(StandardCharsets.UTF_8, kifUtf8.charset());
    assertEquals(KifuFileType.KIFU, KifuFileType.of(kifUtf8.format(), kifUtf8.charset()));
    KifuFile kifSjis = Kifu.read(kif.getBytes(EncodingDetector.CP932), ReadOptions.defaults());
    assertEquals(KifuFormat.KIF, kifSjis.format());
    assertEquals(EncodingDetector.CP932, kifSjis.charset());
    assertEquals(KifuFileType.KIF, KifuFileType.of(kifSjis.format(), kifSjis.charset()));
    KifuFile ki2Utf8 = Kifu.read(ki2.getBytes(StandardCharsets.UTF_8), ReadOptions.defaults());
    assertEquals(KifuFormat.KI2, ki2Utf8.format());
    assertEquals(KifuFileType.KI2U, KifuFileType.of(ki2Utf8.format(), ki2Utf8.charset()));
    assertEquals(
        KifuFormat.KI2,
        Kifu.read(ki2.getBytes(EncodingDetector.CP932), ReadOptions.defaults()).format());
    assertEquals(
        KifuFormat.CSA,
        Kifu.read("V2.2\nPI\n+\n+7776FU\n".getBytes(StandardCharsets.UTF_8), ReadOptions.defaults())
            .format());
  }

  @Test
  void aFileIsReadWithItsFormatEncodingAndName(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("game.kif");
    Files.write(
        f, "先手：羽生\n手数----指手--\n   1 ７六歩(77)\n   2 ３四歩(99)\n".getBytes(EncodingDetector.CP932));
    KifuFile kf = Kifu.read(f);
    assertEquals(KifuFormat.KIF, kf.format());
    assertEquals("Shift_JIS", kf.encodingName());
    KifuParseException e = kf.results().get(0).error().orElseThrow();
    assertEquals(Optional.of(f.toString()), e.file());
    assertEquals(4, e.line().getAsInt());
    assertTrue(e.getMessage().startsWith(f.toString() + ":4:"), e.getMessage());
  }

  @Test
  void aKakinokiFileUnderTheOtherKakinokiNameIsReadAsWhatItHolds(@TempDir Path dir)
      throws Exception {
    // KI2 moves in a .kifu file (downloads and pastes under the wrong name)
    Path ki2 = dir.resolve("game.kifu");
    Files.writeString(ki2, "先手：A\n後手：B\n\n▲７六歩 △３四歩\n▲２六歩\nまで3手で後手の勝ち\n");
    KifuFile kf = Kifu.read(ki2);
    assertEquals(KifuFormat.KI2, kf.format());
    assertEquals(StandardCharsets.UTF_8, kf.charset());
    ReadResult r = kf.results().get(0);
    assertEquals(3, r.record().moves().size());
    assertEquals(ProblemRule.SYNTAX, r.warnings().get(0).rule());
    assertEquals(
        "the file is named as KIFU but holds KI2 moves: read as KI2",
        r.warnings().get(0).message());
    // and KIF move lines in a .ki2u file
    Path kif = dir.resolve("game.ki2u");
    Files.writeString(kif, "手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 投了\n");
    KifuFile back = Kifu.read(kif);
    assertEquals(KifuFormat.KIF, back.format());
    assertEquals(StandardCharsets.UTF_8, back.charset());
    assertEquals(1, back.results().get(0).record().moves().size());
    // a named format given by the caller is kept
    KifuFile forced = Kifu.read(ki2, ReadOptions.defaults().withFormat(KifuFormat.KIF));
    assertEquals(KifuFormat.KIF, forced.format());
    assertTrue(forced.results().get(0).error().isPresent());
  }

  @Test
  void aKakinokiNamedFileHoldingAnotherFormatIsReadAsWhatItHolds(@TempDir Path dir)
      throws Exception {
    // a USI line saved as .kif (shogi-player's sample), and a CSA record saved as .kifu
    Path usi = dir.resolve("opening.kif");
    Files.writeString(usi, "position startpos moves 7g7f 3c3d 2g2f\n\n");
    KifuFile kf = Kifu.read(usi);
    assertEquals(KifuFormat.USI, kf.format());
    ReadResult r = kf.results().get(0);
    assertEquals(3, r.record().moves().size());
    assertTrue(
        r.warnings().get(0).message().contains("holds USI text"), r.warnings().get(0).message());
    Path csa = dir.resolve("game.kifu");
    Files.writeString(csa, "V2.2\nPI\n+\n+7776FU\n-3334FU\n%TORYO\n");
    assertEquals(KifuFormat.CSA, Kifu.read(csa).format());
    // Kakinoki headers keep a file Kakinoki even without moves
    Path headers = dir.resolve("empty.kifu");
    Files.writeString(headers, "先手：A\n後手：B\n");
    assertEquals(KifuFormat.KIF, Kifu.read(headers).format());
  }

  /** Extensions name a format and an encoding; a format and an encoding name a file type. */
  @Test
  void fileTypesMapExtensionsToFormatAndEncoding() {
    assertEquals(Optional.of(KifuFileType.KIFU), KifuFileType.fromFileName("a/b/Game.KIFU"));
    assertEquals(KifuFormat.KIF, KifuFileType.KIFU.format());
    assertEquals(StandardCharsets.UTF_8, KifuFileType.KIFU.charset());
    assertEquals(KifuFormat.KI2, KifuFileType.KI2U.format());
    assertEquals(StandardCharsets.UTF_8, KifuFileType.KI2U.charset());
    assertEquals(EncodingDetector.CP932, KifuFileType.KIF.charset());
    assertEquals(EncodingDetector.CP932, KifuFileType.KI2.charset());
    assertEquals(EncodingDetector.CP932, KifuFileType.CSA.charset());
    assertEquals(Optional.of(KifuFileType.JKF), KifuFileType.fromFileName("game.json"));
    assertEquals(Optional.empty(), KifuFileType.fromFileName("game"));
    assertEquals(Optional.empty(), KifuFileType.fromExtension("txt"));
    assertEquals(KifuFileType.KI2U, KifuFileType.of(KifuFormat.KI2, StandardCharsets.UTF_8));
    assertEquals(KifuFileType.KIF, KifuFileType.of(KifuFormat.KIF, EncodingDetector.CP932));
    // no type names a KIF file in EUC-JP: it is a .kif that declares its encoding
    assertEquals(
        KifuFileType.KIF,
        KifuFileType.of(KifuFormat.KIF, java.nio.charset.Charset.forName("EUC-JP")));
    assertEquals(KifuFileType.CSA, KifuFileType.of(KifuFormat.CSA, StandardCharsets.UTF_8));
    for (KifuFormat f : KifuFormat.values()) {
      assertEquals(f, KifuFileType.of(f).format());
      assertEquals(f.defaultCharset(), KifuFileType.of(f).charset());
    }
  }

  /**
   * A .kifu file whose first MiB is plain ASCII is taken as UTF-8, its extension's encoding, not as
   * Shift_JIS, KIF's: the Japanese text after it reads as written.
   */
  @Test
  void anAsciiPrefixTakesTheExtensionsEncoding(@TempDir Path dir) throws Exception {
    StringBuilder sb = new StringBuilder();
    String pad = "#" + "x".repeat(1000) + "\n";
    while (sb.length() < Kifu.DETECTION_PREFIX + 10) {
      sb.append(pad);
    }
    sb.append("手合割：平手\n手数----指手--\n   1 ７六歩(77)\n");
    Path kifu = dir.resolve("late.kifu");
    Files.write(kifu, sb.toString().getBytes(StandardCharsets.UTF_8));
    KifuFile kf = Kifu.read(kifu);
    assertEquals(KifuFormat.KIF, kf.format());
    assertEquals(StandardCharsets.UTF_8, kf.charset());
    assertEquals(1, kf.record().moves().size());
  }

  /** A file written by its name alone gets the format and encoding its extension names. */
  @Test
  void aFileIsWrittenInWhatItsExtensionNames(@TempDir Path dir) throws Exception {
    GameRecord r = Kifu.parseRecord("手合割：平手\n手数----指手--\n   1 ７六歩(77)\n", KifuFormat.KIF);
    Path kifu = dir.resolve("game.kifu");
    Kifu.write(r, kifu, WriteOptions.defaults());
    String utf8 = Files.readString(kifu, StandardCharsets.UTF_8);
    assertTrue(utf8.contains("７六歩(77)"), utf8);
    Path ki2 = dir.resolve("game.ki2");
    Kifu.write(r, ki2, WriteOptions.defaults());
    assertTrue(
        new String(Files.readAllBytes(ki2), EncodingDetector.CP932).contains("▲７六歩"),
        "KI2 in Shift_JIS");
    Path csa = dir.resolve("game.csa");
    Kifu.write(r, csa, WriteOptions.defaults());
    assertEquals(KifuFormat.CSA, Kifu.read(csa).format());
    assertThrows(
        IllegalArgumentException.class,
        () -> Kifu.write(r, dir.resolve("game.txt"), WriteOptions.defaults()));
  }

  /** KIF in another encoding than Shift_JIS starts with the encoding declaration, read back. */
  @Test
  void kifInUtf8DeclaresItsEncoding(@TempDir Path dir) {
    GameRecord r = Kifu.parseRecord("手合割：平手\n手数----指手--\n   1 ７六歩(77)\n", KifuFormat.KIF);
    Path p = dir.resolve("game.kif");
    Kifu.write(r, p, KifuFormat.KIF, WriteOptions.defaults().withCharset(StandardCharsets.UTF_8));
    KifuFile back = Kifu.read(p);
    assertEquals(StandardCharsets.UTF_8, back.charset());
    assertEquals(r.moves(), back.record().moves());
    assertTrue(
        Kifu.toText(r, KifuFormat.KIF).startsWith("手合割"), "no declaration for the convention");
  }

  @Test
  void writingNeverProducesGarbage() {
    assertArrayEquals(
        "▲△".getBytes(EncodingDetector.CP932), Kifu.encode("☗☖", EncodingDetector.CP932));
    assertArrayEquals(
        "☗".getBytes(StandardCharsets.UTF_8), Kifu.encode("☗", StandardCharsets.UTF_8));
    KifuWriteException e =
        assertThrows(
            KifuWriteException.class,
            () -> Kifu.encode("ok\n*絵文字 \uD83D\uDE00\n", EncodingDetector.CP932));
    assertEquals(2, e.line().getAsInt());
    GameRecord r = GameRecord.builder().startComments(List.of(Comment.of("\uD83D\uDE00"))).build();
    assertThrows(
        KifuWriteException.class, () -> Kifu.toBytes(r, KifuFormat.KIF, WriteOptions.defaults()));
    byte[] utf8 =
        Kifu.toBytes(
            r, KifuFormat.KIF, WriteOptions.defaults().withCharset(StandardCharsets.UTF_8));
    assertTrue(new String(utf8, StandardCharsets.UTF_8).contains("\uD83D\uDE00"));
  }

  @Test
  void typedHeadersAndDates() {
    GameRecord r =
        Kifu.parseRecord(
            "開始日時：2019/10/20\n終了日時：2000/12/30 10:00\n場所：東京\n持ち時間：6時間\n" + "戦型：矢倉\n手数----指手--\n",
            KifuFormat.KIF);
    assertEquals(Optional.of(LocalDate.of(2019, 10, 20)), r.startDate());
    assertEquals(Optional.of(LocalDateTime.of(2000, 12, 30, 10, 0)), r.endDateTime());
    assertEquals(Optional.of("東京"), r.site());
    assertEquals(Optional.of("6時間"), r.timeControl());
    assertEquals(Optional.of("矢倉"), r.opening());
    assertEquals(Optional.empty(), GameRecord.parseDateTime("2019/02/30"));
    assertEquals(Optional.empty(), GameRecord.parseDateTime("昭和"));
  }
}
