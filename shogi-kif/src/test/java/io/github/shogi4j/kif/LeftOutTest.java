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

  private static GameRecord endingWith(String ending) {
    return Kifu.parse(String.join("\n", "手数----指手--", "   1 ７六歩(77)", "   2 ３四歩(33)",
        "   3 " + ending, ""), KifuFormat.KIFU);
  }

  /**
   * An ending that CSA, JKF and USI have no word for (封じ手, a sealed move) is named by those
   * writers, and is indeed no ending after writing and reading back; one they have a word for
   * (投了) is not named and reads back as the same ending.
   */
  @Test
  void anEndingTheFormatHasNoWordForIsNamedAndIsGoneOnReadingBack() {
    GameRecord sealed = endingWith("封じ手");
    GameRecord resigned = endingWith("投了");
    assertEquals(java.util.Optional.of(io.github.shogi4j.rules.Termination.SEALED_MOVE),
        sealed.mainLine().ending().map(Ending::termination));
    for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI)) {
      assertEquals(List.of("the ending 封じ手 (SEALED_MOVE)"),
          Kifu.writer(f).leftOut(sealed), f.name());
      assertEquals(java.util.Optional.empty(),
          Kifu.parse(Kifu.write(sealed, f), f).mainLine().ending(), f.name());
      assertEquals(List.of(), Kifu.writer(f).leftOut(resigned), f.name());
      assertEquals(resigned.mainLine().ending().get().outcome(),
          Kifu.parse(Kifu.write(resigned, f), f).mainLine().ending().get().outcome(), f.name());
    }
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      assertEquals(List.of(), Kifu.writer(f).leftOut(sealed), f.name());
      assertEquals(sealed.mainLine().ending().get().outcome(),
          Kifu.parse(Kifu.write(sealed, f), f).mainLine().ending().get().outcome(), f.name());
    }
  }

  /**
   * A result that no ending move states (a summary line only) is named by CSA and USI, which
   * cannot carry it, as by JKF.
   */
  @Test
  void aResultWithoutAnEndingIsNamedWhereTheFormatCannotCarryIt() {
    GameRecord r = Kifu.parse(String.join("\n", "手数----指手--", "   1 ７六歩(77)",
        "   2 ３四歩(33)", "まで2手で後手の勝ち", ""), KifuFormat.KIFU);
    assertEquals(java.util.Optional.empty(), r.mainLine().ending());
    String named = "the result " + r.result().get() + ", which no ending move states";
    for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI)) {
      assertEquals(List.of(named), Kifu.writer(f).leftOut(r), f.name());
      assertEquals(java.util.Optional.empty(), Kifu.parse(Kifu.write(r, f), f).result(),
          f.name());
    }
  }

  /** USI leaves out a final move recorded as illegal (反則) and the ending after it, and says so. */
  @Test
  void usiNamesTheIllegalFinalMoveItLeavesOut() {
    // 5 ２四角打 checks the king on 5a along 4b and 3c; 6 ９四歩 leaves it in check (王手放置)
    GameRecord r = Kifu.parse(String.join("\n", "手数----指手--", "   1 ７六歩(77)",
        "   2 ３四歩(33)", "   3 ２二角成(88)", "   4 同　銀(31)", "   5 ２四角打",
        "   6 ９四歩(93)", "   7 反則勝ち", ""), KifuFormat.KIFU);
    RecordMove last = r.moves().get(r.moves().size() - 1);
    assertEquals(true, last.isIllegal(), "the record's last move is recorded as illegal");
    assertEquals(List.of("the final move " + last.text()
        + ", recorded as illegal (反則), and what follows it"),
        Kifu.writer(KifuFormat.USI).leftOut(r));
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
