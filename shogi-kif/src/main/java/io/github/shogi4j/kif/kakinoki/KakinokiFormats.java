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
      if (!warnings.isEmpty() && readNothing(record) && everyLineWarned(text, warnings)) {
        // lenient mode skipped every line: the text is not a record at all
        Problem first = warnings.get(0);
        return ImmutableList.of(ReadResult.failed(new KifuParseException(
            first.line().orElse(1), first.column().orElse(1), ProblemRule.SYNTAX,
            "nothing in the text was read as a record: every line was skipped (first: "
                + first.message() + ")"), warnings));
      }
      return ImmutableList.of(ReadResult.of(record, warnings));
    } catch (KifuParseException e) {
      return ImmutableList.of(ReadResult.failed(e, warnings));
    }
  }
  /**
   * Whether a record holds nothing that a text gave it: no header, comment or bookmark, the even
   * start, no move, ending or result.
   */
  private static boolean readNothing(GameRecord r) {
    return r.headers().isEmpty() && r.startComments().isEmpty() && r.startBookmarks().isEmpty()
        && r.mainLine().size() == 0 && r.mainLine().ending().isEmpty()
        && r.resultText().isEmpty() && r.start().equals(StartPosition.even());
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
