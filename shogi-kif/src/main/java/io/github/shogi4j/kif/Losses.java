package io.github.shogi4j.kif;

import com.google.common.collect.ImmutableList;
import java.util.List;

/**
 * What a format has no place for, counted in a record: the one place that knows what each
 * writer leaves out (see each writer's class documentation), for {@link KifuWriter#leftOut}.
 */
final class Losses {
  private Losses() {}

  /** The parts of {@code record} that {@code format} cannot hold, described for people. */
  static List<String> of(GameRecord record, KifuFormat format) {
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
    switch (format) {
      case KI2:
      case KI2U:
        add(out, all.times, "%d time field(s) (消費時間)");
        break;
      case CSA:
        add(out, variations, "%d variation(s) (変化)");
        add(out, main.bookmarks, "%d bookmark(s)");
        add(out, (int) record.headers().all().stream()
            .filter(h -> !h.key().startsWith("$") && HeaderKey.of(h.key()).isEmpty()).count(),
            "%d header(s) with no CSA key");
        break;
      case JKF:
        add(out, all.bookmarks, "%d bookmark(s)");
        if (resultWithoutEnding) {
          out.add("the result " + record.result().get() + ", which no ending move states");
        }
        break;
      case SFEN:
      case USI:
        add(out, variations, "%d variation(s) (変化)");
        add(out, main.comments, "%d comment(s)");
        add(out, main.times, "%d time field(s) (消費時間)");
        add(out, main.bookmarks, "%d bookmark(s)");
        add(out, record.headers().all().size(), "%d header(s)");
        break;
      default: // KIF and KIFU hold everything
        break;
    }
    return out.build();
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
