package io.github.shogi4j.kif.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.training.GameFilter.ResultKind;
import io.github.shogi4j.kif.training.GameFilter.SkipReason;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.testkit.RandomPositions;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.ObjectInputStream;
import java.io.ObjectOutputStream;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The filter and the expansion that {@code shogi export} and the Spark job share: each skip reason
 * in its order, the positions of a game's main line, and {@link PositionPacking#fits} agreeing with
 * what the encoder accepts.
 */
class GameFilterTest {
  private static GameRecord csa(String rates, String... moves) {
    return Kifu.parseRecord(
        "V2.2\nN+A\nN-B\nPI\n+\n" + rates + String.join("\n", moves) + "\n", KifuFormat.CSA);
  }

  private static final String RATED = "'black_rate:A:2000.0\n'white_rate:B:1500.0\n";

  private static final GameRecord WON =
      csa(RATED, "+7776FU", "-3334FU", "+2726FU", "-8384FU", "%TORYO");
  private static final GameRecord DRAWN = csa("", "+2726FU", "-8384FU", "%SENNICHITE");
  private static final GameRecord UNFINISHED = csa(RATED, "+2726FU");

  @Test
  void eachReasonInItsOrder() {
    GameFilter all = GameFilter.all();
    assertEquals(Optional.empty(), all.skipReason(WON, true));
    assertEquals(Optional.empty(), all.skipReason(UNFINISHED, true));

    assertEquals(Optional.of(SkipReason.RATING), all.withMinRating(1800).skipReason(WON, false));
    assertEquals(Optional.empty(), all.withMinRating(1500).skipReason(WON, false));
    assertEquals(Optional.of(SkipReason.NO_RATING), all.withMinRating(0).skipReason(DRAWN, false));

    assertEquals(Optional.of(SkipReason.MOVES), all.withMinMoves(5).skipReason(WON, false));
    assertEquals(Optional.empty(), all.withMinMoves(4).skipReason(WON, false));

    GameFilter wins = all.withResult(ResultKind.WIN);
    GameFilter draws = all.withResult(ResultKind.DRAW);
    assertEquals(Optional.empty(), wins.skipReason(WON, false));
    assertEquals(Optional.of(SkipReason.RESULT), wins.skipReason(DRAWN, false));
    assertEquals(Optional.of(SkipReason.RESULT), wins.skipReason(UNFINISHED, false));
    assertEquals(Optional.empty(), draws.skipReason(DRAWN, false));
    assertEquals(Optional.of(SkipReason.RESULT), draws.skipReason(WON, false));

    // a game failing several filters counts under the first: no rating before moves and result
    GameFilter strict = all.withMinRating(3000).withMinMoves(10).withResult(ResultKind.DRAW);
    assertEquals(Optional.of(SkipReason.NO_RATING), strict.skipReason(DRAWN, false));
    assertEquals(Optional.of(SkipReason.RATING), strict.skipReason(WON, false));
    assertEquals(
        Optional.of(SkipReason.MOVES),
        all.withMinMoves(10).withResult(ResultKind.DRAW).skipReason(WON, false));
  }

  @Test
  void aStartWithoutBothKingsIsNotCodableForPackedFormatsOnly() {
    GameRecord tsume =
        Kifu.parseRecord("position sfen 8k/9/9/9/9/9/9/9/8R b G 1 moves G*2b", KifuFormat.USI);
    assertEquals(Optional.of(SkipReason.NOT_CODABLE), GameFilter.all().skipReason(tsume, true));
    assertEquals(Optional.empty(), GameFilter.all().skipReason(tsume, false));
    // the filters come first
    assertEquals(
        Optional.of(SkipReason.MOVES), GameFilter.all().withMinMoves(2).skipReason(tsume, true));
  }

  @Test
  void labelsAreTheSummaryNames() {
    assertEquals("no rating", SkipReason.NO_RATING.label());
    assertEquals("not codable", SkipReason.NOT_CODABLE.label());
    assertEquals("unreadable", SkipReason.UNREADABLE.label());
  }

  @Test
  void badSettingsAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> GameFilter.all().withMinMoves(-1));
    assertThrows(IllegalArgumentException.class, () -> GameFilter.all().withMinRating(Double.NaN));
    assertThrows(IllegalArgumentException.class, () -> ResultKind.parse("won"));
    assertEquals(ResultKind.DRAW, ResultKind.parse("Draw"));
  }

  @Test
  void aFilterSurvivesSerialization() throws IOException, ClassNotFoundException {
    GameFilter f =
        GameFilter.all().withMinRating(1800.5).withMinMoves(3).withResult(ResultKind.WIN);
    ByteArrayOutputStream bytes = new ByteArrayOutputStream();
    try (ObjectOutputStream o = new ObjectOutputStream(bytes)) {
      o.writeObject(f);
    }
    try (ObjectInputStream i =
        new ObjectInputStream(new ByteArrayInputStream(bytes.toByteArray()))) {
      GameFilter back = (GameFilter) i.readObject();
      assertEquals(f, back);
      assertEquals(1800.5, back.minRating().getAsDouble());
    }
    assertTrue(GameFilter.all().minRating().isEmpty());
  }

  @Test
  void positionsFollowTheMainLine() {
    assertEquals(WON.moves().size(), TrainingPosition.playable(WON));
    List<TrainingPosition> won = TrainingPosition.of(WON);
    assertEquals(4, won.size());
    assertEquals(Position.initial(), won.get(0).position());
    assertEquals("7g7f", won.get(0).move().toUsi());
    assertEquals(Position.initial().play(won.get(0).move()), won.get(1).position());
    assertEquals(Optional.of(Color.GOTE), won.get(0).winner());
    assertEquals(GameResult.GOTE_WIN, won.get(3).hcpe().result());
    assertEquals(1, won.get(3).psv().result()); // gote to move, gote won
    assertEquals(-1, won.get(2).psv().result());
    assertEquals(4, won.get(3).psv().gamePly());
    assertEquals(won.get(2).position().zobristKey(), won.get(2).key());
  }

  @Test
  void fitsAgreesWithTheEncoder() {
    for (long seed = 0; seed < 2000; seed++) {
      Position p = RandomPositions.of(seed);
      boolean encodes;
      try {
        PositionPacking.HCP.encode(p);
        encodes = true;
      } catch (IllegalArgumentException e) {
        encodes = false;
      }
      assertEquals(encodes, PositionPacking.fits(p), p.toSfen());
    }
    assertEquals(
        false,
        PositionPacking.fits(Position.fromSfen("8k/9/9/9/9/9/9/9/K8 b 19P 1", Validation.LENIENT)));
    assertEquals(
        true,
        PositionPacking.fits(Position.fromSfen("8k/9/9/9/9/9/9/9/K8 b 18P 1", Validation.LENIENT)));
  }
}
