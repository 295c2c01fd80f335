package io.github.shogi4j.kif.validate;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.SourceLocation;
import io.github.shogi4j.kif.replay.Replayed;
import io.github.shogi4j.kif.replay.TreeWalk;
import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.Game;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Impasse;
import io.github.shogi4j.rules.ImpasseRule;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Rules;
import io.github.shogi4j.rules.Termination;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.Supplier;

/**
 * Checks a record against the rules by replaying every line, main line and variations: each illegal
 * move with its rule ({@link ProblemRule#NIFU}, {@link ProblemRule#UCHIFUZUME}, ...) and move
 * number, a move recorded as illegal that is legal or is not last, and endings the position
 * contradicts ({@link ProblemRule#INCONSISTENT_ENDING}: 詰み that is not mate, a stalemate claim with
 * legal moves left). In a tsume record (no attacker king) a check that only drops could answer
 * counts as mate, as tsume convention ignores futile interpositions (無駄合).
 *
 * <p>Each line is replayed as a {@link Game}, so repetition counts: 千日手 must be a fourth occurrence
 * (and not a perpetual check, 連続王手の千日手, which the checking side loses), a won impasse declaration
 * (入玉宣言) must meet the impasse rule, and a line that plays on after the game's first outcome (a
 * fourth repetition, say) gets a warning.
 *
 * <p>Records read by this library's readers are already replayed; this also serves records built by
 * hand or converted.
 *
 * <p>Problems carry the move number, and the line and column of the move or ending when the record
 * was read from text ({@link RecordMove#source()}, {@link Ending#source()}).
 *
 * <p>A record is first replayed on one mutable board, undoing each variation after it; only when
 * that finds something to report (an illegal move, a repetition, a move limit, a 千日手 ending) is it
 * replayed again as {@link Game}s, which describe the problem.
 *
 * <p>Stateless and thread-safe.
 */
public final class RecordValidator {
  private RecordValidator() {}

  /**
   * Every problem found, in the order of the lines it was read from (main line first, then
   * variations depth-first; problems of a record not read from text in the order found), under the
   * JSA rules for repetition; a won impasse declaration is accepted when the 24-point or the
   * 27-point (CSA) rule makes it a win, since records do not say which rule was in force.
   *
   * @param record the record
   * @return an immutable list, empty for a valid record; warnings have {@link
   *     Problem.Severity#WARNING}
   */
  public static List<Problem> validate(GameRecord record) {
    return validate(record, Rules.JSA, List.of(ImpasseRule.POINTS_24, ImpasseRule.POINTS_27));
  }

  /**
   * Every problem found, under given rules (repetition, impasse declaration, move limit).
   *
   * @param record the record
   * @param rules the rules in force
   * @return an immutable list, empty for a valid record
   */
  public static List<Problem> validate(GameRecord record, Rules rules) {
    Preconditions.checkNotNull(rules, "rules");
    return validate(record, rules, List.of(rules.impasseRule()));
  }

  private static List<Problem> validate(
      GameRecord record, Rules rules, List<ImpasseRule> impasseRules) {
    Preconditions.checkNotNull(record, "record");
    ImmutableList.Builder<Problem> out = ImmutableList.builder();
    Position start;
    try {
      // the reader's position of this very start, when it replayed the record
      start = Replayed.startPosition(record).orElseGet(() -> record.start().position());
    } catch (InvalidPositionException e) {
      return ImmutableList.of(
          problem(
              ProblemRule.INVALID_POSITION,
              OptionalInt.empty(),
              "the start position cannot be played: " + e.getMessage()));
    }
    int firstPly = record.start().setup().moveNumber();
    if (!rules.tryRule()) {
      FastReplay fast = new FastReplay(start, rules, impasseRules, record.mainLine().size());
      Optional<Replayed.Played> played = Replayed.played(record);
      if (played.isPresent() && isPlain(record.mainLine())
          ? fast.played(record.mainLine(), firstPly, played.get())
          : fast.line(record.mainLine(), firstPly, played.isPresent())) {
        return inLineOrder(fast.problems.build());
      }
    }
    line(record.mainLine(), Game.start(start, rules), firstPly, impasseRules, out);
    return inLineOrder(out.build());
  }

