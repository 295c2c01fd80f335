package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Square;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Times a record holds (RecordMove.TIME_LIMIT): readers refuse a time past the limit where they
 * read it, and every writer writes any time below it in a form its reader reads back (issue 22 item
 * 6: the KIF writer overflowed a long on {@code ( 99999999:99/99999999:99:99)}, and CSA wrote
 * {@code T6000000039}, which the CSA reader refuses).
 */
class TimeLimitTest {
  private static final String HUGE =
      "手合割：平手\n手数----指手---------消費時間--\n" + "   1 ７六歩(77)   ( 99999999:99/99999999:99:99)\n";

  @Test
  void kifTimePastTheLimitIsALocatedErrorWhenStrict() {
    KifuParseException e =
        assertThrows(KifuParseException.class, () -> Kifu.parseRecord(HUGE, KifuFormat.KIF));
    assertEquals(3, e.line().getAsInt());
    assertEquals(16, e.column().getAsInt());
    assertTrue(e.getMessage().contains("10^9 seconds"), e.getMessage());
  }

  @Test
  void kifTimePastTheLimitIsLeftOutWithAWarningWhenLenient() {
    ReadResult r = Kifu.reader(KifuFormat.KIF).read(HUGE, ReadOptions.lenient());
    assertTrue(r.isOk(), r.toString());
    RecordMove m = r.record().moves().get(0);
    assertEquals(Optional.empty(), m.time());
    assertEquals(Optional.empty(), m.totalTime());
    assertTrue(
        r.warnings().stream()
            .anyMatch(
                w ->
                    w.line().equals(OptionalInt.of(3))
                        && w.column().equals(OptionalInt.of(16))
                        && w.message().contains("10^9 seconds")),
        r.warnings().toString());
    for (KifuFormat f : KifuFormat.values()) {
      String text = Kifu.toText(r.record(), f);
      assertEquals(
          r.record().moves().get(0).move(),
          Kifu.parseRecord(text, f).moves().get(0).move(),
          f.name());
    }
  }

  @Test
  void jkfTimePastTheLimitIsALocatedErrorNotAnOverflow() {
    String jkf =
        "{\"header\":{},\"moves\":[{},{\"move\":{\"from\":{\"x\":7,\"y\":7},"
            + "\"to\":{\"x\":7,\"y\":6},\"color\":0,\"piece\":\"FU\"},"
            + "\"time\":{\"now\":{\"m\":0,\"s\":1},\"total\":{\"h\":1000000000,\"m\":0,\"s\":0}}}]}";
    KifuParseException e =
        assertThrows(KifuParseException.class, () -> Kifu.parseRecord(jkf, KifuFormat.JKF));
    assertTrue(e.getMessage().contains("/moves/1/time/total"), e.getMessage());
    assertTrue(e.getMessage().contains("10^9 seconds"), e.getMessage());
  }

  @Test
  void theModelRefusesATimeAtTheLimit() {
    Move m = Move.of(Square.of(7, 7), Square.of(7, 6));
    assertThrows(
        IllegalArgumentException.class,
        () -> RecordMove.of(m).withTimes(Optional.of(RecordMove.TIME_LIMIT), Optional.empty()));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new Ending(
                EndingKind.ABORT,
                Optional.empty(),
                "",
                Optional.empty(),
                Optional.of(RecordMove.TIME_LIMIT),
                List.of(),
                List.of()));
    assertThrows(
        IllegalArgumentException.class,
        () ->
            new Ending(
                EndingKind.ABORT,
                Optional.empty(),
                "",
                Optional.of(Duration.ofSeconds(-1)),
                Optional.empty(),
                List.of(),
                List.of()));
  }

  /**
   * The longest times a record holds, on every move: each writer writes them (the KIF writer's
   * running totals overflowed a long past ten such moves) and its reader reads the times back (the
   * formats that hold times), totals past the limit becoming unknown.
   */
  @Test
  void longestTimesRoundTripThroughEveryFormat() {
    Duration longest = RecordMove.TIME_LIMIT.minusMillis(1);
    // twelve moves a side: the running totals in nanoseconds pass Long.MAX_VALUE
    List<String> usi = new ArrayList<>();
    for (int k = 0; k < 6; k++) {
      usi.addAll(List.of("2h3h", "8b7b", "3h2h", "7b8b"));
    }
    List<RecordMove> moves = new ArrayList<>();
    for (String u : usi) {
      Move m = Move.parseUsi(u).orElseThrow();
      moves.add(RecordMove.of(m).withTimes(Optional.of(longest), Optional.empty()));
    }
    GameRecord record = GameRecord.builder().mainLine(Line.of(ImmutableList.copyOf(moves))).build();
    for (KifuFormat f : KifuFormat.values()) {
      String text = Kifu.toText(record, f);
      GameRecord back = Kifu.parseRecord(text, f);
      assertEquals(record.moves().size(), back.moves().size(), f.name());
      boolean holdsTimes =
          f != KifuFormat.KI2 && f != KifuFormat.KI2 && f != KifuFormat.USI && f != KifuFormat.SFEN;
      for (RecordMove m : back.moves()) {
        if (holdsTimes) {
          // KIF and CSA V2.2 write whole seconds (leftOut names the sub-second part), JKF all
          assertEquals(
              Optional.of(f == KifuFormat.JKF ? longest : Duration.ofSeconds(999_999_999)),
              m.time(),
              f.name());
          assertFalse(
              m.totalTime().filter(t -> t.compareTo(RecordMove.TIME_LIMIT) >= 0).isPresent(),
              f.name());
        }
      }
    }
  }
}
