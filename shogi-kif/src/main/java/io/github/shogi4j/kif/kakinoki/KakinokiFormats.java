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
import java.util.ArrayList;
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
   * read as an even game without moves.
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
      return ImmutableList.of(ReadResult.of(parser.parse(text, options.isLenient(), warnings),
          warnings));
    } catch (KifuParseException e) {
      return ImmutableList.of(ReadResult.failed(e, warnings));
    }
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
