package io.github.shogi4j.rules.internal;

import static io.github.shogi4j.rules.internal.Bitboards.SQ_HI;
import static io.github.shogi4j.rules.internal.Bitboards.SQ_LO;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_HI;
import static io.github.shogi4j.rules.internal.Bitboards.STEP_LO;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import java.util.Optional;

/**
 * The mutable board behind {@code Position}: bitboards (81 squares in two longs, see {@link
 * Bitboards}) per piece type and per color, a mailbox of piece codes, two packed hands (持ち駒), the
 * side to move (手番), the ply and an incrementally updated Zobrist key, with make/unmake and
 * complete legal move generation into int buffers.
 *
 * <p>This class holds the state and is the entry point the rest of the code calls; the work is done
 * by stateless helpers of this package that read and write its package-private fields: {@link
 * Attacks} (attacks, sliding rays, checkers and pins), {@link MakeUnmake} (make/unmake and the
 * Zobrist key change), {@link MoveGen} (legal generation: board moves, drops, evasions), {@link
 * StagedGen} (pseudo-legal and staged generation for a search), {@link MoveCount} (bulk counting),
 * {@link Legality} (whether a move leaves the king safe, and checks), {@link DropPawnMate} (打ち歩詰め)
 * and {@link PerftCounter}. No other class touches those fields.
 *
 * <p>Invariants between public calls: the type and color bitboards and the occupancy agree with the
 * mailbox; the king squares are those of the kings (-1 for none); the key is {@link #computeKey()}.
 * Setup ({@link #set}, {@link #setHand}, {@link #setSideToMove}) breaks them until {@link
 * #refresh()}.
 *
 * <p>Legal moves are generated directly: pinned pieces move only along their pin line, check
 * evasions are generated as king moves, captures of the checker and interpositions, and king moves
 * are tested with the king lifted off the board (so it cannot hide behind itself on a slider's
 * line). Drop-pawn mate (打ち歩詰め) is decided by a full test of the defender's replies: king escapes,
 * an undefended pawn, and captures by pieces that may legally move.
 *
 * <p>Not thread-safe: each thread works on its own copy. Square indexes are file-major ({@code
 * (file - 1) * 9 + rank - 1}); colors are 0 (sente) and 1 (gote).
 */
public final class Board {
  final byte[] squares = new byte[81];

  /**
   * All bitboards in one array (one allocation per copy): by type ordinal 0..13 (both colors) low
   * words at 0..13 and high words at 14..27, by color low words at 28..29, high at 30..31.
   */
  final long[] bb = new long[32];

  long occLo;

  long occHi;

  /** Hands at 0..1, king squares (or -1) at 2..3. */
  final int[] st = {0, 0, -1, -1};

  int side;

  int ply = 1;

  long key;

  /**
   * The result pair of the two-word computations of the helpers ({@link Attacks}, {@link MoveGen},
   * ...): a helper leaves a bitboard here, its caller reads it before the next call (a Board is
   * single-threaded).
   */
  long rLo;

  long rHi;

  /** The second result pair of {@link Attacks#checkersAndPins}: the pinned pieces. */
  long pinLo;

  long pinHi;

  /** {@link MoveGen#hasLegalMove}'s move buffer, allocated on first use. */
  int[] scratch;

  // Perft's state (see PerftCounter), allocated on the first perft deeper than one ply and never
  // copied: the move stack, Moves.MAX_LEGAL entries a ply; at the ply before the last, the counts
  // PerftCounter.keepCounts took of one side's non-king pieces (the steppers' total, and by slider
  // its square, its count and its empty-board reach, low word at 2i and high at 2i + 1) and the
  // squares whose occupancy the move played since then changed; the pieces of that side pinned to
  // its king, valid while keptPins; the lines through the enemy king and its square.
  int[] stack;
  int keptSteppers;
  int keptSliders;
  int[] keptSquare;
  int[] keptCount;
  long[] keptReach;
  long changedLo;
  long changedHi;
  boolean keptPins;
  long keptPinLo;
  long keptPinHi;
  long aroundLo;
  long aroundHi;

  /** An empty board, sente to move, ply 1. */
  public Board() {}

