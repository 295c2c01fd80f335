package io.github.shogi4j.kif.kakinoki;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.StartPosition;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** What the KIF and KI2 readers and writers share: the format pairs and the one-record read. */
final class KakinokiFormats {
  private KakinokiFormats() {}

  /** Parses one record's text, adding what lenient mode accepted to the warnings. */
  interface Parse {
    GameRecord parse(String text, boolean lenient, List<Problem> warnings);
  }

  /**
   * The reader or writer of a format pair that differs only in encoding (KIF/KIFU, KI2/KI2U).
   *
   * @throws IllegalArgumentException when the format is neither of the pair
   */
  static <T> T pick(KifuFormat format, KifuFormat shiftJis, T forShiftJis, KifuFormat utf8,
      T forUtf8) {
    Preconditions.checkArgument(format == shiftJis || format == utf8, "not a %s format: %s",
        shiftJis, format);
    return format == shiftJis ? forShiftJis : forUtf8;
  }

  /**
   * Reads the one record of a Kakinoki text: a failed result carries the parse error. A text with
   * nothing but blanks (an empty file) holds no record and fails in either mode, rather than being
   * read as an even game without moves; so does a text of which lenient mode skipped every line.
   * A text that reads but says nothing of a game (only {@code 手数----指手--} or {@code #}
   * comments: no header, start position, comment, move or ending) fails strictly and reads
   * leniently as an even game without moves, with a warning; an empty game with a header (a
   * 手合割, the players) is a record.
   */
  static List<ReadResult> readOne(String text, ReadOptions options, Parse parser) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    List<Problem> warnings = new ArrayList<>();
    if (isBlank(text)) {
      return ImmutableList.of(ReadResult.failed(new KifuParseException(1, 1, ProblemRule.SYNTAX,
          "the text is empty: no record"), warnings));
    }
    try {
      GameRecord record = parser.parse(text, options.isLenient(), warnings);
      if (!warnings.isEmpty() && saysNothing(record) && everyLineWarned(text, warnings)) {
        // lenient mode skipped every line: the text is not a record at all
        Problem first = warnings.get(0);
        return ImmutableList.of(ReadResult.failed(new KifuParseException(
            first.line().orElse(1), first.column().orElse(1), ProblemRule.SYNTAX,
            "nothing in the text was read as a record: every line was skipped (first: "
                + first.message() + ")"), warnings));
      }
      if (saysNothing(record)) {
        // only lines that say nothing of a game (手数----指手--, # comments): no header, no start,
        // no move, no ending; an empty game says so with a header (手合割, players ...)
        int line = firstLine(text);
        String why = "no game: the text has no header, start position, move or ending";
        if (!options.isLenient()) {
          return ImmutableList.of(ReadResult.failed(
              new KifuParseException(line, 1, ProblemRule.SYNTAX, why), warnings));
        }
        warnings.add(Problem.warning(line, 1, ProblemRule.SYNTAX,
            why + "; read as an even game without moves"));
      }
      return ImmutableList.of(ReadResult.of(record, warnings));
    } catch (KifuParseException e) {
      return ImmutableList.of(ReadResult.failed(e, warnings));
    }
  }

  /** The 1-based number of the first line that is not blank (1 when there is none). */
  private static int firstLine(String text) {
    int[] lines = KakinokiText.lineBounds(text);
    for (int i = 0; i < lines[0]; i++) {
      if (!isBlank(text.substring(lines[2 * i + 1], lines[2 * i + 2]))) {
        return i + 1;
      }
    }
    return 1;
  }
  /** How a format's records follow one another in one text (see {@link #readEach}). */
  interface Records {
    /**
     * A quick test on the whole text: false when it cannot hold a second record (no second
     * opening line), so that the usual text is not split line by line.
     */
    boolean maySplit(String text);

    /** Whether a line (stripped) holds a move. */
    boolean isMove(String line);

    /**
     * Whether moves after the main line's summary ({@code まで…}) with no variation line between
     * start another record (KI2, whose records may have no header lines).
     */
    default boolean summaryEndsRecord() {
      return false;
    }

    /** Whether a line (stripped) read after moves opens another record's part of the text. */
    boolean opensRecord(String line);

    /**
     * Whether the block of lines from {@code start} to the opening line {@code opening} (from 0)
     * begins another record: a format may refuse some (a variation's block).
     */
    boolean begins(String text, int[] lines, int start, int opening);
  }

  /**
   * Reads every record of a Kakinoki text, one or several when records were written one after
   * another: after moves, a line that {@link Records#opensRecord opens a record} (or, where
   * {@link Records#summaryEndsRecord}, a move after the summary line) starts another with the
   * block of lines right above it (no blank line, move, summary, variation, comment or
   * bookmark among them: its headers), when moves follow. Each record is read by
   * {@link #readOne}, the lines before it blank, so that problems name the lines of the whole
   * text.
   */
  static List<ReadResult> readEach(String text, ReadOptions options, Parse parser,
      Records records) {
    if (!records.maySplit(text)) {
      return readOne(text, options, parser); // the usual text: no second record can start
    }
    int[] lines = KakinokiText.lineBounds(text);
    List<Integer> starts = new ArrayList<>();
    boolean moves = false;
    boolean summed = false; // the main line's summary was read, no variation since
    for (int i = 0; i < lines[0]; i++) {
      String t = line(text, lines, i).strip();
      if (!moves) {
        moves = records.isMove(t);
        continue;
      }
      if (t.startsWith("まで")) {
        summed = true;
      } else if (KakinokiText.variation(t) >= 0) {
        summed = false;
      }
      boolean afterSummary = summed && records.summaryEndsRecord() && records.isMove(t);
      if (!afterSummary && !records.opensRecord(t)) {
        continue;
      }
      int start = i;
      while (start > 0 && isHeaderBlockLine(line(text, lines, start - 1).strip(), records)) {
        start--;
      }
      if (afterSummary || records.begins(text, lines, start, i)
          && movesFrom(text, lines, i + 1, records)) {
        starts.add(start);
        moves = afterSummary;
        summed = false;
      }
    }
    if (starts.isEmpty()) {
      return readOne(text, options, parser);
    }
    ImmutableList.Builder<ReadResult> out = ImmutableList.builder();
    int from = 0;
    for (int k = 0; k <= starts.size(); k++) {
      int to = k < starts.size() ? starts.get(k) : lines[0];
      String part = "\n".repeat(from) + text.substring(lines[2 * from + 1],
          to < lines[0] ? lines[2 * to + 1] : text.length());
      out.addAll(readOne(part, options, parser));
      from = to;
    }
    return out.build();
  }

  /** Whether {@code s} occurs twice or more in a text. */
  static boolean twice(String text, String s) {
    int first = text.indexOf(s);
    return first >= 0 && text.indexOf(s, first + s.length()) >= 0;
  }

  /** Line {@code i} (from 0) of a text whose lines {@link KakinokiText#lineBounds} found. */
  static String line(String text, int[] lines, int i) {
    return text.substring(lines[2 * i + 1], lines[2 * i + 2]);
  }

  private static boolean isHeaderBlockLine(String t, Records records) {
    return !t.isEmpty() && !t.startsWith("まで") && !t.startsWith("*") && !t.startsWith("&")
        && KakinokiText.variation(t) < 0 && !records.isMove(t);
  }

  private static boolean movesFrom(String text, int[] lines, int from, Records records) {
    for (int i = from; i < lines[0]; i++) {
      if (records.isMove(line(text, lines, i).strip())) {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a record holds nothing that a text gave it: no header, comment or bookmark, the even
   * start, no move, ending or result.
   */
  /**
   * Whether a record says nothing of a game: no header, comment, bookmark, move, variation, ending
   * or summary,
   * and the even start without a 手合割 (what a Kakinoki text of only {@code 手数----指手--} reads
   * as, which strict reading refuses as no game).
   */
  static boolean saysNothing(GameRecord r) {
    return r.headers().isEmpty() && r.startComments().isEmpty() && r.startBookmarks().isEmpty()
        && r.mainLine().size() == 0 && r.mainLine().ending().isEmpty()
        && r.mainLine().endVariations().isEmpty() && r.resultText().isEmpty()
        && r.start().equals(StartPosition.even());
  }

  /** Whether each line of a text that is not blank has a warning. */
  private static boolean everyLineWarned(String text, List<Problem> warnings) {
    BitSet warned = new BitSet();
    for (Problem p : warnings) {
      p.line().ifPresent(warned::set);
    }
    int[] lines = KakinokiText.lineBounds(text);
    for (int i = 0; i < lines[0]; i++) {
      if (!warned.get(i + 1) && !isBlank(text.substring(lines[2 * i + 1], lines[2 * i + 2]))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether a text holds only blanks and byte order marks; it stops at the first other character,
   * so a record's text is not scanned to its end.
   */
  private static boolean isBlank(String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c != '\uFEFF' && !Character.isWhitespace(c)) {
        return false;
      }
    }
    return true;
  }
}
