package io.github.shogi4j.kif.kakinoki;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.KifuReader;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.SourceLocation;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.kif.internal.RecordFormat;
import io.github.shogi4j.kif.internal.RecordSplitter;
import io.github.shogi4j.kif.internal.RecordTexts;
import io.github.shogi4j.kif.replay.BoardResolver;
import io.github.shogi4j.kif.replay.RecordBuilder;
import io.github.shogi4j.kif.replay.Replayed;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.NotationException;
import io.github.shogi4j.rules.notation.ResolvedMove;
import java.io.Reader;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Reads Kakinoki KIF (.kif, .kifu): headers, BOD diagrams, numbered move lines with times,
 * special-move lines, comments ({@code *}, {@code **}), bookmarks ({@code &}), the summary line
 * ({@code まで...}) and variations ({@code 変化：N手}, attached by the fork-stack rule), with every quirk
 * listed in docs/formats.md (KIF). Every move is replayed; a final illegal move followed by {@code
 * 反則勝ち} or {@code 反則負け} is recorded with its rule. Another word there is refused: a known one
 * ({@code 投了}) where the illegal move stands, an unknown one ({@code 反則手}) where it stands, unless
 * lenient, which reads it as {@code 反則勝ち} with a warning.
 *
 * <p>Stateless and thread-safe.
 */
public final class KifReader implements KifuReader {
  private static final KifReader INSTANCE = new KifReader();
  static final Pattern MOVE_LINE = Pattern.compile("^[ \\t　]*([0-9０-９]+)[ \\t　]*(\\S.*)?$");
  static final Pattern MOVE_SECTION = Pattern.compile("^手数-+指手-+");

  /** The most moves a reader sizes a main line for before reading it (more only grow it). */
  static final int MAX_EXPECTED_MOVES = 4096;

  private KifReader() {}

  /**
   * The reader (stateless, shared).
   *
   * @return the reader
   */
  public static KifReader instance() {
    return INSTANCE;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.KIF;
  }

  /** Its records, cut and read one at a time. */
  static final RecordFormat RECORD_FORMAT =
      RecordFormat.of(KifReader::splitter, KifReader::readRecord);

  @Override
  public List<ReadResult> readAll(String text, ReadOptions options) {
    return RecordTexts.readAll(RECORD_FORMAT, text, options);
  }

  @Override
  public Iterator<ReadResult> readEach(Reader text, ReadOptions options) {
    return new RecordTexts(RECORD_FORMAT, text, options);
  }

  /**
   * Records one after another in one input: a second {@code 手数----指手--} line after moves starts
   * another record, with the header lines right above it; without header lines above it only when
   * the first move below it is number 1 (else it is a page break in the middle of a game); never
   * when the line above its header lines is a variation's.
   */
  private static RecordSplitter splitter() {
    return new KakinokiFormats.Splitter(RECORDS);
  }

  private static Optional<ReadResult> readRecord(
      String text, int firstLine, boolean only, ReadOptions options) {
    return Optional.of(
        KakinokiFormats.readOne(
            text, firstLine - 1, options, (t, base, l, w) -> new Parser(t, base, l, w).parse()));
  }

  private static final KakinokiFormats.Records RECORDS =
      new KakinokiFormats.Records() {
        @Override
        public boolean maySplit(String text) {
          return KakinokiFormats.twice(text, "手数-");
        }

        @Override
        public boolean isMove(String line) {
          return isNumberedMove(line);
        }

        @Override
        public boolean opensRecord(String line) {
          return isMoveSection(line);
        }

        @Override
        public boolean refusesAfter(String line) {
          return KakinokiText.variation(line) >= 0;
        }

        @Override
        public boolean opensWith(String firstMove) {
          return numbered(firstMove, true).number == 1;
        }
      };

  private static boolean isNumberedMove(String line) {
    Numbered m = numbered(line, true);
    return m != null && m.text != null && Parser.isMoveLine(m);
  }

  /**
   * A line that starts with a move number: the number, where it is in the line, and the rest (the
   * body), which is {@code text} from {@code from} to {@code end}: in the usual case the whole text
   * the line is part of (no copy), the body alone when the regular expression read the line.
   */
  static final class Numbered {
    final int number;
    final int numberStart;
    final String text; // null when the line is only a number
    final int from;
    final int bodyStart;
    final int end;

