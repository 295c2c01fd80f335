package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.HandBits;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.PieceCodes;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;

/**
 * A shogi position (局面): the board, both hands, the side to move and the move number, with its
 * legal moves, check and mate.
 *
 * <h2>Equality</h2>
 *
 * Two positions are equal when board, hands and side to move are equal: the identity used for
 * repetition (千日手). The move number is carried but not compared. {@link #zobristKey()} is a 64-bit
 * hash of the same identity, updated incrementally by {@link #play}.
 *
 * <h2>Thread safety</h2>
 *
 * Immutable and thread-safe, without locks: any number of threads may query one position at the
 * same time. The legal moves are computed on first use and cached.
 *
 * <h2>Legality</h2>
 *
 * {@link #legalMoves()} is complete: it includes every non-promotion the rules allow (also the
 * "useless" ones of pawn, bishop and rook that engines prune), and excludes nifu (二歩), dead pieces
 * (行き所のない駒), drop-pawn mate (打ち歩詰め, decided by a full test), and every move that leaves the mover's
 * king attacked. {@link #isLegal} holds exactly for its members.
 *
 * <h2>Limits</h2>
 *
 * Every position holds exact hands: a position is made only from a {@link Setup} whose pieces of
 * each kind, board and both hands together, fit in one hand ({@link Hand#capacity}: 31 pawns, 15 of
 * another kind; refused otherwise with {@link PositionProblem.Kind#HAND_CAPACITY}), so no capture
 * reached by {@link #play} can overflow a hand. The move number is 1 to {@link
 * Setup#MAX_MOVE_NUMBER}; {@link #play} keeps it there once it reaches the limit.
 */
public final class Position {
  // Never written after construction, only read: queries that need a mutable board (the
  // generator keeps intermediate results in fields and tries moves by make/unmake) run on the
  // calling thread's scratch board loaded with this one (see work()), and play works on its own
  // copy. So no lock is needed.
  private final Board board;
  private static final ThreadLocal<Board> SCRATCH = ThreadLocal.withInitial(Board::new);
  private volatile int[] legal; // packed legal moves, computed on first use

  Position(Setup setup) {
    Board b = new Board();
    for (int i = 0; i < 81; i++) {
      Piece p = setup.pieceAtIndex(i);
      if (p != null) {
        b.set(i, p.ordinal() + 1);
      }
    }
    b.setHand(0, setup.hand(Color.SENTE).packed());
    b.setHand(1, setup.hand(Color.GOTE).packed());
    b.setSideToMove(setup.sideToMove().ordinal());
    b.setPly(setup.moveNumber());
    b.refresh();
    this.board = b;
  }

  private Position(Board board) {
    if (board.ply() > Setup.MAX_MOVE_NUMBER) {
      board.setPly(Setup.MAX_MOVE_NUMBER); // the documented ceiling: play goes on, the number stays
    }
    this.board = board;
  }

  /** A position owning a board (which nobody changes after). */
  static Position ofBoard(Board board) {
    return new Position(board);
  }

  /**
   * A cursor at this position: a mutable board to play moves on and take them back, for code that
   * walks through many positions.
   *
   * @return a new cursor, the same as {@link Cursor#of Cursor.of(this)}
   */
  public Cursor cursor() {
    return Cursor.of(this);
  }

  /**
   * The even-game (平手) starting position.
   *
   * @return the start position, sente to move
   */
  public static Position initial() {
    return INITIAL;
  }

  /**
   * The answer of {@link #pieceAt} for each piece code (empty for 0): shared values, so that
   * reading a whole board allocates nothing.
   */
  private static final List<Optional<Piece>> PIECE_AT = pieceAnswers();

  private static List<Optional<Piece>> pieceAnswers() {
    ImmutableList.Builder<Optional<Piece>> b = ImmutableList.builder();
    b.add(Optional.empty());
    for (Piece p : Piece.values()) {
      b.add(Optional.of(p));
    }
    return b.build();
  }

  private static final Position INITIAL = Setup.startpos().validate();

