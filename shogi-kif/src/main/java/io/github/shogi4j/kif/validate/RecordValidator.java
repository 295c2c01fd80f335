package io.github.shogi4j.kif.validate;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Termination;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Checks a record against the rules by replaying every line, main line and variations: each
 * illegal move with its rule ({@link ProblemRule#NIFU}, {@link ProblemRule#UCHIFUZUME}, ...) and
 * move number, a move recorded as illegal that is legal or is not last, and endings the position
 * contradicts ({@link ProblemRule#INCONSISTENT_ENDING}: 詰み that is not mate, a stalemate claim
 * with legal moves left). In a tsume record (no attacker king) a check that only drops could
 * answer counts as mate, as tsume convention ignores futile interpositions (無駄合).
 *
 * <p>Records read by this library's readers are already replayed; this also serves records built
 * by hand or converted. Repetition (千日手) and impasse (入玉宣言) endings are not checked: that
 * needs the game-level rules API, which the rules module does not offer yet.
 *
 * <p>Problems carry the move number but no line: a record does not keep where its text was.
 *
 * <p>Stateless and thread-safe.
 */
public final class RecordValidator {
  private RecordValidator() {}

  /**
   * Every problem found, in line order (main line first, then variations depth-first).
   *
   * @param record the record
   * @return an immutable list, empty for a valid record
   */
  public static List<Problem> validate(GameRecord record) {
    Preconditions.checkNotNull(record, "record");
    ImmutableList.Builder<Problem> out = ImmutableList.builder();
    Position start;
    try {
      start = record.start().position();
    } catch (InvalidPositionException e) {
      return ImmutableList.of(problem(ProblemRule.INVALID_POSITION, OptionalInt.empty(),
          "the start position cannot be played: " + e.getMessage()));
    }
    line(record.mainLine(), start, record.start().setup().moveNumber(), out);
    return out.build();
  }

  private static void line(Line line, Position start, int firstPly,
      ImmutableList.Builder<Problem> out) {
    Position p = start;
    int ply = firstPly;
    boolean illegalSeen = false;
    for (int i = 0; i < line.size(); i++) {
      RecordMove m = line.moves().get(i);
      for (Line v : m.variations()) {
        line(v, p, ply, out);
      }
      Optional<IllegalMoveReason> why = p.whyIllegal(m.move());
      if (m.isIllegal()) {
        if (why.isEmpty()) {
          out.add(problem(ProblemRule.INCONSISTENT_ENDING, OptionalInt.of(ply),
              m.move().toUsi() + " is recorded as illegal (" + m.illegal().get() + ") but is legal"));
        } else if (i != line.size() - 1) {
          out.add(problem(ProblemRule.of(why.get()), OptionalInt.of(ply),
              m.move().toUsi() + " is illegal (" + why.get() + ") and the line goes on after it"));
        } else if (line.ending().map(e -> e.termination() != Termination.ILLEGAL_MOVE).orElse(true)) {
          out.add(problem(ProblemRule.of(why.get()), OptionalInt.of(ply),
              m.move().toUsi() + " is illegal (" + why.get() + ") and the line does not end with 反則"));
        }
        illegalSeen = true;
        break;
      }
      if (why.isPresent()) {
        out.add(problem(ProblemRule.of(why.get()), OptionalInt.of(ply),
            m.move().toUsi() + " is illegal: " + why.get()));
        return;
      }
      p = p.play(m.move());
      ply++;
    }
    for (Line v : line.endVariations()) {
      line(v, p, ply, out);
    }
    if (line.ending().isPresent() && !illegalSeen) {
      ending(line.ending().get(), p, ply, out);
    }
  }

  private static void ending(Ending e, Position p, int ply, ImmutableList.Builder<Problem> out) {
    switch (e.termination()) {
      case CHECKMATE:
        if (!p.isCheckmate() && !tsumeMate(p)) {
          out.add(problem(ProblemRule.INCONSISTENT_ENDING, OptionalInt.of(ply),
              "the record says 詰み (checkmate) but the side to move "
                  + (p.isCheck() ? "has a legal move" : "is not in check")));
        } else if (e.winner().isPresent() && e.winner().get() == p.sideToMove()) {
          out.add(problem(ProblemRule.INCONSISTENT_ENDING, OptionalInt.of(ply),
              "the mated side is named the winner"));
        }
        break;
      case NO_LEGAL_MOVES:
        if (p.hasLegalMoves()) {
          out.add(problem(ProblemRule.INCONSISTENT_ENDING, OptionalInt.of(ply),
              "the record says the side to move has no legal move, but it has "
                  + p.legalMoveCount()));
        }
        break;
      default:
        break;
    }
  }

  /**
   * A tsume record's mate (詰み): the attacker has no king on the board, the defender is in check
   * and could only drop a piece in between, which tsume convention counts as futile (無駄合).
   */
  private static boolean tsumeMate(Position p) {
    if (!p.isCheck() || p.kingSquare(p.sideToMove().opposite()).isPresent()) {
      return false;
    }
    for (io.github.shogi4j.rules.Move m : p.legalMoves()) {
      if (!(m instanceof io.github.shogi4j.rules.Drop)) {
        return false;
      }
    }
    return true;
  }

  private static Problem problem(ProblemRule rule, OptionalInt ply, String message) {
    return new Problem(Problem.Severity.ERROR, Optional.empty(), OptionalInt.empty(),
        OptionalInt.empty(), ply, rule, message);
  }
}
