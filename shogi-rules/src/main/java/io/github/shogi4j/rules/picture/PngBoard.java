package io.github.shogi4j.rules.picture;

import io.github.shogi4j.rules.Position;
import java.awt.BasicStroke;
import java.awt.Font;
import java.awt.FontMetrics;
import java.awt.Graphics2D;
import java.awt.GraphicsEnvironment;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import javax.imageio.ImageIO;

/**
 * The same picture as {@link SvgBoard}, drawn with Java2D into an image or a PNG file.
 *
 * <p><b>Requirements.</b> This class needs the {@code java.desktop} module, which shogi-rules
 * requires only statically ({@code requires static transitive}) so that users of the rules alone do
 * not pull it in: on the module path have it resolved ({@code --add-modules java.desktop}, or
 * {@code requires java.desktop} in your module, or include it in a jlink image); on the class path
 * of a full JDK it is always there. Without it, the first use of this class fails with {@link
 * NoClassDefFoundError}; the other pictures do not need it. No display is needed: drawing into an
 * image works headless ({@code -Djava.awt.headless=true} is advisable on servers). The texts need a
 * font with Japanese glyphs (CJK) on the machine, for example Noto Serif CJK JP or IPAexMincho;
 * when none is found ({@link #hasJapaneseFont()} is false) the picture is drawn with ASCII instead:
 * USI letters on the pieces ({@code P}, {@code +R}), {@code Sente hand: R P2} and {@code Move 1:
 * 7g7f}.
 *
 * <p>Stateless and thread-safe; the font is looked up once.
 */
public final class PngBoard {
  private static final String PROBE = "香桂銀金玉飛角歩と杏圭全龍馬一九持駒手番先後上下☗☖（）：×";
  private static final List<String> PREFERRED =
      List.of(
          "Noto Serif CJK JP",
          "Noto Sans CJK JP",
          "IPAexMincho",
          "IPAMincho",
          "IPAexGothic",
          "IPAGothic",
          "Hiragino Mincho ProN",
          "Yu Mincho",
          "MS Mincho",
          "TakaoMincho",
          "VL Gothic");

  private PngBoard() {}

  /** The font family found once, on first use. */
  private static final class Fonts {
    static final Optional<String> JAPANESE = find();

    private static Optional<String> find() {
      Set<String> installed =
          Arrays.stream(
                  GraphicsEnvironment.getLocalGraphicsEnvironment().getAvailableFontFamilyNames())
              .collect(Collectors.toSet());
      for (String family : PREFERRED) {
        if (installed.contains(family) && canShow(family)) {
          return Optional.of(family);
        }
      }
      // The logical fonts map to whatever fontconfig offers, Japanese included when installed.
      for (String family : List.of(Font.SERIF, Font.SANS_SERIF)) {
        if (canShow(family)) {
          return Optional.of(family);
        }
      }
      return Optional.empty();
    }

    private static boolean canShow(String family) {
      return new Font(family, Font.PLAIN, 12).canDisplayUpTo(PROBE) == -1;
    }
  }

  /**
   * Whether a font with Japanese glyphs was found, so that pictures show kanji rather than ASCII.
   *
   * @return true when the texts are drawn in Japanese
   */
  public static boolean hasJapaneseFont() {
    return Fonts.JAPANESE.isPresent();
  }

  /**
   * The picture of a position as an image, {@link PictureOptions#width()} pixels wide (the SVG's
   * natural width, 496, when unset) and as high as the proportions say.
   *
   * @param position the position
   * @param options how to draw it
   * @return a new RGB image
   */
  public static BufferedImage image(Position position, PictureOptions options) {
    return image(position, options, Fonts.JAPANESE);
  }

