package io.github.shogi4j.rules;

import com.google.common.base.Preconditions;
import io.github.shogi4j.rules.internal.HandBits;
import java.util.Optional;

/**
 * SFEN, the position text of USI: board ranks 1 to 9 separated by {@code /} (digits for runs of
 * empty squares, uppercase for sente, {@code +} before a promoted piece), the side to move ({@code
 * b}/{@code w}), the hands ({@code -} when both are empty) and the move number.
 */
public final class Sfen {
  private Sfen() {}

  /** The even-game (平手) starting position. */
  public static final String STARTPOS =
      "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1";

  /**
   * Parses SFEN text into an unchecked setup. The word {@code startpos} stands for {@link
   * #STARTPOS}; the move number may be omitted (it is then 1); hand counts of 10 and more and hand
   * kinds in any order are accepted.
   *
   * <p>Limits: a hand count is at most {@link Hand#capacity} (31 pawns, 15 of another kind); the
   * move number is 1 to {@link Setup#MAX_MOVE_NUMBER}. Numbers are ASCII digits only.
   *
   * @param text the SFEN
   * @return the setup
   * @throws SfenParseException naming the field and character that failed
   */
  public static Setup parse(String text) {
    Preconditions.checkNotNull(text, "text");
    return new Parser(text.strip().equals("startpos") ? STARTPOS : text).parse();
  }

  /**
   * Formats a setup as SFEN, with the hands in the canonical order (R B G S N L P, sente first).
   *
   * @param setup the setup
   * @return the SFEN text
   */
  public static String format(Setup setup) {
    StringBuilder sb = new StringBuilder(90);
    for (int rank = 1; rank <= 9; rank++) {
      if (rank > 1) {
        sb.append('/');
      }
      int empty = 0;
      for (int file = 9; file >= 1; file--) {
        Optional<Piece> p = setup.pieceAt(Square.of(file, rank));
        if (p.isEmpty()) {
          empty++;
          continue;
        }
        if (empty > 0) {
          sb.append(empty);
          empty = 0;
        }
        sb.append(p.get().sfen());
      }
      if (empty > 0) {
        sb.append(empty);
      }
    }
    sb.append(' ').append(setup.sideToMove().sfenChar()).append(' ');
    int before = sb.length();
    for (Color c : Color.values()) {
      Hand h = setup.hand(c);
      for (PieceType t : Hand.SFEN_ORDER) {
        int n = h.count(t);
        if (n > 1) {
          sb.append(n);
        }
        if (n > 0) {
          sb.append(c == Color.SENTE ? t.usi() : t.usi().toLowerCase(java.util.Locale.ROOT));
        }
      }
    }
    if (sb.length() == before) {
      sb.append('-');
    }
    return sb.append(' ').append(setup.moveNumber()).toString();
  }

  private static final class Parser {
    private final String in;
    private int i;

    Parser(String in) {
      this.in = in;
    }

    private SfenParseException error(String field, String reason) {
      return new SfenParseException(in, Math.min(i, Math.max(0, in.length() - 1)), field, reason);
    }

    /** An ASCII digit: {@link Character#isDigit} also takes other scripts' digits. */
    private static boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }

    private void skipSpaces() {
      while (i < in.length() && in.charAt(i) == ' ') {
        i++;
      }
    }

    Setup parse() {
      while (i < in.length() && Character.isWhitespace(in.charAt(i))) {
        i++;
      }
      Setup.Builder b = Setup.builder();
      parseBoard(b);
      if (i >= in.length() || in.charAt(i) != ' ') {
        throw error(
            "board",
            i >= in.length() ? "the side to move is missing" : "expected a space after the board");
      }
      skipSpaces();
      if (i >= in.length()) {
        throw error("side", "the side to move is missing");
      }
      char side = in.charAt(i);
      if (side == 'b') {
        b.sideToMove(Color.SENTE);
      } else if (side == 'w') {
        b.sideToMove(Color.GOTE);
      } else {
        throw error("side", "expected 'b' or 'w', found '" + side + "'");
      }
      i++;
      if (i < in.length() && in.charAt(i) != ' ') {
        throw error("side", "expected a space after the side to move");
      }
      skipSpaces();
      if (i >= in.length()) {
        throw error("hand", "the hands are missing (write '-' for none)");
      }
      parseHands(b);
      skipSpaces();
      if (i < in.length()) {
        int start = i;
        long n = 0;
        while (i < in.length() && isDigit(in.charAt(i))) {
          n = n * 10 + (in.charAt(i) - '0');
          if (n > Setup.MAX_MOVE_NUMBER) {
            i = start;
            throw error("move number", "the move number is larger than " + Setup.MAX_MOVE_NUMBER);
          }
          i++;
        }
        if (i == start) {
          throw error("move number", "expected a number, found '" + in.charAt(i) + "'");
        }
        if (n < 1) {
          i = start;
          throw error("move number", "the move number must be 1 or more");
        }
        b.moveNumber((int) n);
        skipSpaces();
        if (i < in.length()) {
          throw error("move number", "unexpected text after the move number");
        }
      }
      return b.build();
    }

