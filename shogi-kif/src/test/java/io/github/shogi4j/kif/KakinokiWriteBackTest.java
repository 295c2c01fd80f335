package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Records the Kakinoki readers accept (strictly or leniently) that KIF and KI2 wrote so that their
 * own strict reading refused the text or read other moves back, unnoticed by {@link
 * KifuWriter#leftOut} (issue 22, "Writers and round trips"; the exclusions the fuzzer's {@code
 * ReadCheck} made for them are gone): each is now written so that it reads back strictly, with what
 * is lost named, or refused with a {@link KifuWriteException}.
 */
class KakinokiWriteBackTest {
  private static final List<KifuFileType> KAKINOKI =
      List.of(KifuFileType.KIF, KifuFileType.KIFU, KifuFileType.KI2, KifuFileType.KI2U);

  /**
   * The record written as a file type (its format in its encoding), read back strictly; fails the
   * test when reading fails.
   */
  private static GameRecord back(GameRecord r, KifuFileType f) {
    byte[] bytes = Kifu.toBytes(r, f.format(), WriteOptions.defaults().withCharset(f.charset()));
    ReadResult back =
        Kifu.read(bytes, ReadOptions.defaults().withFormat(f.format())).results().get(0);
    assertTrue(
        back.isOk(),
        () -> f + " does not read back: " + back.error() + "\n" + new String(bytes, f.charset()));
    return back.record();
  }

  /** What writing the record as a file type leaves out, in words. */
  private static List<String> leftOut(KifuFileType f, GameRecord r) {
    return LossTexts.of(Kifu.writer(f.format()), r);
  }

  private static List<Move> moves(GameRecord r) {
    return r.moves().stream().map(RecordMove::move).toList();
  }

  private static GameRecord lenient(String text, KifuFileType f) {
    KifuFile kf =
        Kifu.read(text.getBytes(f.charset()), ReadOptions.lenient().withFormat(f.format()));
    assertTrue(kf.isOk(), kf::toString);
    return kf.record();
  }

  /**
   * An unknown ending word (EndingKind.UNKNOWN) was written as it was read: text that reads as a
   * move, or that holds a space, became a KIF special-move line that strict reading refuses (or
   * reads as a move). Such an ending is written 中断 and named; a word that reads back is kept.
   */
  @Test
  void anUnknownEndingIsWrittenOnlyAsAWordThatReadsBack() {
    for (String unknown : List.of("７六歩", "時間 切れ", "(1:00)", "同じ")) {
      GameRecord r = Kifu.parseRecord("▲７六歩\nまで1手で" + unknown + "\n", KifuFormat.KI2);
      Ending e = r.mainLine().ending().orElseThrow();
      assertEquals(EndingKind.UNKNOWN, e.kind(), unknown);
      assertEquals(unknown, e.text());
      for (KifuFileType f : List.of(KifuFileType.KIF, KifuFileType.KIFU)) {
        assertEquals(List.of("the ending " + unknown + " (UNKNOWN)"), leftOut(f, r), unknown);
        GameRecord back = back(r, f);
        assertEquals(moves(r), moves(back), unknown);
        assertEquals(
            Optional.of(EndingKind.ABORT), back.mainLine().ending().map(Ending::kind), unknown);
      }
    }
    // a word that reads back as the same unknown word is kept, in KIF and KI2
    GameRecord kept = Kifu.parseRecord("▲７六歩\nまで1手で打ち切り\n", KifuFormat.KI2);
    for (KifuFileType f : KAKINOKI) {
      assertEquals(List.of(), leftOut(f, kept), f.name());
      assertEquals(kept.mainLine().ending(), back(kept, f).mainLine().ending(), f.name());
    }
  }

  /**
   * An unknown KIF special move whose words a KI2 summary reads as another ending ({@code 先手の勝ち}, a
   * resignation there) was written into the summary and read back as that ending: it is written 中断
   * and named.
   */
  @Test
  void anUnknownKifEndingThatKi2WouldReadAsAnotherEndingIsNamed() {
    GameRecord r = Kifu.parseRecord("手数----指手--\n   1 ７六歩(77)\n   2 先手の勝ち\n", KifuFormat.KIF);
    assertEquals(EndingKind.UNKNOWN, r.mainLine().ending().orElseThrow().kind());
    assertEquals(List.of(), leftOut(KifuFileType.KIF, r));
    assertEquals(r.mainLine().ending(), back(r, KifuFileType.KIF).mainLine().ending());
    for (KifuFileType f : List.of(KifuFileType.KI2, KifuFileType.KI2U)) {
      assertEquals(List.of("the ending 先手の勝ち (UNKNOWN)"), leftOut(f, r), f.name());
      Ending back = back(r, f).mainLine().ending().orElseThrow();
      assertEquals(EndingKind.ABORT, back.kind(), f.name());
      assertEquals(Optional.empty(), back.winner(), f.name());
    }
  }

