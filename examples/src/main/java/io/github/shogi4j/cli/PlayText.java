package io.github.shogi4j.cli;

import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.NotationException;
import io.github.shogi4j.rules.picture.TextBoard;
import java.util.Optional;

/**
 * What {@code shogi play} prints: the board for a terminal, the sides and the outcome in words.
 *
 * <p>Stateless and thread-safe.
 */
final class PlayText {
  private static final String KANJI_DIGITS = "一二三四五六七八九";
  private static final String FULL_DIGITS = "１２３４５６７８９";
  private static final String RED = "\u001b[31m";
  private static final String REVERSE = "\u001b[7m";
  private static final String RESET = "\u001b[0m";

  private PlayText() {}

  /** "sente (先手)" or "gote (後手)". */
  static String sideName(Color c) {
    return c == Color.SENTE ? "sente (先手)" : "gote (後手)";
  }

  /** ▲ for sente, △ for gote. */
  static char mark(Color c) {
    return c == Color.SENTE ? '▲' : '△';
  }

  /**
   * The board as text: the opponent's hand, the nine ranks with gote's pieces marked {@code v} (as
   * in BOD), the player's hand. The last move's destination is marked with {@code *} (and reversed
   * with colour); promoted pieces are red with colour.
   *
   * @param position the position
   * @param lastMove the last move, marked when present
   * @param bottom the side shown at the bottom (gote turns the board)
   * @param color whether to use ANSI colours
   * @return the lines, each ending with a line feed
   */
  static String board(Position position, Optional<Move> lastMove, Color bottom, boolean color) {
    boolean turned = bottom == Color.GOTE;
    Color top = bottom.opposite();
    StringBuilder sb = new StringBuilder();
    sb.append(handLine(position, top)).append('\n');
    sb.append(' ');
    for (int i = 0; i < 9; i++) {
      int file = turned ? i + 1 : 9 - i;
      sb.append(' ').append(FULL_DIGITS.charAt(file - 1)).append(' ');
    }
    sb.append('\n');
    sb.append("+").append("-".repeat(36)).append("+\n");
    Optional<Square> to = lastMove.map(Move::to);
    Optional<Square> from =
        lastMove.filter(m -> m instanceof BoardMove).map(m -> ((BoardMove) m).from());
    for (int r = 0; r < 9; r++) {
      int rank = turned ? 9 - r : r + 1;
      sb.append('|');
      for (int i = 0; i < 9; i++) {
        int file = turned ? i + 1 : 9 - i;
        Square sq = Square.of(file, rank);
        Optional<Piece> p = position.pieceAt(sq);
        boolean last = to.isPresent() && to.get() == sq;
        sb.append(p.isPresent() && p.get().color() == Color.GOTE ? 'v' : ' ');
        String cell = p.map(x -> String.valueOf(TextBoard.glyph(x.type()))).orElse("・");
        if (color && last) {
          cell = REVERSE + cell + RESET;
        } else if (color && p.isPresent() && p.get().type().isPromoted()) {
          cell = RED + cell + RESET;
        }
        sb.append(cell);
        sb.append(last ? '*' : (from.isPresent() && from.get() == sq ? '.' : ' '));
      }
      sb.append('|').append(KANJI_DIGITS.charAt(rank - 1)).append('\n');
    }
    sb.append("+").append("-".repeat(36)).append("+\n");
    sb.append(handLine(position, bottom)).append('\n');
    return sb.toString();
  }

  private static String handLine(Position position, Color c) {
    String turn = position.sideToMove() == c ? "  (to move / 手番)" : "";
    return (c == Color.SENTE ? "☗先手" : "☖後手")
        + "の持駒："
        + TextBoard.handText(position.hand(c))
        + turn;
  }

  /**
   * Why typed move text is not played, in words: "illegal move P*5e: two unpromoted pawns on one
   * file (二歩)".
   */
  static String whyNot(Position position, NotationException e) {
    return switch (e.kind()) {
      case SYNTAX ->
          "not a move in USI (7g7f, P*5e), CSA (+7776FU) or Japanese "
              + "(７六歩, 76歩, 同歩, ５五角打) notation";
      case WRONG_SIDE -> "it is " + sideName(position.sideToMove()) + "'s move";
      case NO_SUCH_MOVE, AMBIGUOUS -> "illegal move: " + e.getMessage();
      case ILLEGAL ->
          "illegal move"
              + e.moves().stream().map(m -> " " + m.toUsi()).findFirst().orElse("")
              + ": "
              + reason(e.illegalMoveReason().orElseThrow());
    };
  }

  /** A rule in words with its Japanese name, e.g. "two unpromoted pawns on one file (二歩)". */
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

  /** "checkmate (詰み)" and so on: a termination in words. */
  static String reason(Outcome o) {
    return switch (o.termination()) {
      case CHECKMATE -> "checkmate (詰み)";
      case NO_LEGAL_MOVES -> "no legal move";
      case SENNICHITE -> "sennichite, the same position four times (千日手)";
      case PERPETUAL_CHECK -> "perpetual check (連続王手の千日手)";
      case RESIGNATION -> "resignation (投了)";
      case MAX_MOVES -> "the move limit";
      case IMPASSE_DECLARATION -> "entering-king declaration (入玉宣言)";
      default -> o.termination().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ');
    };
  }

  /** "Game over after N moves: sente (先手) wins by checkmate (詰み)." */
  static String outcome(Outcome o, int ply) {
    String who = o.winner().map(w -> sideName(w) + " wins").orElse("draw (引き分け)");
    return "Game over after " + ply + " moves (まで" + ply + "手): " + who + " by " + reason(o) + ".";
  }
}
