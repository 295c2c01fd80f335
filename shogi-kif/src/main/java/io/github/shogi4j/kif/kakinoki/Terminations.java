package io.github.shogi4j.kif.kakinoki;

import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Japanese words of game endings in KIF and KI2: special-move lines ({@code 投了}, {@code 反則勝ち},
 * ...) and the summary line ({@code まで64手で先手の勝ち}), both ways.
 */
final class Terminations {
  private static final Pattern SUMMARY =
      Pattern.compile("まで[、,]?\\s*(\\d+)手(?:目)?(?:で|、)?\\s*(.*)$");
  private static final Pattern WIN =
      Pattern.compile("(時間切れにより|トライにより)?(先手|後手|下手|上手)の(勝ち|反則勝ち|反則負け|入玉勝ち|不戦勝|不戦敗)");

  private Terminations() {}

  /**
   * What a special-move word played at a position with the given side to move says.
   *
   * @param word the word, stripped
   * @param toMove the side to move at the special move
   * @return the kind and winner, without text, or empty when the word is unknown
   */
  static Optional<Ending> ofWord(String word, Color toMove) {
    Color other = toMove.opposite();
    switch (word) {
      case "投了":
        return win(other, EndingKind.RESIGNATION);
      case "中断":
        return noWinner(EndingKind.ABORT);
      case "持将棋":
        return noWinner(EndingKind.AGREED_IMPASSE);
      case "千日手":
        return noWinner(EndingKind.SENNICHITE);
      case "詰み":
      case "詰":
        return win(other, EndingKind.CHECKMATE);
      case "不詰":
        return noWinner(EndingKind.NO_MATE);
      case "切れ負け":
      case "時間切れ":
      case "Time-up":
        return win(other, EndingKind.TIME_LOSS);
      case "反則勝ち":
        return win(toMove, EndingKind.ILLEGAL_MOVE);
      case "反則負け":
        return win(other, EndingKind.ILLEGAL_MOVE);
      case "入玉勝ち":
      case "宣言勝ち":
        return win(toMove, EndingKind.IMPASSE_DECLARATION);
      case "不戦勝":
        return win(toMove, EndingKind.FORFEIT);
      case "不戦敗":
        return win(other, EndingKind.FORFEIT);
      case "封じ手":
        return noWinner(EndingKind.SEALED_MOVE);
      case "引き分け":
        return noWinner(EndingKind.DRAW);
      case "待った":
        return noWinner(EndingKind.MATTA);
      // the move before it reached the opponent king's start square (トライルール)
      case "トライ":
        return win(other, EndingKind.TRY_RULE);
      default:
        return Optional.empty();
    }
  }

  private static Optional<Ending> win(Color winner, EndingKind kind) {
    return Optional.of(won(winner, kind));
  }

  private static Optional<Ending> noWinner(EndingKind kind) {
    return Optional.of(Ending.of(kind, Optional.empty()));
  }

  /**
   * What an ending word says after a move recorded as illegal (反則), which was not played: the side
   * to move is the illegal move's opponent. docs/formats.md (KIF) names the two words of that
   * ending, 反則勝ち and 反則負け; any other word means another ending or is unknown.
   */
  enum AfterIllegal {
    /** 反則勝ち: the side to move wins, the move before was illegal. */
    WIN,
    /**
     * 反則負け: names the side to move as the loser, which played no illegal move; read as the loss of
     * the side that did, with a warning.
     */
    MISNAMED,
    /** A known word of another ending (投了, 中断 ...): the record does not end on that move. */
    OTHER,
    /** A word this library does not know (反則手 ...). */
    UNKNOWN
  }

  /**
   * How an ending word reads after a move recorded as illegal.
   *
   * @param word the word, stripped
   * @return what it says there
   */
  static AfterIllegal afterIllegal(String word) {
    switch (word) {
      case "反則勝ち":
        return AfterIllegal.WIN;
      case "反則負け":
        return AfterIllegal.MISNAMED;
      default:
        return ofWord(word, Color.SENTE).isPresent() ? AfterIllegal.OTHER : AfterIllegal.UNKNOWN;
    }
  }

