package io.github.shogi4j.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.testkit.RandomGames;
import io.github.shogi4j.rules.testkit.SharedData;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class JapaneseNotationTest {

  private static Position lenient(String sfen) {
    return Sfen.parse(sfen).validate(Validation.LENIENT);
  }

  /** Every ki2_move_notation* row of cases.tsv (tsshogi's formatMove tests). */
  @Test
  void ki2NotationMatchesTheConformanceCases() {
    Path cases = SharedData.require("conformance/cases.tsv");
    int checked = 0;
    List<String> failures = new ArrayList<>();
    for (String[] row : SharedData.tsv(cases)) {
      String fact = row[1];
      if (!fact.startsWith("ki2_move_notation")) {
        continue;
      }
      Position p = lenient(row[0]);
      String usi = fact.substring(fact.indexOf(':') + 1);
      Move m = Move.parseUsi(usi).orElseThrow();
      boolean same = fact.startsWith("ki2_move_notation_same_square:");
      boolean compatible = fact.startsWith("ki2_move_notation_compatible:");
      String text =
          JapaneseNotation.mark(p.sideToMove(), !compatible)
              + JapaneseNotation.ki2(p, m, same ? Optional.of(m.to()) : Optional.empty());
      if (!text.equals(row[2])) {
        failures.add(
            usi + ": expected " + row[2] + ", got " + text + " (line " + row[row.length - 1] + ")");
      }
      checked++;
    }
    assertTrue(checked >= 40, "too few ki2 cases found: " + checked);
    assertEquals(List.of(), failures);
  }

  @Test
  void readsSpellingVariants() {
    MoveText t = JapaneseNotation.parse("同　全(23)", 0).text();
    assertEquals(Optional.empty(), t.to());
    assertEquals(PieceType.PRO_SILVER, t.piece());
    assertEquals(Optional.of(Square.of(2, 3)), t.from());
    assertEquals(PieceType.PRO_SILVER, JapaneseNotation.parse("同成銀", 0).text().piece());
    assertEquals(PieceType.PRO_KNIGHT, JapaneseNotation.parse("１三圭", 0).text().piece());
    assertEquals(PieceType.PRO_LANCE, JapaneseNotation.parse("１三成香", 0).text().piece());
    assertEquals(PieceType.DRAGON, JapaneseNotation.parse("２二竜", 0).text().piece());
    assertEquals(PieceType.KING, JapaneseNotation.parse("５八王(59)", 0).text().piece());
    assertEquals(Optional.of(Square.of(7, 6)), JapaneseNotation.parse("７６歩", 0).text().to());
    assertEquals(Optional.of(Square.of(7, 6)), JapaneseNotation.parse("76歩", 0).text().to());
    MoveText drop = JapaneseNotation.parse("３三角打(00)", 0).text();
    assertTrue(drop.isDrop());
    assertTrue(drop.fromZero());
    MoveText mods = JapaneseNotation.parse("７三銀左上不成", 0).text();
    assertTrue(mods.modifiers().contains(Modifier.LEFT) && mods.modifiers().contains(Modifier.UP));
    assertEquals(Promotion.NO_PROMOTION, mods.promotion());
    assertEquals(Promotion.PROMOTE, JapaneseNotation.parse("２二角成(88)", 0).text().promotion());
    assertEquals(PieceType.BISHOP, JapaneseNotation.parse("２二角成(88)", 0).text().piece());
    assertEquals(
        Modifier.UP, JapaneseNotation.parse("５五馬行", 0).text().modifiers().iterator().next());
  }

  @Test
  void malformedTextNamesTheOffset() {
    NotationException e =
        assertThrows(NotationException.class, () -> JapaneseNotation.parse("▲７六X", 1));
    assertEquals(NotationException.Kind.SYNTAX, e.kind());
    assertEquals(3, e.offset());
  }

  @Test
  void ambiguityAndMissingPiecesAreErrors() {
    // two golds (6i, 4i) can reach 5h: "５八金" alone is ambiguous
    Position p = Position.initial();
    MoveText t = JapaneseNotation.parse("５八金", 0).text();
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> JapaneseNotation.resolve(p, t, Optional.empty(), false, false));
    assertEquals(NotationException.Kind.AMBIGUOUS, e.kind());
    assertEquals(
        java.util.Set.of(
            Move.of(Square.of(6, 9), Square.of(5, 8)), Move.of(Square.of(4, 9), Square.of(5, 8))),
        java.util.Set.copyOf(e.moves()));
    assertEquals(
        Move.of(Square.of(4, 9), Square.of(5, 8)),
        JapaneseNotation.resolve(
                p, JapaneseNotation.parse("５八金右", 0).text(), Optional.empty(), false, false)
            .move());
    // redundant modifiers are accepted
    assertEquals(
        Move.of(Square.of(7, 7), Square.of(7, 6)),
        JapaneseNotation.resolve(
                p, JapaneseNotation.parse("７六歩直上", 0).text(), Optional.empty(), false, false)
            .move());
    NotationException none =
        assertThrows(
            NotationException.class,
            () ->
                JapaneseNotation.resolve(
                    p, JapaneseNotation.parse("５五角", 0).text(), Optional.empty(), false, false));
    assertEquals(NotationException.Kind.NO_SUCH_MOVE, none.kind());
  }

  @Test
  void anIllegalMoveIsFoundWithItsRule() {
    // sente pawn on 7g, a second pawn dropped on the 7th file is nifu
    Position p = lenient("4k4/9/9/9/9/9/2P6/9/4K4 b P 1");
    ResolvedMove r =
        JapaneseNotation.resolve(
            p, JapaneseNotation.parse("７五歩打", 0).text(), Optional.empty(), false, true);
    assertEquals(Optional.of(io.github.shogi4j.rules.IllegalMoveReason.NIFU), r.illegal());
    NotationException e =
        assertThrows(
            NotationException.class,
            () ->
                JapaneseNotation.resolve(
                    p, JapaneseNotation.parse("７五歩打", 0).text(), Optional.empty(), false, false));
    assertEquals(NotationException.Kind.ILLEGAL, e.kind());
    assertEquals(
        Optional.of(io.github.shogi4j.rules.IllegalMoveReason.NIFU), e.illegalMoveReason());
    assertEquals(List.of(Move.drop(PieceType.PAWN, Square.of(7, 5))), e.moves());
  }

  @Test
  void forcedPromotionWithout成IsOnlyAcceptedLeniently() {
    Position p = lenient("4k4/9/P8/9/9/9/9/9/4K4 b - 1");
    MoveText t = JapaneseNotation.parse("９一歩(92)", 0).text();
    // from 9c to 9b is fine; build the forced case: pawn on 9b to 9a
    Position q = lenient("4k4/P8/9/9/9/9/9/9/4K4 b - 1");
    MoveText forced = JapaneseNotation.parse("９一歩(92)", 0).text();
    NotationException e =
        assertThrows(
            NotationException.class,
            () -> JapaneseNotation.resolve(q, forced, Optional.empty(), false, false));
    assertEquals(
        Optional.of(io.github.shogi4j.rules.IllegalMoveReason.DEAD_PIECE), e.illegalMoveReason());
    ResolvedMove r = JapaneseNotation.resolve(q, forced, Optional.empty(), true, false);
    assertEquals(Move.promoting(Square.of(9, 2), Square.of(9, 1)), r.move());
    assertTrue(r.warning().isPresent());
    assertFalse(p.isLegal(Move.of(Square.of(9, 3), Square.of(9, 1))));
    assertEquals(PieceType.PAWN, t.piece());
  }

  /**
   * JSA notation rules: the modifiers single a move out among every piece of its kind that can move
   * to the square, and 成/不成 are no part of that choice. Bishops on 5c and 9g can both reach 8f;
   * only the one on 5c can promote there, and its move is still ▲８六角引成, not ▲８六角成 (which readers
   * that follow the rules, such as tsshogi, refuse as ambiguous). Found by differential testing
   * against tsshogi 2.2.0 and shogiops 0.18.0, which both write 引成.
   */
  @Test
  void ki2Modifiers成DoesNotDisambiguateBetweenPiecesThatCanReachTheSquare() {
    Position p = Position.fromSfen("8k/9/4B4/9/9/9/B8/9/4K4 b - 1");
    Move fromZone = Move.promoting(Square.of(5, 3), Square.of(8, 6));
    assertEquals("８六角引成", JapaneseNotation.ki2(p, fromZone, Optional.empty()));
    assertEquals(
        "８六角引不成",
        JapaneseNotation.ki2(p, Move.of(Square.of(5, 3), Square.of(8, 6)), Optional.empty()));
    assertEquals(
        "８六角上",
        JapaneseNotation.ki2(p, Move.of(Square.of(9, 7), Square.of(8, 6)), Optional.empty()));
    // the rule's own text reads back; the old, rule-breaking text is still accepted when reading
    assertEquals(
        fromZone,
        JapaneseNotation.resolve(
                p, JapaneseNotation.parse("８六角引成", 0).text(), Optional.empty(), false, false)
            .move());
    assertEquals(
        fromZone,
        JapaneseNotation.resolve(
                p, JapaneseNotation.parse("８六角成", 0).text(), Optional.empty(), false, false)
            .move());
    // the same for gote: rooks on 6c (outside gote's zone) and 3g (inside) can both reach 3c
    Position q = Position.fromSfen("4k4/9/3r5/9/9/9/6r2/9/K8 w - 1");
    Move rookFromZone = Move.promoting(Square.of(3, 7), Square.of(3, 3));
    assertEquals("３三飛引成", JapaneseNotation.ki2(q, rookFromZone, Optional.empty()));
    assertEquals(
        "３三飛寄",
        JapaneseNotation.ki2(q, Move.of(Square.of(6, 3), Square.of(3, 3)), Optional.empty()));
  }

  /**
   * JSA notation rules: the modifiers tell apart the pieces that can move to the square; a silver a
   * pin holds back cannot. Silvers on 4d and 6d both step back to 5e, the one on 4f is pinned by
   * the bishop on 2d: the move from 4d is ▲５五銀右 (the writer wrote ５五銀右引, counting the pinned
   * silver), and it reads back.
   */
  @Test
  void ki2ModifiersIgnoreAPinnedPiece() {
    Position p = Position.fromSfen("k8/9/9/3S1S1b1/9/5S3/9/3K5/9 b - 1");
    Move right = Move.of(Square.of(4, 4), Square.of(5, 5));
    assertEquals("５五銀右", JapaneseNotation.ki2(p, right, Optional.empty()));
    assertEquals(
        right,
        JapaneseNotation.resolve(
                p, JapaneseNotation.parse("５五銀右", 0).text(), Optional.empty(), false, false)
            .move());
    assertEquals(
        "５五銀左",
        JapaneseNotation.ki2(p, Move.of(Square.of(6, 4), Square.of(5, 5)), Optional.empty()));
  }

  /**
   * A lenient position with three horses of gote that move forward to 4f: the middle one has no KI2
   * text (右 and 左 name the outer ones); the writer refused it with an internal
   * IllegalStateException and now says why (IllegalArgumentException), naming the square.
   */
  @Test
  void ki2RefusesAMoveNoModifiersSingleOut() {
    Position p = lenient("9/6S2/+P1+b1K3+b/9/5+b3/9/7k1/3+bG4/9 w - 1");
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                JapaneseNotation.ki2(
                    p, Move.of(Square.of(4, 5), Square.of(4, 6)), Optional.empty()));
    assertTrue(e.getMessage().contains("４六"), e.getMessage());
    assertEquals(
        "４六馬右",
        JapaneseNotation.ki2(p, Move.of(Square.of(7, 3), Square.of(4, 6)), Optional.empty()));
  }

  /**
   * Over random games, every legal move written in KI2 (fewest modifiers) and in KIF reads back as
   * the same move, and KI2 text never carries a modifier when the move is the only one of its kind
   * to the square.
   */
  @Test
  void everyLegalMoveRoundTripsThroughBothNotations() {
    RandomGames.check(
        20260501L,
        12,
        120,
        position -> {
          for (Move m : position.legalMoves()) {
            String ki2 = JapaneseNotation.ki2(position, m, Optional.empty());
            ResolvedMove back =
                JapaneseNotation.resolve(
                    position,
                    JapaneseNotation.parse(ki2, 0).text(),
                    Optional.empty(),
                    false,
                    false);
            assertEquals(m, back.move(), () -> "KI2 " + ki2 + " in " + position);
            String kif = JapaneseNotation.kif(position, m, Optional.empty());
            assertEquals(
                m,
                JapaneseNotation.resolve(
                        position,
                        JapaneseNotation.parse(kif, 0).text(),
                        Optional.empty(),
                        false,
                        false)
                    .move(),
                () -> "KIF " + kif + " in " + position);
          }
        });
  }

  @Test
  void digitReadsTheThreeSpellingsAndNothingElse() {
    String[] spellings = {"１２３４５６７８９", "一二三四五六七八九", "123456789"};
    for (String digits : spellings) {
      for (int k = 0; k < 9; k++) {
        assertEquals(k + 1, JapaneseNotation.digit(digits.charAt(k)), digits + " " + k);
      }
    }
    for (char c : "０0十〇零：:a同 ".toCharArray()) {
      assertEquals(0, JapaneseNotation.digit(c), "not a digit: " + c);
    }
    // every other character of the BMP is not a digit either
    int digitsSeen = 0;
    for (char c = 0; c < Character.MAX_VALUE; c++) {
      if (JapaneseNotation.digit(c) != 0) {
        digitsSeen++;
      }
    }
    assertEquals(27, digitsSeen);
  }

  /**
   * {@code startsMove} is false exactly where {@code parse} refuses the destination or the piece:
   * over random strings of the pieces move text is made of, and of others.
   */
  @Test
  void startsMoveIsFalseExactlyWhereParseFindsNoDestinationOrPiece() {
    String[] pieces = {
      "同", "同　", "７六", "1三", "三六", "７", "六", "成", "銀", "歩", "不成", "打", "(77)", "(7", "（７七）", "右",
      " ", "　", "：", "a", "先手"
    };
    java.util.Random random = new java.util.Random(20261130);
    int moves = 0;
    int refusedLater = 0;
    for (int k = 0; k < 200_000; k++) {
      StringBuilder sb = new StringBuilder();
      int length = random.nextInt(5);
      for (int j = 0; j < length; j++) {
        sb.append(pieces[random.nextInt(pieces.length)]);
      }
      String text = sb.toString();
      int start = random.nextBoolean() ? 0 : random.nextInt(text.length() + 1);
      boolean starts = JapaneseNotation.startsMove(text, start);
      String refused;
      try {
        JapaneseNotation.parse(text, start);
        refused = "";
      } catch (NotationException e) {
        refused = e.getMessage();
      }
      boolean noDestinationOrPiece =
          refused.startsWith("expected a square or 同") || refused.startsWith("expected a piece");
      assertEquals(!noDestinationOrPiece, starts, () -> "\"" + text + "\" at " + start);
      if (starts && refused.isEmpty()) {
        moves++;
      } else if (starts) {
        refusedLater++; // a malformed from-square: parse refuses what startsMove let pass
      }
    }
    assertTrue(
        moves > 1000 && refusedLater > 20,
        "too few move texts drawn: " + moves + " and " + refusedLater);
  }
}
