package io.github.shogi4j.cli;

import io.github.shogi4j.kif.notation.JapaneseNotation;
import io.github.shogi4j.kif.notation.MoveText;
import io.github.shogi4j.kif.notation.NotationException;
import io.github.shogi4j.kif.notation.Promotion;
import io.github.shogi4j.kif.notation.ResolvedMove;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A move as a player types it, in USI ({@code 7g7f}, {@code P*5e}), CSA ({@code +7776FU}) or
 * Japanese ({@code ７六歩}, {@code 76歩}, {@code 同歩}, {@code ５五角打}), read into the legal moves it may
 * mean.
 *
 * <p>Stateless and thread-safe.
 */
final class MoveInput {
  private static final Pattern CSA =
      Pattern.compile("([+-]?)([0-9])([0-9])([1-9])([1-9])([A-Z]{2})");

  private MoveInput() {}

  /**
   * The legal moves a text may mean: one for an exact text; several when Japanese text leaves the
   * piece (which of two golds) or the promotion (成 or 不成) open, for the player to choose.
   *
   * @param position the position to move in
   * @param previousTo the destination of the last move, for {@code 同}
   * @param text what the player typed
   * @return the moves, never empty
   * @throws InputException when the text is no move or the move is illegal, with the reason
   */
  static List<Move> read(Position position, Optional<Square> previousTo, String text) {
    String t = text.strip();
    Optional<Move> usi = Move.parseUsi(t);
    if (usi.isPresent()) {
      return List.of(checked(position, usi.get(), t));
    }
    Matcher csa = CSA.matcher(t);
    if (csa.matches()) {
      return List.of(checked(position, csa(position, csa, t), t));
    }
    return japanese(position, previousTo, t);
  }

  private static Move csa(Position position, Matcher m, String text) {
    Color side = position.sideToMove();
    if (!m.group(1).isEmpty() && (m.group(1).equals("+") ? Color.SENTE : Color.GOTE) != side) {
      throw new InputException(text, "it is " + PlayText.sideName(side) + "'s move");
    }
    PieceType type =
        PieceType.fromCsa(m.group(6))
            .orElseThrow(() -> new InputException(text, "no CSA piece " + m.group(6)));
    Square to = Square.of(m.group(4).charAt(0) - '0', m.group(5).charAt(0) - '0');
    if (m.group(2).equals("0") && m.group(3).equals("0")) {
      return Move.drop(type, to);
    }
    if (m.group(2).equals("0") || m.group(3).equals("0")) {
      throw new InputException(text, "not a square: " + m.group(2) + m.group(3));
    }
    Square from = Square.of(m.group(2).charAt(0) - '0', m.group(3).charAt(0) - '0');
    Optional<Piece> there = position.pieceAt(from);
    // CSA names the piece after the move: a promoted kind on an unpromoted piece means 成.
    boolean promote =
        there.isPresent()
            && !there.get().type().isPromoted()
            && there.get().type().canPromote()
            && there.get().type().promoted() == type;
    if (there.isPresent() && there.get().type() != type && !promote) {
      throw new InputException(
          text,
          "the piece on "
              + from.toCsa()
              + " is "
              + there.get().type().csa()
              + ", not "
              + type.csa());
    }
    return new BoardMove(from, to, promote);
  }

  private static Move checked(Position position, Move move, String text) {
    Optional<IllegalMoveReason> why = position.whyIllegal(move);
    if (why.isPresent()) {
      throw new InputException(text, "illegal move " + move.toUsi() + ": " + reason(why.get()));
    }
    return move;
  }

