package io.github.shogi4j.kif;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.rules.Color;
import java.util.List;
import java.util.Optional;

/**
 * What a format has no place for, counted in a record: the one place that knows what each
 * writer leaves out (see each writer's class documentation), for {@link KifuWriter#leftOut}.
 * Whether an ending (of the main line, or of a variation in JKF) has a word is asked of the writer
 * ({@link KifuWriter#namesEnding}), which alone knows its format's words.
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
    switch (format) {
      case KI2:
      case KI2U:
        add(out, all.times, "%d time field(s) (消費時間)");
        break;
      case CSA:
        firstMove(firstMove, out);
        add(out, variations, "%d variation(s) (変化)");
        add(out, main.bookmarks, "%d bookmark(s)");
        add(out, (int) record.headers().all().stream()
            .filter(h -> !h.key().startsWith("$") && HeaderKey.of(h.key()).isEmpty()).count(),
            "%d header(s) with no CSA key");
        ending(record, writer, resultWithoutEnding, out);
        break;
      case JKF:
        firstMove(firstMove, out);
        add(out, all.bookmarks, "%d bookmark(s)");
        ending(record, writer, resultWithoutEnding, out);
        variationEndings(record.mainLine(), 0, record, writer, out);
        break;
      case SFEN:
      case USI:
        add(out, variations, "%d variation(s) (変化)");
        add(out, main.comments, "%d comment(s)");
        add(out, main.times, "%d time field(s) (消費時間)");
        add(out, main.bookmarks, "%d bookmark(s)");
        add(out, record.headers().all().size(), "%d header(s)");
        if (endsIllegal) {
          out.add("the final move " + moves.get(moves.size() - 1).text()
              + ", recorded as illegal (反則), and what follows it");
        } else {
          ending(record, writer, resultWithoutEnding, out);
        }
        break;
      default: // KIF and KIFU hold everything
        break;
    }
    return out.build();
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
