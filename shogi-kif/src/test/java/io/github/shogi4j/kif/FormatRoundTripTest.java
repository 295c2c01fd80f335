package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.kif.csa.CsaWriter;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Random records of the test kit written in CSA (V2.2 and V3.0), JKF, USI, SFEN and KIF and read
 * back give the same moves, start position, positions, times and comments, as far as each format
 * holds them:
 *
 * <ul>
 *   <li>JKF holds everything but bookmarks;
 *   <li>CSA holds the main line with times (whole seconds in V2.2, milliseconds in V3.0), comments,
 *       engine comments, the players and the ending; not variations or bookmarks;
 *   <li>USI and SFEN hold the start, the main line's moves and the endings that have an end token.
 * </ul>
 */
class FormatRoundTripTest {
  private static final int SEEDS = 40;

  @Test
  void jkfKeepsTheWholeRecordButBookmarks() {
    for (long seed = 1; seed <= SEEDS; seed++) {
      GameRecord r = withoutBookmarks(Records.random(seed, seed % 3 != 0));
      String text = Kifu.toText(r, KifuFormat.JKF);
      GameRecord back = Kifu.parseRecord(text, KifuFormat.JKF);
      assertEquals(
          Records.normalized(r, true),
          Records.normalized(back, true),
          "seed " + seed + ":\n" + text);
    }
  }

  @Test
  void jkfAndCsaV3KeepMilliseconds() {
    for (long seed = 1; seed <= SEEDS; seed++) {
      GameRecord r = withMillis(withoutBookmarks(Records.random(seed, true)), seed);
      GameRecord viaJkf = Kifu.parseRecord(Kifu.toText(r, KifuFormat.JKF), KifuFormat.JKF);
      assertEquals(Records.normalized(r, true), Records.normalized(viaJkf, true), "JKF " + seed);
      String csa = CsaWriter.v30().write(r, WriteOptions.defaults());
      GameRecord viaCsa = Kifu.parseRecord(csa, KifuFormat.CSA);
      assertEquals(mainLine(r, true), mainLine(viaCsa, true), "CSA V3.0 " + seed + ":\n" + csa);
    }
  }

  @Test
  void csaKeepsTheMainLineTimesCommentsPlayersAndEnding() {
    for (long seed = 1; seed <= SEEDS; seed++) {
      GameRecord r = Records.random(seed, seed % 4 != 0);
      for (CsaWriter w : new CsaWriter[] {CsaWriter.v22(), CsaWriter.v30()}) {
        String text = w.write(r, WriteOptions.defaults());
        GameRecord back = Kifu.parseRecord(text, KifuFormat.CSA);
        String why = "seed " + seed + ":\n" + text;
        assertEquals(r.start(), back.start(), why);
        assertEquals(mainLine(r, true), mainLine(back, true), why);
        assertEquals(r.startComments(), back.startComments(), why);
        assertEquals(r.sente(), back.sente(), why);
        assertEquals(r.gote(), back.gote(), why);
        assertEquals(r.result(), back.result(), why);
        assertEquals(r.finalPosition(), back.finalPosition(), why);
        // and the bytes in the format's encoding read back the same
        byte[] bytes = Kifu.encode(text, KifuFormat.CSA.defaultCharset());
        assertEquals(back, Kifu.read(bytes, ReadOptions.defaults()).record(), why);
      }
    }
  }

