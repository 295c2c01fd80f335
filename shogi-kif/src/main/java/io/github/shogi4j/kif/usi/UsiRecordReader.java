package io.github.shogi4j.kif.usi;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.KifuReader;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.StartPosition;
import io.github.shogi4j.kif.internal.RecordFormat;
import io.github.shogi4j.kif.internal.RecordSplitter;
import io.github.shogi4j.kif.internal.RecordTexts;
import io.github.shogi4j.kif.replay.RecordBuilder;
import io.github.shogi4j.kif.replay.Replayed;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Cursor;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Move;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Setup;
import io.github.shogi4j.rules.Sfen;
import io.github.shogi4j.rules.SfenParseException;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.Validation;
import java.io.Reader;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads USI records and SFEN positions, one record a line: {@code position startpos moves 7g7f
 * ...}, {@code position sfen <SFEN> moves ...}, the same without {@code position}, and a bare SFEN
 * (a record with no moves). The end tokens other tools append after the moves are read as the
 * record's ending: {@code resign} (投了), {@code rep_draw} (千日手), {@code draw} (引き分け), {@code
 * timeout} (切れ負け of the side to move), {@code break} (中断) and {@code win} (入玉宣言 by the side to
 * move).
 *
 * <p>Blank lines and lines starting with {@code #} are skipped; each other line gives one {@link
 * ReadResult}, so a bad line does not hide the others. Every move is replayed; an illegal move is
 * an error with its rule, line, column and move number. Lines longer than {@link #MAX_LINE_LENGTH}
 * characters are refused.
 *
 * <p>Stateless and thread-safe.
 */
public final class UsiRecordReader implements KifuReader {
  /** The longest line read, in characters. */
  public static final int MAX_LINE_LENGTH = 1 << 20;

  private static final UsiRecordReader USI = new UsiRecordReader(KifuFormat.USI);
  private static final UsiRecordReader SFEN = new UsiRecordReader(KifuFormat.SFEN);

  private static final java.util.Map<Setup, Handicap> HANDICAPS = handicaps();

  private final KifuFormat format;

  private static java.util.Map<Setup, Handicap> handicaps() {
    java.util.Map<Setup, Handicap> m = new java.util.HashMap<>();
    for (Handicap h : Handicap.values()) {
      m.put(Sfen.parse(h.sfen()), h);
    }
    return java.util.Collections.unmodifiableMap(m);
  }

  private UsiRecordReader(KifuFormat format) {
    this.format = format;
  }

  /**
   * The reader of a format.
   *
   * @param format {@link KifuFormat#USI} or {@link KifuFormat#SFEN} (both read either form)
   * @return the reader
   */
  public static UsiRecordReader of(KifuFormat format) {
    Preconditions.checkArgument(
        format == KifuFormat.USI || format == KifuFormat.SFEN, "not a USI format: %s", format);
    return format == KifuFormat.USI ? USI : SFEN;
  }

  @Override
  public KifuFormat format() {
    return format;
  }

  /** Its records, cut and read one at a time. */
  static final RecordFormat RECORD_FORMAT =
      RecordFormat.of(UsiRecordReader::splitter, UsiRecordReader::readRecord);

  @Override
  public List<ReadResult> readAll(String text, ReadOptions options) {
    return RecordTexts.readAll(RECORD_FORMAT, text, options);
  }

  @Override
  public Iterator<ReadResult> readEach(Reader text, ReadOptions options) {
    return new RecordTexts(RECORD_FORMAT, text, options);
  }

  /** One record a line. */
  private static RecordSplitter splitter() {
    return RecordSplitter.everyLine();
  }

  /**
   * Reads one line: blank lines and {@code #} comments hold no record; an input with none holds no
   * USI position or SFEN, an error.
   */
  private static Optional<ReadResult> readRecord(
      String text, int firstLine, boolean only, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    int end = text.length();
    while (end > 0 && (text.charAt(end - 1) == '\n' || text.charAt(end - 1) == '\r')) {
      end--;
    }
    String l = text.substring(firstLine == 1 && text.startsWith("\uFEFF") ? 1 : 0, end);
    if (l.isBlank() || l.strip().startsWith("#")) {
      return only
          ? Optional.of(
              ReadResult.failed(
                  new KifuParseException(
                      1, 1, ProblemRule.SYNTAX, "no USI position or SFEN in the text"),
                  ImmutableList.of()))
          : Optional.empty();
    }
    List<Problem> warnings = new ArrayList<>();
    try {
      if (l.length() > MAX_LINE_LENGTH) {
        throw new KifuParseException(
            firstLine,
            MAX_LINE_LENGTH + 1,
            ProblemRule.SYNTAX,
            "line longer than " + MAX_LINE_LENGTH + " characters");
      }
      return Optional.of(ReadResult.of(line(l, firstLine, warnings), warnings));
    } catch (KifuParseException e) {
      return Optional.of(ReadResult.failed(e, warnings));
    }
  }

  /** A token of a line with its 0-based offset. */
  private static final class Token {
    final String text;
    final int at;

    Token(String text, int at) {
      this.text = text;
      this.at = at;
    }
  }

  private static List<Token> tokens(String line) {
    List<Token> out = new ArrayList<>();
    int i = 0;
    while (i < line.length()) {
      while (i < line.length() && Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      int s = i;
      while (i < line.length() && !Character.isWhitespace(line.charAt(i))) {
        i++;
      }
      if (i > s) {
        out.add(new Token(line.substring(s, i), s));
      }
    }
    return out;
  }

  private static GameRecord line(String line, int lineNo, List<Problem> warnings) {
    List<Token> ts = tokens(line);
    int k = 0;
    if (ts.get(k).text.equals("position")) {
      k++;
    }
    if (k >= ts.size()) {
      throw new KifuParseException(
          lineNo, line.length() + 1, ProblemRule.SYNTAX, "startpos or sfen expected");
    }
    Setup setup;
    StartPosition start;
    Token first = ts.get(k);
    if (first.text.equals("startpos")) {
      start = StartPosition.even();
      setup = start.setup();
      k++;
    } else {
      if (first.text.equals("sfen")) {
        k++;
      }
      int from = k;
      while (k < ts.size() && !ts.get(k).text.equals("moves") && k - from < 4) {
        k++;
      }
      if (k == from) {
        throw new KifuParseException(
            lineNo,
            first.at + 1,
            ProblemRule.SYNTAX,
            "an SFEN expected after \"" + first.text + "\"");
      }
      Token f0 = ts.get(from);
      Token fl = ts.get(k - 1);
      String sfen = line.substring(f0.at, fl.at + fl.text.length());
      try {
        setup = Sfen.parse(sfen);
      } catch (SfenParseException e) {
        throw new KifuParseException(
            lineNo,
            f0.at + e.index() + 1,
            ProblemRule.SYNTAX,
            "bad SFEN (" + e.field() + "): " + e.getMessage());
      }
      start = StartPosition.of(setup);
    }
    Position p;
    try {
      p = start.position();
    } catch (InvalidPositionException e) {
      throw new KifuParseException(
          lineNo,
          first.at + 1,
          ProblemRule.INVALID_POSITION,
          "the start position cannot be played: " + e.getMessage());
    }
    List<PositionProblem> problems = start.problems(Validation.TSUME);
    if (!problems.isEmpty()) {
      warnings.add(
          Problem.warning(
              lineNo,
              first.at + 1,
              ProblemRule.INVALID_POSITION,
              "the start position could not arise in a game: " + problems));
    }
    if (k < ts.size()) {
      if (!ts.get(k).text.equals("moves")) {
        throw new KifuParseException(
            lineNo,
            ts.get(k).at + 1,
            ProblemRule.SYNTAX,
            "\"moves\" expected, found \"" + ts.get(k).text + "\"");
      }
      k++;
    }
    // the moves are played on the builder's board, which keeps what the validator reuses
    RecordBuilder b = new RecordBuilder(p, setup.moveNumber());
    Cursor cursor = b.cursor();
    for (; k < ts.size(); k++) {
      Token t = ts.get(k);
      int ply = b.nextPly();
      Optional<Outcome> end = endToken(t.text, b.sideToMove());
      if (end.isPresent()) {
        if (k != ts.size() - 1) {
          throw at(
              lineNo,
              ts.get(k + 1).at,
              ply,
              ProblemRule.SYNTAX,
              "\"" + ts.get(k + 1).text + "\" after the end token \"" + t.text + "\"");
        }
        b.end(
            new Ending(
                EndingKind.of(end.get().termination()),
                end.get().winner(),
                t.text,
                Optional.empty(),
                Optional.empty(),
                ImmutableList.of(),
                ImmutableList.of()));
        break;
      }
      Optional<Move> m = Move.parseUsi(t.text);
      if (m.isEmpty()) {
        throw at(lineNo, t.at, ply, ProblemRule.SYNTAX, "\"" + t.text + "\" is not a USI move");
      }
      if (!cursor.isLegal(m.get())) {
        IllegalMoveReason why =
            cursor
                .whyIllegal(m.get())
                .orElseThrow(
                    () ->
                        new AssertionError(
                            "the position accepts a move the board refuses: " + t.text));
        throw at(lineNo, t.at, ply, ProblemRule.of(why), t.text + " is illegal (" + why + ")");
      }
      b.playLegal(m.get(), t.text, Optional.empty(), Optional.empty(), Optional.empty());
    }
    if (start.handicap().isEmpty() && HANDICAPS.containsKey(setup)) {
      start = StartPosition.of(HANDICAPS.get(setup)); // a standard start's SFEN names it
    }
    Line mainLine = b.mainLine();
    GameRecord.Builder rb = GameRecord.builder().start(start).mainLine(mainLine);
    rb.replayTrace(Replayed.of(mainLine, start, p, b.mainLineKeys(), b::mainLinePosition));
    return rb.build();
  }

  /**
   * The ending an end token means.
   *
   * @param token the token
   * @param toMove the side to move
   * @return the outcome, or empty when the token is not an end token
   */
  static Optional<Outcome> endToken(String token, Color toMove) {
    switch (token) {
      case "resign":
        return Optional.of(Outcome.win(toMove.opposite(), Termination.RESIGNATION));
      case "rep_draw":
        return Optional.of(Outcome.noWinner(Termination.SENNICHITE));
      case "draw":
        return Optional.of(Outcome.noWinner(Termination.DRAW));
      case "timeout":
        return Optional.of(Outcome.win(toMove.opposite(), Termination.TIME_LOSS));
      case "break":
        return Optional.of(Outcome.noWinner(Termination.ABORT));
      case "win":
        return Optional.of(Outcome.win(toMove, Termination.IMPASSE_DECLARATION));
      default:
        return Optional.empty();
    }
  }

  private static KifuParseException at(
      int line, int offset, int ply, ProblemRule rule, String message) {
    return new KifuParseException(
        new Problem(
            Problem.Severity.ERROR,
            Optional.empty(),
            OptionalInt.of(line),
            OptionalInt.of(offset + 1),
            OptionalInt.of(ply),
            rule,
            message));
  }
}
