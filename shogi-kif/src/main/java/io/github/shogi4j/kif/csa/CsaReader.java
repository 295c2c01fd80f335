package io.github.shogi4j.kif.csa;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Header;
import io.github.shogi4j.kif.Headers;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.KifuReader;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.SourceLocation;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.kif.replay.Durations;
import io.github.shogi4j.kif.replay.KeyLog;
import io.github.shogi4j.kif.replay.Replayed;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Hand;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Piece;
import io.github.shogi4j.rules.PieceType;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.internal.Board;
import io.github.shogi4j.rules.internal.PieceCodes;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.Positions;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.regex.Pattern;

/**
 * Reads the CSA standard record format (CSA棋譜ファイル形式), V1 (no version line) to V2.2 and
 * V3.0: the {@code 'CSA encoding=} line, the version line, {@code N+}/{@code N-} names,
 * {@code $KEY:value} headers (anywhere, so {@code $END_TIME} may close the file), the start
 * position as {@code PI} with removed pieces, {@code P1}-{@code P9} rows (also with collapsed
 * spaces), {@code P+}/{@code P-} placements and hands with {@code 00AL}, the side-to-move line,
 * moves ({@code +7776FU}, drops {@code -0034KA}, promotion read from the piece after the move),
 * comma-joined statements, {@code T} times with decimals, every {@code %} special move, comments
 * ({@code '} ignored; {@code '*} kept as comments and {@code '**} as engine comments on the last
 * move, or on the start before the first move) and several records separated by {@code /}, each
 * read on its own (a broken record gives a failed result, the others are still read).
 *
 * <p>Times: {@code T} is the time spent on a move; the total time of each move is the running sum
 * of its side's times while every earlier move of that side has one.
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
  private static final Pattern VERSION = Pattern.compile("V\\d+(?:\\.\\d+)?");
  private static final Setup EVEN = Sfen.parse(Sfen.STARTPOS);
  private static final Map<Setup, Handicap> HANDICAPS = handicaps();
  /** The squares in ordinal order, made once (each record reads them). */
  private static final Square[] SQUARES = Square.values();
  /** Every kind, for reading codes in place. */
  private static final PieceType[] PIECE_TYPES = PieceType.values();
  private static final int[] FULL_SET = new int[PieceType.values().length];

  static {
    FULL_SET[PieceType.PAWN.ordinal()] = 18;
    FULL_SET[PieceType.LANCE.ordinal()] = 4;
    FULL_SET[PieceType.KNIGHT.ordinal()] = 4;
    FULL_SET[PieceType.SILVER.ordinal()] = 4;
    FULL_SET[PieceType.GOLD.ordinal()] = 4;
    FULL_SET[PieceType.BISHOP.ordinal()] = 2;
    FULL_SET[PieceType.ROOK.ordinal()] = 2;
  }

  private CsaReader() {}

  /** The standard starts by their setups (move number 1). */
  static Map<Setup, Handicap> handicaps() {
    Map<Setup, Handicap> m = new java.util.HashMap<>();
    for (Handicap h : Handicap.values()) {
      m.put(Sfen.parse(h.sfen()), h);
    }
    return java.util.Collections.unmodifiableMap(m);
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

  @Override
  public List<ReadResult> readAll(String text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    List<ReadResult> out = new ArrayList<>();
    List<SourceLine> record = new ArrayList<>();
    int lineNo = 0;
    int start = 0;
    int n = text.length();
    if (n > 0 && text.charAt(0) == '\uFEFF') {
      start = 1;
    }
    boolean tooLong = false;
    int lf = text.indexOf('\n', start); // the next line feed and carriage return, or -1
    int cr = text.indexOf('\r', start);
    while (start <= n && !tooLong) {
      if (lf >= 0 && lf < start) {
        lf = text.indexOf('\n', start);
      }
      if (cr >= 0 && cr < start) {
        cr = text.indexOf('\r', start);
      }
      int end = lf < 0 ? (cr < 0 ? n : cr) : (cr < 0 ? lf : Math.min(lf, cr));
      lineNo++;
      if (end - start > MAX_LINE_LENGTH) {
        tooLong = true;
        List<Problem> none = ImmutableList.of();
        out.add(ReadResult.failed(new KifuParseException(lineNo, MAX_LINE_LENGTH + 1,
            ProblemRule.SYNTAX, "line longer than " + MAX_LINE_LENGTH + " characters"), none));
        record.clear();
        break;
      }
      String line = text.substring(start, end);
      if (isSeparator(line)) {
        out.add(readRecord(record, options));
        record = new ArrayList<>();
      } else {
        record.add(new SourceLine(lineNo, line));
      }
      if (end < n && text.charAt(end) == '\r' && end + 1 < n && text.charAt(end + 1) == '\n') {
        end++;
      }
      start = end + 1;
    }
    if (!tooLong && (out.isEmpty() || hasContent(record))) {
      out.add(readRecord(record, options));
    }
    return ImmutableList.copyOf(out);
  }

  /** Whether a line is {@code /} (the record separator), with any whitespace around it. */
  private static boolean isSeparator(String line) {
    int slash = line.indexOf('/');
    return slash >= 0 && line.strip().equals("/");
  }

  private static boolean hasContent(List<SourceLine> lines) {
    for (SourceLine l : lines) {
      String t = l.text.strip();
      if (!t.isEmpty() && !(t.startsWith("'") && !t.startsWith("'*"))) {
        return true;
      }
    }
    return false;
  }

  private static ReadResult readRecord(List<SourceLine> lines, ReadOptions options) {
    List<Problem> warnings = new ArrayList<>();
    try {
      return ReadResult.of(new Parser(options.isLenient(), warnings).parse(lines), warnings);
    } catch (KifuParseException e) {
      return ReadResult.failed(e, warnings);
    }
  }

  /** A line of the source with its 1-based number. */
  private static final class SourceLine {
    final int number;
    final String text;

    SourceLine(int number, String text) {
      this.number = number;
      this.text = text;
    }
  }

  /** One statement: a line, or a part of a comma-joined line, with its place. */
  private static final class Statement {
    final String text;
    final int line;
    final int column;

    Statement(String text, int line, int column) {
      this.text = text;
      this.line = line;
      this.column = column;
    }
  }

  /**
   * A move as read so far: its {@link RecordMove} is made once, at the end, with its time, the
   * total time and its comments.
   */
  private static final class ReadMove {
    final Move move;
    final String text;
    final Optional<IllegalMoveReason> illegal;
    final int packed; // as played, Moves.NONE when illegal (not played)
    Optional<Duration> time = Optional.empty();
    List<Comment> comments = ImmutableList.of();

    ReadMove(Move move, String text, Optional<IllegalMoveReason> illegal, int packed) {
      this.move = move;
      this.text = text;
      this.illegal = illegal;
      this.packed = packed;
    }
  }

  /** The parse of one record. */
  private static final class Parser {
    private final boolean lenient;
    private final List<Problem> warnings;
    private final List<Header> headers = new ArrayList<>();
    private final List<Comment> startComments = new ArrayList<>();
    // start position under construction
    private final Piece[] board = new Piece[81];
    private final Map<PieceType, Integer> senteHand = new EnumMap<>(PieceType.class);
    private final Map<PieceType, Integer> goteHand = new EnumMap<>(PieceType.class);
    private boolean usedPi;
    private boolean usedRows;
    private boolean usedPieces;
    private List<Square> removedByPi = new ArrayList<>();
    private Optional<String> version = Optional.empty();
    // moves
    private StartPosition start;
    private Position position; // the position of board, built on demand (null before begin)
    private Position startPosition; // the start's position (null before begin)
    private final KeyLog keys = new KeyLog(); // the position key after each move played
    private Board replay; // the moves are played here
    private final List<ReadMove> moves = new ArrayList<>();
    private Ending ending;
    private boolean endingTimed;
    private boolean lastTimed;
    private KifuParseException pendingIllegal;

    Parser(boolean lenient, List<Problem> warnings) {
      this.lenient = lenient;
      this.warnings = warnings;
    }

    GameRecord parse(List<SourceLine> lines) {
      List<Statement> statements = new ArrayList<>();
      for (SourceLine l : lines) {
        split(l, statements);
      }
      for (int i = 0; i < statements.size(); i++) {
        statement(statements.get(i), i + 1 < statements.size() ? statements.get(i + 1) : null);
      }
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      if (replay == null) {
        int last = lines.isEmpty() ? 1 : lines.get(lines.size() - 1).number;
        if (!lenient) {
          throw new KifuParseException(last, 1, ProblemRule.SYNTAX,
              "no side-to-move line (+ or -): the record has no start position");
        }
        warnings.add(Problem.warning(last, 1, ProblemRule.SYNTAX,
            "no side-to-move line (+ or -); sente to move taken"));
        begin(Color.SENTE, last, 1);
      }
      List<RecordMove> timed = withTotals(moves); // also sets the ending's total time
      Line main = new Line(timed, Optional.ofNullable(ending), ImmutableList.of());
      GameRecord.Builder rb = GameRecord.builder().headers(Headers.of(headers)).start(start)
          .startComments(startComments).mainLine(main).formatVersion(version);
      int[] packed = new int[moves.size()];
      for (int i = 0; i < packed.length; i++) {
        packed[i] = moves.get(i).packed;
      }
      Replayed.attach(rb, main, start, startPosition, packed,
          keys.toArray(), this::position);
      return rb.build();
    }

    /** Splits a line into statements: comma-joined ones apart, comments and headers whole. */
    private static void split(SourceLine l, List<Statement> out) {
      String s = l.text;
      int i = 0;
      while (i < s.length()) {
        while (i < s.length() && (s.charAt(i) == ' ' || s.charAt(i) == '\t')) {
          i++;
        }
        if (i >= s.length()) {
          return;
        }
        char c = s.charAt(i);
        if (c == '\'' || c == '$' || c == 'N' || c == 'P') {
          out.add(new Statement(stripEnd(s.substring(i)), l.number, i + 1));
          return;
        }
        int comma = s.indexOf(',', i);
        int end = comma < 0 ? s.length() : comma;
        String t = stripEnd(s.substring(i, end));
        if (!t.isEmpty()) {
          out.add(new Statement(t, l.number, i + 1));
        }
        i = end + 1;
      }
    }

    private static String stripEnd(String s) {
      int e = s.length();
      while (e > 0 && (s.charAt(e - 1) == ' ' || s.charAt(e - 1) == '\t')) {
        e--;
      }
      return s.substring(0, e);
    }

    private void statement(Statement st, Statement next) {
      String t = st.text;
      char c = t.charAt(0);
      if (c == '\'') {
        comment(st);
        return;
      }
      if (c == '$') {
        int colon = t.indexOf(':');
        if (colon < 2) {
          deviation(st, "a $ header without key and colon: \"" + t + "\"");
          return;
        }
        headers.add(new Header(t.substring(0, colon), t.substring(colon + 1)));
        return;
      }
      if (c == 'N' && t.length() >= 2 && (t.charAt(1) == '+' || t.charAt(1) == '-')) {
        headers.add(new Header(t.substring(0, 2), t.substring(2)));
        return;
      }
      if (c == 'V') {
        if (!VERSION.matcher(t).matches()) {
          throw error(st, 1, ProblemRule.SYNTAX, "not a version line: \"" + t + "\"");
        }
        if (version.isPresent() || replay != null) {
          deviation(st, "a version line \"" + t + "\" after the start of the record");
          return;
        }
        version = Optional.of(t);
        return;
      }
      if (replay == null) {
        if (c == 'P') {
          positionLine(st);
          return;
        }
        if (t.equals("+") || t.equals("-")) {
          begin(t.equals("+") ? Color.SENTE : Color.GOTE, st.line, st.column);
          return;
        }
        if (isMove(t) && lenient) {
          warnings.add(Problem.warning(st.line, st.column, ProblemRule.SYNTAX,
              "a move before the side-to-move line; the mover's side taken"));
          begin(t.charAt(0) == '+' ? Color.SENTE : Color.GOTE, st.line, st.column);
        } else {
          throw error(st, 1, ProblemRule.SYNTAX,
              "\"" + t + "\" before the side-to-move line (+ or -)");
        }
      }
      if (c == 'P' || t.equals("+") || t.equals("-")) {
        deviation(st, "start-position line \"" + t + "\" after the moves began");
        return;
      }
      if (c == 'T') {
        time(st);
        return;
      }
      if (c == '%') {
        special(st);
        return;
      }
      if (c == '+' || c == '-') {
        move(st, next);
        return;
      }
      deviation(st, "not a CSA statement: \"" + t + "\"");
    }

    private void comment(Statement st) {
      String t = st.text;
      if (!t.startsWith("'*")) {
        return; // plain comments, 'CSA encoding=..., 'summary:... are not part of the record
      }
      Comment cm = t.startsWith("'**") ? Comment.engine(t.substring(3)) : Comment.of(t.substring(2));
      if (ending != null) {
        ending = ending.withComments(append(ending.comments(), cm));
      } else if (!moves.isEmpty()) {
        ReadMove m = moves.get(moves.size() - 1);
        m.comments = append(m.comments, cm);
      } else {
        startComments.add(cm);
      }
    }

    private static List<Comment> append(List<Comment> list, Comment c) {
      return ImmutableList.<Comment>builder().addAll(list).add(c).build();
    }

    // ------------------------------------------------------------ start position

    private void positionLine(Statement st) {
      String t = st.text;
      if (t.startsWith("PI")) {
        if (usedPi || usedRows || usedPieces) {
          throw error(st, 1, ProblemRule.SYNTAX, "PI after another start-position line");
        }
        usedPi = true;
        Setup even = EVEN;
        for (Square sq : SQUARES) {
          board[sq.ordinal()] = even.pieceAt(sq).orElse(null);
        }
        for (int i = 2; i < t.length(); i += 4) {
          if (i + 4 > t.length()) {
            throw error(st, i + 1, ProblemRule.SYNTAX, "PI: incomplete square and piece \""
                + t.substring(i) + "\"");
          }
          Square sq = square(st, t, i, false);
          PieceType type = pieceType(st, t, i + 2);
          Piece there = board[sq.ordinal()];
          if (there == null || there.type() != type) {
            throw error(st, i + 1, ProblemRule.SYNTAX, "PI: no " + type.csa() + " on "
                + sq.toCsa() + " to remove");
          }
          board[sq.ordinal()] = null;
          removedByPi.add(sq);
        }
        return;
      }
      if (t.length() >= 2 && t.charAt(1) >= '1' && t.charAt(1) <= '9') {
        if (usedPi) {
          throw error(st, 1, ProblemRule.SYNTAX, "a board row after PI");
        }
        usedRows = true;
        row(st, t.charAt(1) - '0');
        return;
      }
      if (t.length() >= 2 && (t.charAt(1) == '+' || t.charAt(1) == '-')) {
        usedPieces = true;
        pieces(st, t.charAt(1) == '+' ? Color.SENTE : Color.GOTE);
        return;
      }
      throw error(st, 1, ProblemRule.SYNTAX, "not a start-position line: \"" + t + "\"");
    }

    /** A board row: nine cells, {@code " * "} or a signed piece, spaces optional between. */
    private void row(Statement st, int rank) {
      String t = st.text;
      int file = 9;
      int i = 2;
      while (i < t.length()) {
        char c = t.charAt(i);
        if (c == ' ') {
          i++;
          continue;
        }
        if (file < 1) {
          throw error(st, i + 1, ProblemRule.SYNTAX, "more than nine cells in row P" + rank);
        }
        if (c == '*') {
          board[Square.of(file, rank).ordinal()] = null;
          i++;
        } else if (c == '+' || c == '-') {
          if (i + 3 > t.length()) {
            throw error(st, i + 1, ProblemRule.SYNTAX, "incomplete piece in row P" + rank);
          }
          PieceType type = pieceType(st, t, i + 1);
          board[Square.of(file, rank).ordinal()] =
              Piece.of(c == '+' ? Color.SENTE : Color.GOTE, type);
          i += 3;
        } else {
          throw error(st, i + 1, ProblemRule.SYNTAX, "unexpected \"" + c + "\" in row P" + rank);
        }
        file--;
      }
      if (file != 0) {
        throw error(st, t.length() + 1, ProblemRule.SYNTAX,
            "row P" + rank + " has " + (9 - file) + " cells, not nine");
      }
    }

    /** {@code P+} / {@code P-}: pieces on squares, {@code 00} for the hand, {@code 00AL}. */
    private void pieces(Statement st, Color color) {
      String t = st.text;
      for (int i = 2; i < t.length(); i += 4) {
        if (i + 4 > t.length()) {
          throw error(st, i + 1, ProblemRule.SYNTAX, "incomplete square and piece \""
              + t.substring(i) + "\"");
        }
        if (t.startsWith("00AL", i)) {
          if (i + 4 != t.length()) {
            throw error(st, i + 5, ProblemRule.SYNTAX, "text after 00AL");
          }
          allRemaining(color);
          continue;
        }
        Square sq = square(st, t, i, true);
        PieceType type = pieceType(st, t, i + 2);
        if (sq == null) {
          if (!type.isHandType()) {
            throw error(st, i + 3, ProblemRule.SYNTAX, type.csa() + " cannot be held in hand");
          }
          Map<PieceType, Integer> hand = color == Color.SENTE ? senteHand : goteHand;
          hand.merge(type, 1, Integer::sum);
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
      for (Map<PieceType, Integer> h : List.of(senteHand, goteHand)) {
        for (Map.Entry<PieceType, Integer> e : h.entrySet()) {
          left[e.getKey().ordinal()] -= e.getValue();
        }
      }
      Map<PieceType, Integer> hand = color == Color.SENTE ? senteHand : goteHand;
      for (PieceType type : PieceType.handTypes()) {
        if (left[type.ordinal()] > 0) {
          hand.merge(type, left[type.ordinal()], Integer::sum);
        }
      }
    }

    private Square square(Statement st, String t, int i, boolean handAllowed) {
      int file = t.charAt(i) - '0';
      int rank = t.charAt(i + 1) - '0';
      if (handAllowed && file == 0 && rank == 0) {
        return null;
      }
      if (file < 1 || file > 9 || rank < 1 || rank > 9) {
        throw error(st, i + 1, ProblemRule.SYNTAX, "not a square: \""
            + t.substring(i, i + 2) + "\"");
      }
      return Square.of(file, rank);
    }

    /** The kind whose two-letter code is at {@code t[i, i + 2)}, compared in place. */
    private PieceType pieceType(Statement st, String t, int i) {
      if (i + 2 <= t.length()) {
        char first = t.charAt(i);
        char second = t.charAt(i + 1);
        for (PieceType type : PIECE_TYPES) {
          String code = type.csa();
          if (code.charAt(0) == first && code.charAt(1) == second) {
            return type;
          }
        }
      }
      throw error(st, i + 1, ProblemRule.SYNTAX,
          "not a CSA piece: \"" + t.substring(i, Math.min(t.length(), i + 2)) + "\"");
    }

    private void begin(Color side, int line, int column) {
      Setup.Builder b = Setup.empty().toBuilder();
      if (!usedPi && !usedRows && !usedPieces) {
        usedPi = true; // no position lines at all: take the even start (lenient only)
        Setup even = EVEN;
        for (Square sq : SQUARES) {
          board[sq.ordinal()] = even.pieceAt(sq).orElse(null);
        }
        if (!lenient) {
          throw new KifuParseException(line, column, ProblemRule.SYNTAX,
              "no start position (PI, P1-P9 or P+/P- lines) before the side-to-move line");
        }
        warnings.add(Problem.warning(line, column, ProblemRule.SYNTAX,
            "no start position before the side-to-move line; the even start taken"));
      }
      for (Square sq : SQUARES) {
        if (board[sq.ordinal()] != null) {
          b.put(sq, board[sq.ordinal()]);
        }
      }
      try {
        b.hand(Color.SENTE, hand(senteHand)).hand(Color.GOTE, hand(goteHand));
      } catch (IllegalArgumentException e) {
        throw new KifuParseException(line, column, ProblemRule.INVALID_POSITION,
            "too many pieces in hand: " + e.getMessage());
      }
      Setup setup = b.sideToMove(side).moveNumber(1).build();
      start = StartPosition.of(setup);
      Handicap named = usedPi && !usedPieces ? HANDICAPS.get(setup) : null; // one lookup
      if (named != null) {
        start = StartPosition.of(named);
      }
      try {
        position = start.position();
        startPosition = position;
      } catch (InvalidPositionException e) {
        throw new KifuParseException(line, column, ProblemRule.INVALID_POSITION,
            "the start position cannot be played: " + e.getMessage());
      }
      replay = Positions.board(position);
      List<PositionProblem> problems = start.problems(Validation.TSUME);
      if (!problems.isEmpty()) {
        warnings.add(Problem.warning(line, column, ProblemRule.INVALID_POSITION,
            "the start position could not arise in a game: " + problems));
      }
    }

    private static Hand hand(Map<PieceType, Integer> counts) {
      Hand h = Hand.EMPTY;
      for (Map.Entry<PieceType, Integer> e : counts.entrySet()) {
        h = h.with(e.getKey(), e.getValue());
      }
      return h;
    }

    // ------------------------------------------------------------ moves

    private void move(Statement st, Statement next) {
      String t = st.text;
      int ply = moves.size() + 1;
      if (!isMove(t)) {
        throw at(st, 1, ply, ProblemRule.SYNTAX, "not a CSA move: \"" + t + "\"");
      }
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      if (ending != null || (!moves.isEmpty() && moves.get(moves.size() - 1).illegal.isPresent())) {
        deviation(st, "a move after the end of the record: \"" + t + "\"");
        return;
      }
      if (moves.size() >= MAX_MOVES) {
        throw at(st, 1, ply, ProblemRule.SYNTAX, "more than " + MAX_MOVES + " moves");
      }
      Color mover = t.charAt(0) == '+' ? Color.SENTE : Color.GOTE;
      if (mover.ordinal() != replay.sideToMove()) {
        throw at(st, 1, ply, ProblemRule.SYNTAX, "a " + (mover == Color.SENTE ? "sente" : "gote")
            + " move where " + (mover == Color.SENTE ? "gote" : "sente") + " is to move");
      }
      Square to = square(st, t, 3, false);
      PieceType after = pieceType(st, t, 5);
      Move m;
      if (t.charAt(1) == '0' && t.charAt(2) == '0') {
        if (!after.isHandType()) {
          throw at(st, 6, ply, ProblemRule.ILLEGAL_MOVEMENT, after.csa() + " cannot be dropped");
        }
        m = Move.drop(after, to);
      } else {
        Square from = square(st, t, 1, false);
        int there = replay.pieceAt(from.ordinal());
        if (there == 0 || PieceCodes.color(there) != mover.ordinal()) {
          throw at(st, 2, ply, ProblemRule.NO_PIECE, "no " + (mover == Color.SENTE ? "sente" : "gote")
              + " piece on " + from.toCsa());
        }
        PieceType before = PieceType.ofOrdinal(PieceCodes.type(there));
        if (after == before) {
          m = Move.of(from, to);
        } else if (before.canPromote() && after == before.promoted()) {
          m = Move.promoting(from, to);
        } else {
          throw at(st, 6, ply, ProblemRule.ILLEGAL_MOVEMENT, "the piece on " + from.toCsa()
              + " is " + before.csa() + ", it cannot become " + after.csa());
        }
      }
      int packed = Positions.packed(replay, m);
      if (replay.isLegal(packed, replay.inCheck())) { // the cheaper test (same answer)
        moves.add(new ReadMove(m, t, Optional.empty(), packed));
        replay.doMove(packed);
        keys.add(replay.key());
        position = null;
        lastTimed = false;
        return;
      }
      Optional<IllegalMoveReason> why = position().whyIllegal(m);
      if (why.isPresent()) {
        KifuParseException e = at(st, 1, ply, ProblemRule.of(why.get()),
            t + " is illegal (" + why.get() + ")");
        moves.add(new ReadMove(m, t, why, Moves.NONE));
        pendingIllegal = e;
        lastTimed = false;
        return;
      }
      throw new AssertionError("the board refuses " + m.toUsi() + ", which the position allows");
    }

    /** The position the moves reached (built from the board when first asked for). */
    private Position position() {
      if (position == null) {
        position = Positions.position(replay);
      }
      return position;
    }

    /** A CSA move statement: a sign, four digits and two capital letters ({@code +7776FU}). */
    private static boolean isMove(String t) {
      if (t.length() != 7 || (t.charAt(0) != '+' && t.charAt(0) != '-')) {
        return false;
      }
      for (int i = 1; i < 5; i++) {
        if (t.charAt(i) < '0' || t.charAt(i) > '9') {
          return false;
        }
      }
      return t.charAt(5) >= 'A' && t.charAt(5) <= 'Z' && t.charAt(6) >= 'A' && t.charAt(6) <= 'Z';
    }

    /**
     * The nanoseconds of a time statement {@code T(\\d{1,9})(?:\\.(\\d*))?}, fraction digits
     * past the ninth cut off; -1 when the statement is not a time.
     */
    private static long timeNanos(String t) {
      int n = t.length();
      int i = 1;
      long seconds = 0;
      while (i < n && t.charAt(i) >= '0' && t.charAt(i) <= '9') {
        seconds = seconds * 10 + (t.charAt(i) - '0');
        i++;
      }
      if (t.charAt(0) != 'T' || i == 1 || i > 10) {
        return -1;
      }
      long fraction = 0;
      if (i < n && t.charAt(i) == '.') {
        long scale = 100_000_000L;
        for (i++; i < n && t.charAt(i) >= '0' && t.charAt(i) <= '9'; i++) {
          fraction += (t.charAt(i) - '0') * scale;
          scale /= 10;
        }
      }
      return i == n ? seconds * 1_000_000_000L + fraction : -1;
    }

    private void time(Statement st) {
      long nanos = timeNanos(st.text);
      if (nanos < 0) {
        throw error(st, 1, ProblemRule.SYNTAX, "not a time: \"" + st.text + "\"");
      }
      Optional<Duration> d = Durations.nanos(nanos);
      if (ending != null) {
        if (endingTimed) {
          deviation(st, "a second time for the special move");
          return;
        }
        ending = new Ending(ending.termination(), ending.winner(), ending.text(), d,
            ending.totalTime(), ending.comments(), ending.bookmarks(), ending.source());
        endingTimed = true;
        return;
      }
      if (moves.isEmpty()) {
        warnings.add(Problem.warning(st.line, st.column, ProblemRule.SYNTAX,
            "a time with no move before it is ignored: \"" + st.text + "\""));
        return;
      }
      if (lastTimed) {
        deviation(st, "a second time for one move");
        return;
      }
      moves.get(moves.size() - 1).time = d;
      lastTimed = true;
    }

    private void special(Statement st) {
      String word = st.text.substring(1);
      boolean afterIllegal = !moves.isEmpty() && moves.get(moves.size() - 1).illegal.isPresent();
      if (ending != null) {
        warnings.add(Problem.warning(st.line, st.column, ProblemRule.SYNTAX,
            "a second special move \"" + st.text + "\" is ignored"));
        return;
      }
      if (afterIllegal && !CsaTermination.isIllegal(word)) {
        throw pendingIllegal;
      }
      Color toMove = replay.sideToMove() == 0 ? Color.SENTE : Color.GOTE;
      Optional<Outcome> o = CsaTermination.outcome(word, toMove, afterIllegal);
      if (o.isEmpty()) {
        deviation(st, "unknown special move \"" + st.text + "\"");
        o = Optional.of(Outcome.noWinner(Termination.UNKNOWN));
      }
      pendingIllegal = null;
      ending = new Ending(o.get().termination(), o.get().winner(), st.text, Optional.empty(),
          Optional.empty(), ImmutableList.of(), ImmutableList.of(),
          Optional.of(new SourceLocation(st.line, st.column)));
    }

    /** The moves with total times: the running sum of each side's times while all are known. */
    private List<RecordMove> withTotals(List<ReadMove> list) {
      ImmutableList.Builder<RecordMove> out = ImmutableList.builderWithExpectedSize(list.size());
      long[] total = new long[2];
      boolean[] known = {true, true};
      Color side = start.setup().sideToMove();
      for (ReadMove m : list) {
        int s = side.ordinal();
        Optional<Duration> sum = Optional.empty();
        if (m.time.isPresent() && known[s]) {
          total[s] += m.time.get().toNanos();
          sum = Durations.nanos(total[s]);
        } else {
          known[s] = false;
        }
        out.add(new RecordMove(m.move, m.text, m.illegal, m.time, sum, m.comments,
            ImmutableList.of(), ImmutableList.of()));
        side = side.opposite();
      }
      if (ending != null && ending.time().isPresent() && known[side.ordinal()]) {
        ending = new Ending(ending.termination(), ending.winner(), ending.text(), ending.time(),
            Optional.of(Duration.ofNanos(total[side.ordinal()] + ending.time().get().toNanos())),
            ending.comments(), ending.bookmarks(), ending.source());
      }
      return out.build();
    }

    private void deviation(Statement st, String message) {
      if (!lenient) {
        throw new KifuParseException(st.line, st.column, ProblemRule.SYNTAX, message);
      }
      warnings.add(Problem.warning(st.line, st.column, ProblemRule.SYNTAX, message + " (ignored)"));
    }

    private static KifuParseException error(Statement st, int offset, ProblemRule rule,
        String message) {
      return new KifuParseException(st.line, st.column + offset - 1, rule, message);
    }

    private static KifuParseException at(Statement st, int offset, int ply, ProblemRule rule,
        String message) {
      return new KifuParseException(new Problem(Problem.Severity.ERROR, Optional.empty(),
          OptionalInt.of(st.line), OptionalInt.of(st.column + offset - 1), OptionalInt.of(ply),
          rule, message));
    }
  }
}
