package io.github.shogi4j.kif.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * KIF header values written to CSA keys take the CSA forms: Kifu for Windows95 and Kifu for
 * Macintosh write dates with a weekday ({@code 1999/07/15(木) 19:07:12}, a space-padded hour), and
 * 81Dojo writes its time control as {@code 15分+60秒}; CSA wants {@code YYYY/MM/DD HH:MM:SS} and
 * {@code HH:MM+SS}.
 */
class CsaWriterHeaderTest {
  private static List<String> csaHeaders(String... kifHeaders) {
    String kif =
        String.join("\n", kifHeaders)
            + "\n手合割：平手\n手数----指手---------消費時間--\n"
            + "   1 ７六歩(77)   ( 0:16/00:00:16)\n";
    GameRecord r = Kifu.parseRecord(kif, KifuFormat.KIF);
    return Kifu.toText(r, KifuFormat.CSA).lines().filter(l -> l.startsWith("$")).toList();
  }

  @Test
  void kifDatesAndTimeControlsTakeTheCsaForms() {
    assertEquals(
        List.of(
            "$START_TIME:1999/07/15 19:07:12",
            "$END_TIME:2009/08/23 04:16:46",
            "$TIME_LIMIT:00:15+60"),
        csaHeaders("開始日時：1999/07/15(木) 19:07:12", "終了日時：2009/08/23(日)  4:16:46", "持ち時間：15分+60秒"));
    assertEquals(
        List.of("$START_TIME:2020/05/02", "$TIME_LIMIT:02:00+00"),
        csaHeaders("開始日時：2020/05/02", "持ち時間：各２時間"));
    assertEquals(
        List.of("$END_TIME:2021/06/30 15:35:00", "$TIME_LIMIT:00:10+30"),
        csaHeaders("終了日時：2021/06/30 15:35", "持ち時間：10分 (1手30秒)"));
  }

  @Test
  void valuesThatDoNotReadWholeAreKeptAsWritten() {
    assertEquals(
        List.of("$START_TIME:2024/01/01 00:00:00 JST", "$TIME_LIMIT:5分+10秒(フィッシャー)"),
        csaHeaders("開始日時：2024/01/01 00:00:00 JST", "持ち時間：5分+10秒(フィッシャー)"));
    assertEquals("各8時間（チェスクロック使用）", HeaderKey.TIME_CONTROL.csaValue("各8時間（チェスクロック使用）"));
    assertEquals("15分+60秒", HeaderKey.EVENT.csaValue("15分+60秒"));
  }

  @Test
  void csaHeadersReadFromCsaAreWrittenVerbatim() {
    GameRecord r =
        Kifu.parseRecord(
            String.join(
                "\n",
                "V2.2",
                "$START_TIME:2003/05/03 10:30:00",
                "$TIME_LIMIT:00:25+00",
                "PI",
                "+",
                "+2726FU",
                ""),
            KifuFormat.CSA);
    String csa = Kifu.toText(r, KifuFormat.CSA);
    assertTrue(csa.contains("\n$START_TIME:2003/05/03 10:30:00\n$TIME_LIMIT:00:25+00\n"), csa);
  }
}