  @Test
  void usiAndSfenKeepTheStartTheMovesAndEndTokens() {
    for (long seed = 1; seed <= SEEDS; seed++) {
      GameRecord r = Records.random(seed, false);
      for (KifuFormat f : new KifuFormat[] {KifuFormat.USI, KifuFormat.SFEN}) {
        String text = Kifu.toText(r, f);
        GameRecord back = Kifu.readText(text, ReadOptions.defaults()).record();
        String why = "seed " + seed + " " + f + ":\n" + text;
        assertEquals(r.start().setup(), back.start().setup(), why);
        assertEquals(r.start().standardHandicap(), back.start().standardHandicap(), why);
        assertEquals(usi(r), usi(back), why);
        Optional<Outcome> o = r.result();
        boolean hasToken =
            o.isPresent()
                && (o.get().termination() == Termination.RESIGNATION
                    || o.get().termination() == Termination.ABORT);
        assertEquals(hasToken ? o : Optional.empty(), back.result(), why);
        assertEquals(r.finalPosition(), back.finalPosition(), why);
      }
    }
  }

  @Test
  void everyFormatGivesTheSamePositionsAsKif() {
    for (long seed = 1; seed <= SEEDS; seed++) {
      GameRecord r = Records.random(seed, true);
      List<Position> want = positions(r);
      for (KifuFormat f :
          new KifuFormat[] {KifuFormat.KIF, KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI}) {
        GameRecord back =
            Kifu.read(Kifu.toBytes(r, f, WriteOptions.defaults()), ReadOptions.defaults()).record();
        assertEquals(want, positions(back), "seed " + seed + " " + f);
        // and again through KIF: nothing the second format read is lost on the way to KIF
        GameRecord kif = Kifu.parseRecord(Kifu.toText(back, KifuFormat.KIF), KifuFormat.KIF);
        assertEquals(
            mainLine(back, true), mainLine(kif, true), "seed " + seed + " " + f + " -> KIF");
      }
    }
  }

  private static List<String> usi(GameRecord r) {
    return r.moves().stream().map(m -> m.move().toUsi()).collect(Collectors.toList());
  }

  private static List<Position> positions(GameRecord r) {
    List<Position> out = new ArrayList<>();
    Position p = r.start().position();
    out.add(p);
    for (RecordMove m : r.moves()) {
      p = p.play(m.move());
      out.add(p);
    }
    return out;
  }

  /** The main line's moves with times (whole seconds unless asked) and comments. */
  private static List<String> mainLine(GameRecord r, boolean times) {
    return r.moves().stream()
        .map(
            m ->
                m.move().toUsi()
                    + (times
                        ? " "
                            + m.time().map(Duration::toMillis)
                            + " "
                            + m.totalTime().map(Duration::toMillis)
                        : "")
                    + " "
                    + m.comments())
        .collect(Collectors.toList());
  }

  private static GameRecord withoutBookmarks(GameRecord r) {
    return r.toBuilder().startBookmarks(List.of()).mainLine(withoutBookmarks(r.mainLine())).build();
  }

  private static Line withoutBookmarks(Line l) {
    return new Line(
        l.moves().stream()
            .map(
                m ->
                    m.withBookmarks(List.of())
                        .withVariations(
                            m.variations().stream()
                                .map(FormatRoundTripTest::withoutBookmarks)
                                .collect(Collectors.toList())))
            .collect(Collectors.toList()),
        l.ending().map(e -> e.withBookmarks(List.of())),
        l.endVariations().stream()
            .map(FormatRoundTripTest::withoutBookmarks)
            .collect(Collectors.toList()));
  }

  /** The record with milliseconds added to each main-line time (totals kept consistent). */
  private static GameRecord withMillis(GameRecord r, long seed) {
    SplittableRandom rnd = new SplittableRandom(seed);
    long[] total = new long[2];
    List<RecordMove> out = new ArrayList<>();
    int i = 0;
    for (RecordMove m : r.moves()) {
      long ms = m.time().map(Duration::toMillis).orElse(0L) + rnd.nextInt(1000);
      total[i % 2] += ms;
      out.add(
          m.withTimes(
                  Optional.of(Duration.ofMillis(ms)), Optional.of(Duration.ofMillis(total[i % 2])))
              .withVariations(List.of()));
      i++;
    }
    return r.toBuilder().mainLine(new Line(out, r.mainLine().ending(), List.of())).build();
  }
}
