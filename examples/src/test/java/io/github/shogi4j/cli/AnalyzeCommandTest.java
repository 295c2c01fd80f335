package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.cli.json.JsonReader;
import io.github.shogi4j.kif.EngineAnnotation;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.testkit.SharedData;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code shogi analyze}: every main-line move annotated, and the annotations read back as data. */
class AnalyzeCommandTest {
  @TempDir Path dir;

  /** A game of random legal moves that has not ended. */
  private static GameRecord randomGame(long seed, int plies) {
    SplittableRandom r = new SplittableRandom(seed);
    Game g = Game.start(Position.initial(), Rules.CSA);
    for (int i = 0; i < plies; i++) {
      List<Move> legal = g.position().legalMoves();
      Move m = legal.get(r.nextInt(legal.size()));
      if (!g.position().play(m).hasLegalMoves()) {
        break;
      }
      g = g.play(m);
    }
    return GameRecord.of(g);
  }

  /** The annotation of every main-line move, failing where one is missing. */
  private static List<EngineAnnotation> annotations(GameRecord r) {
    List<EngineAnnotation> out = new ArrayList<>();
    Position p = r.start().position();
    for (RecordMove m : r.moves()) {
      out.add(
          m.engineAnnotation(p)
              .orElseThrow(() -> new AssertionError("move " + m.text() + " has no annotation")));
      p = p.play(m.move());
    }
    return out;
  }

  /** The JSON scoreAfter of each move, turned from the mover's view to sente's. */
  private static List<Integer> senteScores(Cli.Result r, GameRecord game) {
    List<Integer> out = new ArrayList<>();
    Position p = game.start().position();
    for (String line : r.lines()) {
      Map<String, Object> j = JsonReader.object(line);
      if (!j.containsKey("ply")) {
        continue;
      }
      int v = ((Number) j.get("scoreAfter")).intValue();
      out.add(p.sideToMove() == Color.SENTE ? v : -v);
      p = p.play(Move.parseUsi((String) j.get("move")).orElseThrow());
    }
    return out;
  }

  private static int value(EngineAnnotation a) {
    EngineAnnotation.Score s = a.score().orElseThrow();
    if (!s.mate()) {
      return s.value();
    }
    return s.value() > 0
        ? EngineAnnotation.FLOODGATE_MATE - s.value()
        : -EngineAnnotation.FLOODGATE_MATE - s.value();
  }

  @Test
  void everyMoveOfAGeneratedGameIsAnnotatedAndReadsBackWithItsScore() throws Exception {
    GameRecord game = randomGame(11, 12);
    Path in = dir.resolve("game.kifu");
    Files.writeString(in, Kifu.toText(game, KifuFormat.KIF));
    for (String ext : List.of("kifu", "csa")) {
      Path out = dir.resolve("analyzed." + ext);
      Cli.Result r =
          Cli.run(
              "analyze",
              in.toString(),
              "--level",
              "hard",
              "--nodes",
              "3000",
              "--blunder",
              "1",
              "--json",
              "-o",
              out.toString());
      assertEquals(0, r.code(), r::toString);
      assertEquals(game.moves().size() + 1, r.lines().size(), r::toString);
      Map<String, Object> summary = JsonReader.object(r.lines().get(r.lines().size() - 1));
      assertEquals(game.moves().size(), ((Number) summary.get("moves")).intValue());
      assertEquals(out.toString(), summary.get("output"));
      GameRecord reread = Kifu.read(out).record();
      assertEquals(game.moves().size(), reread.moves().size());
      List<EngineAnnotation> a = annotations(reread);
      List<Integer> expected = senteScores(r, game);
      List<Integer> got = a.stream().map(AnalyzeCommandTest::value).toList();
      assertEquals(expected, got, ext);
      assertEquals(
          ext.equals("csa") ? EngineAnnotation.Form.FLOODGATE : EngineAnnotation.Form.KIF_COMMENT,
          a.get(0).form());
      assertTrue(a.stream().anyMatch(x -> !x.pv().isEmpty()), a::toString);
      // with --blunder 1 every move that lost anything is listed
      @SuppressWarnings("unchecked")
      List<Object> blunders = (List<Object>) summary.get("blunders");
      long losing =
          r.lines().stream()
              .map(JsonReader::object)
              .filter(j -> j.containsKey("loss") && ((Number) j.get("loss")).intValue() >= 1)
              .count();
      assertEquals(losing, blunders.size());
    }
  }

