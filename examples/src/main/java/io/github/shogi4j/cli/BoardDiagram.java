package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.notation.JapaneseNotation;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.Locale;
import java.util.Optional;

/**
 * Board diagrams (局面図) of a position: an SVG picture and the BOD text of KIF files.
 *
 * <p>Stateless and thread-safe.
 */
public final class BoardDiagram {
  private static final String KANJI_DIGITS = "一二三四五六七八九";
  /** Hand pieces in the order diagrams list them: rook, bishop, gold, silver, knight, lance, pawn. */
  private static final PieceType[] HAND_ORDER = {PieceType.ROOK, PieceType.BISHOP, PieceType.GOLD,
      PieceType.SILVER, PieceType.KNIGHT, PieceType.LANCE, PieceType.PAWN};

  private static final int CELL = 48;
  private static final int LEFT = 24;
  private static final int TOP = 72;
  private static final int BOARD = 9 * CELL;
  private static final String FONT =
      "'Noto Serif CJK JP','Hiragino Mincho ProN','Yu Mincho','IPAexMincho','IPAGothic',serif";

  private BoardDiagram() {}

  /**
   * The character a diagram shows for a piece type: 玉 飛 角 金 銀 桂 香 歩, promoted 龍 馬 全 圭 杏 と.
   *
   * @param type the piece type
   * @return one kanji
   */
  public static char kanji(PieceType type) {
    return JapaneseNotation.pieceChar(type);
  }

