package io.github.shogi4j.kif.csa;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.KifuReader;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.Rating;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.SourceLocation;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.kif.internal.RecordFormat;
import io.github.shogi4j.kif.internal.RecordSplitter;
import io.github.shogi4j.kif.internal.RecordTexts;
import io.github.shogi4j.kif.replay.Durations;
import io.github.shogi4j.kif.replay.KeyLog;
import io.github.shogi4j.kif.replay.Replayed;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Validation;
import java.io.Reader;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads the CSA standard record format (CSA棋譜ファイル形式), V1 (no version line) to V2.2 and V3.0: the
 * {@code 'CSA encoding=} line, the version line, {@code N+}/{@code N-} names, {@code $KEY:value}
 * headers (anywhere, so {@code $END_TIME} may close the file), the start position as {@code PI}
 * with removed pieces, {@code P1}-{@code P9} rows (also with collapsed spaces), {@code P+}/{@code
 * P-} placements and hands with {@code 00AL}, the side-to-move line, moves ({@code +7776FU}, drops
 * {@code -0034KA}, promotion read from the piece after the move), comma-joined statements, {@code
 * T} times with decimals, every {@code %} special move, comments ({@code '} ignored; {@code '*}
 * kept as comments and {@code '**} as engine comments on the last move, or on the start before the
 * first move) and several records separated by {@code /}, each read on its own (a broken record
 * gives a failed result, the others are still read).
 *
 * <p>Times: {@code T} is the time spent on a move; the total time of each move is the running sum
 * of its side's times while every earlier move of that side has one and the sum stays below {@link
 * io.github.shogi4j.kif.RecordMove#TIME_LIMIT}.
 *
 * <p>A move that the rules refuse is an error with its rule, line and column, unless the next
 * statement is {@code %ILLEGAL_MOVE} or {@code %±ILLEGAL_ACTION}: then it is kept as an illegal
 * move ({@link RecordMove#illegal()}). Lines longer than {@link #MAX_LINE_LENGTH} characters and
 * records of more than {@link #MAX_MOVES} moves are refused, so that huge or endless input costs
 * bounded memory.
 *
 * <p>Stateless and thread-safe.
 */
public final class CsaReader implements KifuReader {
  /** The longest line read, in characters; a longer line is a {@link ProblemRule#SYNTAX} error. */
  public static final int MAX_LINE_LENGTH = 1 << 16;

  /** The most moves one record may hold. */
  public static final int MAX_MOVES = 100_000;

  private static final CsaReader INSTANCE = new CsaReader();

  /** Every kind, for reading codes in place. */
  private static final PieceType[] PIECE_TYPES = PieceType.values();

  /** The squares in ordinal order, made once (each record reads them). */
  private static final Square[] SQUARES = Square.values();

  private static final int[] FULL_SET = new int[PIECE_TYPES.length];

  /**
   * The even start as the reader builds it from a written-out board, with the position and problems
   * the reader would find for it: a board row start that is the even one takes them.
   */
  private static final Setup EVEN;

  private static final Position EVEN_POSITION;
  private static final List<PositionProblem> EVEN_PROBLEMS;

  static {
    FULL_SET[PieceType.PAWN.ordinal()] = 18;
    FULL_SET[PieceType.LANCE.ordinal()] = 4;
    FULL_SET[PieceType.KNIGHT.ordinal()] = 4;
    FULL_SET[PieceType.SILVER.ordinal()] = 4;
    FULL_SET[PieceType.GOLD.ordinal()] = 4;
    FULL_SET[PieceType.BISHOP.ordinal()] = 2;
    FULL_SET[PieceType.ROOK.ordinal()] = 2;
    Piece[] board = new Piece[81];
    CsaCodes.copyEvenBoard(board);
    EVEN = setup(board, new int[2][PIECE_TYPES.length], Color.SENTE);
    StartPosition even = StartPosition.of(EVEN);
    EVEN_POSITION = even.position();
    EVEN_PROBLEMS = even.problems(Validation.TSUME);
  }

  private CsaReader() {}

  /**
   * The setup of a board, hands and side to move, at move number 1.
   *
   * @throws IllegalArgumentException when a hand holds too many pieces
   */
  private static Setup setup(Piece[] board, int[][] hands, Color side) {
    Setup.Builder b = Setup.empty().toBuilder();
    for (Square sq : SQUARES) {
      if (board[sq.ordinal()] != null) {
        b.put(sq, board[sq.ordinal()]);
      }
    }
    b.hand(Color.SENTE, hand(hands[0])).hand(Color.GOTE, hand(hands[1]));
    return b.sideToMove(side).moveNumber(1).build();
  }

  /** The hand of these counts (by kind ordinal), added kind by kind in their order. */
  private static Hand hand(int[] counts) {
    Hand h = Hand.EMPTY;
    for (int t = 0; t < counts.length; t++) {
      if (counts[t] != 0) {
        h = h.with(PIECE_TYPES[t], counts[t]);
      }
    }
    return h;
  }

  /**
   * The reader.
   *
   * @return the shared instance
   */
  public static CsaReader instance() {
    return INSTANCE;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.CSA;
  }

  /** Its records, cut and read one at a time. */
  static final RecordFormat RECORD_FORMAT =
      RecordFormat.of(CsaReader::splitter, CsaReader::readRecord);

  @Override
  public List<ReadResult> readAll(String text, ReadOptions options) {
    return RecordTexts.readAll(RECORD_FORMAT, text, options);
  }

  @Override
  public Iterator<ReadResult> readEach(Reader text, ReadOptions options) {
    return new RecordTexts(RECORD_FORMAT, text, options);
  }

  /** Records one after another in one input: a line {@code /} ends each but the last. */
  private static RecordSplitter splitter() {
    return new RecordSplitter() {
      @Override
      public int next(String line, int index) {
        return isSeparator(line, 0, line.length()) ? index + 1 : -1;
      }

      /** Whether a {@code /} stands first on a line after whitespace only. */
      @Override
      public boolean maySplit(String text) {
        for (int i = text.indexOf('/'); i >= 0; i = text.indexOf('/', i + 1)) {
          int j = i;
          while (j > 0
              && text.charAt(j - 1) != '\n'
              && text.charAt(j - 1) != '\r'
              && Character.isWhitespace(text.charAt(j - 1))) {
            j--;
          }
          if (j == 0 || text.charAt(j - 1) == '\n' || text.charAt(j - 1) == '\r') {
            return true;
          }
        }
        return false;
      }
    };
  }

  /**
   * Reads one record's text: its lines up to a {@code /} line, or to the end of the input (the last
   * record, read only when it holds more than blanks and plain comments, or when it is the input's
   * only one). A line longer than {@value #MAX_LINE_LENGTH} characters fails the record.
   */
  private static Optional<ReadResult> readRecord(
      String text, int firstLine, boolean only, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    Parser record = new Parser(text, options.isLenient());
    int lineNo = firstLine - 1;
    int start = 0;
    int n = text.length();
    if (firstLine == 1 && n > 0 && text.charAt(0) == '\uFEFF') {
      start = 1;
    }
    int lf = text.indexOf('\n', start); // the next line feed and carriage return, or -1
    int cr = text.indexOf('\r', start);
    while (start <= n) {
      if (lf >= 0 && lf < start) {
        lf = text.indexOf('\n', start);
      }
      if (cr >= 0 && cr < start) {
        cr = text.indexOf('\r', start);
      }
      int end = lf < 0 ? (cr < 0 ? n : cr) : (cr < 0 ? lf : Math.min(lf, cr));
      lineNo++;
      if (end - start > MAX_LINE_LENGTH) {
        return Optional.of(
            ReadResult.failed(
                new KifuParseException(
                    lineNo,
                    MAX_LINE_LENGTH + 1,
                    ProblemRule.SYNTAX,
                    "line longer than " + MAX_LINE_LENGTH + " characters"),
                ImmutableList.of()));
      }
      if (isSeparator(text, start, end)) {
        return Optional.of(record.result());
      }
      record.line(lineNo, start, end);
      if (end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n') {
        end++;
      }
      start = end + 1;
    }
    return only || record.content ? Optional.of(record.result()) : Optional.empty();
  }

  /**
   * Whether the line {@code text[start, end)} is {@code /} (the record separator), with any
   * whitespace ({@link Character#isWhitespace}, as {@link String#strip}) around it.
   */
  private static boolean isSeparator(String text, int start, int end) {
    if (start < end) {
      char c = text.charAt(start);
      if (c > ' ' && c < 0x7f && c != '/') {
        return false; // most lines: no whitespace before a first character that is not /
      }
    }
    int i = start;
    while (i < end && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    if (i == end || text.charAt(i) != '/') {
      return false;
    }
    for (i++; i < end; i++) {
      if (!Character.isWhitespace(text.charAt(i))) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether the line {@code text[start, end)} holds more than whitespace and plain comments (a
   * {@code '} not followed by {@code *}): a last record of such lines only is not read.
   */
  private static boolean hasContent(String text, int start, int end) {
    int i = start;
    while (i < end && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i < end && (text.charAt(i) != '\'' || (i + 1 < end && text.charAt(i + 1) == '*'));
  }

  /**
   * The parse of one record, fed line by line. The statement being read is {@code src[sb, se)}: it
   * is looked at in place, and made a string only where the record keeps its text (a move, a
   * header, a comment) or an error quotes it.
   */
  private static final class Parser {
    private final String src;
    private final boolean lenient;
    private final List<Problem> warnings = new ArrayList<>();
    private final List<Header> headers = new ArrayList<>();
    private final List<Comment> startComments = new ArrayList<>();

    /** Whether a line of the record has content (see {@code CsaReader.hasContent}). */
    boolean content;

    private int lastLine; // the number of the last line fed, 0 before any
    private KifuParseException failure; // the error that ended the record, or null
    // the statement being read: src[sb, se), at line sLine and column sCol
    private int sb;
    private int se;
    private int sLine;
    private int sCol;
    // start position under construction
    private final Piece[] board = new Piece[81];
    private final int[][] hands = new int[2][PIECE_TYPES.length]; // counts, by color and kind
    private boolean usedPi;
    private boolean usedRows;
    private boolean usedPieces;
    private long removedLo; // the squares PI emptied, by Square ordinal (0-63, 64-80)
    private long removedHi;
    private Optional<String> version = Optional.empty();
    // moves
    private StartPosition start;
    private Position position; // the position of board, built on demand (null before begin)
    private Position startPosition; // the start's position (null before begin)
    private final KeyLog keys = new KeyLog(); // the position key after each move played
    private Cursor replay; // the moves are played here
    private KifuParseException pendingIllegal;
    // the moves made (all but the last) and the last one, whose time and comments may follow
    private RecordMove[] moves = new RecordMove[64]; // the first count - 1 are made
    private int count; // moves read, the last one included
    private Move lastMove;
    private String lastText;
    private Optional<IllegalMoveReason> lastIllegal = Optional.empty();
    private Optional<Duration> lastTime = Optional.empty();
    private List<Comment> lastComments = ImmutableList.of();
    private boolean lastTimed;
    // the running total times of each side while all its moves have a time
    private final long[] total = new long[2];
    private final boolean[] known = {true, true};
    // the special move (終局), once read
    private boolean ended;
    private Ending said; // the special move's kind and winner
    private String endText;
    private SourceLocation endSource;
    private Optional<Duration> endTime = Optional.empty();
    private boolean endingTimed;
    private List<Comment> endComments = ImmutableList.of();

    Parser(String src, boolean lenient) {
      this.src = src;
      this.lenient = lenient;
    }

    /**
     * Reads the line {@code src[begin, end)}, number {@code number}: splits it into statements,
     * comma-joined ones apart, comments and headers whole. After an error, only notes whether the
     * lines have content.
     */
    void line(int number, int begin, int end) {
      if (!content) {
        content = hasContent(src, begin, end);
      }
      if (failure != null) {
        return;
      }
      lastLine = number;
      try {
        int i = begin;
        while (i < end) {
          while (i < end && (src.charAt(i) == ' ' || src.charAt(i) == '\t')) {
            i++;
          }
          if (i >= end) {
            return;
          }
          char c = src.charAt(i);
          if (c == '\'' || c == '$' || c == 'N' || c == 'P') {
            // a comment is kept to the line's end, trailing blanks included, as KIF keeps it
            statement(i, c == '\'' ? end : stripEnd(i, end), number, i - begin + 1);
            return;
          }
          int stop = i;
          while (stop < end && src.charAt(stop) != ',') {
            stop++;
          }
          int e = stripEnd(i, stop);
          if (e > i) {
            statement(i, e, number, i - begin + 1);
          }
          i = stop + 1;
        }
      } catch (KifuParseException e) {
        failure = e;
      }
    }

    /** The end of {@code src[begin, end)} without trailing spaces and tabs. */
    private int stripEnd(int begin, int end) {
      int e = end;
      while (e > begin && (src.charAt(e - 1) == ' ' || src.charAt(e - 1) == '\t')) {
        e--;
      }
      return e;
    }

    /** The result of the record: the record read, or the error that ended it. */
    ReadResult result() {
      if (failure == null) {
        try {
          return ReadResult.of(parse(), warnings);
        } catch (KifuParseException e) {
          failure = e;
        }
      }
      return ReadResult.failed(failure, warnings);
    }

    private GameRecord parse() {
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      if (replay == null) {
        int last = lastLine == 0 ? 1 : lastLine;
        if (!lenient) {
          throw new KifuParseException(
              last,
              1,
              ProblemRule.SYNTAX,
              "no side-to-move line (+ or -): the record has no start position");
        }
        warnings.add(
            Problem.warning(
                last, 1, ProblemRule.SYNTAX, "no side-to-move line (+ or -); sente to move taken"));
        begin(Color.SENTE, last, 1);
      }
      flushMove();
      Optional<Ending> ending = Optional.empty();
      if (ended) {
        // the total time of the special move: the sum of its side's times while all are known
        int side = start.setup().sideToMove().ordinal() ^ (count & 1);
        long endSum =
            endTime.isPresent() && known[side] ? Durations.add(total[side], endTime.get()) : -1;
        Optional<Duration> endTotal = endSum < 0 ? Optional.empty() : Durations.nanos(endSum);
        ending =
            Optional.of(
                new Ending(
                    said.kind(),
                    said.winner(),
                    endText,
                    endTime,
                    endTotal,
                    endComments,
                    ImmutableList.of(),
                    Optional.of(endSource)));
      }
      Line main =
          new Line(
              ImmutableList.copyOf(Arrays.asList(moves).subList(0, count)),
              ending,
              ImmutableList.of());
      GameRecord.Builder rb =
          GameRecord.builder()
              .headers(Headers.of(headers))
              .start(start)
              .startComments(startComments)
              .mainLine(main)
              .formatVersion(version);
      rb.replayTrace(Replayed.of(main, start, startPosition, keys.toArray(), this::position));
      return rb.build();
    }

    // ------------------------------------------------------------ the statement in place

    private int length() {
      return se - sb;
    }

    private char at(int i) {
      return src.charAt(sb + i);
    }

    /** The statement's text. */
    private String text() {
      return src.substring(sb, se);
    }

    /** Whether the statement is the single character {@code c}. */
    private boolean is(char c) {
      return se - sb == 1 && src.charAt(sb) == c;
    }

    private void statement(int begin, int end, int line, int column) {
      sb = begin;
      se = end;
      sLine = line;
      sCol = column;
      char c = at(0);
      if (c == '\'') {
        comment();
        return;
      }
      if (c == '$') {
        int colon = src.indexOf(':', sb);
        if (colon < 0 || colon >= se || colon - sb < 2) {
          deviation("a $ header without key and colon: \"" + text() + "\"");
          return;
        }
        headers.add(new Header(src.substring(sb, colon), src.substring(colon + 1, se)));
        return;
      }
      if (c == 'N' && length() >= 2 && (at(1) == '+' || at(1) == '-')) {
        headers.add(new Header(at(1) == '+' ? "N+" : "N-", src.substring(sb + 2, se)));
        return;
      }
      if (c == 'V') {
        if (!isVersion()) {
          throw error(1, ProblemRule.SYNTAX, "not a version line: \"" + text() + "\"");
        }
        if (version.isPresent() || replay != null) {
          deviation("a version line \"" + text() + "\" after the start of the record");
          return;
        }
        version = Optional.of(text());
        return;
      }
      boolean sign = is('+') || is('-');
      if (replay == null) {
        if (c == 'P') {
          positionLine();
          return;
        }
        if (sign) {
          begin(c == '+' ? Color.SENTE : Color.GOTE, sLine, sCol);
          return;
        }
        if (isMove() && lenient) {
          warnings.add(
              Problem.warning(
                  sLine,
                  sCol,
                  ProblemRule.SYNTAX,
                  "a move before the side-to-move line; the mover's side taken"));
          begin(c == '+' ? Color.SENTE : Color.GOTE, sLine, sCol);
        } else {
          throw error(
              1, ProblemRule.SYNTAX, "\"" + text() + "\" before the side-to-move line (+ or -)");
        }
      }
      if (c == 'P' || sign) {
        deviation("start-position line \"" + text() + "\" after the moves began");
        return;
      }
      if (c == 'T') {
        time();
        return;
      }
      if (c == '%') {
        special();
        return;
      }
      if (c == '+' || c == '-') {
        move();
        return;
      }
      deviation("not a CSA statement: \"" + text() + "\"");
    }

    /** A version line: {@code V\d+(?:\.\d+)?}. */
    private boolean isVersion() {
      int n = length();
      int i = 1;
      while (i < n && isDigit(at(i))) {
        i++;
      }
      if (i == 1) {
        return false;
      }
      if (i < n && at(i) == '.') {
        int f = ++i;
        while (i < n && isDigit(at(i))) {
          i++;
        }
        if (i == f) {
          return false;
        }
      }
      return i == n;
    }

    private static boolean isDigit(char c) {
      return c >= '0' && c <= '9';
    }

    private void comment() {
      for (Color side : Color.values()) {
        String key = Rating.key(side);
        if (src.startsWith(key + ":", sb + 1) && sb + 2 + key.length() <= se) {
          String value = src.substring(sb + 2 + key.length(), se);
          headers.add(new Header(key, value));
          if (Rating.parse(value).isEmpty()) {
            warnings.add(
                Problem.warning(
                    sLine,
                    sCol,
                    ProblemRule.SYNTAX,
                    "a rating line without"
                        + " a number after its last colon: \""
                        + text()
                        + "\" (kept as written)"));
          }
          return;
        }
      }
      if (length() < 2 || at(1) != '*') {
        return; // plain comments, 'CSA encoding=..., 'summary:... are not part of the record
      }
      Comment cm =
          length() >= 3 && at(2) == '*'
              ? Comment.engine(src.substring(sb + 3, se))
              : Comment.of(src.substring(sb + 2, se));
      if (ended) {
        endComments = append(endComments, cm);
      } else if (count > 0) {
        lastComments = append(lastComments, cm);
      } else {
        startComments.add(cm);
      }
    }

    /**
     * The comments with one more: an immutable list of the first one alone (as most moves have it,
     * so that the record keeps it without a copy), a list of its own from the second on.
     */
    private static List<Comment> append(List<Comment> list, Comment c) {
      if (list.isEmpty()) {
        return ImmutableList.of(c);
      }
      List<Comment> to = list instanceof ArrayList ? list : new ArrayList<>(list);
      to.add(c);
      return to;
    }

    // ------------------------------------------------------------ start position

    private void positionLine() {
      int n = length();
      if (n >= 2 && at(1) == 'I') {
        if (usedPi || usedRows || usedPieces) {
          throw error(1, ProblemRule.SYNTAX, "PI after another start-position line");
        }
        usedPi = true;
        CsaCodes.copyEvenBoard(board);
        for (int i = 2; i < n; i += 4) {
          if (i + 4 > n) {
            throw error(
                i + 1,
                ProblemRule.SYNTAX,
                "PI: incomplete square and piece \"" + src.substring(sb + i, se) + "\"");
          }
          Square sq = square(i, false);
          PieceType type = pieceType(i + 2);
          Piece there = board[sq.ordinal()];
          if (there == null || there.type() != type) {
            throw error(
                i + 1,
                ProblemRule.SYNTAX,
                "PI: no " + type.csa() + " on " + sq.toCsa() + " to remove");
          }
          board[sq.ordinal()] = null;
          if (sq.ordinal() < 64) {
            removedLo |= 1L << sq.ordinal();
          } else {
            removedHi |= 1L << (sq.ordinal() - 64);
          }
        }
        return;
      }
      if (n >= 2 && at(1) >= '1' && at(1) <= '9') {
        if (usedPi) {
          throw error(1, ProblemRule.SYNTAX, "a board row after PI");
        }
        usedRows = true;
        row(at(1) - '0');
        return;
      }
      if (n >= 2 && (at(1) == '+' || at(1) == '-')) {
        usedPieces = true;
        pieces(at(1) == '+' ? Color.SENTE : Color.GOTE);
        return;
      }
      throw error(1, ProblemRule.SYNTAX, "not a start-position line: \"" + text() + "\"");
    }

    /** A board row: nine cells, {@code " * "} or a signed piece, spaces optional between. */
    private void row(int rank) {
      int n = length();
      int file = 9;
      int i = 2;
      while (i < n) {
        char c = at(i);
        if (c == ' ') {
          i++;
          continue;
        }
        if (file < 1) {
          if (c == '*' || c == '+' || c == '-') {
            throw error(i + 1, ProblemRule.SYNTAX, "more than nine cells in row P" + rank);
          }
          // text after the nine cells, as a '.' written for the last cell's trailing blank
          String rest = src.substring(sb + i, se).strip();
          if (!lenient) {
            throw error(
                i + 1, ProblemRule.SYNTAX, "\"" + rest + "\" after the nine cells of row P" + rank);
          }
          warnings.add(
              Problem.warning(
                  sLine,
                  sCol + i,
                  ProblemRule.SYNTAX,
                  "\"" + rest + "\" after the nine cells of row P" + rank + " (ignored)"));
          return;
        }
        if (c == '*') {
          board[Square.of(file, rank).ordinal()] = null;
          i++;
        } else if (c == '+' || c == '-') {
          if (i + 3 > n) {
            throw error(i + 1, ProblemRule.SYNTAX, "incomplete piece in row P" + rank);
          }
          PieceType type = pieceType(i + 1);
          board[Square.of(file, rank).ordinal()] =
              Piece.of(c == '+' ? Color.SENTE : Color.GOTE, type);
          i += 3;
        } else {
          throw error(i + 1, ProblemRule.SYNTAX, "unexpected \"" + c + "\" in row P" + rank);
        }
        file--;
      }
      if (file != 0) {
        throw error(
            n + 1, ProblemRule.SYNTAX, "row P" + rank + " has " + (9 - file) + " cells, not nine");
      }
    }

    /** {@code P+} / {@code P-}: pieces on squares, {@code 00} for the hand, {@code 00AL}. */
    private void pieces(Color color) {
      int n = length();
      for (int i = 2; i < n; i += 4) {
        if (i + 4 > n) {
          throw error(
              i + 1,
              ProblemRule.SYNTAX,
              "incomplete square and piece \"" + src.substring(sb + i, se) + "\"");
        }
        if (src.startsWith("00AL", sb + i)) {
          if (i + 4 != n) {
            throw error(i + 5, ProblemRule.SYNTAX, "text after 00AL");
          }
          allRemaining(color);
          continue;
        }
        Square sq = square(i, true);
        PieceType type = pieceType(i + 2);
        if (sq == null) {
          if (!type.isHandType()) {
            throw error(i + 3, ProblemRule.SYNTAX, type.csa() + " cannot be held in hand");
          }
          hands[color.ordinal()][type.ordinal()]++;
        } else {
          board[sq.ordinal()] = Piece.of(color, type);
        }
      }
    }

    private void allRemaining(Color color) {
      int[] left = FULL_SET.clone();
      for (Piece p : board) {
        if (p != null && p.type() != PieceType.KING) {
          left[p.type().unpromoted().ordinal()]--;
        }
      }
      for (int[] h : hands) {
        for (int t = 0; t < h.length; t++) {
          left[t] -= h[t];
        }
      }
      int[] hand = hands[color.ordinal()];
      for (PieceType type : PieceType.handTypes()) {
        if (left[type.ordinal()] > 0) {
          hand[type.ordinal()] += left[type.ordinal()];
        }
      }
    }

    private Square square(int i, boolean handAllowed) {
      int file = at(i) - '0';
      int rank = at(i + 1) - '0';
      if (handAllowed && file == 0 && rank == 0) {
        return null;
      }
      if (file < 1 || file > 9 || rank < 1 || rank > 9) {
        throw error(
            i + 1,
            ProblemRule.SYNTAX,
            "not a square: \"" + src.substring(sb + i, sb + i + 2) + "\"");
      }
      return Square.of(file, rank);
    }

    /** The kind whose two-letter code is at {@code [i, i + 2)} of the statement. */
    private PieceType pieceType(int i) {
      if (i + 2 <= length()) {
        PieceType type = CsaCodes.pieceType(at(i), at(i + 1));
        if (type != null) {
          return type;
        }
      }
      throw error(
          i + 1,
          ProblemRule.SYNTAX,
          "not a CSA piece: \"" + src.substring(sb + i, Math.min(se, sb + i + 2)) + "\"");
    }

    private void begin(Color side, int line, int column) {
      if (!usedPi && !usedRows && !usedPieces) {
        usedPi = true; // no position lines at all: take the even start (lenient only)
        CsaCodes.copyEvenBoard(board);
        if (!lenient) {
          throw new KifuParseException(
              line,
              column,
              ProblemRule.SYNTAX,
              "no start position (PI, P1-P9 or P+/P- lines) before the side-to-move line");
        }
        warnings.add(
            Problem.warning(
                line,
                column,
                ProblemRule.SYNTAX,
                "no start position before the side-to-move line; the even start taken"));
      }
      // PI alone: a standard start when its removals and side to move are a handicap's
      Handicap named = usedPi && !usedPieces ? CsaCodes.handicap(removedLo, removedHi, side) : null;
      List<PositionProblem> problems;
      if (named != null) {
        start = StartPosition.of(named);
        position = start.position();
        problems = start.problems(Validation.TSUME);
      } else if (side == Color.SENTE && CsaCodes.isEvenBoard(board) && noHands()) {
        // the even start written out: its setup, position and problems are known
        start = StartPosition.of(EVEN);
        position = EVEN_POSITION;
        problems = EVEN_PROBLEMS;
      } else {
        Setup setup;
        try {
          setup = setup(board, hands, side);
        } catch (IllegalArgumentException e) {
          throw new KifuParseException(
              line,
              column,
              ProblemRule.INVALID_POSITION,
              "too many pieces in hand: " + e.getMessage());
        }
        start = StartPosition.of(setup);
        try {
          position = start.position();
        } catch (InvalidPositionException e) {
          throw new KifuParseException(
              line,
              column,
              ProblemRule.INVALID_POSITION,
              "the start position cannot be played: " + e.getMessage());
        }
        problems = start.problems(Validation.TSUME);
      }
      startPosition = position;
      replay = position.cursor();
      if (!problems.isEmpty()) {
        warnings.add(
            Problem.warning(
                line,
                column,
                ProblemRule.INVALID_POSITION,
                "the start position could not arise in a game: " + problems));
      }
    }

    private boolean noHands() {
      for (int[] h : hands) {
        for (int c : h) {
          if (c != 0) {
            return false;
          }
        }
      }
      return true;
    }

    // ------------------------------------------------------------ moves

    private void move() {
      int ply = count + 1;
      if (!isMove()) {
        throw at(1, ply, ProblemRule.SYNTAX, "not a CSA move: \"" + text() + "\"");
      }
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      if (ended || lastIllegal.isPresent()) {
        deviation("a move after the end of the record: \"" + text() + "\"");
        return;
      }
      if (count >= MAX_MOVES) {
        throw at(1, ply, ProblemRule.SYNTAX, "more than " + MAX_MOVES + " moves");
      }
      Color mover = at(0) == '+' ? Color.SENTE : Color.GOTE;
      if (mover != replay.sideToMove()) {
        throw at(
            1,
            ply,
            ProblemRule.SYNTAX,
            "a "
                + (mover == Color.SENTE ? "sente" : "gote")
                + " move where "
                + (mover == Color.SENTE ? "gote" : "sente")
                + " is to move");
      }
      Square to = square(3, false);
      PieceType after = pieceType(5);
      Move m;
      if (at(1) == '0' && at(2) == '0') {
        if (!after.isHandType()) {
          throw at(6, ply, ProblemRule.ILLEGAL_MOVEMENT, after.csa() + " cannot be dropped");
        }
        m = Move.drop(after, to);
      } else {
        Square from = square(1, false);
        Optional<Piece> there = replay.pieceAt(from);
        if (there.isEmpty() || there.get().color() != mover) {
          String why =
              "no " + (mover == Color.SENTE ? "sente" : "gote") + " piece on " + from.toCsa();
          if (from == to) {
            throw at(2, ply, ProblemRule.NO_PIECE, why);
          }
          // kept as an illegal move (NO_PIECE) if an illegal-move ending follows, as KIF keeps it
          add(Move.of(from, to), Optional.of(IllegalMoveReason.NO_PIECE));
          pendingIllegal = at(2, ply, ProblemRule.NO_PIECE, why);
          return;
        }
        if (from == to) {
          throw at(
              4,
              ply,
              ProblemRule.ILLEGAL_MOVEMENT,
              "the move does not leave " + from.toCsa() + ": its destination is its origin");
        }
        PieceType before = there.get().type();
        if (after == before) {
          m = Move.of(from, to);
        } else if (before.canPromote() && after == before.promoted()) {
          m = Move.promoting(from, to);
        } else {
          throw at(
              6,
              ply,
              ProblemRule.ILLEGAL_MOVEMENT,
              "the piece on "
                  + from.toCsa()
                  + " is "
                  + before.csa()
                  + ", it cannot become "
                  + after.csa());
        }
      }
      if (replay.playIfLegal(m)) {
        add(m, Optional.empty());
        keys.add(replay.zobristKey());
        position = null;
        return;
      }
      Optional<IllegalMoveReason> why = position().whyIllegal(m);
      if (why.isPresent()) {
        KifuParseException e =
            at(1, ply, ProblemRule.of(why.get()), text() + " is illegal (" + why.get() + ")");
        add(m, why);
        pendingIllegal = e;
        return;
      }
      throw new AssertionError("the board refuses " + m.toUsi() + ", which the position allows");
    }

    /** Makes the last move read a {@link RecordMove} and starts this one. */
    private void add(Move m, Optional<IllegalMoveReason> illegal) {
      flushMove();
      if (count == moves.length) {
        moves = Arrays.copyOf(moves, count * 2);
      }
      count++;
      lastMove = m;
      lastText = text();
      lastIllegal = illegal;
      lastTime = Optional.empty();
      lastComments = ImmutableList.of();
      lastTimed = false;
    }

    /**
     * Adds the last move read to the moves, with its time, comments and total time: the running sum
     * of its side's times while every move of that side has one.
     */
    private void flushMove() {
      if (lastMove == null) {
        return;
      }
      int s = start.setup().sideToMove().ordinal() ^ ((count - 1) & 1);
      Optional<Duration> sum = Optional.empty();
      long added = lastTime.isPresent() && known[s] ? Durations.add(total[s], lastTime.get()) : -1;
      if (added >= 0) {
        total[s] = added;
        sum = Durations.nanos(added);
      } else {
        known[s] = false; // a move without a time, or a sum past RecordMove.TIME_LIMIT
      }
      moves[count - 1] =
          new RecordMove(
              lastMove,
              lastText,
              lastIllegal,
              lastTime,
              sum,
              lastComments,
              ImmutableList.of(),
              ImmutableList.of());
      lastMove = null;
    }

    /** The position the moves reached (built from the board when first asked for). */
    private Position position() {
      if (position == null) {
        position = replay.toPosition();
      }
      return position;
    }

    /** A CSA move statement: a sign, four digits and two capital letters ({@code +7776FU}). */
    private boolean isMove() {
      if (length() != 7 || (at(0) != '+' && at(0) != '-')) {
        return false;
      }
      for (int i = 1; i < 5; i++) {
        if (!isDigit(at(i))) {
          return false;
        }
      }
      return at(5) >= 'A' && at(5) <= 'Z' && at(6) >= 'A' && at(6) <= 'Z';
    }

    /**
     * The nanoseconds of a time statement {@code T(\\d{1,9})(?:\\.(\\d*))?}, fraction digits past
     * the ninth cut off; -1 when the statement is not a time.
     */
    private long timeNanos() {
      int n = length();
      int i = 1;
      long seconds = 0;
      while (i < n && isDigit(at(i))) {
        seconds = seconds * 10 + (at(i) - '0');
        i++;
      }
      if (at(0) != 'T' || i == 1 || i > 10) {
        return -1;
      }
      long fraction = 0;
      if (i < n && at(i) == '.') {
        long scale = 100_000_000L;
        for (i++; i < n && isDigit(at(i)); i++) {
          fraction += (at(i) - '0') * scale;
          scale /= 10;
        }
      }
      return i == n ? seconds * 1_000_000_000L + fraction : -1;
    }

    private void time() {
      long nanos = timeNanos();
      if (nanos < 0) {
        throw error(1, ProblemRule.SYNTAX, "not a time: \"" + text() + "\"");
      }
      Optional<Duration> d = Durations.nanos(nanos);
      if (ended) {
        if (endingTimed) {
          deviation("a second time for the special move");
          return;
        }
        endTime = d;
        endingTimed = true;
        return;
      }
      if (count == 0) {
        warnings.add(
            Problem.warning(
                sLine,
                sCol,
                ProblemRule.SYNTAX,
                "a time with no move before it is ignored: \"" + text() + "\""));
        return;
      }
      if (lastTimed) {
        deviation("a second time for one move");
        return;
      }
      lastTime = d;
      lastTimed = true;
    }

    private void special() {
      String t = text();
      String word = t.substring(1);
      boolean afterIllegal = lastIllegal.isPresent();
      if (ended) {
        warnings.add(
            Problem.warning(
                sLine, sCol, ProblemRule.SYNTAX, "a second special move \"" + t + "\" is ignored"));
        return;
      }
      if (afterIllegal && !CsaTermination.isIllegal(word)) {
        throw pendingIllegal;
      }
      Color toMove = replay.sideToMove();
      Optional<Ending> o = CsaTermination.ending(word, toMove, afterIllegal);
      if (o.isEmpty()) {
        deviation("unknown special move \"" + t + "\"");
        o = Optional.of(Ending.of(EndingKind.UNKNOWN, Optional.empty()));
      }
      pendingIllegal = null;
      ended = true;
      said = o.get();
      endText = t;
      endSource = new SourceLocation(sLine, sCol);
    }

    private void deviation(String message) {
      if (!lenient) {
        throw new KifuParseException(sLine, sCol, ProblemRule.SYNTAX, message);
      }
      warnings.add(Problem.warning(sLine, sCol, ProblemRule.SYNTAX, message + " (ignored)"));
    }

    /** An error at the statement's character {@code offset} (1-based). */
    private KifuParseException error(int offset, ProblemRule rule, String message) {
      return new KifuParseException(sLine, sCol + offset - 1, rule, message);
    }

    /** An error at the statement's character {@code offset} (1-based), of move {@code ply}. */
    private KifuParseException at(int offset, int ply, ProblemRule rule, String message) {
      return new KifuParseException(
          new Problem(
              Problem.Severity.ERROR,
              Optional.empty(),
              OptionalInt.of(sLine),
              OptionalInt.of(sCol + offset - 1),
              OptionalInt.of(ply),
              rule,
              message));
    }
  }
}
