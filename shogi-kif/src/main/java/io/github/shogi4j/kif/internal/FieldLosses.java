package io.github.shogi4j.kif.internal;

import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Comment;
import io.github.shogi4j.kif.Ending;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.Loss.Kind;
import io.github.shogi4j.kif.RecordMove;
import io.github.shogi4j.kif.replay.Durations;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * What writers lose of a record's times (消費時間) and comments, for {@link Losses}: the remainder of
 * times that are not a whole number of the writer's {@link WriterRules#timeStep} (a CSA V3.0 {@code
 * T12.345} written in KIF as {@code 0:12}); for KIF, the time fields it fills with 0 where a time
 * is unknown; for CSA, which keeps only the times spent, the total times that CSA reading does not
 * recompute as they were; and the comments that start with {@code *}, which every format with
 * comments writes as an engine comment's mark ({@code **} in KIF, {@code '**} in CSA, {@code
 * "*..."} in JKF), so that they read back as engine comments.
 */
final class FieldLosses {
  private FieldLosses() {}

  /**
   * Adds the time and comment losses of writing {@code record} with {@code writer}.
   *
   * @param mainLineOnly whether the writer writes the main line only (CSA)
   * @param totalsRecomputed whether the format keeps only the times spent, its readers summing them
   *     into the totals (CSA)
   */
  static void of(
      GameRecord record,
      WriterRules writer,
      boolean mainLineOnly,
      boolean totalsRecomputed,
      ImmutableList.Builder<Loss> out) {
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
    boolean seconds = st.equals(Duration.ofSeconds(1));
    Losses.add(
        out,
        Kind.TIME_FRACTIONS,
        cut,
        "the fraction of %d time(s) (消費時間) finer than "
            + (seconds
                ? "a second, written as whole seconds"
                : "a millisecond," + " written as whole milliseconds"));
    if (totalsRecomputed) {
      Losses.add(
          out,
          Kind.TOTAL_TIMES,
          recomputedTotalsThatDiffer(record, st),
          "%d total time(s) (消費時間の合計) that are not the"
              + " running sum of the times spent, which reading recomputes");
    }
    if (!mainLineOnly && !totalsRecomputed && step.isPresent()) {
      Losses.add(
          out,
          Kind.ZERO_FILLED_TIMES,
          zeroFilled(record),
          "%d time field(s) (消費時間) with the time spent or"
              + " the total unknown, written as 0 (the field needs both)");
    }
    Losses.add(
        out,
        Kind.COMMENT_KIND,
        starred,
        "the kind of %d comment(s) starting with *, which read back as engine comments (**)");
  }

  /** A line to walk with each side's running total before it (nanoseconds, -1 unknown). */
  private record Path(Line line, long[] sums, int side) {}

  /**
   * The time fields a KIF writer fills with 0 for want of a value: a total that is not recorded
   * where the running sum of the times spent on the path is unknown, and a time spent that is not
   * recorded beside a recorded total.
   */
  private static int zeroFilled(GameRecord record) {
    int zeros = 0;
    Deque<Path> paths = new ArrayDeque<>();
    paths.push(
        new Path(record.mainLine(), new long[2], record.start().setup().sideToMove().ordinal()));
    while (!paths.isEmpty()) {
      Path path = paths.pop();
      long[] sums = path.sums().clone();
      int side = path.side();
      for (RecordMove m : path.line().moves()) {
        for (Line v : m.variations()) {
          paths.push(new Path(v, sums.clone(), side));
        }
        zeros += fill(sums, side, m.time(), m.totalTime());
        side ^= 1;
      }
      Optional<Ending> e = path.line().ending();
      if (e.isPresent()) {
        zeros += fill(sums.clone(), side, e.get().time(), e.get().totalTime());
      }
      for (Line v : path.line().endVariations()) {
        paths.push(new Path(v, sums.clone(), side));
      }
    }
    return zeros;
  }

  /** The zeros one time field gets, updating the side's running total as the KIF writer does. */
  private static int fill(
      long[] sums, int side, Optional<Duration> time, Optional<Duration> total) {
    if (total.isPresent()) {
      sums[side] = total.get().toNanos();
      return time.isPresent() ? 0 : 1;
    }
    sums[side] = time.isEmpty() || sums[side] < 0 ? -1 : Durations.add(sums[side], time.get());
    return time.isPresent() && sums[side] < 0 ? 1 : 0;
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
   * one is known and the sum stays below {@link RecordMove#TIME_LIMIT}) does not give back: the CSA
   * reader's rule, applied to the times as written.
   */
  private static int recomputedTotalsThatDiffer(GameRecord record, Duration step) {
    long[] sums = new long[2];
    int side = record.start().setup().sideToMove().ordinal();
    int differ = 0;
    for (RecordMove m : record.moves()) {
      sums[side] =
          sums[side] < 0 || m.time().isEmpty()
              ? -1
              : Durations.add(sums[side], truncate(m.time().get(), step));
      differ += differs(m.totalTime(), sums[side]);
      side ^= 1;
    }
    Optional<Ending> e = record.mainLine().ending();
    if (e.isPresent() && e.get().totalTime().isPresent()) {
      long sum =
          sums[side] < 0 || e.get().time().isEmpty()
              ? -1
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
