package io.github.shogi4j.search.mate;

import static com.google.common.base.Preconditions.checkNotNull;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.Moves;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;

/**
 * A tsume solver (詰将棋ソルバー): proves or disproves a forced mate by the side to move, in which every
 * move of the attacker is a check (王手) and the defender answers with any legal move, and gives the
 * mating line by the conventions of tsume shogi.
 *
 * <h2>Search</h2>
 *
 * Depth-first proof-number search (df-pn) on the internal make/unmake board with a transposition
 * table keyed by the board and the attacker's hand, using hand dominance (優等局面: a position whose
 * attacker hand holds at least as many of every kind is at least as provable; 劣等局面: fewer, at least
 * as disprovable). A position that repeats one on the current line (千日手) is not a mate; such
 * disproofs hold only for the line they were found on and are never stored as absolute, so no false
 * proof or disproof arises from transpositions (the graph-history-interaction problem). Proofs
 * never rest on disproofs. A mating pawn drop (打ち歩詰め) is illegal and never generated, so it is
 * never the last move of a mate.
 *
 * <h2>Answers</h2>
 *
 * {@link MateStatus#MATE} with the line, {@link MateStatus#NO_MATE} when proved, and otherwise an
 * unknown status ({@link MateStatus#TIMEOUT}, {@link MateStatus#NODE_LIMIT}, {@link
 * MateStatus#STOPPED}): never a guess. A position whose defender has no king is {@code NO_MATE}. A
 * mate whose line could not be extracted in time reports the limit, not a guess; a search stopped
 * while it widens the proof (below) reports the line found so far.
 *
 * <h2>Conventions of the mating line</h2>
 *
 * The proof keeps with each proved position the length of the mate it found there (the attacker's
 * shortest proved check, the defender's longest reply). After the proof, an exact bounded minimax
 * over the proved part of the tree, ordered and bounded by those lengths, fixes the line:
 *
 * <ol>
 *   <li>The attacker mates as fast as possible, among the checks the proof holds as mating.
 *   <li>The defender resists as long as possible, over all its legal moves.
 *   <li>A futile interposition (無駄合) is not counted as resistance. Here it means exactly: the
 *       defender is in check from a single long-range piece (lance, bishop, rook, horse, dragon)
 *       with at least one empty square between it and the king, and drops a piece or moves a piece
 *       other than the king onto a square between them (an interposition, 合駒); let V0 be the
 *       longest resistance (in plies, counting the defender's move) among the defender's other
 *       moves, 0 when it has none. An interposition is futile when the attacker can capture the
 *       interposed piece on its square with a check after which the mate takes at most V0 more
 *       plies: it only adds itself and the capture to the mate, and the node's value stays V0.
 *       Every other interposition counts in full (a valid interposition, 有効合), also one that the
 *       attacker answers with a mate that does not capture the piece (as in the published solution
 *       of the nine-pawn problem, 九歩, whose last interposition is counted). {@link
 *       MateResult#plies()} counts the mate this way; the line in {@link MateResult#pv()} shows a
 *       futile interposition only where the defender has nothing else (then the shortest one), so
 *       that it always ends in checkmate on the board.
 *   <li>Ties: among lines of equal length each side prefers one that ends with no surplus pieces in
 *       the attacker's hand (駒余り), fewer surplus pieces being better; the defender prefers a
 *       counted move to a futile interposition.
 * </ol>
 *
 * The attacker's fastest mate is sought among the checks that the proof contains, and those whose
 * every reply leads to a position the proof contains (for a mate in three or less, among all
 * checks). Since the proof holds one mating check per attacker's node, not the fastest, the solver
 * then widens it along the line: at each attacker's node of the line it tries to prove each other
 * check with a small search (a thousand nodes), and extracts the line again while that proves
 * something new; these searches never take the proof's own entries out of the table. A shorter mate
 * that such searches do not prove can still be missed, in which case the reported length is the
 * length of the proved mate (still a forced mate, verified move by move).
 *
 * <h2>Threads</h2>
 *
 * The class is stateless and thread-safe; each search has its own table and board and runs on its
 * own thread with a large stack.
 */
