package io.github.shogi4j.search.csa;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchResult;
import io.github.shogi4j.search.engine.EngineConfig;
import io.github.shogi4j.search.usi.UsiClient;
import io.github.shogi4j.search.usi.UsiGo;
import io.github.shogi4j.search.usi.UsiOption;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;

/**
 * The search module's values print present optional parts plainly and leave absent ones out, with
 * no {@code Optional[...]}, {@code Optional.empty} or {@code OptionalLong[...]} in the text.
 */
class ValuesToStringTest {
  private static final Move P76 =
      Position.initial().legalMoves(Square.of(7, 7), Square.of(7, 6)).get(0);
  private static final Move P34 =
      Position.initial().play(P76).legalMoves(Square.of(3, 3), Square.of(3, 4)).get(0);

  private static void assertPlain(Object value, String... present) {
    String text = value.toString();
    assertFalse(text.contains("Optional"), text);
    for (String p : present) {
      assertTrue(text.contains(p), () -> "no " + p + " in " + text);
    }
  }

  private static void assertLeftOut(Object value, String key) {
    String text = value.toString();
    assertFalse(text.contains("Optional"), text);
    assertFalse(text.contains(key), text);
  }

  @Test
  void play() {
    PvLine line =
        new PvLine(
            1, new PovScore(Score.cp(30), Color.SENTE), PvLine.Bound.EXACT, 4, List.of(P76, P34));
    SearchResult.Play play = SearchResult.Play.of(line, 5, 1000, Duration.ofMillis(20));
    assertPlain(play, "ponder=" + P34, "move=" + P76);
    SearchResult.Play alone =
        new SearchResult.Play(P76, Optional.empty(), play.lines(), 5, 1000, Duration.ofMillis(20));
    assertLeftOut(alone, "ponder=");
  }

  @Test
  void usiValues() {
    assertPlain(UsiOption.spin("Threads", 4, 1, 64), "defaultValue=4", "min=1", "max=64");
    assertLeftOut(UsiOption.parse("option name Clear type button"), "min=");
    assertPlain(UsiGo.parse("go mate 3000"), "mateTime=PT3S");
    assertLeftOut(UsiGo.parse("go mate infinite"), "mateTime=");
    UsiClient.Config config = UsiClient.Config.of(List.of("engine"));
    assertLeftOut(config, "workingDirectory=");
    assertPlain(config.withWorkingDirectory(Path.of("engines")), "workingDirectory=engines");
    assertPlain(EngineConfig.builder().maxDepth(7).build(), "maxDepth=7");
    assertLeftOut(EngineConfig.builder().build(), "defaultMoveTime=");
  }

  @Test
  void csaValues() {
    assertPlain(
        new GameEvent.Moved("+7776FU", OptionalLong.of(3), Optional.of("* 30 -3334FU"), 9, "l"),
        "charge=3",
        "comment=* 30 -3334FU");
    assertLeftOut(
        new GameEvent.Moved("+7776FU", OptionalLong.empty(), Optional.empty(), 9, "l"), "charge=");
    assertPlain(new GameEvent.Special("%TORYO", OptionalLong.of(2), 9, "l"), "charge=2");
    assertPlain(CsaPlayer.Config.defaults().withX1Game(Optional.of("g1")), "x1Game=g1");
    assertLeftOut(CsaPlayer.Config.defaults(), "x1Game=");

    GameSummary summary = GameSummary.parse(Summaries.summary("+", "", Summaries.EVEN), 1);
    Game game = Game.start(Position.initial(), summary.rules()).play(P76).play(P34);
    CsaGame played =
        new CsaGame(
            summary,
            game,
            List.of(1L, 2L),
            List.of(Optional.of("* 30 -3334FU"), Optional.empty()),
            new GameEnd(
                Optional.of(GameEnd.Reason.RESIGN), Optional.of(GameEnd.Verdict.WIN), false),
            Outcome.win(Color.SENTE, Termination.RESIGNATION),
            "gote resigned");
    assertPlain(played, "comments={1=* 30 -3334FU}", "detail=gote resigned");
  }
}
