package io.github.shogi4j.kif.internal;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.HeaderKey;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.Loss.Kind;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.replay.TreeWalk;
import io.github.shogi4j.rules.Color;
import io.github.shogi4j.rules.Position;
import io.github.shogi4j.rules.Square;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;

/**
 * What a format has no place for, counted in a record: the one place that knows what each writer
 * leaves out (see each writer's class documentation), for {@link KifuWriter#leftOut}. Whether an
 * ending (of the main line, or of a variation in JKF) has a word is asked of the writer ({@link
 * WriterRules#namesEnding}), which alone knows its format's words; so is whether it writes a final
 * move recorded as illegal ({@link WriterRules#writesIllegalMove}). The KIF and KI2 writers add
 * what only their own syntax decides (a summary line that reads as none; in KI2, variations of an
 * empty main line).
 */
public final class Losses {
  private Losses() {}

  /**
   * The parts of a record that a format cannot hold.
   *
   * @param record the record
   * @param format the format written
   * @param writer what the format's writer writes
   * @return the losses, in the order a reader of the record meets them (counts over the record
   *     first)
   */
  public static List<Loss> of(GameRecord record, KifuFormat format, WriterRules writer) {
    Preconditions.checkNotNull(record, "record");
    Counts all = new Counts();
    all.start(record);
    all.line(record.mainLine(), true);
    Counts main = new Counts();
    main.start(record);
    main.line(record.mainLine(), false);
    ImmutableList.Builder<Loss> out = ImmutableList.builder();
    int variations = record.mainLine().variationCount();
    boolean resultWithoutEnding =
        record.mainLine().ending().isEmpty() && record.result().isPresent();
    List<RecordMove> moves = record.moves();
    boolean endsIllegal = !moves.isEmpty() && moves.get(moves.size() - 1).isIllegal();
    int firstMove = record.start().setup().moveNumber();
    Walk walk = new Walk(record, writer, out);
    switch (format) {
      case KI2:
        add(out, Kind.TIMES, all.times, "%d time field(s) (消費時間)");
        walk.mainLine(true, false);
        ending(record, writer, false, out);
        variationEndings(record, writer, out);
        FieldLosses.of(record, writer, false, false, out);
        break;
      case CSA:
        firstMove(firstMove, out);
        add(out, Kind.VARIATIONS, variations, "%d variation(s) (変化)");
        add(out, Kind.BOOKMARKS, main.bookmarks, "%d bookmark(s)");
        add(
            out,
            Kind.HEADERS,
            (int)
                record.headers().all().stream()
                    .filter(h -> !h.key().startsWith("$") && HeaderKey.of(h.key()).isEmpty())
                    .count(),
            "%d header(s) with no CSA key");
        walk.mainLine(false, false);
        ending(record, writer, resultWithoutEnding, out);
        FieldLosses.of(record, writer, true, true, out);
        break;
      case JKF:
        firstMove(firstMove, out);
        add(out, Kind.BOOKMARKS, all.bookmarks, "%d bookmark(s)");
        walk.mainLine(true, true);
        ending(record, writer, resultWithoutEnding, out);
        variationEndings(record, writer, out);
        FieldLosses.of(record, writer, false, false, out);
        break;
      case SFEN:
      case USI:
        add(out, Kind.VARIATIONS, variations, "%d variation(s) (変化)");
        add(out, Kind.COMMENTS, main.comments, "%d comment(s)");
        add(out, Kind.TIMES, main.times, "%d time field(s) (消費時間)");
        add(out, Kind.BOOKMARKS, main.bookmarks, "%d bookmark(s)");
        add(out, Kind.HEADERS, record.headers().all().size(), "%d header(s)");
        if (endsIllegal) {
          out.add(
              Loss.at(
                  Kind.ILLEGAL_MOVE,
                  firstMove + moves.size() - 1,
                  OptionalInt.empty(),
                  "the final move "
                      + text(moves.get(moves.size() - 1))
                      + ", recorded as illegal (反則), and what follows it"));
        } else {
          ending(record, writer, resultWithoutEnding, out);
        }
        break;
      default: // KIF holds everything but what they cannot name
        walk.mainLine(true, false);
        ending(record, writer, false, out);
        variationEndings(record, writer, out);
        FieldLosses.of(record, writer, false, false, out);
        break;
    }
    return out.build();
  }

  /**
   * Walks the lines of a record for what a writer leaves out of them: a final move recorded as
   * illegal that it cannot write ({@link WriterRules#writesIllegalMove}), and (JKF) alternatives
   * after the last move of a line without an ending, which no element holds, and variations with
   * neither a move nor an ending, which would be empty forks.
   */
  private static final class Walk {
    private final GameRecord record;
    private final WriterRules writer;
    private final ImmutableList.Builder<Loss> out;
    private final int firstMove;

