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
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.MoveText;
import io.github.shogi4j.rules.notation.NotationException;
import io.github.shogi4j.rules.notation.ResolvedMove;
import java.io.Reader;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

/**
 * Reads KI2 (.ki2, .ki2u): the KIF headers and diagram, then moves without numbers or from-squares
 * separated by any whitespace ({@code ▲７六歩 △３四歩▲２二角成}), turn marks ▲ △ ▽ ☗ ☖, squares as {@code
 * ７六}, {@code ７６} or {@code 76}, relative modifiers resolved against the legal moves (ambiguity is
 * an error with its location, redundant modifiers are accepted), the summary line ({@code
 * まで4手で後手の勝ち}) as the ending, comments, bookmarks and variations.
 *
 * <p>A final move recorded as illegal must be followed by an illegal-move ending: a summary that
 * says so ({@code まで9手で後手の反則勝ち}) or names the illegal move's opponent as the winner ({@code
 * まで9手で後手の勝ち}: KI2 states no reason, docs/formats.md (KI2)), or an inline {@code 反則勝ち}/{@code
 * 反則負け}. An unknown word there ({@code まで9手で反則手}) is refused where it stands, unless lenient, which
 * reads it as that ending with a warning.
 *
 * <p>A move without {@code 打} is a board move whenever a board piece can make it (the KI2 rule). In
 * lenient mode only, when the record then fails at a later move, such a move that could also have
 * been a drop is read as a drop instead (a writer that left the {@code 打} out), with a warning.
 *
 * <p>Stateless and thread-safe.
 */
public final class Ki2Reader implements KifuReader {
  private static final Ki2Reader INSTANCE = new Ki2Reader();

  private Ki2Reader() {}

  /**
   * The reader (stateless, shared).
   *
   * @return the reader
   */
  public static Ki2Reader instance() {
    return INSTANCE;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.KI2;
  }

  /** Its records, cut and read one at a time. */
  static final RecordFormat RECORD_FORMAT =
      RecordFormat.of(Ki2Reader::splitter, Ki2Reader::readRecord);

  @Override
  public List<ReadResult> readAll(String text, ReadOptions options) {
    return RecordTexts.readAll(RECORD_FORMAT, text, options);
  }

  @Override
  public Iterator<ReadResult> readEach(Reader text, ReadOptions options) {
    return new RecordTexts(RECORD_FORMAT, text, options);
  }

  /**
   * Records one after another in one input: after moves, the header block of the next game (a line
   * of 開始日時, 手合割, 棋戦, or the players, with moves below), or moves after the summary line with no 変化
   * line between.
   */
  private static RecordSplitter splitter() {
    return new KakinokiFormats.Splitter(RECORDS);
  }

  private static Optional<ReadResult> readRecord(
      String text, int firstLine, boolean only, ReadOptions options) {
    return Optional.of(KakinokiFormats.readOne(text, firstLine - 1, options, Ki2Reader::parse));
  }

  /** The header keys that open a game's header block. */
  private static final List<String> OPENING_KEYS =
      List.of("開始日時", "手合割", "棋戦", "先手", "後手", "上手", "下手");

  private static final KakinokiFormats.Records RECORDS =
      new KakinokiFormats.Records() {
        @Override
        public boolean summaryEndsRecord() {
          return true;
        }

        /**
         * Whether a line after the first turn mark starts with an opening key, or a turn mark
         * follows a summary line: one pass.
         */
        @Override
        public boolean maySplit(String text) {
          int i = 0;
          while (i < text.length() && JapaneseNotation.colorOfMark(text.charAt(i)).isEmpty()) {
            i++;
          }
          int summary = text.indexOf("まで", i);
          if (summary >= 0) {
            for (int j = summary; j < text.length(); j++) {
              if (JapaneseNotation.colorOfMark(text.charAt(j)).isPresent()) {
                return true;
              }
            }
          }
          for (i = text.indexOf('\n', i); i >= 0; i = text.indexOf('\n', i + 1)) {
            for (String key : OPENING_KEYS) {
              if (text.startsWith(key, i + 1)) {
                return true;
              }
            }
          }
          return false;
        }

        @Override
        public boolean isMove(String line) {
          return startsMove(line, 0) || Parser.startsUnmarkedMove(line);
        }

        @Override
        public boolean opensRecord(String line) {
          for (String key : OPENING_KEYS) {
            if (line.startsWith(key)
                && line.length() > key.length()
                && (line.charAt(key.length()) == '：' || line.charAt(key.length()) == ':')) {
              return true;
            }
          }
          return false;
        }
      };