  /**
   * Parses and strictly validates an SFEN (the word {@code startpos} is accepted).
   *
   * @param sfen the SFEN text
   * @return the position
   * @throws SfenParseException if the text is not SFEN
   * @throws InvalidPositionException if the position could not arise in a game
   */
  public static Position fromSfen(String sfen) {
    return fromSfen(sfen, Validation.STRICT);
  }

  /**
   * Parses an SFEN and validates it at the given level.
   *
   * @param sfen the SFEN text
   * @param validation how strict to be
   * @return the position
   * @throws SfenParseException if the text is not SFEN
   * @throws InvalidPositionException listing every problem the level refuses
   */
  public static Position fromSfen(String sfen, Validation validation) {
    return Sfen.parse(sfen).validate(validation);
  }

  // ---------------------------------------------------------------- contents

  /**
   * The side to move (手番).
   *
   * @return sente or gote
   */
  public Color sideToMove() {
    return sideToMove(board);
  }

  /**
   * The move number, as SFEN writes it: the number of the next move. Not part of equality. {@link
   * #play} adds one, up to {@link Setup#MAX_MOVE_NUMBER}, where the number stays.
   *
   * @return 1 to {@link Setup#MAX_MOVE_NUMBER}
   */
  public int moveNumber() {
    return board.ply();
  }