    Numbered(int number, int numberStart, String text, int from, int bodyStart, int end) {
      this.number = number;
      this.numberStart = numberStart;
      this.text = text;
      this.from = from;
      this.bodyStart = bodyStart;
      this.end = end;
    }

    /** The body, as a string of its own (for tests), empty when the line is only a number. */
    Optional<String> body() {
      return text == null ? Optional.empty() : Optional.of(text.substring(from, end));
    }
  }

  /**
   * The line read as {@link #MOVE_LINE} reads it: scanned by hand in the usual case, by the regular
   * expression when the line holds anything unusual (line separators, a long number).
   *
   * @return the parts, or null when the line is not numbered
   */
  static Numbered numbered(String line) {
    return numbered(line, true);
  }

  /**
   * {@link #numbered(String)} for a line of a text that holds a line separator (U+0085, U+2028,
   * U+2029) somewhere only when {@code separators}: without any, no line needs the check for one.
   */
  static Numbered numbered(String line, boolean separators) {
    return numbered(line, 0, line.length(), separators);
  }

  /**
   * {@link #numbered(String, boolean)} for the line of {@code text} from {@code start} to {@code
   * end}, read in place: the parts' columns count from {@code start}.
   */
  static Numbered numbered(String text, int start, int end, boolean separators) {
    int i = start;
    while (i < end && KakinokiText.isBlank(text.charAt(i))) {
      i++;
    }
    int d = i;
    int number = 0;
    while (i < end && isArabic(text.charAt(i))) {
      number = number * 10 + (KakinokiText.half(text.charAt(i)) - '0');
      i++;
    }
    if (i == d) {
      return null;
    }
    int digitsEnd = i;
    while (i < end && KakinokiText.isBlank(text.charAt(i))) {
      i++;
    }
    if (digitsEnd - d <= 9) {
      if (i == end) {
        return new Numbered(number, d - start, null, 0, end - start, 0);
      }
      char c = text.charAt(i);
      if (!Character.isWhitespace(c) && !(separators && hasLineSeparator(text, i, end))) {
        return new Numbered(number, d - start, text, i, i - start, end);
      }
    }
    String line = start == 0 && end == text.length() ? text : text.substring(start, end);
    Matcher m = MOVE_LINE.matcher(line);
    if (!m.matches() || m.group(1).length() > 9) { // no move number has ten digits
      return null;
    }
    String body = m.group(2);
    return new Numbered(
        Integer.parseInt(KakinokiText.halfWidth(m.group(1))),
        m.start(1),
        body,
        0,
        body == null ? line.length() : m.start(2),
        body == null ? 0 : body.length());
  }

  /**
   * Whether a stripped line starts the moves ({@code 手数----指手----}), as {@link #MOVE_SECTION}
   * finds, without a matcher: 手数, dashes, 指手, a dash.
   */
  static boolean isMoveSection(String t) {
    if (!t.startsWith("手数-")) {
      return false;
    }
    int i = 3;
    while (i < t.length() && t.charAt(i) == '-') {
      i++;
    }
    return t.startsWith("指手-", i);
  }

  private static boolean isArabic(char c) {
    return (c >= '0' && c <= '9') || (c >= '０' && c <= '９');
  }

  private static boolean hasLineSeparator(String s, int from, int end) {
    for (int i = from; i < end; i++) {
      char c = s.charAt(i);
      if (c == '\u0085' || c == '\u2028' || c == '\u2029') {
        return true;
      }
    }
    return false;
  }

  /**
   * Whether a text holds a line separator that regular expressions see (U+0085, U+2028, U+2029).
   */
  static boolean hasLineSeparator(String s) {
    return s.indexOf('\u0085') >= 0 || s.indexOf('\u2028') >= 0 || s.indexOf('\u2029') >= 0;
  }

  /** One parse of one text. */
  private static final class Parser {
    private final String text;

    /** The lines of the text, numbered as lines of the whole input. */
    private final LineTable lines;

    /**
     * Whether the text holds a line separator (see {@link KifReader#numbered(String, boolean)}).
     */
    private final boolean separators;

    private final boolean lenient;
    private final List<Problem> warnings;
    private final KakinokiHeader header;
    private RecordBuilder builder;
    private KifuParseException pendingIllegal;
    private Optional<String> resultText = Optional.empty();
    private Optional<Outcome> summaryOutcome = Optional.empty();
    private Color startSide = Color.SENTE;
    private int firstPly = 1;