  /**
   * An SVG picture of the board: wooden board with grid and star points, files 9-1 above and ranks
   * 一-九 on the right, kanji pieces (gote's turned 180°, promoted ones in red), both hands (持駒), the
   * last move's squares highlighted, and the side to move.
   *
   * @param position the position
   * @param lastMove the move that led to it, highlighted when present
   * @return a standalone SVG document
   */
  public static String svg(Position position, Optional<Move> lastMove) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(lastMove, "lastMove");
    int width = LEFT + BOARD + 40;
    int height = TOP + BOARD + 72;
    StringBuilder s = new StringBuilder(16_000);
    s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    s.append(String.format(Locale.ROOT, "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
        + "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\">%n", width, height, width, height,
        FONT));
    s.append("<title>").append(position.toSfen()).append("</title>\n");
    s.append(rect(0, 0, width, height, "#fbf7ef", "none"));
    // The side to move and gote's hand above, sente's hand below.
    hand(s, position, Color.GOTE, 30);
    hand(s, position, Color.SENTE, TOP + BOARD + 50);
    // File numbers above (9 on the left), rank kanji on the right.
    for (int file = 9; file >= 1; file--) {
      text(s, LEFT + (9 - file) * CELL + CELL / 2, TOP - 8, 15, "#333", String.valueOf(file), "file");
    }
    for (int rank = 1; rank <= 9; rank++) {
      text(s, LEFT + BOARD + 16, TOP + (rank - 1) * CELL + CELL / 2 + 6, 15, "#333",
          String.valueOf(KANJI_DIGITS.charAt(rank - 1)), "rank");
    }
    s.append(rect(LEFT - 4, TOP - 4, BOARD + 8, BOARD + 8, "#e3b766", "#5a3d1a"));
    lastMove.ifPresent(m -> {
      if (m instanceof BoardMove b) {
        highlight(s, b.from(), "#f5dc8c");
      }
      highlight(s, m.to(), "#f2b950");
    });
    for (int i = 0; i <= 9; i++) {
      int x = LEFT + i * CELL;
      int y = TOP + i * CELL;
      s.append(line(x, TOP, x, TOP + BOARD)).append(line(LEFT, y, LEFT + BOARD, y));
    }
    for (int fx : new int[] {3, 6}) {
      for (int fy : new int[] {3, 6}) {
        s.append(String.format(Locale.ROOT, "<circle cx=\"%d\" cy=\"%d\" r=\"3\" fill=\"#3b2a14\"/>%n",
            LEFT + fx * CELL, TOP + fy * CELL));
      }
    }
    for (Square sq : Square.values()) {
      Optional<Piece> p = position.pieceAt(sq);
      if (p.isPresent()) {
        piece(s, sq, p.get());
      }
    }
    s.append("</svg>\n");
    return s.toString();
  }

  private static void hand(StringBuilder s, Position position, Color color, int y) {
    String mark = color == Color.SENTE ? "☗先手" : "☖後手";
    String turn = position.sideToMove() == color ? "（手番）" : "";
    text(s, LEFT, y, 17, "#222", mark + turn + "　持駒：" + handText(position.hand(color), "×"),
        "hand-" + color.name().toLowerCase(Locale.ROOT), "start");
  }

  private static void highlight(StringBuilder s, Square sq, String color) {
    s.append(rect(x(sq), y(sq), CELL, CELL, color, "none"));
  }

  private static void piece(StringBuilder s, Square sq, Piece p) {
    int cx = x(sq) + CELL / 2;
    int cy = y(sq) + CELL / 2;
    // A pentagon pointing at the opponent; gote's is turned 180° about the square's centre.
    String rotate = p.color() == Color.GOTE
        ? String.format(Locale.ROOT, " transform=\"rotate(180 %d %d)\"", cx, cy) : "";
    s.append(String.format(Locale.ROOT, "<g class=\"piece %s\" data-square=\"%s\" data-piece=\"%s\"%s>%n",
        p.color().name().toLowerCase(Locale.ROOT), sq.toUsi(), p.sfen(), rotate));
    int w = 19;
    s.append(String.format(Locale.ROOT, "<polygon points=\"%d,%d %d,%d %d,%d %d,%d %d,%d\" "
        + "fill=\"#fcebc0\" stroke=\"#6b4a1f\" stroke-width=\"1.2\"/>%n",
        cx, cy - 21, cx + w - 4, cy - 14, cx + w, cy + 20, cx - w, cy + 20, cx - w + 4, cy - 14));
    String color = p.type().isPromoted() ? "#c8102e" : "#111";
    text(s, cx, cy + 10, 27, color, String.valueOf(kanji(p.type())), "kanji");
    s.append("</g>\n");
  }

  private static int x(Square sq) {
    return LEFT + (9 - sq.file()) * CELL;
  }

  private static int y(Square sq) {
    return TOP + (sq.rank() - 1) * CELL;
  }

  private static String rect(int x, int y, int w, int h, String fill, String stroke) {
    return String.format(Locale.ROOT,
        "<rect x=\"%d\" y=\"%d\" width=\"%d\" height=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>%n",
        x, y, w, h, fill, stroke);
  }

  private static String line(int x1, int y1, int x2, int y2) {
    return String.format(Locale.ROOT,
        "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" stroke=\"#3b2a14\" stroke-width=\"1\"/>%n",
        x1, y1, x2, y2);
  }

  private static void text(StringBuilder s, int x, int y, int size, String fill, String text,
      String cls) {
    text(s, x, y, size, fill, text, cls, "middle");
  }

  private static void text(StringBuilder s, int x, int y, int size, String fill, String text,
      String cls, String anchor) {
    s.append(String.format(Locale.ROOT, "<text class=\"%s\" x=\"%d\" y=\"%d\" font-size=\"%d\" "
        + "fill=\"%s\" text-anchor=\"%s\">%s</text>%n", cls, x, y, size, fill, anchor, text));
  }

  /**
   * A hand as diagrams write it, strongest piece first: {@code 飛 角 歩×3}, or {@code なし}.
   *
   * @param hand the hand
   * @param times what separates a piece from its count ({@code ×}); BOD text uses kanji counts instead
   *     when this is empty
   * @return the text
   */
  static String handText(Hand hand, String times) {
    if (hand.isEmpty()) {
      return "なし";
    }
    StringBuilder sb = new StringBuilder();
    for (PieceType t : HAND_ORDER) {
      int n = hand.count(t);
      if (n == 0) {
        continue;
      }
      sb.append(kanji(t));
      if (n > 1) {
        sb.append(times.isEmpty() ? kanjiNumber(n) : times + n);
      }
      sb.append(times.isEmpty() ? "　" : " ");
    }
    return sb.toString().strip();
  }

  private static String kanjiNumber(int n) {
    String tens = n < 10 ? "" : (n < 20 ? "十" : KANJI_DIGITS.charAt(n / 10 - 1) + "十");
    return n % 10 == 0 ? tens : tens + KANJI_DIGITS.charAt(n % 10 - 1);
  }

  /**
   * The BOD text diagram of KIF files (盤面図): gote's hand, the board with {@code v} before gote's
   * pieces, sente's hand, the side to move, and a caption {@code 手数＝N  ▲７六歩  まで} when the last
   * move is known.
   *
   * @param position the position
   * @param lastMove the move that led to it, with the position before it, when known
   * @param ply the number of moves played to reach it (for the caption)
   * @return the lines, each ending with a line feed
   */
  public static String bod(Position position, Optional<LastMove> lastMove, int ply) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(lastMove, "lastMove");
    StringBuilder sb = new StringBuilder();
    sb.append("後手の持駒：").append(handText(position.hand(Color.GOTE), "")).append('\n');
    sb.append("  ９ ８ ７ ６ ５ ４ ３ ２ １\n");
    sb.append("+---------------------------+\n");
    for (int rank = 1; rank <= 9; rank++) {
      sb.append('|');
      for (int file = 9; file >= 1; file--) {
        Optional<Piece> p = position.pieceAt(Square.of(file, rank));
        sb.append(p.map(x -> (x.color() == Color.GOTE ? "v" : " ") + kanji(x.type())).orElse(" ・"));
      }
      sb.append('|').append(KANJI_DIGITS.charAt(rank - 1)).append('\n');
    }
    sb.append("+---------------------------+\n");
    sb.append("先手の持駒：").append(handText(position.hand(Color.SENTE), "")).append('\n');
    sb.append(position.sideToMove() == Color.SENTE ? "先手番" : "後手番").append('\n');
    lastMove.ifPresent(m -> sb.append("手数＝").append(ply).append("  ")
        .append(m.before().sideToMove() == Color.SENTE ? '▲' : '△')
        .append(JapaneseNotation.ki2(m.before(), m.move(), Optional.empty())).append("  まで\n"));
    return sb.toString();
  }

  /**
   * The last move of a diagram with the position it was played in.
   *
   * @param before the position before the move
   * @param move the move
   */
  public record LastMove(Position before, Move move) {
    /**
     * Checks the arguments.
     *
     * @param before the position before the move
     * @param move the move
     */
    public LastMove {
      Preconditions.checkNotNull(before, "before");
      Preconditions.checkNotNull(move, "move");
    }
  }
}
