package io.github.shogi4j.kif;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.replay.Durations;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * What writers lose of a record's times (消費時間) and comments, for {@link Losses}: the remainder
 * of times that are not a whole number of the writer's {@link KifuWriter#timeStep} (a CSA V3.0
 * {@code T12.345} written in KIF as {@code 0:12}); for CSA, which keeps only the times spent, the
 * total times that CSA reading does not recompute as they were; and the comments that start with
 * {@code *}, which every format with comments writes as an engine comment's mark ({@code **} in
 * KIF, {@code '**} in CSA, {@code "*..."} in JKF), so that they read back as engine comments.
 */
final class FieldLosses {
  private FieldLosses() {}

  /**
   * Adds the time and comment losses of writing {@code record} with {@code writer}.
   *
   * @param mainLineOnly whether the writer writes the main line only (CSA)
   * @param totalsRecomputed whether the format keeps only the times spent, its readers summing
   *     them into the totals (CSA)
   */
  static void of(GameRecord record, KifuWriter writer, boolean mainLineOnly,
      boolean totalsRecomputed, ImmutableList.Builder<String> out) {
    Optional<Duration> step = writer.timeStep(record);
    Duration st = step.orElse(Duration.ZERO);
    int cut = 0;
    int starred = starred(record.startComments());
    Deque<Line> lines = new ArrayDeque<>();
    lines.push(record.mainLine());
    while (!lines.isEmpty()) {
      Line line = lines.pop();
      for (RecordMove m : line.moves()) {
        cut += cut(m.time(), st) + (totalsRecomputed ? 0 : cut(m.totalTime(), st));
        starred += starred(m.comments());
        if (!mainLineOnly) {
          m.variations().forEach(lines::push);
        }
      }
      if (line.ending().isPresent()) {
        Ending e = line.ending().get();
        cut += cut(e.time(), st) + (totalsRecomputed ? 0 : cut(e.totalTime(), st));
        starred += starred(e.comments());
      }
      if (!mainLineOnly) {
        line.endVariations().forEach(lines::push);
      }
    }
    if (cut > 0) {
      boolean seconds = st.equals(Duration.ofSeconds(1));
      out.add(String.format(Locale.ROOT, "the fraction of %d time(s) (消費時間) finer than %s,"
          + " written as %s", cut, seconds ? "a second" : "a millisecond",
          seconds ? "whole seconds" : "whole milliseconds"));
    }
    if (totalsRecomputed) {
      int differ = recomputedTotalsThatDiffer(record, st);
      if (differ > 0) {
        out.add(String.format(Locale.ROOT, "%d total time(s) (消費時間の合計) that are not the"
            + " running sum of the times spent, which reading recomputes", differ));
      }
    }
    if (starred > 0) {
      out.add(String.format(Locale.ROOT, "the kind of %d comment(s) starting with *, which read"
          + " back as engine comments (**)", starred));
    }
  }

  /** The human comments that start with {@code *}. */
  private static int starred(List<Comment> comments) {
    int n = 0;
    for (Comment c : comments) {
      n += c.kind() == Comment.Kind.NORMAL && c.text().startsWith("*") ? 1 : 0;
    }
    return n;
  }

  /** 1 when the time has a remainder below {@code step} (zero: none), else 0. */
  private static int cut(Optional<Duration> time, Duration step) {
    return time.isPresent() && !truncate(time.get(), step).equals(time.get()) ? 1 : 0;
  }

  /** A time as a writer of that step writes it. */
  private static Duration truncate(Duration time, Duration step) {
    if (step.isZero()) {
      return time;
    }
    long n = step.toNanos();
    return Duration.ofNanos(time.toNanos() / n * n);
  }

  /**
   * The main line's recorded totals that a reader that sums each side's times spent (while every
   * one is known and the sum stays below {@link RecordMove#TIME_LIMIT}) does not give back: the
   * CSA reader's rule, applied to the times as written.
   */
  private static int recomputedTotalsThatDiffer(GameRecord record, Duration step) {
    long[] sums = new long[2];
    int side = record.start().setup().sideToMove().ordinal();
    int differ = 0;
    for (RecordMove m : record.moves()) {
      sums[side] = sums[side] < 0 || m.time().isEmpty() ? -1
          : Durations.add(sums[side], truncate(m.time().get(), step));
      differ += differs(m.totalTime(), sums[side]);
      side ^= 1;
    }
    Optional<Ending> e = record.mainLine().ending();
    if (e.isPresent() && e.get().totalTime().isPresent()) {
      long sum = sums[side] < 0 || e.get().time().isEmpty() ? -1
          : Durations.add(sums[side], truncate(e.get().time().get(), step));
      differ += differs(e.get().totalTime(), sum);
    }
    return differ;
  }

  /** 1 when a recorded total is not the sum read back ({@code -1}: none). */
  private static int differs(Optional<Duration> recorded, long sumNanos) {
    return recorded.isPresent() && (sumNanos < 0 || recorded.get().toNanos() != sumNanos) ? 1 : 0;
  }
}
