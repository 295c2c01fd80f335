package io.github.shogi4j.search.usi;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.search.PovScore;
import io.github.shogi4j.search.PvLine;
import io.github.shogi4j.search.Score;
import io.github.shogi4j.search.SearchInfo;
import io.github.shogi4j.search.SearchLimits;
import io.github.shogi4j.search.TestResults;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The go, info and option lines: read, written, and read back. */
class UsiLinesTest {

  @Test
  void goReadsEveryLimit() {
    UsiGo g = UsiGo.parse("go btime 60000 wtime 50000 byoyomi 3000");
    assertEquals(
        SearchLimits.builder().clock(TestResults.clock(60000, 50000, 3000, 0, 0)).build(),
        g.limits());
    assertEquals(
        SearchLimits.builder().clock(TestResults.clock(1000, 2000, 0, 10, 20)).build(),
        UsiGo.parse("go btime 1000 wtime 2000 binc 10 winc 20").limits());
    assertEquals(
        SearchLimits.builder().ponder(true).clock(TestResults.clock(1, 2, 3, 0, 0)).build(),
        UsiGo.parse("go ponder btime 1 wtime 2 byoyomi 3").limits());
    assertEquals(SearchLimits.infinite(), UsiGo.parse("go infinite").limits());
    assertEquals(
        SearchLimits.builder().depth(7).nodes(5000).moveTime(Duration.ofMillis(250)).build(),
        UsiGo.parse("go depth 7 nodes 5000 movetime 250").limits());
    assertEquals(
        new UsiGo(SearchLimits.none(), true, Optional.of(Duration.ofMillis(3000))),
        UsiGo.parse("go mate 3000"));
    assertEquals(
        new UsiGo(SearchLimits.none(), true, Optional.empty()), UsiGo.parse("go mate infinite"));
  }

