package io.github.shogi4j.kif.kakinoki;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.notation.JapaneseNotation;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes KI2: the KIF headers and diagram, then the moves with turn marks and the fewest
 * modifiers that make each unique (RULES.md), six to a line, each padded to twelve columns; a
 * comment or bookmark ends the line; each line's ending as a summary line ({@code まで5手で中断});
 * variations as {@code 変化：N手} blocks, depth-first, latest first.
 *
 * <p>An illegal move cannot be written in KI2 (its text would not resolve): writing a record that
 * holds one fails.
 *
 * <p>Stateless and thread-safe.
 */
public final class Ki2Writer implements KifuWriter {
  private static final Ki2Writer KI2 = new Ki2Writer(KifuFormat.KI2);
  private static final Ki2Writer KI2U = new Ki2Writer(KifuFormat.KI2U);
  private static final int MOVES_PER_LINE = 6;
  private static final int MOVE_WIDTH = 12;

  private final KifuFormat format;

  private Ki2Writer(KifuFormat format) {
    this.format = format;
  }

  /**
   * The writer for KI2 or KI2U (they differ only in encoding).
   *
   * @param format {@link KifuFormat#KI2} or {@link KifuFormat#KI2U}
   * @return the writer
   */
  public static Ki2Writer of(KifuFormat format) {
    return KakinokiFormats.pick(format, KifuFormat.KI2, KI2, KifuFormat.KI2U, KI2U);
  }

  @Override
  public KifuFormat format() {
    return format;
  }

  @Override
  public String write(GameRecord record, WriteOptions options) {
    Preconditions.checkNotNull(record, "record");
    Preconditions.checkNotNull(options, "options");
    List<String> out = new ArrayList<>();
    KakinokiWriting.head(record, out);
    KakinokiWriting.notes(record.startComments(), record.startBookmarks(), out);
    Position start = record.start().position();
    int firstPly = record.start().setup().moveNumber();
    boolean pieces = options.marks() == WriteOptions.TurnMarks.PIECES;
    boolean names = KakinokiWriting.handicapNames(record);
    Line main = record.mainLine();
    Optional<Ending> mainEnding = main.ending().or(() -> record.result().map(Ending::of));
    Optional<String> mainSummary = record.resultText().isPresent()
        && saysTheSame(record.resultText().get(), mainEnding, start, firstPly)
        ? record.resultText()
        : mainEnding.map(e -> summary(main, e, start, firstPly, names));
    line(main, start, firstPly, Optional.empty(), pieces, out);
    mainSummary.ifPresent(out::add);
    variations(main, start, firstPly, Optional.empty(), pieces, names, out);
    if (out.isEmpty()) {
      // An even game without headers or moves: an empty text would be no record at all.
      out.add("手合割：" + Handicap.EVEN.kifName());
    }
    return KakinokiWriting.join(out, options.lineSeparator());
  }

  /**
   * Whether the summary line the record was read with still tells its ending. In KI2 the summary
   * is the only place of the ending, and a summary read from KIF next to a {@code 詰み} line
   * ({@code まで68手で後手の勝ち}) would read back as a resignation: then a summary is written
   * from the ending instead.
   */
  private static boolean saysTheSame(String text, Optional<Ending> ending, Position start,
      int firstPly) {
    if (ending.isEmpty()) {
      return true;
    }
    Optional<Terminations.Summary> s = Terminations.parseSummary(text,
        ply -> (ply - firstPly) % 2 == 0 ? start.sideToMove() : start.sideToMove().opposite());
    return s.isPresent() && s.get().outcome.termination() == ending.get().termination()
        && s.get().outcome.winner().equals(ending.get().winner());
  }

  private static String summary(Line line, Ending e, Position start, int firstPly, boolean names) {
    Color toMove = line.size() % 2 == 0 ? start.sideToMove() : start.sideToMove().opposite();
    return Terminations.summary(firstPly + line.size() - 1, e, toMove, names);
  }

  private static void line(Line line, Position start, int firstPly, Optional<Square> previousTo,
      boolean pieces, List<String> out) {
    Position p = start;
    Optional<Square> prev = previousTo;
    StringBuilder row = new StringBuilder();
    int inRow = 0;
    int ply = firstPly;
    for (RecordMove m : line.moves()) {
      if (m.isIllegal()) {
        throw new KifuWriteException("move " + ply + " (" + m.move().toUsi()
            + ") is illegal and cannot be written in KI2");
      }
      String text = JapaneseNotation.mark(p.sideToMove(), pieces)
          + JapaneseNotation.ki2(p, m.move(), prev);
      if (inRow > 0) {
        row.append(" ".repeat(Math.max(0, MOVE_WIDTH - KakinokiText.width(lastOf(row)))));
      }
      row.append(text);
      inRow++;
      boolean notes = !m.comments().isEmpty() || !m.bookmarks().isEmpty();
      if (notes || inRow == MOVES_PER_LINE) {
        out.add(row.toString());
        row.setLength(0);
        inRow = 0;
        KakinokiWriting.notes(m.comments(), m.bookmarks(), out);
      }
      p = p.play(m.move());
      prev = Optional.of(m.move().to());
      ply++;
    }
    if (inRow > 0) {
      out.add(row.toString());
    }
  }

  /** The last move written in a row: the text after the last turn mark. */
  private static String lastOf(StringBuilder row) {
    for (int i = row.length() - 1; i >= 0; i--) {
      if (JapaneseNotation.colorOfMark(row.charAt(i)).isPresent()) {
        return row.substring(i);
      }
    }
    return row.toString();
  }

  private static void variations(Line line, Position start, int firstPly,
      Optional<Square> previousTo, boolean pieces, boolean names, List<String> out) {
    List<Position> before = new ArrayList<>(line.size() + 1);
    List<Optional<Square>> prevs = new ArrayList<>(line.size() + 1);
    Position p = start;
    Optional<Square> prev = previousTo;
    for (RecordMove m : line.moves()) {
      before.add(p);
      prevs.add(prev);
      p = p.play(m.move());
      prev = Optional.of(m.move().to());
    }
    before.add(p);
    prevs.add(prev);
    int n = line.size();
    block(line.endVariations(), before.get(n), firstPly + n, prevs.get(n), pieces, names, out);
    for (int i = n - 1; i >= 0; i--) {
      block(line.moves().get(i).variations(), before.get(i), firstPly + i, prevs.get(i), pieces,
          names, out);
    }
  }

  private static void block(List<Line> alternatives, Position p, int ply, Optional<Square> prev,
      boolean pieces, boolean names, List<String> out) {
    for (Line v : alternatives) {
      out.add("");
      out.add("変化：" + ply + "手");
      line(v, p, ply, prev, pieces, out);
      if (v.ending().isPresent()) {
        out.add(summary(v, v.ending().get(), p, ply, names));
      }
      variations(v, p, ply, prev, pieces, names, out);
    }
  }
}
