package io.github.shogi4j.rules.picture;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The board picture as a list of shapes in picture units, drawn once here and rendered by {@link
 * SvgBoard} (as SVG elements) and {@link PngBoard} (with Java2D), so both show the same.
 *
 * <p>Layout: the wooden board of 9 × 9 cells of {@value #CELL} units, file numbers above it, rank
 * kanji at its right, one side's hand line above and the other's below, the caption under them.
 */
final class Drawing {
  static final int CELL = 48;
  private static final int LEFT = 24;
  private static final int TOP = 72;
  private static final int BOARD = 9 * CELL;
  private static final int CAPTION_ROW = 32;

  static final String FROM_FILL = "#f5dc8c";
  static final String TO_FILL = "#f2b950";
  static final String PROMOTED_FILL = "#c8102e";
  static final String INK = "#111";

  /** Where a text is anchored horizontally. */
  enum Anchor {
    START,
    MIDDLE
  }

  /** One thing drawn. */
  sealed interface Shape permits Rect, Line, Dot, Text, PieceMark {}

  /** A filled rectangle; {@code stroke} is {@code none} for no outline. */
  record Rect(int x, int y, int w, int h, String fill, String stroke, String cls)
      implements Shape {}

  /** A thin grid line. */
  record Line(int x1, int y1, int x2, int y2) implements Shape {}

  /** A star point (星). */
  record Dot(int cx, int cy, int r) implements Shape {}

  /**
   * A text with its baseline at {@code y}; {@code ascii} is what to write where no Japanese font is
   * at hand.
   */
  record Text(
      int x, int y, int size, String fill, Anchor anchor, String text, String ascii, String cls)
      implements Shape {}

  /**
   * A piece: a pentagon pointing at the opponent with its kanji, turned 180° about the square's
   * centre ({@code cx}, {@code cy}) when {@code turned}.
   */
  record PieceMark(Square square, Piece piece, int cx, int cy, boolean turned) implements Shape {
    /** The pentagon's corners, x then y, before turning. */
    int[] outline() {
      int w = 19;
      return new int[] {
        cx, cy - 21, cx + w - 4, cy - 14, cx + w, cy + 20, cx - w, cy + 20, cx - w + 4, cy - 14
      };
    }

    Text glyph() {
      return new Text(
          cx,
          cy + 10,
          27,
          piece.type().isPromoted() ? PROMOTED_FILL : INK,
          Anchor.MIDDLE,
          String.valueOf(Glyphs.piece(piece.type())),
          piece.type().usi(),
          "kanji");
    }
  }

  final int width;
  final int height;
  final List<Shape> shapes;

  private Drawing(int width, int height, List<Shape> shapes) {
    this.width = width;
    this.height = height;
    this.shapes = shapes;
  }

  static Drawing of(Position position, PictureOptions options) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(options, "options");
    boolean flip = options.isFlipped();
    Optional<String> caption = options.caption();
    int width = LEFT + BOARD + 40;
    int height = TOP + BOARD + 72 + (caption.isPresent() ? CAPTION_ROW : 0);
    List<Shape> s = new ArrayList<>(200);
    s.add(new Rect(0, 0, width, height, "#fbf7ef", "none", "background"));
    // The far side's hand above the board, the near side's below it.
    Color far = flip ? Color.SENTE : Color.GOTE;
    s.add(hand(position, options, far, 30));
    s.add(hand(position, options, far.opposite(), TOP + BOARD + 50));
    caption.ifPresent(
        c ->
            s.add(
                new Text(
                    LEFT,
                    TOP + BOARD + 50 + CAPTION_ROW,
                    17,
                    "#222",
                    Anchor.START,
                    c,
                    asciiCaption(options),
                    "caption")));
    if (options.hasCoordinates()) {
      for (int col = 0; col < 9; col++) {
        int file = flip ? col + 1 : 9 - col;
        s.add(
            new Text(
                LEFT + col * CELL + CELL / 2,
                TOP - 8,
                15,
                "#333",
                Anchor.MIDDLE,
                String.valueOf(file),
                String.valueOf(file),
                "file"));
      }
      for (int row = 0; row < 9; row++) {
        int rank = flip ? 9 - row : row + 1;
        s.add(
            new Text(
                LEFT + BOARD + 16,
                TOP + row * CELL + CELL / 2 + 6,
                15,
                "#333",
                Anchor.MIDDLE,
                String.valueOf(Glyphs.rank(rank)),
                String.valueOf((char) ('a' + rank - 1)),
                "rank"));
      }
    }
    s.add(new Rect(LEFT - 4, TOP - 4, BOARD + 8, BOARD + 8, "#e3b766", "#5a3d1a", "board"));
    options.lastMove().ifPresent(m -> highlight(s, m, flip));
    for (int i = 0; i <= 9; i++) {
      s.add(new Line(LEFT + i * CELL, TOP, LEFT + i * CELL, TOP + BOARD));
      s.add(new Line(LEFT, TOP + i * CELL, LEFT + BOARD, TOP + i * CELL));
    }
    for (int fx : new int[] {3, 6}) {
      for (int fy : new int[] {3, 6}) {
        s.add(new Dot(LEFT + fx * CELL, TOP + fy * CELL, 3));
      }
    }
    for (Square sq : Square.values()) {
      Optional<Piece> p = position.pieceAt(sq);
      if (p.isPresent()) {
        s.add(
            new PieceMark(
                sq,
                p.get(),
                x(sq, flip) + CELL / 2,
                y(sq, flip) + CELL / 2,
                (p.get().color() == Color.GOTE) != flip));
      }
    }
    return new Drawing(width, height, List.copyOf(s));
  }

  private static void highlight(List<Shape> s, Move m, boolean flip) {
    if (m instanceof BoardMove b) {
      s.add(
          new Rect(
              x(b.from(), flip),
              y(b.from(), flip),
              CELL,
              CELL,
              FROM_FILL,
              "none",
              "last-move-from"));
    }
    s.add(new Rect(x(m.to(), flip), y(m.to(), flip), CELL, CELL, TO_FILL, "none", "last-move-to"));
  }

  private static Text hand(Position position, PictureOptions options, Color color, int y) {
    SideNames names = options.sideNames();
    boolean toMove = position.sideToMove() == color;
    String mark = color == Color.SENTE ? "☗" : "☖";
    String text =
        mark
            + names.name(color)
            + (toMove ? "（手番）" : "")
            + "　持駒："
            + Glyphs.hand(position.hand(color), false);
    String ascii =
        names.asciiName(color)
            + (toMove ? " (to move)" : "")
            + " hand: "
            + Glyphs.asciiHand(position.hand(color));
    return new Text(
        LEFT,
        y,
        17,
        "#222",
        Anchor.START,
        text,
        ascii,
        "hand-" + color.name().toLowerCase(Locale.ROOT));
  }

  private static String asciiCaption(PictureOptions options) {
    return "Move "
        + options.captionMoves()
        + options.lastMove().map(m -> ": " + m.toUsi()).orElse("");
  }

  private static int x(Square sq, boolean flip) {
    return LEFT + (flip ? sq.file() - 1 : 9 - sq.file()) * CELL;
  }

  private static int y(Square sq, boolean flip) {
    return TOP + (flip ? 9 - sq.rank() : sq.rank() - 1) * CELL;
  }

  /** The height for a width, keeping the proportions. */
  int heightFor(int pixelWidth) {
    return (int) Math.round((double) height * pixelWidth / width);
  }
}
