package io.github.shogi4j.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.ShogiCli;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.engine.Level;
import io.github.shogi4j.search.usi.UsiClient;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Runs each example program and checks what it must do. */
@Timeout(120)
class ExamplesTest {

  private static String captureMain(Runnable main) {
    PrintStream old = System.out;
    ByteArrayOutputStream buf = new ByteArrayOutputStream();
    System.setOut(new PrintStream(buf, true, StandardCharsets.UTF_8));
    try {
      main.run();
    } finally {
      System.setOut(old);
    }
    return buf.toString(StandardCharsets.UTF_8);
  }

  @Test
  void boardUiMainShowsPromotionRefusalRepetitionAndMate() {
    String out = captureMain(() -> BoardUiExample.main(new String[0]));
    assertTrue(out.contains("7g can go to [SQ76]"), out);
    assertTrue(out.contains("8h to 2b needs a promotion choice: true"), out);
    assertTrue(out.contains("gote 9c9e is refused: ILLEGAL_MOVEMENT"), out);
    assertTrue(out.contains("after undo, moves played: 2"), out);
    assertTrue(out.contains("rook shuffle: no winner by SENNICHITE"), out);
    assertTrue(out.contains("G* can go to 79 squares"), out);
    assertTrue(out.contains("G*5b: sente wins by CHECKMATE"), out);
  }

  @Test
  void boardUiRefusesNifuAndForcesPromotionOnTheLastRank() {
    // Sente pawn on 5c, another pawn in hand: a drop on file 5 is 二歩; 5c5b may or may not promote,
    // a pawn on 1b going to 1a must promote.
    BoardUiExample ui = new BoardUiExample(Position.fromSfen("k8/8P/4P4/9/9/9/9/9/K8 b P 1"));
    assertEquals(
        Optional.of(IllegalMoveReason.NIFU), ui.play(new Drop(PieceType.PAWN, Square.SQ55)));
    // Pawn drops: not on files 5 and 1 (二歩), not on rank 1 (行き所のない駒), not on the king's square.
    assertEquals(7 * 8 - 1, ui.dropTargets(PieceType.PAWN).size());
    assertFalse(ui.dropTargets(PieceType.PAWN).contains(Square.SQ55));
    assertTrue(ui.needsPromotionChoice(Square.SQ53, Square.SQ52));
    assertFalse(ui.needsPromotionChoice(Square.SQ12, Square.SQ11));
    assertEquals(List.of(Square.SQ11), ui.targets(Square.SQ12));
    assertEquals(
        Optional.of(IllegalMoveReason.DEAD_PIECE), ui.move(Square.SQ12, Square.SQ11, false));
    assertEquals(Optional.empty(), ui.move(Square.SQ12, Square.SQ11, true));
    assertEquals("gote to move", ui.status());
    ui.undo();
    assertEquals(0, ui.game().ply());
  }

  @Test
  void kifuFolderConvertsGoodRecordsAndReportsBadOnesWithLines(@TempDir Path tmp) throws Exception {
    Path in = Files.createDirectories(tmp.resolve("in"));
    Path out = tmp.resolve("out");
    String good =
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
            + "   3 ２二角成(88)\n   4 同　銀(31)\n";
    Files.writeString(in.resolve("good.kifu"), good);
    // Move 9 drops a second pawn on file 2 (二歩), on line 11 of the file.
    String nifu =
        "手合割：平手\n手数----指手---------消費時間--\n   1 ７六歩(77)\n   2 ３四歩(33)\n"
            + "   3 ７五歩(76)\n   4 ３五歩(34)\n   5 ７四歩(75)\n   6 ３六歩(35)\n   7 ７三歩成(74)\n"
            + "   8 ３七歩成(36)\n   9 ２五歩打\n";
    Files.writeString(in.resolve("bad.kifu"), nifu);
    ByteArrayOutputStream report = new ByteArrayOutputStream();
    KifuFolderExample.Summary s =
        KifuFolderExample.run(in, out, new PrintStream(report, true, StandardCharsets.UTF_8));
    assertEquals(List.of(out.resolve("good.ki2u")), s.converted());
    GameRecord back =
        Kifu.parseRecord(
            Files.readString(out.resolve("good.ki2u"), KifuFileType.KI2U.charset()),
            KifuFormat.KI2);
    assertEquals(
        Position.initial().playUsi("7g7f").playUsi("3c3d").playUsi("8h2b+").playUsi("3a2b"),
        back.finalPosition());
    assertFalse(s.problems().isEmpty(), report::toString);
    String bad =
        s.problems().stream().filter(p -> p.startsWith("bad.kifu:")).findFirst().orElseThrow();
    assertTrue(bad.startsWith("bad.kifu:11:"), bad);
    assertTrue(bad.contains("NIFU"), bad);
    String mainOut =
        captureMain(
            () ->
                KifuFolderExample.main(
                    new String[] {in.toString(), tmp.resolve("out2").toString()}));
    assertTrue(mainOut.contains("1 converted"), mainOut);
  }

  @Test
  void botPlaysOurSearcherAgainstItself() {
    Game g =
        BotExample.play(
            Level.NORMAL.searcher(),
            Level.EASY.searcher(),
            6,
            SearchLimits.depth(1),
            new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
    assertEquals(6, g.ply());
    assertEquals(Position.initial(), g.startPosition());
    String out = captureMain(() -> BotExample.main(new String[0]));
    assertTrue(out.contains(" 10 "), out);
  }

  @Test
  void botDrivesAnExternalUsiEngine() {
    List<String> engine =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-XX:TieredStopAtLevel=1",
            "-cp",
            System.getProperty("java.class.path"),
            ShogiCli.class.getName(),
            "usi");
    try (UsiClient client = UsiClient.start(UsiClient.Config.of(engine))) {
      Game g =
          BotExample.play(
              client,
              Level.EASY.searcher(),
              4,
              SearchLimits.depth(1),
              new PrintStream(new ByteArrayOutputStream(), true, StandardCharsets.UTF_8));
      assertEquals(4, g.ply());
    }
  }
}