    private void parseBoard(Setup.Builder b) {
      int rank = 1;
      int file = 9;
      while (true) {
        if (i >= in.length()) {
          throw error("board", "the board ends early at rank " + rank);
        }
        char c = in.charAt(i);
        if (c == ' ') {
          if (rank != 9 || file != 0) {
            throw error(
                "board",
                rank < 9
                    ? "the board has only " + rank + " ranks"
                    : "rank 9 has " + (9 - file) + " squares, not 9");
          }
          return;
        }
        if (c == '/') {
          if (file != 0) {
            throw error("board", "rank " + rank + " has " + (9 - file) + " squares, not 9");
          }
          if (rank == 9) {
            throw error("board", "more than 9 ranks");
          }
          rank++;
          file = 9;
          i++;
          continue;
        }
        if (c >= '1' && c <= '9') {
          file -= c - '0';
          if (file < 0) {
            throw error("board", "rank " + rank + " has more than 9 squares");
          }
          i++;
          continue;
        }
        boolean promoted = false;
        if (c == '+') {
          promoted = true;
          i++;
          if (i >= in.length()) {
            throw error("board", "'+' must be followed by a piece letter");
          }
          c = in.charAt(i);
        }
        Optional<PieceType> type = PieceType.fromUsiLetter(c);
        if (type.isEmpty()) {
          throw error("board", "'" + c + "' is not a piece letter");
        }
        PieceType t = type.get();
        if (promoted) {
          if (!t.canPromote()) {
            throw error("board", "'" + c + "' cannot be promoted");
          }
          t = t.promoted();
        }
        if (file == 0) {
          throw error("board", "rank " + rank + " has more than 9 squares");
        }
        Color color = Character.isUpperCase(c) ? Color.SENTE : Color.GOTE;
        b.put(Square.of(file, rank), Piece.of(color, t));
        file--;
        i++;
      }
    }

    private void parseHands(Setup.Builder b) {
      if (in.charAt(i) == '-') {
        i++;
        if (i < in.length() && in.charAt(i) != ' ') {
          throw error("hand", "expected a space after '-'");
        }
        return;
      }
      Hand[] hands = {Hand.EMPTY, Hand.EMPTY};
      boolean[][] seen = new boolean[2][7];
      while (i < in.length() && in.charAt(i) != ' ') {
        int start = i;
        int count = 1;
        if (isDigit(in.charAt(i))) {
          count = 0;
          while (i < in.length() && isDigit(in.charAt(i))) {
            count = Math.min(1000, count * 10 + (in.charAt(i) - '0'));
            i++;
          }
          if (i >= in.length() || in.charAt(i) == ' ') {
            throw error("hand", "a count must be followed by a piece letter");
          }
          if (count == 0) {
            i = start;
            throw error("hand", "a count of 0");
          }
        }
        char c = in.charAt(i);
        Optional<PieceType> type = PieceType.fromUsiLetter(c);
        if (type.isEmpty() || !type.get().isHandType()) {
          throw error("hand", "'" + c + "' is not a piece that can be in hand");
        }
        int color = Character.isUpperCase(c) ? 0 : 1;
        PieceType t = type.get();
        if (seen[color][t.ordinal()]) {
          throw error("hand", "'" + c + "' appears twice");
        }
        seen[color][t.ordinal()] = true;
        if (count > HandBits.max(t.ordinal())) {
          throw error(
              "hand",
              count
                  + " is more "
                  + t
                  + " pieces than a hand can hold ("
                  + HandBits.max(t.ordinal())
                  + ")");
        }
        hands[color] = hands[color].with(t, count);
        i++;
      }
      b.hand(Color.SENTE, hands[0]).hand(Color.GOTE, hands[1]);
    }
  }
}
