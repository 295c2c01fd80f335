package io.github.shogi4j.kif.kakinoki;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.quicktheories.QuickTheory.qt;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.picture.PictureOptions;
import io.github.shogi4j.rules.picture.SideNames;
import io.github.shogi4j.rules.picture.TextBoard;
import io.github.shogi4j.rules.testkit.ShogiGenerators;
import org.junit.jupiter.api.Test;

/**
 * The rules' BOD writer and this module's BOD reader agree: a random position written by {@link
 * TextBoard} reads back as the same board, hands and side to move, with either side names.
 */
class BodProperties {
  /** Board, hands and side to move: a diagram without caption carries no move number. */
  private static String arrangement(Setup s) {
    StringBuilder sb = new StringBuilder();
    for (Square sq : Square.values()) {
      sb.append(s.pieceAt(sq).map(p -> p.sfen()).orElse("."));
    }
    return sb + " " + s.hand(Color.SENTE) + " " + s.hand(Color.GOTE) + " " + s.sideToMove();
  }

  private static Setup readBack(String bod) {
    Setup.Builder b = Setup.builder();
    String[] lines = bod.split("\n");
    for (int rank = 1; rank <= 9; rank++) {
      Bod.parseRow(lines[2 + rank], rank, b);
    }
    b.hand(Color.GOTE, Bod.parseHand(lines[0].substring(lines[0].indexOf('：') + 1)));
    b.hand(Color.SENTE, Bod.parseHand(lines[13].substring(lines[13].indexOf('：') + 1)));
    b.sideToMove(lines[14].endsWith("後手番") || lines[14].endsWith("上手番") ? Color.GOTE : Color.SENTE);
    return b.build();
  }

  @Test
  void theBodReaderReadsWhatTextBoardWrites() {
    qt().withFixedSeed(23L)
        .withExamples(500)
        .forAll(ShogiGenerators.positions())
        .checkAssert(
            p -> {
              assertEquals(
                  arrangement(p.toSetup()), arrangement(readBack(TextBoard.of(p))), p.toSfen());
              PictureOptions handicap =
                  PictureOptions.builder().sideNames(SideNames.SHITATE_UWATE).build();
              assertEquals(
                  arrangement(p.toSetup()),
                  arrangement(readBack(TextBoard.of(p, handicap))),
                  p.toSfen());
            });
  }

  /** The whole KIF reader too: the diagram is the record's start. */
  @Test
  void aKifFileOfTheDiagramStartsThere() {
    qt().withFixedSeed(24L)
        .withExamples(200)
        .forAll(ShogiGenerators.positions())
        .checkAssert(
            p -> {
              GameRecord r = Kifu.parseRecord(TextBoard.of(p), KifuFormat.KIF);
              Position read = r.start().position(Validation.LENIENT);
              assertEquals(arrangement(p.toSetup()), arrangement(read.toSetup()), p.toSfen());
            });
  }
}
