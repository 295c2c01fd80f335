package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.jkf.JkfReader;
import io.github.shogi4j.kif.validate.RecordValidator;
import io.github.shogi4j.rules.Move;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Variations (変化) nested far deeper than a thread's stack holds frames: reading, validating,
 * comparing, hashing, writing every format and naming what each leaves out must not recurse on the
 * depth. Run with the default thread stack.
 */
class DeepVariationsTest {
  /** Deeper than any recursion over the tree survives on a default stack. */
  private static final int DEPTH = 10_000;

  /**
   * A start where no position repeats for thousands of moves: sente's king (rank 9) and three golds
   * (ranks 7, 5, 3) step sideways in a reflected Gray code over their files, so each of 9^4
   * arrangements comes once; gote's king walks rank 1 and holds every other piece.
   */
  private static final String BOD =
      String.join(
          "\n",
          "後手の持駒：飛二　角二　金　銀四　桂四　香四　歩十八",
          "  ９ ８ ７ ６ ５ ４ ３ ２ １",
          "+---------------------------+",
          "|v玉 ・ ・ ・ ・ ・ ・ ・ ・|一",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二",
          "| ・ ・ ・ ・ ・ ・ ・ ・ 金|三",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四",
          "| ・ ・ ・ ・ ・ ・ ・ ・ 金|五",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六",
          "| ・ ・ ・ ・ ・ ・ ・ ・ 金|七",
          "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八",
          "| ・ ・ ・ ・ ・ ・ ・ ・ 玉|九",
          "+---------------------------+",
          "先手の持駒：なし",
          "先手番");

  private static final String KANJI_RANKS = "一二三四五六七八九";
  private static final String WIDE_FILES = "１２３４５６７８９";

  /** A move as USI, KIF text and KI2 text (with its turn mark). */
  record M(String usi, String kif, String ki2) {
    static M board(int ply, String piece, int fromFile, int fromRank, int toFile, int toRank) {
      String to = "" + WIDE_FILES.charAt(toFile - 1) + KANJI_RANKS.charAt(toRank - 1) + piece;
      return new M(
          "" + fromFile + (char) ('a' + fromRank - 1) + toFile + (char) ('a' + toRank - 1),
          to + "(" + fromFile + fromRank + ")",
          mark(ply) + to);
    }

    static String mark(int ply) {
      return ply % 2 == 1 ? "▲" : "△";
    }
  }

  /**
   * The moves of the deepest path, {@code path.get(k - 1)} being move k, and at each ply another
   * move: a gold's step forward for sente, a pawn drop on 5d for gote.
   */
  record Path(List<M> moves, List<M> others) {
    static Path of(int plies) {
      int[] files = {0, 0, 0, 0}; // 0-based files of the golds on ranks 3, 5, 7 and the king
      int[] ranks = {3, 5, 7, 9};
      int[] dirs = {1, 1, 1, 1};
      int gote = 9; // gote's king's file on rank 1
      int goteDir = -1;
      List<M> moves = new ArrayList<>();
      List<M> others = new ArrayList<>();
      for (int ply = 1; ply <= plies; ply++) {
        if (ply % 2 == 1) {
          others.add(M.board(ply, "金", files[0] + 1, 3, files[0] + 1, 2));
          for (int i = 0; ; i++) {
            int to = files[i] + dirs[i];
            if (to >= 0 && to <= 8) {
              moves.add(M.board(ply, i == 3 ? "玉" : "金", files[i] + 1, ranks[i], to + 1, ranks[i]));
              files[i] = to;
              break;
            }
            dirs[i] = -dirs[i];
          }
        } else {
          others.add(new M("P*5d", "５四歩打", M.mark(ply) + "５四歩"));
          if (gote + goteDir < 1 || gote + goteDir > 9) {
            goteDir = -goteDir;
          }
          moves.add(M.board(ply, "玉", gote, 1, gote + goteDir, 1));
          gote += goteDir;
        }
      }
      return new Path(moves, others);
    }
  }