    /** Time fields read without their total (81Dojo), and where the second and the last were. */
    private int emptyTotals;

    private int moreEmptyTotalsLine;
    private int moreEmptyTotalsColumn;
    private int lastEmptyTotalLine;

    Parser(String text, int base, boolean lenient, List<Problem> warnings) {
      this.text = text;
      this.lines = new LineTable(text, base);
      this.separators = hasLineSeparator(text);
      this.lenient = lenient;
      this.warnings = warnings;
      this.header = new KakinokiHeader(lenient, warnings);
    }

    /** Line {@code index} (from 0) as a string of its own. */
    private String lineText(int index) {
      return text.substring(lines.start(index), lines.end(index));
    }

    GameRecord parse() {
      int i = lines.first();
      int n = lines.count();
      for (; i < n; i++) {
        String line = lineText(i);
        String stripped = line.strip();
        if (isMoveSection(stripped)) {
          i++;
          break;
        }
        if (isMoveLine(line) || stripped.startsWith("まで")) {
          break;
        }
        if (header.accept(line, stripped, i + 1)) {
          continue;
        }
        if (KakinokiText.variation(stripped) >= 0) {
          warnings.add(KakinokiText.strayVariation(i + 1));
          continue;
        }
        deviation(i + 1, 1, "not a KIF header line: \"" + line.strip() + "\"");
      }
      StartPosition start = header.start(Math.min(i + 1, Math.max(n, 1)));
      if (header.hasDiagram()) {
        firstPly = header.captionMoves() >= 0 ? header.captionMoves() + 1 : firstMoveNumber(i);
        start = StartPosition.of(start.setup().toBuilder().moveNumber(firstPly).build());
      }
      Position position = startPosition(start, i + 1);
      startSide = position.sideToMove();
      // each move takes a line of its own: the lines left bound the main line's length
      builder = new RecordBuilder(position, firstPly, Math.min(n - i, MAX_EXPECTED_MOVES));
      for (; i < n; i++) {
        moveSectionLine(i);
      }
      checkPendingIllegal();
      if (emptyTotals > 1) {
        warnings.add(
            Problem.warning(
                moreEmptyTotalsLine,
                moreEmptyTotalsColumn,
                ProblemRule.SYNTAX,
                (emptyTotals - 1)
                    + " more time fields, on lines "
                    + moreEmptyTotalsLine
                    + " to "
                    + lastEmptyTotalLine
                    + ", have no total time (81Dojo); only their times spent are kept"));
      }
      List<Comment> startComments =
          ImmutableList.<Comment>builder()
              .addAll(header.comments())
              .addAll(builder.startComments())
              .build();
      List<String> startBookmarks =
          ImmutableList.<String>builder()
              .addAll(header.bookmarks())
              .addAll(builder.startBookmarks())
              .build();
      Line mainLine = builder.mainLine();
      GameRecord.Builder rb =
          GameRecord.builder()
              .headers(Headers.of(header.headers()))
              .start(start)
              .startComments(startComments)
              .startBookmarks(startBookmarks)
              .mainLine(mainLine)
              .resultText(resultText);
      if (mainLine.ending().isEmpty()) {
        rb.result(summaryOutcome);
      }
      rb.replayTrace(
          Replayed.of(
              mainLine, start, position, builder.mainLineKeys(), builder::mainLinePosition));
      return rb.build();
    }

    private int firstMoveNumber(int from) {
      for (int j = from; j < lines.count(); j++) {
        Numbered m = numbered(text, lines.start(j), lines.end(j), separators);
        if (isMoveLine(m)) {
          return Math.max(1, m.number);
        }
        if (KakinokiText.variation(lineText(j).strip()) >= 0) {
          break;
        }
      }
      return 1;
    }

    private Position startPosition(StartPosition start, int line) {
      Position p;
      try {
        p = start.position();
      } catch (InvalidPositionException e) {
        throw new KifuParseException(
            line,
            1,
            ProblemRule.INVALID_POSITION,
            "the start position cannot be played: " + e.getMessage());
      }
      List<PositionProblem> problems = start.problems(Validation.TSUME);
      if (!problems.isEmpty()) {
        warnings.add(
            Problem.warning(
                line,
                1,
                ProblemRule.INVALID_POSITION,
                "the start position could not arise in a game: " + problems));
      }
      return p;
    }

