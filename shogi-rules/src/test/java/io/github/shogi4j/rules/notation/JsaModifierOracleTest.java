package io.github.shogi4j.rules.notation;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;
import org.junit.jupiter.api.Test;

/**
 * The KI2 writer's modifiers (相対表記) against an oracle written from the JSA notation rules
 * (日本将棋連盟「棋譜の表記方法」), over thousands of generated positions where two, three or four pieces of one
 * kind can move to one square.
 *
 * <p>The oracle, from the rules text and nothing of the writer:
 *
 * <ul>
 *   <li>the pieces considered are those of the kind and side that can move to the square
 *       (到達地点に動ける駒): its movement reaches the square and the move is legal, promoting or not (成 and
 *       不成 never tell pieces apart); a piece a pin holds back cannot move there;
 *   <li>one piece: no modifier;
 *   <li>first the movement (動作): 上 one rank or more forward, 引 backward, 寄 along the rank, written
 *       alone when no other piece makes the same movement;
 *   <li>else the relative position (相対位置), written alone when it singles the piece out: for a gold,
 *       a silver, a knight and the promoted pieces that move as a gold, 右 or 左 by the side of the
 *       destination the piece comes from (seen by the mover), and 直 for a move straight forward
 *       from the destination's file; for a rook, bishop, dragon or horse (two at most in a game) 右
 *       or 左 by its side of the other piece, never 直;
 *   <li>else the position among the pieces that make the same movement, and the movement.
 * </ul>
 *
 * Three or more rooks, bishops, dragons or horses of one side (a lenient position) extend the rule
 * for two: 右 and 左 name the outermost piece; a piece between others of the same movement has no
 * text, and the writer must refuse it with an {@link IllegalArgumentException} (which the KI2
 * writer reports as a {@code KifuWriteException}). Every text is also read back to the same move.
 */
class JsaModifierOracleTest {
  private static final PieceType[] KINDS = {
    PieceType.KNIGHT,
    PieceType.SILVER,
    PieceType.GOLD,
    PieceType.BISHOP,
    PieceType.ROOK,
    PieceType.PRO_PAWN,
    PieceType.PRO_LANCE,
    PieceType.PRO_KNIGHT,
    PieceType.PRO_SILVER,
    PieceType.HORSE,
    PieceType.DRAGON
  };