  /**
   * A record whose main line is move 1 and an alternative move 2; variation k (from move k+1) plays
   * the path's move k+1, then an alternative to move k+2 that variation k+1 replaces.
   */
  static String deepText(int depth, boolean kif) {
    Path p = Path.of(depth + 2);
    StringBuilder sb = new StringBuilder(BOD).append('\n');
    if (kif) {
      sb.append("手数----指手---------消費時間--\n1 ")
          .append(p.moves.get(0).kif)
          .append("\n2 ")
          .append(p.others.get(1).kif)
          .append('\n');
    } else {
      sb.append(p.moves.get(0).ki2).append(' ').append(p.others.get(1).ki2).append('\n');
    }
    for (int k = 2; k <= depth + 1; k++) {
      sb.append("\n変化：").append(k).append("手\n");
      M x = p.moves.get(k - 1);
      M y = p.others.get(k);
      if (kif) {
        sb.append(k)
            .append(' ')
            .append(x.kif)
            .append('\n')
            .append(k + 1)
            .append(' ')
            .append(y.kif)
            .append('\n');
      } else {
        sb.append(x.ki2).append(' ').append(y.ki2).append('\n');
      }
    }
    return sb.toString();
  }

  /** The same tree built by hand (no move texts), the deepest line last. */
  static Line deepLine(int depth) {
    Path p = Path.of(depth + 2);
    Line inner =
        Line.of(
            List.of(
                RecordMove.of(usi(p.moves.get(depth).usi)),
                RecordMove.of(usi(p.others.get(depth + 1).usi))));
    for (int k = depth; k >= 1; k--) {
      inner =
          Line.of(
              List.of(
                  RecordMove.of(usi(p.moves.get(k - 1).usi)),
                  RecordMove.of(usi(p.others.get(k).usi)).withVariations(List.of(inner))));
    }
    return inner;
  }

  private static Move usi(String text) {
    return Move.parseUsi(text).orElseThrow();
  }

