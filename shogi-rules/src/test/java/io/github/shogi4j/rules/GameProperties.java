package io.github.shogi4j.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.testkit.RandomGame;
import io.github.shogi4j.rules.testkit.RandomGames;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * Properties of {@link Game} over seeded random games that are biased toward repetitions and
 * checks: the outcome equals a brute-force recount of the history, and the key history equals keys
 * computed from scratch. Games come from the test kit ({@link RandomGames}), plain and biased; a
 * failure names the seed, the moves and the failing position's SFEN.
 */
class GameProperties {
  private static final int GAMES = 250;

  private static final List<Position> STARTS =
      List.of(
          Position.initial(),
          Handicap.TWO_PIECES.position(),
          Position.fromSfen("9/9/9/8l/8k/7R1/8p/9/4K2L1 b - 1", Validation.LENIENT),
          Position.fromSfen("g8/9/9/8l/8k/7R1/8p/9/4K2L1 b - 1", Validation.LENIENT),
          Position.fromSfen("4k4/9/9/9/9/9/9/9/4K4 b RBrb 1", Validation.LENIENT),
          Position.fromSfen("9/4K4/9/9/9/9/9/4k4/9 b GSgs 1", Validation.LENIENT));

  private static final List<Rules> RULES =
      List.of(
          Rules.JSA,
          Rules.CSA.withMoveLimit(60),
          Rules.CASUAL.withPerpetualCheckLoses(false),
          Rules.JSA.withTryRule(true).withMoveLimit(150));

