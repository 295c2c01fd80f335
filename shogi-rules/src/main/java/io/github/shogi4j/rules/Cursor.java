package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import java.util.Arrays;
import java.util.Optional;
import java.util.function.Consumer;

/**
 * A mutable position that moves are played on and taken back (局面を進める・戻す), for code that walks
 * through many positions: a record reader replaying a game, a validator, a perft or a search of
 * one's own. Where {@link Position#play} makes a new position for every move, a cursor changes one
 * board in place, and its queries (legality, check, the legal moves) work on that board without
 * making a {@link Position} or a list of moves.
 *
 * <p>A cursor starts at a position ({@link #of}) and keeps the moves played since, so that {@link
 * #undo} takes them back in reverse order. {@link #toPosition()} takes an immutable snapshot at any
 * time.
 *
 * <h2>Checked and unchecked play</h2>
 *
 * {@link #play} refuses an illegal move with an {@link IllegalMoveException} and {@link
 * #playIfLegal} with {@code false}; both test the move exactly as {@link Position#isLegal} does.
 * {@link #playUnchecked} skips that test, for moves the caller knows to be legal here (a move the
 * cursor itself listed, or one that was tested on this very position): it must be a legal move of
 * the position as it stands. An illegal one is not detected and leaves the cursor in an unspecified
 * state (for example a piece on a square it cannot reach, or a board no position can have), on
 * which every later answer is unspecified too, until the cursor is dropped; {@link #undo} does not
 * repair it.
 *
 * <h2>Thread safety</h2>
 *
 * Not thread-safe: a cursor belongs to one thread at a time. Its queries change internal scratch
 * state too, so even concurrent reads need external locking. Positions taken with {@link
 * #toPosition()} are independent, immutable and thread-safe.
 */
public final class Cursor {
  /**
   * The most legal moves any position has (593 are known to be possible): room enough for {@link
   * #legalMoves(Move[])}.
   */
  public static final int MAX_LEGAL_MOVES = Moves.MAX_LEGAL;

  private final Board board;

  /** The packed moves played since the start, taken back by {@link #undo}. */
  private int[] played;

  private int depth;

  /** Whether the side to move is in check: 0 not known, 1 no, 2 yes. */
  private int check;

  /**
   * The squares of the pieces that reach a square ({@link #legalMovesTo}): one buffer per thread,
   * not per cursor, as readers make a cursor for every record and variation.
   */
  private static final ThreadLocal<int[]> ATTACKERS = ThreadLocal.withInitial(() -> new int[81]);

  /** The legal moves of each depth being iterated by {@link #forEachLegalMove} (made on use). */
  private int[][] legalBuffers;

  /**
   * Whether the side not to move at the start is out of check, as after any legal move: then a move
   * that cannot reach the enemy king ({@code Board.mayGiveCheck}) leaves the opponent out of check,
   * known without a test.
   */
  private final boolean startSafe;

  private Cursor(Board board, int[] played, int depth, boolean startSafe) {
    this.board = board;
    this.played = played;
    this.depth = depth;
    this.startSafe = startSafe;
  }

  /**
   * A cursor at a position, with no move to take back.
   *
   * @param position the position to start from (not changed: the cursor has its own board)
   * @return a new cursor
   */
  public static Cursor of(Position position) {
    Preconditions.checkNotNull(position, "position");
    Board b = position.board().copy();
    int them = b.sideToMove() ^ 1;
    int k = b.kingSquare(them);
    return new Cursor(b, new int[16], 0, k < 0 || !b.isAttacked(k, them ^ 1));
  }

  /**
   * An independent copy: the same position and the same moves to take back.
   *
   * @return a new cursor
   */
  public Cursor copy() {
    Cursor c = new Cursor(board.copy(), played.clone(), depth, startSafe);
    c.check = check;
    return c;
  }

  /**
   * An immutable snapshot of the position as it stands.
   *
   * @return the position; later moves on this cursor do not change it
   */
  public Position toPosition() {
    return Position.ofBoard(board.copy());
  }

  // ---------------------------------------------------------------- contents

  /**
   * The side to move (手番).
   *
   * @return sente or gote
   */
  public Color sideToMove() {
    return Position.sideToMove(board);
  }

  /**
   * The move number, as {@link Position#moveNumber()} gives it: the number of the next move.
   *
   * @return 1 or more
   */
  public int moveNumber() {
    return Math.min(board.ply(), Setup.MAX_MOVE_NUMBER);
  }

