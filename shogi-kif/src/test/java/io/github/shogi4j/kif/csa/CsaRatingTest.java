package io.github.shogi4j.kif.csa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.Rating;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.rules.Color;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * Floodgate's rating lines ({@code 'black_rate:NAME:RATE}, {@code 'white_rate:}) are read as data
 * on the record and written back unchanged; a line without a number is kept with a warning.
 */
class CsaRatingTest {
  private static final String FLOODGATE =
      String.join(
          "\n",
          "V2",
          "N+Titanda_L",
          "N-HarrySan",
          "PI",
          "+",
          "'rating:Titanda_L+6b6e:HarrySan+c9f4",
          "'black_rate:Titanda_L+6b6e:3345.0",
          "'white_rate:HarrySan+c9f4:3453.5",
          "+7776FU",
          "T1",
          "-3334FU",
          "T2",
          "%TORYO",
          "");

  @Test
  void ratingsAreReadAsData() {
    GameRecord r = Kifu.parseRecord(FLOODGATE, KifuFormat.CSA);
    assertEquals(Optional.of(new Rating("Titanda_L+6b6e", 3345.0)), r.rating(Color.SENTE));
    assertEquals(Optional.of(new Rating("HarrySan+c9f4", 3453.5)), r.rating(Color.GOTE));
    assertEquals(2, r.moves().size());
  }

  @Test
  void ratingsAreWrittenBackUnchanged() {
    GameRecord r = Kifu.parseRecord(FLOODGATE, KifuFormat.CSA);
    String written = Kifu.toText(r, KifuFormat.CSA);
    List<String> lines = written.lines().toList();
    assertTrue(lines.contains("'black_rate:Titanda_L+6b6e:3345.0"), written);
    assertTrue(lines.contains("'white_rate:HarrySan+c9f4:3453.5"), written);
    assertEquals(r.headers(), Kifu.parseRecord(written, KifuFormat.CSA).headers());
  }

  @Test
  void aRatingWithoutNumberIsKeptWithAWarning() {
    String text = FLOODGATE.replace("3453.5", "n/a");
    KifuFile f = Kifu.readText(text, ReadOptions.defaults());
    GameRecord r = f.record();
    assertEquals(Optional.empty(), r.rating(Color.GOTE));
    assertEquals(Optional.of("HarrySan+c9f4:n/a"), r.headers().get(Rating.GOTE_KEY));
    assertTrue(
        f.results().get(0).warnings().stream()
            .anyMatch(p -> p.toString().contains("white_rate") && p.toString().startsWith("8:1:")),
        f.results().get(0).warnings().toString());
  }
}
