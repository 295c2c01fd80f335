package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;
import org.w3c.dom.Element;
import org.w3c.dom.NodeList;

/** {@code shogi render}: SVG that parses as XML with the right pieces, BOD that reads back. */
class RenderCommandTest {
  private static final String SVG_NS = "http://www.w3.org/2000/svg";

  private static Document parse(String svg) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder()
        .parse(new ByteArrayInputStream(svg.getBytes(StandardCharsets.UTF_8)));
  }

  /** square (USI) -> [sfen letter, kanji, fill, rotated]. */
  private static Map<String, List<String>> pieces(Document d) {
    Map<String, List<String>> out = new HashMap<>();
    NodeList gs = d.getElementsByTagNameNS(SVG_NS, "g");
    for (int i = 0; i < gs.getLength(); i++) {
      Element g = (Element) gs.item(i);
      if (!g.getAttribute("class").startsWith("piece")) {
        continue;
      }
      Element t = (Element) g.getElementsByTagNameNS(SVG_NS, "text").item(0);
      List<String> v = new ArrayList<>();
      v.add(g.getAttribute("data-piece"));
      v.add(t.getTextContent());
      v.add(t.getAttribute("fill"));
      v.add(String.valueOf(g.getAttribute("transform").startsWith("rotate(180")));
      out.put(g.getAttribute("data-square"), v);
    }
    return out;
  }

  /** Board, side to move and hands: a BOD diagram carries no move number. */
  private static String withoutMoveNumber(Position p) {
    String sfen = p.toSfen();
    return sfen.substring(0, sfen.lastIndexOf(' '));
  }

  @Test
  void svgOfAKnownPositionHasItsPiecesHandsAndLastMove() throws Exception {
    // 1.7g7f 3c3d 2.8h2b+ (the bishop takes and promotes: 馬 in red on 2b, a bishop in sente's
    // hand).
    Cli.Result r = Cli.run("render", "--position", "startpos moves 7g7f 3c3d 8h2b+");
    assertEquals(0, r.code(), r::toString);
    Document d = parse(r.out());
    assertEquals("svg", d.getDocumentElement().getLocalName());
    Map<String, List<String>> p = pieces(d);
    assertEquals(39, p.size(), p::toString); // 40 pieces, one in hand
    assertEquals(List.of("+B", "馬", "#c8102e", "false"), p.get("2b"));
    assertEquals(List.of("K", "玉", "#111", "false"), p.get("5i"));
    assertEquals(List.of("k", "玉", "#111", "true"), p.get("5a"));
    assertEquals(List.of("r", "飛", "#111", "true"), p.get("8b"));
    assertEquals(List.of("P", "歩", "#111", "false"), p.get("7f"));
    assertEquals(null, p.get("8h"));
    String all = d.getDocumentElement().getTextContent();
    assertTrue(all.contains("☗先手　持駒：角"), all);
    assertTrue(all.contains("☖後手（手番）　持駒：なし"), all);
    for (String label : List.of("一", "五", "九")) {
      assertTrue(all.contains(label), label);
    }
    // The last move's two squares are highlighted: 8h (from) and 2b (to).
    NodeList rects = d.getElementsByTagNameNS(SVG_NS, "rect");
    List<String> highlighted = new ArrayList<>();
    for (int i = 0; i < rects.getLength(); i++) {
      Element e = (Element) rects.item(i);
      if (e.getAttribute("fill").equals("#f2b950") || e.getAttribute("fill").equals("#f5dc8c")) {
        highlighted.add(e.getAttribute("x") + "," + e.getAttribute("y"));
      }
    }
    // 8h: file 8 is the second column, rank h the eighth row; 2b: eighth column, second row.
    assertEquals(
        List.of((24 + 48) + "," + (72 + 7 * 48), (24 + 7 * 48) + "," + (72 + 48)), highlighted);
  }

  @Test
  void bodReadsBackAsTheSamePosition() {
    String sfen = "lnsgk1snl/1r4gb1/p1pppp1pp/6p2/1p7/2P6/PPBPPPPPP/7R1/LNSGKGSNL w 2Pp 12";
    Position expected = Position.fromSfen(sfen, Validation.LENIENT);
    Cli.Result r = Cli.run("render", "--sfen", sfen, "--format", "text");
    assertEquals(0, r.code(), r::toString);
    // the one BOD writer (the library's, shared with the KIF writer) ends each hand item with a
    // full-width space, as Kakinoki does
    assertTrue(r.out().startsWith("後手の持駒：歩　\n  ９ ８ ７ ６ ５ ４ ３ ２ １\n"), r.out());
    assertTrue(r.out().contains("先手の持駒：歩二　\n後手番\n"), r.out());
    GameRecord back = Kifu.parseRecord(r.out(), KifuFormat.KIF);
    Position read = back.start().position(Validation.LENIENT);
    assertEquals(withoutMoveNumber(expected), withoutMoveNumber(read));
  }

  @Test
  void recordAtAPlyWithCaptionAndOutputFile(@TempDir Path tmp) throws Exception {
    Path kif = tmp.resolve("g.kifu");
    Files.writeString(
        kif,
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
            + "   3 ２二角成(88)\n   4 同　銀(31)\n");
    Path out = tmp.resolve("b.txt");
    Cli.Result r =
        Cli.run("render", kif.toString(), "--ply", "3", "--format", "text", "-o", out.toString());
    assertEquals(0, r.code(), r::toString);
    String bod = Files.readString(out);
    assertTrue(bod.contains("| ・v飛 ・ ・ ・ ・ ・ 馬 ・|二"), bod);
    assertTrue(bod.endsWith("手数＝3  ▲２二角成  まで\n"), bod);
    GameRecord back = Kifu.parseRecord(bod, KifuFormat.KIF);
    assertEquals(
        withoutMoveNumber(Position.initial().playUsi("7g7f").playUsi("3c3d").playUsi("8h2b+")),
        withoutMoveNumber(back.start().position(Validation.LENIENT)));
  }

  @Test
  void badInputsAreRefusedInOneLine() {
    Cli.Result ply = Cli.run("render", "--position", "startpos", "--ply", "2");
    assertEquals(2, ply.code(), ply::toString);
    Cli.Result missing = Cli.run("render", "no-such-file.kif");
    assertEquals(1, missing.code(), missing::toString);
    assertEquals(1, missing.err().lines().count(), missing::toString);
    Cli.Result format = Cli.run("render", "--format", "gif");
    assertEquals(2, format.code(), format::toString);
    Cli.Result png = Cli.run("render", "--format", "png");
    assertEquals(2, png.code(), png::toString);
    assertTrue(
        png.err().contains("png is an image: write it to a file with -o OUT.png"), png::toString);
    Cli.Result width = Cli.run("render", "--width", "5", "-o", "never.png");
    assertEquals(2, width.code(), width::toString);
    assertEquals(1, width.err().lines().count(), width::toString);
  }

  /** The format follows the extension of -o: a PNG of the width asked for, BOD text for .txt. */
  @Test
  void pngAndTextByTheOutputExtension(@TempDir Path tmp) throws Exception {
    Path png = tmp.resolve("b.png");
    Cli.Result r =
        Cli.run(
            "render",
            "--position",
            "startpos moves 7g7f",
            "--width",
            "300",
            "--flip",
            "-o",
            png.toString());
    assertEquals(0, r.code(), r::toString);
    java.awt.image.BufferedImage image = javax.imageio.ImageIO.read(png.toFile());
    assertEquals(300, image.getWidth());
    assertEquals(Math.round((576 + 32) * 300 / 496.0), image.getHeight()); // with the caption row
    Path txt = tmp.resolve("b.txt");
    assertEquals(0, Cli.run("render", "--position", "startpos", "-o", txt.toString()).code());
    assertTrue(Files.readString(txt).startsWith("後手の持駒：なし\n"), Files.readString(txt));
  }

  /** A handicap start names the sides 上手 (the giver, gote) and 下手, in BOD and SVG alike. */
  @Test
  void aHandicapGameSaysUwateAndShitate() throws Exception {
    String twoPieces = "lnsgkgsnl/9/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL w - 1";
    Cli.Result bod =
        Cli.run(
            "render", "--position", "sfen " + twoPieces + " moves 5a4b 7g7f", "--format", "bod");
    assertEquals(0, bod.code(), bod::toString);
    assertTrue(bod.out().startsWith("上手の持駒：なし\n"), bod.out());
    assertTrue(bod.out().contains("\n下手の持駒：なし\n上手番\n手数＝2  ▲７六歩  まで\n"), bod.out());
    Document svg = parse(Cli.run("render", "--position", "sfen " + twoPieces).out());
    String all = svg.getDocumentElement().getTextContent();
    assertTrue(all.contains("☖上手（手番）　持駒：なし") && all.contains("☗下手　持駒：なし"), all);
  }

  /**
   * A record that ends with an illegal move recorded as such (valid for validate) could not be
   * drawn: "illegal move B*5e (NOT_IN_HAND)", exit 1. Its last position is the one before that
   * move, as info's finalSfen. A negative --ply is a usage error, not invalid input.
   */
  @Test
  void aRecordEndingInAnIllegalMoveIsDrawnBeforeThatMove(@TempDir Path tmp) throws Exception {
    Path csa = tmp.resolve("illegal.csa");
    Files.writeString(csa, "V2.2\nPI\n+\n+7776FU\n-3334FU\n+0055KA\n%ILLEGAL_MOVE\n");
    assertEquals(0, Cli.run("validate", csa.toString()).code());
    Cli.Result r = Cli.run("render", csa.toString(), "--format", "text", "--json");
    assertEquals(0, r.code(), r::toString);
    Map<String, Object> o = io.github.shogi4j.cli.json.JsonReader.object(r.lines().get(0));
    assertEquals(
        "lnsgkgsnl/1r5b1/pppppp1pp/6p2/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL b - 3", o.get("sfen"));
    assertEquals(2L, o.get("ply"));
    assertEquals(Cli.json("info", csa.toString()).get("finalSfen"), o.get("sfen"));

    Cli.Result negative = Cli.run("render", csa.toString(), "--ply", "-1");
    assertEquals(2, negative.code(), negative::toString);
    assertEquals(
        "shogi render: --ply must be 0 or more, not -1 (see 'shogi render --help')\n",
        negative.err());
  }

  /** Of a file of several records, render drew the first without a word. */
  @Test
  void aFileOfSeveralRecordsNeedsARecordNumber(@TempDir Path tmp) throws Exception {
    Path two = tmp.resolve("two.csa");
    Files.writeString(two, "V2.2\nPI\n+\n+2726FU\n%CHUDAN\n/\nV2.2\nPI\n+\n+7776FU\n%CHUDAN\n");
    Cli.Result none = Cli.run("render", two.toString(), "--format", "text");
    assertEquals(1, none.code(), none::toString);
    assertEquals(
        "shogi render: " + two + ": holds 2 records: choose one with --record 1 to 2\n",
        none.err());
    Cli.Result second = Cli.run("render", two.toString(), "--record", "2", "--json");
    assertEquals(0, second.code(), second::toString);
    assertEquals(
        "lnsgkgsnl/1r5b1/ppppppppp/9/9/2P6/PP1PPPPPP/1B5R1/LNSGKGSNL w - 2",
        io.github.shogi4j.cli.json.JsonReader.object(second.lines().get(0)).get("sfen"));
    Cli.Result third = Cli.run("render", two.toString(), "--record", "3");
    assertEquals(1, third.code(), third::toString);
    assertEquals(
        "shogi render: " + two + ": --record 3 is out of range: the file holds 2 records\n",
        third.err());
  }
}