  /**
   * The piece on a square.
   *
   * @param square the square
   * @return the piece, or empty
   */
  public Optional<Piece> pieceAt(Square square) {
    return pieceAt(board, square);
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
   * @return the square, or empty when that side has no king (tsume attackers, odd setups)
   */
  public Optional<Square> kingSquare(Color color) {
    return kingSquare(board, color);
  }

  // the contents of a board, for this class and Cursor

  static Color sideToMove(Board b) {
    return b.sideToMove() == 0 ? Color.SENTE : Color.GOTE;
  }

  static Optional<Piece> pieceAt(Board b, Square square) {
    return PIECE_AT.get(b.pieceAt(square.ordinal()));
  }

  static Optional<Square> kingSquare(Board b, Color color) {
    int k = b.kingSquare(color.ordinal());
    return k < 0 ? Optional.empty() : Optional.of(Square.ofIndex(k));
  }

  /**
   * The 64-bit Zobrist key of board, hands and side to move.
   *
   * @return the key
   */
  public long zobristKey() {
    return board.key();
  }

  /**
   * This position as an unchecked setup.
   *
   * @return the setup, with the same move number
   */
  public Setup toSetup() {
    Setup.Builder b = Setup.builder();
    for (int s = 0; s < 81; s++) {
      int code = board.pieceAt(s);
      if (code != 0) {
        b.put(Square.ofIndex(s), Piece.ofOrdinal(code - 1));
      }
    }
    return b.hand(Color.SENTE, hand(Color.SENTE))
        .hand(Color.GOTE, hand(Color.GOTE))
        .sideToMove(sideToMove())
        .moveNumber(moveNumber())
        .build();
  }

  /**
   * The SFEN text.
   *
   * @return the SFEN, with canonical hand order and the move number
   */
  public String toSfen() {
    return Sfen.format(toSetup());
  }

  // ---------------------------------------------------------------- moves

  private int[] packedLegal() {
    int[] l = legal;
    if (l == null) {
      int[] buf = new int[Moves.MAX_LEGAL];
      int n = work().generateLegal(buf, 0);
      l = Arrays.copyOf(buf, n);
      legal = l;
    }
    return l;
  }

  /**
   * The calling thread's scratch board, loaded with this position: for the board's queries, which
   * write intermediate results into the board and may try moves on it. Valid until the thread's
   * next call.
   */
  private Board work() {
    Board b = SCRATCH.get();
    b.copyFrom(board);
    return b;
  }

  /**
   * Every legal move, in a fixed order: king moves first, then the other board moves by origin
   * square (promotion before non-promotion), then drops by kind (pawn, lance, knight, silver,
   * bishop, rook, gold) and square.
   *
   * @return an immutable list
   */
  public List<Move> legalMoves() {
    int[] l = packedLegal();
    ImmutableList.Builder<Move> out = ImmutableList.builderWithExpectedSize(l.length);
    for (int m : l) {
      out.add(Moves.toMove(m));
    }
    return out.build();
  }

  /**
   * The legal moves of the piece on a square: what a board UI highlights when the player picks the
   * piece up. Where a move may promote (成り) or not (不成), both moves are listed.
   *
   * @param from a square
   * @return an immutable list in the order of {@link #legalMoves()}; empty when the square is
   *     empty, holds a piece of the side not to move, or its piece has no legal move
   */
  public List<BoardMove> legalMovesFrom(Square from) {
    Preconditions.checkNotNull(from, "from");
    int f = from.ordinal();
    ImmutableList.Builder<BoardMove> out = ImmutableList.builder();
    for (int m : packedLegal()) {
      if (!Moves.isDrop(m) && Moves.from(m) == f) {
        out.add((BoardMove) Moves.toMove(m));
      }
    }
    return out.build();
  }

  /**
   * The legal moves from one square to another: none, one, or two. Two means the piece may promote
   * (成り) or not (不成), and a board UI asks the player which (成りますか); one is the only choice, for
   * example a pawn that must promote on the last rank (行き所のない駒).
   *
   * @param from the square the piece leaves
   * @param to the square it goes to
   * @return an immutable list, the promoting move first
   */
  public List<BoardMove> legalMoves(Square from, Square to) {
    Preconditions.checkNotNull(from, "from");
    Preconditions.checkNotNull(to, "to");
    int f = from.ordinal();
    int t = to.ordinal();
    ImmutableList.Builder<BoardMove> out = ImmutableList.builder();
    for (int m : packedLegal()) {
      if (!Moves.isDrop(m) && Moves.from(m) == f && Moves.to(m) == t) {
        out.add((BoardMove) Moves.toMove(m));
      }
    }
    return out.build();
  }

  /**
   * The legal drops (打つ) of one kind of piece from the hand of the side to move: the squares a
   * board UI highlights when the player picks the piece up from the hand. Drops that break nifu
   * (二歩), leave a piece dead (行き所のない駒) or give drop-pawn mate (打ち歩詰め) are not listed.
   *
   * @param type a kind that can be held in hand ({@link PieceType#handTypes()})
   * @return an immutable list ordered by square; empty when none is in hand
   * @throws IllegalArgumentException if the kind cannot be held in hand (a king, a promoted piece)
   */
  public List<Drop> legalDrops(PieceType type) {
    Preconditions.checkNotNull(type, "type");
    Preconditions.checkArgument(type.isHandType(), "%s cannot be held in hand", type);
    int k = type.ordinal();
    ImmutableList.Builder<Drop> out = ImmutableList.builder();
    for (int m : packedLegal()) {
      if (Moves.isDrop(m) && Moves.dropType(m) == k) {
        out.add((Drop) Moves.toMove(m));
      }
    }
    return out.build();
  }

  /**
   * The number of legal moves.
   *
   * @return the size of {@link #legalMoves()}
   */
  public int legalMoveCount() {
    return packedLegal().length;
  }

  /**
   * Whether the side to move has any legal move.
   *
   * @return false for checkmate and for the rare position with no move at all
   */
  public boolean hasLegalMoves() {
    int[] l = legal;
    return l != null ? l.length > 0 : work().hasLegalMove();
  }

  /**
   * Whether a move is legal here.
   *
   * @param move the move
   * @return true exactly when it is a member of {@link #legalMoves()}
   */
  public boolean isLegal(Move move) {
    Preconditions.checkNotNull(move, "move");
    int raw = Moves.raw(move);
    Board b = work();
    return b.isLegal(b.complete(raw));
  }

  /**
   * Plays a move.
   *
   * @param move a legal move
   * @return the position after it; this position is unchanged
   * @throws IllegalMoveException carrying the move, this position and the rule broken
   */
  public Position play(Move move) {
    Preconditions.checkNotNull(move, "move");
    Board next = board.copy();
    int raw = Moves.raw(move);
    int m = Moves.NONE;
    int[] l = legal;
    if (l != null) { // the legal moves are known: look the move up
      for (int candidate : l) {
        if (Moves.raw(candidate) == raw) {
          m = candidate;
          break;
        }
      }
    } else { // a direct test, exactly membership in legalMoves(), without generating them all
      m = next.complete(raw);
      if (!next.isLegal(m)) {
        m = Moves.NONE;
      }
    }
    if (m == Moves.NONE) {
      throw new IllegalMoveException(move, this, whyIllegal(move).orElseThrow());
    }
    next.doMove(m);
    return new Position(next);
  }

  /**
   * Plays a move given in USI notation.
   *
   * @param usi for example {@code "7g7f"}
   * @return the position after it
   * @throws IllegalArgumentException if the text is not a USI move
   * @throws IllegalMoveException if the move is not legal
   */
  public Position playUsi(String usi) {
    Optional<Move> m = Move.parseUsi(usi);
    Preconditions.checkArgument(m.isPresent(), "not a USI move: \"%s\"", usi);
    return play(m.get());
  }

  /**
   * Why a move is not legal here.
   *
   * @param move the move
   * @return the rule it breaks, or empty when it is legal
   */
  public Optional<IllegalMoveReason> whyIllegal(Move move) {
    if (isLegal(move)) {
      return Optional.empty();
    }
    int us = board.sideToMove();
    int to = move.to().ordinal();
    if (move instanceof Drop) {
      Drop d = (Drop) move;
      int t = d.type().ordinal();
      if (HandBits.count(board.hand(us), t) == 0) {
        return Optional.of(IllegalMoveReason.NOT_IN_HAND);
      }
      if (board.pieceAt(to) != 0) {
        return Optional.of(IllegalMoveReason.ILLEGAL_MOVEMENT);
      }
      if (!Board.canLive(us, t, to)) {
        return Optional.of(IllegalMoveReason.DEAD_PIECE);
      }
      if (t == PieceCodes.PAWN) {
        int pawn = PieceCodes.code(us, PieceCodes.PAWN);
        for (int r = 0; r < 9; r++) {
          if (board.pieceAt(to / 9 * 9 + r) == pawn) {
            return Optional.of(IllegalMoveReason.NIFU);
          }
        }
      }
      return Optional.of(
          leavesKingAttacked(board.complete(move))
              ? IllegalMoveReason.KING_LEFT_IN_CHECK
              : IllegalMoveReason.UCHIFUZUME);
    }
    BoardMove b = (BoardMove) move;
    int from = b.from().ordinal();
    int p = board.pieceAt(from);
    if (p == 0) {
      return Optional.of(IllegalMoveReason.NO_PIECE);
    }
    if (PieceCodes.color(p) != us) {
      return Optional.of(IllegalMoveReason.NOT_YOUR_PIECE);
    }
    int target = board.pieceAt(to);
    int type = PieceCodes.type(p);
    if (!work().attacks(from, to)
        || (target != 0
            && (PieceCodes.color(target) == us || PieceCodes.type(target) == PieceCodes.KING))
        || (b.promote()
            && !(PieceCodes.canPromote(type)
                && (Board.inZone(us, from) || Board.inZone(us, to))))) {
      return Optional.of(IllegalMoveReason.ILLEGAL_MOVEMENT);
    }
    if (!b.promote() && !Board.canLive(us, type, to)) {
      return Optional.of(IllegalMoveReason.DEAD_PIECE);
    }
    return Optional.of(IllegalMoveReason.KING_LEFT_IN_CHECK);
  }

  private boolean leavesKingAttacked(int m) {
    Board b = board.copy();
    int us = b.sideToMove();
    b.doMove(m);
    return b.kingSquare(us) >= 0 && b.isAttacked(b.kingSquare(us), us ^ 1);
  }

  // ---------------------------------------------------------------- check and mate

  /**
   * Whether a legal move gives check (王手): the same as {@code play(move).isCheck()} without
   * building the next position.
   *
   * @param move a legal move
   * @return true if the opponent is in check after it
   * @throws IllegalMoveException if the move is not legal here
   */
  public boolean givesCheck(Move move) {
    Preconditions.checkNotNull(move, "move");
    Board next = board.copy();
    int m = next.complete(move);
    if (!next.isLegal(m)) {
      throw new IllegalMoveException(move, this, whyIllegal(move).orElseThrow());
    }
    return next.givesCheck(m);
  }

  /**
   * Whether the side to move is in check (王手). A side without a king is never in check.
   *
   * @return true if in check
   */
  public boolean isCheck() {
    return work().inCheck();
  }

  /**
   * The squares of the pieces giving check.
   *
   * @return an immutable list, empty when not in check, two squares for a double check (両王手)
   */
  public List<Square> checkers() {
    int[] out = new int[16];
    int n = work().checkers(out);
    ImmutableList.Builder<Square> b = ImmutableList.builder();
    for (int i = 0; i < n; i++) {
      b.add(Square.ofIndex(out[i]));
    }
    return b.build();
  }

  /**
   * Whether the side to move is checkmated (詰み): in check with no legal move.
   *
   * @return true for checkmate
   */
  public boolean isCheckmate() {
    return isCheck() && !hasLegalMoves();
  }

  /** The board itself, for reading in this package (the impasse count); never written. */
  Board board() {
    return board;
  }

  boolean isAttackedKing(Color color) {
    int k = board.kingSquare(color.ordinal());
    return k >= 0 && work().isAttacked(k, color.ordinal() ^ 1);
  }

  // ---------------------------------------------------------------- identity

  @Override
  public boolean equals(Object o) {
    if (o == this) {
      return true;
    }
    if (!(o instanceof Position)) {
      return false;
    }
    Board b = ((Position) o).board;
    if (b.key() != board.key()
        || b.sideToMove() != board.sideToMove()
        || b.hand(0) != board.hand(0)
        || b.hand(1) != board.hand(1)) {
      return false;
    }
    for (int s = 0; s < 81; s++) {
      if (b.pieceAt(s) != board.pieceAt(s)) {
        return false;
      }
    }
    return true;
  }

  @Override
  public int hashCode() {
    long k = board.key();
    return (int) (k ^ (k >>> 32));
  }

  /**
   * The SFEN text.
   *
   * @return the same as {@link #toSfen()}; {@link #toBoardString()} draws the board
   */
  @Override
  public String toString() {
    return toSfen();
  }

  /**
   * The board as readable text, for a console or a log: the diagram (盤面図) in the BOD layout of KIF
   * files, as {@link io.github.shogi4j.rules.picture.TextBoard#of(Position)} writes it: gote's hand
   * (持駒), the files ９ to １, the nine ranks 一 to 九 with {@code v} before gote's pieces and {@code ・}
   * on empty squares, sente's hand, and the side to move (手番). For the start position:
   *
   * <pre>
   * 後手の持駒：なし
   *   ９ ８ ７ ６ ５ ４ ３ ２ １
   * +---------------------------+
   * |v香v桂v銀v金v玉v金v銀v桂v香|一
   * | ・v飛 ・ ・ ・ ・ ・v角 ・|二
   * |v歩v歩v歩v歩v歩v歩v歩v歩v歩|三
   * | ・ ・ ・ ・ ・ ・ ・ ・ ・|四
   * | ・ ・ ・ ・ ・ ・ ・ ・ ・|五
   * | ・ ・ ・ ・ ・ ・ ・ ・ ・|六
   * | 歩 歩 歩 歩 歩 歩 歩 歩 歩|七
   * | ・ 角 ・ ・ ・ ・ ・ 飛 ・|八
   * | 香 桂 銀 金 玉 金 銀 桂 香|九
   * +---------------------------+
   * 先手の持駒：なし
   * 先手番
   * </pre>
   *
   * <p>{@link io.github.shogi4j.rules.picture.PictureOptions} gives the other pictures (SVG, PNG),
   * a caption with the last move, and 上手/下手 for handicap games.
   *
   * @return the lines, each ending with a line feed
   */
  public String toBoardString() {
    return io.github.shogi4j.rules.picture.TextBoard.of(this);
  }
}