  /**
   * The piece on a square.
   *
   * @param square the square
   * @return the piece, or empty
   */
  public Optional<Piece> pieceAt(Square square) {
    return Position.pieceAt(board, square);
  }

  /**
   * A side's pieces in hand (持ち駒).
   *
   * @param color the side
   * @return its hand
   */
  public Hand hand(Color color) {
    return Hand.ofPacked(board.hand(color.ordinal()));
  }

  /**
   * Where a side's king stands.
   *
   * @param color the side
   * @return the square, or empty when that side has no king
   */
  public Optional<Square> kingSquare(Color color) {
    return Position.kingSquare(board, color);
  }

  /**
   * The 64-bit Zobrist key of board, hands and side to move: equal to {@link Position#zobristKey()}
   * of {@link #toPosition()}.
   *
   * @return the key
   */
  public long zobristKey() {
    return board.key();
  }

  /**
   * Whether the side to move is in check (王手). A side without a king is never in check.
   *
   * @return true if in check
   */
  public boolean isCheck() {
    int c = check;
    if (c == 0) {
      c = board.inCheck() ? 2 : 1;
      check = c;
    }
    return c == 2;
  }

  // ---------------------------------------------------------------- moves

  /**
   * The number of moves played on this cursor that {@link #undo} can take back.
   *
   * @return 0 at the start
   */
  public int movesPlayed() {
    return depth;
  }

  /**
   * The last move played and not taken back.
   *
   * @return the move, or empty at the start
   */
  public Optional<Move> lastMove() {
    return depth == 0 ? Optional.empty() : Optional.of(Moves.toMove(played[depth - 1]));
  }

  /**
   * Whether a move is legal here.
   *
   * @param move the move
   * @return the same as {@link Position#isLegal} on {@link #toPosition()}
   */
  public boolean isLegal(Move move) {
    Preconditions.checkNotNull(move, "move");
    return board.isLegal(board.complete(move), isCheck());
  }

  /**
   * Why a move is not legal here.
   *
   * @param move the move
   * @return the rule it breaks, as {@link Position#whyIllegal} gives it, or empty when it is legal
   */
  public Optional<IllegalMoveReason> whyIllegal(Move move) {
    Preconditions.checkNotNull(move, "move");
    return isLegal(move) ? Optional.empty() : toPosition().whyIllegal(move);
  }

  /**
   * Whether a legal move gives check (王手).
   *
   * @param move a legal move
   * @return true if the opponent is in check after it
   * @throws IllegalMoveException if the move is not legal here
   */
  public boolean givesCheck(Move move) {
    int m = legalOrThrow(move);
    return board.givesCheck(m);
  }

  /**
   * Plays a legal move.
   *
   * @param move the move
   * @throws IllegalMoveException if the move is not legal here (nothing changes)
   */
  public void play(Move move) {
    push(legalOrThrow(move));
  }

  /**
   * Plays a move when it is legal.
   *
   * @param move the move
   * @return true if it was played, false (nothing changes) if it is not legal here
   */
  public boolean playIfLegal(Move move) {
    Preconditions.checkNotNull(move, "move");
    int m = board.complete(move);
    if (!board.isLegal(m, isCheck())) {
      return false;
    }
    push(m);
    return true;
  }

  /**
   * Plays a move without testing that it is legal: only for a move known to be legal in the
   * position as it stands (see the class documentation for what an illegal one does).
   *
   * @param move a legal move
   */
  public void playUnchecked(Move move) {
    push(board.complete(move));
  }

  /**
   * Takes back the last move played.
   *
   * @throws IllegalStateException if no move was played ({@link #movesPlayed()} is 0)
   */
  public void undo() {
    Preconditions.checkState(depth > 0, "no move to take back");
    board.undoMove(played[--depth]);
    check = 0;
  }

  private int legalOrThrow(Move move) {
    Preconditions.checkNotNull(move, "move");
    int m = board.complete(move);
    if (!board.isLegal(m, isCheck())) {
      Position here = toPosition();
      throw new IllegalMoveException(move, here, here.whyIllegal(move).orElseThrow());
    }
    return m;
  }

