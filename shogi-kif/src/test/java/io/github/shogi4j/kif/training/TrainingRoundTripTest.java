package io.github.shogi4j.kif.training;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.testkit.RandomPositions;
import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.Optional;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * Position to bytes to position is the identity for random positions of the rules test kit (games,
 * arrangements with part of a set, positions in check), with both codings; positions without the
 * attacker's king are refused, and every legal move survives both move codes; bad bytes are refused
 * with their offset.
 */
class TrainingRoundTripTest {

  @Test
  void randomPositionsRoundTrip() {
    for (long seed = 0; seed < 3000; seed++) {
      Position p = RandomPositions.of(seed);
      boolean bothKings =
          p.kingSquare(Color.SENTE).isPresent() && p.kingSquare(Color.GOTE).isPresent();
      for (PositionPacking packing : PositionPacking.values()) {
        if (!bothKings) {
          IllegalArgumentException e =
              assertThrows(IllegalArgumentException.class, () -> packing.encode(p));
          assertTrue(e.getMessage().contains("without both kings"), e.getMessage());
          continue;
        }
        byte[] bytes = packing.encode(p);
        assertEquals(p, packing.decode(bytes, 0), packing + " seed " + seed + ": " + p.toSfen());
      }
      for (Move m : p.legalMoves()) {
        for (Move16 code : Move16.values()) {
          int c = code.encode(m);
          assertTrue(c > 0 && c <= 0xffff, code + " " + m);
          assertEquals(Optional.of(m), code.decode(c), code + " " + m);
        }
      }
    }
  }

  @Test
  void moreThanASetIsRefused() {
    Position p = Position.fromSfen("8k/9/9/9/9/9/9/9/K8 b 19P 1", Validation.LENIENT);
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> PositionPacking.HCP.encode(p));
    assertTrue(e.getMessage().contains("19 PAWN"), e.getMessage());
  }

  @Test
  void badBytesAreRefusedWithTheirOffset() {
    byte[] two = new byte[2 * Hcpe.BYTES];
    new Hcpe(Position.initial(), 0, Optional.empty(), GameResult.DRAW).encode(two, 0);
    new Hcpe(Position.initial(), 0, Optional.empty(), GameResult.DRAW).encode(two, Hcpe.BYTES);
    two[Hcpe.BYTES + 36] = 3; // the second record's result
    try (Stream<Hcpe> s = TrainingFiles.hcpe(new ByteArrayInputStream(two))) {
      TrainingDataException e = assertThrows(TrainingDataException.class, () -> s.count());
      assertEquals(Hcpe.BYTES, e.offset());
      assertTrue(e.getMessage().contains("game result 3"), e.getMessage());
    }
    byte[] kings = PositionPacking.HCP.encode(Position.initial());
    kings[0] = (byte) (kings[0] | 0xfe); // sente's king on square 127
    TrainingDataException k =
        assertThrows(TrainingDataException.class, () -> PositionPacking.HCP.decode(kings, 0));
    assertTrue(k.getMessage().contains("beyond 80"), k.getMessage());
    byte[] cut = Arrays.copyOf(two, Hcpe.BYTES + 5);
    try (Stream<Hcpe> s = TrainingFiles.hcpe(new ByteArrayInputStream(cut))) {
      TrainingDataException e = assertThrows(TrainingDataException.class, () -> s.count());
      assertEquals(Hcpe.BYTES, e.offset());
    }
    assertThrows(TrainingDataException.class, () -> Move16.PSV.decode(0x4000 | 9 << 7));
    assertThrows(TrainingDataException.class, () -> Move16.HCPE.decode(5 | 5 << 7));
  }
}