  private static List<Move> japanese(Position position, Optional<Square> previousTo, String text) {
    String t = text;
    if (!t.isEmpty() && JapaneseNotation.colorOfMark(t.charAt(0)).isPresent()) {
      Color c = JapaneseNotation.colorOfMark(t.charAt(0)).get();
      if (c != position.sideToMove()) {
        throw new InputException(
            text, "it is " + PlayText.sideName(position.sideToMove()) + "'s move");
      }
      t = t.substring(1);
    }
    MoveText parsed;
    try {
      JapaneseNotation.Parsed p = JapaneseNotation.parse(t, 0);
      if (p.end() != t.length()) {
        throw new InputException(
            text,
            "not a move: unexpected \""
                + t.substring(p.end())
                + "\""
                + " (type help for the notations)");
      }
      parsed = p.text();
    } catch (NotationException | IllegalArgumentException e) {
      throw new InputException(
          text,
          "not a move in USI (7g7f, P*5e), CSA (+7776FU) or Japanese "
              + "(７六歩, 76歩, 同歩, ５五角打) notation");
    }
    Optional<Square> to = parsed.to().or(() -> previousTo);
    if (to.isEmpty()) {
      throw new InputException(text, "同 with no previous move");
    }
    LinkedHashSet<Move> found = new LinkedHashSet<>();
    if (parsed.from().isEmpty() || parsed.isDrop()) {
      if (parsed.promotion() != Promotion.PROMOTE) {
        found.addAll(
            JapaneseNotation.candidates(
                position,
                to.get(),
                parsed.piece(),
                parsed.promotion(),
                parsed.drop(),
                parsed.modifiers()));
      }
      if (parsed.promotion() != Promotion.NO_PROMOTION && !parsed.drop()) {
        found.addAll(
            JapaneseNotation.candidates(
                position, to.get(), parsed.piece(), Promotion.PROMOTE, false, parsed.modifiers()));
      }
    } else {
      Square from = parsed.from().get();
      if (parsed.promotion() != Promotion.PROMOTE) {
        found.add(new BoardMove(from, to.get(), false));
      }
      if (parsed.promotion() != Promotion.NO_PROMOTION) {
        found.add(new BoardMove(from, to.get(), true));
      }
      found.removeIf(m -> !position.isLegal(m));
    }
    if (!found.isEmpty()) {
      return List.copyOf(found);
    }
    // Nothing legal fits: ask the notation for the reason (a rule such as 二歩, or no such piece).
    ResolvedMove denoted;
    try {
      denoted = JapaneseNotation.resolve(position, parsed, previousTo, true, true);
    } catch (NotationException e) {
      throw new InputException(text, "illegal move: " + e.getMessage());
    }
    throw new InputException(
        text,
        "illegal move "
            + denoted.move().toUsi()
            + ": "
            + denoted.illegal().map(MoveInput::reason).orElse("not allowed here"));
  }

  /**
   * A rule in words with its Japanese name, e.g. "two unpromoted pawns on a file (二歩)".
   *
   * @param reason the rule broken
   * @return the words
   */
  static String reason(IllegalMoveReason reason) {
    return switch (reason) {
      case NIFU -> "two unpromoted pawns on one file (二歩)";
      case UCHIFUZUME -> "a pawn drop that mates (打ち歩詰め)";
      case DEAD_PIECE -> "the piece could never move again (行き所のない駒)";
      case KING_LEFT_IN_CHECK -> "it leaves your king in check (王手放置)";
      case ILLEGAL_MOVEMENT -> "the piece does not move that way";
      case NO_PIECE -> "that square is empty";
      case NOT_YOUR_PIECE -> "that is your opponent's piece";
      case NOT_IN_HAND -> "that piece is not in your hand (持駒)";
    };
  }

  /** Whether the moves differ only in promotion: one board move, with and without 成. */
  static boolean onlyPromotionOpen(List<Move> moves) {
    if (moves.size() != 2
        || !(moves.get(0) instanceof BoardMove a)
        || !(moves.get(1) instanceof BoardMove b)) {
      return false;
    }
    return a.from() == b.from() && a.to() == b.to() && a.promote() != b.promote();
  }

  /** The moves in a list for a choice, each in Japanese and USI. */
  static List<String> describe(Position position, Optional<Square> previousTo, List<Move> moves) {
    List<String> out = new ArrayList<>();
    for (Move m : moves) {
      out.add(JapaneseNotation.kif(position, m, previousTo) + "  (" + m.toUsi() + ")");
    }
    return out;
  }
}