public final class MateSolver {
  private static final long STACK_BYTES = 512L << 20;
  private static final int MAX_LENGTH = 2 * Dfpn.MAX_PLY;

  /** The most nodes spent on proving one check that the proof left open (see MateLine.widen). */
  private static final long WIDEN_BUDGET = 1000;

  /** The most rounds of proving open checks along the line and extracting it again. */
  private static final int WIDEN_ROUNDS = 50;

  private MateSolver() {}

  /**
   * Solves a position, waiting for the answer.
   *
   * @param position the position, attacker to move
   * @param limits the time, node and memory limits
   * @return the answer
   * @throws io.github.shogi4j.search.SearchException if the solver fails
   */
  public static MateResult solve(Position position, MateLimits limits) {
    return start(position, limits).await();
  }

  /**
   * Starts solving a position on a new thread.
   *
   * @param position the position, attacker to move
   * @param limits the time, node and memory limits
   * @return the running search
   */
  public static MateSearch start(Position position, MateLimits limits) {
    checkNotNull(position, "position");
    checkNotNull(limits, "limits");
    long start = System.nanoTime();
    long deadline = start + Math.min(limits.time().toNanos(), Long.MAX_VALUE / 4);
    Board board = Board.of(position);
    MateTable table = new MateTable(limits.tableMegabytes() << 20);
    Dfpn dfpn = new Dfpn(board, table, limits.nodes(), deadline);
    CompletableFuture<MateResult> future = new CompletableFuture<>();
    Thread t =
        new Thread(
            null,
            () -> {
              try {
                future.complete(run(dfpn, board, start));
              } catch (RuntimeException | Error e) {
                future.completeExceptionally(e);
              }
            },
            "shogi4j-mate",
            STACK_BYTES);
    t.setDaemon(true);
    t.start();
    return new MateSearch(dfpn, future, position.toSfen());
  }

  private static Duration timeSince(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  private static MateResult run(Dfpn dfpn, Board board, long start) {
    if (board.kingSquare(board.sideToMove() ^ 1) < 0) {
      return MateResult.of(MateStatus.NO_MATE, 0, timeSince(start));
    }
    boolean proved = dfpn.solve();
    if (!proved) {
      MateStatus status =
          dfpn.stopped() ? dfpn.abort : dfpn.depthCut ? MateStatus.NODE_LIMIT : MateStatus.NO_MATE;
      return MateResult.of(status, dfpn.nodes, timeSince(start));
    }
    MateLine line =
        new MateLine(
            board,
            board.sideToMove(),
            dfpn.table,
            dfpn.gen,
            () -> dfpn.interruption() != null,
            () -> {
              boolean again = dfpn.solve();
              if (dfpn.stopped()) {
                throw new MateLine.Aborted();
              }
              return again;
            },
            mv -> {
              boolean mates = dfpn.proveCheck(mv, WIDEN_BUDGET);
              if (dfpn.stopped()) {
                throw new MateLine.Aborted();
              }
              return mates;
            });
    int[] moves;
    int plies;
    try {
      plies = line.rootValue(MAX_LENGTH);
      if (plies > MAX_LENGTH) {
        throw new IllegalStateException(
            "the proof is no longer complete in the table; " + "give the search a larger table");
      }
      moves = line.line(plies);
    } catch (MateLine.Aborted e) {
      MateStatus why = dfpn.stopped() ? dfpn.abort : dfpn.interruption();
      return MateResult.of(why, dfpn.nodes, timeSince(start));
    }
    try {
      for (int round = 0; round < WIDEN_ROUNDS && line.widen(moves); round++) {
        int again = line.rootValue(plies);
        if (again > plies) {
          break; // proofs lost to the table: keep the line found before
        }
        int[] shorter = line.line(again);
        plies = again;
        moves = shorter;
      }
    } catch (MateLine.Aborted e) {
      // Stopped while widening: the line found so far is a mate all the same.
    }
    ImmutableList.Builder<Move> pv = ImmutableList.builder();
    for (int m : moves) {
      pv.add(Moves.toMove(m));
    }
    return MateResult.mate(plies, pv.build(), dfpn.nodes, timeSince(start));
  }
}
