package io.github.shogi4j.rules.internal;

import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import java.util.Arrays;
import java.util.List;

/**
 * The search-grade repetition check (千日手 and 優等局面 / 劣等局面 for the searcher): a stack of the
 * positions along the game history and the current search path, probed once per node at a cost
 * bounded by the distance it looks back.
 *
 * <p>It differs from the rules-grade check of {@code Game} on purpose: a search treats the FIRST
 * repetition of a position (its second occurrence) as the end of the line, judges it at once (draw,
 * or a win or loss by perpetual check), and also recognises a superior or inferior position: the
 * same board and side to move as an earlier position, with the side to move holding a strict
 * superset (or subset) of its earlier hand. Equality is by 64-bit Zobrist key, without the full
 * comparison the rules-grade check makes.
 *
 * <p>Push the start of the history with {@link #push(Board)} (or build the table with {@link
 * #of(List)}), then push after every {@code doMove} and {@link #pop()} after every {@code
 * undoMove}. Not thread-safe: one table per search thread.
 */
public final class RepetitionTable {

  /** What a probe found, from the point of view of the side to move. */
  public enum Result {
    /** No earlier position within reach is the same or comparable. */
    NONE,
    /** The position repeats (千日手): a draw. Also when both sides checked throughout. */
    DRAW,
    /**
     * The position repeats and the opponent gave check with every move since: the side to move
     * wins.
     */
    WIN,
    /** The position repeats and the side to move gave check with every move since: it loses. */
    LOSS,
    /** Same board, the side to move holds more in hand than before (優等局面). */
    SUPERIOR,
    /** Same board, the side to move holds less in hand than before (劣等局面). */
    INFERIOR
  }

  private long[] keys;
  private long[] boardKeys;
  private int[] hands; // two per entry
  private int[] runs; // two per entry: consecutive checking moves by sente, by gote
  private byte[] sides;
  private int size;

  /**
   * How many entries have a board key in each bucket (by its top bits): a probe whose bucket holds
   * only the top entry knows at once that no earlier position has the same board, without looking
   * back.
   */
  private final int[] bucketCounts = new int[1 << BUCKET_BITS];

  private static final int BUCKET_BITS = 11;

  private static int bucket(long boardKey) {
    return (int) (boardKey >>> (64 - BUCKET_BITS));
  }

  /** An empty table. */
  public RepetitionTable() {
    this(256);
  }

  /**
   * An empty table with room for some entries (it grows as needed).
   *
   * @param capacity the initial capacity
   */
  public RepetitionTable(int capacity) {
    int c = Math.max(16, capacity);
    keys = new long[c];
    boardKeys = new long[c];
    hands = new int[2 * c];
    runs = new int[2 * c];
    sides = new byte[c];
  }

  /**
   * A table holding a game's history, the first position first (for example {@code
   * game.positions()}), read through the positions' public accessors.
   *
   * @param history the positions, oldest first
   * @return the table, its top the last position
   */
  public static RepetitionTable of(List<Position> history) {
    RepetitionTable t = new RepetitionTable(history.size() + 128);
    for (Position p : history) {
      t.push(
          p.zobristKey(),
          HandBits.of(p.hand(Color.SENTE)),
          HandBits.of(p.hand(Color.GOTE)),
          p.sideToMove().ordinal(),
          p.isCheck());
    }
    return t;
  }

  /**
   * The key of a board without the hands: {@code key ^ Zobrist.hand(0, hand0) ^ Zobrist.hand(1,
   * hand1)}.
   *
   * @param key the full key
   * @param hand0 sente's packed hand
   * @param hand1 gote's packed hand
   * @return the board-only key (it still includes the side to move)
   */
  public static long boardKey(long key, int hand0, int hand1) {
    return key ^ Zobrist.hand(0, hand0) ^ Zobrist.hand(1, hand1);
  }

  /**
   * Pushes the board's current position, computing whether its side to move is in check.
   *
   * @param board the board after a move (or the first position)
   */
  public void push(Board board) {
    push(board.key(), board.hand(0), board.hand(1), board.sideToMove(), board.inCheck());
  }

