package io.github.shogi4j.examples.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.ShogiCli;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.mate.MateResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** Runs the code of each README tour (the sources the README quotes) and checks what it does. */
@Timeout(120)
class ReadmeToursTest {
  private static final Game OPENING =
      Game.start(Position.initial(), Rules.JSA).playUsi("7g7f").playUsi("3c3d");

  @Test
  void gameDeveloperTourPlaysTakesBackAndPlaysAgain() {
    Game game = GameDeveloperTour.tour();
    assertEquals(List.of("7g7f", "3c3d"), game.moves().stream().map(m -> m.toUsi()).toList());
    assertTrue(game.outcome().isEmpty());
  }

  @Test
  void kifuToolTourValidatesConvertsAndSaves(@TempDir Path dir) throws Exception {
    Files.writeString(
        dir.resolve("game.kif"),
        "手合割：平手\n手数----指手---------消費時間--\n"
            + "   1 ７六歩(77)\n   2 ３四歩(33)\n   3 ２二角成(88)\n   4 同　銀(31)\n   5 投了\n",
        KifuFormat.KIF.defaultCharset());
    List<Problem> problems = KifuToolTour.tour(dir, OPENING);
    assertTrue(
        problems.stream().noneMatch(p -> p.severity() == Problem.Severity.ERROR),
        problems::toString);
    GameRecord csa =
        Kifu.parseRecord(
            Files.readString(dir.resolve("game.csa"), KifuFormat.CSA.defaultCharset()),
            KifuFormat.CSA);
    assertEquals(
        Position.initial().playUsi("7g7f").playUsi("3c3d").playUsi("8h2b+").playUsi("3a2b"),
        csa.finalPosition());
    GameRecord mine =
        Kifu.parseRecord(
            new String(
                Files.readAllBytes(dir.resolve("mine.kif")), KifuFormat.KIF.defaultCharset()),
            KifuFormat.KIF);
    assertEquals(OPENING.position(), mine.finalPosition());
  }

  @Test
  void botAuthorTourSearchesWithOursAndAnExternalEngineAndSolvesAMate() {
    SearchResult ours = BotAuthorTour.ours(OPENING);
    assertTrue(
        OPENING.position().legalMoves().contains(((SearchResult.Play) ours).move()),
        ours::toString);
    // Our own engine started as a separate USI process stands in for "/path/to/engine".
    List<String> engine =
        List.of(
            Path.of(System.getProperty("java.home"), "bin", "java").toString(),
            "-XX:TieredStopAtLevel=1",
            "-cp",
            System.getProperty("java.class.path"),
            ShogiCli.class.getName(),
            "usi");
    SearchResult theirs = BotAuthorTour.theirs(OPENING, engine);
    assertTrue(
        OPENING.position().legalMoves().contains(((SearchResult.Play) theirs).move()),
        theirs::toString);
    MateResult mate =
        BotAuthorTour.mate(Position.fromSfen("4k4/9/4P4/9/9/9/9/9/9 b G 1", Validation.TSUME));
    assertTrue(mate.isMate());
    assertEquals(List.of("G*5b"), mate.pvUsi());
  }
}