    Walk(GameRecord record, WriterRules writer, ImmutableList.Builder<Loss> out) {
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
      TreeWalk.depthFirst(
          new At(record.mainLine(), -1, 0, record.start().position(), Optional.empty(), false),
          a -> walk(a, variations, afterEnd));
    }

    /**
     * Where a walk of a line stands: the line, how many moves after the record's start it starts
     * (-1 for the main line), the index of its next move, the position and the destination of the
     * move before it, and whether that move's variations were walked already.
     */
    private record At(
        Line line,
        int offset,
        int next,
        Position position,
        Optional<Square> previousTo,
        boolean branched) {}

    /**
     * Walks a line from where {@code at} stands up to the next move with variations to walk first,
     * and returns them followed by the rest of the line; at its end, returns the alternatives
     * there.
     */
    private List<At> walk(At at, boolean variations, boolean afterEnd) {
      Line line = at.line;
      int offset = at.offset;
      int base = Math.max(offset, 0);
      Position p = at.position;
      Optional<Square> prev = at.previousTo;
      boolean endsIllegal = false;
      if (afterEnd
          && offset >= 0
          && at.next == 0
          && !at.branched
          && line.size() == 0
          && line.ending().isEmpty()) {
        out.add(
            Loss.at(
                Kind.EMPTY_VARIATION,
                firstMove + offset,
                OptionalInt.of(firstMove + offset),
                "an empty variation (変化) from move "
                    + (firstMove + offset)
                    + ", with no move and no ending"));
      }
      for (int i = at.next; i < line.size(); i++) {
        RecordMove m = line.moves().get(i);
        if (variations && !m.variations().isEmpty() && !(at.branched && i == at.next)) {
          List<At> next = new ArrayList<>();
          for (Line v : m.variations()) {
            next.add(new At(v, base + i, 0, p, prev, false));
          }
          next.add(new At(line, offset, i, p, prev, true));
          return next;
        }
        if (m.isIllegal()) {
          endsIllegal = true;
          if (!writer.writesIllegalMove(p, m, prev)) {
            out.add(
                Loss.at(
                    Kind.ILLEGAL_MOVE,
                    firstMove + base + i,
                    variationFrom(offset),
                    "the final move "
                        + text(m)
                        + (offset < 0
                            ? ""
                            : " of the variation (変化) from move " + (firstMove + offset))
                        + ", recorded as illegal (反則)"));
          }
          break;
        }
        p = p.play(m.move());
        prev = Optional.of(m.move().to());
      }
      if (!variations || line.endVariations().isEmpty()) {
        return List.of();
      }
      int at0 = firstMove + base + line.size();
      if (afterEnd && line.ending().isEmpty()) {
        if (line.size() == 0 || endsIllegal) {
          int n = line.endVariations().size();
          for (Line v : line.endVariations()) {
            n += v.variationCount();
          }
          out.add(
              new Loss(
                  Kind.VARIATIONS,
                  n,
                  OptionalInt.of(at0),
                  variationFrom(offset),
                  String.format(
                      Locale.ROOT,
                      "%d variation(s) (変化) from move %d,"
                          + " after a line with no ending and no move to hang them from",
                      n,
                      at0)));
          return List.of();
        }
        out.add(
            new Loss(
                Kind.BRANCH_POINT,
                line.endVariations().size(),
                OptionalInt.of(at0),
                variationFrom(offset),
                String.format(
                    Locale.ROOT,
                    "the branch point of %d variation(s) (変化) at move"
                        + " %d, after the last move of a line with no ending (written from move %d,"
                        + " repeating that move)",
                    line.endVariations().size(),
                    at0,
                    at0 - 1)));
      }
      List<At> next = new ArrayList<>();
      for (Line v : line.endVariations()) {
        next.add(new At(v, base + line.size(), 0, p, prev, false));
      }
      return next;
    }

    /** The first move number of the variation that starts {@code offset} moves in; -1: none. */
    private OptionalInt variationFrom(int offset) {
      return offset < 0 ? OptionalInt.empty() : OptionalInt.of(firstMove + offset);
    }
  }

