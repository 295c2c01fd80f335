package io.github.shogi4j.rules.notation;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Drop;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * Move text (指し手の表記) as a board's user reads and types it, written and parsed against the position
 * the move is played in:
 *
 * <ul>
 *   <li>KIF ({@link #kif}): {@code ７六歩(77)}, {@code 同　銀(31)}, {@code ２二角成(88)}, {@code ４五角打};
 *   <li>KI2 ({@link #ki2}): {@code ▲７六歩}, {@code △５八金右}, with the turn mark (先手 ▲, 後手 △) and the
 *       fewest relative modifiers (相対表記: 右 左 直 上 引 寄, and 打) that single the move out, as the JSA
 *       notation rules (日本将棋連盟「棋譜の表記方法」) write them;
 *   <li>CSA ({@link #csa}): {@code +7776FU}, the piece named as it stands after the move;
 *   <li>USI: {@code 7g7f}, {@code P*5e}, which needs no position ({@link Move#toUsi()}).
 * </ul>
 *
 * <p>{@link #parse} reads any of them back, and the short forms a player types: {@code ７六歩}, {@code
 * 76歩}, {@code 同歩}, {@code ５八金右}, {@code ７六歩(77)}, {@code ▲７六歩}, {@code +7776FU}, {@code 7776FU},
 * {@code 7g7f}. Text that does not name exactly one legal move is refused with a {@link
 * NotationException} whose {@link NotationException#kind() kind} says why: several moves fit
 * ({@code ５八金} when both golds can go there, or {@code ２三歩} when the pawn may promote or not: the
 * exception lists them to choose from), no piece can make the move, or the rules refuse it (二歩,
 * 打ち歩詰め, ...).
 *
 * <p>Record readers and writers, which work on whole lines and read the variants of real files, use
 * {@link JapaneseNotation} below this class.
 *
 * <p>Stateless and thread-safe.
 */
public final class MoveNotation {
  private MoveNotation() {}

  // ---------------------------------------------------------------- writing

  /**
   * KIF move text, without a turn mark: {@code ７六歩(77)}, {@code ２二角成(88)}, {@code ３三桂不成(45)},
   * {@code ４五角打}.
   *
   * @param position the position before the move
   * @param move the move (legal or not, but a board move needs a piece on its from-square)
   * @return the text
   * @throws IllegalArgumentException if a board move's from-square is empty
   */
  public static String kif(Position position, Move move) {
    return kif(position, move, Optional.empty());
  }

  /**
   * KIF move text, {@code 同　} (同 and a full-width space) when the move lands where the previous one
   * did: {@code 同　歩(75)}.
   *
   * @param position the position before the move
   * @param move the move (legal or not, but a board move needs a piece on its from-square)
   * @param previousMove the move played before it, if any
   * @return the text
   * @throws IllegalArgumentException if a board move's from-square is empty
   */
  public static String kif(Position position, Move move, Optional<Move> previousMove) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(move, "move");
    return JapaneseNotation.kif(position, move, previousMove.map(Move::to));
  }

  /**
   * KI2 move text with the turn mark: {@code ▲７六歩}, {@code △８八角成}, {@code ▲５八金右}.
   *
   * @param position the position before the move
   * @param move a legal move
   * @return the text
   * @throws IllegalArgumentException if the move is not legal (or, in a position no game reaches,
   *     with three rooks, bishops, horses or dragons of a side, no modifiers single it out)
   */
  public static String ki2(Position position, Move move) {
    return ki2(position, move, Optional.empty());
  }

  /**
   * KI2 move text with the turn mark, {@code 同　} when the move lands where the previous one did:
   * {@code △同　歩}.
   *
   * @param position the position before the move
   * @param move a legal move
   * @param previousMove the move played before it, if any
   * @return the text
   * @throws IllegalArgumentException if the move is not legal (or, in a position no game reaches,
   *     with three rooks, bishops, horses or dragons of a side, no modifiers single it out)
   */
  public static String ki2(Position position, Move move, Optional<Move> previousMove) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(move, "move");
    return JapaneseNotation.mark(position.sideToMove(), false)
        + JapaneseNotation.ki2(position, move, previousMove.map(Move::to));
  }

  /**
   * CSA move text: the sign of the side to move, the from-square ({@code 00} for a drop), the
   * destination and the piece as it stands after the move: {@code +7776FU}, {@code +8822UM}, {@code
   * -0055KA}.
   *
   * @param position the position before the move
   * @param move the move (legal or not, but a board move needs a piece on its from-square)
   * @return the text
   * @throws IllegalArgumentException if a board move's from-square is empty
   */
  public static String csa(Position position, Move move) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(move, "move");
    StringBuilder sb =
        new StringBuilder(7).append(position.sideToMove() == Color.SENTE ? '+' : '-');
    if (move instanceof Drop d) {
      return sb.append("00").append(d.to().toCsa()).append(d.type().csa()).toString();
    }
    BoardMove b = (BoardMove) move;
    Piece piece =
        position
            .pieceAt(b.from())
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "no piece on " + b.from().toCsa() + " for " + move.toUsi()));
    PieceType t = b.promote() ? piece.type().promoted() : piece.type();
    return sb.append(b.from().toCsa()).append(b.to().toCsa()).append(t.csa()).toString();
  }

  // ---------------------------------------------------------------- parsing

  /**
   * The legal move that text denotes, where {@code 同} cannot be used (a game's first move).
   *
   * @param position the position to move in
   * @param text USI, CSA, KIF or KI2 move text, as {@link #parse(Position, String, Optional)} reads
   *     it
   * @return the move
   * @throws NotationException if the text does not denote exactly one legal move, saying why
   */
  public static Move parse(Position position, String text) {
    return parse(position, text, Optional.empty());
  }

  /**
   * The legal move that text denotes, in any of the notations:
   *
   * <ul>
   *   <li>USI: {@code 7g7f}, {@code 8h2b+}, {@code P*5e};
   *   <li>CSA: {@code +7776FU}, the sign optional ({@code 7776FU}), a promotion named by the
   *       promoted piece ({@code +8822UM});
   *   <li>Japanese, KIF or KI2, with or without the turn mark ▲ △ (☗ ☖): {@code ７六歩}, {@code 76歩},
   *       {@code ７６歩}, {@code 同歩}, {@code 同　歩}, {@code ５八金右}, {@code ４五角打}, {@code ２二角成}, {@code
   *       ７六歩(77)}, with the variants of {@link JapaneseNotation} (王, 竜, 全, 行, 生 ...).
   * </ul>
   *
   * <p>Surrounding white space is ignored. Japanese text need not carry the modifiers when only one
   * piece fits; a text without 成 or 不成 where the piece may promote or not fits both moves (the
   * exception lists them), and fits only the promotion where the piece must promote ({@code ２一歩} is
   * {@code ２一歩成}).
   *
   * @param position the position to move in
   * @param text the move text
   * @param previousMove the move played before, whose destination {@code 同} means
   * @return the move
   * @throws NotationException if the text does not denote exactly one legal move: {@link
   *     NotationException.Kind#SYNTAX} (no move text, or {@code 同} without a previous move, with
   *     the offset in {@code text}), {@link NotationException.Kind#WRONG_SIDE}, {@link
   *     NotationException.Kind#NO_SUCH_MOVE}, {@link NotationException.Kind#AMBIGUOUS} (with the
   *     moves that fit) or {@link NotationException.Kind#ILLEGAL} (with the move and the rule)
   */
  public static Move parse(Position position, String text, Optional<Move> previousMove) {
    Preconditions.checkNotNull(position, "position");
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(previousMove, "previousMove");
    int start = 0;
    int end = text.length();
    while (start < end && isSpace(text.charAt(start))) {
      start++;
    }
    while (end > start && isSpace(text.charAt(end - 1))) {
      end--;
    }
    String t = text.substring(start, end);
    Optional<Move> usi = Move.parseUsi(t);
    if (usi.isPresent()) {
      return legal(position, usi.get());
    }
    if (isCsa(t)) {
      return legal(position, csaMove(position, t, start));
    }
    return japanese(position, text, start, end, previousMove.map(Move::to));
  }

  private static boolean isSpace(char c) {
    return Character.isWhitespace(c) || c == '　';
  }

  /** Whether the text has the CSA shape: an optional sign, four digits, two capital letters. */
  private static boolean isCsa(String t) {
    int i = !t.isEmpty() && (t.charAt(0) == '+' || t.charAt(0) == '-') ? 1 : 0;
    if (t.length() != i + 6) {
      return false;
    }
    for (int k = i; k < i + 4; k++) {
      if (t.charAt(k) < '0' || t.charAt(k) > '9') {
        return false;
      }
    }
    return Character.isUpperCase(t.charAt(i + 4)) && Character.isUpperCase(t.charAt(i + 5));
  }

  /** The move a CSA text names; {@code at} is its offset in the text given. */
  private static Move csaMove(Position position, String t, int at) {
    int i = t.charAt(0) == '+' || t.charAt(0) == '-' ? 1 : 0;
    if (i == 1) {
      Color side = t.charAt(0) == '+' ? Color.SENTE : Color.GOTE;
      if (side != position.sideToMove()) {
        throw NotationException.wrongSide(
            t + " is a move of " + side + ", " + position.sideToMove() + " is to move");
      }
    }
    String code = t.substring(i + 4);
    PieceType type =
        PieceType.fromCsa(code)
            .orElseThrow(() -> NotationException.syntax(at + i + 4, "no CSA piece " + code));
    int toFile = t.charAt(i + 2) - '0';
    int toRank = t.charAt(i + 3) - '0';
    if (toFile == 0 || toRank == 0) {
      throw NotationException.syntax(at + i + 2, "not a square: " + t.substring(i + 2, i + 4));
    }
    Square to = Square.of(toFile, toRank);
    int fromFile = t.charAt(i) - '0';
    int fromRank = t.charAt(i + 1) - '0';
    if (fromFile == 0 && fromRank == 0) {
      return Move.drop(type, to);
    }
    if (fromFile == 0 || fromRank == 0) {
      throw NotationException.syntax(at + i, "not a square: " + t.substring(i, i + 2));
    }
    Square from = Square.of(fromFile, fromRank);
    if (from == to) {
      throw NotationException.illegal(
          Optional.empty(),
          IllegalMoveReason.ILLEGAL_MOVEMENT,
          "the from-square is the destination " + from.toCsa());
    }
    Optional<Piece> there = position.pieceAt(from);
    // CSA names the piece after the move: a promoted kind on an unpromoted piece means 成.
    boolean promote =
        there.isPresent()
            && there.get().type().canPromote()
            && there.get().type().promoted() == type;
    if (there.isPresent()
        && there.get().color() == position.sideToMove()
        && there.get().type() != type
        && !promote) {
      throw NotationException.noSuchMove(
          "the piece on " + from.toCsa() + " is " + there.get().type().csa() + ", not " + code);
    }
    return new BoardMove(from, to, promote);
  }

  /** The move if legal, else the exception saying which rule it breaks. */
  private static Move legal(Position position, Move move) {
    Optional<IllegalMoveReason> why = position.whyIllegal(move);
    if (why.isPresent()) {
      throw NotationException.illegal(
          Optional.of(move), why.get(), move.toUsi() + " is illegal: " + why.get());
    }
    return move;
  }

  /** The move Japanese text from {@code start} to {@code end} of {@code text} denotes. */
  private static Move japanese(
      Position position, String text, int start, int end, Optional<Square> previousTo) {
    int i = start;
    if (i < end) {
      Optional<Color> mark = JapaneseNotation.colorOfMark(text.charAt(i));
      if (mark.isPresent()) {
        if (mark.get() != position.sideToMove()) {
          throw NotationException.wrongSide(
              text.charAt(i)
                  + " marks a move of "
                  + mark.get()
                  + ", "
                  + position.sideToMove()
                  + " is to move");
        }
        i++;
      }
    }
    JapaneseNotation.Parsed parsed = JapaneseNotation.parse(text, i, end);
    if (parsed.end() != end) {
      throw NotationException.syntax(
          parsed.end(), "unexpected \"" + text.substring(parsed.end(), end) + "\" after the move");
    }
    MoveText mt = parsed.text();
    if (mt.to().isEmpty() && previousTo.isEmpty()) {
      throw NotationException.syntax(i, "同 with no previous move");
    }
    Square to = mt.to().or(() -> previousTo).orElseThrow();
    Set<Move> found = new LinkedHashSet<>();
    if (mt.from().isPresent() && !mt.isDrop()) {
      Square from = mt.from().get();
      Optional<Piece> there = position.pieceAt(from);
      if (there.isPresent()
          && there.get().color() == position.sideToMove()
          && there.get().type() != mt.piece()) {
        throw NotationException.noSuchMove(
            "the piece on "
                + from.toCsa()
                + " is "
                + there.get().type().kanji()
                + ", not "
                + mt.piece().kanji());
      }
      if (from != to) {
        for (boolean promote : promotions(mt.promotion())) {
          BoardMove m = new BoardMove(from, to, promote);
          if (position.isLegal(m)) {
            found.add(m);
          }
        }
      }
    } else {
      if (mt.promotion() != Promotion.PROMOTE) {
        found.addAll(
            JapaneseNotation.candidates(
                position, to, mt.piece(), mt.promotion(), mt.isDrop(), mt.modifiers()));
      }
      if (mt.promotion() != Promotion.NO_PROMOTION && !mt.isDrop()) {
        found.addAll(
            JapaneseNotation.candidates(
                position, to, mt.piece(), Promotion.PROMOTE, false, mt.modifiers()));
      }
    }
    if (found.size() == 1) {
      return found.iterator().next();
    }
    if (found.size() > 1) {
      List<Move> moves = List.copyOf(found);
      StringBuilder sb = new StringBuilder();
      for (Move m : moves) {
        sb.append(sb.length() == 0 ? "" : ", ")
            .append(JapaneseNotation.kif(position, m, previousTo));
      }
      throw NotationException.ambiguous(
          moves, text.substring(start, end) + " fits " + moves.size() + " moves: " + sb);
    }
    // No legal move fits: the strict reading says why (a rule such as 二歩, or no such piece).
    ResolvedMove r = JapaneseNotation.resolve(position, mt, previousTo, false, true);
    if (r.illegal().isPresent()) {
      throw NotationException.illegal(
          Optional.of(r.move()),
          r.illegal().get(),
          r.move().toUsi() + " is illegal: " + r.illegal().get());
    }
    return r.move();
  }

  /** The promotions a text allows: one when 成 or 不成 is written, both when neither is. */
  private static boolean[] promotions(Promotion p) {
    return switch (p) {
      case PROMOTE -> new boolean[] {true};
      case NO_PROMOTION -> new boolean[] {false};
      case UNSPECIFIED -> new boolean[] {false, true};
    };
  }
}