  /**
   * A summary line read leniently though unreadable ({@code までNaN手で中断}) was written back as read,
   * which strict reading refuses: it is left out and named.
   */
  @Test
  void anUnreadableSummaryLineIsLeftOutAndNamed() {
    GameRecord kif = lenient("手数----指手--\n   1 ７六歩(77)\nまでNaN手で中断\n", KifuFileType.KIFU);
    GameRecord ki2 = lenient("▲７六歩\nまでNaN手で中断\n", KifuFileType.KI2U);
    for (GameRecord r : List.of(kif, ki2)) {
      assertEquals(Optional.of("までNaN手で中断"), r.resultText());
      assertEquals(Optional.empty(), r.mainLine().ending());
      for (KifuFileType f : KAKINOKI) {
        assertEquals(
            List.of("the summary line \"までNaN手で中断\", which is not of the form まで N 手で ..."),
            leftOut(f, r),
            f.name());
        assertEquals(
            Loss.Kind.SUMMARY_LINE, Kifu.writer(f.format()).leftOut(r).get(0).kind(), f.name());
        GameRecord back = back(r, f);
        assertEquals(moves(r), moves(back), f.name());
        assertEquals(Optional.empty(), back.resultText(), f.name());
      }
    }
  }

  /**
   * A 手合割 that names no standard start, read leniently as 平手, was written back without a diagram,
   * which strict reading refuses ("no standard start and there is no diagram"); a 手合割 naming
   * another start than the record's was written so and read back as that start. The start is now
   * drawn whenever the 手合割 header does not name it, and the header is kept.
   */
  @Test
  void aHandicapHeaderThatDoesNotNameTheStartIsWrittenWithADiagram() {
    GameRecord unknown = lenient("手合割：蛭n\n手数----指手--\n   1 ７六歩(77)\n", KifuFileType.KIFU);
    assertEquals(Optional.of(Handicap.EVEN), unknown.start().handicap());
    GameRecord even = Kifu.parseRecord("手数----指手--\n   1 ７六歩(77)\n", KifuFormat.KIF);
    GameRecord misnamed =
        even.toBuilder()
            .headers(Headers.of(List.of(new Header("手合割", Handicap.LANCE.kifName()))))
            .build();
    assertEquals(Optional.of(Handicap.EVEN), misnamed.start().handicap());
    for (GameRecord r : List.of(unknown, misnamed)) {
      for (KifuFileType f : KAKINOKI) {
        assertEquals(List.of(), leftOut(f, r), f.name());
        GameRecord back = back(r, f);
        assertEquals(r.start().setup(), back.start().setup(), f.name());
        assertEquals(moves(r), moves(back), f.name());
        assertEquals(r.headers().get("手合割"), back.headers().get("手合割"), f.name());
      }
    }
  }

  /**
   * Variations of a main line without moves or ending (a 変化：1手 block read right after the move
   * table): KIF keeps them, KI2 (which has no move table) reads them back as the main line, which
   * its writer now names.
   */
  @Test
  void ki2NamesTheVariationsOfAnEmptyMainLine() {
    GameRecord r =
        Kifu.parseRecord(
            "手数----指手--\n\n変化：1手\n   1 ７六歩(77)\n\n変化：1手\n   1 ２六歩(27)\n", KifuFormat.KIF);
    assertEquals(0, r.mainLine().size());
    assertEquals(2, r.mainLine().endVariations().size());
    for (KifuFileType f : List.of(KifuFileType.KIF, KifuFileType.KIFU)) {
      assertEquals(List.of(), leftOut(f, r), f.name());
      assertEquals(r.mainLine(), back(r, f).mainLine(), f.name());
    }
    for (KifuFileType f : List.of(KifuFileType.KI2, KifuFileType.KI2U)) {
      assertEquals(
          List.of(
              "2 variation(s) (変化) from move 1, after a main line with no move and no ending, which"
                  + " KI2 reads back as the main line and its variations"),
          leftOut(f, r),
          f.name());
      Loss loss = Kifu.writer(f.format()).leftOut(r).get(0);
      assertEquals(Loss.Kind.VARIATIONS, loss.kind(), f.name());
      assertEquals(2, loss.count(), f.name());
      assertEquals(OptionalInt.of(1), loss.move(), f.name());
      GameRecord back = back(r, f);
      assertEquals(1, back.mainLine().size(), f.name());
    }
  }

  /**
   * A record whose moves are numbered past nine digits (an SFEN's move number 999999999 and two
   * moves) was written as KIF move lines that no KIF reader takes back: KIF refuses it, KI2 (no
   * move numbers) writes it.
   */
  @Test
  void kifRefusesMoveNumbersPastNineDigits() {
    GameRecord r =
        Kifu.parseRecord(
            "position sfen lnsgkbnsl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 999999999"
                + " moves 7g7f 3c3d\n",
            KifuFormat.USI);
    assertEquals(999_999_999, r.start().setup().moveNumber());
    for (KifuFileType f : List.of(KifuFileType.KIF, KifuFileType.KIFU)) {
      KifuWriteException e =
          assertThrows(KifuWriteException.class, () -> Kifu.writer(f.format()).write(r));
      assertTrue(e.getMessage().contains("1000000000"), e.getMessage());
    }
    for (KifuFileType f : List.of(KifuFileType.KI2, KifuFileType.KI2U)) {
      assertEquals(moves(r), moves(back(r, f)), f.name());
    }
    // up to nine digits, KIF writes the moves and reads them back
    GameRecord last =
        Kifu.parseRecord(
            "position sfen lnsgkbnsl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 999999999"
                + " moves 7g7f\n",
            KifuFormat.USI);
    assertEquals(moves(last), moves(back(last, KifuFileType.KIF)));
    assertFalse(Kifu.writer(KifuFormat.KIF).write(last).contains("1000000000"));
    assertEquals(Color.GOTE, back(last, KifuFileType.KIF).finalPosition().sideToMove());
  }
}
