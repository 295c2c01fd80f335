package io.github.shogi4j.kif.kakinoki;

import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The header part shared by KIF and KI2: {@code key：value} lines, the BOD diagram, the side to move
 * line, comments before the moves. Fed line by line until the moves begin.
 */
final class KakinokiHeader {
  private static final Pattern CAPTION = Pattern.compile("^手数[＝=](.*)$", Pattern.DOTALL);
  private static final Pattern CAPTION_MOVES = Pattern.compile("^\\s*(\\d+)");

  /**
   * The most digits of the move count of a diagram's caption ({@code 手数＝N}): as for move lines,
   * nine, so that the moves after it are numbered within {@code int} range.
   */
  static final int MAX_CAPTION_DIGITS = 9;

  private static final Pattern COLUMNS = Pattern.compile("^[９9][ 　]*[８8].*[１1]$");

  private final List<Header> headers = new ArrayList<>();
  private final List<Comment> comments = new ArrayList<>();
  private final List<String> bookmarks = new ArrayList<>();
  private final boolean lenient;
  private final List<Problem> warnings;
  private Setup.Builder bod;
  private boolean bodUsed;
  private int rank; // next BOD row to read; 0 before the top border, 10 after the bottom
  private Optional<Color> sideToMove = Optional.empty();
  private int captionMoves = -1;

  /** Whether {@link #start} was asked: the moves begin, the start is set. */
  private boolean started;

  KakinokiHeader(boolean lenient, List<Problem> warnings) {
    this.lenient = lenient;
    this.warnings = warnings;
  }

  /**
   * Takes a header-part line.
   *
   * @param line the line
   * @param t the line stripped ({@code line.strip()}, which the caller has made already)
   * @param lineNo its line number
   * @return false when the line is not a header-part line (the caller decides what it is)
   */
  boolean accept(String line, String t, int lineNo) {
    if (t.isEmpty() || t.startsWith("#")) {
      return true;
    }
    if (t.startsWith("**")) {
      comments.add(Comment.engine(line.substring(line.indexOf("**") + 2)));
      return true;
    }
    if (t.startsWith("*")) {
      comments.add(Comment.of(line.substring(line.indexOf('*') + 1)));
      return true;
    }
    if (t.startsWith("&")) {
      bookmarks.add(line.substring(line.indexOf('&') + 1));
      return true;
    }
    if (t.startsWith("+---") && t.endsWith("+")) {
      bodUsed = true;
      if (bod == null) {
        bod = Setup.builder();
      }
      if (rank == 0) {
        rank = 1;
      } else if (rank != 10) {
        throw error(lineNo, 1, "the diagram border comes after " + (rank - 1) + " rows, not 9");
      }
      return true;
    }
    if (t.startsWith("|") && rank == 0 && t.endsWith("一")) {
      // the first row of a diagram whose top border is missing (seen in hand-written files)
      String why = "a diagram row without the border line (+---------------------------+) above it";
      if (!lenient) {
        throw error(lineNo, 1, why);
      }
      warnings.add(Problem.warning(lineNo, 1, ProblemRule.SYNTAX, why + "; read as the diagram"));
      bodUsed = true;
      if (bod == null) {
        bod = Setup.builder();
      }
      rank = 1;
    }
    if (t.startsWith("|") && rank >= 1 && rank <= 9) {
      try {
        Bod.parseRow(t, rank, bod);
      } catch (IllegalArgumentException e) {
        throw error(lineNo, 1, "diagram row " + rank + ": " + e.getMessage());
      }
      rank++;
      return true;
    }
    if ((t.startsWith("９") || t.startsWith("9")) && COLUMNS.matcher(t).matches()) {
      return true; // the column numbers above the diagram
    }
    if (t.equals("先手番") || t.equals("下手番")) {
      sideToMove = Optional.of(Color.SENTE);
      return true;
    }
    if (t.equals("後手番") || t.equals("上手番")) {
      sideToMove = Optional.of(Color.GOTE);
      return true;
    }
    if (t.equals("盤面回転") || t.equals("盤面反転")) {
      headers.add(new Header(t, ""));
      return true;
    }
    Matcher caption = t.startsWith("手数") ? CAPTION.matcher(t) : null; // made for captions only
    if (caption != null && caption.matches()) {
      Matcher n = CAPTION_MOVES.matcher(caption.group(1));
      boolean keep = true;
      if (n.find()) {
        if (n.group(1).length() > MAX_CAPTION_DIGITS) {
          // 手数＝99999999999999: no record is that long, nor does the number fit the move count
          String why =
              "手数＝"
                  + n.group(1)
                  + ": more than "
                  + MAX_CAPTION_DIGITS
                  + " digits, past any move number";
          int column = line.indexOf(n.group(1)) + 1;
          if (!lenient) {
            throw error(lineNo, column, why);
          }
          warnings.add(
              Problem.warning(
                  lineNo,
                  column,
                  ProblemRule.SYNTAX,
                  why + ": the caption is ignored, the diagram is read as the start of the game"));
          keep = false; // not written back either: no reader would take it
        } else {
          captionMoves = Integer.parseInt(n.group(1));
        }
      }
      if (keep) {
        headers.add(new Header("手数＝", caption.group(1)));
      }
      return true;
    }
    int colon = headerColon(line);
    if (colon > 0 && !line.startsWith("変化")) {
      String key = line.substring(0, colon).strip();
      String value = line.substring(colon + 1);
      if (key.endsWith("の持駒") || key.endsWith("持駒")) {
        if (bod == null) {
          bod = Setup.builder();
        }
        bodUsed = true;
        Color c = key.startsWith("後手") || key.startsWith("上手") ? Color.GOTE : Color.SENTE;
        try {
          bod.hand(c, Bod.parseHand(value));
        } catch (IllegalArgumentException e) {
          throw error(lineNo, colon + 2, key + ": " + e.getMessage());
        }
        return true;
      }
      if ((key.equals("先手") || key.equals("下手")) && bothPlayers(key, value, lineNo)) {
        return true;
      }
      if (key.equals("手合割") && (started || headers.stream().anyMatch(h -> h.key().equals(key)))) {
        // the start is set once: another 手合割 would name a start the moves were not read from
        String why =
            started
                ? "a 手合割 header after the moves begin, where the start is set"
                : "a second 手合割 header";
        if (!lenient) {
          throw error(lineNo, 1, why);
        }
        warnings.add(Problem.warning(lineNo, 1, ProblemRule.SYNTAX, why + ": ignored"));
        return true;
      }
      headers.add(new Header(key, value));
      return true;
    }
    return false;
  }