  /**
   * The main line's ending when the writer has no word for it, or the record's result when no
   * ending states it.
   */
  private static void ending(
      GameRecord record,
      WriterRules writer,
      boolean resultWithoutEnding,
      ImmutableList.Builder<Loss> out) {
    Optional<Ending> e = record.mainLine().ending();
    int at = record.start().setup().moveNumber() + record.mainLine().size();
    if (e.isPresent()
        && !writer.namesEnding(e.get(), record.finalPosition().sideToMove(), record)) {
      out.add(Loss.at(Kind.ENDING, at, OptionalInt.empty(), "the ending " + describe(e.get())));
    } else if (resultWithoutEnding) {
      out.add(
          Loss.at(
              Kind.RESULT,
              at,
              OptionalInt.empty(),
              "the result " + record.result().get() + ", which no ending move states"));
    }
  }

  /** A move in words: its text as read, else its USI. */
  private static String text(RecordMove m) {
    return m.text().isEmpty() ? m.move().toUsi() : m.text();
  }

  /** An ending in words: its text and reason, or its reason alone. */
  private static String describe(Ending e) {
    return e.text().isEmpty() ? e.kind().toString() : e.text() + " (" + e.kind() + ")";
  }

  /** A variation and how many moves after the record's start it starts. */
  private record Below(Line line, int offset) {}

  /**
   * The endings of the variations below the main line that the writer has no word for, with the
   * move each variation starts from, depth-first.
   */
  private static void variationEndings(
      GameRecord record, WriterRules writer, ImmutableList.Builder<Loss> out) {
    Below root = new Below(record.mainLine(), 0);
    TreeWalk.depthFirst(
        root,
        b -> {
          if (b != root) {
            variationEnding(b.line, b.offset, record, writer, out);
          }
          return below(b);
        });
  }

  /**
   * The variations directly below a line whose endings are written: those of each move, then those
   * at its end unless JKF has no place for them (see {@link Walk}).
   */
  private static List<Below> below(Below b) {
    Line line = b.line;
    List<Below> out = new ArrayList<>();
    for (int i = 0; i < line.moves().size(); i++) {
      for (Line v : line.moves().get(i).variations()) {
        out.add(new Below(v, b.offset + i));
      }
    }
    List<RecordMove> moves = line.moves();
    if (line.ending().isEmpty() && (moves.isEmpty() || moves.get(moves.size() - 1).isIllegal())) {
      return out; // JKF has no place for these alternatives (see Walk)
    }
    for (Line v : line.endVariations()) {
      out.add(new Below(v, b.offset + line.size()));
    }
    return out;
  }

  private static void variationEnding(
      Line v, int offset, GameRecord record, WriterRules writer, ImmutableList.Builder<Loss> out) {
    if (v.ending().isPresent()) {
      List<RecordMove> moves = v.moves();
      // the side to move at the ending; after a final move recorded as illegal, the side that
      // played it (the move was not played)
      boolean illegal = !moves.isEmpty() && moves.get(moves.size() - 1).isIllegal();
      int played = offset + moves.size() - (illegal ? 1 : 0);
      Color first = record.start().setup().sideToMove();
      Color toMove = played % 2 == 0 ? first : first.opposite();
      if (!writer.namesEnding(v.ending().get(), toMove, record)) {
        int from = record.start().setup().moveNumber() + offset;
        out.add(
            Loss.at(
                Kind.ENDING,
                from + moves.size(),
                OptionalInt.of(from),
                "the ending "
                    + describe(v.ending().get())
                    + " of the variation (変化) from move "
                    + from));
      }
    }
  }

  /**
   * The number of the first move when it is not 1 (a record from a position after move N, a {@code
   * 手数＝N} caption or an SFEN's move number): CSA and JKF start every record at move 1.
   */
  private static void firstMove(int number, ImmutableList.Builder<Loss> out) {
    if (number != 1) {
      out.add(
          Loss.at(
              Kind.FIRST_MOVE_NUMBER,
              number,
              OptionalInt.empty(),
              "the first move number " + number + " (手数)"));
    }
  }

  /** A loss counted over the record, when there is any: {@code what} formats the count. */
  static void add(ImmutableList.Builder<Loss> out, Kind kind, int count, String what) {
    if (count > 0) {
      out.add(Loss.counted(kind, count, String.format(Locale.ROOT, what, count)));
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

    void line(Line root, boolean variations) {
      TreeWalk.depthFirst(
          root,
          line -> {
            for (RecordMove m : line.moves()) {
              comments += m.comments().size();
              bookmarks += m.bookmarks().size();
              times += m.time().isPresent() ? 1 : 0;
            }
            if (line.ending().isPresent()) {
              comments += line.ending().get().comments().size();
              bookmarks += line.ending().get().bookmarks().size();
              times += line.ending().get().time().isPresent() ? 1 : 0;
            }
            return variations ? line.branches() : List.of();
          });
    }
  }
}