  /**
   * Why an unknown ending word after a move recorded as illegal is refused (strict) or warned about
   * (lenient, with {@link #READ_AS_ILLEGAL_WIN} after it).
   *
   * @param word the word
   * @return the message
   */
  static String unknownAfterIllegal(String word) {
    return "the ending \""
        + word
        + "\" after a move recorded as illegal is none of the words of"
        + " that ending (反則勝ち, 反則負け)";
  }

  /** What a lenient reader makes of an unknown ending word after an illegal move. */
  static final String READ_AS_ILLEGAL_WIN =
      "; read as 反則勝ち, a loss of the side that played the illegal move";

  /**
   * The special-move word for an ending.
   *
   * @param ending the ending
   * @param toMove the side to move at the special move
   * @return the ending's own text when it means this ending (or the ending is one this library does
   *     not know and the text reads back as it, {@link #hasWord}), else the usual word: a text read
   *     leniently ({@code 反則手} read as 反則勝ち) is not written back where strict readers would refuse
   *     it
   */
  static String word(Ending ending, Color toMove) {
    String text = ending.text();
    if (!text.isEmpty()
        && !text.startsWith("%")
        && (ending.kind() == EndingKind.UNKNOWN && hasWord(ending, true)
            || ofWord(text, toMove).filter(o -> o.says(ending)).isPresent())) {
      return text;
    }
    boolean moverWins = ending.winner().equals(Optional.of(toMove));
    switch (ending.kind()) {
      case RESIGNATION:
        return "投了";
      case ABORT:
        return "中断";
      case AGREED_IMPASSE:
        return "持将棋";
      case SENNICHITE:
      case PERPETUAL_CHECK:
        return "千日手";
      case CHECKMATE:
      case NO_LEGAL_MOVES:
        return "詰み";
      case NO_MATE:
        return "不詰";
      case TIME_LOSS:
        return "切れ負け";
      case ILLEGAL_MOVE:
        return moverWins ? "反則勝ち" : "反則負け";
      case IMPASSE_DECLARATION: // a drawn declaration (24-point rule) is 持将棋
        return moverWins ? "入玉勝ち" : ending.winner().isEmpty() ? "持将棋" : "反則負け";
      case FORFEIT:
        return moverWins ? "不戦勝" : "不戦敗";
      case SEALED_MOVE:
        return "封じ手";
      case DRAW:
      case MAX_MOVES:
        return "引き分け";
      case MATTA:
        return "待った";
      case TRY_RULE:
        return "トライ";
      default:
        return hasWord(ending, true) ? ending.text() : "中断";
    }
  }

  /**
   * Whether KIF and KI2 have a word for an ending: every ending but one with no word of its own
   * (such as CSA {@code %ERROR}, an error of the server or program, or a word this library does not
   * know), which is written with its text where that reads back as the same unknown word, else 中断,
   * and named as left out rather than written as a CSA token that no Kakinoki reader knows or as
   * text that reads back as a move, a time or another ending.
   *
   * @param ending the ending
   * @param endingLine where the word goes: a KIF special-move line ({@code 12 打ち切り}), else a
   *     summary line ({@code まで11手で打ち切り}), as KI2 writes every ending
   * @return false for an ending with no Kakinoki word and no text, only a CSA text, or a text that
   *     does not read back there as itself ({@link #readsBackAsLineWord}, {@link
   *     #readsBackAsSummaryWord})
   */
  static boolean hasWord(Ending ending, boolean endingLine) {
    switch (ending.kind()) {
      case ERROR:
      case UNKNOWN:
        String text = ending.text();
        return !text.startsWith("%")
            && (endingLine ? readsBackAsLineWord(text) : readsBackAsSummaryWord(text));
      default:
        return true;
    }
  }

