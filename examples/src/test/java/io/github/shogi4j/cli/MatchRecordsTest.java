package io.github.shogi4j.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.search.match.MatchGame;
import io.github.shogi4j.search.match.TimeControl;
import java.time.Duration;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Match games as records: Kakinoki's headers in Japanese, and a summary that names the winner. */
class MatchRecordsTest {
  private static final ZonedDateTime START =
      ZonedDateTime.of(2026, 12, 6, 3, 10, 0, 0, ZoneOffset.UTC);
  private static final MatchRecords.Context CONTEXT =
      new MatchRecords.Context(
          "shogi4j match",
          TimeControl.byoyomi(Duration.ofMillis(200)),
          START,
          START.plusSeconds(42));

  private static MatchGame mateInOne() {
    Game game =
        Game.replay(
            Position.fromSfen("4k4/9/4G4/9/9/9/9/9/4K4 b G 1"),
            List.of(Move.parseUsi("G*5b").orElseThrow()),
            Rules.CSA);
    assertEquals(Termination.CHECKMATE, game.outcome().orElseThrow().termination());
    return new MatchGame(
        1,
        "shogi4j (Level=EASY)",
        "shogi4j (Level=HARD)",
        true,
        game,
        List.of(Duration.ofMillis(150)),
        "checkmate");
  }

  @Test
  void aCheckmateRecordNamesTheWinnerAndCarriesTheHeadersInJapanese() {
    String kif = Kifu.toText(MatchRecords.of(mateInOne(), CONTEXT), KifuFormat.KIF);
    List<String> lines = kif.lines().toList();
    assertTrue(lines.contains("開始日時：2026/12/06(日) 03:10:00"), kif);
    assertTrue(lines.contains("終了日時：2026/12/06(日) 03:10:42"), kif);
    assertTrue(lines.contains("持ち時間：各0分 (1手0.2秒)"), kif);
    assertTrue(lines.contains("先手：shogi4j (Level=EASY)"), kif);
    assertTrue(lines.contains("後手：shogi4j (Level=HARD)"), kif);
    assertTrue(lines.contains("まで1手で先手の勝ち"), kif);

    GameRecord back = Kifu.parseRecord(kif, KifuFormat.KIF);
    assertEquals(Outcome.win(Color.SENTE, Termination.CHECKMATE), back.result().orElseThrow());
    assertEquals("各0分 (1手0.2秒)", back.headers().get(HeaderKey.TIME_CONTROL).orElseThrow());
  }

  private static Duration minutes(long n) {
    return Duration.ofMinutes(n);
  }

  private static Duration seconds(long n) {
    return Duration.ofSeconds(n);
  }

  @Test
  void timeControlsReadAsKakinokiWritesThem() {
    assertEquals(
        "各10分 (1手30秒)",
        MatchRecords.timeControl(
            new TimeControl(minutes(10), seconds(30), Duration.ZERO, Duration.ZERO)));
    assertEquals(
        "各1時間30分",
        MatchRecords.timeControl(
            new TimeControl(minutes(90), Duration.ZERO, Duration.ZERO, Duration.ZERO)));
    assertEquals(
        "各5分+10秒(フィッシャー)",
        MatchRecords.timeControl(
            new TimeControl(minutes(5), Duration.ZERO, seconds(10), Duration.ZERO)));
    assertEquals(
        "各0分 (1手1.5秒)",
        MatchRecords.timeControl(
            new TimeControl(Duration.ZERO, Duration.ofMillis(1500), Duration.ZERO, Duration.ZERO)));
    // The KIF form converts to CSA's $TIME_LIMIT.
    assertEquals("00:10+30", HeaderKey.TIME_CONTROL.csaValue("各10分 (1手30秒)"));
  }

  @Test
  void csaAndJkfRecordsCarryTheGame() {
    GameRecord r = MatchRecords.of(mateInOne(), CONTEXT);
    for (KifuFormat f : List.of(KifuFormat.CSA, KifuFormat.JKF)) {
      GameRecord back = Kifu.parseRecord(Kifu.toText(r, f), f);
      assertEquals(
          r.moves().stream().map(RecordMove::move).toList(),
          back.moves().stream().map(RecordMove::move).toList(),
          f::toString);
      assertEquals(
          Outcome.win(Color.SENTE, Termination.CHECKMATE),
          back.result().orElseThrow(),
          f::toString);
    }
  }
}