    private boolean isMoveLine(String line) {
      return isMoveLine(numbered(line, separators));
    }

    /** A numbered line whose body is not the column numbers of a diagram ({@code ９ ８ ７ ...}). */
    static boolean isMoveLine(Numbered m) {
      if (m == null || m.text == null) {
        return false;
      }
      String t = m.text;
      int f = m.from;
      return !(JapaneseNotation.digit(t.charAt(f)) > 0
          && (t.length() - f < 2 || t.charAt(f + 1) == ' ' || t.charAt(f + 1) == '　'));
    }

    private void deviation(int line, int column, String message) {
      if (!lenient) {
        throw new KifuParseException(line, column, ProblemRule.SYNTAX, message);
      }
      warnings.add(Problem.warning(line, column, ProblemRule.SYNTAX, message));
    }

    private void checkPendingIllegal() {
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
    }

    /**
     * Reads line {@code index} (from 0) of the moves: a move line in place in the text, without a
     * string of its own, any other line as {@link #line(String, int)} reads it.
     */
    private void moveSectionLine(int index) {
      int start = lines.start(index);
      int end = lines.end(index);
      int first = start;
      while (first < end && KakinokiText.isBlank(text.charAt(first))) {
        first++;
      }
      if (first < end && isArabic(text.charAt(first))) {
        // the usual move line: no other kind starts with a digit
        Numbered m = numbered(text, start, end, separators);
        if (isMoveLine(m)) {
          move(m, index + 1);
          return;
        }
      }
      int mark = KakinokiText.markAt(text, first, end);
      if (KakinokiText.isCommentOrBookmark(text, mark, end)) {
        comment(mark, end, index + 1);
        return;
      }
      line(text.substring(start, end), index + 1);
    }

    /** A comment or bookmark line of the moves, its mark at {@code mark} in the text. */
    private void comment(int mark, int end, int lineNo) {
      if (!KakinokiText.commentOrBookmark(text, mark, end, builder)) {
        deviation(lineNo, 1, "a comment before the first move of a variation is ignored");
      }
    }

    /**
     * Reads a line of the moves that is neither a move line starting with its number nor a comment
     * or bookmark.
     */
    private void line(String line, int lineNo) {
      int first = 0;
      while (first < line.length() && KakinokiText.isBlank(line.charAt(first))) {
        first++;
      }
      String t = line.strip();
      if (t.isEmpty() || t.startsWith("#")) {
        return;
      }
      int ply = KakinokiText.variation(t);
      if (ply >= 0) {
        checkPendingIllegal();
        if (!builder.fork(ply)) {
          throw new KifuParseException(
              lineNo, 1, ProblemRule.SYNTAX, "変化：" + ply + "手 fits no line of the record");
        }
        return;
      }
      if (t.startsWith("まで")) {
        summary(t, lineNo);
        return;
      }
      if (header.accept(line, t, lineNo)) {
        return; // a header after the moves, such as 終了日時
      }
      if (lenient
          && JapaneseNotation.colorOfMark(t.charAt(0)).isPresent()
          && t.length() > 1
          && JapaneseNotation.startsMove(t, 1)) {
        markedMoves(line, lineNo);
        return;
      }
      if (lenient && Terminations.ofWord(t, builder.sideToMove()).isPresent()) {
        // an ending word written without its move number (hand-written files): one meaning
        warnings.add(
            Problem.warning(
                    lineNo,
                    first + 1,
                    ProblemRule.SYNTAX,
                    "the ending \"" + t + "\" has no move number: read as the ending of the line")
                .atMove(builder.nextPly()));
        special(line, first, line.length(), 0, lineNo);
        return;
      }
      deviation(lineNo, 1, "not a KIF line: \"" + t + "\"");
    }