  /** The most readings of a text that lenient mode tries (see {@link #parse}). */
  private static final int MAX_READINGS = 8;

  /**
   * Parses a text. In lenient mode, when the record fails at a move, a move read as a board move
   * although it had no 打 and a drop of its piece on its square was also possible (a writer that
   * left out the 打 a KI2 drop needs there) is read as a drop instead, the latest such move before
   * the failure first; a reading that gets further is kept, and each such move is reported.
   */
  private static GameRecord parse(String text, int base, boolean lenient, List<Problem> warnings) {
    Set<Long> drops = new HashSet<>();
    Set<Long> tried = new HashSet<>();
    KifuParseException first = null;
    List<Problem> firstWarnings = List.of();
    long reached = -1;
    long lastAdded = -1;
    for (int reading = 0; ; reading++) {
      List<Problem> w = new ArrayList<>();
      Parser p = new Parser(text, base, lenient, w, drops);
      try {
        GameRecord r = p.parse();
        warnings.addAll(w);
        return r;
      } catch (KifuParseException e) {
        if (first == null) {
          first = e;
          firstWarnings = w;
        }
        long at = Parser.key(e.line().orElse(0), e.column().orElse(0));
        if (!lenient || reading + 1 >= MAX_READINGS) {
          warnings.addAll(firstWarnings);
          throw first;
        }
        if (reading > 0 && at <= reached) {
          drops.remove(lastAdded); // that reading got no further: undo its drop
        } else {
          reached = at;
        }
        Optional<Parser.Choice> c = p.latestChoiceBefore(at, e.moveNumber(), tried);
        if (c.isEmpty()) {
          warnings.addAll(firstWarnings);
          throw first;
        }
        tried.add(c.get().key);
        drops.add(c.get().key);
        lastAdded = c.get().key;
      }
    }
  }

  static boolean startsMove(String s, int i) {
    return i + 1 < s.length() && JapaneseNotation.colorOfMark(s.charAt(i)).isPresent();
  }

  private static final class Parser {
    private final String text;

    /** The lines of the text, numbered as lines of the whole input. */
    private final LineTable lines;

    /**
     * Where the line being read starts in the string its moves are read from: columns are offsets
     * from it, plus one (0 when that string is the line itself).
     */
    private int lineStart;

    private final boolean lenient;
    private final List<Problem> warnings;
    private final KakinokiHeader header;
    private RecordBuilder builder;
    private KifuParseException pendingIllegal;
    private Optional<String> resultText = Optional.empty();

    /** The main line's outcome from a summary that counts another number of moves. */
    private Optional<Outcome> summaryOutcome = Optional.empty();

    private Color startSide = Color.SENTE;
    private int firstPly = 1;
    private boolean summarySeen; // on the current line
    private boolean
        footer; // past a writer's footer rule (激指: a line of dashes, then "generated by")

    /** Where moves are to be read as drops (see {@link Ki2Reader#parse}), by {@link #key}. */
    private final Set<Long> drops;

    /** Moves read as board moves that could have been drops, in file order (lenient mode). */
    private final List<Choice> choices = new ArrayList<>();

    /** A move without 打 that could also have been read as a drop. */
    record Choice(long key, int ply) {}

