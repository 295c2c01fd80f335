package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.RecordMove;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import picocli.CommandLine;

/** {@code shogi play} driven through its standard input. */
class PlayCommandTest {
  @TempDir Path dir;

  /** Runs {@code shogi play ARGS} with the given lines as the player's input. */
  private Cli.Result play(String input, String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    CommandLine cl = ShogiCli.commandLine(new PrintWriter(out), new PrintWriter(err), false);
    ((PlayCommand) cl.getSubcommands().get("play").getCommand()).input(new StringReader(input));
    List<String> all =
        new ArrayList<>(List.of("play", "--results-dir", dir.resolve("home").toString()));
    all.addAll(List.of(args));
    int code = cl.execute(all.toArray(String[]::new));
    return new Cli.Result(code, out.toString(), err.toString());
  }

  private static List<String> usi(Path record) {
    KifuFile f = Kifu.read(record);
    assertTrue(f.isOk(), f::toString);
    return f.record().moves().stream().map(m -> m.move().toUsi()).toList();
  }

  @Test
  void aScriptedGameEndsInCheckmateInSevenMovesTypedInEveryNotation() {
    Path kif = dir.resolve("mate.kif");
    // 1.P2f 2.K4b 3.P2e 4.K3b 5.P2d 6.R4b 7.Px2c+ mate (R. Grimbergen, shogi-l 1997).
    String input =
        String.join("\n", "2g2f", "42玉", "+2625FU", "△３二玉", "２四歩", "-8242HI", "２三歩", "y", "");
    Cli.Result r = play(input, "--human-vs-human", "--save", kif.toString());
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("Promote (成る)? [y/n]"), r::toString);
    assertTrue(
        r.out().contains("Game over after 7 moves (まで7手): sente (先手) wins by checkmate (詰み)."),
        r::toString);
    // The final board: gote's king on 3b (３二) boxed in by its own pieces, sente's tokin on 2c.
    assertTrue(r.out().contains("|v香 v桂 v銀 v金  ・ v金 v銀 v桂 v香 |一"), r::toString);
    assertTrue(r.out().contains("| ・  ・  ・  ・  ・ v飛 v玉 v角  ・ |二"), r::toString);
    assertEquals(List.of("2g2f", "5a4b", "2f2e", "4b3b", "2e2d", "8b4b", "2d2c+"), usi(kif));
    assertTrue(Kifu.read(kif).record().result().isPresent(), "the record keeps the outcome");
  }

  @Test
  void anIllegalMoveIsRefusedWithItsReasonAndTheSameSideMovesAgain() {
    Path usi = dir.resolve("game.csa");
    // Gote captures a pawn on 7d, then tries to drop a pawn on 5e where its own pawn stands on 5c.
    String input =
        String.join(
            "\n", "7g7f", "3c3d", "7f7e", "3d3e", "7e7d", "7c7d", "2g2f", "P*5e", "５五歩打", "3e3f",
            "quit", "");
    Cli.Result r = play(input, "--human-vs-human", "--save", usi.toString());
    assertEquals(0, r.code(), r::toString);
    assertTrue(
        r.out().contains("Not played: illegal move P*5e: two unpromoted pawns on one file (二歩)."),
        r::toString);
    assertEquals(
        2,
        Pattern.compile("Not played: illegal move P\\*5e: two unpromoted pawns on one file")
            .matcher(r.out())
            .results()
            .count(),
        r::toString);
    assertTrue(r.out().contains("unfinished after 8 moves"), r::toString);
    assertEquals(List.of("7g7f", "3c3d", "7f7e", "3d3e", "7e7d", "7c7d", "2g2f", "3e3f"), usi(usi));
  }

  /** A game left with quit was saved without an ending and without the moves' times. */
  @Test
  void aQuitGameIsSavedAsInterruptedWithEachMovesTime() throws IOException {
    Path csa = dir.resolve("left.csa");
    String input = String.join("\n", "7g7f", "3c3d", "2g2f", "undo", "2g2f", "quit", "");
    Cli.Result r = play(input, "--human-vs-human", "--save", csa.toString());
    assertEquals(0, r.code(), r::toString);
    String text = Files.readString(csa, StandardCharsets.UTF_8);
    assertTrue(text.strip().endsWith("%CHUDAN"), text);
    GameRecord record = Kifu.read(csa).record();
    assertEquals(EndingKind.ABORT, record.mainLine().ending().orElseThrow().kind());
    assertEquals(3, record.moves().size());
    // Every move has its time (CSA's T line), the taken-back one's replaced by its replay's.
    assertEquals(3, Pattern.compile("(?m)^T\\d+$").matcher(text).results().count(), text);
    for (RecordMove m : record.moves()) {
      assertTrue(m.time().isPresent(), m::toString);
    }
    Path kif = dir.resolve("left.kif");
    play("7g7f\n", "--human-vs-human", "--save", kif.toString());
    GameRecord k = Kifu.read(kif).record();
    assertEquals(EndingKind.ABORT, k.mainLine().ending().orElseThrow().kind());
    assertTrue(
        k.moves().get(0).time().isPresent() && k.moves().get(0).totalTime().isPresent(),
        k::toString);
  }

  /** The results file appeared in the home folder without a word. */
  @Test
  void theFirstCountedGameSaysWhereTheResultsAreKept() {
    String resign = String.join("\n", "resign", "");
    Cli.Result first = play(resign, "--level", "easy");
    Path file = dir.resolve("home/results.properties");
    assertTrue(
        first.out().contains("(kept in " + file + ", created now; --results-dir moves it)"),
        first::toString);
    Cli.Result second = play(resign, "--level", "easy");
    assertTrue(second.out().contains("Your results at easy: 0 wins, 2 losses"), second::toString);
    assertFalse(second.out().contains("created now"), second::toString);
    Cli.Result help = Cli.run("play", "--help");
    assertTrue(help.out().contains("~/.shogi4j/results.properties"), help::toString);
    assertTrue(help.out().contains("%CHUDAN") && !help.out().contains("%%"), help::toString);
  }

  @Test
  void undoTakesBackOneMoveBetweenTwoPeople() {
    Path kif = dir.resolve("undo.kif");
    String input = String.join("\n", "7g7f", "3c3d", "undo", "待った", "2g2f", "quit", "");
    Cli.Result r = play(input, "--human-vs-human", "--save", kif.toString());
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("Took back the last move (待った)."), r::toString);
    assertEquals(List.of("2g2f"), usi(kif));
  }

  @Test
  void anAmbiguousJapaneseMoveListsTheCandidatesAndPlaysTheOneChosen() {
    Path kif = dir.resolve("choice.kif");
    String input = String.join("\n", "58金", "x", "2", "quit", "");
    Cli.Result r = play(input, "--human-vs-human", "--save", kif.toString());
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("\"58金\" can mean 2 moves:"), r::toString);
    assertTrue(r.out().contains("Type a number from 1 to 2."), r::toString);
    Matcher second = Pattern.compile("  2\\) \\S+  \\((\\S+)\\)").matcher(r.out());
    assertTrue(second.find(), r::toString);
    assertTrue(List.of("4i5h", "6i5h").contains(second.group(1)), r::toString);
    assertEquals(List.of(second.group(1)), usi(kif));
  }

  @Test
  void againstTheComputerAtEasyAFewMovesThenResignCountsALoss() throws IOException {
    String input = String.join("\n", "7g7f", "2g2f", "resign", "");
    Cli.Result r = play(input, "--level", "easy");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("thinking..."), r::toString);
    assertEquals(
        2,
        Pattern.compile("The computer plays [▲△]").matcher(r.out()).results().count(),
        r::toString);
    assertTrue(r.out().contains("gote (後手) wins by resignation (投了)."), r::toString);
    Properties p = new Properties();
    p.load(Files.newBufferedReader(dir.resolve("home/results.properties"), StandardCharsets.UTF_8));
    assertEquals("1", p.getProperty("easy.losses"));
    assertTrue(r.out().contains("Your results at easy: 0 wins, 1 losses, 0 draws"), r::toString);
  }

  @Test
  void asGoteTheComputerMovesFirstAndTheBoardIsTurned() {
    Cli.Result r = play("undo\nquit\n", "--level", "easy", "--side", "gote");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("  １  ２  ３  ４  ５  ６  ７  ８  ９"), r::toString);
    assertTrue(r.out().contains("Nothing to undo."), r::toString);
    assertFalse(r.out().contains("Your results"), "an unfinished game is not counted");
  }

  @Test
  void theComputerSearchesWithTheThreadsAsked() throws Exception {
    Cli.Result r;
    int helpers;
    try (HelperThreads watch = HelperThreads.watch()) {
      r = play("quit\n", "--level", "hard", "--side", "gote", "--threads", "2");
      helpers = watch.most();
    }
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("The computer plays ▲"), r::toString);
    assertEquals(1, helpers, "one helper beside the main search");
    Cli.Result people = play("", "--human-vs-human", "--threads", "2");
    assertEquals(2, people.code(), people::toString);
    assertTrue(people.err().contains("--threads is for the built-in engine"), people::toString);
  }

  @Test
  void anUnknownLevelOrRecordFormatIsAUsageError() {
    assertEquals(2, play("", "--level", "expert").code());
    assertEquals(2, play("", "--save", dir.resolve("x.txt").toString()).code());
  }

  @Test
  void withColorPromotedPiecesAreRedAndACheckIsAnnounced() {
    // 3.B8hx2b+ makes a horse (馬); after gote's 4.G4a-3b it is no longer the last move, so red.
    String input = String.join("\n", "7g7f", "3c3d", "8h2b+", "4a3b", "B*4b", "quit", "");
    Cli.Result r = play(input, "--human-vs-human", "--color");
    assertEquals(0, r.code(), r::toString);
    assertTrue(r.out().contains("\u001b[31m馬\u001b[0m"), r::toString);
    assertTrue(r.out().contains("▲４二角打  (B*4b)\n王手 (check)!"), r::toString);
    Cli.Result plain = play(input, "--human-vs-human");
    assertFalse(plain.out().contains("\u001b["), "no ANSI codes unless --color or a terminal");
  }

  /** A --save into a missing folder failed only after the game, and the record was lost. */
  @Test
  void aSaveFileThatCannotBeWrittenIsRefusedBeforeTheGame(@TempDir Path tmp) throws IOException {
    Path missing = tmp.resolve("no-such-folder/game.kif");
    Cli.Result r = play("7g7f\nquit\n", "--human-vs-human", "--save", missing.toString());
    assertEquals(2, r.code(), r::toString);
    assertEquals(
        "shogi play: --save "
            + missing
            + ": no such folder: "
            + missing.getParent()
            + " (see 'shogi play --help')\n",
        r.err());
    assertEquals("", r.out());
    Path folder = Files.createDirectory(tmp.resolve("game.kif"));
    Cli.Result f = play("quit\n", "--human-vs-human", "--save", folder.toString());
    assertEquals(2, f.code(), f::toString);
    assertEquals(
        "shogi play: --save " + folder + ": that is a folder (see 'shogi play --help')\n", f.err());
  }

  @Test
  void anOverlongInputLineIsIgnoredWithANote() {
    String input = String.join("\n", "7g7f" + " 7g7f".repeat(1 << 18), "7g7f", "quit", "");
    Cli.Result r = play(input, "--human-vs-human");
    assertEquals(0, r.code(), r::toString);
    assertTrue(
        r.err()
            .contains(
                "shogi play: input line 1 is longer than 1048576 characters "
                    + "(it starts \"7g7f 7g7f"),
        r.err());
    assertTrue(r.err().endsWith(": ignored\n"), r.err());
    // The next line is still read as a move.
    assertTrue(
        r.out().contains("The game is left unfinished after 1 moves."),
        r.out().substring(Math.max(0, r.out().length() - 2000)));
  }
}
