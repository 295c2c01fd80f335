package io.github.shogi4j.rules.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.awt.image.BufferedImage;
import java.io.ByteArrayInputStream;
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
    BufferedImage image = ImageIO.read(new ByteArrayInputStream(
        PngBoard.png(Position.initial(), PictureOptions.DEFAULT)));
    assertEquals(496, image.getWidth());
    assertEquals(576, image.getHeight());
    // the centre of 5i holds sente's king: the piece's face, not the board's wood
    int face = image.getRGB(24 + 4 * 48 + 24, 72 + 8 * 48 + 40) & 0xffffff;
    assertNotEquals(0xe3b766, face);
  }
}
