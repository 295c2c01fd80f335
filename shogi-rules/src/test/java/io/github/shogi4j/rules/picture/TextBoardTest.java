package io.github.shogi4j.rules.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import org.junit.jupiter.api.Test;

/**
 * The BOD layout, with every expected text written out by hand from the format: gote's hand, the
 * file numbers ９ to １ two columns apart, the border, nine rows of three columns per square ({@code
 * v} or a space, then the kanji, {@code ・} when empty) closed by {@code |} and the rank kanji, the
 * border, sente's hand, the side to move, and the caption.
 */
class TextBoardTest {
  private static final String COLUMNS = "  ９ ８ ７ ６ ５ ４ ３ ２ １\n";
  private static final String BORDER = "+---------------------------+\n";
  private static final String EMPTY_ROWS =
      "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n" + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|五\n" + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n";
  private static final String SENTE_ROWS =
      "| 歩 歩 歩 歩 歩 歩 歩 歩 歩|七\n" + "| ・ 角 ・ ・ ・ ・ ・ 飛 ・|八\n" + "| 香 桂 銀 金 玉 金 銀 桂 香|九\n";

  private static Move usi(String text) {
    return Move.parseUsi(text).orElseThrow();
  }

  @Test
  void theStartPosition() {
    String expected =
        "後手の持駒：なし\n"
            + COLUMNS
            + BORDER
            + "|v香v桂v銀v金v玉v金v銀v桂v香|一\n"
            + "| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n"
            + "|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三\n"
            + EMPTY_ROWS
            + SENTE_ROWS
            + BORDER
            + "先手の持駒：なし\n"
            + "先手番\n";
    assertEquals(expected, TextBoard.of(Position.initial()));
    // what python-shogi's print(board) gives; toString() stays SFEN
    assertEquals(expected, Position.initial().toBoardString());
    assertEquals(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1",
        Position.initial().toString());
  }

  /** A lance handicap (香落ち): 上手 (gote) lacks the 1a lance and moves first. */
  @Test
  void aHandicapStartSaysUwateAndShitate() {
    Position start = Handicap.LANCE.position();
    PictureOptions o = PictureOptions.builder().sideNames(SideNames.forStart(start)).build();
    String expected =
        "上手の持駒：なし\n"
            + COLUMNS
            + BORDER
            + "|v香v桂v銀v金v玉v金v銀v桂 ・|一\n"
            + "| ・v飛 ・ ・ ・ ・ ・v角 ・|二\n"
            + "|v歩v歩v歩v歩v歩v歩v歩v歩v歩|三\n"
            + EMPTY_ROWS
            + SENTE_ROWS
            + BORDER
            + "下手の持駒：なし\n"
            + "上手番\n";
    assertEquals(expected, TextBoard.of(start, o));
    assertEquals(SideNames.SENTE_GOTE, SideNames.forStart(Position.initial()));
  }

  /** Hands: strongest first, kanji counts (十八 too), each item followed by a full-width space. */
  @Test
  void handsPromotedPiecesAndTheSideToMove() {
    Position p =
        Position.fromSfen("4k4/9/9/9/4+S4/9/9/9/4K2+r1 w RB2G3Sp 1", Validation.LENIENT)
            .toSetup()
            .toBuilder()
            .hand(
                io.github.shogi4j.rules.Color.GOTE,
                io.github.shogi4j.rules.Hand.EMPTY
                    .with(io.github.shogi4j.rules.PieceType.PAWN, 18)
                    .with(io.github.shogi4j.rules.PieceType.LANCE, 2)
                    .with(io.github.shogi4j.rules.PieceType.KNIGHT, 4))
            .build()
            .validate(Validation.LENIENT);
    String expected =
        "後手の持駒：桂四　香二　歩十八　\n"
            + COLUMNS
            + BORDER
            + "| ・ ・ ・ ・v玉 ・ ・ ・ ・|一\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|二\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|三\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|四\n"
            + "| ・ ・ ・ ・ 全 ・ ・ ・ ・|五\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|六\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|七\n"
            + "| ・ ・ ・ ・ ・ ・ ・ ・ ・|八\n"
            + "| ・ ・ ・ ・ 玉 ・ ・v龍 ・|九\n"
            + BORDER
            + "先手の持駒：飛　角　金二　銀三　\n"
            + "後手番\n";
    assertEquals(expected, TextBoard.of(p));
  }

  @Test
  void theCaptionNamesTheMovesPlayedAndTheLastMove() {
    Position before = Position.initial();
    PictureOptions o = PictureOptions.builder().lastMove(before, usi("7g7f")).build();
    String text = TextBoard.of(before.play(usi("7g7f")), o);
    assertEquals("後手番\n手数＝1  ▲７六歩(77)  まで\n", text.substring(text.indexOf("後手番")));
    PictureOptions ki2 = PictureOptions.builder().caption(171, "▲６二角成").build();
    assertEquals("手数＝171  ▲６二角成  まで", ki2.caption().orElseThrow());
  }

  /** The caption's plain KIF move text: promotion, declined promotion (不成), drops, gote's mark. */
  @Test
  void theCaptionsKifMoveText() {
    Position p = Position.initial().playUsi("7g7f").playUsi("3c3d");
    assertEquals("▲２二角成(88)", captionMove(p, usi("8h2b+")));
    assertEquals("▲２二角不成(88)", captionMove(p, usi("8h2b")));
    Position q = p.playUsi("8h2b+").playUsi("3a2b");
    assertEquals("▲５五角打", captionMove(q, usi("B*5e")));
    assertEquals("△５五角打", captionMove(q.playUsi("1g1f"), usi("B*5e")));
    // a silver stepping out of the zone could promote: 不成 is written
    Position s = Position.fromSfen("4k4/9/4S4/9/9/9/9/9/4K4 b - 1", Validation.LENIENT);
    assertEquals("▲４四銀不成(53)", captionMove(s, usi("5c4d")));
    assertEquals("▲５八玉(59)", captionMove(Position.initial(), usi("5i5h")));
  }

  /** The move text of the caption {@code 手数＝N TEXT まで} for a move played in a position. */
  private static String captionMove(Position before, Move move) {
    String caption =
        PictureOptions.builder().lastMove(before, move).build().caption().orElseThrow();
    String head = "手数＝" + before.moveNumber() + "  ";
    assertEquals(head, caption.substring(0, head.length()), caption);
    assertEquals("  まで", caption.substring(caption.length() - 4), caption);
    return caption.substring(head.length(), caption.length() - 4);
  }

  @Test
  void badOptionsAreRefused() {
    assertThrows(
        IllegalArgumentException.class,
        () -> PictureOptions.builder().lastMove(Position.initial(), usi("7g7e")));
    assertThrows(
        IllegalArgumentException.class, () -> PictureOptions.builder().caption(-1, "▲７六歩"));
    assertThrows(IllegalArgumentException.class, () -> PictureOptions.builder().caption(1, "a\nb"));
    assertThrows(IllegalArgumentException.class, () -> PictureOptions.builder().caption(1, " "));
    assertThrows(IllegalArgumentException.class, () -> PictureOptions.builder().width(15));
    assertThrows(IllegalArgumentException.class, () -> PictureOptions.builder().width(4097));
  }

  @Test
  void optionsAreValues() {
    PictureOptions a = PictureOptions.builder().flipped(true).width(300).build();
    assertEquals(a, a.toBuilder().build());
    assertEquals(a.hashCode(), a.toBuilder().build().hashCode());
    assertEquals(PictureOptions.DEFAULT, PictureOptions.builder().build());
  }
}
