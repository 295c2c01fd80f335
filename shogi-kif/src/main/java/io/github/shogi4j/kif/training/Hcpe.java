package io.github.shogi4j.kif.training;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import java.util.Optional;

/**
 * One HCPE record (HuffmanCodedPosAndEval, dlshogi's training data), 38 bytes: the position as
 * {@link PositionPacking#HCP} (32), the evaluation for the side to move (signed 16 bits), the best
 * move as {@link Move16#HCPE} (16 bits) and the game's result (1 byte, {@link GameResult}), then
 * one zero byte. Numbers are little-endian.
 *
 * <p>A value: immutable and thread-safe.
 *
 * @param position the position
 * @param eval the evaluation in centipawns from the side to move's view, -32768 to 32767
 * @param bestMove the move played or recommended, or empty (written as 0)
 * @param result the game's result
 */
public record Hcpe(Position position, int eval, Optional<Move> bestMove, GameResult result) {
  /** The size of a record in bytes. */
  public static final int BYTES = 38;

  /**
   * Checks the fields.
   *
   * @param position the position
   * @param eval -32768 to 32767
   * @param bestMove a move or empty
   * @param result the result
   */
  public Hcpe {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkArgument(
        eval >= Short.MIN_VALUE && eval <= Short.MAX_VALUE,
        "eval %s does not fit in 16 bits",
        eval);
    Preconditions.checkNotNull(bestMove, "bestMove");
    Preconditions.checkNotNull(result, "result");
  }

  /**
   * Writes this record into {@code out[offset, offset + 38)}.
   *
   * @param out the destination
   * @param offset where the record starts
   * @throws IllegalArgumentException if the position has more pieces of a kind than a set
   */
  public void encode(byte[] out, int offset) {
    java.util.Objects.checkFromIndexSize(offset, BYTES, out.length);
    PositionPacking.HCP.encode(position, out, offset);
    Bytes.putShort(out, offset + 32, eval);
    Bytes.putShort(out, offset + 34, Move16.HCPE.encode(bestMove));
    out[offset + 36] = (byte) result.code();
    out[offset + 37] = 0;
  }

  /**
   * This record's 38 bytes.
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
  public static Hcpe decode(byte[] in, int offset) {
    java.util.Objects.checkFromIndexSize(offset, BYTES, in.length);
    Position p = PositionPacking.HCP.decode(in, offset);
    try {
      return new Hcpe(
          p,
          Bytes.getShort(in, offset + 32),
          Move16.HCPE.decode(Bytes.getShort(in, offset + 34)),
          GameResult.ofCode(in[offset + 36]));
    } catch (TrainingDataException e) {
      throw e.at(offset);
    }
  }

  /**
   * The entry in words, without {@code Optional} wrappers: for example {@code Hcpe[position=<sfen>,
   * eval=120, bestMove=7g7f, result=SENTE_WIN]}; {@code bestMove=none} when it has no move.
   *
   * @return a text for people
   */
  @Override
  public String toString() {
    return "Hcpe[position="
        + position
        + ", eval="
        + eval
        + ", bestMove="
        + bestMove.map(Move::toUsi).orElse("none")
        + ", result="
        + result
        + "]";
  }
}