  /**
   * The problems by the line they were read from (the replay meets a move's variations before the
   * move itself, which the text has first); those without a source line keep their place after.
   */
  private static List<Problem> inLineOrder(List<Problem> found) {
    List<Problem> sorted = new ArrayList<>(found);
    sorted.sort(java.util.Comparator.comparingInt(p -> p.line().orElse(Integer.MAX_VALUE)));
    return ImmutableList.copyOf(sorted);
  }

  /** Whether a line has no variation (変化) anywhere. */
  private static boolean isPlain(Line line) {
    if (!line.endVariations().isEmpty()) {
      return false;
    }
    for (int i = 0; i < line.size(); i++) {
      if (!line.moves().get(i).variations().isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The fast replay: every line on one cursor, checking what {@link Game} would report. It gives up
   * (returns false, reporting nothing) on anything that needs the full replay to describe.
   */
  private static final class FastReplay {
    private final Position start;

    /** The cursor the lines are played on, made by the first {@link #line} (null before). */
    private Cursor board;

    private final List<ImpasseRule> impasseRules;
    private final int moveLimit;

    /** The key of the start position. */
    private final long startKey;

    /** The first length of {@link #keys}: room for the usual longest line. */
    private final int keysRoom;

    /** keys[d]: the position after d moves from the start (grows); made by the first line. */
    private long[] keys;

    private int depth;

    /**
     * How many keys on the path fall in each bucket (the low bits of the key): a key whose bucket
     * holds fewer than four cannot occur a fourth time, so the path is scanned only otherwise. Null
     * for a record with a short main line, whose paths are scanned at once.
     */
    private final int[] bucketCounts;

    /** The low bits of a key that choose its bucket: the buckets number about four per move. */
    private final int bucketMask;

    /** The main-line length from which the repetition test first looks at the buckets. */
    private static final int LONG_LINE = 64;

    final ImmutableList.Builder<Problem> problems = ImmutableList.builder();

    /** A replay from {@code start}; {@code depth} is the usual longest line (the main line's). */
    FastReplay(Position start, Rules rules, List<ImpasseRule> impasseRules, int depth) {
      this.start = start;
      this.keysRoom = depth + 8;
      this.impasseRules = impasseRules;
      this.moveLimit = rules.moveLimit().orElse(Integer.MAX_VALUE);
      startKey = start.zobristKey();
      // about four buckets per move of the main line (a power of two from 256 to 4096): few
      // buckets then hold four keys, and a short record does not clear a large array
      int buckets = Math.min(1 << 12, Integer.highestOneBit(Math.max(depth, LONG_LINE)) << 2);
      bucketMask = buckets - 1;
      bucketCounts = depth < LONG_LINE ? null : new int[buckets];
      count(startKey, 1);
    }

    /** Adds {@code delta} to the bucket count of a key (when buckets are kept). */
    private void count(long key, int delta) {
      if (bucketCounts != null) {
        bucketCounts[bucket(key)] += delta;
      }
    }

    private int bucket(long key) {
      return (int) key & bucketMask;
    }

    /** Whether the fast replay gave up: the full replay must describe what it found. */
    private boolean gaveUp;

    /**
     * Where the replay of a line stands: whether its moves are known to be legal (a main line a
     * reader played), its next move, the move number of that move, the number of moves played on
     * the cursor so far (taken back when the line is done), whether the variations of the next move
     * were replayed already, and whether only the ending is left.
     */
    private static final class Replay {
      final Line line;
      final boolean known;
      int next;
      int ply;
      int n;
      boolean branched;
      boolean finishing;

      Replay(Line line, int ply, boolean known) {
        this.line = line;
        this.ply = ply;
        this.known = known;
      }
    }

    /**
     * Replays a line and its variations from the cursor, then restores the cursor. {@code known}
     * says that a reader played every move of the line (then not tested again). Variations are
     * replayed with a stack of their own, not by recursion.
     *
     * @return false when the replay gave up
     */
    boolean line(Line line, int firstPly, boolean known) {
      if (board == null) {
        board = start.cursor();
        keys = new long[keysRoom];
        keys[0] = startKey;
      }
      TreeWalk.depthFirst(new Replay(line, firstPly, known), this::step);
      return !gaveUp;
    }

    /**
     * Plays a line on from where it stands up to a move with variations (returned first, then the
     * line itself to go on with), or to its end (returning the alternatives there, then the line
     * again for its ending, after which its moves are taken back).
     */
    private List<Replay> step(Replay r) {
      if (gaveUp) {
        return List.of();
      }
      Line line = r.line;
      if (r.finishing) {
        if (!endingChecked(line, r.ply, board::toPosition)) {
          gaveUp = true;
          return List.of();
        }
        while (r.n > 0) {
          board.undo();
          r.n--;
          count(keys[depth], -1);
          depth--;
        }
        return List.of();
      }
      for (; r.next < line.size(); r.next++) {
        int i = r.next;
        RecordMove m = line.moves().get(i);
        List<Line> vs = m.variations();
        if (!r.branched && !vs.isEmpty()) {
          r.branched = true;
          return branches(vs, r);
        }
        r.branched = false;
        if (m.isIllegal()) {
          gaveUp = true;
          return List.of();
        }
        if (r.known) {
          board.playUnchecked(m.move()); // tested by the reader, in this very position
        } else if (!board.playIfLegal(m.move())) {
          gaveUp = true;
          return List.of();
        }
        r.n++;
        push(board.zobristKey());
        r.ply++;
        if (depth >= moveLimit || fourthOccurrence(keys, 0, depth, keys[depth])) {
          gaveUp = true;
          return List.of();
        }
      }
      r.finishing = true;
      return branches(line.endVariations(), r);
    }

    /** The replays of some alternatives from where {@code r} stands, then {@code r} again. */
    private static List<Replay> branches(List<Line> alternatives, Replay r) {
      List<Replay> out = new ArrayList<>(alternatives.size() + 1);
      for (Line v : alternatives) {
        out.add(new Replay(v, r.ply, false));
      }
      out.add(r);
      return out;
    }

    /**
     * {@link #line} for a main line without variations that a reader played with every move legal:
     * the same checks on the keys and end position the reader saw, without playing the moves again.
     */
    boolean played(Line line, int firstPly, Replayed.Played played) {
      // the reader's keys are the path itself: lineKeys[d - 1] is the key after d moves. The
      // bucket counts are not taken back after, as nothing is replayed after this line.
      long[] lineKeys = played.keys();
      int n = line.size();
      for (int d = 1; d <= n; d++) {
        long k = lineKeys[d - 1];
        count(k, 1);
        if (d >= moveLimit || fourthOccurrence(lineKeys, 1, d, k)) {
          return false;
        }
      }
      return endingChecked(line, firstPly + n, () -> played.end().orElseThrow());
    }

    /**
     * Checks a line's ending against the position at its end (asked for only when the ending is one
     * the position may deny); false for a 千日手 ending, which only the full replay judges.
     */
    private boolean endingChecked(Line line, int ply, Supplier<Position> end) {
      if (line.ending().isEmpty()) {
        return true;
      }
      EndingKind t = line.ending().get().kind();
      if (t == EndingKind.SENNICHITE || t == EndingKind.PERPETUAL_CHECK) {
        return false;
      }
      if (Replayed.positionMayDeny(t)) {
        ending(line.ending().get(), end.get(), Optional.empty(), ply, impasseRules, problems);
      }
      return true;
    }

    private void push(long key) {
      if (++depth == keys.length) {
        keys = java.util.Arrays.copyOf(keys, keys.length * 2);
      }
      keys[depth] = key;
      count(key, 1);
    }

    /**
     * Whether {@code k}, the key after {@code d} moves, occurs a fourth time on the path (or the
     * key space collides): the keys after {@code e} moves, for {@code e} of the same parity, are
     * {@code path[e - shift]}, and the start's key for {@code e < shift} (1 for a reader's keys,
     * which leave the start out; 0 for {@link #keys}, which hold it).
     */
    private boolean fourthOccurrence(long[] path, int shift, int d, long k) {
      if (bucketCounts != null && bucketCounts[bucket(k)] < 4) {
        return false; // fewer than four keys of the path share its bucket, so fewer than four equal
        // it
      }
      int count = 1;
      for (int e = d - 2; e >= 0; e -= 2) {
        if ((e < shift ? startKey : path[e - shift]) == k && ++count >= 4) {
          return true;
        }
      }
      return false;
    }
  }

  /**
   * Where the full replay of a line stands: the line's start as a game and its first move number,
   * its next move, the game and move number there, whether the variations of the next move were
   * replayed already, and whether only the checks at its end are left (then {@code illegalSeen}: it
   * ended on a move recorded as illegal).
   */
  private record Step(
      Line line,
      Game start,
      int firstPly,
      int next,
      Game game,
      int ply,
      boolean branched,
      boolean finishing,
      boolean illegalSeen) {
    static Step of(Line line, Game start, int firstPly) {
      return new Step(line, start, firstPly, 0, start, firstPly, false, false, false);
    }
  }

  /** Replays a line and its variations as games, with a stack of its own, not by recursion. */
  private static void line(
      Line line,
      Game start,
      int firstPly,
      List<ImpasseRule> impasseRules,
      ImmutableList.Builder<Problem> out) {
    TreeWalk.depthFirst(
        Step.of(line, start, firstPly),
        s -> s.finishing ? finish(s, impasseRules, out) : step(s, out));
  }

  /**
   * Plays a line on from where it stands up to a move with variations (returned first, then the
   * line itself to go on with), or to its end (returning the alternatives there, then the line
   * again for the checks at its end).
   */
  private static List<Step> step(Step s, ImmutableList.Builder<Problem> out) {
    Line line = s.line;
    Game g = s.game;
    int ply = s.ply;
    boolean illegalSeen = false;
    for (int i = s.next; i < line.size(); i++) {
      RecordMove m = line.moves().get(i);
      if (!m.variations().isEmpty() && !(s.branched && i == s.next)) {
        List<Step> next = new ArrayList<>(m.variations().size() + 1);
        for (Line v : m.variations()) {
          next.add(Step.of(v, g, ply));
        }
        next.add(new Step(line, s.start, s.firstPly, i, g, ply, true, false, false));
        return next;
      }
      Position p = g.position();
      Optional<IllegalMoveReason> why = p.whyIllegal(m.move());
      if (m.isIllegal()) {
        if (why.isEmpty()) {
          out.add(
              problem(
                  ProblemRule.INCONSISTENT_ENDING,
                  ply,
                  m,
                  m.move().toUsi()
                      + " is recorded as illegal ("
                      + m.illegal().get()
                      + ") but is legal"));
        } else if (i != line.size() - 1) {
          out.add(
              problem(
                  ProblemRule.of(why.get()),
                  ply,
                  m,
                  m.move().toUsi()
                      + " is illegal ("
                      + why.get()
                      + ") and the line goes on after it"));
        } else if (line.ending().map(e -> e.kind() != EndingKind.ILLEGAL_MOVE).orElse(true)) {
          out.add(
              problem(
                  ProblemRule.of(why.get()),
                  ply,
                  m,
                  m.move().toUsi()
                      + " is illegal ("
                      + why.get()
                      + ") and the line does not end with 反則"));
        }
        illegalSeen = true;
        break;
      }
      if (why.isPresent()) {
        out.add(
            problem(
                ProblemRule.of(why.get()), ply, m, m.move().toUsi() + " is illegal: " + why.get()));
        return List.of();
      }
      g = g.playPastEnd(m.move());
      ply++;
    }
    List<Step> next = new ArrayList<>(line.endVariations().size() + 1);
    for (Line v : line.endVariations()) {
      next.add(Step.of(v, g, ply));
    }
    next.add(new Step(line, s.start, s.firstPly, line.size(), g, ply, false, true, illegalSeen));
    return next;
  }

  /** The checks at the end of a line: play after the game's end, and the ending. */
  private static List<Step> finish(
      Step s, List<ImpasseRule> impasseRules, ImmutableList.Builder<Problem> out) {
    Game g = s.game;
    if (g.wentOnAfterEnd()) {
      Outcome first = g.outcome().orElseThrow();
      int at = s.firstPly - 1 + g.outcomePly().getAsInt() - (s.start.ply());
      out.add(
          new Problem(
              Problem.Severity.WARNING,
              Optional.empty(),
              OptionalInt.empty(),
              OptionalInt.empty(),
              OptionalInt.of(at),
              ProblemRule.INCONSISTENT_ENDING,
              "the game ended after move " + at + " (" + first.termination() + ") and went on"));
    }
    if (s.line.ending().isPresent() && !s.illegalSeen) {
      ending(s.line.ending().get(), g.position(), Optional.of(g), s.ply, impasseRules, out);
    }
    return List.of();
  }

  /**
   * The problems of a line's ending in the position the line reached; {@code game} is the line
   * replayed as a game, needed (and given) for 千日手 endings.
   */
  private static void ending(
      Ending e,
      Position p,
      Optional<Game> game,
      int ply,
      List<ImpasseRule> impasseRules,
      ImmutableList.Builder<Problem> out) {
    switch (e.kind()) {
      case CHECKMATE:
        if (!p.isCheckmate() && !tsumeMate(p)) {
          out.add(
              problem(
                  ProblemRule.INCONSISTENT_ENDING,
                  ply,
                  e,
                  "the record says 詰み (checkmate) but the side to move "
                      + (p.isCheck() ? "has a legal move" : "is not in check")));
        } else if (e.winner().isPresent() && e.winner().get() == p.sideToMove()) {
          out.add(
              problem(
                  ProblemRule.INCONSISTENT_ENDING, ply, e, "the mated side is named the winner"));
        }
        break;
      case NO_LEGAL_MOVES:
        if (p.hasLegalMoves()) {
          out.add(
              problem(
                  ProblemRule.INCONSISTENT_ENDING,
                  ply,
                  e,
                  "the record says the side to move has no legal move, but it has "
                      + p.legalMoveCount()));
        }
        break;
      case SENNICHITE:
      case PERPETUAL_CHECK:
        {
          Game g = game.orElseThrow();
          Optional<Outcome> reached = g.outcome();
          if (reached.isEmpty()
              || (reached.get().termination() != Termination.SENNICHITE
                  && reached.get().termination() != Termination.PERPETUAL_CHECK)) {
            out.add(
                problem(
                    ProblemRule.INCONSISTENT_ENDING,
                    ply,
                    e,
                    "the record says 千日手 but the position has occurred "
                        + g.occurrences()
                        + " time(s), not 4"));
          } else if (!Optional.of(reached.get()).equals(e.outcome())
              && (e.kind() == EndingKind.PERPETUAL_CHECK
                  || reached.get().termination() == Termination.PERPETUAL_CHECK)) {
            out.add(
                problem(
                    ProblemRule.INCONSISTENT_ENDING,
                    ply,
                    e,
                    "the record says "
                        + e.outcome().orElseThrow()
                        + " but the repetition is "
                        + reached.get()));
          }
          break;
        }
      case IMPASSE_DECLARATION:
        if (e.winner().equals(Optional.of(p.sideToMove()))) {
          boolean wins = false;
          Impasse.Declaration last = null;
          for (ImpasseRule r : impasseRules) {
            if (r != ImpasseRule.NONE) {
              last = Impasse.declaration(p, r);
              wins |= last.verdict() == Impasse.Verdict.WIN;
            }
          }
          if (!wins) {
            out.add(
                problem(
                    ProblemRule.INCONSISTENT_ENDING,
                    ply,
                    e,
                    "the record says 入玉勝ち but the declaration does not win"
                        + (last == null ? " (no declaration rule)" : ": " + describe(last))));
          }
        }
        break;
      default:
        break;
    }
  }

  /**
   * A tsume record's mate (詰み): the attacker has no king on the board, the defender is in check and
   * could only drop a piece in between, which tsume convention counts as futile (無駄合).
   */
  private static boolean tsumeMate(Position p) {
    if (!p.isCheck() || p.kingSquare(p.sideToMove().opposite()).isPresent()) {
      return false;
    }
    // the legal moves in a buffer of the thread's: no list of them
    Move[] legal = LEGAL.get();
    int n = p.cursor().legalMoves(legal);
    for (int i = 0; i < n; i++) {
      if (!(legal[i] instanceof Drop)) {
        return false;
      }
    }
    return true;
  }

  /** A buffer per thread for the legal moves of one position. */
  private static final ThreadLocal<Move[]> LEGAL =
      ThreadLocal.withInitial(() -> new Move[Cursor.MAX_LEGAL_MOVES]);

  /** A problem with a move, at the line and column the move was read from when known. */
  private static Problem problem(ProblemRule rule, int ply, RecordMove m, String message) {
    return located(rule, ply, m.source(), message);
  }

  /** A problem with an ending, at the line and column the ending was read from when known. */
  private static Problem problem(ProblemRule rule, int ply, Ending e, String message) {
    return located(rule, ply, e.source(), message);
  }

  private static Problem located(
      ProblemRule rule, int ply, Optional<SourceLocation> at, String message) {
    return new Problem(
        Problem.Severity.ERROR,
        Optional.empty(),
        at.isPresent() ? OptionalInt.of(at.get().line()) : OptionalInt.empty(),
        at.isPresent() ? OptionalInt.of(at.get().column()) : OptionalInt.empty(),
        OptionalInt.of(ply),
        rule,
        message);
  }

  private static Problem problem(ProblemRule rule, OptionalInt ply, String message) {
    return new Problem(
        Problem.Severity.ERROR,
        Optional.empty(),
        OptionalInt.empty(),
        OptionalInt.empty(),
        ply,
        rule,
        message);
  }

  /**
   * A declaration's verdict in words, with what it lacks, e.g. "by sente under POINTS_27 it is LOSE
   * (0 points; the king not in the camp; 0 pieces in the camp, 10 needed)".
   */
  private static String describe(Impasse.Declaration d) {
    List<String> facts = new ArrayList<>();
    facts.add(d.points() + " points");
    if (!d.declarersTurn()) {
      facts.add("not the declarer's turn");
    }
    if (!d.kingInCamp()) {
      facts.add("the king not in the camp");
    }
    if (d.inCheck()) {
      facts.add("the king in check");
    }
    if (d.piecesInCamp() < Impasse.PIECES_IN_CAMP) {
      facts.add(d.piecesInCamp() + " pieces in the camp, " + Impasse.PIECES_IN_CAMP + " needed");
    }
    return "by "
        + d.declarer().name().toLowerCase(java.util.Locale.ROOT)
        + " under "
        + d.rule()
        + " it is "
        + d.verdict()
        + " ("
        + String.join("; ", facts)
        + ")";
  }
}
