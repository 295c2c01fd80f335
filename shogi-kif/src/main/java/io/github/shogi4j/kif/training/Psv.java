package io.github.shogi4j.kif.training;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.Optional;

/**
 * One PackedSfenValue record (YaneuraOu's training data, PSV), 40 bytes: the position as {@link
 * PositionPacking#PACKED_SFEN} (32), the score for the side to move (signed 16 bits), the move as
 * {@link Move16#PSV} (16 bits), the ply (unsigned 16 bits), the game's result for the side to move
 * (signed byte: 1 won, 0 drawn, -1 lost), then one zero byte. Numbers are little-endian.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param position the position
 * @param score the evaluation in centipawns from the side to move's view, -32768 to 32767
 * @param move the move played or recommended, or empty (written as 0)
 * @param gamePly the position's ply in its game (手数), 0 to 65535
 * @param result 1 when the side to move won the game, 0 for a draw, -1 when it lost
 */
public record Psv(Position position, int score, Optional<Move> move, int gamePly, int result) {
  /** The size of a record in bytes. */
  public static final int BYTES = 40;

  /**
   * Checks the fields.
   *
   * @param position the position
   * @param score -32768 to 32767
   * @param move a move or empty
   * @param gamePly 0 to 65535
   * @param result -1, 0 or 1
   */
  public Psv {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkArgument(
        score >= Short.MIN_VALUE && score <= Short.MAX_VALUE,
        "score %s does not fit in 16 bits",
        score);
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkArgument(
        gamePly >= 0 && gamePly <= 0xffff, "game ply %s is outside " + "0..65535", gamePly);
    Preconditions.checkArgument(result >= -1 && result <= 1, "result %s is not -1, 0 or 1", result);
  }

  /**
   * Writes this record into {@code out[offset, offset + 40)}.
   *
   * @param out the destination
   * @param offset where the record starts
   * @throws IllegalArgumentException if the position has more pieces of a kind than a set
   */
  public void encode(byte[] out, int offset) {
    java.util.Objects.checkFromIndexSize(offset, BYTES, out.length);
    PositionPacking.PACKED_SFEN.encode(position, out, offset);
    Bytes.putShort(out, offset + 32, score);
    Bytes.putShort(out, offset + 34, Move16.PSV.encode(move));
    Bytes.putShort(out, offset + 36, gamePly);
    out[offset + 38] = (byte) result;
    out[offset + 39] = 0;
  }

  /**
   * This record's 40 bytes.
   *
   * @return new bytes
   */
  public byte[] toBytes() {
    byte[] out = new byte[BYTES];
    encode(out, 0);
    return out;
  }

  /**
   * Reads a record.
   *
   * @param in the bytes
   * @param offset where the record starts
   * @return the record
   * @throws TrainingDataException if the bytes hold no valid position, move or result, located at
   *     {@code offset}
   */
  public static Psv decode(byte[] in, int offset) {
    java.util.Objects.checkFromIndexSize(offset, BYTES, in.length);
    Position p = PositionPacking.PACKED_SFEN.decode(in, offset);
    int result = in[offset + 38];
    if (result < -1 || result > 1) {
      throw new TrainingDataException(offset, "game result " + result + " is not -1, 0 or 1");
    }
    try {
      return new Psv(
          p,
          Bytes.getShort(in, offset + 32),
          Move16.PSV.decode(Bytes.getShort(in, offset + 34)),
          Bytes.getShort(in, offset + 36) & 0xffff,
          result);
    } catch (TrainingDataException e) {
      throw e.at(offset);
    }
  }

  /**
   * The entry in words, without {@code Optional} wrappers: for example {@code Psv[position=<sfen>,
   * score=120, move=7g7f, gamePly=1, result=1]}; {@code move=none} when it has no move.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return "Psv[position="
        + position
        + ", score="
        + score
        + ", move="
        + move.map(Move::toUsi).orElse("none")
        + ", gamePly="
        + gamePly
        + ", result="
        + result
        + "]";
  }
}
