package io.github.shogi4j.kif.training;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import java.util.Optional;

/**
 * The two 256-bit Huffman codings of a position (局面のハフマン符号化): {@link #HCP} (Apery's
 * HuffmanCodedPos, read by cshogi and dlshogi) and {@link #PACKED_SFEN} (YaneuraOu's PackedSfen).
 *
 * <p>Both write, bit by bit from the least significant bit of byte 0: the side to move (1 bit, 0
 * for sente), the squares of sente's and gote's kings (7 bits each: {@code (file - 1) * 9 + (rank -
 * 1)}), then each non-king square from 1一 (file 1, rank 1) to 9九 in that order as a code of 1 to 8
 * bits (1 bit for an empty square), then each piece in hand (sente's, then gote's; pawn, lance,
 * knight, silver, gold, bishop, rook) as a code of 3 to 7 bits, then each piece that is neither on
 * the board nor in hand (a handicap's removed pieces, 駒箱) as a "piece box" code. A full set is 18
 * pawns, 4 lances, knights, silvers and golds, 2 bishops and rooks: with these counts every
 * position takes exactly 256 bits. The two codings differ only in their code tables. Readers accept
 * pieces in hand in any order.
 *
 * <p>Positions without both kings (tsume problems, 詰将棋) or with more pieces of a kind than a set
 * has do not fill exactly 256 bits: they cannot be coded and are refused. Decoded positions are
 * checked as {@link Validation#LENIENT} and carry move number 1 (the codings keep no ply).
 *
 * <p>Stateless and thread-safe.
 */
public enum PositionPacking {
  /** Apery's HuffmanCodedPos (HCP), as cshogi's {@code Board.to_hcp} writes it. */
  HCP(
      new int[][] {
        {0b1, 4},
        {0b11, 6},
        {0b111, 6},
        {0b1011, 6},
        {0b11111, 8},
        {0b111111, 8},
        {0b1111, 6},
        {0, 0},
        {0b1001, 4},
        {0b100011, 6},
        {0b100111, 6},
        {0b101011, 6},
        {0b10011111, 8},
        {0b10111111, 8},
        {0b101, 4},
        {0b10011, 6},
        {0b10111, 6},
        {0b11011, 6},
        {0b1011111, 8},
        {0b1111111, 8},
        {0b101111, 6},
        {0, 0},
        {0b1101, 4},
        {0b110011, 6},
        {0b110111, 6},
        {0b111011, 6},
        {0b11011111, 8},
        {0b11111111, 8}
      },
      new int[][] {
        {0b0, 3},
        {0b1, 5},
        {0b11, 5},
        {0b101, 5},
        {0b11111, 7},
        {0b111111, 7},
        {0b111, 5},
        {0b100, 3},
        {0b10001, 5},
        {0b10011, 5},
        {0b10101, 5},
        {0b1011111, 7},
        {0b1111111, 7},
        {0b10111, 5}
      },
      new int[][] {
        {0b10, 3}, {0b1001, 5}, {0b1011, 5}, {0b1101, 5}, {0b1111, 7}, {0b101111, 7}, {0b11101, 5}
      }),
  /** YaneuraOu's PackedSfen, as cshogi's {@code Board.to_psfen} writes it. */
  PACKED_SFEN(
      new int[][] {
        {0b1, 4},
        {0b11, 6},
        {0b1011, 6},
        {0b111, 6},
        {0b11111, 8},
        {0b111111, 8},
        {0b1111, 6},
        {0, 0},
        {0b101, 4},
        {0b10011, 6},
        {0b11011, 6},
        {0b10111, 6},
        {0b1011111, 8},
        {0b1111111, 8},
        {0b1001, 4},
        {0b100011, 6},
        {0b101011, 6},
        {0b100111, 6},
        {0b10011111, 8},
        {0b10111111, 8},
        {0b101111, 6},
        {0, 0},
        {0b1101, 4},
        {0b110011, 6},
        {0b111011, 6},
        {0b110111, 6},
        {0b11011111, 8},
        {0b11111111, 8}
      },
      new int[][] {
        {0b0, 3},
        {0b1, 5},
        {0b101, 5},
        {0b11, 5},
        {0b1111, 7},
        {0b11111, 7},
        {0b111, 5},
        {0b100, 3},
        {0b10001, 5},
        {0b10101, 5},
        {0b10011, 5},
        {0b1001111, 7},
        {0b1011111, 7},
        {0b10111, 5}
      },
      new int[][] {
        {0b10, 3}, {0b1001, 5}, {0b1101, 5}, {0b1011, 5}, {0b101111, 7}, {0b111111, 7}, {0b11011, 5}
      });