  /**
   * Whether a text written as the word of a KIF special-move line ({@code 12 打ち切り}) reads back as
   * that word and no known one: not empty, no blank, parenthesis or line break in it (the word ends
   * there, the time field follows), nor a {@code +} at its end (a variation's mark), and not
   * starting like a move (a digit or 同). The KI2 summary line's words are stricter ({@link
   * #readsBackAsSummaryWord}).
   */
  static boolean readsBackAsLineWord(String text) {
    if (text.isEmpty()
        || text.charAt(0) == '同'
        || JapaneseNotation.digit(text.charAt(0)) > 0
        || (text.length() > 1 && text.endsWith("+"))
        || ofWord(text, Color.SENTE).isPresent()) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (Character.isWhitespace(c)
          || Character.isISOControl(c)
          || Character.getType(c) == Character.LINE_SEPARATOR
          || Character.getType(c) == Character.PARAGRAPH_SEPARATOR
          || c == '　'
          || KakinokiText.half(c) == '('
          || JapaneseNotation.colorOfMark(c).isPresent()) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a text written after a summary line's count ({@code まで11手で打ち切り}) reads back as the same
   * unknown word: a word of a special-move line ({@link #readsBackAsLineWord}) that the summary
   * line reads as no known ending ({@code 先手の勝ち} reads as a resignation).
   */
  static boolean readsBackAsSummaryWord(String text) {
    if (!readsBackAsLineWord(text)) {
      return false;
    }
    Optional<Summary> s = parseSummary("まで1手で" + text, ply -> Color.SENTE);
    return s.isPresent() && s.get().said.kind() == EndingKind.UNKNOWN && s.get().text.equals(text);
  }

  /**
   * Whether the word or summary that KIF and KI2 write for an ending reads back as that ending, its
   * reason and its winner: not for an ending with no word ({@link #hasWord}), nor where the word
   * names another reason ({@code 引き分け} for a draw by the move limit, {@code 詰み} for no legal move,
   * {@code 反則負け} for a declaration that fails) or loses the winner ({@code 千日手} for perpetual
   * check, 連続王手の千日手, which the checking side loses).
   *
   * <p>Nor where the winner is not the one the words give for the side to move: an ending line
   * (KIF, {@code endingLine}) names the loser by the side to move ({@code 投了} after move 0 is
   * sente's resignation, so a resignation won by sente there, which a KI2 summary {@code
   * まで0手で先手の勝ち} reads as, would read back as gote's win); a KI2 summary names the winner itself.
   *
   * @param ending the ending
   * @param toMove the side to move at the ending
   * @param endingLine whether the ending is written as a special-move line (KIF), not only as the
   *     summary line (KI2)
   * @return true when writing the ending loses nothing of it
   */
  static boolean keeps(Ending ending, Color toMove, boolean endingLine) {
    switch (ending.kind()) {
      case MAX_MOVES:
      case NO_LEGAL_MOVES:
      case PERPETUAL_CHECK:
        return false;
      case IMPASSE_DECLARATION:
        return ending.winner().equals(Optional.of(toMove));
      case ERROR:
      case UNKNOWN:
        return hasWord(ending, endingLine);
      default:
        Optional<Ending> back =
            endingLine
                ? ofWord(word(ending, toMove), toMove)
                : parseSummary(summary(0, ending, toMove, false), ply -> toMove.opposite())
                    .map(s -> s.said);
        return back.isPresent() && back.get().says(ending);
    }
  }

  /**
   * Reads a summary line.
   *
   * @param line the line, starting with まで
   * @param moverOf the side that made a move of the given number (for 詰み)
   * @return the move count and what the line says (UNKNOWN with no winner for text it does not
   *     know), or empty when the line is not a summary line
   */
  static Optional<Summary> parseSummary(
      String line, java.util.function.IntFunction<Color> moverOf) {
    Matcher m = SUMMARY.matcher(line.strip());
    if (!m.matches()) {
      return Optional.empty();
    }
    String count = m.group(1);
    // a count past any record's length (まで9999999999999999手) is kept as written; it only
    // disagrees with the moves, which the readers warn about
    long n = count.length() <= 18 ? Long.parseLong(count) : Long.MAX_VALUE;
    // the mover depends on the count's parity alone, which its last digit gives
    int parity = (count.charAt(count.length() - 1) - '0') & 1;
    Color lastMover = moverOf.apply(n <= Integer.MAX_VALUE ? (int) n : 2 + parity);
    String rest = m.group(2).strip();
    Matcher w = WIN.matcher(rest);
    Ending o;
    if (w.matches()) {
      Color side = w.group(2).equals("先手") || w.group(2).equals("下手") ? Color.SENTE : Color.GOTE;
      if (w.group(1) != null) {
        o = won(side, w.group(1).startsWith("トライ") ? EndingKind.TRY_RULE : EndingKind.TIME_LOSS);
      } else {
        switch (w.group(3)) {
          case "勝ち":
            o = won(side, EndingKind.RESIGNATION);
            break;
          case "反則勝ち":
            o = won(side, EndingKind.ILLEGAL_MOVE);
            break;
          case "反則負け":
            o = won(side.opposite(), EndingKind.ILLEGAL_MOVE);
            break;
          case "入玉勝ち":
            o = won(side, EndingKind.IMPASSE_DECLARATION);
            break;
          case "不戦勝":
            o = won(side, EndingKind.FORFEIT);
            break;
          default:
            o = won(side.opposite(), EndingKind.FORFEIT);
            break;
        }
      }
    } else if (rest.equals("詰") || rest.equals("詰み")) {
      o = won(lastMover, EndingKind.CHECKMATE);
    } else {
      Optional<Ending> word = ofWord(rest, lastMover.opposite());
      o = word.orElse(Ending.of(EndingKind.UNKNOWN, Optional.empty()));
    }
    return Optional.of(new Summary(n, count, o, rest));
  }

  /**
   * The summary line for an ending after {@code moves} moves.
   *
   * @param moves the number of the last move played (0 when none)
   * @param ending the ending
   * @param toMove the side to move at the ending
   * @param handicapNames 下手/上手 rather than 先手/後手
   * @return for example {@code まで64手で先手の勝ち}
   */
  static String summary(int moves, Ending ending, Color toMove, boolean handicapNames) {
    String head = "まで" + moves + "手で";
    Optional<Color> winner = ending.winner();
    String winnerName = winner.map(c -> name(c, handicapNames)).orElse("");
    switch (ending.kind()) {
      case RESIGNATION:
      case NO_LEGAL_MOVES:
        return winner.isPresent() ? head + winnerName + "の勝ち" : head + "中断";
      case CHECKMATE:
        return head + "詰み";
      case TIME_LOSS:
        return head + "時間切れにより" + winnerName + "の勝ち";
      case TRY_RULE:
        return winner.isPresent() ? head + "トライにより" + winnerName + "の勝ち" : head + "トライ";
      case ILLEGAL_MOVE:
        return head
            + name(toMove, handicapNames)
            + (winner.equals(Optional.of(toMove)) ? "の反則勝ち" : "の反則負け");
      case IMPASSE_DECLARATION:
        return winner.equals(Optional.of(toMove))
            ? head + winnerName + "の入玉勝ち"
            : winner.isEmpty() ? head + "持将棋" : head + name(toMove, handicapNames) + "の反則負け";
      case ABORT:
        return head + "中断";
      case SENNICHITE:
      case PERPETUAL_CHECK:
        return head + "千日手";
      case AGREED_IMPASSE:
        return head + "持将棋";
      case SEALED_MOVE:
        return head + "封じ手";
      case NO_MATE:
        return head + "不詰";
      // the words of the ending's own line, which the summary must not contradict
      case DRAW:
      case MAX_MOVES:
        return head + "引き分け";
      case MATTA:
        return head + "待った";
      case FORFEIT:
        return winner.isPresent() ? head + winnerName + "の不戦勝" : head + "中断";
      default:
        return head + (hasWord(ending, false) ? ending.text() : "中断");
    }
  }

  private static Ending won(Color winner, EndingKind kind) {
    return Ending.of(kind, Optional.of(winner));
  }

  static String name(Color c, boolean handicapNames) {
    if (handicapNames) {
      return c == Color.SENTE ? "下手" : "上手";
    }
    return c == Color.SENTE ? "先手" : "後手";
  }

  /** A parsed summary line. */
  static final class Summary {
    /** The move count, {@link Long#MAX_VALUE} for a count of more than 18 digits. */
    final long moves;

    /** The move count as written. */
    final String count;

    /** The kind and winner the line states, without text. */
    final Ending said;

    final String text;

    Summary(long moves, String count, Ending said, String text) {
      this.moves = moves;
      this.count = count;
      this.said = said;
      this.text = text;
    }
  }
}
