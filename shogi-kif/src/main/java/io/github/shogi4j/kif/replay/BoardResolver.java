package io.github.shogi4j.kif.replay;

import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.Positions;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.MoveText;
import io.github.shogi4j.rules.notation.Promotion;
import java.util.ArrayList;
import java.util.List;

/**
 * The fast path of {@link JapaneseNotation#resolve}: finds the legal move that parsed Japanese move
 * text denotes directly on a mutable {@link Board}, without building a position. It answers only
 * the common case (exactly one legal move fits, as written, without any lenient reading); anything
 * else ({@link Moves#NONE}) goes to {@code JapaneseNotation.resolve}, which decides ambiguity,
 * illegal moves and their rules, and lenient readings.
 *
 * <p>Stateless and thread-safe (the board is the caller's).
 */
public final class BoardResolver {
  private BoardResolver() {}

  /** A buffer of square indexes per thread, for {@link Board#attackerSquares}. */
  private static final ThreadLocal<int[]> ATTACKERS = ThreadLocal.withInitial(() -> new int[81]);

  /**
   * The legal move a text denotes, when that is exactly one move read as written.
   *
   * @param b the board before the move (not changed)
   * @param text the parsed move text
   * @param previousTo the square index of the previous move's destination, for {@code 同}, or -1
   * @return the packed legal move, or {@link Moves#NONE} when the slow path must decide
   */
  public static int resolve(Board b, MoveText text, int previousTo) {
    int to = text.to().isPresent() ? text.to().get().ordinal() : previousTo;
    if (to < 0) {
      return Moves.NONE;
    }
    int us = b.sideToMove();
    boolean check = b.inCheck(); // once: each legality test below is then the cheaper one
    PieceType piece = text.piece();
    int type = piece.ordinal();
    if (text.isDrop() && text.from().isEmpty()) {
      if (!piece.isHandType()) {
        return Moves.NONE;
      }
      return legalOrNone(b, Moves.drop(type, to, PieceCodes.code(us, type)), check);
    }
    boolean promote = text.promotion() == Promotion.PROMOTE;
    if (text.from().isPresent()) {
      int from = text.from().get().ordinal();
      int p = b.pieceAt(from);
      if (p == 0 || from == to || PieceCodes.type(p) != type) {
        return Moves.NONE; // wrong piece (an error or a lenient warning): the slow path says which
      }
      return legalOrNone(b, Moves.board(from, to, promote, p, b.pieceAt(to)), check);
    }
    int code = PieceCodes.code(us, type);
    int captured = b.pieceAt(to);
    int first = Moves.NONE;
    int count = 0;
    List<Move> several = null;
    if (!text.drop()) {
      // only the pieces that reach the square can move there: the others are not tested
      int[] from0 = ATTACKERS.get();
      int n = b.attackerSquares(to, us, from0);
      for (int a = 0; a < n; a++) {
        int from = from0[a];
        if (b.pieceAt(from) != code) {
          continue;
        }
        int m = Moves.board(from, to, promote, code, captured);
        if (!b.isLegal(m, check)) {
          continue;
        }
        if (count == 0) {
          first = m;
        } else {
          if (several == null) {
            several = new ArrayList<>(4);
            several.add(Positions.move(first));
          }
          several.add(Positions.move(m));
        }
        count++;
      }
    }
    if (count == 0) {
      if (piece.isHandType()
          && text.promotion() == Promotion.UNSPECIFIED
          && text.modifiers().isEmpty()) {
        return legalOrNone(b, Moves.drop(type, to, code), check);
      }
      return Moves.NONE;
    }
    if (count == 1 && text.modifiers().isEmpty()) {
      return first;
    }
    List<Move> candidates = several != null ? several : List.of(Positions.move(first));
    List<Move> chosen =
        JapaneseNotation.select(
            us == 0 ? Color.SENTE : Color.GOTE, piece, text.modifiers(), candidates);
    if (chosen.size() != 1) {
      return Moves.NONE;
    }
    BoardMove c = (BoardMove) chosen.get(0);
    return Moves.board(c.from().ordinal(), to, promote, code, captured);
  }

  /** {@code m} when legal on {@code b}, whose side to move is in check when {@code check}. */
  private static int legalOrNone(Board b, int m, boolean check) {
    return b.isLegal(m, check) ? m : Moves.NONE;
  }
}
