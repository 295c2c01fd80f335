package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * An unchecked arrangement: pieces on squares, both hands, the side to move and the move number. A
 * setup can hold anything, including positions no game reaches (one king or none, a third bishop,
 * nifu), as test suites and tsume problems write them. {@link #validate(Validation)} turns it into
 * a {@link Position}.
 *
 * <h2>Limits</h2>
 *
 * The move number is 1 to {@link #MAX_MOVE_NUMBER}. Hand counts are 0 to {@link Hand#capacity} (31
 * pawns, 15 of another kind), and validation refuses, at every level, a setup whose pieces of one
 * kind (board and both hands together) would not fit in one hand ({@link
 * PositionProblem.Kind#HAND_CAPACITY}), so that no capture can overflow a hand.
 *
 * <p>Immutable and thread-safe. Equality covers every field, including the move number.
 */
public final class Setup {
  /**
   * The largest move number (SFEN's fourth field) a setup or position holds: one billion. Far
   * beyond any game, and far enough below {@code Integer.MAX_VALUE} that a search from such a
   * position can count its plies without overflow; {@link Position#play} keeps the number at this
   * limit once it reaches it.
   */
  public static final int MAX_MOVE_NUMBER = 1_000_000_000;

  private static final Setup EMPTY =
      new Setup(new Piece[81], Hand.EMPTY, Hand.EMPTY, Color.SENTE, 1);

  private final Piece[] board; // null entries are empty squares; never exposed
  private final Hand senteHand;
  private final Hand goteHand;
  private final Color sideToMove;
  private final int moveNumber;

  /**
   * The position of this setup once made (made at most once per thread that races for it; a {@link
   * Position} is immutable and publishes safely through its final field).
   */
  private Position position;

  private Setup(Piece[] board, Hand senteHand, Hand goteHand, Color sideToMove, int moveNumber) {
    this.board = board;
    this.senteHand = senteHand;
    this.goteHand = goteHand;
    this.sideToMove = sideToMove;
    this.moveNumber = moveNumber;
  }

  /**
   * The empty board, empty hands, sente to move, move number 1.
   *
   * @return the empty setup
   */
  public static Setup empty() {
    return EMPTY;
  }

  /**
   * The even-game (平手) starting arrangement.
   *
   * @return the start setup
   */
  public static Setup startpos() {
    return Sfen.parse(Sfen.STARTPOS);
  }

  /**
   * A builder starting from the empty setup.
   *
   * @return a new builder
   */
  public static Builder builder() {
    return new Builder(EMPTY);
  }

  /**
   * A builder starting from this setup.
   *
   * @return a new builder
   */
  public Builder toBuilder() {
    return new Builder(this);
  }

  /**
   * The piece on a square.
   *
   * @param square the square
   * @return the piece, or empty for an empty square
   */
  public Optional<Piece> pieceAt(Square square) {
    return Optional.ofNullable(board[square.ordinal()]);
  }

  /**
   * A side's hand.
   *
   * @param color the side
   * @return its hand
   */
  public Hand hand(Color color) {
    return color == Color.SENTE ? senteHand : goteHand;
  }

  /**
   * The side to move (手番).
   *
   * @return sente or gote
   */
  public Color sideToMove() {
    return sideToMove;
  }

  /**
   * The move number as SFEN writes it: the number of the next move.
   *
   * @return 1 to {@link #MAX_MOVE_NUMBER}
   */
  public int moveNumber() {
    return moveNumber;
  }

  /**
   * The setup seen from the other side: the board turned 180 degrees, every piece's color swapped,
   * the hands exchanged and the other side to move.
   *
   * @return the color-flipped setup
   */
  public Setup flip() {
    Piece[] b = new Piece[81];
    for (int i = 0; i < 81; i++) {
      Piece p = board[80 - i];
      b[i] = p == null ? null : Piece.of(p.color().opposite(), p.type());
    }
    return new Setup(b, goteHand, senteHand, sideToMove.opposite(), moveNumber);
  }

  /**
   * The SFEN text of this setup.
   *
   * @return for example {@code "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"}
   */
  public String toSfen() {
    return Sfen.format(this);
  }

  /**
   * Every problem that the given validation level finds, in board order.
   *
   * @param validation how strict to be
   * @return the problems; empty when the setup is acceptable
   */
  public List<PositionProblem> problems(Validation validation) {
    List<PositionProblem> out = new ArrayList<>();
    int[] kings = new int[2];
    int[][] counts = new int[2][7];
    for (int i = 0; i < 81; i++) {
      Piece p = board[i];
      if (p == null) {
        continue;
      }
      if (p.type() == PieceType.KING) {
        Square sq = Square.ofIndex(i);
        if (++kings[p.color().ordinal()] == 2) {
          out.add(
              new PositionProblem(
                  PositionProblem.Kind.TWO_KINGS,
                  Optional.of(sq),
                  p.color() + " has a second king on " + sq.toUsi()));
        }
      } else {
        counts[p.color().ordinal()][p.type().unpromoted().ordinal()]++;
      }
    }
    // Any piece of a kind can end up in one hand (captured, dropped, captured again): a position is
    // refused at every level when a kind's pieces together would not fit there.
    int[] total = new int[7];
    for (PieceType t : PieceType.handTypes()) {
      int k = t.ordinal();
      int onBoard = counts[0][k] + counts[1][k];
      total[k] = onBoard + senteHand.count(t) + goteHand.count(t);
      if (total[k] > Hand.capacity(t)) {
        out.add(
            new PositionProblem(
                PositionProblem.Kind.HAND_CAPACITY,
                Optional.empty(),
                total[k]
                    + " "
                    + t
                    + " pieces (board "
                    + onBoard
                    + ", sente hand "
                    + senteHand.count(t)
                    + ", gote hand "
                    + goteHand.count(t)
                    + ") are more than one hand can hold ("
                    + Hand.capacity(t)
                    + ")"));
      }
    }
    if (validation == Validation.LENIENT) {
      return out;
    }
    for (Color c : Color.values()) {
      if (kings[c.ordinal()] == 0 && !(validation == Validation.TSUME && c == sideToMove)) {
        out.add(
            new PositionProblem(
                PositionProblem.Kind.MISSING_KING, Optional.empty(), c + " has no king"));
      }
    }
    for (int i = 0; i < 81; i++) {
      Piece p = board[i];
      if (p == null || p.type().isPromoted()) {
        continue;
      }
      Square sq = Square.ofIndex(i);
      if (!canLive(p, sq)) {
        out.add(
            new PositionProblem(
                PositionProblem.Kind.DEAD_PIECE,
                Optional.of(sq),
                p.color() + " " + p.type() + " on " + sq.toUsi() + " can never move"));
      }
    }
    for (Color c : Color.values()) {
      Piece pawn = Piece.of(c, PieceType.PAWN);
      for (int file = 1; file <= 9; file++) {
        int n = 0;
        for (int rank = 1; rank <= 9; rank++) {
          Square sq = Square.of(file, rank);
          if (board[sq.ordinal()] == pawn && ++n == 2) {
            out.add(
                new PositionProblem(
                    PositionProblem.Kind.NIFU,
                    Optional.of(sq),
                    c + " has two unpromoted pawns on file " + file));
          }
        }
      }
    }
    int[] setSize = {18, 4, 4, 4, 2, 2, 4};
    for (PieceType t : PieceType.handTypes()) {
      int n = total[t.ordinal()];
      if (n > setSize[t.ordinal()]) {
        out.add(
            new PositionProblem(
                PositionProblem.Kind.TOO_MANY_PIECES,
                Optional.empty(),
                n
                    + " "
                    + t
                    + " pieces on the board and in hand; a set has "
                    + setSize[t.ordinal()]));
      }
    }
    if (kings[0] <= 1 && kings[1] <= 1) {
      Position lenient = position();
      Color other = sideToMove.opposite();
      if (lenient.isAttackedKing(other)) {
        out.add(
            new PositionProblem(
                PositionProblem.Kind.OPPONENT_IN_CHECK,
                lenient.kingSquare(other),
                other + ", not to move, is in check"));
      }
    }
    return out;
  }

  private static boolean canLive(Piece p, Square sq) {
    int rel = sq.relativeRank(p.color());
    switch (p.type()) {
      case PAWN:
      case LANCE:
        return rel >= 2;
      case KNIGHT:
        return rel >= 3;
      default:
        return true;
    }
  }

  /**
   * Validates this setup into a position.
   *
   * @param validation how strict to be
   * @return the position
   * @throws InvalidPositionException listing every problem, if any
   */
  public Position validate(Validation validation) {
    List<PositionProblem> problems = problems(validation);
    if (!problems.isEmpty()) {
      throw new InvalidPositionException(problems);
    }
    return position();
  }

  /** The position of this setup, unchecked (made once: validation and its result share it). */
  private Position position() {
    Position p = position;
    if (p == null) {
      p = new Position(this);
      position = p;
    }
    return p;
  }

  /** The piece on a square index ({@link Square#ordinal()}), null when empty (for Position). */
  Piece pieceAtIndex(int index) {
    return board[index];
  }

  /**
   * Validates this setup strictly (as {@link Validation#STRICT}).
   *
   * @return the position
   * @throws InvalidPositionException listing every problem, if any
   */
  public Position validate() {
    return validate(Validation.STRICT);
  }

  @Override
  public boolean equals(Object o) {
    if (!(o instanceof Setup)) {
      return false;
    }
    Setup s = (Setup) o;
    return Arrays.equals(board, s.board)
        && senteHand.equals(s.senteHand)
        && goteHand.equals(s.goteHand)
        && sideToMove == s.sideToMove
        && moveNumber == s.moveNumber;
  }

  @Override
  public int hashCode() {
    return ((Arrays.hashCode(board) * 31 + senteHand.hashCode()) * 31 + goteHand.hashCode()) * 31
        + sideToMove.hashCode() * 7
        + moveNumber;
  }

  /**
   * The SFEN text.
   *
   * @return the same as {@link #toSfen()}
   */
  @Override
  public String toString() {
    return toSfen();
  }

  /** A mutable builder of {@link Setup}s. Not thread-safe. */
  public static final class Builder {
    private final Piece[] board;
    private Hand senteHand;
    private Hand goteHand;
    private Color sideToMove;
    private int moveNumber;

    private Builder(Setup from) {
      board = from.board.clone();
      senteHand = from.senteHand;
      goteHand = from.goteHand;
      sideToMove = from.sideToMove;
      moveNumber = from.moveNumber;
    }

    /**
     * Puts a piece on a square, replacing what was there.
     *
     * @param square the square
     * @param piece the piece
     * @return this builder
     */
    public Builder put(Square square, Piece piece) {
      board[square.ordinal()] = Preconditions.checkNotNull(piece, "piece");
      return this;
    }

    /**
     * Empties a square.
     *
     * @param square the square
     * @return this builder
     */
    public Builder remove(Square square) {
      board[square.ordinal()] = null;
      return this;
    }

    /**
     * Sets a side's hand.
     *
     * @param color the side
     * @param hand its hand
     * @return this builder
     */
    public Builder hand(Color color, Hand hand) {
      Preconditions.checkNotNull(hand, "hand");
      if (color == Color.SENTE) {
        senteHand = hand;
      } else {
        goteHand = hand;
      }
      return this;
    }

    /**
     * Sets the side to move.
     *
     * @param color the side
     * @return this builder
     */
    public Builder sideToMove(Color color) {
      sideToMove = Preconditions.checkNotNull(color, "color");
      return this;
    }

    /**
     * Sets the move number.
     *
     * @param number 1 to {@link #MAX_MOVE_NUMBER}
     * @return this builder
     * @throws IllegalArgumentException if the number is outside that range
     */
    public Builder moveNumber(int number) {
      Preconditions.checkArgument(
          number >= 1 && number <= MAX_MOVE_NUMBER,
          "move number %s is outside 1..%s",
          number,
          MAX_MOVE_NUMBER);
      moveNumber = number;
      return this;
    }

    /**
     * The setup built so far.
     *
     * @return a new immutable setup
     */
    public Setup build() {
      return new Setup(board.clone(), senteHand, goteHand, sideToMove, moveNumber);
    }
  }
}
