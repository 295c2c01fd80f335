package io.github.shogi4j.kif.fuzz;

import io.github.shogi4j.kif.EndingKind;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordMove;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;

/**
 * The property the fuzzer checks of one input: read strictly and leniently (with the format named,
 * and detected), it gives records or the documented {@link KifuParseException} with a line and a
 * column, never any other exception; and every record read is written by every writer (or the
 * writer refuses it with {@link KifuWriteException}), and what is written reads back strictly with
 * the same start and the same moves in every line, unless {@link KifuWriter#leftOut} names what the
 * format lost.
 *
 * <p>Round trips that the writers cannot yet keep are not counted (see {@link #unknownEnding},
 * {@link #writtenUnreadable}); each such exclusion says what is lost.
 */
public final class ReadCheck {
  /** The writers every record read goes through. */
  static final KifuFormat[] WRITERS = {
    KifuFormat.KIF,
    KifuFormat.KIFU,
    KifuFormat.KI2,
    KifuFormat.KI2U,
    KifuFormat.CSA,
    KifuFormat.JKF,
    KifuFormat.USI,
    KifuFormat.SFEN
  };

  /**
   * The most records of one input written back: a line repeated a thousand times makes as many
   * records, which are all read but need not all be written eight times.
   */
  static final int MAX_WRITTEN = 3;

  private ReadCheck() {}

  /**
   * Checks one input in both modes, with the format named when one is given.
   *
   * @param input the bytes
   * @param format the format to read them as, or empty to detect it
   * @throws AssertionError naming what failed
   */
  public static void check(byte[] input, Optional<KifuFormat> format) {
    for (ReadMode mode : ReadMode.values()) {
      ReadOptions o = ReadOptions.defaults().withMode(mode);
      if (format.isPresent()) {
        o = o.withFormat(format.get());
      }
      String how = mode + (format.isPresent() ? " as " + format.get() : " detected");
      KifuFile kf;
      try {
        kf = Kifu.read(input, o);
      } catch (KifuParseException e) {
        located(e, how);
        continue;
      } catch (RuntimeException | Error e) {
        throw new AssertionError(how + ": reading threw " + e, e);
      }
      int written = 0;
      for (ReadResult r : kf.results()) {
        if (r.error().isPresent()) {
          located(r.error().get(), how);
        } else if (written++ < MAX_WRITTEN) {
          writeAll(r.record(), how);
        }
      }
    }
  }

  private static void located(KifuParseException e, String how) {
    if (e.line().isEmpty() || e.column().isEmpty()) {
      throw new AssertionError(how + ": no line and column in \"" + e.getMessage() + "\"", e);
    }
  }

  /** Writes a record read in every format and reads each text back. */
  static void writeAll(GameRecord g, String how) {
    for (KifuFormat f : WRITERS) {
      KifuWriter w = Kifu.writer(f);
      String text;
      List<String> lost;
      try {
        lost = w.leftOut(g);
        text = w.write(g);
      } catch (KifuWriteException e) {
        continue; // the format cannot hold the record, and says why
      } catch (RuntimeException | Error e) {
        throw new AssertionError(how + ", written as " + f + ": " + e, e);
      }
      ReadResult back;
      try {
        back = Kifu.parse(text, ReadOptions.defaults().withFormat(f)).results().get(0);
      } catch (KifuParseException e) {
        back = ReadResult.failed(e, List.of());
      } catch (RuntimeException | Error e) {
        throw new AssertionError(
            how + ", written as " + f + " and read back: " + e + "\n" + text, e);
      }
      if (back.error().isPresent()) {
        if (writtenUnreadable(back.error().get()).isPresent()
            || unknownEnding(g).isPresent()
            || moveNumbersPastNineDigits(g).isPresent()) {
          continue;
        }
        throw new AssertionError(
            how
                + ", written as "
                + f
                + ", does not read back: "
                + back.error().get().getMessage()
                + "\n"
                + text,
            back.error().get());
      }
      if (lost.isEmpty() && emptyMainLineWithVariations(g).isEmpty()) {
        GameRecord b = back.record();
        if (!g.start().setup().equals(b.start().setup())
            || !moveTree(g.mainLine()).equals(moveTree(b.mainLine()))) {
          throw new AssertionError(
              how
                  + ", written as "
                  + f
                  + ", reads back other moves or "
                  + "another start, and leftOut names no loss:\n"
                  + text);
        }
      }
    }
  }

