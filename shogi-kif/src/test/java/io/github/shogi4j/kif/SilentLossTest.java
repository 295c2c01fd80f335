package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The silent losses of issue 22 item 8, each now kept or named by {@link KifuWriter#leftOut}. */
class SilentLossTest {

  /** The KI2 writer wrote no comment of the ending; it now writes them after the summary line. */
  @Test
  void ki2KeepsTheCommentsAndBookmarksOfAnEnding() {
    GameRecord r =
        Kifu.parseRecord("V2.2\nPI\n+\n+7776FU\n-3334FU\n%KACHI\n'* -5000 win\n", KifuFormat.CSA);
    assertEquals(List.of(Comment.of(" -5000 win")), r.mainLine().ending().get().comments());
    for (KifuFormat f : List.of(KifuFormat.KI2, KifuFormat.KIF)) {
      GameRecord back = Kifu.parseRecord(Kifu.toText(r, f), f);
      assertEquals(
          r.mainLine().ending().get().comments(),
          back.mainLine().ending().get().comments(),
          f.name());
      assertEquals(EndingKind.IMPASSE_DECLARATION, back.mainLine().ending().get().kind());
    }
    GameRecord withBookmark =
        r.toBuilder()
            .mainLine(
                r.mainLine()
                    .withEnding(r.mainLine().ending().map(e -> e.withBookmarks(List.of("mark")))))
            .build();
    GameRecord back = Kifu.parseRecord(Kifu.toText(withBookmark, KifuFormat.KI2), KifuFormat.KI2);
    assertEquals(List.of("mark"), back.mainLine().ending().get().bookmarks());
  }

  /** CSA V3.0 {@code T12.345} in KIF is {@code 0:12}: the fraction is named as left out. */
  @Test
  void kifNamesTheFractionsOfASecondItCannotWrite() {
    GameRecord r =
        Kifu.parseRecord(
            "'CSA encoding=UTF-8\nV3.0\nPI\n+\n+7776FU\nT12.345\n-3334FU\nT3\n", KifuFormat.CSA);
    assertEquals(Optional.of(Duration.ofMillis(12_345)), r.moves().get(0).time());
    assertEquals(
        List.of(
            "the fraction of 2 time(s) (消費時間) finer than a second, written as" + " whole seconds"),
        LossTexts.of(Kifu.writer(KifuFormat.KIF), r));
    assertEquals(
        List.of(), LossTexts.of(Kifu.writer(KifuFormat.CSA), r)); // V3.0 as read: milliseconds
    assertEquals(List.of(), LossTexts.of(Kifu.writer(KifuFormat.JKF), r));
    assertEquals(
        Optional.of(Duration.ofMillis(12_345)),
        Kifu.parseRecord(Kifu.toText(r, KifuFormat.JKF), KifuFormat.JKF).moves().get(0).time());
  }

  /**
   * KIF totals that are not the running sum of the times spent (a game whose clock had time before
   * move 1) are recomputed by CSA reading: named as left out, and JKF keeps them.
   */
  @Test
  void csaNamesTotalsThatAreNotTheRunningSum() {
    GameRecord r =
        Kifu.parseRecord(
            String.join(
                "\n",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)   ( 0:05/00:10:05)",
                "   2 ３四歩(33)   ( 0:03/00:00:03)",
                ""),
            KifuFormat.KIF);
    assertEquals(
        List.of(
            "1 total time(s) (消費時間の合計) that are not the running sum of the"
                + " times spent, which reading recomputes"),
        LossTexts.of(Kifu.writer(KifuFormat.CSA), r));
    GameRecord csa = Kifu.parseRecord(Kifu.toText(r, KifuFormat.CSA), KifuFormat.CSA);
    assertEquals(Optional.of(Duration.ofSeconds(5)), csa.moves().get(0).totalTime());
    GameRecord jkf = Kifu.parseRecord(Kifu.toText(r, KifuFormat.JKF), KifuFormat.JKF);
    assertEquals(Optional.of(Duration.ofSeconds(605)), jkf.moves().get(0).totalTime());
  }

  /**
   * {@code まで0手で先手の勝ち} read leniently as KI2 is a resignation won by sente, who is to move: KIF's
   * {@code 投了} line names the side to move the loser, so the winner flipped on conversion to KIFU
   * and back. KI2 keeps it; KIF names it as left out.
   */
  @Test
  void aResignationWonByTheSideToMoveIsNamedByKif() {
    ReadResult read =
        Kifu.reader(KifuFormat.KI2).read("手合割：平手\n\nまで0手で先手の勝ち\n", ReadOptions.lenient());
    GameRecord r = read.record();
    Ending e = r.mainLine().ending().orElseThrow();
    assertEquals(Optional.of(Color.SENTE), e.winner());
    assertEquals(List.of("the ending RESIGNATION"), LossTexts.of(Kifu.writer(KifuFormat.KIF), r));
    assertEquals(List.of(), LossTexts.of(Kifu.writer(KifuFormat.KI2), r));
    GameRecord ki2 = Kifu.parseRecord(Kifu.toText(r, KifuFormat.KI2), KifuFormat.KI2);
    assertEquals(Optional.of(Color.SENTE), ki2.mainLine().ending().get().winner());
    // CSA and JKF: %TORYO is the side to move's resignation too
    assertTrue(LossTexts.of(Kifu.writer(KifuFormat.CSA), r).contains("the ending RESIGNATION"));
    assertTrue(LossTexts.of(Kifu.writer(KifuFormat.JKF), r).contains("the ending RESIGNATION"));
  }

  /**
   * A human comment that starts with {@code *} is written {@code **...} (KIF), {@code '**...} (CSA)
   * or {@code "*..."} (JKF) and reads back as an engine comment: named by every format with
   * comments (found by {@link WriteReadBackPropertyTest}).
   */
  @Test
  void aCommentStartingWithAStarIsNamed() {
    GameRecord r = Kifu.parseRecord("V2.2\nPI\n+\n+7776FU\n'*\u002a starred\n", KifuFormat.CSA);
    assertEquals(List.of(Comment.engine(" starred")), r.moves().get(0).comments());
    GameRecord human =
        r.toBuilder()
            .mainLine(
                Line.of(List.of(r.moves().get(0).withComments(List.of(Comment.of("* starred"))))))
            .build();
    String named =
        "the kind of 1 comment(s) starting with *, which read back as engine comments" + " (**)";
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2, KifuFormat.CSA, KifuFormat.JKF)) {
      assertTrue(LossTexts.of(Kifu.writer(f), human).contains(named), f.name());
      assertEquals(
          List.of(Comment.engine(" starred")),
          Kifu.parseRecord(Kifu.toText(human, f), f).moves().get(0).comments(),
          f.name());
    }
  }

  /**
   * KIF needs both times in a field: where the total is unknown (sente's first move has no time, so
   * its running sum is unknown at move 3) or the time spent is, the writer fills in 0, which reads
   * back as a time the record never had: named.
   */
  @Test
  void kifNamesTheTimesItFillsWithZero() {
    GameRecord r = Kifu.parseRecord("position startpos moves 7g7f 3c3d 2g2f 8c8d", KifuFormat.USI);
    List<RecordMove> moves = r.moves();
    Optional<Duration> five = Optional.of(Duration.ofSeconds(5));
    GameRecord timed =
        r.toBuilder()
            .mainLine(
                Line.of(
                    List.of(
                        moves.get(0),
                        moves.get(1).withTimes(five, five),
                        moves.get(2).withTimes(five, Optional.empty()),
                        moves
                            .get(3)
                            .withTimes(Optional.empty(), Optional.of(Duration.ofSeconds(9))))))
            .build();
    assertEquals(
        List.of(
            "2 time field(s) (消費時間) with the time spent or the total unknown,"
                + " written as 0 (the field needs both)"),
        LossTexts.of(Kifu.writer(KifuFormat.KIF), timed));
    GameRecord back = Kifu.parseRecord(Kifu.toText(timed, KifuFormat.KIF), KifuFormat.KIF);
    assertEquals(Optional.of(Duration.ZERO), back.moves().get(2).totalTime());
    assertEquals(Optional.of(Duration.ZERO), back.moves().get(3).time());
  }
}