    Parser(String text, int base, boolean lenient, List<Problem> warnings, Set<Long> drops) {
      this.text = text;
      this.lines = new LineTable(text, base);
      this.lenient = lenient;
      this.warnings = warnings;
      this.header = new KakinokiHeader(lenient, warnings);
      this.drops = drops;
    }

    /** A source location as one number, ordered as in the file. */
    static long key(int line, int column) {
      return ((long) line << 32) | (column & 0xffffffffL);
    }

    /** The latest choice before a failure at {@code at} (and before its move), not yet tried. */
    Optional<Choice> latestChoiceBefore(long at, OptionalInt failedPly, Set<Long> tried) {
      for (int i = choices.size() - 1; i >= 0; i--) {
        Choice c = choices.get(i);
        if (c.key < at
            && (failedPly.isEmpty() || c.ply < failedPly.getAsInt())
            && !tried.contains(c.key)) {
          return Optional.of(c);
        }
      }
      return Optional.empty();
    }

    /**
     * Whether a board move without 打 could have been a drop: a hand kind the mover holds, no
     * modifier, a destination written out, nothing captured there.
     */
    private boolean couldBeDrop(MoveText t, boolean captures) {
      return !t.isDrop()
          && t.modifiers().isEmpty()
          && t.to().isPresent()
          && t.piece().isHandType()
          && !captures
          && builder.cursor().hand(builder.sideToMove()).count(t.piece()) > 0;
    }

    /** Line {@code index} (from 0) as a string of its own. */
    private String lineText(int index) {
      return text.substring(lines.start(index), lines.end(index));
    }

    /** The column of offset {@code i} of the string the current line's moves are read from. */
    private int col(int i) {
      return i - lineStart + 1;
    }

