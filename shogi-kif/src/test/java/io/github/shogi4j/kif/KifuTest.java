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
   * Bytes without a name (standard input) get the format from the content, and a Kakinoki text in
   * UTF-8 is the UTF-8 variant, as its file would be named: KIFU and KI2U, not KIF and KI2.
   */
  @Test
  void kakinokiBytesWithoutANameAreNamedByTheirEncoding() {
    String kif = "先手：羽生\n手数----指手--\n   1 ７六歩(77)\n";
    String ki2 = "先手：羽生\n▲７六歩 △３四歩\n";
    assertEquals(
        KifuFormat.KIFU,
        Kifu.read(kif.getBytes(StandardCharsets.UTF_8), ReadOptions.defaults()).format());
    assertEquals(
        KifuFormat.KIF,
        Kifu.read(kif.getBytes(EncodingDetector.CP932), ReadOptions.defaults()).format());
    assertEquals(
        KifuFormat.KI2U,
        Kifu.read(ki2.getBytes(StandardCharsets.UTF_8), ReadOptions.defaults()).format());
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
    assertEquals(KifuFormat.KI2U, kf.format());
    ReadResult r = kf.results().get(0);
    assertEquals(3, r.record().moves().size());
    assertEquals(ProblemRule.SYNTAX, r.warnings().get(0).rule());
    assertTrue(r.warnings().get(0).message().contains("KI2U"), r.warnings().get(0).message());
    // and KIF move lines in a .ki2u file
    Path kif = dir.resolve("game.ki2u");
    Files.writeString(kif, "手合割：平手\n手数----指手--\n   1 ７六歩(77)\n   2 投了\n");
    KifuFile back = Kifu.read(kif);
    assertEquals(KifuFormat.KIFU, back.format());
    assertEquals(1, back.results().get(0).record().moves().size());
    // a named format given by the caller is kept
    KifuFile forced = Kifu.read(ki2, ReadOptions.defaults().withFormat(KifuFormat.KIFU));
    assertEquals(KifuFormat.KIFU, forced.format());
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
    assertEquals(KifuFormat.KIFU, Kifu.read(headers).format());
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
    byte[] utf8 = Kifu.toBytes(r, KifuFormat.KIFU, WriteOptions.defaults());
    assertTrue(new String(utf8, StandardCharsets.UTF_8).contains("\uD83D\uDE00"));
  }

  @Test
  void typedHeadersAndDates() {
    GameRecord r =
        Kifu.parse(
            "開始日時：2019/10/20\n終了日時：2000/12/30 10:00\n場所：東京\n持ち時間：6時間\n" + "戦型：矢倉\n手数----指手--\n",
            KifuFormat.KIFU);
    assertEquals(Optional.of(LocalDate.of(2019, 10, 20)), r.startDate());
    assertEquals(Optional.of(LocalDateTime.of(2000, 12, 30, 10, 0)), r.endDateTime());
    assertEquals(Optional.of("東京"), r.site());
    assertEquals(Optional.of("6時間"), r.timeControl());
    assertEquals(Optional.of("矢倉"), r.opening());
    assertEquals(Optional.empty(), GameRecord.parseDateTime("2019/02/30"));
    assertEquals(Optional.empty(), GameRecord.parseDateTime("昭和"));
  }
}