  /** The size of a coded position in bytes. */
  public static final int BYTES = 32;

  /** The hand kinds in the order they are written (gold before bishop and rook). */
  private static final PieceType[] HAND_ORDER = {
    PieceType.PAWN,
    PieceType.LANCE,
    PieceType.KNIGHT,
    PieceType.SILVER,
    PieceType.GOLD,
    PieceType.BISHOP,
    PieceType.ROOK
  };

  /** How many of each hand kind (by ordinal) a set holds. */
  private static final int[] SET = {18, 4, 4, 4, 2, 2, 4};

  private static final PieceType[] TYPES = PieceType.values();

  // codes indexed by Piece ordinal (color * 14 + type), by hand color * 7 + type and by type
  private final int[] boardCode = new int[28];
  private final int[] boardLength = new int[28];
  private final int[] handCode = new int[14];
  private final int[] handLength = new int[14];
  private final int[] boxCode = new int[7];
  private final int[] boxLength = new int[7];
  // decoding: [length][code] -> 1 + Piece ordinal (board), 1 + hand index or 15 + type (hand)
  private final byte[][] boardLookup = new byte[9][256];
  private final byte[][] handLookup = new byte[9][256];

  PositionPacking(int[][] board, int[][] hand, int[][] box) {
    boardLookup[1][0] = -1; // the empty square
    for (int i = 0; i < 28; i++) {
      boardCode[i] = board[i][0];
      boardLength[i] = board[i][1];
      if (board[i][1] > 0) {
        boardLookup[board[i][1]][board[i][0]] = (byte) (1 + i);
      }
    }
    for (int i = 0; i < 14; i++) {
      handCode[i] = hand[i][0];
      handLength[i] = hand[i][1];
      handLookup[hand[i][1]][hand[i][0]] = (byte) (1 + i);
    }
    for (int i = 0; i < 7; i++) {
      boxCode[i] = box[i][0];
      boxLength[i] = box[i][1];
      handLookup[box[i][1]][box[i][0]] = (byte) (15 + i);
    }
  }

  /**
   * Whether a position can be packed in 256 bits: it has both kings and at most a set's pieces of
   * each kind (board and hands, promoted pieces counted as their kind). The same for {@link #HCP}
   * and {@link #PACKED_SFEN}; {@link #encode(Position)} throws exactly when this is false.
   *
   * @param position the position
   * @return true if it can be coded
   */
  public static boolean fits(Position position) {
    if (position.kingSquare(Color.SENTE).isEmpty() || position.kingSquare(Color.GOTE).isEmpty()) {
      return false;
    }
    int[] left = SET.clone();
    for (Color c : Color.values()) {
      for (PieceType t : HAND_ORDER) {
        left[t.ordinal()] -= position.hand(c).count(t);
      }
    }
    for (Square sq : Square.values()) {
      Optional<Piece> p = position.pieceAt(sq);
      if (p.isPresent() && p.get().type() != PieceType.KING) {
        left[p.get().type().unpromoted().ordinal()]--;
      }
    }
    for (int n : left) {
      if (n < 0) {
        return false;
      }
    }
    return true;
  }

