package io.github.shogi4j.kif;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.kif.training.TrainingPosition;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The options and training values print present optional parts plainly and leave absent ones out,
 * as the record types do.
 */
class OptionsToStringTest {

  private static void assertPlain(String text, String... present) {
    assertFalse(text.contains("Optional"), text);
    for (String p : present) {
      assertTrue(text.contains(p), () -> "no " + p + " in " + text);
    }
  }

  @Test
  void readOptions() {
    String set =
        ReadOptions.defaults()
            .withCharset(StandardCharsets.UTF_8)
            .withFormat(KifuFormat.CSA)
            .withSource("game.csa")
            .toString();
    assertPlain(set, "charset=UTF-8", "format=CSA", "source=game.csa");
    String unset = ReadOptions.defaults().toString();
    assertPlain(unset, "mode=");
    assertFalse(unset.contains("charset="), unset);
    assertFalse(unset.contains("source="), unset);
  }

  @Test
  void writeOptions() {
    assertPlain(
        WriteOptions.defaults().withCharset(StandardCharsets.UTF_8).toString(), "charset=UTF-8");
    String unset = WriteOptions.defaults().toString();
    assertPlain(unset, "marks=");
    assertFalse(unset.contains("charset="), unset);
  }

  @Test
  void trainingPosition() {
    Position start = Position.initial();
    Move move = start.legalMoves(Square.of(7, 7), Square.of(7, 6)).get(0);
    assertPlain(
        new TrainingPosition(start, move, Optional.of(Color.SENTE)).toString(), "winner=SENTE");
    String drawn = new TrainingPosition(start, move, Optional.empty()).toString();
    assertPlain(drawn, "move=" + move);
    assertFalse(drawn.contains("winner="), drawn);
  }
}
