package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.IllegalMoveReason;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class KifWriterTest {
  private static final String NIFU_GAME = String.join("\n",
      "1 ２六歩(27)", "2 ８四歩(83)", "3 ２五歩(26)", "4 ８五歩(84)", "5 ２四歩(25)",
      "6 同　歩(23)", "7 同　飛(28)", "8 ８六歩(85)", "9 ７五歩打", "10 反則勝ち", "");

  @Test
  void writesTheKifuForWindowsLayout() {
    GameRecord r = Kifu.parse(NIFU_GAME, KifuFormat.KIFU);
    String text = Kifu.write(r, KifuFormat.KIFU);
    assertTrue(text.contains("\n   6 同　歩(23)\n"), text);
    assertTrue(text.contains("\n   9 ７五歩打\n  10 反則勝ち\nまで9手で後手の反則勝ち\n"), text);
    GameRecord back = Kifu.parse(text, KifuFormat.KIFU);
    assertEquals(Optional.of(IllegalMoveReason.NIFU), back.moves().get(8).illegal());
    assertEquals(r.result(), back.result());
  }

  @Test
  void ki2CannotHoldAnIllegalMove() {
    GameRecord r = Kifu.parse(NIFU_GAME, KifuFormat.KIFU);
    assertThrows(KifuWriteException.class, () -> Kifu.write(r, KifuFormat.KI2));
  }

  @Test
  void handicapsAreNamedAndCustomStartsDrawn() {
    GameRecord h = GameRecord.builder().start(StartPosition.of(Handicap.TWO_PIECES)).build();
    String text = Kifu.write(h, KifuFormat.KIF);
    assertTrue(text.startsWith("手合割：二枚落ち\n"), text);
    assertEquals(Optional.of(Handicap.TWO_PIECES), Kifu.parse(text, KifuFormat.KIF).start().handicap());

    GameRecord custom = GameRecord.builder().start(StartPosition.of(
        io.github.shogi4j.rules.Sfen.parse("4k4/9/9/9/9/9/9/9/4K4 w 2P18p 1"))).build();
    String bod = Kifu.write(custom, KifuFormat.KIF);
    assertTrue(bod.contains("後手の持駒：歩十八　\n"), bod);
    assertTrue(bod.contains("先手の持駒：歩二　\n"), bod);
    assertTrue(bod.contains("\n| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"), bod);
    assertTrue(bod.contains("\n後手番\n"), bod);
    assertEquals(custom.start(), Kifu.parse(bod, KifuFormat.KIF).start());
  }

  @Test
  void aVariationWithLaterSiblingsStartsWithTheBranchMark() {
    // two alternatives to move 3: Kakinoki's writers mark the first one's move with + as well
    String text = String.join("\n",
        "   1 ７六歩(77)", "   2 ３四歩(33)", "   3 ２六歩(27)+", "   4 ８四歩(83)", "",
        "変化：3手", "   3 ６八銀(79)+", "   4 ８四歩(83)", "",
        "変化：3手", "   3 ６八飛(28)", "   4 ８四歩(83)", "");
    GameRecord r = Kifu.parse(text, KifuFormat.KIFU);
    String out = Kifu.write(r, KifuFormat.KIFU);
    assertTrue(out.contains("\n   3 ２六歩(27)   +\n"), out);
    assertTrue(out.contains("\n変化：3手\n   3 ６八銀(79)   +\n   4 ８四歩(83)\n"), out);
    assertTrue(out.contains("\n変化：3手\n   3 ６八飛(28)\n"), out);
    assertEquals(r, Kifu.parse(out, KifuFormat.KIFU));
  }
}
