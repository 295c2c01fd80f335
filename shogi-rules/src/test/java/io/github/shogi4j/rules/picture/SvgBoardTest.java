package io.github.shogi4j.rules.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** The SVG picture parses as XML and holds the pieces, highlights, labels and caption. */
class SvgBoardTest {
  private static final String SVG = "http://www.w3.org/2000/svg";

  private static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  private static List<Element> ofClass(Document d, String tag, String cls) {
    List<Element> out = new ArrayList<>();
    NodeList nodes = d.getElementsByTagNameNS(SVG, tag);
    for (int i = 0; i < nodes.getLength(); i++) {
      Element e = (Element) nodes.item(i);
      if ((" " + e.getAttribute("class") + " ").contains(" " + cls + " ")) {
        out.add(e);
      }
    }
    return out;
  }

  private static String text(Document d, String cls) {
    List<Element> e = ofClass(d, "text", cls);
    assertEquals(1, e.size(), cls);
    return e.get(0).getTextContent();
  }

  private static Move usi(String text) {
    return Move.parseUsi(text).orElseThrow();
  }

  @Test
  void theStartPositionHasFortyPieceGlyphs() throws Exception {
    Document d = parse(SvgBoard.of(Position.initial()));
    assertEquals("svg", d.getDocumentElement().getLocalName());
    List<Element> pieces = ofClass(d, "g", "piece");
    assertEquals(40, pieces.size());
    assertEquals(20, ofClass(d, "g", "gote").size());
    for (Element g : pieces) {
      String glyph = g.getElementsByTagNameNS(SVG, "text").item(0).getTextContent();
      assertEquals(1, glyph.length(), glyph);
      assertTrue("玉飛角金銀桂香歩".contains(glyph), glyph);
    }
    assertEquals("☗先手（手番）　持駒：なし", text(d, "hand-sente"));
    assertEquals("☖後手　持駒：なし", text(d, "hand-gote"));
    assertEquals(9, ofClass(d, "text", "file").size());
    assertEquals(9, ofClass(d, "text", "rank").size());
    assertTrue(ofClass(d, "rect", "last-move-to").isEmpty());
    assertTrue(ofClass(d, "text", "caption").isEmpty());
  }

  /**
   * After 1.7g7f 3c3d 2.8h2b+ the horse on 2b is red and upright, gote's pieces are turned, sente
   * holds a bishop, 8h and 2b are highlighted (cells 48 wide from x=24, y=72: 8h is column 1 row 7,
   * 2b column 7 row 1) and the caption names move 3.
   */
  @Test
  void lastMoveHighlightHandsAndCaption() throws Exception {
    Position before = Position.initial().playUsi("7g7f").playUsi("3c3d");
    PictureOptions o = PictureOptions.builder().lastMove(before, usi("8h2b+")).build();
    Document d = parse(SvgBoard.of(before.play(usi("8h2b+")), o));
    assertEquals(39, ofClass(d, "g", "piece").size());
    Element horse =
        ofClass(d, "g", "piece").stream()
            .filter(g -> g.getAttribute("data-square").equals("2b"))
            .findFirst()
            .orElseThrow();
    Element glyph = (Element) horse.getElementsByTagNameNS(SVG, "text").item(0);
    assertEquals("馬", glyph.getTextContent());
    assertEquals("#c8102e", glyph.getAttribute("fill"));
    assertEquals("", horse.getAttribute("transform"));
    Element king =
        ofClass(d, "g", "gote").stream()
            .filter(g -> g.getAttribute("data-square").equals("5a"))
            .findFirst()
            .orElseThrow();
    assertTrue(
        king.getAttribute("transform").startsWith("rotate(180"), king.getAttribute("transform"));
    Element from = ofClass(d, "rect", "last-move-from").get(0);
    Element to = ofClass(d, "rect", "last-move-to").get(0);
    assertEquals(List.of("72", "408"), List.of(from.getAttribute("x"), from.getAttribute("y")));
    assertEquals(List.of("360", "120"), List.of(to.getAttribute("x"), to.getAttribute("y")));
    assertEquals("☗先手　持駒：角", text(d, "hand-sente"));
    assertEquals("☖後手（手番）　持駒：なし", text(d, "hand-gote"));
    assertEquals("手数＝3  ▲２二角成(88)  まで", text(d, "caption"));
  }

  @Test
  void aHandicapGameSaysUwateAndShitate() throws Exception {
    Position start = Handicap.TWO_PIECES.position();
    PictureOptions o = PictureOptions.builder().sideNames(SideNames.forStart(start)).build();
    Document d = parse(SvgBoard.of(start.playUsi("5a4b"), o));
    assertEquals("☗下手（手番）　持駒：なし", text(d, "hand-sente"));
    assertEquals("☖上手　持駒：なし", text(d, "hand-gote"));
    assertEquals(38, ofClass(d, "g", "piece").size());
  }

  /** Gote's view: file 1 at the left, rank 9 at the top, sente's pieces turned. */
  @Test
  void flippedAndWithoutCoordinates() throws Exception {
    PictureOptions o =
        PictureOptions.builder()
            .flipped(true)
            .coordinates(false)
            .width(248)
            .lastMove(usi("7g7f"))
            .build();
    Document d = parse(SvgBoard.of(Position.initial().playUsi("7g7f"), o));
    assertTrue(ofClass(d, "text", "file").isEmpty());
    assertTrue(ofClass(d, "text", "rank").isEmpty());
    // seen from gote, file 7 is column 6 (file - 1) and rank f (6) is row 3 (9 - rank)
    Element to = ofClass(d, "rect", "last-move-to").get(0);
    assertEquals(
        List.of(String.valueOf(24 + 6 * 48), String.valueOf(72 + 3 * 48)),
        List.of(to.getAttribute("x"), to.getAttribute("y")));
    Element sKing =
        ofClass(d, "g", "sente").stream()
            .filter(g -> g.getAttribute("data-square").equals("5i"))
            .findFirst()
            .orElseThrow();
    assertTrue(sKing.getAttribute("transform").startsWith("rotate(180"));
    Element root = d.getDocumentElement();
    assertEquals("248", root.getAttribute("width"));
    assertEquals("288", root.getAttribute("height")); // 576 * 248 / 496
    // sente's hand is the far one now: drawn above gote's
    int senteY = Integer.parseInt(ofClass(d, "text", "hand-sente").get(0).getAttribute("y"));
    int goteY = Integer.parseInt(ofClass(d, "text", "hand-gote").get(0).getAttribute("y"));
    assertTrue(senteY < goteY, senteY + " " + goteY);
  }

  @Test
  void aCallersCaptionIsEscaped() throws Exception {
    PictureOptions o = PictureOptions.builder().caption(2, "<△３四歩 & more>").build();
    Document d = parse(SvgBoard.of(Position.initial(), o));
    assertEquals("手数＝2  <△３四歩 & more>  まで", text(d, "caption"));
  }
}