  /**
   * A board with a position's contents, read through the position's public accessors. For the start
   * of a search or of another call on a public position, never per node.
   *
   * @param position the position
   * @return a new board the caller owns
   */
  public static Board of(Position position) {
    Board b = new Board();
    for (int s = 0; s < 81; s++) {
      Optional<Piece> p = position.pieceAt(Square.ofIndex(s)); // shared values: no allocation
      if (p.isPresent()) {
        b.set(s, p.get().ordinal() + 1);
      }
    }
    b.setHand(0, HandBits.of(position.hand(Color.SENTE)));
    b.setHand(1, HandBits.of(position.hand(Color.GOTE)));
    b.setSideToMove(position.sideToMove().ordinal());
    b.setPly(position.moveNumber());
    b.refresh();
    return b;
  }

  /**
   * A position with this board's contents, made through the public {@link Setup} path (validated at
   * {@link Validation#LENIENT}, which a board reached by legal moves from a position always
   * passes). The move number stops at {@link Setup#MAX_MOVE_NUMBER}. For a result or a message,
   * never per node.
   *
   * @return the position; this board is not retained
   */
  public Position toPosition() {
    Setup.Builder b = Setup.builder();
    for (int s = 0; s < 81; s++) {
      if (squares[s] != 0) {
        b.put(Square.ofIndex(s), Piece.ofOrdinal(squares[s] - 1));
      }
    }
    return b.hand(Color.SENTE, HandBits.toHand(st[0]))
        .hand(Color.GOTE, HandBits.toHand(st[1]))
        .sideToMove(side == 0 ? Color.SENTE : Color.GOTE)
        .moveNumber(Math.min(Math.max(ply, 1), Setup.MAX_MOVE_NUMBER))
        .build()
        .validate(Validation.LENIENT);
  }

  /**
   * The packed move on this board for a public move, its piece fields filled in from the board
   * ({@link #complete}). Not checked for legality.
   *
   * @param move the move value
   * @return the packed move, or {@link Moves#NONE} when a field is out of range
   */
  public int complete(Move move) {
    return complete(Moves.raw(move));
  }

  /**
   * A copy with its own state.
   *
   * @return the copy
   */
  public Board copy() {
    Board b = new Board();
    b.copyFrom(this);
    return b;
  }

  /**
   * Makes this board a copy of another one, without allocating (a scratch board reused for many
   * positions). Only reads {@code source}.
   *
   * @param source the board to copy
   */
  public void copyFrom(Board source) {
    System.arraycopy(source.squares, 0, squares, 0, 81);
    System.arraycopy(source.bb, 0, bb, 0, 32);
    System.arraycopy(source.st, 0, st, 0, 4);
    occLo = source.occLo;
    occHi = source.occHi;
    side = source.side;
    ply = source.ply;
    key = source.key;
  }

  /**
   * Puts a piece code on a square (0 empties it). Call {@link #refresh()} when setup is done.
   *
   * @param sq square index
   * @param code piece code or 0
   */
  public void set(int sq, int code) {
    squares[sq] = (byte) code;
  }

  /**
   * Sets a side's packed hand. Call {@link #refresh()} when setup is done.
   *
   * @param color 0 or 1
   * @param hand packed hand
   */
  public void setHand(int color, int hand) {
    st[color] = hand;
  }

  /**
   * Sets the side to move. Call {@link #refresh()} when setup is done.
   *
   * @param color 0 or 1
   */
  public void setSideToMove(int color) {
    side = color;
  }

  /**
   * Sets the ply (the SFEN move number).
   *
   * @param ply the move number
   */
  public void setPly(int ply) {
    this.ply = ply;
  }

  /** Recomputes the bitboards, the key and the king squares after setup. */
  public void refresh() {
    st[2 + 0] = -1;
    st[2 + 1] = -1;
    java.util.Arrays.fill(bb, 0);
    occLo = occHi = 0;
    for (int s = 0; s < 81; s++) {
      int p = squares[s];
      if (p != 0) {
        MakeUnmake.xorPiece(this, p, s);
        if (PieceCodes.type(p) == PieceCodes.KING) {
          st[2 + PieceCodes.color(p)] = s;
        }
      }
    }
    key = MakeUnmake.computeKey(this);
  }

  /**
   * The piece code on a square.
   *
   * @param sq square index
   * @return the code, 0 when empty
   */
  public int pieceAt(int sq) {
    return squares[sq];
  }

  /**
   * A side's packed hand.
   *
   * @param color 0 or 1
   * @return the packed hand
   */
  public int hand(int color) {
    return st[color];
  }

  /**
   * The side to move.
   *
   * @return 0 sente, 1 gote
   */
  public int sideToMove() {
    return side;
  }