  /**
   * Codes a position.
   *
   * @param position a position with both kings and at most a set's pieces of each kind
   * @return 32 new bytes
   * @throws IllegalArgumentException if the position lacks a king (its square would take one bit
   *     too many) or holds more pieces of a kind than a set has
   */
  public byte[] encode(Position position) {
    byte[] out = new byte[BYTES];
    encode(position, out, 0);
    return out;
  }

  /**
   * Codes a position into {@code out[offset, offset + 32)}, which is overwritten.
   *
   * @param position a position with both kings and at most a set's pieces of each kind
   * @param out the destination
   * @param offset where the 32 bytes start
   * @throws IllegalArgumentException if the position lacks a king or holds more pieces of a kind
   *     than a set has
   * @throws IndexOutOfBoundsException if the destination is too short
   */
  public void encode(Position position, byte[] out, int offset) {
    Preconditions.checkNotNull(position, "position");
    java.util.Objects.checkFromIndexSize(offset, BYTES, out.length);
    if (position.kingSquare(Color.SENTE).isEmpty() || position.kingSquare(Color.GOTE).isEmpty()) {
      throw new IllegalArgumentException(
          "a position without both kings does not fill 256 bits:" + " it cannot be coded");
    }
    int[] left = SET.clone();
    for (Color c : Color.values()) {
      for (PieceType t : HAND_ORDER) {
        left[t.ordinal()] -= position.hand(c).count(t);
      }
    }
    Bits bits = new Bits();
    bits.put(position.sideToMove() == Color.SENTE ? 0 : 1, 1);
    bits.put(position.kingSquare(Color.SENTE).get().ordinal(), 7);
    bits.put(position.kingSquare(Color.GOTE).get().ordinal(), 7);
    for (Square sq : Square.values()) {
      Optional<Piece> p = position.pieceAt(sq);
      if (p.isEmpty()) {
        bits.put(0, 1);
        continue;
      }
      Piece piece = p.get();
      if (piece.type() == PieceType.KING) {
        continue;
      }
      int i = piece.ordinal();
      bits.put(boardCode[i], boardLength[i]);
      left[piece.type().unpromoted().ordinal()]--;
    }
    for (PieceType t : HAND_ORDER) {
      int n = left[t.ordinal()];
      if (n < 0) {
        throw new IllegalArgumentException(
            "the position holds "
                + (SET[t.ordinal()] - n)
                + " "
                + t
                + " pieces, more than the "
                + SET[t.ordinal()]
                + " of a set: it cannot be coded");
      }
    }
    for (Color c : Color.values()) {
      Hand hand = position.hand(c);
      for (PieceType t : HAND_ORDER) {
        int i = c.ordinal() * 7 + t.ordinal();
        int n = hand.count(t);
        for (int k = 0; k < n; k++) {
          bits.put(handCode[i], handLength[i]);
        }
      }
    }
    for (PieceType t : HAND_ORDER) {
      for (int k = 0; k < left[t.ordinal()]; k++) {
        bits.put(boxCode[t.ordinal()], boxLength[t.ordinal()]);
      }
    }
    if (bits.position != 256) {
      throw new IllegalStateException("coded in " + bits.position + " bits instead of 256");
    }
    bits.copyTo(out, offset);
  }