  /**
   * Pushes a position.
   *
   * @param key the full Zobrist key ({@link Board#key()})
   * @param hand0 sente's packed hand
   * @param hand1 gote's packed hand
   * @param sideToMove 0 or 1
   * @param inCheck whether the side to move is in check, that is, whether the move that led here
   *     gave check
   */
  public void push(long key, int hand0, int hand1, int sideToMove, boolean inCheck) {
    if (size == keys.length) {
      int c = size * 2;
      keys = Arrays.copyOf(keys, c);
      boardKeys = Arrays.copyOf(boardKeys, c);
      hands = Arrays.copyOf(hands, 2 * c);
      runs = Arrays.copyOf(runs, 2 * c);
      sides = Arrays.copyOf(sides, c);
    }
    int i = size;
    boardKeys[i] = nextBoardKey(key, hand0, hand1);
    keys[i] = key;
    bucketCounts[bucket(boardKeys[i])]++;
    hands[2 * i] = hand0;
    hands[2 * i + 1] = hand1;
    sides[i] = (byte) sideToMove;
    if (i == 0) {
      runs[0] = 0;
      runs[1] = 0;
    } else {
      int mover = sideToMove ^ 1;
      runs[2 * i + mover] = inCheck ? runs[2 * (i - 1) + mover] + 1 : 0;
      runs[2 * i + sideToMove] = runs[2 * (i - 1) + sideToMove];
    }
    size++;
  }

  /**
   * The board key of a position to push: with the hands of the top entry (most moves), the board
   * key changes as the key does.
   */
  private long nextBoardKey(long key, int hand0, int hand1) {
    int i = size;
    return i > 0 && hands[2 * i - 2] == hand0 && hands[2 * i - 1] == hand1
        ? boardKeys[i - 1] ^ keys[i - 1] ^ key
        : boardKey(key, hand0, hand1);
  }

  /**
   * Whether a position, once pushed, might find a repetition or a superior or inferior position:
   * false when no position held has a board key like its own, and then {@link #probe(int)} after
   * pushing it would surely answer {@link Result#NONE}. A quick test that spares the push.
   *
   * @param key the full Zobrist key of the position
   * @param hand0 sente's packed hand
   * @param hand1 gote's packed hand
   * @return false if a probe would find nothing
   */
  public boolean mayRepeat(long key, int hand0, int hand1) {
    return bucketCounts[bucket(nextBoardKey(key, hand0, hand1))] != 0;
  }

  /** Removes the top position (after an {@code undoMove}). */
  public void pop() {
    if (size == 0) {
      throw new IllegalStateException("pop on an empty repetition table");
    }
    size--;
    bucketCounts[bucket(boardKeys[size])]--;
  }

  /**
   * The number of positions held.
   *
   * @return the size
   */
  public int size() {
    return size;
  }

  /**
   * Looks back from the top position over the whole table.
   *
   * @return what was found
   */
  public Result probe() {
    return probe(Integer.MAX_VALUE);
  }

  /**
   * Looks back from the top position at most {@code maxDistance} plies (engines commonly use 16 or
   * so: a cost bounded per node), nearest first, at the earlier positions with the same side to
   * move.
   *
   * @param maxDistance how many plies back to look
   * @return the first finding, or {@link Result#NONE}
   */
  public Result probe(int maxDistance) {
    if (size == 0) {
      return Result.NONE;
    }
    int top = size - 1;
    int stm = sides[top];
    int limit = Math.min(maxDistance, top);
    long bk = boardKeys[top];
    if (bucketCounts[bucket(bk)] == 1) {
      return Result.NONE; // no other entry has this board
    }
    // A position cannot recur two plies later: the mover's change cannot be undone by the reply.
    for (int d = 4; d <= limit; d += 2) {
      int j = top - d;
      if (boardKeys[j] != bk) {
        continue;
      }
      if (keys[j] == keys[top]) {
        int half = d / 2;
        boolean opponentChecked = runs[2 * top + (stm ^ 1)] >= half;
        boolean weChecked = runs[2 * top + stm] >= half;
        if (opponentChecked && !weChecked) {
          return Result.WIN;
        }
        if (weChecked && !opponentChecked) {
          return Result.LOSS;
        }
        return Result.DRAW;
      }
      int now = hands[2 * top + stm];
      int then = hands[2 * j + stm];
      if (HandBits.dominates(now, then)) {
        return Result.SUPERIOR;
      }
      if (HandBits.dominates(then, now)) {
        return Result.INFERIOR;
      }
    }
    return Result.NONE;
  }
}