  /**
   * The ply: the SFEN move number of this position.
   *
   * @return the move number
   */
  public int ply() {
    return ply;
  }

  /**
   * The incrementally maintained Zobrist key.
   *
   * @return the key
   */
  public long key() {
    return key;
  }

  /**
   * A side's king square.
   *
   * @param color 0 or 1
   * @return the square index, or -1 when that side has no king
   */
  public int kingSquare(int color) {
    return st[2 + color];
  }

  /**
   * The key computed from scratch (for tests of the incremental key).
   *
   * @return the key
   */
  public long computeKey() {
    return MakeUnmake.computeKey(this);
  }

  /**
   * Plays a packed move (as generated, with its piece fields) without any legality check.
   *
   * @param m packed move
   */
  public void doMove(int m) {
    key ^= MakeUnmake.keyChange(m, side, st[side]);
    MakeUnmake.make(this, m);
    ply++;
  }

  /**
   * The Zobrist key the board will have once a move is played, without playing it (a search that
   * prefetches the hash table entry of the position a move leads to, or that scores a leaf without
   * playing its move).
   *
   * @param m packed move, as generated for the side to move
   * @return {@link #key()} after {@link #doMove doMove(m)}
   */
  public long keyAfter(int m) {
    return key ^ MakeUnmake.keyChange(m, side, st[side]);
  }

  /**
   * Takes back the move last played with {@link #doMove}.
   *
   * @param m the same packed move
   */
  public void undoMove(int m) {
    MakeUnmake.unmake(this, m);
    key ^= MakeUnmake.keyChange(m, side, st[side]);
    ply--;
  }

  /**
   * Takes back the move last played with {@link #doMove}, given the key the board had before it: a
   * search that kept that key spares recomputing the key's change.
   *
   * @param m the same packed move
   * @param keyBefore {@link #key()} before the move was played
   */
  public void undoMove(int m, long keyBefore) {
    MakeUnmake.unmake(this, m);
    key = keyBefore;
    ply--;
  }

  /**
   * Whether any piece of {@code by} attacks the square.
   *
   * @param sq square index
   * @param by 0 or 1
   * @return true if attacked
   */
  public boolean isAttacked(int sq, int by) {
    return Attacks.attacked(this, sq, by, occLo, occHi);
  }

  /**
   * Whether the side to move is in check (王手). A side without a king is never in check.
   *
   * @return true if in check
   */
  public boolean inCheck() {
    int k = st[2 + side];
    return k >= 0 && isAttacked(k, side ^ 1);
  }

  /**
   * The squares of the pieces giving check to the side to move.
   *
   * @param out receives square indexes (two at most)
   * @return how many were written
   */
  public int checkers(int[] out) {
    int k = st[2 + side];
    if (k < 0) {
      return 0;
    }
    Attacks.attackersTo(this, k, side ^ 1, occLo, occHi);
    return Attacks.squaresOf(rLo, rHi, out, 0);
  }

  /**
   * The squares of the pieces of one color that attack a square (reach it in one move under the
   * current occupancy, whatever stands on it), in ascending order: the only pieces that may move
   * there, so a reader resolving move text tests only these.
   *
   * @param sq the square index
   * @param by 0 or 1, the attacking color
   * @param out receives the square indexes (room for 81)
   * @return how many were written
   */
  public int attackerSquares(int sq, int by, int[] out) {
    Attacks.attackersTo(this, sq, by, occLo, occHi);
    return Attacks.squaresOf(rLo, rHi, out, 0);
  }

  /**
   * For the side to move in check (王手): the squares a move other than a king move must reach to
   * answer the check, that is the checker's square and the squares between it and the king, as the
   * (low, high) words of a bitboard (squares 0-62 in bits 0-62 of the low word, 63-80 in bits 0-17
   * of the high one). No square in double check; every square when not in check or without a king.
   * Lets a search reject most pseudo-legal moves of a checked side without playing them.
   *
   * @param out receives the low word in {@code out[off]} and the high word in {@code out[off + 1]}
   * @param off where to write
   */
  public void evasionTargets(long[] out, int off) {
    Legality.evasionTargets(this, out, off);
  }

  /**
   * Whether the piece on {@code from} attacks {@code to} (moves there, ignoring whose piece is on
   * {@code to} and ignoring its own king's safety).
   *
   * @param from an occupied square
   * @param to another square
   * @return true if the piece reaches it
   */
  public boolean attacks(int from, int to) {
    Attacks.attacksOf(this, squares[from], from, occLo, occHi);
    return ((rLo & SQ_LO[to]) | (rHi & SQ_HI[to])) != 0;
  }

