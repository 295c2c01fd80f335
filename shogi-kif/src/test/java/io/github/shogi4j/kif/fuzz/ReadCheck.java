package io.github.shogi4j.kif.fuzz;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.KifuWriter;
import io.github.shogi4j.kif.Line;
import io.github.shogi4j.kif.LossTexts;
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
 */
public final class ReadCheck {
  /** The writers every record read goes through. */
  static final KifuFormat[] WRITERS = {
    KifuFormat.KIF, KifuFormat.KI2, KifuFormat.CSA, KifuFormat.JKF, KifuFormat.USI, KifuFormat.SFEN
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
        lost = LossTexts.of(w, g);
        text = w.write(g);
      } catch (KifuWriteException e) {
        continue; // the format cannot hold the record, and says why
      } catch (RuntimeException | Error e) {
        throw new AssertionError(how + ", written as " + f + ": " + e, e);
      }
      ReadResult back;
      try {
        back = Kifu.readText(text, ReadOptions.defaults().withFormat(f)).results().get(0);
      } catch (KifuParseException e) {
        back = ReadResult.failed(e, List.of());
      } catch (RuntimeException | Error e) {
        throw new AssertionError(
            how + ", written as " + f + " and read back: " + e + "\n" + text, e);
      }
      if (back.error().isPresent()) {
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
      if (lost.isEmpty()) {
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
}