  /** Steps (file change, rank change) of a kind for sente, forward being rank - 1. */
  private static int[][] steps(PieceType t) {
    switch (t) {
      case KNIGHT:
        return new int[][] {{-1, -2}, {1, -2}};
      case SILVER:
        return new int[][] {{-1, -1}, {0, -1}, {1, -1}, {-1, 1}, {1, 1}};
      case GOLD:
      case PRO_PAWN:
      case PRO_LANCE:
      case PRO_KNIGHT:
      case PRO_SILVER:
        return new int[][] {{-1, -1}, {0, -1}, {1, -1}, {-1, 0}, {1, 0}, {0, 1}};
      case HORSE:
        return new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
      case DRAGON:
        return new int[][] {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
      default:
        return new int[0][];
    }
  }

  /** Slide directions of a kind. */
  private static int[][] slides(PieceType t) {
    switch (t) {
      case BISHOP:
      case HORSE:
        return new int[][] {{-1, -1}, {1, -1}, {-1, 1}, {1, 1}};
      case ROOK:
      case DRAGON:
        return new int[][] {{0, -1}, {0, 1}, {-1, 0}, {1, 0}};
      default:
        return new int[0][];
    }
  }

  private static boolean onBoard(int file, int rank) {
    return file >= 1 && file <= 9 && rank >= 1 && rank <= 9;
  }

  /**
   * Whether a piece of kind {@code t} and color {@code c} on {@code from} reaches {@code to} by its
   * movement, other pieces of {@code s} blocking slides.
   */
  private static boolean reaches(Setup s, PieceType t, Color c, Square from, Square to) {
    int sign = c == Color.SENTE ? 1 : -1;
    for (int[] d : steps(t)) {
      if (from.file() + d[0] * sign == to.file() && from.rank() + d[1] * sign == to.rank()) {
        return true;
      }
    }
    for (int[] d : slides(t)) {
      int f = from.file() + d[0];
      int r = from.rank() + d[1];
      while (onBoard(f, r)) {
        if (f == to.file() && r == to.rank()) {
          return true;
        }
        if (s.pieceAt(Square.of(f, r)).isPresent()) {
          break;
        }
        f += d[0];
        r += d[1];
      }
    }
    return false;
  }

  /** The forward distance of a move for its mover: positive forward, negative backward. */
  private static int forward(Color c, Square from, Square to) {
    return (from.rank() - to.rank()) * (c == Color.SENTE ? 1 : -1);
  }

  private static String movement(Color c, Square from, Square to) {
    int f = forward(c, from, to);
    return f > 0 ? "上" : f < 0 ? "引" : "寄";
  }

  /** Larger is further to the mover's right (sente's right is file 1). */
  private static int right(Color c, Square s) {
    return c == Color.SENTE ? -s.file() : s.file();
  }

  private static boolean big(PieceType t) {
    return t == PieceType.BISHOP
        || t == PieceType.ROOK
        || t == PieceType.HORSE
        || t == PieceType.DRAGON;
  }

  /** The relative position word of the piece on {@code from} among {@code all}, or "". */
  private static String position(PieceType t, Color c, Square from, Square to, List<Square> all) {
    if (big(t)) {
      int mine = right(c, from);
      boolean rightOfAll = true;
      boolean leftOfAll = true;
      for (Square o : all) {
        if (o != from) {
          rightOfAll &= right(c, o) < mine;
          leftOfAll &= right(c, o) > mine;
        }
      }
      return rightOfAll ? "右" : leftOfAll ? "左" : "";
    }
    int side = Integer.compare(right(c, from), right(c, to));
    if (side > 0) {
      return "右";
    }
    if (side < 0) {
      return "左";
    }
    return forward(c, from, to) > 0 ? "直" : "";
  }

  /**
   * The JSA modifiers of the move from {@code from} to {@code to} among the pieces {@code all};
   * empty when the rules give none.
   */
  static Optional<String> oracle(PieceType t, Color c, Square from, Square to, List<Square> all) {
    if (all.size() == 1) {
      return Optional.of("");
    }
    String mov = movement(c, from, to);
    String pos = position(t, c, from, to, all);
    List<Square> moving = new ArrayList<>();
    int samePosition = 0;
    for (Square o : all) {
      if (movement(c, o, to).equals(mov)) {
        moving.add(o);
      }
      samePosition += position(t, c, o, to, all).equals(pos) ? 1 : 0;
    }
    if (moving.size() == 1) {
      return Optional.of(mov);
    }
    if (!pos.isEmpty() && samePosition == 1) {
      return Optional.of(pos);
    }
    // the position among the pieces that make the same movement (for a gold or silver the side
    // of the destination, the same whatever the others)
    String among = position(t, c, from, to, moving);
    int same = 0;
    for (Square o : moving) {
      same += position(t, c, o, to, moving).equals(among) ? 1 : 0;
    }
    return !among.isEmpty() && same == 1 ? Optional.of(among + mov) : Optional.empty();
  }

  /** The modifiers written in a KI2 text, in the order written. */
  private static String modifiers(String ki2) {
    StringBuilder sb = new StringBuilder();
    for (char ch : ki2.toCharArray()) {
      if ("右左直上引寄".indexOf(ch) >= 0) {
        sb.append(ch);
      }
    }
    return sb.toString();
  }

  /** Empty squares of a setup, in a random order taken from {@code r}. */
  private static Optional<Square> emptySquare(SplittableRandom r, Setup s) {
    for (int k = 0; k < 40; k++) {
      Square sq = Square.values()[r.nextInt(81)];
      if (s.pieceAt(sq).isEmpty()) {
        return Optional.of(sq);
      }
    }
    return Optional.empty();
  }

  /**
   * A position where {@code count} pieces of one kind of the side to move can reach one square,
   * with both kings and a few other pieces; empty when the draw makes no valid position.
   */
  private static Optional<Position> draw(
      SplittableRandom r, PieceType t, Color c, Square to, int count, Validation validation) {
    Setup.Builder b = Setup.empty().toBuilder().sideToMove(c);
    Setup empty = Setup.empty();
    List<Square> sources = new ArrayList<>();
    for (Square from : Square.values()) {
      if (from != to && reaches(empty, t, c, from, to)) {
        sources.add(from);
      }
    }
    if (sources.size() < count) {
      return Optional.empty();
    }
    for (int k = 0; k < count; k++) {
      Square from = sources.remove(r.nextInt(sources.size()));
      b.put(from, Piece.of(c, t));
    }
    Setup s = b.build();
    for (Color k : Color.values()) {
      Optional<Square> sq = emptySquare(r, s);
      if (sq.isEmpty() || sq.get() == to) {
        return Optional.empty();
      }
      s = s.toBuilder().put(sq.get(), Piece.of(k, PieceType.KING)).build();
    }
    int others = r.nextInt(7);
    PieceType[] fillers = {
      PieceType.PAWN,
      PieceType.SILVER,
      PieceType.GOLD,
      PieceType.KNIGHT,
      PieceType.PRO_PAWN,
      PieceType.LANCE,
      PieceType.BISHOP,
      PieceType.ROOK,
      t
    };
    for (int k = 0; k < others; k++) {
      Optional<Square> sq = emptySquare(r, s);
      if (sq.isEmpty() || sq.get() == to) {
        continue;
      }
      Color owner = r.nextBoolean() ? Color.SENTE : Color.GOTE;
      s = s.toBuilder().put(sq.get(), Piece.of(owner, fillers[r.nextInt(fillers.length)])).build();
    }
    try {
      return Optional.of(s.validate(validation));
    } catch (InvalidPositionException e) {
      return Optional.empty();
    }
  }

  /** Compares the writer with the oracle for every legal move of kind {@code t} to {@code to}. */
  private static int check(Position p, PieceType t, Square to, List<String> failures) {
    Color c = p.sideToMove();
    Setup s = p.toSetup();
    List<Square> all = new ArrayList<>();
    for (Square from : Square.values()) {
      Optional<Piece> pc = s.pieceAt(from);
      if (from != to
          && pc.isPresent()
          && pc.get().color() == c
          && pc.get().type() == t
          && reaches(s, t, c, from, to)
          && (p.isLegal(Move.of(from, to)) || p.isLegal(Move.promoting(from, to)))) {
        all.add(from);
      }
    }
    int checked = 0;
    for (Move m : p.legalMoves()) {
      if (!(m instanceof BoardMove bm) || bm.to() != to || p.pieceAt(bm.from()).get().type() != t) {
        continue;
      }
      Optional<String> expected = oracle(t, c, bm.from(), to, all);
      checked++;
      if (expected.isEmpty()) {
        try {
          String text = JapaneseNotation.ki2(p, m, Optional.empty());
          failures.add(p.toSfen() + " " + m.toUsi() + ": wrote " + text + ", which no rule gives");
        } catch (IllegalArgumentException e) {
          assertTrue(e.getMessage().contains(JapaneseNotation.square(to)), e.getMessage());
        }
        continue;
      }
      String text = JapaneseNotation.ki2(p, m, Optional.empty());
      if (!modifiers(text).equals(expected.get()) && failures.size() < 20) {
        failures.add(
            p.toSfen()
                + " "
                + m.toUsi()
                + ": wrote "
                + text
                + ", the rules give "
                + (expected.get().isEmpty() ? "no modifier" : expected.get()));
      }
      Move back =
          JapaneseNotation.resolve(
                  p, JapaneseNotation.parse(text, 0).text(), Optional.empty(), false, false)
              .move();
      if (!back.equals(m) && failures.size() < 20) {
        failures.add(p.toSfen() + " " + m.toUsi() + ": " + text + " reads back as " + back);
      }
    }
    return checked;
  }

  private static void run(long seed, int positions, Validation validation, int maxCount) {
    SplittableRandom r = new SplittableRandom(seed);
    List<String> failures = new ArrayList<>();
    int checked = 0;
    int several = 0;
    for (int k = 0; k < positions; k++) {
      PieceType t = KINDS[r.nextInt(KINDS.length)];
      Color c = r.nextBoolean() ? Color.SENTE : Color.GOTE;
      Square to = Square.values()[r.nextInt(81)];
      int most = big(t) && validation == Validation.STRICT ? 2 : maxCount;
      int count = 2 + r.nextInt(most - 1);
      Optional<Position> p = draw(r, t, c, to, count, validation);
      if (p.isPresent()) {
        int n = check(p.get(), t, to, failures);
        checked += n;
        several += n > 1 ? 1 : 0;
      }
    }
    assertTrue(failures.isEmpty(), () -> String.join("\n", failures));
    int enough = positions / 4;
    assertTrue(
        several > enough,
        "too few positions with several pieces to one square: "
            + several
            + " ("
            + checked
            + " moves)");
  }

  /** Pairs, triples and quadruples of a kind in positions that can arise in a game. */
  @Test
  void writerFollowsTheJsaRulesForEveryKindInGamePositions() {
    run(20261206L, 6000, Validation.STRICT, 4);
  }

  /**
   * Lenient positions (records may hold them) with three or four rooks, bishops, dragons or horses
   * of one side: 右 and 左 then name the outermost of the pieces (the rule for two, extended).
   */
  @Test
  void writerFollowsTheRulesForManyBigPiecesInLenientPositions() {
    run(20261207L, 3000, Validation.LENIENT, 4);
  }

  private static String text(PieceType t, Color c, Square from, Square to, List<Square> all) {
    return oracle(t, c, from, to, all).orElseThrow();
  }

  /** The oracle itself on the rules' own examples. */
  @Test
  void oracleGivesTheRulesExamples() {
    // golds on 6e, 6f and 5f, all able to reach 5e (sente)
    List<Square> golds = List.of(Square.of(6, 5), Square.of(6, 6), Square.of(5, 6));
    Square to = Square.of(5, 5);
    assertEquals("寄", text(PieceType.GOLD, Color.SENTE, Square.of(6, 5), to, golds));
    assertEquals("左上", text(PieceType.GOLD, Color.SENTE, Square.of(6, 6), to, golds));
    assertEquals("直", text(PieceType.GOLD, Color.SENTE, Square.of(5, 6), to, golds));
    // three golds side by side on rank 3 moving to 5b
    List<Square> row = List.of(Square.of(6, 3), Square.of(5, 3), Square.of(4, 3));
    assertEquals("左", text(PieceType.GOLD, Color.SENTE, Square.of(6, 3), Square.of(5, 2), row));
    assertEquals("直", text(PieceType.GOLD, Color.SENTE, Square.of(5, 3), Square.of(5, 2), row));
    assertEquals("右", text(PieceType.GOLD, Color.SENTE, Square.of(4, 3), Square.of(5, 2), row));
    // dragons on 1c and 2b moving to 2d: both move back, 右 and 左 by their sides of each other
    List<Square> dragons = List.of(Square.of(1, 3), Square.of(2, 2));
    assertEquals(
        "右", text(PieceType.DRAGON, Color.SENTE, Square.of(1, 3), Square.of(2, 4), dragons));
    assertEquals(
        "左", text(PieceType.DRAGON, Color.SENTE, Square.of(2, 2), Square.of(2, 4), dragons));
  }
}