  /**
   * Decodes a position.
   *
   * @param in the bytes
   * @param offset where the 32 bytes start
   * @return the position, move number 1
   * @throws TrainingDataException if the bits are no position (an unknown code, a king square
   *     beyond 80, more pieces than a set, a position the rules refuse even leniently); located at
   *     {@code offset}
   * @throws IndexOutOfBoundsException if fewer than 32 bytes follow {@code offset}
   */
  public Position decode(byte[] in, int offset) {
    java.util.Objects.checkFromIndexSize(offset, BYTES, in.length);
    Reader r = new Reader(in, offset);
    Setup.Builder b = Setup.builder();
    b.sideToMove(r.get(1) == 0 ? Color.SENTE : Color.GOTE);
    int[] kings = {r.get(7), r.get(7)};
    for (Color c : Color.values()) {
      int k = kings[c.ordinal()];
      if (k >= 81) {
        throw new TrainingDataException(offset, c + "'s king square " + k + " is beyond 80");
      }
      b.put(Square.ofIndex(k), Piece.of(c, PieceType.KING));
    }
    if (kings[0] == kings[1]) {
      throw new TrainingDataException(offset, "both kings on square index " + kings[0]);
    }
    int[] count = new int[7];
    for (int s = 0; s < 81; s++) {
      if (s == kings[0] || s == kings[1]) {
        continue;
      }
      int v = r.code(boardLookup, "square index " + s);
      if (v > 0) {
        Piece piece = Piece.ofOrdinal(v - 1);
        b.put(Square.ofIndex(s), piece);
        count[piece.type().unpromoted().ordinal()]++;
      }
    }
    int[][] hands = new int[2][7];
    while (r.position < 256) {
      int v = r.code(handLookup, "the pieces in hand");
      if (v <= 14) {
        hands[(v - 1) / 7][(v - 1) % 7]++;
        count[(v - 1) % 7]++;
      } else {
        count[v - 15]++;
      }
    }
    for (int t = 0; t < 7; t++) {
      if (count[t] > SET[t]) {
        throw new TrainingDataException(
            offset,
            count[t] + " " + TYPES[t] + " pieces, more than " + "the " + SET[t] + " of a set");
      }
    }
    for (Color c : Color.values()) {
      Hand h = Hand.EMPTY;
      for (int t = 0; t < 7; t++) {
        h = h.with(TYPES[t], hands[c.ordinal()][t]);
      }
      b.hand(c, h);
    }
    try {
      return b.build().validate(Validation.LENIENT);
    } catch (InvalidPositionException e) {
      TrainingDataException t = new TrainingDataException(offset, e.getMessage());
      t.initCause(e);
      throw t;
    }
  }

  /** 256 bits written from the least significant bit of the first byte. */
  private static final class Bits {
    private final long[] words = new long[4];
    private int position;

    void put(int code, int length) {
      if (length == 0) {
        return;
      }
      int w = position >>> 6;
      int b = position & 63;
      if (position + length > 256) {
        throw new IllegalArgumentException("the position does not fit in 256 bits");
      }
      words[w] |= (long) code << b;
      if (b + length > 64) {
        words[w + 1] |= (long) code >>> (64 - b);
      }
      position += length;
    }

    void copyTo(byte[] out, int offset) {
      for (int i = 0; i < 32; i++) {
        out[offset + i] = (byte) (words[i >>> 3] >>> ((i & 7) * 8));
      }
    }
  }

  /** Reads the bits back, in the order {@link Bits} writes them. */
  private static final class Reader {
    private final byte[] in;
    private final int offset;
    private int position;

    Reader(byte[] in, int offset) {
      this.in = in;
      this.offset = offset;
    }

    int bit() {
      int v = (in[offset + (position >>> 3)] >>> (position & 7)) & 1;
      position++;
      return v;
    }

    int get(int length) {
      int v = 0;
      for (int i = 0; i < length; i++) {
        v |= bit() << i;
      }
      return v;
    }

    /** The next code's entry in a lookup table: -1 for the empty square, else 1 + an index. */
    int code(byte[][] lookup, String where) {
      int code = 0;
      int start = position;
      for (int length = 1; length <= 8; length++) {
        if (position >= 256) {
          throw new TrainingDataException(offset, "the 256 bits end inside a code for " + where);
        }
        code |= bit() << (length - 1);
        int v = lookup[length][code];
        if (v != 0) {
          return v;
        }
      }
      throw new TrainingDataException(
          offset, "no code matches the bits at bit " + start + " (" + where + ")");
    }
  }
}
