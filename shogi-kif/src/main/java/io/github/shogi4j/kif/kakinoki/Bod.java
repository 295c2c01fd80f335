package io.github.shogi4j.kif.kakinoki;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.picture.PictureOptions;
import io.github.shogi4j.rules.picture.SideNames;
import io.github.shogi4j.rules.picture.TextBoard;
import java.util.List;
import java.util.Optional;

/**
 * BOD board diagrams (盤面図) of KIF and KI2 files: hands ({@code 後手の持駒：飛二　歩十八}), nine board rows
 * ({@code |v香v桂 ・ ...|一}) and the side to move ({@code 後手番}): read here, written by the rules'
 * {@link TextBoard}.
 */
final class Bod {
  private static final String KANJI_NUMBERS = "一二三四五六七八九";

  private Bod() {}

  /**
   * Parses the hand after {@code 持駒：}.
   *
   * @param text the value, for example {@code 飛二　角　歩十八} or {@code なし}
   * @return the hand
   * @throws IllegalArgumentException with the offset and what is wrong
   */
  static Hand parseHand(String text) {
    String t = text.strip();
    Hand h = Hand.EMPTY;
    if (t.isEmpty() || t.equals("なし")) {
      return h;
    }
    int i = 0;
    while (i < t.length()) {
      char c = t.charAt(i);
      if (c == ' ' || c == '　' || c == '\t' || c == '、') {
        i++;
        continue;
      }
      Optional<PieceType> p = JapaneseNotation.pieceOfChar(c);
      if (p.isEmpty() || !p.get().isHandType()) {
        throw new IllegalArgumentException("not a hand piece at offset " + i + ": " + c);
      }
      i++;
      int count = 0;
      int start = i;
      while (i < t.length() && (t.charAt(i) == '十' || KANJI_NUMBERS.indexOf(t.charAt(i)) >= 0)) {
        i++;
      }
      String num = t.substring(start, i);
      count = num.isEmpty() ? 1 : kanjiNumber(num);
      if (count <= 0) {
        throw new IllegalArgumentException("not a count: " + num);
      }
      h = h.with(p.get(), h.count(p.get()) + count);
    }
    return h;
  }

  private static int kanjiNumber(String s) {
    int ten = s.indexOf('十');
    if (ten < 0) {
      return s.length() == 1 ? KANJI_NUMBERS.indexOf(s.charAt(0)) + 1 : -1;
    }
    int tens = ten == 0 ? 1 : (ten == 1 ? KANJI_NUMBERS.indexOf(s.charAt(0)) + 1 : -1);
    String rest = s.substring(ten + 1);
    int ones =
        rest.isEmpty() ? 0 : (rest.length() == 1 ? KANJI_NUMBERS.indexOf(rest.charAt(0)) + 1 : -1);
    return tens <= 0 || ones < 0 ? -1 : tens * 10 + ones;
  }

  /**
   * Parses one board row into the builder.
   *
   * @param line the row, starting with {@code |}
   * @param rank 1 to 9
   * @param b the builder
   * @throws IllegalArgumentException with what is wrong
   */
  static void parseRow(String line, int rank, Setup.Builder b) {
    int i = 1;
    for (int file = 9; file >= 1; file--) {
      if (i >= line.length()) {
        throw new IllegalArgumentException("the row has fewer than 9 squares");
      }
      char c = line.charAt(i);
      Color color = Color.SENTE;
      if (c == 'v' || c == 'V') {
        color = Color.GOTE;
        i++;
      } else if (c == ' ' || c == '+' || c == '^') {
        i++;
      }
      if (i >= line.length()) {
        throw new IllegalArgumentException("the row has fewer than 9 squares");
      }
      char p = line.charAt(i++);
      if (p == '・' || p == '　') {
        continue;
      }
      Optional<PieceType> t = JapaneseNotation.pieceOfChar(p);
      if (t.isEmpty()) {
        throw new IllegalArgumentException("not a piece: " + p);
      }
      b.put(Square.of(file, rank), Piece.of(color, t.get()));
    }
    if (i >= line.length() || line.charAt(i) != '|') {
      throw new IllegalArgumentException("the row does not end with | after 9 squares");
    }
  }

  /**
   * Writes a diagram with the library's one BOD writer ({@link TextBoard}).
   *
   * @param setup the arrangement
   * @param handicapNames 上手/下手 instead of 後手/先手
   * @param out the lines are added here
   */
  static void format(Setup setup, boolean handicapNames, List<String> out) {
    out.addAll(
        TextBoard.lines(
            setup,
            PictureOptions.builder()
                .sideNames(handicapNames ? SideNames.SHITATE_UWATE : SideNames.SENTE_GOTE)
                .build()));
  }
}