  /** The moves of every line, depth-first without recursion, as USI with brackets. */
  static List<String> moveTree(Line line) {
    List<String> out = new ArrayList<>();
    Deque<Object> todo = new ArrayDeque<>();
    todo.push(line);
    while (!todo.isEmpty()) {
      Object o = todo.pop();
      if (o instanceof String s) {
        out.add(s);
        continue;
      }
      Line l = (Line) o;
      List<Object> items = new ArrayList<>();
      for (RecordMove m : l.moves()) {
        items.add(m.move().toUsi() + (m.isIllegal() ? "!" : ""));
        for (Line v : m.variations()) {
          items.add("(");
          items.add(v);
          items.add(")");
        }
      }
      for (Line v : l.endVariations()) {
        items.add("(");
        items.add(v);
        items.add(")");
      }
      for (int i = items.size() - 1; i >= 0; i--) {
        todo.push(items.get(i));
      }
    }
    return out;
  }

  /**
   * Whether a record or one of its lines ends with a text that names no ending (a summary {@code
   * まで2手で…} or a special move read as an unknown ending), which the Kakinoki writers write as a
   * special-move line that may read back as a malformed move or time.
   *
   * @param g the record read
   * @return the item, or empty
   */
  static Optional<String> unknownEnding(GameRecord g) {
    Deque<Line> todo = new ArrayDeque<>(List.of(g.mainLine()));
    while (!todo.isEmpty()) {
      Line l = todo.pop();
      if (l.ending().map(e -> e.kind() == EndingKind.UNKNOWN).orElse(false)) {
        return Optional.of("issue 22 item 8: an unknown ending written as a special move");
      }
      l.moves().forEach(m -> todo.addAll(m.variations()));
      todo.addAll(l.endVariations());
    }
    return Optional.empty();
  }

  /**
   * Whether a record's moves are numbered past nine digits (an SFEN move number of 999999999),
   * which KIF move lines cannot hold: the move numbers the rules accept are issue 22 item 12.
   *
   * @param g the record read
   * @return the item, or empty
   */
  static Optional<String> moveNumbersPastNineDigits(GameRecord g) {
    if ((long) g.start().setup().moveNumber() + g.moves().size() > 999_999_999L) {
      return Optional.of("issue 22 item 12: move numbers past what KIF move lines hold");
    }
    return Optional.empty();
  }

  /**
   * Whether a record read leniently has no main line but variations of it (a variation block before
   * any move), which KI2 reads back as the main line.
   *
   * @param g the record read
   * @return the item, or empty
   */
  static Optional<String> emptyMainLineWithVariations(GameRecord g) {
    if (g.mainLine().size() == 0 && !g.mainLine().endVariations().isEmpty()) {
      return Optional.of("issue 22 item 7 (round trips): variations of an empty main line");
    }
    return Optional.empty();
  }

  /**
   * Whether a text our own writer wrote that our reader refuses belongs to another item of issue 22
   * (a writer writing what its reader does not accept).
   *
   * @param e the reader's error
   * @return the item, or empty
   */
  static Optional<String> writtenUnreadable(KifuParseException e) {
    if (e.getMessage().contains("unreadable summary line")) {
      return Optional.of("issue 22 item 8: a summary line read leniently is written as it was");
    }
    if (e.getMessage().contains("is no standard start and there is no diagram")) {
      return Optional.of(
          "issue 22 item 7 (round trips): a 手合割 read leniently as 平手 is "
              + "written back as it was");
    }
    return Optional.empty();
  }
}
