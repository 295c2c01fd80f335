package io.github.shogi4j.kif.kakinoki;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.kif.internal.RecordSplitter;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;

/** What the KIF and KI2 readers and writers share: the record splitting and the one-record read. */
final class KakinokiFormats {
  private KakinokiFormats() {}

  /** Parses one record's text, adding what lenient mode accepted to the warnings. */
  interface Parse {
    /** Parses {@code text}, whose first line is line {@code base} (from 0) of the whole input. */
    GameRecord parse(String text, int base, boolean lenient, List<Problem> warnings);
  }

  /**
   * Reads the one record of a Kakinoki text, whose first line is line {@code base} (from 0) of the
   * whole input: a failed result carries the parse error. A text with nothing but blanks (an empty
   * file) holds no record and fails in either mode, rather than being read as an even game without
   * moves; so does a text of which lenient mode skipped every line. A text that reads but says
   * nothing of a game (only {@code 手数----指手--} or {@code #} comments: no header, start position,
   * comment, move or ending) fails strictly and reads leniently as an even game without moves, with
   * a warning; an empty game with a header (a 手合割, the players) is a record.
   */
  static ReadResult readOne(String text, int base, ReadOptions options, Parse parser) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    List<Problem> warnings = new ArrayList<>();
    if (isBlank(text)) {
      return ReadResult.failed(
          new KifuParseException(base + 1, 1, ProblemRule.SYNTAX, "the text is empty: no record"),
          warnings);
    }
    try {
      GameRecord record = parser.parse(text, base, options.isLenient(), warnings);
      if (!warnings.isEmpty() && saysNothing(record) && everyLineWarned(text, base, warnings)) {
        // lenient mode skipped every line: the text is not a record at all
        Problem first = warnings.get(0);
        return ReadResult.failed(
            new KifuParseException(
                first.line().orElse(base + 1),
                first.column().orElse(1),
                ProblemRule.SYNTAX,
                "nothing in the text was read as a record: every line was skipped (first: "
                    + first.message()
                    + ")"),
            warnings);
      }
      if (saysNothing(record)) {
        // only lines that say nothing of a game (手数----指手--, # comments): no header, no start,
        // no move, no ending; an empty game says so with a header (手合割, players ...)
        int line = base + firstLine(text);
        String why = "no game: the text has no header, start position, move or ending";
        if (!options.isLenient()) {
          return ReadResult.failed(
              new KifuParseException(line, 1, ProblemRule.SYNTAX, why), warnings);
        }
        warnings.add(
            Problem.warning(
                line, 1, ProblemRule.SYNTAX, why + "; read as an even game without moves"));
      }
      return ReadResult.of(record, warnings);
    } catch (KifuParseException e) {
      return ReadResult.failed(e, warnings);
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

  /** How a format's records follow one another in one text (see {@link Splitter}). */
  interface Records {
    /**
     * A quick test on a whole text: false when it cannot hold a second record (no second opening
     * line), so that the usual text is not split line by line.
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
     * Whether the line (stripped) right above an opening line's header block keeps the block from
     * beginning another record (a variation's line: the block is the variation's).
     */
    default boolean refusesAfter(String line) {
      return false;
    }

    /**
     * Whether an opening line with no header lines above it begins another record, given the first
     * move line (stripped) below it (KIF: when that move is number 1, not a page break in the
     * middle of a game).
     */
    default boolean opensWith(String firstMove) {
      return true;
    }
  }

  /**
   * Finds the records of a Kakinoki input, one or several when records were written one after
   * another: after moves, a line that {@link Records#opensRecord opens a record} (or, where {@link
   * Records#summaryEndsRecord}, a move after the summary line) starts another with the block of
   * lines right above it (no blank line, move, summary, variation, comment or bookmark among them:
   * its headers), when moves follow. The decision on an opening line waits for the first move below
   * it; until then the lines are held by the caller, and the splitter keeps only flags and the line
   * above the current header block, so each line is looked at once.
   */
  static final class Splitter implements RecordSplitter {
    private final Records records;
    private boolean moves;
    private boolean summed; // the main line's summary was read, no variation since

    /** The first line of the run of header-block lines that ends at the line before the next. */
    private int runStart;

    /** The line (stripped) right above {@link #runStart}, or null at the input's start. */
    private String aboveRun;

    /** Opening candidates waiting for the first move below them: start, and 1 with headers. */
    private int[] pending = new int[8];

    private int pendingCount;

    Splitter(Records records) {
      this.records = records;
    }

    @Override
    public boolean maySplit(String text) {
      return records.maySplit(text);
    }

    @Override
    public int next(String line, int index) {
      String t = line.strip();
      boolean move = records.isMove(t);
      int out = -1;
      if (pendingCount > 0 && move) {
        for (int k = 0; k < pendingCount && out < 0; k++) {
          if (pending[2 * k + 1] == 1 || records.opensWith(t)) {
            out = pending[2 * k];
          }
        }
        pendingCount = 0;
        if (out >= 0) {
          moves = false; // a new record: this move is its first
          summed = false;
        }
      }
      if (!moves) {
        moves = move;
      } else {
        if (t.startsWith("まで")) {
          summed = true;
        } else if (KakinokiText.variation(t) >= 0) {
          summed = false;
        }
        boolean afterSummary = summed && records.summaryEndsRecord() && move;
        if (afterSummary) {
          out = runStart;
          summed = false;
        } else if (records.opensRecord(t) && !(runStart > 0 && records.refusesAfter(aboveRun))) {
          if (2 * pendingCount + 2 > pending.length) {
            pending = java.util.Arrays.copyOf(pending, 2 * pending.length);
          }
          pending[2 * pendingCount] = runStart;
          pending[2 * pendingCount + 1] = runStart < index ? 1 : 0;
          pendingCount++;
        }
      }
      if (!isHeaderBlockLine(t, move)) {
        runStart = index + 1;
        aboveRun = t;
      }
      return out;
    }
  }

  /** Whether {@code s} occurs twice or more in a text. */
  static boolean twice(String text, String s) {
    int first = text.indexOf(s);
    return first >= 0 && text.indexOf(s, first + s.length()) >= 0;
  }

  private static boolean isHeaderBlockLine(String t, boolean move) {
    return !t.isEmpty()
        && !t.startsWith("まで")
        && !t.startsWith("*")
        && !t.startsWith("&")
        && KakinokiText.variation(t) < 0
        && !move;
  }

  /**
   * Whether a record holds nothing that a text gave it: no header, comment or bookmark, the even
   * start, no move, ending or result.
   */
  /**
   * Whether a record says nothing of a game: no header, comment, bookmark, move, variation, ending
   * or summary, and the even start without a 手合割 (what a Kakinoki text of only {@code 手数----指手--}
   * reads as, which strict reading refuses as no game).
   */
  static boolean saysNothing(GameRecord r) {
    return r.headers().isEmpty()
        && r.startComments().isEmpty()
        && r.startBookmarks().isEmpty()
        && r.mainLine().size() == 0
        && r.mainLine().ending().isEmpty()
        && r.mainLine().endVariations().isEmpty()
        && r.resultText().isEmpty()
        && r.start().equals(StartPosition.even());
  }

  /** Whether each line of a text that is not blank has a warning. */
  private static boolean everyLineWarned(String text, int base, List<Problem> warnings) {
    BitSet warned = new BitSet();
    for (Problem p : warnings) {
      p.line().ifPresent(warned::set);
    }
    LineTable lines = new LineTable(text, base);
    for (int i = lines.first(); i < lines.count(); i++) {
      if (!warned.get(i + 1) && !isBlank(text.substring(lines.start(i), lines.end(i)))) {
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
