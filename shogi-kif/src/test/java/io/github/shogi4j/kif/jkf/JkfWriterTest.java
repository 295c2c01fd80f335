package io.github.shogi4j.kif.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.LossTexts;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JkfWriterTest {

  private static List<String> texts(List<Comment> comments) {
    return comments.stream().map(Comment::text).toList();
  }

  /**
   * JKF's specials are the CSA words. An ending that has none (封じ手 in real KIF title-match records,
   * 不戦勝, an arbitrary word) was written as a special of its own ("封じ手", "不戦勝", "FORFEIT"), which
   * JKF readers (ours, strictly, and the json-kifu-format converters) refuse: a record converted to
   * JKF could not be read back. It is now kept as a comment of the last element, as the CSA writer
   * keeps it in a comment line.
   */
  @Test
  void anEndingWithNoCsaWordIsACommentNotAnUnreadableSpecial_封じ手不戦勝() {
    String[][] cases = {
      // KIF text, the comment expected on the last move (or at the start)
      {"1 ７六歩(77)\n2 ３四歩(33)\n3 封じ手\n", "封じ手"},
      {"1 ７六歩(77)\n2 不戦勝\n", "不戦勝"},
      {"1 ７六歩(77)\n2 foo\n", "foo"},
    };
    for (String[] c : cases) {
      GameRecord r = Kifu.parseRecord(c[0], KifuFormat.KIF);
      String jkf = Kifu.toText(r, KifuFormat.JKF);
      assertFalse(jkf.contains("\"special\""), jkf);
      GameRecord back =
          Kifu.parseRecord(jkf, KifuFormat.JKF); // strict: an unknown special would fail
      assertEquals(r.moves().size(), back.moves().size());
      assertEquals(Optional.empty(), back.mainLine().ending());
      assertEquals(List.of(c[1]), texts(back.moves().get(back.moves().size() - 1).comments()), jkf);
    }
    // no move: the start holds it
    GameRecord none = Kifu.parseRecord("1 封じ手\n", KifuFormat.KIF);
    GameRecord back = Kifu.parseRecord(Kifu.toText(none, KifuFormat.JKF), KifuFormat.JKF);
    assertEquals(List.of("封じ手"), texts(back.startComments()));
    // an ending with a CSA word is still the special
    GameRecord resigned = Kifu.parseRecord("1 ７六歩(77)\n2 投了\n", KifuFormat.KIF);
    String jkf = Kifu.toText(resigned, KifuFormat.JKF);
    assertTrue(jkf.contains("\"special\" : \"TORYO\""), jkf);
    assertEquals(
        Optional.of(EndingKind.RESIGNATION),
        Kifu.parseRecord(jkf, KifuFormat.JKF).mainLine().ending().map(e -> e.kind()));
  }

  /**
   * A variation made only of an ending with no CSA word (変化：2手, 2 封じ手) was written as a fork
   * holding the special "封じ手", which strict JKF readers refuse, and leftOut did not name it; so was
   * an ending from which a variation branches. No element can hold the word as a comment there: it
   * is now the special CHUDAN (the game stopped there) with the word as its first comment. leftOut
   * names every variation ending JKF has no word for, also one that became a comment of the
   * variation's last move.
   */
  @Test
  void aVariationMadeOnlyOfAnEndingWithNoCsaWordIsChudanWithTheWordAsAComment_封じ手()
      throws java.io.IOException {
    GameRecord r =
        Kifu.parseRecord(
            String.join(
                "\n",
                "手数----指手--",
                "   1 ７六歩(77)",
                "   2 ３四歩(33)+",
                "   3 封じ手+",
                "*明日再開",
                "",
                "変化：3手",
                "   3 ２六歩(27)",
                "",
                "変化：2手",
                "   2 封じ手+",
                "*二日目",
                "",
                "変化：2手",
                "   2 ８四歩(83)",
                "   3 foo",
                ""),
            KifuFormat.KIF);
    assertEquals(
        List.of(
            "the ending 封じ手 (SEALED_MOVE)",
            "the ending 封じ手 (SEALED_MOVE) of the variation (変化) from move 2",
            "the ending foo (UNKNOWN) of the variation (変化) from move 2"),
        LossTexts.of(Kifu.writer(KifuFormat.JKF), r));
    String jkf = Kifu.toText(r, KifuFormat.JKF);
    GameRecord back =
        Kifu.parseRecord(jkf, KifuFormat.JKF); // strict: an unknown special would fail

    // the main line's ending, from which a variation branches
    var end = back.mainLine().ending().orElseThrow();
    assertEquals(EndingKind.ABORT, end.kind(), jkf);
    assertEquals(List.of("封じ手", "明日再開"), texts(end.comments()));
    assertEquals(1, back.mainLine().endVariations().size());
    assertEquals("2g2f", back.mainLine().endVariations().get(0).moves().get(0).move().toUsi());

    List<io.github.shogi4j.kif.Line> forks = back.moves().get(1).variations();
    assertEquals(2, forks.size(), jkf);
    // the variation made only of the ending
    assertEquals(List.of(), forks.get(0).moves());
    var only = forks.get(0).ending().orElseThrow();
    assertEquals(EndingKind.ABORT, only.kind());
    assertEquals(List.of("封じ手", "二日目"), texts(only.comments()));
    // a variation with a move keeps the word as that move's comment
    assertEquals("8c8d", forks.get(1).moves().get(0).move().toUsi());
    assertEquals(Optional.empty(), forks.get(1).ending());
    assertEquals(List.of("foo"), texts(forks.get(1).moves().get(0).comments()));

    // read back, the record says what it holds: nothing more is left out, and it writes the same
    // JSON (a comment of a move may now come before the move: the order of keys differs)
    assertEquals(List.of(), LossTexts.of(Kifu.writer(KifuFormat.JKF), back));
    assertEquals(Jkf.MAPPER.readTree(jkf), Jkf.MAPPER.readTree(Kifu.toText(back, KifuFormat.JKF)));
  }
}