  /**
   * Reads a line naming both players, {@code 先手: A / 後手: B} as 激指 writes it (or 下手 and 上手), into
   * two headers, with a warning; only when the value holds one slash and the other side's key with
   * its colon right after it.
   *
   * @return false when the value is no such pair (it is then one player's name)
   */
  private boolean bothPlayers(String key, String value, int lineNo) {
    int slash = value.indexOf('/');
    if (slash < 0) {
      slash = value.indexOf('／');
    }
    if (slash < 0 || value.indexOf('/', slash + 1) >= 0 || value.indexOf('／', slash + 1) >= 0) {
      return false;
    }
    String other = key.equals("先手") ? "後手" : "上手";
    String rest = value.substring(slash + 1).strip();
    if (!rest.startsWith(other)
        || rest.length() == other.length()
        || (rest.charAt(other.length()) != ':' && rest.charAt(other.length()) != '：')) {
      return false;
    }
    String first = value.substring(0, slash).strip();
    String second = rest.substring(other.length() + 1).strip();
    headers.add(new Header(key, first));
    headers.add(new Header(other, second));
    warnings.add(
        Problem.warning(
            lineNo,
            1,
            ProblemRule.SYNTAX,
            "one header line names both "
                + "players (\""
                + key
                + ": A / "
                + other
                + ": B\", as 激指 writes it): read as "
                + key
                + " \""
                + first
                + "\" and "
                + other
                + " \""
                + second
                + "\""));
    return true;
  }

  /**
   * Where a header line has its colon: a key of 1 to 31 characters that starts with no space,
   * {@code *}, {@code #}, {@code &}, digit, turn mark ({@code ▲△▽☗☖}) or {@code 手数-}, then a colon
   * ({@code ：} or {@code :}), then anything, line separators (U+0085, U+2028, U+2029) included:
   * lines end only at line feeds and carriage returns, and a value that holds such a character is
   * still the header's value.
   *
   * @return the index of the colon, or -1 when the line is no header line
   */
  static int headerColon(String line) {
    int colon = -1;
    for (int i = 0; i < line.length() && i <= 31; i++) {
      char c = line.charAt(i);
      if (c == '：' || c == ':') {
        colon = i;
        break;
      }
    }
    if (colon <= 0) {
      return -1;
    }
    char first = line.charAt(0);
    if (first == '*'
        || first == '#'
        || first == '&'
        || first == ' '
        || first == '\t'
        || first == '\n'
        || first == '\u000B'
        || first == '\f'
        || first == '\r') {
      return -1;
    }
    if (first >= '0' && first <= '9'
        || first >= '０' && first <= '９'
        || JapaneseNotation.colorOfMark(first).isPresent()
        || line.startsWith("手数-")) {
      // a move number (KIF) or a turn mark (KI2) starts a move, and 手数- the move table, never
      // a key: a header so named would be written back as a move or the table's header
      return -1;
    }
    return colon;
  }

  private KifuParseException error(int line, int column, String message) {
    return new KifuParseException(line, column, ProblemRule.SYNTAX, message);
  }

  List<Header> headers() {
    return headers;
  }

  List<Comment> comments() {
    return comments;
  }

  List<String> bookmarks() {
    return bookmarks;
  }

  /** Moves already played before the diagram, from a {@code 手数＝N} caption; -1 when none. */
  int captionMoves() {
    return captionMoves;
  }

  boolean hasDiagram() {
    return bodUsed;
  }

  /**
   * The start position: the diagram when there is one, else the 手合割 header, else even.
   *
   * @param firstLine the line to blame for an unknown handicap name
   */
  StartPosition start(int firstLine) {
    started = true;
    if (bodUsed) {
      if (rank != 10) {
        throw error(firstLine, 1, "the diagram is incomplete (" + Math.max(0, rank - 1) + " rows)");
      }
      bod.sideToMove(sideToMove.orElse(Color.SENTE));
      if (captionMoves >= 0) {
        bod.moveNumber(captionMoves + 1);
      }
      return StartPosition.of(bod.build());
    }
    Optional<String> name = Optional.empty();
    int at = firstLine;
    for (Header h : headers) {
      if (h.key().equals("手合割")) {
        name = Optional.of(h.value());
      }
    }
    if (name.isEmpty()) {
      return StartPosition.even();
    }
    Optional<Handicap> h = Handicap.fromKifName(name.get());
    if (h.isPresent()) {
      return StartPosition.of(h.get());
    }
    String msg = "手合割 \"" + name.get().strip() + "\" is no standard start and there is no diagram";
    if (!lenient) {
      throw error(at, 1, msg);
    }
    warnings.add(Problem.warning(at, 1, ProblemRule.SYNTAX, msg + "; taken as 平手"));
    return StartPosition.even();
  }
}
