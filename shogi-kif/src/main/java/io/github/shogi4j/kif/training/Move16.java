package io.github.shogi4j.kif.training;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Square;
import java.util.Optional;

/**
 * The two 16-bit move codes of training data; 0 is "no move" in both.
 *
 * <ul>
 *   <li>{@link #HCPE} (Apery, cshogi's {@code move16}): bits 0-6 the destination square, bits 7-13
 *       the origin square, bit 14 promotion; a drop has origin {@code 81 + k} with k = 0 to 6 for
 *       pawn, lance, knight, silver, bishop, rook, gold.
 *   <li>{@link #PSV} (YaneuraOu's Move16): bits 0-6 the destination, bits 7-13 the origin or for a
 *       drop the dropped kind {@code 1 + k} (same k), bit 14 drop, bit 15 promotion.
 * </ul>
 *
 * <p>Squares are numbered {@code (file - 1) * 9 + (rank - 1)}. Stateless and thread-safe.
 */
public enum Move16 {
  /** The code of HCPE files (cshogi's {@code move16}). */
  HCPE,
  /** The code of PackedSfenValue files (YaneuraOu's Move16). */
  PSV;

  private static final PieceType[] TYPES = PieceType.values();

  /**
   * The code of a move.
   *
   * @param move a move
   * @return the 16-bit code, 1 to 65535
   */
  public int encode(Move move) {
    Preconditions.checkNotNull(move, "move");
    if (move instanceof BoardMove m) {
      int promote = m.promote() ? (this == HCPE ? 1 << 14 : 1 << 15) : 0;
      return m.to().ordinal() | m.from().ordinal() << 7 | promote;
    }
    Drop d = (Drop) move;
    int kind = d.type().ordinal();
    return this == HCPE
        ? d.to().ordinal() | (81 + kind) << 7
        : d.to().ordinal() | (1 + kind) << 7 | 1 << 14;
  }

  /**
   * The code of an optional move.
   *
   * @param move a move, or empty
   * @return the code, 0 for no move
   */
  public int encode(Optional<Move> move) {
    return move.map(this::encode).orElse(0);
  }

  /**
   * The move of a code.
   *
   * @param code a 16-bit code (the low 16 bits are read)
   * @return the move, or empty for code 0
   * @throws TrainingDataException if the code names no move (a square beyond 80, a drop of no kind,
   *     a promoted drop, origin and destination alike)
   */
  public Optional<Move> decode(int code) {
    code &= 0xffff;
    if (code == 0) {
      return Optional.empty();
    }
    int to = code & 0x7f;
    int from = code >>> 7 & 0x7f;
    boolean drop;
    boolean promote;
    int kind;
    if (this == HCPE) {
      if ((code & 0x8000) != 0) {
        throw bad(code, "bit 15 is set");
      }
      drop = from >= 81;
      kind = from - 81;
      promote = (code & 1 << 14) != 0;
    } else {
      drop = (code & 1 << 14) != 0;
      kind = from - 1;
      promote = (code & 0x8000) != 0;
    }
    if (to >= 81) {
      throw bad(code, "destination " + to + " is beyond 80");
    }
    if (drop) {
      if (kind < 0 || kind > 6 || promote) {
        throw bad(code, "no drop: kind " + kind + (promote ? ", promoting" : ""));
      }
      return Optional.of(new Drop(TYPES[kind], Square.ofIndex(to)));
    }
    if (from >= 81 || from == to) {
      throw bad(code, "origin " + from + " with destination " + to);
    }
    return Optional.of(new BoardMove(Square.ofIndex(from), Square.ofIndex(to), promote));
  }

  private TrainingDataException bad(int code, String why) {
    return new TrainingDataException(-1, String.format("%s move code 0x%04x: %s", this, code, why));
  }
}
