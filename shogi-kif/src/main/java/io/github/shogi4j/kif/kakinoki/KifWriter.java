package io.github.shogi4j.kif.kakinoki;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.kif.internal.Losses;
import io.github.shogi4j.kif.internal.WriterRules;
import io.github.shogi4j.kif.replay.Durations;
import io.github.shogi4j.rules.BoardMove;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.IllegalMoveReason;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import io.github.shogi4j.rules.notation.MoveText;
import io.github.shogi4j.rules.notation.NotationException;
import io.github.shogi4j.rules.notation.Promotion;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes Kakinoki KIF as Kifu for Windows does: headers in their order, a BOD diagram for a custom
 * start (a 手合割 name for a standard one), numbered move lines with {@code 同}, 成/不成, 打 and
 * from-squares, times when recorded, {@code +} where a variation branches, comments and bookmarks,
 * the ending as a special-move line, the summary line ({@code まで...}) for the main line, and the
 * variations ({@code 変化：N手}) depth-first, latest first.
 *
 * <p>Written in an encoding other than Shift_JIS ({@link WriteOptions#charset()}, KIF in UTF-8),
 * the text starts with the declaration {@code #KIF version=2.0 encoding=UTF-8}.
 *
 * <p>A final move recorded as illegal (反則) is written as it was played. A board move from a square
 * without a piece of the side to move names its piece only in the text it was read with: without
 * KIF text of it, it is left out, its line ends where it stood with the same ending, and {@link
 * KifuWriter#leftOut} names it.
 *
 * <p>Stateless and thread-safe.
 */
public final class KifWriter implements KifuWriter {
  /** What {@link #leftOut} asks of this writer. */
  private final WriterRules rules =
      WriterRules.of(this::timeStep, this::namesEnding, this::writesIllegalMove);

  private static final KifWriter INSTANCE = new KifWriter();
  static final String MOVE_SECTION = "手数----指手---------消費時間--";

  private KifWriter() {}

  /**
   * The writer (stateless, shared).
   *
   * @return the writer
   */
  public static KifWriter instance() {
    return INSTANCE;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.KIF;
  }

  /**
   * Whether this writer writes an ending as a word that reads back as it ({@link
   * WriterRules#namesEnding}).
   *
   * @return false for an ending Kakinoki has no word for (CSA {@code %ERROR}, an unknown word that
   *     a special-move line reads as a move, a time or another word ({@code 同じ}, {@code 時間 切れ})),
   *     written 中断, and for one whose word names another reason or no winner (a draw by the move
   *     limit written 引き分け, perpetual check written 千日手) or another winner (a resignation won by
   *     the side to move: 投了 names it the loser)
   */
  boolean namesEnding(Ending ending, Color toMove, GameRecord record) {
    return Terminations.keeps(ending, toMove, true);
  }

  /**
   * The step of the times this writer writes ({@link WriterRules#timeStep}).
   *
   * @return one second: a time field has whole seconds ({@code ( 0:12/00:01:05)})
   */
  Optional<java.time.Duration> timeStep(GameRecord record) {
    Preconditions.checkNotNull(record, "record");
    return Optional.of(java.time.Duration.ofSeconds(1));
  }

  /**
   * {@inheritDoc}
   *
   * @throws KifuWriteException also for a move numbered past nine digits (a record from an SFEN's
   *     move number 999999999 with two moves), which no KIF move line holds
   */
  @Override
  public String write(GameRecord record, WriteOptions options) {
    Preconditions.checkNotNull(record, "record");
    Preconditions.checkNotNull(options, "options");
    List<String> out = new ArrayList<>();
    declaration(options).ifPresent(out::add);
    KakinokiWriting.head(record, out);
    if (KakinokiFormats.saysNothing(record)) {
      // an even game without headers or moves: the move table header alone would be no game
      out.add("手合割：" + Handicap.EVEN.kifName());
    }
    out.add(MOVE_SECTION);
    KakinokiWriting.notes(record.startComments(), record.startBookmarks(), out);
    Position start = record.start().position();
    int firstPly = record.start().setup().moveNumber();
    Line main = record.mainLine();
    int written = line(main, start, firstPly, Optional.empty(), false, new long[2], out);
    KakinokiWriting.summary(record, written, true).ifPresent(out::add);
    variations(main, start, firstPly, out);
    return KakinokiWriting.join(out, options.lineSeparator());
  }

  /**
   * The encoding declaration line, {@code #KIF version=2.0 encoding=UTF-8}, when the options name
   * an encoding other than Shift_JIS, KIF's convention (a KIF file written in UTF-8): readers that
   * go by the convention would misread the bytes, and this library's readers take the encoding from
   * the line ({@link EncodingDetector}) and skip it as a {@code #} line.
   */
  private static Optional<String> declaration(WriteOptions options) {
    return options
        .charset()
        .map(EncodingDetector::displayName)
        .filter(name -> !name.equals("Shift_JIS"))
        .map(name -> "#KIF version=2.0 encoding=" + name);
  }

  /**
   * Whether this writer writes a final move recorded as illegal so that it reads back ({@link
   * WriterRules#writesIllegalMove}). KIF writes every one but a board move from a square without a
   * piece of the side to move ({@link IllegalMoveReason#NO_PIECE}) whose text, as read, is not KIF
   * text of it: only that text names the piece.
   */
  boolean writesIllegalMove(Position before, RecordMove move, Optional<Square> previousTo) {
    Preconditions.checkNotNull(before, "before");
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(previousTo, "previousTo");
    return text(before, move, previousTo).isPresent();
  }

  /**
   * The KIF text of a move: {@link JapaneseNotation#kif}, but for a board move from a square
   * without a piece of the side to move (recorded as illegal) the text it was read with, when that
   * is KIF text of the same move, without any turn mark; else empty.
   */
  private static Optional<String> text(Position p, RecordMove m, Optional<Square> previousTo) {
    if (!(m.move() instanceof BoardMove b)
        || p.pieceAt(b.from()).filter(pc -> pc.color() == p.sideToMove()).isPresent()) {
      return Optional.of(JapaneseNotation.kif(p, m.move(), previousTo));
    }
    String read = m.text();
    int start = !read.isEmpty() && JapaneseNotation.colorOfMark(read.charAt(0)).isPresent() ? 1 : 0;
    try {
      JapaneseNotation.Parsed parsed = JapaneseNotation.parse(read, start);
      MoveText t = parsed.text();
      boolean same =
          parsed.end() == read.length()
              && !t.isDrop()
              && t.from().equals(Optional.of(b.from()))
              && t.to().or(() -> previousTo).equals(Optional.of(b.to()))
              && (t.promotion() == Promotion.PROMOTE) == b.promote();
      return same ? Optional.of(read.substring(start)) : Optional.empty();
    } catch (NotationException e) {
      return Optional.empty();
    }
  }

  /**
   * Writes the moves of a line and its ending; returns the number of moves written. {@code
   * moreAlternatives}: the line is a variation with later siblings (another 変化 from the same move
   * follows), so its first entry is marked {@code +} as Kakinoki's writers do. {@code totals}: each
   * side's total time so far on this path in nanoseconds, -1 once unknown (see {@link #total}); a
   * copy is used.
   */
  private static int line(
      Line line,
      Position start,
      int firstPly,
      Optional<Square> previousTo,
      boolean moreAlternatives,
      long[] totals,
      List<String> out) {
    long[] sums = totals.clone();
    Position p = start;
    Optional<Square> prev = previousTo;
    int ply = firstPly;
    for (RecordMove m : line.moves()) {
      Optional<String> written = text(p, m, prev);
      if (written.isEmpty()) {
        break; // a final illegal move KIF cannot name the piece of: left out
      }
      String text = written.get();
      boolean branches = !m.variations().isEmpty() || (moreAlternatives && ply == firstPly);
      out.add(
          moveLine(
              ply,
              text,
              m.time(),
              total(sums, p.sideToMove().ordinal(), m.time(), m.totalTime()),
              branches));
      KakinokiWriting.notes(m.comments(), m.bookmarks(), out);
      if (!m.isIllegal()) {
        p = p.play(m.move());
      }
      prev = Optional.of(m.move().to());
      ply++;
    }
    if (line.ending().isPresent()) {
      Ending e = line.ending().get();
      // after an illegal final move the position was not advanced: count the side by parity
      io.github.shogi4j.rules.Color toMove =
          (ply - firstPly) % 2 == 0 ? start.sideToMove() : start.sideToMove().opposite();
      out.add(
          moveLine(
              ply,
              Terminations.word(e, toMove),
              e.time(),
              total(sums, toMove.ordinal(), e.time(), e.totalTime()),
              !line.endVariations().isEmpty() || (moreAlternatives && line.moves().isEmpty())));
      KakinokiWriting.notes(e.comments(), e.bookmarks(), out);
    }
    return ply - firstPly;
  }

  /**
   * The total time to write for a move of {@code side} and updates {@code sums}: the recorded
   * total, else (a reader that found only the time spent, as in 81Dojo's KIF) the side's running
   * sum of the times spent on this path while every one of them is known and the sum stays below
   * {@link RecordMove#TIME_LIMIT}, else empty (then the field shows 0, as the format needs one).
   */
  private static Optional<java.time.Duration> total(
      long[] sums,
      int side,
      Optional<java.time.Duration> time,
      Optional<java.time.Duration> recorded) {
    if (recorded.isPresent()) {
      sums[side] = recorded.get().toNanos();
      return recorded;
    }
    sums[side] = time.isEmpty() || sums[side] < 0 ? -1 : Durations.add(sums[side], time.get());
    return sums[side] < 0 ? Optional.empty() : Durations.nanos(sums[side]);
  }

  private static String moveLine(
      int ply,
      String text,
      Optional<java.time.Duration> time,
      Optional<java.time.Duration> total,
      boolean branches) {
    String head = String.format("%4d %s", KakinokiWriting.moveNumber(ply), text);
    if (time.isEmpty() && total.isEmpty()) {
      return branches ? head + " ".repeat(Math.max(1, 13 - KakinokiText.width(text))) + "+" : head;
    }
    int pad = Math.max(1, 13 - KakinokiText.width(text));
    return head + " ".repeat(pad) + KakinokiText.formatTime(time, total) + (branches ? "+" : "");
  }

  /**
   * Writes the variations below the main line, depth-first: each variation's {@code 変化：N手} block,
   * then the variations below it.
   */
  private static void variations(Line main, Position start, int firstPly, List<String> out) {
    KakinokiWriting.variations(
        main,
        start,
        firstPly,
        (sums, side, m) -> total(sums, side, m.time(), m.totalTime()),
        b -> {
          out.add("");
          out.add(KakinokiWriting.variationLine(b.ply()));
          line(b.line(), b.start(), b.ply(), b.previousTo(), b.moreAlternatives(), b.totals(), out);
        });
  }

  /**
   * {@inheritDoc} KIF also leaves out a summary line that reads as no summary ({@code までNaN手で中断},
   * read leniently).
   */
  @Override
  public List<Loss> leftOut(GameRecord record) {
    return KakinokiWriting.leftOut(record, Losses.of(record, format(), rules), false);
  }
}
