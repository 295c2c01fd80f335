package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Properties of {@link Game} over seeded random games that are biased toward repetitions and
 * checks: the outcome equals a brute-force recount of the history, and the key history equals
 * keys computed from scratch. A failure names the seed, the start SFEN and the moves.
 */
class GameProperties {
  private static final int GAMES = 250;

  private static final List<Position> STARTS = List.of(
      Position.initial(),
      Handicap.TWO_PIECES.position(),
      Position.fromSfen("9/9/9/8l/8k/7R1/8p/9/4K2L1 b - 1", Validation.LENIENT),
      Position.fromSfen("g8/9/9/8l/8k/7R1/8p/9/4K2L1 b - 1", Validation.LENIENT),
      Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b RBrb 1", Validation.LENIENT),
      Position.fromSfen("9/4K4/9/9/9/9/9/4k4/9 b GSgs 1", Validation.LENIENT));

  private static final List<Rules> RULES = List.of(
      Rules.JSA,
      Rules.CSA.withMoveLimit(60),
      Rules.CASUAL.withPerpetualCheckLoses(false),
      Rules.JSA.withTryRule(true).withMoveLimit(150));

  /** A random game: legal moves, often taking back the mover's previous move, often checking. */
  static List<Move> randomGame(Position start, SplittableRandom rnd, int maxPlies) {
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (int ply = 0; ply < maxPlies; ply++) {
      List<Move> legal = p.legalMoves();
      if (legal.isEmpty()) {
        break;
      }
      Move m = null;
      if (moves.size() >= 2 && rnd.nextInt(100) < 55) {
        Move mine = moves.get(moves.size() - 2);
        if (mine instanceof BoardMove b && !b.promote()) {
          Move back = new BoardMove(b.to(), b.from(), false);
          m = p.isLegal(back) ? back : null;
        }
      }
      if (m == null && rnd.nextInt(100) < 35) {
        Position from = p;
        List<Move> checks = legal.stream().filter(x -> from.play(x).isCheck()).toList();
        m = checks.isEmpty() ? null : checks.get(rnd.nextInt(checks.size()));
      }
      if (m == null) {
        m = legal.get(rnd.nextInt(legal.size()));
      }
      moves.add(m);
      p = p.play(m);
    }
    return moves;
  }

  /** The outcome by definition, recounting the whole history at every ply (quadratic). */
  static Optional<Map.Entry<Integer, Outcome>> bruteForce(List<Position> ps, Rules rules) {
    // Identity by SFEN text without the move number: board, side to move and both hands.
    List<String> ids = ps.stream().map(x -> x.toSfen().substring(0, x.toSfen().lastIndexOf(' ')))
        .toList();
    for (int k = 0; k < ps.size(); k++) {
      Position p = ps.get(k);
      if (k > 0) {
        Color mover = ps.get(k - 1).sideToMove();
        if (rules.tryRule() && p.kingSquare(mover).equals(Optional.of(Impasse.trySquare(mover)))) {
          return Optional.of(Map.entry(k, Outcome.win(mover, Termination.TRY_RULE)));
        }
        List<Integer> same = new ArrayList<>();
        for (int j = 0; j <= k; j++) {
          if (ids.get(j).equals(ids.get(k))) {
            same.add(j);
          }
        }
        if (same.size() == 4) {
          int first = same.get(0);
          Map<Color, Boolean> checkedAll = new EnumMap<>(Color.class);
          checkedAll.put(Color.SENTE, true);
          checkedAll.put(Color.GOTE, true);
          for (int j = first + 1; j <= k; j++) {
            Color by = ps.get(j - 1).sideToMove();
            if (!ps.get(j).isCheck()) {
              checkedAll.put(by, false);
            }
          }
          boolean s = checkedAll.get(Color.SENTE);
          boolean g = checkedAll.get(Color.GOTE);
          Outcome o = rules.perpetualCheckLoses() && s != g
              ? Outcome.win(s ? Color.GOTE : Color.SENTE, Termination.PERPETUAL_CHECK)
              : Outcome.noWinner(Termination.SENNICHITE);
          return Optional.of(Map.entry(k, o));
        }
      }
      if (p.legalMoves().isEmpty()) {
        Termination t = p.isCheck() ? Termination.CHECKMATE : Termination.NO_LEGAL_MOVES;
        return Optional.of(Map.entry(k, Outcome.win(p.sideToMove().opposite(), t)));
      }
      if (rules.moveLimit().isPresent() && k >= rules.moveLimit().getAsInt()) {
        return Optional.of(Map.entry(k, Outcome.noWinner(Termination.MAX_MOVES)));
      }
    }
    return Optional.empty();
  }

