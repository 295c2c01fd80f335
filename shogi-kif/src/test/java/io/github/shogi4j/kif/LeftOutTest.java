package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@link KifuWriter#leftOut} names exactly what each format has no place for, and the read-back
 * agrees: what it names is gone after writing and reading again, what it does not name is kept.
 */
class LeftOutTest {
  /** One header, a bookmark, two comments, two timed moves and one variation. */
  private static final GameRecord RECORD = Kifu.parse(String.join("\n",
      "先手：A",
      "手数----指手---------消費時間--",
      "   1 ７六歩(77)   ( 0:05/00:00:05)",
      "*first comment",
      "&bookmark",
      "   2 ３四歩(33)   ( 0:03/00:00:03)+",
      "*second comment",
      "",
      "変化：2手",
      "   2 ８四歩(83)",
      ""), KifuFormat.KIFU);

  private static List<String> leftOut(KifuFormat f) {
    return Kifu.writer(f).leftOut(RECORD);
  }

  @Test
  void eachFormatNamesWhatItCannotHold() {
    assertEquals(List.of(), leftOut(KifuFormat.KIF));
    assertEquals(List.of(), leftOut(KifuFormat.KIFU));
    assertEquals(List.of("2 time field(s) (消費時間)"), leftOut(KifuFormat.KI2U));
    assertEquals(List.of("1 variation(s) (変化)", "1 bookmark(s)"), leftOut(KifuFormat.CSA));
    assertEquals(List.of("1 bookmark(s)"), leftOut(KifuFormat.JKF));
    assertEquals(List.of("1 variation(s) (変化)", "2 comment(s)", "2 time field(s) (消費時間)",
        "1 bookmark(s)", "1 header(s)"), leftOut(KifuFormat.USI));
  }

  @Test
  void csaNamesTheHeadersItHasNoKeyFor() {
    GameRecord r = Kifu.parse(String.join("\n", "先手：A", "棋戦：E", "先手の戦法：四間飛車",
        "手合割：平手", "手数----指手--", "1 ７六歩(77)", ""), KifuFormat.KIFU);
    assertEquals(List.of("1 header(s) with no CSA key"), Kifu.writer(KifuFormat.CSA).leftOut(r));
    GameRecord back = Kifu.parse(Kifu.write(r, KifuFormat.CSA), KifuFormat.CSA);
    assertEquals(java.util.Optional.of("A"), back.sente());
    assertEquals(java.util.Optional.of("E"), back.event());
    assertEquals(java.util.Optional.empty(), back.headers().get("先手の戦法"));
  }

  @Test
  void whatIsNamedIsGoneAndTheRestIsKept() {
    for (KifuFormat f : List.of(KifuFormat.KI2U, KifuFormat.CSA, KifuFormat.JKF)) {
      GameRecord back = Kifu.parse(Kifu.write(RECORD, f), f);
      List<String> named = leftOut(f);
      assertEquals(named.contains("1 variation(s) (変化)") ? 0 : 1,
          back.mainLine().variationCount(), f.name());
      assertEquals(named.contains("1 bookmark(s)") ? List.of() : List.of("bookmark"),
          back.moves().get(0).bookmarks(), f.name());
      assertEquals(named.stream().anyMatch(s -> s.contains("time")),
          back.moves().get(0).time().isEmpty(), f.name());
      assertEquals(List.of("first comment"), back.moves().get(0).normalComments(), f.name());
    }
  }
}
