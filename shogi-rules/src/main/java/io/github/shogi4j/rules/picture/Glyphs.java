package io.github.shogi4j.rules.picture;

import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.PieceType;

/**
 * The Japanese text pictures write: one-kanji piece glyphs, hands with kanji counts, and the plain
 * KIF move text ({@code ７六歩(77)}). Stateless.
 */
final class Glyphs {
  private static final String KANJI_DIGITS = "一二三四五六七八九";

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
}
