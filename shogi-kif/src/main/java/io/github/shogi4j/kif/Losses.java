package io.github.shogi4j.kif;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What a format has no place for, counted in a record: the one place that knows what each
 * writer leaves out (see each writer's class documentation), for {@link KifuWriter#leftOut}.
 * Whether an ending (of the main line, or of a variation in JKF) has a word is asked of the writer
 * ({@link KifuWriter#namesEnding}), which alone knows its format's words; so is whether it writes
 * a final move recorded as illegal ({@link KifuWriter#writesIllegalMove}).
 */
final class Losses {
  private Losses() {}

  /**
   * The parts of {@code record} that {@code format} cannot hold, described for people;
   * {@code writer} writes the format.
   */
  static List<String> of(GameRecord record, KifuFormat format, KifuWriter writer) {
    Counts all = new Counts();
    all.start(record);
    all.line(record.mainLine(), true);
    Counts main = new Counts();
    main.start(record);
    main.line(record.mainLine(), false);
    ImmutableList.Builder<String> out = ImmutableList.builder();
    int variations = record.mainLine().variationCount();
    boolean resultWithoutEnding =
        record.mainLine().ending().isEmpty() && record.result().isPresent();
    List<RecordMove> moves = record.moves();
    boolean endsIllegal = !moves.isEmpty() && moves.get(moves.size() - 1).isIllegal();
    int firstMove = record.start().setup().moveNumber();
    Walk walk = new Walk(record, writer, out);
    switch (format) {
      case KI2:
      case KI2U:
        add(out, all.times, "%d time field(s) (消費時間)");
        walk.mainLine(true, false);
        ending(record, writer, false, out);
        variationEndings(record.mainLine(), 0, record, writer, out);
        FieldLosses.of(record, writer, false, false, out);
        break;
      case CSA:
        firstMove(firstMove, out);
        add(out, variations, "%d variation(s) (変化)");
        add(out, main.bookmarks, "%d bookmark(s)");
        add(out, (int) record.headers().all().stream()
            .filter(h -> !h.key().startsWith("$") && HeaderKey.of(h.key()).isEmpty()).count(),
            "%d header(s) with no CSA key");
        walk.mainLine(false, false);
        ending(record, writer, resultWithoutEnding, out);
        FieldLosses.of(record, writer, true, true, out);
        break;
      case JKF:
        firstMove(firstMove, out);
        add(out, all.bookmarks, "%d bookmark(s)");
        walk.mainLine(true, true);
        ending(record, writer, resultWithoutEnding, out);
        variationEndings(record.mainLine(), 0, record, writer, out);
        FieldLosses.of(record, writer, false, false, out);
        break;
      case SFEN:
      case USI:
        add(out, variations, "%d variation(s) (変化)");
        add(out, main.comments, "%d comment(s)");
        add(out, main.times, "%d time field(s) (消費時間)");
        add(out, main.bookmarks, "%d bookmark(s)");
        add(out, record.headers().all().size(), "%d header(s)");
        if (endsIllegal) {
          out.add("the final move " + text(moves.get(moves.size() - 1))
              + ", recorded as illegal (反則), and what follows it");
        } else {
          ending(record, writer, resultWithoutEnding, out);
        }
        break;
      default: // KIF and KIFU hold everything but what they cannot name
        walk.mainLine(true, false);
        ending(record, writer, false, out);
        variationEndings(record.mainLine(), 0, record, writer, out);
        FieldLosses.of(record, writer, false, false, out);
        break;
    }
    return out.build();
  }

  /**
   * Walks the lines of a record for what a writer leaves out of them: a final move recorded as
   * illegal that it cannot write ({@link KifuWriter#writesIllegalMove}), and (JKF) alternatives
   * after the last move of a line without an ending, which no element holds.
   */
  private static final class Walk {
    private final GameRecord record;
    private final KifuWriter writer;
    private final ImmutableList.Builder<String> out;
    private final int firstMove;

    Walk(GameRecord record, KifuWriter writer, ImmutableList.Builder<String> out) {
      this.record = record;
      this.writer = writer;
      this.out = out;
      this.firstMove = record.start().setup().moveNumber();
    }

    /**
     * Walks the main line; its variations too when {@code variations}; {@code afterEnd}: name the
     * alternatives after a line without an ending, as JKF must.
     */
    void mainLine(boolean variations, boolean afterEnd) {
      walk(record.mainLine(), record.start().position(), Optional.empty(), -1, variations,
          afterEnd);
    }

    /**
     * Walks {@code line} from {@code start}; {@code offset}: how many moves after the record's
     * start the line starts, -1 for the main line.
     */
    private void walk(Line line, Position start, Optional<Square> previousTo, int offset,
        boolean variations, boolean afterEnd) {
      int base = Math.max(offset, 0);
      Position p = start;
      Optional<Square> prev = previousTo;
      boolean endsIllegal = false;
      for (int i = 0; i < line.size(); i++) {
        RecordMove m = line.moves().get(i);
        if (variations) {
          for (Line v : m.variations()) {
            walk(v, p, prev, base + i, true, afterEnd);
          }
        }
        if (m.isIllegal()) {
          endsIllegal = true;
          if (!writer.writesIllegalMove(p, m, prev)) {
            out.add("the final move " + text(m)
                + (offset < 0 ? "" : " of the variation (変化) from move " + (firstMove + offset))
                + ", recorded as illegal (反則)");
          }
          break;
        }
        p = p.play(m.move());
        prev = Optional.of(m.move().to());
      }
      if (!variations || line.endVariations().isEmpty()) {
        return;
      }
      int at = firstMove + base + line.size();
      if (afterEnd && line.ending().isEmpty()) {
        if (line.size() == 0 || endsIllegal) {
          int n = line.endVariations().size();
          for (Line v : line.endVariations()) {
            n += v.variationCount();
          }
          out.add(String.format(Locale.ROOT, "%d variation(s) (変化) from move %d,"
              + " after a line with no ending and no move to hang them from", n, at));
          return;
        }
        out.add(String.format(Locale.ROOT, "the branch point of %d variation(s) (変化) at move"
            + " %d, after the last move of a line with no ending (written from move %d, repeating"
            + " that move)", line.endVariations().size(), at, at - 1));
      }
      for (Line v : line.endVariations()) {
        walk(v, p, prev, base + line.size(), true, afterEnd);
      }
    }
  }

  /**
   * The main line's ending when the writer has no word for it, or the record's result when no
   * ending states it.
   */
  private static void ending(GameRecord record, KifuWriter writer, boolean resultWithoutEnding,
      ImmutableList.Builder<String> out) {
    Optional<Ending> e = record.mainLine().ending();
    if (e.isPresent()
        && !writer.namesEnding(e.get(), record.finalPosition().sideToMove(), record)) {
      out.add("the ending " + describe(e.get()));
    } else if (resultWithoutEnding) {
      out.add("the result " + record.result().get() + ", which no ending move states");
    }
  }

  /** A move in words: its text as read, else its USI. */
  private static String text(RecordMove m) {
    return m.text().isEmpty() ? m.move().toUsi() : m.text();
  }

  /** An ending in words: its text and reason, or its reason alone. */
  private static String describe(Ending e) {
    return e.text().isEmpty() ? e.termination().toString()
        : e.text() + " (" + e.termination() + ")";
  }

  /**
   * The endings of the variations below {@code line} (which starts {@code offset} moves after the
   * start) that the writer has no word for, with the move each variation starts from.
   */
  private static void variationEndings(Line line, int offset, GameRecord record,
      KifuWriter writer, ImmutableList.Builder<String> out) {
    for (int i = 0; i < line.moves().size(); i++) {
      for (Line v : line.moves().get(i).variations()) {
        variationEnding(v, offset + i, record, writer, out);
      }
    }
    List<RecordMove> moves = line.moves();
    if (line.ending().isEmpty()
        && (moves.isEmpty() || moves.get(moves.size() - 1).isIllegal())) {
      return; // JKF has no place for these alternatives (see Walk)
    }
    for (Line v : line.endVariations()) {
      variationEnding(v, offset + line.size(), record, writer, out);
    }
  }

  private static void variationEnding(Line v, int offset, GameRecord record, KifuWriter writer,
      ImmutableList.Builder<String> out) {
    if (v.ending().isPresent()) {
      List<RecordMove> moves = v.moves();
      // the side to move at the ending; after a final move recorded as illegal, the side that
      // played it (the move was not played)
      boolean illegal = !moves.isEmpty() && moves.get(moves.size() - 1).isIllegal();
      int played = offset + moves.size() - (illegal ? 1 : 0);
      Color first = record.start().setup().sideToMove();
      Color toMove = played % 2 == 0 ? first : first.opposite();
      if (!writer.namesEnding(v.ending().get(), toMove, record)) {
        out.add("the ending " + describe(v.ending().get()) + " of the variation (変化) from move "
            + (record.start().setup().moveNumber() + offset));
      }
    }
    variationEndings(v, offset, record, writer, out);
  }

  /**
   * The number of the first move when it is not 1 (a record from a position after move N, a
   * {@code 手数＝N} caption or an SFEN's move number): CSA and JKF start every record at move 1.
   */
  private static void firstMove(int number, ImmutableList.Builder<String> out) {
    if (number != 1) {
      out.add("the first move number " + number + " (手数)");
    }
  }

  private static void add(ImmutableList.Builder<String> out, int count, String what) {
    if (count > 0) {
      out.add(String.format(java.util.Locale.ROOT, what, count));
    }
  }

  /** Comments, bookmarks and timed moves of a record, with or without its variations. */
  private static final class Counts {
    int comments;
    int bookmarks;
    int times;

    void start(GameRecord record) {
      comments += record.startComments().size();
      bookmarks += record.startBookmarks().size();
    }

    void line(Line line, boolean variations) {
      for (RecordMove m : line.moves()) {
        comments += m.comments().size();
        bookmarks += m.bookmarks().size();
        times += m.time().isPresent() ? 1 : 0;
        if (variations) {
          m.variations().forEach(v -> line(v, true));
        }
      }
      if (line.ending().isPresent()) {
        comments += line.ending().get().comments().size();
        bookmarks += line.ending().get().bookmarks().size();
        times += line.ending().get().time().isPresent() ? 1 : 0;
      }
      if (variations) {
        line.endVariations().forEach(v -> line(v, true));
      }
    }
  }
}
