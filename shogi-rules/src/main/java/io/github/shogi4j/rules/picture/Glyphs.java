package io.github.shogi4j.rules.picture;

import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;

/**
 * The Japanese text pictures write: one-kanji piece glyphs, hands with kanji counts, and the plain
 * KIF move text ({@code ７六歩(77)}). Stateless.
 */
final class Glyphs {
  private static final String KANJI_DIGITS = "一二三四五六七八九";
  private static final String WIDE_DIGITS = "１２３４５６７８９";

  /**
   * Hand pieces in the order diagrams list them: rook, bishop, gold, silver, knight, lance, pawn.
   */
  private static final PieceType[] HAND_ORDER = {
    PieceType.ROOK,
    PieceType.BISHOP,
    PieceType.GOLD,
    PieceType.SILVER,
    PieceType.KNIGHT,
    PieceType.LANCE,
    PieceType.PAWN
  };

  private Glyphs() {}

  /** One kanji per kind: the promoted lance, knight and silver are 杏, 圭 and 全 on a board. */
  static char piece(PieceType type) {
    switch (type) {
      case PRO_LANCE:
        return '杏';
      case PRO_KNIGHT:
        return '圭';
      case PRO_SILVER:
        return '全';
      default:
        return type.kanji().charAt(0);
    }
  }

  /** The rank's kanji numeral: 一 for 1 to 九 for 9. */
  static char rank(int rank) {
    return KANJI_DIGITS.charAt(rank - 1);
  }

  /**
   * A hand with the given count style, strongest piece first, or {@code なし}.
   *
   * @param kanjiCounts BOD style {@code 飛二　角　歩十八　} (every item followed by a full-width space, as
   *     Kakinoki writes it); else picture style {@code 飛×2 角 歩×18}
   */
  static String hand(Hand hand, boolean kanjiCounts) {
    if (hand.isEmpty()) {
      return "なし";
    }
    StringBuilder sb = new StringBuilder();
    for (PieceType t : HAND_ORDER) {
      int n = hand.count(t);
      if (n == 0) {
        continue;
      }
      if (!kanjiCounts && sb.length() > 0) {
        sb.append(' ');
      }
      sb.append(piece(t));
      if (n > 1) {
        sb.append(kanjiCounts ? kanjiNumber(n) : "×" + n);
      }
      if (kanjiCounts) {
        sb.append('　');
      }
    }
    return sb.toString();
  }

  /** The same hand in ASCII, for pictures drawn without a Japanese font: {@code R P18}. */
  static String asciiHand(Hand hand) {
    if (hand.isEmpty()) {
      return "none";
    }
    StringBuilder sb = new StringBuilder();
    for (PieceType t : HAND_ORDER) {
      int n = hand.count(t);
      if (n > 0) {
        sb.append(sb.length() > 0 ? " " : "")
            .append(t.usi())
            .append(n > 1 ? String.valueOf(n) : "");
      }
    }
    return sb.toString();
  }

  /** 1 to 99 in kanji numerals: 二, 十, 十八, 二十. */
  static String kanjiNumber(int n) {
    String tens = n < 10 ? "" : (n < 20 ? "十" : KANJI_DIGITS.charAt(n / 10 - 1) + "十");
    return n % 10 == 0 ? tens : tens + KANJI_DIGITS.charAt(n % 10 - 1);
  }

  /**
   * The plain KIF text of a legal move with the mover's mark: {@code ▲７六歩(77)}, {@code △２二角成(88)},
   * {@code ▲５五角打}; {@code 不成} when the move could have promoted and did not. The destination is
   * always written out (no {@code 同}), so the text stands alone.
   */
  static String kifMove(Position before, Move move) {
    StringBuilder sb = new StringBuilder();
    sb.append(before.sideToMove() == Color.SENTE ? '▲' : '△');
    Square to = move.to();
    sb.append(WIDE_DIGITS.charAt(to.file() - 1)).append(rank(to.rank()));
    if (move instanceof Drop d) {
      return sb.append(d.type().kanji()).append('打').toString();
    }
    BoardMove b = (BoardMove) move;
    Piece p = before.pieceAt(b.from()).orElseThrow();
    sb.append(p.type().kanji());
    if (b.promote()) {
      sb.append('成');
    } else if (p.type().canPromote() && (inZone(p.color(), b.from()) || inZone(p.color(), to))) {
      sb.append("不成");
    }
    return sb.append('(').append(b.from().file()).append(b.from().rank()).append(')').toString();
  }

  private static boolean inZone(Color color, Square square) {
    return color == Color.SENTE ? square.rank() <= 3 : square.rank() >= 7;
  }
}