  private static String describe(long seed, Position start, List<Move> moves, Rules rules) {
    return "seed " + seed + ", rules " + rules + ", position sfen " + start.toSfen() + " moves "
        + moves.stream().map(Move::toUsi).collect(Collectors.joining(" "));
  }

  @Test
  void outcomeEqualsABruteForceRecount() {
    Map<Termination, Integer> seen = new EnumMap<>(Termination.class);
    for (long seed = 1; seed <= GAMES; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Position start = STARTS.get(rnd.nextInt(STARTS.size()));
      Rules rules = RULES.get(rnd.nextInt(RULES.size()));
      List<Move> moves = randomGame(start, rnd, 40 + rnd.nextInt(160));
      Game g = Game.replay(start, moves, rules);
      Optional<Map.Entry<Integer, Outcome>> expected = bruteForce(g.positions(), rules);
      String why = describe(seed, start, moves, rules);
      assertEquals(expected.map(Map.Entry::getValue), g.outcome(), why);
      assertEquals(expected.map(e -> OptionalInt.of(e.getKey())).orElse(OptionalInt.empty()),
          g.outcomePly(), why);
      g.outcome().ifPresent(o -> seen.merge(o.termination(), 1, Integer::sum));
    }
    // The generator must exercise every rule the recount checks, or this property proves little.
    for (Termination t : List.of(Termination.SENNICHITE, Termination.PERPETUAL_CHECK,
        Termination.MAX_MOVES, Termination.TRY_RULE)) {
      assertTrue(seen.getOrDefault(t, 0) > 0, "no random game ended by " + t + ": " + seen);
    }
  }

  @Test
  void keyHistoryEqualsKeysFromScratch() {
    for (long seed = 1; seed <= GAMES / 4; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Position start = STARTS.get(rnd.nextInt(STARTS.size()));
      List<Move> moves = randomGame(start, rnd, 120);
      Game g = Game.replay(start, moves, Rules.JSA);
      List<Position> ps = g.positions();
      for (int i = 0; i <= g.ply(); i++) {
        Position p = g.positionAt(i);
        assertEquals(ps.get(i), p);
        long scratch = Position.fromSfen(p.toSfen(), Validation.LENIENT).zobristKey();
        assertEquals(scratch, p.zobristKey(), describe(seed, start, moves, Rules.JSA) + " at ply " + i);
        if (i > 0) {
          assertEquals(moves.get(i - 1), g.moveAt(i));
        }
      }
    }
  }

  @Test
  void undoThenReplayGivesAnEqualGame() {
    for (long seed = 1; seed <= 50; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Position start = STARTS.get(rnd.nextInt(STARTS.size()));
      List<Move> moves = randomGame(start, rnd, 80);
      Game g = Game.replay(start, moves, Rules.CSA);
      int back = rnd.nextInt(moves.size() + 1);
      Game shorter = g;
      for (int i = 0; i < back; i++) {
        shorter = shorter.undo();
      }
      assertEquals(Game.replay(start, moves.subList(0, moves.size() - back), Rules.CSA), shorter,
          describe(seed, start, moves, Rules.CSA));
    }
  }
}