  /**
   * The occupied squares 0-62 (bit i for square i), for {@link MateMoveGen} and an evaluation that
   * visits only the occupied squares of a region.
   *
   * @return the low word of the occupancy
   */
  public long occupiedLo() {
    return occLo;
  }

  /**
   * The occupied squares 63-80, from bit 0 (bit i for square 63 + i).
   *
   * @return the high word of the occupancy
   */
  public long occupiedHi() {
    return occHi;
  }

  /**
   * The squares 0-62 of one color's pieces (bit i for square i), for an evaluation.
   *
   * @param color 0 or 1
   * @return the low word of that color's occupancy
   */
  public long occupiedLo(int color) {
    return bb[28 + color];
  }

  /**
   * The squares 63-80 of one color's pieces, from bit 0 (bit i for square 63 + i).
   *
   * @param color 0 or 1
   * @return the high word of that color's occupancy
   */
  public long occupiedHi(int color) {
    return bb[30 + color];
  }

  /**
   * The squares 0-62 of the pieces of one type, both colors (bit i for square i), for an
   * evaluation.
   *
   * @param type type ordinal 0..13
   * @return the low word of that type's occupancy
   */
  public long typeLo(int type) {
    return bb[type];
  }

  /**
   * The squares 63-80 of the pieces of one type, both colors, from bit 0 (bit i for square 63 + i).
   *
   * @param type type ordinal 0..13
   * @return the high word of that type's occupancy
   */
  public long typeHi(int type) {
    return bb[14 + type];
  }

  /** The squares of one color's pieces: low word at 0, high word at 1 (for {@link MateMoveGen}). */
  long colorLo(int color) {
    return bb[28 + color];
  }

  long colorHi(int color) {
    return bb[30 + color];
  }

  /**
   * The pieces of {@code by} standing alone between {@code sq} and a slider of {@code by} into
   * {@code out[0..1]}: with {@code sq} the enemy king, the pieces whose move may uncover a check
   * (for {@link MateMoveGen}).
   */
  void blockersOf(int sq, int by, long[] out) {
    Attacks.checkersAndPins(this, sq, by, occLo, occHi, bb[28 + by], bb[30 + by]);
    out[0] = pinLo;
    out[1] = pinHi;
  }

  /**
   * Whether a piece of this color and type could ever move again from the given rank (so that a
   * drop or an unpromoted move there is allowed: 行き所のない駒).
   *
   * @param color 0 or 1
   * @param type type ordinal
   * @param sq square index
   * @return false for a pawn or lance on the last rank and a knight on the last two
   */
  public static boolean canLive(int color, int type, int sq) {
    int rel = color == 0 ? sq % 9 : 8 - sq % 9; // 0 = the farthest rank
    if (type == PieceCodes.PAWN || type == PieceCodes.LANCE) {
      return rel >= 1;
    }
    if (type == PieceCodes.KNIGHT) {
      return rel >= 2;
    }
    return true;
  }

  /**
   * Whether the square is in the promotion zone of the color.
   *
   * @param color 0 or 1
   * @param sq square index
   * @return true for the three farthest ranks
   */
  public static boolean inZone(int color, int sq) {
    int r = sq % 9;
    return color == 0 ? r <= 2 : r >= 6;
  }

  /**
   * Writes every pseudo-legal move of the side to move: the moves the pieces make by the rules of
   * movement, promotion and drops (nifu, dead pieces), not yet checked for leaving the king in
   * check nor for drop-pawn mate. Kings are never captured.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @return the index after the last move written
   */
  public int generatePseudo(int[] buf, int off) {
    return StagedGen.generatePseudo(this, buf, off);
  }

  /**
   * Writes the pseudo-legal captures of the side to move (with and without promotion, as {@link
   * #generatePseudo} gives them) and, when {@code promotions} is set, its promoting moves to empty
   * squares: the first stage of a staged generation, and a quiescence search's moves. Together with
   * {@link #generateQuiets} it gives exactly the moves of {@link #generatePseudo}, each once.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @param promotions whether to add the promotions that capture nothing
   * @return the index after the last move written
   */
  public int generateNoisy(int[] buf, int off, boolean promotions) {
    return StagedGen.generateNoisy(this, buf, off, promotions);
  }

