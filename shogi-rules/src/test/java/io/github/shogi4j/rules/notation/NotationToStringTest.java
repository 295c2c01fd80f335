package io.github.shogi4j.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.EnumSet;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** The notation values print present optional parts plainly and leave absent ones out. */
class NotationToStringTest {
  private static final Move P76 =
      Position.initial().legalMoves(Square.of(7, 7), Square.of(7, 6)).get(0);

  @Test
  void resolvedMoveShowsPresentPartsOnly() {
    String full =
        new ResolvedMove(P76, Optional.of(IllegalMoveReason.NIFU), Optional.of("guessed"))
            .toString();
    assertFalse(full.contains("Optional"), full);
    assertTrue(full.contains("illegal=NIFU"), full);
    assertTrue(full.contains("warning=guessed"), full);

    String bare = new ResolvedMove(P76, Optional.empty(), Optional.empty()).toString();
    assertEquals("ResolvedMove[move=" + P76 + "]", bare);
  }

  @Test
  void moveTextShowsPresentSquaresOnly() {
    String full =
        new MoveText(
                Optional.of(Square.of(7, 6)),
                PieceType.PAWN,
                EnumSet.of(Modifier.UP),
                Promotion.UNSPECIFIED,
                false,
                Optional.of(Square.of(7, 7)),
                false)
            .toString();
    assertFalse(full.contains("Optional"), full);
    assertTrue(full.contains("to=" + Square.of(7, 6)), full);
    assertTrue(full.contains("from=" + Square.of(7, 7)), full);

    String same =
        new MoveText(
                Optional.empty(),
                PieceType.PAWN,
                EnumSet.noneOf(Modifier.class),
                Promotion.UNSPECIFIED,
                false,
                Optional.empty(),
                false)
            .toString();
    assertFalse(same.contains("Optional"), same);
    assertFalse(same.contains("to="), same);
    assertFalse(same.contains("from="), same);
  }
}