  /**
   * A random game biased toward repetitions and checks: often the mover takes back its previous
   * move, often it checks; otherwise the test kit's {@link RandomGames#randomMove} chooses.
   */
  static RandomGame biasedGame(long seed, Position start, int maxPlies) {
    SplittableRandom rnd = new SplittableRandom(seed);
    List<Move> moves = new ArrayList<>();
    Position p = start;
    for (int ply = 0; ply < maxPlies; ply++) {
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
        List<Move> checks = p.legalMoves().stream().filter(x -> from.play(x).isCheck()).toList();
        m = checks.isEmpty() ? null : checks.get(rnd.nextInt(checks.size()));
      }
      if (m == null) {
        Optional<Move> any = RandomGames.randomMove(rnd, p);
        if (any.isEmpty()) {
          break;
        }
        m = any.get();
      }
      moves.add(m);
      p = p.play(m);
    }
    return new RandomGame(seed, start, moves);
  }

  /** The outcome by definition, recounting the whole history at every ply (quadratic). */
  static Optional<Map.Entry<Integer, Outcome>> bruteForce(List<Position> ps, Rules rules) {
    // Identity by SFEN text without the move number: board, side to move and both hands.
    List<String> ids =
        ps.stream().map(x -> x.toSfen().substring(0, x.toSfen().lastIndexOf(' '))).toList();
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
          Outcome o =
              rules.perpetualCheckLoses() && s != g
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

  private static void checkOutcome(RandomGame rg, Rules rules, Map<Termination, Integer> seen) {
    Game g = Game.replay(rg.start(), rg.moves(), rules);
    Optional<Map.Entry<Integer, Outcome>> expected = bruteForce(g.positions(), rules);
    try {
      assertEquals(expected.map(Map.Entry::getValue), g.outcome(), "rules " + rules);
      assertEquals(
          expected.map(e -> OptionalInt.of(e.getKey())).orElse(OptionalInt.empty()),
          g.outcomePly(),
          "rules " + rules);
    } catch (AssertionError e) {
      throw RandomGames.failure(rg, g.ply(), g.position(), e);
    }
    g.outcome().ifPresent(o -> seen.merge(o.termination(), 1, Integer::sum));
  }

  @Test
  void outcomeEqualsABruteForceRecount() {
    Map<Termination, Integer> seen = new EnumMap<>(Termination.class);
    for (long seed = 1; seed <= GAMES; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Position start = STARTS.get(rnd.nextInt(STARTS.size()));
      Rules rules = RULES.get(rnd.nextInt(RULES.size()));
      checkOutcome(biasedGame(seed, start, 40 + rnd.nextInt(160)), rules, seen);
      // And the test kit's plain random games, which end by mate or the move limit.
      checkOutcome(RandomGames.game(seed, 120), rules, seen);
    }
    // The generator must exercise every rule the recount checks, or this property proves little.
    for (Termination t :
        List.of(
            Termination.SENNICHITE,
            Termination.PERPETUAL_CHECK,
            Termination.MAX_MOVES,
            Termination.TRY_RULE,
            Termination.CHECKMATE)) {
      assertTrue(seen.getOrDefault(t, 0) > 0, "no random game ended by " + t + ": " + seen);
    }
  }

  /**
   * Whether {@link Game#conclude} must accept an ending in a game that goes on, by the definition
   * of each ending in the position and the rules (not by asking the game).
   */
  private static boolean concludable(Game g, Outcome o) {
    Position p = g.position();
    Color toMove = p.sideToMove();
    Optional<Color> loserWins = Optional.of(toMove.opposite());
    switch (o.termination()) {
      case CHECKMATE:
        return p.isCheckmate() && o.winner().equals(loserWins);
      case NO_LEGAL_MOVES:
        return p.legalMoves().isEmpty() && !p.isCheck() && o.winner().equals(loserWins);
      case SENNICHITE:
      case PERPETUAL_CHECK:
        return Collections.frequency(g.positions(), p) >= 4;
      case MAX_MOVES:
        return g.rules().moveLimit().isPresent() && g.ply() >= g.rules().moveLimit().getAsInt();
      case TRY_RULE:
        return g.rules().tryRule()
            && o.winner().isPresent()
            && p.kingSquare(o.winner().get())
                .equals(Optional.of(Impasse.trySquare(o.winner().get())));
      case IMPASSE_DECLARATION:
        return g.rules().impasseRule() != ImpasseRule.NONE
            && Impasse.declaration(p, g.rules().impasseRule()).outcome().equals(o);
      case TIME_LOSS:
        return !o.winner().equals(Optional.of(toMove));
      default:
        return true;
    }
  }

  /** Every ending with every winner that an outcome may have. */
  private static List<Outcome> everyOutcome() {
    List<Outcome> out = new ArrayList<>();
    for (Termination t : Termination.values()) {
      for (Optional<Color> w :
          List.of(Optional.<Color>empty(), Optional.of(Color.SENTE), Optional.of(Color.GOTE))) {
        try {
          out.add(new Outcome(w, t));
        } catch (IllegalArgumentException e) {
          // a winner this ending cannot have
        }
      }
    }
    return out;
  }

  @Test
  void concludeAcceptsExactlyTheEndingsTheGameDoesNotContradict() {
    List<Outcome> endings = everyOutcome();
    Map<Termination, Integer> accepted = new EnumMap<>(Termination.class);
    Map<Termination, Integer> refused = new EnumMap<>(Termination.class);
    for (long seed = 1; seed <= 20; seed++) {
      SplittableRandom rnd = new SplittableRandom(seed);
      Rules rules = RULES.get(rnd.nextInt(RULES.size()));
      RandomGame rg =
          seed % 2 == 0
              ? RandomGames.game(seed, 80)
              : biasedGame(seed, STARTS.get(rnd.nextInt(STARTS.size())), 80);
      Game g = Game.start(rg.start(), rules);
      // every ply up to the game's end, and the first after it (where conclude is too late)
      for (int ply = 0; ply <= rg.moves().size() && !g.wentOnAfterEnd(); ply++) {
        if (ply > 0) {
          g = g.playPastEnd(rg.moves().get(ply - 1));
        }
        try {
          for (Outcome o : endings) {
            checkConclusion(g, o, accepted, refused);
          }
        } catch (AssertionError e) {
          throw RandomGames.failure(rg, ply, g.position(), e);
        }
      }
    }
    for (Termination t : Termination.values()) {
      assertTrue(
          accepted.containsKey(t) || refused.containsKey(t),
          "no random position tried " + t + ": " + accepted + " " + refused);
    }
    for (Termination t :
        List.of(Termination.IMPASSE_DECLARATION, Termination.TIME_LOSS, Termination.RESIGNATION)) {
      assertTrue(accepted.containsKey(t), "never accepted: " + t + " " + accepted);
    }
    for (Termination t :
        List.of(
            Termination.CHECKMATE,
            Termination.SENNICHITE,
            Termination.MAX_MOVES,
            Termination.IMPASSE_DECLARATION,
            Termination.TIME_LOSS)) {
      assertTrue(refused.containsKey(t), "never refused: " + t + " " + refused);
    }
  }

  private static void checkConclusion(
      Game g, Outcome o, Map<Termination, Integer> accepted, Map<Termination, Integer> refused) {
    if (g.isOver()) {
      assertThrows(GameOverException.class, () -> g.conclude(o), o.toString());
      return;
    }
    if (concludable(g, o)) {
      Game ended = g.conclude(o);
      assertEquals(Optional.of(o), ended.outcome());
      assertEquals(OptionalInt.of(g.ply()), ended.outcomePly());
      assertEquals(g.moves(), ended.moves());
      accepted.merge(o.termination(), 1, Integer::sum);
    } else {
      OutcomeRefusedException e =
          assertThrows(OutcomeRefusedException.class, () -> g.conclude(o), o.toString());
      assertEquals(o, e.outcome());
      assertEquals(g.ply(), e.ply());
      refused.merge(o.termination(), 1, Integer::sum);
    }
  }

  @Test
  void keyHistoryEqualsKeysFromScratch() {
    for (long seed = 1; seed <= GAMES / 4; seed++) {
      RandomGame rg =
          seed % 2 == 0
              ? RandomGames.game(seed, 150)
              : biasedGame(seed, STARTS.get((int) (seed % STARTS.size())), 150);
      Game g = Game.replay(rg.start(), rg.moves(), Rules.JSA);
      List<Position> ps = g.positions();
      for (int i = 0; i <= g.ply(); i++) {
        Position p = g.positionAt(i);
        try {
          assertEquals(ps.get(i), p);
          long scratch = Position.fromSfen(p.toSfen(), Validation.LENIENT).zobristKey();
          assertEquals(scratch, p.zobristKey(), "key at ply " + i);
          if (i > 0) {
            assertEquals(rg.moves().get(i - 1), g.moveAt(i));
          }
        } catch (AssertionError e) {
          throw RandomGames.failure(rg, i, p, e);
        }
      }
    }
  }

  @Test
  void undoThenReplayGivesAnEqualGame() {
    for (long seed = 1; seed <= 50; seed++) {
      RandomGame rg =
          seed % 2 == 0
              ? RandomGames.game(seed, 80)
              : biasedGame(seed, STARTS.get((int) (seed % STARTS.size())), 80);
      List<Move> moves = rg.moves();
      Game g = Game.replay(rg.start(), moves, Rules.CSA);
      int back = new SplittableRandom(seed).nextInt(moves.size() + 1);
      Game shorter = g;
      for (int i = 0; i < back; i++) {
        shorter = shorter.undo();
      }
      Game expected = Game.replay(rg.start(), moves.subList(0, moves.size() - back), Rules.CSA);
      if (!expected.equals(shorter)) {
        throw RandomGames.failure(
            rg,
            moves.size() - back,
            shorter.position(),
            new AssertionError("undo differs from replay"));
      }
      // Playing the same moves again must rebuild the same repetition counts and outcome.
      Game again = shorter;
      for (Move m : moves.subList(moves.size() - back, moves.size())) {
        again = again.playPastEnd(m);
      }
      if (!g.equals(again)
          || g.occurrences() != again.occurrences()
          || !g.previousOccurrence().equals(again.previousOccurrence())) {
        throw RandomGames.failure(
            rg, moves.size(), again.position(), new AssertionError("replaying after undo differs"));
      }
    }
  }
}