    private void summary(String t, int lineNo) {
      if (!builder.onMainLine()) {
        return; // variations' summaries repeat their endings
      }
      if (resultText.isPresent()) {
        deviation(lineNo, 1, "a second summary line is ignored: \"" + t + "\"");
        return;
      }
      Optional<Terminations.Summary> s = Terminations.parseSummary(t, this::moverOf);
      resultText = Optional.of(t);
      if (s.isEmpty()) {
        deviation(lineNo, 1, "unreadable summary line \"" + t + "\"");
        return;
      }
      int last = builder.nextPly() - 1;
      if (s.get().moves != last) {
        warnings.add(
            Problem.warning(
                lineNo,
                1,
                ProblemRule.INCONSISTENT_ENDING,
                "the summary counts " + s.get().count + " moves, the main line has " + last));
      }
      Ending o = s.get().said;
      // the illegal move was not played: the side to move is the one that played it
      if (pendingIllegal != null
          && o.kind() == EndingKind.ILLEGAL_MOVE
          && o.winner().equals(Optional.of(builder.sideToMove().opposite()))) {
        // まで7手で先手の反則勝ち with no 反則 line: the summary names the ending itself
        builder.end(
            new Ending(
                EndingKind.ILLEGAL_MOVE,
                o.winner(),
                "",
                Optional.empty(),
                Optional.empty(),
                ImmutableList.of(),
                ImmutableList.of(),
                Optional.of(new SourceLocation(lineNo, 1))));
        pendingIllegal = null;
      }
      summaryOutcome = o.outcome();
    }

    /** The side that made move number {@code ply} of the main line. */
    private Color moverOf(int ply) {
      return (ply - firstPly) % 2 == 0 ? startSide : startSide.opposite();
    }

    private void move(Numbered m, int lineNo) {
      int number = m.number;
      int bodyStart = m.bodyStart;
      String body = m.text; // the body is body[from, end): offsets below are into body
      int from = m.from;
      int end = m.end;
      int shift = bodyStart - from; // the column of offset i is shift + i + 1
      if (number != builder.nextPly()) {
        String msg = "move number " + number + " where " + builder.nextPly() + " was expected";
        if (lenient
            && number < builder.nextPly()
            && pendingIllegal == null
            && builder.fork(number)) {
          // tsshogi places moves by their number: a smaller number starts a variation there
          warnings.add(
              Problem.warning(
                      lineNo,
                      m.numberStart + 1,
                      ProblemRule.SYNTAX,
                      msg + "; read as a variation (変化) from move " + number)
                  .atMove(number));
        } else if (!lenient) {
          throw new KifuParseException(
              new Problem(
                  Problem.Severity.ERROR,
                  Optional.empty(),
                  OptionalInt.of(lineNo),
                  OptionalInt.of(m.numberStart + 1),
                  OptionalInt.of(number),
                  ProblemRule.SYNTAX,
                  msg));
        } else {
          warnings.add(
              Problem.warning(lineNo, m.numberStart + 1, ProblemRule.SYNTAX, msg).atMove(number));
        }
      }
      char c0 = body.charAt(from);
      boolean looksLikeMove = c0 == '同' || JapaneseNotation.digit(c0) > 0;
      if (!looksLikeMove) {
        special(body, from, end, shift, lineNo);
        return;
      }
      play(body, from, from, end, shift, lineNo, true);
    }

    /**
     * Plays the move written in {@code body} at {@code from} (its text starts at {@code textFrom}:
     * at the turn mark of a KI2-style move), reading the time fields after it when {@code
     * withTimes}; the line ends at {@code end}; columns as in {@link #times}.
     *
     * @return the offset after the move's notation, or -1 when no move was played
     */
    private int play(
        String body, int textFrom, int from, int end, int shift, int lineNo, boolean withTimes) {
      int column = shift + textFrom + 1;
      checkPendingIllegal();
      if (builder.isClosed()) {
        deviation(lineNo, 1, "a move after the end of its line");
        return -1;
      }
      int ply = builder.nextPly();
      JapaneseNotation.Parsed parsed;
      try {
        parsed = JapaneseNotation.parse(body, from, end);
      } catch (NotationException e) {
        throw at(lineNo, shift + e.offset() + 1, ply, ProblemRule.of(e), e.getMessage());
      }
      String moveText = body.substring(textFrom, parsed.end());
      Optional<Move> fast =
          BoardResolver.resolve(builder.cursor(), parsed.text(), builder.previousToIndex());
      if (fast.isPresent()) {
        KakinokiText.Times times =
            withTimes ? times(body, parsed.end(), end, shift, lineNo) : KakinokiText.NO_TIMES;
        builder.playLegal(
            fast.get(),
            moveText,
            times.spent,
            times.total,
            Optional.of(new SourceLocation(lineNo, column)));
        return parsed.end();
      }
      ResolvedMove r;
      try {
        r =
            JapaneseNotation.resolve(
                builder.position(), parsed.text(), builder.previousTo(), lenient, true);
      } catch (NotationException e) {
        throw at(lineNo, column, ply, ProblemRule.of(e), moveText + ": " + e.getMessage());
      }
      if (r.warning().isPresent()) {
        warnings.add(
            Problem.warning(lineNo, column, ProblemRule.SYNTAX, moveText + ": " + r.warning().get())
                .atMove(ply));
      }
      KakinokiText.Times times =
          withTimes ? times(body, parsed.end(), end, shift, lineNo) : KakinokiText.NO_TIMES;
      builder.play(
          r.move(),
          r.illegal(),
          moveText,
          times.spent,
          times.total,
          Optional.of(new SourceLocation(lineNo, column)));
      if (r.illegal().isPresent()) {
        pendingIllegal =
            at(
                lineNo,
                column,
                ply,
                ProblemRule.of(r.illegal().get()),
                moveText + " is illegal (" + r.illegal().get() + ") and no 反則 line follows");
      }
      return parsed.end();
    }