  @Test
  void aRealRecordsAnalysisIsReplacedByOursAndReadsBack() throws Exception {
    Path record =
        SharedData.require(
            "conformance/corpus/shogihome/src/command/usi-csa-bridge/e2e/scenario/23/record.kifu");
    GameRecord before = Kifu.read(record).record();
    Path out = dir.resolve("analyzed.kif");
    Cli.Result r =
        Cli.run(
            "analyze",
            record.toString(),
            "--nodes",
            "2000",
            "--multipv",
            "2",
            "--json",
            "-o",
            out.toString());
    assertEquals(0, r.code(), r::toString);
    GameRecord after = Kifu.read(out).record();
    List<EngineAnnotation> a = annotations(after);
    assertEquals(before.moves().size(), a.size());
    assertEquals(senteScores(r, before), a.stream().map(AnalyzeCommandTest::value).toList());
    // the floodgate comment the record had on move 2 (-35) gave way to ours
    assertEquals(EngineAnnotation.Form.KIF_COMMENT, a.get(1).form());
    assertTrue(after.moves().get(1).engineComments().isEmpty(), after.moves().get(1)::toString);
    Map<String, Object> first = JsonReader.object(r.lines().get(0));
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> lines = (List<Map<String, Object>>) first.get("lines");
    assertEquals(2, lines.size());
    assertNotEquals(
        ((List<?>) lines.get(0).get("pv")).get(0), ((List<?>) lines.get(1).get("pv")).get(0));
  }

  @Test
  void aUsiEngineAnalyzesWithSeveralLinesThroughTheClient() throws Exception {
    GameRecord game = randomGame(5, 6);
    Path in = dir.resolve("game.csa");
    Files.writeString(in, Kifu.toText(game, KifuFormat.CSA));
    String engine =
        "\""
            + Path.of(System.getProperty("java.home"), "bin", "java")
            + "\""
            + " -XX:TieredStopAtLevel=1 -cp \""
            + System.getProperty("java.class.path")
            + "\" "
            + ShogiCli.class.getName()
            + " usi";
    Path out = dir.resolve("analyzed.csa");
    Cli.Result r =
        Cli.run(
            "analyze",
            in.toString(),
            "--engine",
            engine,
            "--nodes",
            "2000",
            "--multipv",
            "3",
            "--json",
            "-o",
            out.toString());
    assertEquals(0, r.code(), r::toString);
    GameRecord reread = Kifu.read(out).record();
    assertEquals(
        senteScores(r, game), annotations(reread).stream().map(AnalyzeCommandTest::value).toList());
    for (String line : r.lines()) {
      Map<String, Object> j = JsonReader.object(line);
      if (j.containsKey("lines")) {
        @SuppressWarnings("unchecked")
        List<Map<String, Object>> lines = (List<Map<String, Object>>) j.get("lines");
        assertEquals(3, lines.size(), line);
        assertEquals(
            3, lines.stream().map(l -> ((List<?>) l.get("pv")).get(0)).distinct().count(), line);
        assertEquals(j.get("bestMove"), ((List<?>) lines.get(0).get("pv")).get(0), line);
      }
    }
  }

  @Test
  void badOptionsAreRefusedWithAMessage() throws Exception {
    Path in = dir.resolve("game.kifu");
    Files.writeString(in, Kifu.toText(randomGame(3, 4), KifuFormat.KIF));
    Cli.Result both = Cli.run("analyze", in.toString(), "--time", "10", "--nodes", "10");
    assertNotEquals(0, both.code());
    assertTrue(both.err().contains("--time or --nodes"), both::toString);
    Cli.Result usi =
        Cli.run("analyze", in.toString(), "--nodes", "10", "-o", dir.resolve("x.usi").toString());
    assertNotEquals(0, usi.code());
    assertTrue(usi.err().contains("written as comments"), usi::toString);
    Cli.Result missing = Cli.run("analyze", dir.resolve("none.kif").toString(), "--nodes", "10");
    assertNotEquals(0, missing.code());
    assertTrue(missing.err().contains("none.kif"), missing::toString);
  }
}