  /** The image with the given Japanese font family, or ASCII texts when empty. */
  static BufferedImage image(Position position, PictureOptions options, Optional<String> japanese) {
    Drawing d = Drawing.of(position, options);
    int w = options.width().orElse(d.width);
    int h = d.heightFor(w);
    BufferedImage image = new BufferedImage(w, h, BufferedImage.TYPE_INT_RGB);
    Graphics2D g = image.createGraphics();
    try {
      g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
      g.setRenderingHint(
          RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
      g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
      g.scale((double) w / d.width, (double) h / d.height);
      for (Drawing.Shape shape : d.shapes) {
        draw(g, shape, japanese);
      }
    } finally {
      g.dispose();
    }
    return image;
  }

  /**
   * The picture of a position as PNG bytes.
   *
   * @param position the position
   * @param options how to draw it
   * @return the PNG file's bytes
   */
  public static byte[] png(Position position, PictureOptions options) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(64 * 1024);
    try {
      if (!ImageIO.write(image(position, options), "png", out)) {
        throw new IllegalStateException("this Java runtime has no PNG writer");
      }
    } catch (IOException e) {
      throw new UncheckedIOException(
          "writing to memory failed", e); // a ByteArrayOutputStream does not
    }
    return out.toByteArray();
  }

  private static void draw(Graphics2D g, Drawing.Shape shape, Optional<String> japanese) {
    if (shape instanceof Drawing.Rect r) {
      g.setColor(java.awt.Color.decode(r.fill()));
      g.fillRect(r.x(), r.y(), r.w(), r.h());
      if (!r.stroke().equals("none")) {
        g.setStroke(new BasicStroke(2f));
        g.setColor(java.awt.Color.decode(r.stroke()));
        g.drawRect(r.x(), r.y(), r.w(), r.h());
      }
    } else if (shape instanceof Drawing.Line l) {
      g.setStroke(new BasicStroke(1f));
      g.setColor(java.awt.Color.decode("#3b2a14"));
      g.drawLine(l.x1(), l.y1(), l.x2(), l.y2());
    } else if (shape instanceof Drawing.Dot c) {
      g.setColor(java.awt.Color.decode("#3b2a14"));
      g.fillOval(c.cx() - c.r(), c.cy() - c.r(), 2 * c.r(), 2 * c.r());
    } else if (shape instanceof Drawing.Text t) {
      text(g, t, japanese);
    } else if (shape instanceof Drawing.PieceMark p) {
      AffineTransform saved = g.getTransform();
      if (p.turned()) {
        g.rotate(Math.PI, p.cx(), p.cy());
      }
      int[] o = p.outline();
      int[] xs = new int[o.length / 2];
      int[] ys = new int[o.length / 2];
      for (int i = 0; i < xs.length; i++) {
        xs[i] = o[2 * i];
        ys[i] = o[2 * i + 1];
      }
      g.setColor(java.awt.Color.decode("#fcebc0"));
      g.fillPolygon(xs, ys, xs.length);
      g.setStroke(new BasicStroke(1.2f));
      g.setColor(java.awt.Color.decode("#6b4a1f"));
      g.drawPolygon(xs, ys, xs.length);
      Drawing.Text glyph = p.glyph();
      // USI letters such as +R are wider than a kanji: shrink them to fit the piece.
      text(
          g,
          japanese.isPresent() || glyph.ascii().length() == 1
              ? glyph
              : new Drawing.Text(
                  glyph.x(),
                  glyph.y() - 2,
                  19,
                  glyph.fill(),
                  glyph.anchor(),
                  glyph.text(),
                  glyph.ascii(),
                  glyph.cls()),
          japanese);
      g.setTransform(saved);
    }
  }

  private static void text(Graphics2D g, Drawing.Text t, Optional<String> japanese) {
    String family = japanese.orElse(Font.SANS_SERIF);
    String s = japanese.isPresent() ? t.text() : t.ascii();
    g.setFont(new Font(family, Font.PLAIN, t.size()));
    g.setColor(java.awt.Color.decode(t.fill().length() == 4 ? expand(t.fill()) : t.fill()));
    FontMetrics m = g.getFontMetrics();
    int x = t.anchor() == Drawing.Anchor.MIDDLE ? t.x() - m.stringWidth(s) / 2 : t.x();
    g.drawString(s, x, t.y());
  }

  /** {@code #333} to {@code #333333}: Color.decode reads the short form as a number. */
  private static String expand(String rgb) {
    return "#"
        + rgb.charAt(1)
        + rgb.charAt(1)
        + rgb.charAt(2)
        + rgb.charAt(2)
        + rgb.charAt(3)
        + rgb.charAt(3);
  }
}