    /**
     * A line of moves written KI2-style in the move section ({@code ▲７六歩 △３四歩}, turn marks and no
     * move numbers), read in lenient mode only: each move is played as in KI2, with a warning for
     * the line and for a mark that is not the side to move.
     */
    private void markedMoves(String line, int lineNo) {
      warnings.add(
          Problem.warning(
                  lineNo,
                  1,
                  ProblemRule.SYNTAX,
                  "moves written KI2-style (turn marks, no move numbers) in the KIF move section: read "
                      + "as KI2 moves")
              .atMove(builder.nextPly()));
      int i = 0;
      int n = line.length();
      while (i < n) {
        char c = line.charAt(i);
        if (KakinokiText.isBlank(c)) {
          i++;
          continue;
        }
        Optional<Color> mark = JapaneseNotation.colorOfMark(c);
        if (mark.isEmpty() || i + 1 >= n || !JapaneseNotation.startsMove(line, i + 1)) {
          deviation(lineNo, i + 1, "expected a marked move at \"" + line.substring(i) + "\"");
          return;
        }
        if (mark.get() != builder.sideToMove()) {
          warnings.add(
              Problem.warning(
                      lineNo,
                      i + 1,
                      ProblemRule.SYNTAX,
                      "the mark " + c + " is not the side to move")
                  .atMove(builder.nextPly()));
        }
        int after = play(line, i, i + 1, n, 0, lineNo, false);
        if (after < 0) {
          return;
        }
        i = after;
      }
    }

    /**
     * The time fields after the move text, which ends at {@code from} in the body (which goes on to
     * {@code end}, the end of the line); the column of offset i is {@code shift + i + 1}.
     */
    private KakinokiText.Times times(String body, int from, int end, int shift, int lineNo) {
      int i = skipSpaces(body, from, end);
      Optional<KakinokiText.Times> t = Optional.empty();
      if (i < end && KakinokiText.half(body.charAt(i)) == '(') {
        t = KakinokiText.time(body, i, end);
        if (t.isEmpty()) {
          t = KakinokiText.timeWithEmptyTotal(body, i, end);
          if (t.isEmpty()) {
            deviation(
                lineNo,
                shift + i + 1,
                "unreadable time field \"" + body.substring(from, end).strip() + "\"");
            return KakinokiText.NO_TIMES;
          }
          // 81Dojo leaves the total empty: the time spent is still read. Such a file does so on
          // every move: the first field gets the warning, the others one warning together.
          if (emptyTotals == 0) {
            deviation(
                lineNo,
                shift + i + 1,
                "time field \""
                    + body.substring(i, t.get().end)
                    + "\" has no total time (81Dojo); only the time spent is kept");
          } else if (emptyTotals == 1) {
            moreEmptyTotalsLine = lineNo;
            moreEmptyTotalsColumn = shift + i + 1;
          }
          lastEmptyTotalLine = lineNo;
          emptyTotals++;
        }
        if (!t.get().holdable()) {
          // past RecordMove.TIME_LIMIT: an error (strict), or the field left out with a warning
          deviation(
              lineNo,
              shift + i + 1,
              "time field \""
                  + body.substring(i, t.get().end)
                  + "\" holds a time of 10^9 seconds (about 31 years) or more, past the limit of"
                  + " every record (RecordMove.TIME_LIMIT); the field is left out");
          t = Optional.of(new KakinokiText.Times(Optional.empty(), Optional.empty(), t.get().end));
        }
        i = skipSpaces(body, t.get().end, end);
        Optional<KakinokiText.Times> again = KakinokiText.time(body, i, end);
        if (again.isPresent()) {
          warnings.add(
              Problem.warning(
                  lineNo, shift + i + 1, ProblemRule.SYNTAX, "a repeated time field is ignored"));
          i = skipSpaces(body, again.get().end, end);
        }
      }
      if (i < end && body.charAt(i) == '+') {
        i = skipSpaces(body, i + 1, end); // a variation branches here; 変化 blocks say where
      }
      if (i < end) {
        deviation(
            lineNo,
            shift + i + 1,
            "unexpected text \"" + KakinokiText.halfWidth(body.substring(i, end)) + "\"");
      }
      return t.orElse(KakinokiText.NO_TIMES);
    }

