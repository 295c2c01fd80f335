package io.github.shogi4j.kif.kakinoki;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
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
import io.github.shogi4j.kif.notation.JapaneseNotation;
import io.github.shogi4j.kif.notation.NotationException;
import io.github.shogi4j.kif.notation.ResolvedMove;
import io.github.shogi4j.kif.replay.BoardResolver;
import io.github.shogi4j.kif.replay.RecordBuilder;
import io.github.shogi4j.kif.replay.Replayed;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.InvalidPositionException;
import io.github.shogi4j.rules.Outcome;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.PositionProblem;
import io.github.shogi4j.rules.Termination;
import io.github.shogi4j.rules.Validation;
import io.github.shogi4j.rules.internal.Moves;
import io.github.shogi4j.rules.internal.Positions;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * Reads KI2 (.ki2, .ki2u): the KIF headers and diagram, then moves without numbers or from-squares
 * separated by any whitespace ({@code ▲７六歩 △３四歩▲２二角成}), turn marks ▲ △ ▽ ☗ ☖, squares as
 * {@code ７六}, {@code ７６} or {@code 76}, relative modifiers resolved against the legal moves
 * (ambiguity is an error with its location, redundant modifiers are accepted), the summary line
 * ({@code まで4手で後手の勝ち}) as the ending, comments, bookmarks and variations.
 *
 * <p>Stateless and thread-safe.
 */
public final class Ki2Reader implements KifuReader {
  private static final Ki2Reader KI2 = new Ki2Reader(KifuFormat.KI2);
  private static final Ki2Reader KI2U = new Ki2Reader(KifuFormat.KI2U);

  private final KifuFormat format;

  private Ki2Reader(KifuFormat format) {
    this.format = format;
  }

  /**
   * The reader for KI2 or KI2U (they differ only in encoding).
   *
   * @param format {@link KifuFormat#KI2} or {@link KifuFormat#KI2U}
   * @return the reader
   */
  public static Ki2Reader of(KifuFormat format) {
    return KakinokiFormats.pick(format, KifuFormat.KI2, KI2, KifuFormat.KI2U, KI2U);
  }

  @Override
  public KifuFormat format() {
    return format;
  }

  @Override
  public List<ReadResult> readAll(String text, ReadOptions options) {
    return KakinokiFormats.readOne(text, options, (t, l, w) -> new Parser(t, l, w).parse());
  }

  static boolean startsMove(String s, int i) {
    return i + 1 < s.length() && JapaneseNotation.colorOfMark(s.charAt(i)).isPresent();
  }

  private static final class Parser {
    private final List<String> lines;
    private final boolean lenient;
    private final List<Problem> warnings;
    private final KakinokiHeader header;
    private RecordBuilder builder;
    private KifuParseException pendingIllegal;
    private Optional<String> resultText = Optional.empty();
    private Color startSide = Color.SENTE;
    private int firstPly = 1;
    private boolean summarySeen; // on the current line

    Parser(String text, boolean lenient, List<Problem> warnings) {
      this.lines = KakinokiText.lines(text);
      this.lenient = lenient;
      this.warnings = warnings;
      this.header = new KakinokiHeader(lenient, warnings);
    }

