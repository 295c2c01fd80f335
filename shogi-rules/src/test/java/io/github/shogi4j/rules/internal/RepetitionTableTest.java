package io.github.shogi4j.rules.internal;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.internal.RepetitionTable.Result;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

class RepetitionTableTest {

  /** Plays USI moves on a board, pushing after each, and returns the packed moves. */
  private static List<Integer> playAndPush(Board b, RepetitionTable t, String... usi) {
    List<Integer> done = new ArrayList<>();
    for (String u : usi) {
      int m = b.complete(Move.parseUsi(u).orElseThrow());
      b.doMove(m);
      t.push(b);
      done.add(m);
    }
    return done;
  }

  @Test
  void aPlainRepetitionIsADrawAtItsFirstRecurrence() {
    Position start = Position.initial();
    RepetitionTable t = RepetitionTable.of(List.of(start));
    Board b = Board.of(start);
    playAndPush(b, t, "5i5h", "5a5b", "5h5i");
    assertEquals(Result.NONE, t.probe());
    playAndPush(b, t, "5b5a");
    assertEquals(Result.DRAW, t.probe());
    assertEquals(Result.NONE, t.probe(3), "out of reach");
  }

  @Test
  void perpetualCheckWinsForTheCheckedSideAndLosesForTheChecker() {
    Position start = Position.fromSfen("9/9/9/8l/8k/7R1/8p/9/4K2L1 b - 1", Validation.LENIENT);
    RepetitionTable t = RepetitionTable.of(List.of(start));
    Board b = Board.of(start);
    List<Integer> path = playAndPush(b, t, "2f2e", "1e1f", "2e2f", "1f1e");
    assertEquals(Result.LOSS, t.probe(), "sente to move has checked with every move");
    int fifth = playAndPush(b, t, "2f2e").get(0);
    assertEquals(Result.WIN, t.probe(), "gote to move has been checked by every sente move");
    // Unmake and pop: the table follows the search.
    b.undoMove(fifth);
    t.pop();
    assertEquals(Result.LOSS, t.probe());
    assertEquals(5, t.size());
    assertEquals(4, path.size());
  }

  @Test
  void bothSidesCheckingIsADraw() {
    long board = 0x1234_5678_9abc_def0L;
    RepetitionTable t = new RepetitionTable(4);
    long other = 0x0fed_cba9_8765_4321L;
    // Sente to move at entries 0, 2, 4; every move gives check; entry 4 repeats entry 0.
    t.push(board, 0, 0, 0, true);
    t.push(other, 0, 0, 1, true);
    t.push(other ^ 1, 0, 0, 0, true);
    t.push(other ^ 2, 0, 0, 1, true);
    t.push(board, 0, 0, 0, true);
    assertEquals(Result.DRAW, t.probe());
  }

  @Test
  void superiorAndInferiorPositions() {
    long board = 0x0123_4567_89ab_cdefL;
    int onePawn = HandBits.add(0, 0);
    RepetitionTable t = new RepetitionTable();
    t.push(board, 0, onePawn, 0, false); // sente to move, gote holds a pawn
    t.push(11, 0, 0, 1, false);
    t.push(12, 0, 0, 0, false);
    t.push(13, 0, 0, 1, false);
    // The same board and side to move, the pawn now in sente's hand.
    long key = board ^ Zobrist.hand(1, onePawn) ^ Zobrist.hand(0, onePawn);
    t.push(key, onePawn, 0, 0, false);
    assertEquals(Result.SUPERIOR, t.probe());
    t.pop();
    t.pop();
    // From gote's side the mirror image: gote to move with less than before.
    t.push(21, 0, 0, 1, false);
    t.push(22, 0, 0, 0, false);
    assertEquals(Result.NONE, t.probe());
    RepetitionTable u = new RepetitionTable();
    u.push(key, onePawn, 0, 0, false);
    u.push(31, 0, 0, 1, false);
    u.push(32, 0, 0, 0, false);
    u.push(33, 0, 0, 1, false);
    u.push(board, 0, onePawn, 0, false);
    assertEquals(Result.INFERIOR, u.probe());
  }

