package io.github.shogi4j.search.eval;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.search.internal.BoardEvaluator;

/** The implementation of {@link MaterialEvaluator}, with its fast path on the engine's board. */
final class MaterialEval implements MaterialEvaluator, BoardEvaluator {
  static final MaterialEval INSTANCE = new MaterialEval();

  private MaterialEval() {}

  /** {@link MaterialEvaluator#instance()}. */
  static MaterialEval instance() {
    return INSTANCE;
  }

  @Override
  public int evaluate(Position position) {
    Preconditions.checkNotNull(position, "position");
    return evaluate(Board.of(position));
  }

  @Override
  public int evaluate(Board board) {
    int sente = 0;
    for (int s = 0; s < 81; s++) {
      int p = board.pieceAt(s);
      if (p != 0) {
        int v = PieceValues.ofOrdinal(PieceCodes.type(p));
        sente += PieceCodes.color(p) == 0 ? v : -v;
      }
    }
    sente += handValue(board.hand(0)) - handValue(board.hand(1));
    return board.sideToMove() == 0 ? sente : -sente;
  }

  static int handValue(int hand) {
    int v = 0;
    for (int t = 0; t < 7; t++) {
      v += HandBits.count(hand, t) * PieceValues.ofOrdinal(t);
    }
    return v;
  }

  @Override
  public String toString() {
    return "material";
  }
}