  /**
   * {@link #generateNoisy(int[], int, boolean)} restricted to the captures of the pieces on the
   * given squares: the moves it writes are those of the unrestricted generation that capture
   * nothing or capture on a square of the mask, in the same order. Lets a quiescence search that
   * would drop the captures of cheap pieces anyway (delta pruning) spare generating them.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @param promotions whether to add the promotions that capture nothing
   * @param victimsLo the squares 0-62 whose pieces may be captured (bit i for square i)
   * @param victimsHi the squares 63-80 whose pieces may be captured (bit i for square 63 + i)
   * @return the index after the last move written
   */
  public int generateNoisy(int[] buf, int off, boolean promotions, long victimsLo, long victimsHi) {
    return StagedGen.generateNoisy(this, buf, off, promotions, victimsLo, victimsHi);
  }

  /**
   * Writes the pseudo-legal quiet moves of the side to move: its moves to empty squares that do not
   * promote, and its drops: the last stage of a staged generation, the complement of {@link
   * #generateNoisy} with promotions within {@link #generatePseudo}.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @return the index after the last move written
   */
  public int generateQuiets(int[] buf, int off) {
    return StagedGen.generateQuiets(this, buf, off);
  }

  /**
   * Writes the quiet moves of {@link #generateQuiets} that {@link #mayGiveCheck} does not rule out,
   * in the same order, without generating the others: the moves and drops that place a piece on a
   * square from which it would reach the enemy king on an empty board, and every quiet move of a
   * piece standing on a line through that king (it may discover a check, 開き王手). Every quiet move
   * that gives check is among them. Lets a search that would prune the quiet moves that give no
   * check (futility pruning) spare generating most of them. Nothing when the enemy has no king.
   *
   * @param buf receives packed moves
   * @param off where to start writing
   * @return the index after the last move written
   */
  public int generateQuietChecks(int[] buf, int off) {
    return StagedGen.generateQuietChecks(this, buf, off);
  }

  /**
   * Whether a pseudo-legal move is legal, as {@link #isLegalPseudo(int)}, told whether the side to
   * move is in check: when it is not, a drop and a move of a piece off its king's lines cannot
   * expose the king, nor can a move along such a line, and a move off a line is tested without
   * being played.
   *
   * @param m a move from {@link #generatePseudo}, {@link #generateNoisy} or {@link #generateQuiets}
   * @param inCheck whether the side to move is in check ({@link #inCheck()})
   * @return true if legal
   */
  public boolean isLegalPseudo(int m, boolean inCheck) {
    return Legality.isLegalPseudo(this, m, inCheck);
  }

  /**
   * Whether a pseudo-legal move of the side to move may give check: false only when it surely does
   * not, because the piece it places does not reach the enemy king's square even on an empty board
   * and, for a board move, its square of departure is on no line through that king (so nothing is
   * discovered). Lets a search skip playing moves it would prune unless they checked.
   *
   * @param m a pseudo-legal packed move
   * @return false if the move cannot give check
   */
  public boolean mayGiveCheck(int m) {
    return Legality.mayGiveCheck(this, m);
  }

  /**
   * The number of empty squares next to a square (a king's step away), for an evaluation.
   *
   * @param sq square index
   * @return 0 to 8
   */
  public int emptyNeighbors(int sq) {
    int i = PieceCodes.code(0, PieceCodes.KING) * 81 + sq;
    return Long.bitCount(STEP_LO[i] & ~occLo) + Long.bitCount(STEP_HI[i] & ~occHi);
  }

  /**
   * Passes the move to the opponent without moving (a null move, for null-move pruning in a search;
   * not a shogi move). Take it back with {@link #undoNullMove}.
   */
  public void doNullMove() {
    side ^= 1;
    key ^= Zobrist.SIDE;
    ply++;
  }

  /** Takes back {@link #doNullMove}. */
  public void undoNullMove() {
    side ^= 1;
    key ^= Zobrist.SIDE;
    ply--;
  }

  /**
   * Writes every legal move of the side to move.
   *
   * @param buf receives packed moves; needs room for {@link Moves#MAX_LEGAL} from {@code off}
   * @param off where to start writing
   * @return the number of legal moves written
   */
  public int generateLegal(int[] buf, int off) {
    return MoveGen.legal(this, buf, off, MoveGen.REUSE_NONE);
  }

