package io.github.shogi4j.rules.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
import java.util.Optional;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;

/** The PNG picture decodes to the size asked for and shows the drawing. */
class PngBoardTest {
  static {
    System.setProperty("java.awt.headless", "true");
  }

  @Test
  void decodesToTheRequestedSize() throws Exception {
    Position before = Position.initial();
    Move m = Move.parseUsi("7g7f").orElseThrow();
    PictureOptions o = PictureOptions.builder().lastMove(before, m).width(620).build();
    byte[] png = PngBoard.png(before.play(m), o);
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(png));
    assertEquals(620, image.getWidth());
    assertEquals(760, image.getHeight()); // (576 + 32 caption) * 620 / 496
    // the highlighted destination 7f (column 2, row 5; cell 48 at 24,72), scaled by 1.25
    int x = (int) ((24 + 2 * 48 + 4) * 1.25);
    int y = (int) ((72 + 5 * 48 + 4) * 1.25);
    assertEquals(0xf2b950, image.getRGB(x, y) & 0xffffff);
    // the background at the top-left corner
    assertEquals(0xfbf7ef, image.getRGB(1, 1) & 0xffffff);
  }

  @Test
  void naturalSizeAndPiecesDrawn() throws Exception {
    BufferedImage image =
        ImageIO.read(
            new ByteArrayInputStream(PngBoard.png(Position.initial(), PictureOptions.DEFAULT)));
    assertEquals(496, image.getWidth());
    assertEquals(576, image.getHeight());
    // the centre of 5i holds sente's king: the piece's face, not the board's wood
    int face = image.getRGB(24 + 4 * 48 + 24, 72 + 8 * 48 + 40) & 0xffffff;
    assertNotEquals(0xe3b766, face);
  }

  /**
   * Without a Japanese font the picture is still drawn, with ASCII texts: the pieces' faces differ
   * from the kanji drawing but are not blank.
   */
  @Test
  void withoutAJapaneseFontTheTextsAreAscii() {
    BufferedImage ascii =
        PngBoard.image(Position.initial(), PictureOptions.DEFAULT, Optional.empty());
    assertEquals(496, ascii.getWidth());
    int x0 = 24 + 4 * 48;
    int y0 = 72 + 8 * 48; // 5i, sente's king: "K" in ASCII
    int ink = 0;
    for (int y = y0 + 8; y < y0 + 44; y++) {
      for (int x = x0 + 8; x < x0 + 40; x++) {
        if ((ascii.getRGB(x, y) & 0xffffff) == 0x111111) {
          ink++;
        }
      }
    }
    assertTrue(ink > 10, "ink pixels: " + ink);
    if (PngBoard.hasJapaneseFont()) {
      BufferedImage kanji = PngBoard.image(Position.initial(), PictureOptions.DEFAULT);
      int differ = 0;
      for (int y = y0 + 8; y < y0 + 44; y++) {
        for (int x = x0 + 8; x < x0 + 40; x++) {
          differ += ascii.getRGB(x, y) != kanji.getRGB(x, y) ? 1 : 0;
        }
      }
      assertTrue(differ > 10, "pixels that differ: " + differ);
    }
  }
}