  /** The USI moves of every line, depth-first, walked with a stack of the test's own. */
  static List<String> usiTree(Line root) {
    List<String> out = new ArrayList<>();
    Deque<Line> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Line l = todo.pop();
      out.add("(");
      for (RecordMove m : l.moves()) {
        out.add(m.move().toUsi() + "/" + m.variations().size());
      }
      out.add(l.endVariations().size() + ")");
      List<Line> below = l.branches();
      for (int i = below.size() - 1; i >= 0; i--) {
        todo.push(below.get(i));
      }
    }
    return out;
  }

  private static final GameRecord KIF = Kifu.parseRecord(deepText(DEPTH, true), KifuFormat.KIF);
  private static final GameRecord KI2 = Kifu.parseRecord(deepText(DEPTH, false), KifuFormat.KI2);

  @Test
  void kifAndKi2ReadEveryLevel() {
    for (GameRecord r : List.of(KIF, KI2)) {
      assertEquals(DEPTH, r.mainLine().nestingDepth());
      assertEquals(DEPTH, r.mainLine().variationCount());
      assertEquals(usiTree(deepLine(DEPTH)), usiTree(r.mainLine()));
    }
  }

  @Test
  void validatesWithoutRecursion() {
    assertEquals(List.of(), RecordValidator.validate(KIF));
    assertEquals(List.of(), RecordValidator.validate(KI2));
    // a record built by hand, with an illegal move at the bottom: the full replay describes it
    Line bad = deepLine(DEPTH);
    GameRecord byHand = GameRecord.builder().start(KIF.start()).mainLine(bad).build();
    assertEquals(List.of(), RecordValidator.validate(byHand));
    // move DEPTH + 2 is gote's: a sente gold's step is illegal there
    Line broken = withDeepestMove(bad, usi("5e4e"));
    List<Problem> problems = RecordValidator.validate(byHand.toBuilder().mainLine(broken).build());
    assertEquals(1, problems.size(), problems.toString());
    assertEquals(java.util.OptionalInt.of(DEPTH + 2), problems.get(0).moveNumber());
  }

  /** The tree with the last move of its deepest line replaced (rebuilt bottom-up). */
  private static Line withDeepestMove(Line root, Move last) {
    List<Line> path = new ArrayList<>();
    for (Line l = root; ; l = l.branches().get(0)) {
      path.add(l);
      if (l.branches().isEmpty()) {
        break;
      }
    }
    Line deepest = path.get(path.size() - 1);
    List<RecordMove> moves = new ArrayList<>(deepest.moves());
    moves.set(moves.size() - 1, RecordMove.of(last));
    Line inner = Line.of(moves);
    for (int i = path.size() - 2; i >= 0; i--) {
      Line l = path.get(i);
      List<RecordMove> ms = new ArrayList<>(l.moves());
      RecordMove m = ms.get(ms.size() - 1);
      ms.set(ms.size() - 1, m.withVariations(List.of(inner)));
      inner = new Line(ms, l.ending(), l.endVariations());
    }
    return inner;
  }

  @Test
  void equalityHashAndTextWithoutRecursion() {
    GameRecord again = Kifu.parseRecord(deepText(DEPTH, true), KifuFormat.KIF);
    assertEquals(KIF, again);
    assertEquals(KIF.hashCode(), again.hashCode());
    assertEquals(KIF.mainLine(), again.mainLine());
    assertEquals(KIF.moves().get(1), again.moves().get(1));
    assertEquals(KIF.moves().get(1).hashCode(), again.moves().get(1).hashCode());
    Line hand = deepLine(DEPTH);
    assertEquals(hand, deepLine(DEPTH));
    assertEquals(hand.hashCode(), deepLine(DEPTH).hashCode());
    Line changed = withDeepestMove(hand, usi("1g1f"));
    assertNotEquals(hand, changed);
    assertNotEquals(hand.hashCode(), changed.hashCode());
    assertTrue(KIF.toString().length() < 1000);
    assertTrue(
        KIF.mainLine().toString().contains("variations=" + DEPTH), KIF.mainLine().toString());
    assertTrue(KIF.moves().get(1).toString().length() < 1000);
  }

  @Test
  void kifAndKi2RoundTripEveryLevel() {
    for (KifuFormat f : List.of(KifuFormat.KIF, KifuFormat.KI2)) {
      assertEquals(List.of(), LossTexts.of(Kifu.writer(f), KIF), f.toString());
      String text = Kifu.writer(f).write(KIF);
      GameRecord back = Kifu.parseRecord(text, f);
      assertEquals(usiTree(KIF.mainLine()), usiTree(back.mainLine()), f.toString());
      assertEquals(text, Kifu.writer(f).write(back), f.toString());
    }
    assertEquals(KIF, Kifu.parseRecord(Kifu.writer(KifuFormat.KIF).write(KIF), KifuFormat.KIF));
  }

  @Test
  void formatsWithoutVariationsNameThemAll() {
    for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.USI, KifuFormat.SFEN)) {
      assertTrue(
          LossTexts.of(Kifu.writer(f), KIF).contains(DEPTH + " variation(s) (変化)"),
          f + ": " + LossTexts.of(Kifu.writer(f), KIF));
      GameRecord back = Kifu.parseRecord(Kifu.writer(f).write(KIF), f);
      assertEquals(
          List.of("1c2c", "P*5d"), back.moves().stream().map(m -> m.move().toUsi()).toList());
    }
  }

  @Test
  void jkfRefusesWhatItCouldNotReadBack() {
    assertEquals(List.of(), LossTexts.of(Kifu.writer(KifuFormat.JKF), KIF));
    KifuWriteException e =
        assertThrows(KifuWriteException.class, () -> Kifu.writer(KifuFormat.JKF).write(KIF));
    assertTrue(e.getMessage().contains("nest " + DEPTH + " deep"), e.getMessage());
    assertTrue(e.getMessage().contains(String.valueOf(JkfReader.MAX_VARIATION_DEPTH)));
  }

  @Test
  void jkfWritesAndReadsBackTheDeepestItAllows() {
    int max = JkfReader.MAX_VARIATION_DEPTH;
    GameRecord atLimit = Kifu.parseRecord(deepText(max, true), KifuFormat.KIF);
    String jkf = Kifu.writer(KifuFormat.JKF).write(atLimit);
    GameRecord back = Kifu.parseRecord(jkf, KifuFormat.JKF);
    assertEquals(usiTree(atLimit.mainLine()), usiTree(back.mainLine()));
    GameRecord over = Kifu.parseRecord(deepText(max + 1, true), KifuFormat.KIF);
    assertThrows(KifuWriteException.class, () -> Kifu.writer(KifuFormat.JKF).write(over));
  }

  @Test
  void jkfNestedDeeperThanItsLimitIsALocatedError() {
    StringBuilder sb = new StringBuilder("{\"header\":{},\"moves\":[{},");
    StringBuilder tail = new StringBuilder();
    for (int k = 0; k < DEPTH; k++) {
      sb.append("{\"move\":{\"to\":{\"x\":1,\"y\":4},\"piece\":\"FU\"},\"forks\":[[");
      tail.append("]]}");
    }
    sb.append("{\"move\":{\"to\":{\"x\":1,\"y\":4},\"piece\":\"FU\"}}").append(tail).append("]}");
    KifuParseException e =
        assertThrows(
            KifuParseException.class, () -> Kifu.parseRecord(sb.toString(), KifuFormat.JKF));
    // the prefix leaves levels 1 and 2 open; fork k opens its element at level 3k + 3 and its
    // move at 3k + 4, so level 301 is the move of fork 99
    int prefix = "{\"header\":{},\"moves\":[{},".length();
    int fork = "{\"move\":{\"to\":{\"x\":1,\"y\":4},\"piece\":\"FU\"},\"forks\":[[".length();
    assertEquals(java.util.OptionalInt.of(1), e.line());
    assertEquals(
        java.util.OptionalInt.of(prefix + 99 * fork + "{\"move\":".length() + 1),
        e.column(),
        e.getMessage());
    assertTrue(e.getMessage().contains("nested deeper than 300"), e.getMessage());
  }

  @Test
  void variationsAfterTheLastMoveNestAsDeep() {
    // each variation starts after the last move of the line above it (変化：N+1手 after N moves)
    Path p = Path.of(DEPTH + 1);
    StringBuilder sb =
        new StringBuilder(BOD)
            .append("\n手数----指手---------消費時間--\n1 ")
            .append(p.moves.get(0).kif)
            .append('\n');
    for (int k = 2; k <= DEPTH + 1; k++) {
      sb.append("\n変化：")
          .append(k)
          .append("手\n")
          .append(k)
          .append(' ')
          .append(p.moves.get(k - 1).kif)
          .append('\n');
    }
    GameRecord r = Kifu.parseRecord(sb.toString(), KifuFormat.KIF);
    assertEquals(DEPTH, r.mainLine().nestingDepth());
    assertEquals(List.of(), RecordValidator.validate(r));
    assertEquals(r, Kifu.parseRecord(Kifu.writer(KifuFormat.KIF).write(r), KifuFormat.KIF));
    // JKF has no element for alternatives after a line's last move: each level is named
    assertEquals(DEPTH, LossTexts.of(Kifu.writer(KifuFormat.JKF), r).size());
    assertEquals(
        r.mainLine().variationCount(),
        Kifu.parseRecord(Kifu.writer(KifuFormat.KI2).write(r), KifuFormat.KI2)
            .mainLine()
            .variationCount());
  }
}