  /**
   * The number of legal moves of the side to move, counted without writing them (bulk counting at
   * perft's last ply).
   *
   * @return the size of {@link #generateLegal}'s output
   */
  public int countLegal() {
    return MoveGen.legal(this, null, 0, MoveGen.REUSE_NONE);
  }

  /**
   * Whether a pseudo-legal move is legal: it does not leave the mover's king attacked, and it is
   * not a mating pawn drop (打ち歩詰め).
   *
   * @param m a move from {@link #generatePseudo}
   * @return true if legal
   */
  public boolean isLegalPseudo(int m) {
    return Legality.isLegalPseudo(this, m);
  }

  /**
   * Whether a packed move is legal here: exactly when {@link #generateLegal} would generate it
   * (with the same piece fields). Safe on any int, for moves from a hash table or a killer slot.
   *
   * @param m any int
   * @return true if m is a legal move of this position
   */
  public boolean isLegal(int m) {
    return Legality.isLegal(this, m, false, false);
  }

  /**
   * {@link #isLegal(int)} for a side to move whose check status is known: the last test is the
   * cheaper {@link #isLegalPseudo(int, boolean)}.
   *
   * @param m any int
   * @param inCheck whether the side to move is in check ({@link #inCheck()})
   * @return true if m is a legal move of this position
   */
  public boolean isLegal(int m, boolean inCheck) {
    return Legality.isLegal(this, m, inCheck, true);
  }

  /**
   * Whether a pseudo-legal move gives check to the opponent, found without playing it: what {@link
   * #inCheck()} would say after {@link #doMove doMove(m)}. The piece placed is tested on its new
   * square, the other pieces of the mover through the occupancy the move leaves (a step attacker
   * other than the piece moved is where it was; a slider may be uncovered). Lets a search that
   * would drop a move unless it checks spare playing it.
   *
   * @param m a pseudo-legal packed move of the side to move
   * @return true if the opponent would be in check
   */
  public boolean checksAfter(int m) {
    return Legality.checksAfter(this, m);
  }

  /**
   * Whether a legal move gives check to the opponent.
   *
   * @param m a legal packed move
   * @return true if the opponent is in check after it
   */
  public boolean givesCheck(int m) {
    doMove(m);
    boolean check = inCheck();
    undoMove(m);
    return check;
  }

  /**
   * Writes the legal captures and promotions (for a quiescence search).
   *
   * @param buf receives packed moves; needs room for {@link Moves#MAX_LEGAL} from {@code off}
   * @param off where to start writing
   * @return the number of moves written
   */
  public int generateCaptures(int[] buf, int off) {
    return MoveGen.generateCaptures(this, buf, off);
  }

  /**
   * Writes the legal moves that give check (for a mate solver).
   *
   * @param buf receives packed moves; needs room for {@link Moves#MAX_LEGAL} from {@code off}
   * @param off where to start writing
   * @return the number of moves written
   */
  public int generateChecks(int[] buf, int off) {
    return MoveGen.generateChecks(this, buf, off);
  }

  /**
   * Whether the side to move has at least one legal move.
   *
   * @return false for checkmate (詰み) and for a side with no move at all
   */
  public boolean hasLegalMove() {
    return MoveGen.hasLegalMove(this);
  }

  /**
   * Fills in the piece fields of a move given only by from, to and promotion (or drop kind), as
   * parsed from text, using this board. The result is not checked for legality.
   *
   * @param raw from, to and promotion bits, as {@link Moves#raw}
   * @return the full packed move, or {@link Moves#NONE} when a field is out of range
   */
  public int complete(int raw) {
    int to = Moves.to(raw);
    if (to >= 81 || Moves.from(raw) >= 88 || (raw & ~0x7fff) != 0) {
      return Moves.NONE;
    }
    if (Moves.isDrop(raw)) {
      return Moves.drop(Moves.dropType(raw), to, PieceCodes.code(side, Moves.dropType(raw)));
    }
    int from = Moves.from(raw);
    return Moves.board(from, to, Moves.isPromote(raw), squares[from], squares[to]);
  }

  /**
   * The number of leaf nodes of the legal move tree (perft), counting the last ply in bulk.
   * Allocation-free after the first call: moves go to one preallocated stack.
   *
   * @param depth plies, 0 or more
   * @return the leaf count
   */
  public long perft(int depth) {
    if (depth == 0) {
      return 1;
    }
    if (depth == 1) {
      return countLegal();
    }
    return PerftCounter.perft(this, depth);
  }
}
