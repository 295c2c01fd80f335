package io.github.shogi4j.rules.picture;

import io.github.shogi4j.rules.Position;
import java.util.Locale;

/**
 * An SVG picture of a board (局面図): the wooden board with its grid and star points, file numbers and
 * rank kanji, kanji pieces (the far side's turned 180°, promoted ones in red), both hands (持駒) with
 * the side to move marked, the last move's squares highlighted and the caption, as the {@link
 * PictureOptions} say.
 *
 * <p>The document is standalone UTF-8 SVG 1.1. Each piece is a {@code <g class="piece sente|gote"
 * data-square="7g" data-piece="P">} group, highlights are rectangles of class {@code
 * last-move-from} and {@code last-move-to}, hand lines are texts of class {@code hand-sente} and
 * {@code hand-gote}, and the caption a text of class {@code caption}, so a page can style or script
 * them. The viewer needs a font with Japanese glyphs; the document names the usual ones and falls
 * back to the generic serif family.
 *
 * <p>Stateless and thread-safe.
 */
public final class SvgBoard {
  private static final String FONT =
      "'Noto Serif CJK JP','Hiragino Mincho ProN','Yu Mincho','IPAexMincho','IPAGothic',serif";

  private SvgBoard() {}

  /**
   * The SVG picture of a position with the default options.
   *
   * @param position the position
   * @return a standalone SVG document
   */
  public static String of(Position position) {
    return of(position, PictureOptions.DEFAULT);
  }

  /**
   * The SVG picture of a position.
   *
   * @param position the position
   * @param options how to draw it
   * @return a standalone SVG document
   */
  public static String of(Position position, PictureOptions options) {
    Drawing d = Drawing.of(position, options);
    int w = options.width().orElse(d.width);
    StringBuilder s = new StringBuilder(20_000);
    s.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
    s.append(
        String.format(
            Locale.ROOT,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"%d\" "
                + "height=\"%d\" viewBox=\"0 0 %d %d\" font-family=\"%s\">%n",
            w,
            d.heightFor(w),
            d.width,
            d.height,
            FONT));
    s.append("<title>").append(position.toSfen()).append("</title>\n");
    for (Drawing.Shape shape : d.shapes) {
      if (shape instanceof Drawing.Rect r) {
        s.append(
            String.format(
                Locale.ROOT,
                "<rect class=\"%s\" x=\"%d\" y=\"%d\" width=\"%d\" "
                    + "height=\"%d\" fill=\"%s\" stroke=\"%s\" stroke-width=\"2\"/>%n",
                r.cls(),
                r.x(),
                r.y(),
                r.w(),
                r.h(),
                r.fill(),
                r.stroke()));
      } else if (shape instanceof Drawing.Line l) {
        s.append(
            String.format(
                Locale.ROOT,
                "<line x1=\"%d\" y1=\"%d\" x2=\"%d\" y2=\"%d\" "
                    + "stroke=\"#3b2a14\" stroke-width=\"1\"/>%n",
                l.x1(),
                l.y1(),
                l.x2(),
                l.y2()));
      } else if (shape instanceof Drawing.Dot c) {
        s.append(
            String.format(
                Locale.ROOT,
                "<circle cx=\"%d\" cy=\"%d\" r=\"%d\" fill=\"#3b2a14\"/>%n",
                c.cx(),
                c.cy(),
                c.r()));
      } else if (shape instanceof Drawing.Text t) {
        text(s, t);
      } else if (shape instanceof Drawing.PieceMark p) {
        piece(s, p);
      }
    }
    s.append("</svg>\n");
    return s.toString();
  }

  private static void piece(StringBuilder s, Drawing.PieceMark p) {
    String rotate =
        p.turned()
            ? String.format(Locale.ROOT, " transform=\"rotate(180 %d %d)\"", p.cx(), p.cy())
            : "";
    s.append(
        String.format(
            Locale.ROOT,
            "<g class=\"piece %s\" data-square=\"%s\" data-piece=\"%s\"%s>%n",
            p.piece().color().name().toLowerCase(Locale.ROOT),
            p.square().toUsi(),
            p.piece().sfen(),
            rotate));
    int[] o = p.outline();
    s.append("<polygon points=\"");
    for (int i = 0; i < o.length; i += 2) {
      s.append(i == 0 ? "" : " ").append(o[i]).append(',').append(o[i + 1]);
    }
    s.append("\" fill=\"#fcebc0\" stroke=\"#6b4a1f\" stroke-width=\"1.2\"/>\n");
    text(s, p.glyph());
    s.append("</g>\n");
  }

  private static void text(StringBuilder s, Drawing.Text t) {
    s.append(
        String.format(
            Locale.ROOT,
            "<text class=\"%s\" x=\"%d\" y=\"%d\" font-size=\"%d\" "
                + "fill=\"%s\" text-anchor=\"%s\">",
            t.cls(),
            t.x(),
            t.y(),
            t.size(),
            t.fill(),
            t.anchor() == Drawing.Anchor.START ? "start" : "middle"));
    escape(s, t.text());
    s.append("</text>\n");
  }

  /** Caption texts come from the caller: escape what XML gives a meaning. */
  private static void escape(StringBuilder s, String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> s.append("&amp;");
        case '<' -> s.append("&lt;");
        case '>' -> s.append("&gt;");
        default -> s.append(c);
      }
    }
  }
}
