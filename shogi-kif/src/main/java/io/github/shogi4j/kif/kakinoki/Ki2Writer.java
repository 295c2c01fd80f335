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
import io.github.shogi4j.kif.internal.Losses;
import io.github.shogi4j.kif.internal.WriterRules;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Handicap;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import io.github.shogi4j.rules.notation.JapaneseNotation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Writes KI2: the KIF headers and diagram, then the moves with turn marks and the fewest modifiers
 * that make each unique (docs/rules.md), six to a line, each padded to twelve columns; a comment or
 * bookmark ends the line; each line's ending as a summary line ({@code まで5手で中断}) followed by the
 * ending's comments and bookmarks; variations as {@code 変化：N手} blocks, depth-first, latest first.
 *
 * <p>A final move recorded as illegal (反則) is written with the text KI2 reading takes back as that
 * move breaking the same rule ({@link JapaneseNotation#ki2Illegal}: a drop with 打, a board move
 * with the modifiers that keep legal moves from fitting). Where no KI2 text reads back so (a piece
 * that cannot move that way, an empty from-square), the move is left out and its line ends where it
 * stood with the same ending (the summary then names the side that played it as the loser: {@code
 * まで8手で先手の反則負け}); {@link KifuWriter#leftOut} names it.
 *
 * <p>Stateless and thread-safe.
 */
public final class Ki2Writer implements KifuWriter {
  /** What {@link #leftOut} asks of this writer. */
  private final WriterRules rules = WriterRules.of(this::namesEnding, this::writesIllegalMove);

  private static final Ki2Writer INSTANCE = new Ki2Writer();
  private static final int MOVES_PER_LINE = 6;
  private static final int MOVE_WIDTH = 12;

  private Ki2Writer() {}

  /**
   * The writer (stateless, shared).
   *
   * @return the writer
   */
  public static Ki2Writer instance() {
    return INSTANCE;
  }

  @Override
  public KifuFormat format() {
    return KifuFormat.KI2;
  }

  /**
   * Whether this writer writes an ending as a word that reads back as it ({@link
   * WriterRules#namesEnding}).
   *
   * @return false for an ending Kakinoki has no word for (CSA {@code %ERROR}, an unknown word that
   *     a summary line reads as another ending or not at all ({@code 先手の勝ち}, {@code 時間 切れ})),
   *     written 中断, and for one whose word names another reason or no winner (a draw by the move
   *     limit written 引き分け, perpetual check written 千日手) or another winner (詰み won by the side to
   *     move: the summary names the last mover the winner)
   */
  boolean namesEnding(Ending ending, Color toMove, GameRecord record) {
    return Terminations.keeps(ending, toMove, false);
  }

  /**
   * {@inheritDoc}
   *
   * @throws KifuWriteException also for a variation from a move numbered past nine digits, which no
   *     {@code 変化} line holds
   */
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
    int written = line(main, start, firstPly, Optional.empty(), pieces, out);
    KakinokiWriting.summary(record, written, false).ifPresent(out::add);
    endingNotes(main, out);
    variations(main, start, firstPly, pieces, names, out);
    if (out.isEmpty()) {
      // An even game without headers or moves: an empty text would be no record at all.
      out.add("手合割：" + Handicap.EVEN.kifName());
    }
    return KakinokiWriting.join(out, options.lineSeparator());
  }

  /**
   * Writes the moves of a line, six to a row; a final move recorded as illegal that no KI2 text
   * reads back as ({@link #illegalText}) is left out.
   *
   * @return the number of moves written
   */
  private static int line(
      Line line,
      Position start,
      int firstPly,
      Optional<Square> previousTo,
      boolean pieces,
      List<String> out) {
    Position p = start;
    Optional<Square> prev = previousTo;
    StringBuilder row = new StringBuilder();
    int inRow = 0;
    int ply = firstPly;
    for (RecordMove m : line.moves()) {
      Optional<String> move =
          m.isIllegal() ? illegalText(p, m, prev) : Optional.of(legalText(p, m, prev));
      if (move.isEmpty()) {
        break; // an illegal move ends its line
      }
      String text = JapaneseNotation.mark(p.sideToMove(), pieces) + move.get();
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
      prev = Optional.of(m.move().to());
      ply++;
      if (m.isIllegal()) {
        break;
      }
      p = p.play(m.move());
    }
    if (inRow > 0) {
      out.add(row.toString());
    }
    return ply - firstPly;
  }

  /**
   * The KI2 text of a legal move, without turn mark.
   *
   * @throws KifuWriteException if no modifiers single the move out (a position no game reaches)
   */
  private static String legalText(Position p, RecordMove m, Optional<Square> previousTo) {
    try {
      return JapaneseNotation.ki2(p, m.move(), previousTo);
    } catch (IllegalArgumentException e) {
      throw new KifuWriteException(e.getMessage());
    }
  }

  /**
   * Whether this writer writes a final move recorded as illegal so that it reads back ({@link
   * WriterRules#writesIllegalMove}). KI2 writes it with text that KI2 reading takes back as the
   * same move breaking the same rule ({@link JapaneseNotation#ki2Illegal}); there is none for a
   * piece that cannot move so, an empty from-square, or a move that a legal move of its kind fits
   * every text of.
   */
  boolean writesIllegalMove(Position before, RecordMove move, Optional<Square> previousTo) {
    Preconditions.checkNotNull(before, "before");
    Preconditions.checkNotNull(move, "move");
    Preconditions.checkNotNull(previousTo, "previousTo");
    return move.isIllegal() && illegalText(before, move, previousTo).isPresent();
  }

  /**
   * The KI2 text of a move recorded as illegal, which KI2 reading takes back as the same move
   * breaking the same rule; empty when there is none.
   *
   * @param p the position before the move
   * @param m the move, recorded as illegal
   * @param previousTo the destination of the move before it
   * @return the text without turn mark, or empty
   */
  private static Optional<String> illegalText(
      Position p, RecordMove m, Optional<Square> previousTo) {
    return JapaneseNotation.ki2Illegal(p, m.move(), previousTo, m.illegal().orElseThrow());
  }

  /**
   * The comments and bookmarks on a line's ending, after its summary line, where KI2 reading takes
   * them back to the ending.
   */
  private static void endingNotes(Line line, List<String> out) {
    line.ending().ifPresent(e -> KakinokiWriting.notes(e.comments(), e.bookmarks(), out));
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

  /**
   * Writes the variations below the main line, depth-first: each variation's {@code 変化：N手} block
   * with its summary line when it has an ending, then the variations below it.
   */
  private static void variations(
      Line main, Position start, int firstPly, boolean pieces, boolean names, List<String> out) {
    KakinokiWriting.variations(
        main,
        start,
        firstPly,
        (sums, side, m) -> {},
        b -> {
          out.add("");
          out.add(KakinokiWriting.variationLine(b.ply()));
          Position p = b.start();
          int written = line(b.line(), p, b.ply(), b.previousTo(), pieces, out);
          if (b.line().ending().isPresent()) {
            Color toMove = written % 2 == 0 ? p.sideToMove() : p.sideToMove().opposite();
            out.add(
                Terminations.summary(
                    b.ply() + written - 1, b.line().ending().get(), toMove, names));
            endingNotes(b.line(), out);
          }
        });
  }

  /**
   * {@inheritDoc} KI2 also leaves out a summary line that reads as no summary ({@code までNaN手で中断},
   * read leniently), and names the variations of a main line with no move and no ending, which KI2
   * reads back as the main line and its variations (KI2 has no move table to mark where the moves
   * start).
   */
  @Override
  public List<Loss> leftOut(GameRecord record) {
    return KakinokiWriting.leftOut(record, Losses.of(record, format(), rules), true);
  }
}