    GameRecord parse() {
      int i = 0;
      int n = lines.size();
      for (; i < n; i++) {
        String t = lines.get(i).strip();
        if (startsMove(t, 0) || t.startsWith("まで") || KakinokiText.variation(t) >= 0) {
          break;
        }
        if (!header.accept(lines.get(i), i + 1)) {
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
        throw new KifuParseException(i + 1, 1, ProblemRule.INVALID_POSITION,
            "the start position cannot be played: " + e.getMessage());
      }
      List<PositionProblem> problems = start.problems(Validation.TSUME);
      if (!problems.isEmpty()) {
        warnings.add(Problem.warning(i + 1, 1, ProblemRule.INVALID_POSITION,
            "the start position could not arise in a game: " + problems));
      }
      startSide = position.sideToMove();
      builder = new RecordBuilder(position, firstPly);
      for (; i < n; i++) {
        line(lines.get(i), i + 1);
      }
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      Line mainLine = builder.mainLine();
      GameRecord.Builder rb = GameRecord.builder()
          .headers(Headers.of(header.headers()))
          .start(start)
          .startComments(ImmutableList.<Comment>builder().addAll(header.comments())
              .addAll(builder.startComments()).build())
          .startBookmarks(ImmutableList.<String>builder().addAll(header.bookmarks())
              .addAll(builder.startBookmarks()).build())
          .mainLine(mainLine)
          .resultText(resultText);
      Replayed.attach(rb, mainLine, start, position, builder.mainLinePacked(),
          builder.mainLineKeys(), builder::mainLinePosition);
      return rb.build();
    }

    private void deviation(int line, int column, String message) {
      if (!lenient) {
        throw new KifuParseException(line, column, ProblemRule.SYNTAX, message);
      }
      warnings.add(Problem.warning(line, column, ProblemRule.SYNTAX, message));
    }

    private void line(String line, int lineNo) {
      String t = line.strip();
      if (t.isEmpty() || t.startsWith("#")) {
        return;
      }
      if (t.startsWith("*") || t.startsWith("&")) {
        boolean ok = t.startsWith("&")
            ? builder.bookmark(line.substring(line.indexOf('&') + 1))
            : builder.comment(t.startsWith("**")
                ? Comment.engine(line.substring(line.indexOf("**") + 2))
                : Comment.of(line.substring(line.indexOf('*') + 1)));
        if (!ok) {
          deviation(lineNo, 1, "a comment before the first move of a variation is ignored");
        }
        return;
      }
      int ply = KakinokiText.variation(t);
      if (ply >= 0) {
        if (pendingIllegal != null) {
          throw pendingIllegal;
        }
        summarySeen = false;
        if (!builder.fork(ply)) {
          throw new KifuParseException(lineNo, 1, ProblemRule.SYNTAX,
              "変化：" + ply + "手 fits no line of the record");
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
      if (!startsMove(line, first)) {
        if (header.accept(line, lineNo)) {
          return;
        }
        deviation(lineNo, 1, "not a KI2 line: \"" + t + "\"");
        return;
      }
      moves(line, lineNo);
    }

    private void moves(String line, int lineNo) {
      int i = 0;
      int n = line.length();
      while (i < n) {
        char c = line.charAt(i);
        if (Character.isWhitespace(c) || c == '　') {
          i++;
          continue;
        }
        Optional<Color> mark = JapaneseNotation.colorOfMark(c);
        if (mark.isEmpty()) {
          deviation(lineNo, i + 1, "expected a turn mark at \"" + line.substring(i) + "\"");
          return;
        }
        i = move(line, i, mark.get(), lineNo);
      }
    }

    private int move(String line, int markAt, Color mark, int lineNo) {
      int ply = builder.nextPly();
      int start = markAt + 1;
      String word = inlineWord(line, start);
      if (!word.isEmpty()) {
        Color toMove = builder.endsWithIllegalMove() ? builder.sideToMove().opposite()
            : builder.sideToMove();
        Optional<Outcome> o = Terminations.ofWord(word, toMove);
        if (o.isPresent() && !builder.hasEnding()) {
          builder.end(new Ending(o.get().termination(), o.get().winner(), word, Optional.empty(),
              Optional.empty(), ImmutableList.of(), ImmutableList.of(),
              Optional.of(new SourceLocation(lineNo, markAt + 1))));
          return start + word.length();
        }
      }
      if (pendingIllegal != null) {
        throw pendingIllegal;
      }
      if (builder.isClosed()) {
        deviation(lineNo, markAt + 1, "a move after the end of its line");
        return line.length();
      }
      if (mark != builder.sideToMove()) {
        String msg = "the mark " + line.charAt(markAt) + " is not the side to move";
        if (!lenient) {
          throw at(lineNo, markAt + 1, ply, ProblemRule.SYNTAX, msg);
        }
        warnings.add(Problem.warning(lineNo, markAt + 1, ProblemRule.SYNTAX, msg).atMove(ply));
      }
      JapaneseNotation.Parsed parsed;
      try {
        parsed = JapaneseNotation.parse(line, start);
      } catch (NotationException e) {
        throw at(lineNo, e.offset() + 1, ply, e.rule(), e.getMessage());
      }
      String text = line.substring(markAt, parsed.end());
      int fast = BoardResolver.resolve(builder.board(), parsed.text(), builder.previousToIndex());
      if (fast != Moves.NONE) {
        builder.playLegal(fast, Positions.move(fast), text, Optional.empty(), Optional.empty(),
            Optional.of(new SourceLocation(lineNo, markAt + 1)));
        return parsed.end();
      }
      ResolvedMove r;
      try {
        r = JapaneseNotation.resolve(builder.position(), parsed.text(), builder.previousTo(),
            lenient, true);
      } catch (NotationException e) {
        throw at(lineNo, markAt + 1, ply, e.rule(), text + ": " + e.getMessage());
      }
      if (r.warning().isPresent()) {
        warnings.add(Problem.warning(lineNo, markAt + 1, ProblemRule.SYNTAX,
            text + ": " + r.warning().get()).atMove(ply));
      }
      builder.play(r.move(), r.illegal(), text, Optional.empty(), Optional.empty(),
          Optional.of(new SourceLocation(lineNo, markAt + 1)));
      if (r.illegal().isPresent()) {
        pendingIllegal = at(lineNo, markAt + 1, ply, ProblemRule.of(r.illegal().get()),
            text + " is illegal (" + r.illegal().get() + ") and the record does not end on it");
      }
      return parsed.end();
    }

    /** A special-move word written like a move ({@code ▲投了}, Shogi DB2), or empty. */
    private static String inlineWord(String line, int i) {
      if (i < line.length() && (JapaneseNotation.digit(line.charAt(i)) > 0 || line.charAt(i) == '同')) {
        return ""; // a move, the usual case
      }
      int end = i;
      while (end < line.length() && !Character.isWhitespace(line.charAt(end))
          && line.charAt(end) != '　' && JapaneseNotation.colorOfMark(line.charAt(end)).isEmpty()) {
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
      if (s.get().moves != last) {
        warnings.add(Problem.warning(lineNo, 1, ProblemRule.INCONSISTENT_ENDING,
            "the summary counts " + s.get().moves + " moves, the line has " + last));
      }
      Outcome o = s.get().outcome;
      if (builder.endsWithIllegalMove()) {
        if (o.termination() != Termination.ILLEGAL_MOVE) {
          throw pendingIllegal;
        }
        pendingIllegal = null;
      }
      if (!builder.hasEnding()) {
        String text = o.termination() == Termination.UNKNOWN ? s.get().text : "";
        builder.end(new Ending(o.termination(), o.winner(), text, Optional.empty(),
            Optional.empty(), ImmutableList.of(), ImmutableList.of(),
            Optional.of(new SourceLocation(lineNo, column))));
      }
    }

    private Color moverOf(int ply) {
      return (ply - firstPly) % 2 == 0 ? startSide : startSide.opposite();
    }

    private static KifuParseException at(int line, int column, int ply, ProblemRule rule,
        String message) {
      return new KifuParseException(new Problem(Problem.Severity.ERROR, Optional.empty(),
          OptionalInt.of(line), OptionalInt.of(column), OptionalInt.of(ply), rule, message));
    }
  }
}