    GameRecord parse() {
      int i = lines.first();
      int n = lines.count();
      for (; i < n; i++) {
        String line = lineText(i);
        String t = line.strip();
        if (KakinokiText.variation(t) >= 0) {
          warnings.add(KakinokiText.strayVariation(i + 1));
          continue;
        }
        if (startsMove(t, 0) || t.startsWith("まで") || startsUnmarkedMove(t)) {
          break;
        }
        if (!header.accept(line, t, i + 1)) {
          deviation(i + 1, 1, "not a KI2 header line: \"" + t + "\"");
        }
      }
      StartPosition start = header.start(Math.min(i + 1, Math.max(n, 1)));
      if (header.hasDiagram() && header.captionMoves() >= 0) {
        firstPly = header.captionMoves() + 1;
        start = StartPosition.of(start.setup().toBuilder().moveNumber(firstPly).build());
      }
      Position position;
      try {
        position = start.position();
      } catch (InvalidPositionException e) {
        throw new KifuParseException(
            i + 1,
            1,
            ProblemRule.INVALID_POSITION,
            "the start position cannot be played: " + e.getMessage());
      }
      List<PositionProblem> problems = start.problems(Validation.TSUME);
      if (!problems.isEmpty()) {
        warnings.add(
            Problem.warning(
                i + 1,
                1,
                ProblemRule.INVALID_POSITION,
                "the start position could not arise in a game: " + problems));
      }
      startSide = position.sideToMove();
      builder = new RecordBuilder(position, firstPly, expectedMoves(i));
      for (; i < n; i++) {
        moveSectionLine(i);
      }
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      Line mainLine = builder.mainLine();
      GameRecord.Builder rb =
          GameRecord.builder()
              .headers(Headers.of(header.headers()))
              .start(start)
              .startComments(
                  ImmutableList.<Comment>builder()
                      .addAll(header.comments())
                      .addAll(builder.startComments())
                      .build())
              .startBookmarks(
                  ImmutableList.<String>builder()
                      .addAll(header.bookmarks())
                      .addAll(builder.startBookmarks())
                      .build())
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

    private void deviation(int line, int column, String message) {
      if (!lenient) {
        throw new KifuParseException(line, column, ProblemRule.SYNTAX, message);
      }
      warnings.add(Problem.warning(line, column, ProblemRule.SYNTAX, message));
    }

    /**
     * Reads line {@code index} (from 0) after the header: a line of marked moves in place in the
     * text, without a string of its own, any other line as {@link #line(String, int)} reads it.
     */
    private void moveSectionLine(int index) {
      if (footer) {
        return;
      }
      int start = lines.start(index);
      int end = lines.end(index);
      int first = start;
      while (first < end
          && (Character.isWhitespace(text.charAt(first)) || text.charAt(first) == '　')) {
        first++;
      }
      if (first + 1 < end && JapaneseNotation.colorOfMark(text.charAt(first)).isPresent()) {
        lineStart = start;
        moves(text, first, end, index + 1);
        return;
      }
      lineStart = 0;
      line(text.substring(start, end), index + 1);
    }

    /** Reads a line after the header that is not a line of marked moves. */
    private void line(String line, int lineNo) {
      int mark = KakinokiText.markAt(line, 0);
      if (KakinokiText.isCommentOrBookmark(line, mark)) {
        if (!KakinokiText.commentOrBookmark(line, mark, builder)) {
          deviation(lineNo, 1, "a comment before the first move of a variation is ignored");
        }
        return;
      }
      String t = line.strip();
      if (t.isEmpty() || t.startsWith("#")) {
        return;
      }
      if (isFooterRule(t)) {
        footer = true;
        warnings.add(
            Problem.warning(
                lineNo,
                1,
                ProblemRule.SYNTAX,
                "a writer's footer (a line of "
                    + "dashes and what follows, as 激指 writes \"generated by\") is not part of the record: the "
                    + "rest of the file is not read"));
        return;
      }
      int ply = KakinokiText.variation(t);
      if (ply >= 0) {
        if (pendingIllegal != null) {
          throw pendingIllegal;
        }
        summarySeen = false;
        if (!builder.fork(ply)) {
          throw new KifuParseException(
              lineNo, 1, ProblemRule.SYNTAX, "変化：" + ply + "手 fits no line of the record");
        }
        return;
      }
      if (t.startsWith("まで")) {
        summary(t, lineNo, line.length() - line.stripLeading().length() + 1);
        return;
      }
      int first = 0;
      while (first < line.length() && Character.isWhitespace(line.charAt(first))
          || first < line.length() && line.charAt(first) == '　') {
        first++;
      }
      // lines of marked moves were read by moveSectionLine
      if (startsUnmarkedMove(t)) {
        unmarkedMove(line, first, lineNo);
        return;
      }
      if (!header.accept(line, t, lineNo)) {
        deviation(lineNo, 1, "not a KI2 line: \"" + t + "\"");
      }
    }

    /**
     * A move written without its turn mark ({@code ２六歩} on a line of its own, as some move lists
     * are): refused in strict mode; in lenient mode taken as the side to move's, with a warning.
     */
    private void unmarkedMove(String line, int first, int lineNo) {
      String msg = "a move without its turn mark (▲ or △): \"" + line.strip() + "\"";
      if (!lenient) {
        throw at(lineNo, first + 1, builder.nextPly(), ProblemRule.SYNTAX, msg);
      }
      warnings.add(
          Problem.warning(
                  lineNo, first + 1, ProblemRule.SYNTAX, msg + " taken as the side to move's")
              .atMove(builder.nextPly()));
      // the mark goes where the text starts, or in the blank before it, so columns stay right
      char mark = builder.sideToMove() == Color.SENTE ? '▲' : '△';
      String marked =
          first == 0 ? mark + line : line.substring(0, first - 1) + mark + line.substring(first);
      int markAt = first == 0 ? 0 : first - 1;
      moves(
          marked,
          move(marked, markAt, marked.length(), builder.sideToMove(), lineNo),
          marked.length(),
          lineNo);
    }

    /**
     * Whether a line starts with a move written without its turn mark: it reads as a move from its
     * first character, and it has no colon (so it is no header line).
     */
    static boolean startsUnmarkedMove(String t) {
      if (t.indexOf('：') >= 0 || t.indexOf(':') >= 0 || !JapaneseNotation.startsMove(t, 0)) {
        return false; // most lines: no exception made
      }
      try {
        JapaneseNotation.parse(t, 0);
        return true;
      } catch (NotationException e) {
        return false;
      }
    }

    /**
     * Whether a line after the moves is a footer rule: ten or more ASCII hyphens and nothing else.
     * No KI2 line starts so (a diagram's frame starts with {@code +}).
     */
    private static boolean isFooterRule(String t) {
      if (t.length() < 10) {
        return false;
      }
      for (int i = 0; i < t.length(); i++) {
        if (t.charAt(i) != '-') {
          return false;
        }
      }
      return true;
    }

    /**
     * About how many moves the lines from {@code from} hold, to size the main line: a move takes at
     * least four characters (a mark, a square and a piece), most take five or more with the blank
     * after them.
     */
    private int expectedMoves(int from) {
      int chars = from < lines.count() ? text.length() - lines.start(from) : 0;
      return Math.min(chars / 5, KifReader.MAX_EXPECTED_MOVES);
    }

    /** The marked moves of {@code line} from {@code from} to {@code n}, the end of the line. */
    private void moves(String line, int from, int n, int lineNo) {
      int i = from;
      while (i < n) {
        char c = line.charAt(i);
        if (Character.isWhitespace(c) || c == '　') {
          i++;
          continue;
        }
        Optional<Color> mark = JapaneseNotation.colorOfMark(c);
        if (mark.isEmpty()) {
          deviation(lineNo, col(i), "expected a turn mark at \"" + line.substring(i, n) + "\"");
          return;
        }
        i = move(line, i, n, mark.get(), lineNo);
      }
    }

    /**
     * The marked move at {@code markAt} of a line that ends at {@code end}; the offset after it.
     */
    private int move(String line, int markAt, int end, Color mark, int lineNo) {
      int ply = builder.nextPly();
      int start = markAt + 1;
      String word = inlineWord(line, start, end);
      if (!word.isEmpty()) {
        boolean afterIllegal = builder.endsWithIllegalMove();
        // an illegal move is recorded but not played: the side to move is then its opponent
        Color toMove = afterIllegal ? builder.sideToMove().opposite() : builder.sideToMove();
        Optional<Ending> o = Terminations.ofWord(word, toMove);
        if (afterIllegal) {
          o = Optional.of(inlineAfterIllegal(word, toMove, lineNo, col(markAt), ply));
        }
        if (o.isPresent() && !builder.hasEnding()) {
          builder.end(
              new Ending(
                  o.get().kind(),
                  o.get().winner(),
                  word,
                  Optional.empty(),
                  Optional.empty(),
                  ImmutableList.of(),
                  ImmutableList.of(),
                  Optional.of(new SourceLocation(lineNo, col(markAt)))));
          return start + word.length();
        }
      }
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      if (builder.isClosed()) {
        deviation(lineNo, col(markAt), "a move after the end of its line");
        return end;
      }
      if (mark != builder.sideToMove()) {
        String msg = "the mark " + line.charAt(markAt) + " is not the side to move";
        if (!lenient) {
          throw at(lineNo, col(markAt), ply, ProblemRule.SYNTAX, msg);
        }
        warnings.add(Problem.warning(lineNo, col(markAt), ProblemRule.SYNTAX, msg).atMove(ply));
      }
      JapaneseNotation.Parsed parsed;
      try {
        parsed = JapaneseNotation.parse(line, start, end);
      } catch (NotationException e) {
        throw at(lineNo, col(e.offset()), ply, ProblemRule.of(e), e.getMessage());
      }
      String text = line.substring(markAt, parsed.end());
      long where = key(lineNo, col(markAt));
      MoveText moveText = parsed.text();
      if (!drops.isEmpty() && drops.contains(where)) {
        moveText =
            new MoveText(
                moveText.to(),
                moveText.piece(),
                moveText.modifiers(),
                moveText.promotion(),
                true,
                moveText.from(),
                false);
        warnings.add(
            Problem.warning(
                    lineNo,
                    col(markAt),
                    ProblemRule.SYNTAX,
                    text
                        + " has no 打"
                        + " but is read as a drop: read as a board move, a later move of the record cannot be"
                        + " played")
                .atMove(ply));
      } else {
        Optional<Move> fast =
            BoardResolver.resolve(builder.cursor(), moveText, builder.previousToIndex());
        if (fast.isPresent()) {
          if (lenient
              && couldBeDrop(moveText, builder.cursor().pieceAt(fast.get().to()).isPresent())) {
            choices.add(new Choice(where, ply));
          }
          builder.playLegal(
              fast.get(),
              text,
              Optional.empty(),
              Optional.empty(),
              Optional.of(new SourceLocation(lineNo, col(markAt))));
          return parsed.end();
        }
      }
      ResolvedMove r;
      try {
        r =
            JapaneseNotation.resolve(
                builder.position(), moveText, builder.previousTo(), lenient, true);
      } catch (NotationException e) {
        throw at(lineNo, col(markAt), ply, ProblemRule.of(e), text + ": " + e.getMessage());
      }
      if (lenient
          && !moveText.isDrop()
          && r.move() instanceof BoardMove b
          && couldBeDrop(moveText, builder.position().pieceAt(b.to()).isPresent())) {
        choices.add(new Choice(where, ply));
      }
      if (r.warning().isPresent()) {
        warnings.add(
            Problem.warning(
                    lineNo, col(markAt), ProblemRule.SYNTAX, text + ": " + r.warning().get())
                .atMove(ply));
      }
      builder.play(
          r.move(),
          r.illegal(),
          text,
          Optional.empty(),
          Optional.empty(),
          Optional.of(new SourceLocation(lineNo, col(markAt))));
      if (r.illegal().isPresent()) {
        pendingIllegal =
            at(
                lineNo,
                col(markAt),
                ply,
                ProblemRule.of(r.illegal().get()),
                text + " is illegal (" + r.illegal().get() + ") and the record does not end on it");
      }
      return parsed.end();
    }

    /**
     * The ending of an inline word after a move recorded as illegal: the win of {@code toMove}, its
     * opponent, by that move; a word of another ending is refused where the illegal move stands, an
     * unknown one where it stands (strict) or with a warning (lenient).
     */
    private Ending inlineAfterIllegal(String word, Color toMove, int lineNo, int column, int ply) {
      switch (Terminations.afterIllegal(word)) {
        case OTHER:
          throw pendingIllegal;
        case MISNAMED:
          warnings.add(
              Problem.warning(
                      lineNo,
                      column,
                      ProblemRule.INCONSISTENT_ENDING,
                      "反則負け after an illegal move: taken as the loss of the side that played it")
                  .atMove(ply));
          break;
        case UNKNOWN:
          unknownAfterIllegal(word, lineNo, column, ply);
          break;
        default:
          break;
      }
      pendingIllegal = null;
      return Ending.of(Outcome.win(toMove, Termination.ILLEGAL_MOVE));
    }

    /** An unknown ending word after an illegal move: an error, or a warning when lenient. */
    private void unknownAfterIllegal(String word, int lineNo, int column, int ply) {
      String msg = Terminations.unknownAfterIllegal(word);
      if (!lenient) {
        throw at(lineNo, column, ply, ProblemRule.SYNTAX, msg);
      }
      warnings.add(
          Problem.warning(
                  lineNo, column, ProblemRule.SYNTAX, msg + Terminations.READ_AS_ILLEGAL_WIN)
              .atMove(ply));
    }

    /** A special-move word written like a move ({@code ▲投了}, Shogi DB2), or empty. */
    private static String inlineWord(String line, int i, int lineEnd) {
      if (i < lineEnd && (JapaneseNotation.digit(line.charAt(i)) > 0 || line.charAt(i) == '同')) {
        return ""; // a move, the usual case
      }
      int end = i;
      while (end < lineEnd
          && !Character.isWhitespace(line.charAt(end))
          && line.charAt(end) != '　'
          && JapaneseNotation.colorOfMark(line.charAt(end)).isEmpty()) {
        end++;
      }
      String w = line.substring(i, end);
      return w.isEmpty() || JapaneseNotation.digit(w.charAt(0)) > 0 || w.charAt(0) == '同' ? "" : w;
    }

    private void summary(String t, int lineNo, int column) {
      if (summarySeen) {
        deviation(lineNo, 1, "a second summary line for one line is ignored: \"" + t + "\"");
        return;
      }
      summarySeen = true;
      Optional<Terminations.Summary> s = Terminations.parseSummary(t, this::moverOf);
      if (builder.onMainLine()) {
        resultText = Optional.of(t);
      }
      if (s.isEmpty()) {
        deviation(lineNo, 1, "unreadable summary line \"" + t + "\"");
        return;
      }
      int last = builder.nextPly() - 1;
      Ending o = s.get().said;
      String text = o.kind() == EndingKind.UNKNOWN ? s.get().text : "";
      boolean afterIllegal = builder.endsWithIllegalMove();
      if (afterIllegal) {
        // the illegal move was not played: the side to move is the one that played it
        Color opponent = builder.sideToMove().opposite();
        if (o.kind() == EndingKind.UNKNOWN) {
          unknownAfterIllegal(s.get().text, lineNo, column, builder.nextPly());
          o = Ending.of(Outcome.win(opponent, Termination.ILLEGAL_MOVE));
        } else if (o.kind() == EndingKind.RESIGNATION && o.winner().equals(Optional.of(opponent))) {
          // まで9手で後手の勝ち: KI2 states no reason, which the illegal move gives
          o = Ending.of(Outcome.win(opponent, Termination.ILLEGAL_MOVE));
        } else if (o.kind() != EndingKind.ILLEGAL_MOVE) {
          throw pendingIllegal;
        }
        pendingIllegal = null;
      }
      if (s.get().moves != last) {
        // the game ended elsewhere (a record cut short): the outcome is the record's result, not
        // an ending after this line's last move, where it would name the wrong side (投了 after
        // move 6 is the resignation of the side to move there, whatever move 107 was); a 反則
        // after an illegal move still ends the line right after that move
        boolean asResult = !afterIllegal;
        warnings.add(
            Problem.warning(
                lineNo,
                1,
                ProblemRule.INCONSISTENT_ENDING,
                "the summary counts "
                    + s.get().count
                    + " moves, the line has "
                    + last
                    + (!asResult
                        ? ""
                        : builder.onMainLine()
                            ? "; kept as the record's result, not as an ending move"
                            : "; the line is read without an ending")));
        if (asResult) {
          if (builder.onMainLine()) {
            summaryOutcome = o.outcome();
          }
          return;
        }
      }
      if (!builder.hasEnding()) {
        builder.end(
            new Ending(
                o.kind(),
                o.winner(),
                text,
                Optional.empty(),
                Optional.empty(),
                ImmutableList.of(),
                ImmutableList.of(),
                Optional.of(new SourceLocation(lineNo, column))));
      }
    }

    private Color moverOf(int ply) {
      return (ply - firstPly) % 2 == 0 ? startSide : startSide.opposite();
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