    private static int skipSpaces(String s, int i, int end) {
      while (i < end && Character.isWhitespace(KakinokiText.half(s.charAt(i)))) {
        i++;
      }
      return i;
    }

    /**
     * An ending word: the body is {@code body} from {@code from} to {@code end}, columns as in
     * {@link #times}.
     */
    private void special(String body, int from, int end, int shift, int lineNo) {
      int bodyStart = shift + from;
      int wordEnd = from;
      while (wordEnd < end
          && !Character.isWhitespace(body.charAt(wordEnd))
          && body.charAt(wordEnd) != '　'
          && body.charAt(wordEnd) != '('
          && body.charAt(wordEnd) != '（') {
        wordEnd++;
      }
      if (wordEnd - from > 1 && body.charAt(wordEnd - 1) == '+') {
        wordEnd--; // 封じ手+: the mark of a variation from here, as after a move (times reads it)
      }
      String word = body.substring(from, wordEnd);
      int ply = builder.nextPly();
      if (builder.hasEnding()) {
        deviation(lineNo, bodyStart + 1, "a second ending \"" + word + "\" for one line");
        return;
      }
      boolean afterIllegal = builder.endsWithIllegalMove();
      // an illegal move is recorded but not played: the side to move is then its opponent
      Color toMove = afterIllegal ? builder.sideToMove().opposite() : builder.sideToMove();
      Optional<Ending> o = Terminations.ofWord(word, toMove);
      if (afterIllegal) {
        switch (Terminations.afterIllegal(word)) {
          case OTHER:
            checkPendingIllegal(); // another ending: the record does not end on the illegal move
            break;
          case MISNAMED:
            warnings.add(
                Problem.warning(
                        lineNo,
                        bodyStart + 1,
                        ProblemRule.INCONSISTENT_ENDING,
                        "反則負け after an illegal move: taken as the loss of the side that played it")
                    .atMove(ply));
            break;
          case UNKNOWN:
            String msg = Terminations.unknownAfterIllegal(word);
            if (!lenient) {
              throw at(lineNo, bodyStart + 1, ply, ProblemRule.SYNTAX, msg);
            }
            warnings.add(
                Problem.warning(
                        lineNo,
                        bodyStart + 1,
                        ProblemRule.SYNTAX,
                        msg + Terminations.READ_AS_ILLEGAL_WIN)
                    .atMove(ply));
            break;
          default:
            break;
        }
        // The last move was illegal: the side that did not play it (the side to move) wins.
        o = Optional.of(Ending.of(Outcome.win(toMove, Termination.ILLEGAL_MOVE)));
        pendingIllegal = null;
      }
      Ending said = o.orElse(Ending.of(EndingKind.UNKNOWN, Optional.empty()));
      KakinokiText.Times times = times(body, wordEnd, end, shift, lineNo);
      builder.end(
          new Ending(
              said.kind(),
              said.winner(),
              word,
              times.spent,
              times.total,
              ImmutableList.of(),
              ImmutableList.of(),
              Optional.of(new SourceLocation(lineNo, bodyStart + 1))));
    }

    private static KifuParseException at(
        int line, int column, int ply, ProblemRule rule, String message) {
      return new KifuParseException(
          new Problem(
              Problem.Severity.ERROR,
              Optional.empty(),
              OptionalInt.of(line),
              OptionalInt.of(column),
              OptionalInt.of(ply),
              rule,
              message));
    }
  }
}
