package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class PerftSmokeTest {
  @Test
  void startpos() {
    long t = System.nanoTime();
    assertEquals(30, Perft.count(Position.initial(), 1));
    assertEquals(900, Perft.count(Position.initial(), 2));
    assertEquals(25470, Perft.count(Position.initial(), 3));
    assertEquals(719731, Perft.count(Position.initial(), 4));
    Position m = Position.fromSfen("l6nl/5+P1gk/2np1S3/p1p4Pp/3P2Sp1/1PPb2P1P/P5GS1/R8/LN4bKL w GR5pnsg 1");
    assertEquals(207, Perft.count(m, 1));
    assertEquals(28684, Perft.count(m, 2));
    assertEquals(4809015, Perft.count(m, 3));
    Position x = Position.fromSfen("R8/2K1S1SSk/4B4/9/9/9/9/9/1L1L1L3 b RBGSNLP3g3n17p 1", Validation.LENIENT);
    assertEquals(593, Perft.count(x, 1));
    assertEquals(105677, Perft.count(x, 2));
    System.out.println("ms " + (System.nanoTime() - t) / 1e6);
  }
}
