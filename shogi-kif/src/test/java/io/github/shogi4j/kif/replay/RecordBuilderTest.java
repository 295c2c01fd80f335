package io.github.shogi4j.kif.replay;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.github.shogi4j.kif.Line;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The expected length given to a builder sizes its main line and changes nothing else. */
class RecordBuilderTest {
  @Test
  void theExpectedLengthDoesNotChangeTheLineBuilt() {
    for (long seed = 1; seed <= 40; seed++) {
      RandomGame g = RandomGames.game(seed, 120);
      Line unsized = line(g, -1);
      for (int expected : new int[] {0, 1, g.moves().size() / 2, g.moves().size(), 4096}) {
        Line sized = line(g, expected);
        assertEquals(unsized, sized, "seed " + seed + ", expected " + expected);
        assertEquals(g.moves().size(), sized.size());
      }
    }
  }

  @Test
  void aNegativeExpectedLengthIsRefused() {
    assertThrows(
        IllegalArgumentException.class, () -> new RecordBuilder(Position.initial(), 1, -1));
  }

  /** The game's moves through a builder, made without a size when {@code expected} is -1. */
  private static Line line(RandomGame g, int expected) {
    RecordBuilder b =
        expected < 0 ? new RecordBuilder(g.start(), 1) : new RecordBuilder(g.start(), 1, expected);
    for (Move m : g.moves()) {
      b.play(m, Optional.empty(), m.toUsi(), Optional.empty(), Optional.empty(), Optional.empty());
    }
    return b.mainLine();
  }
}
