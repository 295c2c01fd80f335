package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.csa.CsaReader;
import io.github.shogi4j.kif.usi.UsiRecordReader;
import io.github.shogi4j.rules.Move;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * What one of the readers accepts is written in a form the readers accept again, or refused with a
 * {@link KifuWriteException}, or named by {@link KifuWriter#leftOut}: never written so that reading
 * it back fails.
 */
class WriterLimitsTest {
  /** An empty {@code 変化：2手} block: KIF reads it as a variation with nothing in it. */
  private static final GameRecord EMPTY_VARIATION =
      Kifu.parseRecord(
          String.join(
              "\n",
              "手合割：平手",
              "手数----指手---------消費時間--",
              "   1 ７六歩(77)",
              "   2 ３四歩(33)   +",
              "   3 投了",
              "まで2手で後手の勝ち",
              "",
              "変化：2手",
              ""),
          KifuFormat.KIF);

  @Test
  void anEmptyVariationIsLeftOutOfJkfAndNamed() {
    assertEquals(1, EMPTY_VARIATION.moves().get(1).variations().size());
    assertEquals(
        List.of("an empty variation (変化) from move 2, with no move and no ending"),
        LossTexts.of(Kifu.writer(KifuFormat.JKF), EMPTY_VARIATION));
    String jkf = Kifu.writer(KifuFormat.JKF).write(EMPTY_VARIATION);
    ReadResult back = Kifu.reader(KifuFormat.JKF).readAll(jkf, ReadOptions.defaults()).get(0);
    assertTrue(back.isOk(), back::toString);
    assertEquals(List.of(), back.warnings());
    assertEquals(0, back.record().mainLine().variationCount());
    assertEquals(EMPTY_VARIATION.moves().get(1).move(), back.record().moves().get(1).move());
  }

  @Test
  void kifAndKi2KeepAnEmptyVariation() {
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      assertEquals(List.of(), LossTexts.of(Kifu.writer(f), EMPTY_VARIATION));
      GameRecord back = Kifu.parseRecord(Kifu.toText(EMPTY_VARIATION, f), f);
      assertEquals(List.of(Line.empty()), back.moves().get(1).variations(), f.toString());
    }
  }

  /**
   * In a position no game reaches (gote's four horses, read leniently), the middle one of three
   * that move forward to ４六 has no KI2 text: KI2 and JKF (whose relative field is KI2's) refuse the
   * record with a {@link KifuWriteException}, as the other writers' refusals are, and KIF writes
   * it.
   */
  @Test
  void ki2AndJkfRefuseAMoveNoModifiersSingleOut() {
    GameRecord r =
        Kifu.readText(
                "sfen 9/6S2/+P1+b1K3+b/9/5+b3/9/7k1/3+bG4/9 w - 1 moves 4e4f",
                ReadOptions.lenient().withFormat(KifuFormat.USI))
            .results()
            .get(0)
            .record();
    assertEquals(1, r.moves().size());
    for (KifuFormat f : List.of(KifuFormat.KI2, KifuFormat.JKF)) {
      KifuWriteException e = assertThrows(KifuWriteException.class, () -> Kifu.toText(r, f));
      assertTrue(e.getMessage().contains("４六"), e.getMessage());
    }
    assertTrue(Kifu.toText(r, KifuFormat.KIF).contains("４六馬(45)"));
  }

  @Test
  void csaRefusesALineItsReaderWouldRefuse() {
    String comment = "x".repeat(CsaReader.MAX_LINE_LENGTH + 10);
    GameRecord r =
        Kifu.parseRecord(
            String.join(
                "\n", "手合割：平手", "手数----指手---------消費時間--", "   1 ７六歩(77)", "*" + comment, ""),
            KifuFormat.KIF);
    KifuWriteException e =
        assertThrows(KifuWriteException.class, () -> Kifu.toText(r, KifuFormat.CSA));
    // V2.2, PI, +, +7776FU, then the comment line
    assertEquals(OptionalInt.of(5), e.line());
    assertTrue(e.getMessage().contains("longer than " + CsaReader.MAX_LINE_LENGTH), e.getMessage());
    // one character less than the limit is written and read back
    GameRecord fits =
        Kifu.parseRecord(
            String.join(
                "\n",
                "手合割：平手",
                "手数----指手---------消費時間--",
                "   1 ７六歩(77)",
                "*" + "x".repeat(CsaReader.MAX_LINE_LENGTH - 2),
                ""),
            KifuFormat.KIF);
    assertEquals(
        fits.moves().get(0).comments(),
        Kifu.parseRecord(Kifu.toText(fits, KifuFormat.CSA), KifuFormat.CSA)
            .moves()
            .get(0)
            .comments());
  }

  /** A record of {@code n} king steps back and forth from the even start, built by hand. */
  private static GameRecord kingSteps(int n) {
    String[] usi = {"5i5h", "5a5b", "5h5i", "5b5a"};
    List<RecordMove> moves = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      moves.add(RecordMove.of(Move.parseUsi(usi[i % 4]).orElseThrow()));
    }
    return GameRecord.builder().mainLine(Line.of(moves)).build();
  }

  @Test
  void csaRefusesMoreMovesThanItsReaderReads() {
    KifuWriteException e =
        assertThrows(
            KifuWriteException.class,
            () -> Kifu.toText(kingSteps(CsaReader.MAX_MOVES + 1), KifuFormat.CSA));
    assertTrue(e.getMessage().contains("more than " + CsaReader.MAX_MOVES), e.getMessage());
  }

  @Test
  void usiRefusesALineItsReaderWouldRefuse() {
    // "position startpos moves" and five characters a move
    int moves = UsiRecordReader.MAX_LINE_LENGTH / 5;
    for (KifuFormat f : List.of(KifuFormat.USI, KifuFormat.SFEN)) {
      KifuWriteException e =
          assertThrows(KifuWriteException.class, () -> Kifu.toText(kingSteps(moves), f));
      assertTrue(
          e.getMessage().contains("longer than " + UsiRecordReader.MAX_LINE_LENGTH),
          e.getMessage());
    }
  }
}