  @Test
  void goRefusesWhatItCannotRead() {
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> UsiGo.parse("go btime"))
            .getMessage()
            .contains("missing"));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> UsiGo.parse("go depth x"))
            .getMessage()
            .contains("\"x\""));
    assertTrue(
        assertThrows(IllegalArgumentException.class, () -> UsiGo.parse("go fast"))
            .getMessage()
            .contains("fast"));
  }

  @Test
  void goIsWrittenAsEnginesExpectAndReadsBack() {
    List<SearchLimits> all =
        List.of(
            SearchLimits.builder().clock(TestResults.clock(60000, 50000, 3000, 0, 0)).build(),
            SearchLimits.builder().clock(TestResults.clock(1000, 2000, 0, 10, 20)).build(),
            SearchLimits.builder().ponder(true).clock(TestResults.clock(1, 2, 3, 0, 0)).build(),
            SearchLimits.infinite(),
            SearchLimits.builder().depth(7).nodes(5000).build());
    for (SearchLimits l : all) {
      assertEquals(
          l,
          UsiGo.parse(UsiGo.format(l, Duration.ofMillis(1000))).limits(),
          UsiGo.format(l, Duration.ofMillis(1000)));
    }
    assertEquals(
        "go btime 60000 wtime 50000 byoyomi 3000",
        UsiGo.format(all.get(0), Duration.ofMillis(1000)));
    assertEquals(
        "go btime 0 wtime 0 byoyomi 700",
        UsiGo.format(SearchLimits.none(), Duration.ofMillis(700)));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            UsiGo.format(
                SearchLimits.builder()
                    .searchMoves(List.of(Move.parseUsi("7g7f").orElseThrow()))
                    .build(),
                Duration.ofMillis(1000)));
  }

  @Test
  void aMoveTimeIsSentAsAByoyomiSinceUsiHasNoMovetime() {
    // Engines that know only USI's words (GPS Shogi) abort on "go movetime".
    assertEquals(
        "go btime 0 wtime 0 byoyomi 250",
        UsiGo.format(SearchLimits.moveTime(Duration.ofMillis(250)), Duration.ofMillis(1000)));
    assertEquals(
        "go ponder btime 0 wtime 0 byoyomi 50",
        UsiGo.format(
            SearchLimits.builder().ponder(true).moveTime(Duration.ofMillis(50)).build(),
            Duration.ofMillis(1000)));
    assertEquals(
        "go btime 0 wtime 0 byoyomi 250 depth 7 nodes 5000",
        UsiGo.format(
            SearchLimits.builder().depth(7).nodes(5000).moveTime(Duration.ofMillis(250)).build(),
            Duration.ofMillis(1000)));
    // With a clock, the clock alone is sent; the client stops the search at the move time.
    assertEquals(
        "go btime 60000 wtime 50000 byoyomi 3000",
        UsiGo.format(
            SearchLimits.builder()
                .clock(TestResults.clock(60000, 50000, 3000, 0, 0))
                .moveTime(Duration.ofMillis(250))
                .build(),
            Duration.ofMillis(1000)));
    assertEquals(
        SearchLimits.builder().clock(TestResults.clock(0, 0, 250, 0, 0)).build(),
        UsiGo.parse(
                UsiGo.format(
                    SearchLimits.moveTime(Duration.ofMillis(250)), Duration.ofMillis(1000)))
            .limits());
  }

  private static PovScore sente(Score s) {
    return new PovScore(s, Color.SENTE);
  }

  @Test
  void infoIsWrittenAndReadBack() {
    SearchInfo info =
        new SearchInfo(
            5,
            9,
            sente(Score.cp(-40)),
            1200,
            60000,
            Duration.ofMillis(20),
            List.of(Move.parseUsi("7g7f").orElseThrow(), Move.parseUsi("3c3d").orElseThrow()),
            3);
    String line = UsiInfo.format(info);
    assertEquals(
        "info depth 5 seldepth 9 score cp -40 nodes 1200 nps 60000 time 20 hashfull 3 pv 7g7f 3c3d",
        line);
    assertEquals(Optional.of(info), UsiInfo.parse(line, Color.SENTE));
    SearchInfo mate =
        new SearchInfo(3, 3, sente(Score.mate(-2)), 10, 10, Duration.ofMillis(1), List.of(), 0);
    assertEquals(Optional.of(mate), UsiInfo.parse(UsiInfo.format(mate), Color.SENTE));
  }

  @Test
  void infoCarriesTheLinesRankAndTheScoresBound() {
    SearchInfo info =
        new SearchInfo(
            5,
            9,
            sente(Score.cp(30)),
            1200,
            60000,
            Duration.ofMillis(20),
            List.of(Move.parseUsi("2g2f").orElseThrow()),
            3,
            2,
            PvLine.Bound.LOWER);
    String line = UsiInfo.format(info, true);
    assertEquals(
        "info multipv 2 depth 5 seldepth 9 score cp 30 lowerbound nodes 1200 nps 60000"
            + " time 20 hashfull 3 pv 2g2f",
        line);
    assertEquals(Optional.of(info), UsiInfo.parse(line, Color.SENTE));
    SearchInfo upper =
        UsiInfo.parse("info depth 7 multipv 3 score mate 5 upperbound pv 2g2f", Color.SENTE)
            .orElseThrow();
    assertEquals(3, upper.multiPv());
    assertEquals(PvLine.Bound.UPPER, upper.bound());
    assertEquals(sente(Score.mate(5)), upper.score());
    assertEquals(
        new PvLine(
            3,
            sente(Score.mate(5)),
            PvLine.Bound.UPPER,
            7,
            List.of(Move.parseUsi("2g2f").orElseThrow())),
        upper.line());
    SearchInfo plain = UsiInfo.parse("info depth 2 score cp 1 pv 2g2f", Color.SENTE).orElseThrow();
    assertEquals(1, plain.multiPv());
    assertEquals(PvLine.Bound.EXACT, plain.bound());
    // the first line of a multi-line search names its rank too
    assertEquals(
        "info multipv 1 depth 2 seldepth 2 score cp 1 nodes 0 nps 0 time 0 hashfull 0" + " pv 2g2f",
        UsiInfo.format(plain, true));
    assertThrows(
        IllegalArgumentException.class,
        () -> UsiInfo.parse("info depth 2 multipv 0 score cp 1", Color.SENTE));
  }

  @Test
  void infoReadsOtherEnginesLines() {
    assertEquals(Optional.empty(), UsiInfo.parse("info string hello world", Color.SENTE));
    assertEquals(Optional.empty(), UsiInfo.parse("info nodes 100 currmove 7g7f", Color.SENTE));
    assertEquals(
        Optional.empty(), UsiInfo.parse("info depth 9 score mate + pv 2b8h+", Color.SENTE));
    // "mate -0" is a side to move without a legal move (it was refused as a zero distance);
    // "mate 0" and "mate +0" do not say who is mated.
    assertEquals(
        Score.mated(),
        UsiInfo.parse("info depth 0 score mate -0", Color.SENTE).orElseThrow().score().relative());
    assertEquals(Optional.empty(), UsiInfo.parse("info depth 0 score mate 0", Color.SENTE));
    assertEquals(Optional.empty(), UsiInfo.parse("info depth 0 score mate +0", Color.SENTE));
    SearchInfo mated =
        new SearchInfo(0, 0, sente(Score.mated()), 0, 0, Duration.ZERO, List.of(), 0);
    assertEquals(Optional.of(mated), UsiInfo.parse(UsiInfo.format(mated), Color.SENTE));
    SearchInfo i =
        UsiInfo.parse(
                "info depth 12 seldepth 20 score cp 57 lowerbound multipv 1 nodes 5 "
                    + "nps 5 time 1 pv P*5e",
                Color.SENTE)
            .orElseThrow();
    assertEquals(sente(Score.cp(57)), i.score());
    // a score is the side to move's: the same line read for gote is gote's
    assertEquals(
        Score.cp(-57),
        UsiInfo.parse("info depth 1 score cp 57", Color.GOTE).orElseThrow().score().sente());
    assertEquals(List.of(Move.parseUsi("P*5e").orElseThrow()), i.pv());
    assertThrows(
        IllegalArgumentException.class,
        () -> UsiInfo.parse("info depth x score cp 1", Color.SENTE));
    assertThrows(
        IllegalArgumentException.class,
        () -> UsiInfo.parse("info depth 1 score cp 1 pv zz", Color.SENTE));
  }

  @Test
  void optionsAreWrittenAndReadBack() {
    for (UsiOption o : UsiEngine.options()) {
      assertEquals(o, UsiOption.parse(o.toUsi()), o.toUsi());
    }
    UsiOption s = UsiOption.parse("option name Book File type string default my book.db");
    assertEquals("Book File", s.name());
    assertEquals(Optional.of("my book.db"), s.defaultValue());
    assertEquals(
        Optional.of(""),
        UsiOption.parse("option name E type string default <empty>").defaultValue());
    assertEquals(
        UsiOption.Type.BUTTON, UsiOption.parse("option name Clear Hash type button").type());
    assertThrows(
        IllegalArgumentException.class, () -> UsiOption.parse("option name X type slider"));
    assertThrows(
        IllegalArgumentException.class,
        () -> UsiOption.parse("option name X type spin default 1 min a max 2"));
    UsiOption hash = UsiOption.spin("USI_Hash", 64, 1, 4096);
    assertEquals(Optional.empty(), hash.whyInvalid("4096"));
    assertTrue(hash.whyInvalid("0").isPresent());
    assertTrue(UsiOption.check("P", true).whyInvalid("yes").isPresent());
  }
}
