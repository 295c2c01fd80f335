package io.github.shogi4j.kif.training;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * HCPE and PackedSfenValue bytes equal those cshogi wrote for the same positions (see the
 * resources' README), both ways: our encoder gives cshogi's bytes, our decoder gives the positions,
 * moves, evaluations and results back.
 */
class GoldenBytesTest {

  /** One line of golden-positions.tsv. */
  private record Golden(
      Position position, Optional<Move> move, int eval, int result, int moveNumber) {}

  private static byte[] resource(String name) throws IOException {
    try (InputStream in = GoldenBytesTest.class.getResourceAsStream(name)) {
      return in.readAllBytes();
    }
  }

  private static List<Golden> positions() throws IOException {
    String text = new String(resource("golden-positions.tsv"), StandardCharsets.UTF_8);
    return text.lines()
        .map(l -> l.split("\t"))
        .map(
            f ->
                new Golden(
                    Position.fromSfen(f[0], Validation.LENIENT),
                    f[1].equals("none") ? Optional.<Move>empty() : Move.parseUsi(f[1]),
                    Integer.parseInt(f[2]),
                    Integer.parseInt(f[3]),
                    Integer.parseInt(f[0].substring(f[0].lastIndexOf(' ') + 1))))
        .collect(Collectors.toList());
  }

  @Test
  void hcpeBytesAreCshogis() throws IOException {
    List<Golden> golden = positions();
    byte[] bytes = resource("golden.hcpe");
    assertEquals(golden.size() * Hcpe.BYTES, bytes.length);
    for (int i = 0; i < golden.size(); i++) {
      Golden g = golden.get(i);
      Hcpe ours = new Hcpe(g.position(), g.eval(), g.move(), GameResult.ofCode(g.result()));
      byte[] expected = Arrays.copyOfRange(bytes, i * Hcpe.BYTES, (i + 1) * Hcpe.BYTES);
      assertArrayEquals(expected, ours.toBytes(), "encoding " + g.position().toSfen());
      Hcpe back = Hcpe.decode(bytes, i * Hcpe.BYTES);
      assertEquals(ours, back, "decoding " + g.position().toSfen());
    }
  }

  @Test
  void psvBytesAreCshogis() throws IOException {
    List<Golden> golden = positions();
    byte[] bytes = resource("golden.psv");
    assertEquals(golden.size() * Psv.BYTES, bytes.length);
    for (int i = 0; i < golden.size(); i++) {
      Golden g = golden.get(i);
      Psv ours = new Psv(g.position(), -g.eval(), g.move(), g.moveNumber(), g.result() - 1);
      byte[] expected = Arrays.copyOfRange(bytes, i * Psv.BYTES, (i + 1) * Psv.BYTES);
      assertArrayEquals(expected, ours.toBytes(), "encoding " + g.position().toSfen());
      assertEquals(ours, Psv.decode(bytes, i * Psv.BYTES), "decoding " + g.position().toSfen());
    }
  }

  @Test
  void filesReadAsStreams() throws IOException {
    List<Golden> golden = positions();
    List<Hcpe> hcpe =
        TrainingFiles.hcpe(new ByteArrayInputStream(resource("golden.hcpe")))
            .collect(Collectors.toList());
    List<Psv> psv =
        TrainingFiles.psv(new ByteArrayInputStream(resource("golden.psv")))
            .collect(Collectors.toList());
    assertEquals(golden.size(), hcpe.size());
    assertEquals(golden.size(), psv.size());
    for (int i = 0; i < golden.size(); i++) {
      assertEquals(golden.get(i).position(), hcpe.get(i).position());
      assertEquals(golden.get(i).position(), psv.get(i).position());
    }
  }
}
