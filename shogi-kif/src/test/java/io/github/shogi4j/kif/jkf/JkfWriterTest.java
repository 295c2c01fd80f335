package io.github.shogi4j.kif.jkf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.rules.Termination;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JkfWriterTest {

  private static List<String> texts(List<Comment> comments) {
    return comments.stream().map(Comment::text).toList();
  }

  /**
   * JKF's specials are the CSA words. An ending that has none (封じ手 in real KIF title-match
   * records, 不戦勝, an arbitrary word) was written as a special of its own ("封じ手",
   * "不戦勝", "FORFEIT"), which JKF readers (ours, strictly, and the json-kifu-format converters) refuse:
   * a record converted to JKF could not be read back. It is now kept as a comment of the last
   * element, as the CSA writer keeps it in a comment line.
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
      GameRecord r = Kifu.parse(c[0], KifuFormat.KIFU);
      String jkf = Kifu.write(r, KifuFormat.JKF);
      assertFalse(jkf.contains("\"special\""), jkf);
      GameRecord back = Kifu.parse(jkf, KifuFormat.JKF); // strict: an unknown special would fail
      assertEquals(r.moves().size(), back.moves().size());
      assertEquals(Optional.empty(), back.mainLine().ending());
      assertEquals(List.of(c[1]),
          texts(back.moves().get(back.moves().size() - 1).comments()), jkf);
    }
    // no move: the start holds it
    GameRecord none = Kifu.parse("1 封じ手\n", KifuFormat.KIFU);
    GameRecord back = Kifu.parse(Kifu.write(none, KifuFormat.JKF), KifuFormat.JKF);
    assertEquals(List.of("封じ手"), texts(back.startComments()));
    // an ending with a CSA word is still the special
    GameRecord resigned = Kifu.parse("1 ７六歩(77)\n2 投了\n", KifuFormat.KIFU);
    String jkf = Kifu.write(resigned, KifuFormat.JKF);
    assertTrue(jkf.contains("\"special\" : \"TORYO\""), jkf);
    assertEquals(Optional.of(Termination.RESIGNATION), Kifu.parse(jkf, KifuFormat.JKF)
        .mainLine().ending().map(e -> e.termination()));
  }
}