  private void push(int m) {
    if (depth == played.length) {
      played = Arrays.copyOf(played, depth * 2);
    }
    // the mover's king is safe after a legal move, so the opponent is in check only when m may
    // give it (or when the start itself had the side not to move in check)
    boolean quiet = (depth > 0 || startSafe) && !board.mayGiveCheck(m);
    played[depth++] = m;
    board.doMove(m);
    check = quiet ? 1 : 0;
  }

  // ---------------------------------------------------------------- legal moves

  /**
   * Writes the legal moves into an array, in the order of {@link Position#legalMoves()}.
   *
   * @param out receives the moves from index 0; at least {@link #MAX_LEGAL_MOVES} long, or as long
   *     as the moves of this position
   * @return how many were written
   * @throws IndexOutOfBoundsException if the array is too short for this position's moves
   */
  public int legalMoves(Move[] out) {
    int[] buf = buffer(depth);
    int n = board.generateLegal(buf, 0);
    if (n > out.length) {
      throw new IndexOutOfBoundsException(n + " legal moves, room for " + out.length);
    }
    for (int i = 0; i < n; i++) {
      out[i] = Moves.toMove(buf[i]);
    }
    return n;
  }

  /**
   * Gives each legal move to an action, in the order of {@link Position#legalMoves()}, without
   * making a list. The action may play moves on this cursor (a perft, a search) provided it takes
   * them back before it returns, so that the cursor stands where it was for the next move.
   *
   * @param action called once per legal move
   * @throws IllegalStateException if the action left the cursor at another position
   */
  public void forEachLegalMove(Consumer<? super Move> action) {
    Preconditions.checkNotNull(action, "action");
    int d = depth;
    int[] buf = buffer(d);
    int n = board.generateLegal(buf, 0);
    long key = board.key();
    for (int i = 0; i < n; i++) {
      action.accept(Moves.toMove(buf[i]));
      Preconditions.checkState(
          depth == d && board.key() == key, "the action did not take back its moves");
    }
  }

  /**
   * The number of legal moves.
   *
   * @return the same as {@link Position#legalMoveCount()}
   */
  public int legalMoveCount() {
    return board.generateLegal(buffer(depth), 0);
  }

  /**
   * Whether the side to move has any legal move.
   *
   * @return false for checkmate and for the rare position with no move at all
   */
  public boolean hasLegalMoves() {
    return board.hasLegalMove();
  }

  /**
   * Whether the side to move is checkmated (詰み): in check with no legal move.
   *
   * @return true for checkmate
   */
  public boolean isCheckmate() {
    return isCheck() && !hasLegalMoves();
  }

  /**
   * The legal board moves of the side to move's pieces of one kind to one square, with or without
   * promotion (成り/不成) as asked: the candidates a reader of move text such as {@code ７六歩} chooses
   * among, found among the pieces that reach the square without listing every legal move.
   *
   * @param to the destination
   * @param type the kind of the moving piece, as it stands before the move
   * @param promote whether the moves promote
   * @param out receives the moves from index 0, by origin square (room for 18 is always enough)
   * @return how many were written
   * @throws IndexOutOfBoundsException if the array is too short
   */
  public int legalMovesTo(Square to, PieceType type, boolean promote, Move[] out) {
    int t = to.ordinal();
    int us = board.sideToMove();
    int code = PieceCodes.code(us, type.ordinal());
    int captured = board.pieceAt(t);
    int[] from = ATTACKERS.get();
    int n = board.attackerSquares(t, us, from);
    boolean inCheck = isCheck();
    int count = 0;
    for (int i = 0; i < n; i++) {
      int f = from[i];
      if (board.pieceAt(f) == code) {
        int m = Moves.board(f, t, promote, code, captured);
        if (board.isLegal(m, inCheck)) {
          out[count++] = Moves.toMove(m);
        }
      }
    }
    return count;
  }

  /** The move buffer of a depth, made on first use. */
  private int[] buffer(int d) {
    int[][] b = legalBuffers;
    if (b == null || d >= b.length) {
      b = legalBuffers = Arrays.copyOf(b == null ? new int[0][] : b, Math.max(d + 1, 8));
    }
    int[] buf = b[d];
    if (buf == null) {
      buf = b[d] = new int[Moves.MAX_LEGAL];
    }
    return buf;
  }

  /**
   * The position as text, for debugging.
   *
   * @return the SFEN of {@link #toPosition()}
   */
  @Override
  public String toString() {
    return toPosition().toSfen();
  }
}