  @Test
  void boardKeyDropsTheHands() {
    Position p = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b 2P 1", Validation.LENIENT);
    Position q = Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b 2p 1", Validation.LENIENT);
    Board bp = Board.of(p);
    Board bq = Board.of(q);
    assertEquals(
        RepetitionTable.boardKey(bp.key(), bp.hand(0), bp.hand(1)),
        RepetitionTable.boardKey(bq.key(), bq.hand(0), bq.hand(1)));
    assertEquals(
        bp.computeKey() ^ Zobrist.hand(0, bp.hand(0)),
        RepetitionTable.boardKey(bp.key(), bp.hand(0), bp.hand(1)));
  }

  @Test
  void popOnEmptyFails() {
    assertThrows(IllegalStateException.class, () -> new RepetitionTable().pop());
    assertEquals(Result.NONE, new RepetitionTable().probe());
  }

  /**
   * A random walk of two lone kings from the corners, moves taken back at random: positions recur
   * often. At every step the table, worked by pushes and pops, answers each probe as a table built
   * afresh from the same path does.
   */
  @Test
  void probesAfterPushesAndPopsAgreeWithAFreshTable() {
    java.util.SplittableRandom rng = new java.util.SplittableRandom(7);
    Position start = Position.fromSfen("8k/9/9/9/9/9/9/9/K8 b - 1", Validation.LENIENT);
    Board b = Board.of(start);
    RepetitionTable t = RepetitionTable.of(List.of(start));
    List<Integer> path = new ArrayList<>();
    List<Board> boards = new ArrayList<>(List.of(b.copy()));
    int[] buf = new int[Moves.MAX_LEGAL];
    int repeats = 0;
    int seen = 0;
    for (int step = 0; step < 4000; step++) {
      if (!path.isEmpty() && (rng.nextInt(3) == 0 || path.size() > 60)) {
        b.undoMove(path.remove(path.size() - 1));
        boards.remove(boards.size() - 1);
        t.pop();
      } else {
        int n = b.generateLegal(buf, 0);
        if (n == 0) {
          continue;
        }
        int m = buf[rng.nextInt(n)];
        b.doMove(m);
        boolean may = t.mayRepeat(b.key(), b.hand(0), b.hand(1));
        t.push(b);
        if (!may) {
          assertEquals(Result.NONE, t.probe(), "mayRepeat ruled out a repetition at step " + step);
        }
        if (t.probe() != Result.NONE) {
          assertTrue(may, "mayRepeat missed a repetition at step " + step);
          seen++;
        }
        path.add(m);
        boards.add(b.copy());
      }
      RepetitionTable fresh = new RepetitionTable();
      for (Board x : boards) {
        fresh.push(x);
      }
      for (int reach : new int[] {8, 32, Integer.MAX_VALUE}) {
        assertEquals(fresh.probe(reach), t.probe(reach), "step " + step + " reach " + reach);
      }
      repeats += t.probe() != Result.NONE ? 1 : 0;
    }
    assertTrue(repeats > 100, "the walk repeats: " + repeats);
    assertTrue(seen > 50, "mayRepeat saw repetitions: " + seen);
  }

  /**
   * Along random games, where captures and drops change the hands: a position whose board and side
   * to move are those of an earlier one is never ruled out by mayRepeat (the board key kept from
   * the entry below is the one computed from scratch).
   */
  @Test
  void mayRepeatNeverMissesAnEarlierBoard() {
    int repeated = 0;
    for (long seed = 1; seed <= 40; seed++) {
      io.github.shogi4j.rules.testkit.RandomGame g =
          io.github.shogi4j.rules.testkit.RandomGames.game(seed, 200);
      Board b = Board.of(g.start());
      RepetitionTable t = RepetitionTable.of(List.of(g.start()));
      java.util.Set<Long> earlier = new java.util.HashSet<>();
      earlier.add(RepetitionTable.boardKey(b.key(), b.hand(0), b.hand(1)));
      for (Move move : g.moves()) {
        b.doMove(b.complete(move));
        long boardKey = RepetitionTable.boardKey(b.key(), b.hand(0), b.hand(1));
        boolean may = t.mayRepeat(b.key(), b.hand(0), b.hand(1));
        if (earlier.contains(boardKey)) {
          assertTrue(may, "seed " + seed + ": mayRepeat missed an earlier board");
          repeated++;
        }
        t.push(b);
        if (!may) {
          assertEquals(Result.NONE, t.probe(), "seed " + seed);
        }
        earlier.add(boardKey);
      }
    }
    assertTrue(repeated > 0, "the games repeat a board: " + repeated);
  }
}
