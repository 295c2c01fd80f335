package io.github.shogi4j.kif.internal;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.ProblemRule;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;

/**
 * The records of a text read one at a time: lines are read from a {@link Reader} (ends LF, CRLF or
 * CR), handed to the format's {@link RecordSplitter}, and kept only until the record they belong to
 * is read by {@link RecordFormat#readRecord}. What is held at any time is one record's text (and
 * the lines a splitter has not decided on yet), never the input.
 *
 * <p>A record's text may hold at most {@link Kifu#MAX_RECORD_CHARS} characters; a longer one (or a
 * longer line) is a failed result located at the line that went past the limit, and the input is
 * read no further.
 *
 * <p>Not thread-safe; the caller closes the reader.
 */
public final class RecordTexts implements Iterator<ReadResult> {
  private static final int KEEP_CAPACITY = 1 << 20;

  private final RecordFormat format;
  private final ReadOptions options;
  private final Reader in;
  private final RecordSplitter splitter;
  private final int maxChars;
  private final char[] buf = new char[8192];
  private int pos;
  private int limit;
  private boolean eof;
  private final StringBuilder line = new StringBuilder();

  /** The lines read and not yet given to a record, with their line ends. */
  private StringBuilder chunk = new StringBuilder();

  /** Where each line of {@link #chunk} starts in it. */
  private int[] offsets = new int[64];

  private int buffered;

  /** The index (from 0) of the first line in {@link #chunk}. */
  private int chunkFirst;

  /** The index of the next line to read. */
  private int index;

  private int produced;
  private boolean done;
  private final ArrayDeque<ReadResult> ready = new ArrayDeque<>(2);

  /**
   * The records of a character stream, read as they are asked for.
   *
   * @param format the format of the records
   * @param in the text; the caller closes it
   * @param options mode and source name
   */
  public RecordTexts(RecordFormat format, Reader in, ReadOptions options) {
    this(format, in, options, Kifu.MAX_RECORD_CHARS);
  }

  /**
   * Every record of a text in memory, read at once.
   *
   * @param format the format of the records
   * @param text the text
   * @param options mode and source name
   * @return the results in text order
   */
  public static List<ReadResult> readAll(RecordFormat format, String text, ReadOptions options) {
    Preconditions.checkNotNull(text, "text");
    Preconditions.checkNotNull(options, "options");
    return ImmutableList.copyOf(new RecordTexts(format, text, options));
  }

  /**
   * The records of a text in memory: one record's text without a copy when the splitter's quick
   * test says the text cannot hold more ({@link RecordSplitter#maySplit}), else line by line.
   */
  private RecordTexts(RecordFormat format, String text, ReadOptions options) {
    this(format, new java.io.StringReader(text), options, Kifu.MAX_RECORD_CHARS);
    if (text.length() <= maxChars && !splitter.maySplit(text)) {
      done = true;
      emit(text, true);
      chunk = null;
    }
  }

  /**
   * The records of a character stream with a smaller limit on a record's length than {@link
   * Kifu#MAX_RECORD_CHARS} (for tests of the limit).
   *
   * @param format the format of the records
   * @param in the text; the caller closes it
   * @param options mode and source name
   * @param maxChars the most characters a record may hold
   */
  public RecordTexts(RecordFormat format, Reader in, ReadOptions options, int maxChars) {
    this.format = Preconditions.checkNotNull(format, "format");
    this.in = Preconditions.checkNotNull(in, "in");
    this.options = Preconditions.checkNotNull(options, "options");
    this.splitter = format.newSplitter();
    this.maxChars = maxChars;
  }

  @Override
  public boolean hasNext() {
    while (ready.isEmpty() && !done) {
      advance();
    }
    return !ready.isEmpty();
  }

  @Override
  public ReadResult next() {
    if (!hasNext()) {
      throw new NoSuchElementException();
    }
    return ready.remove();
  }

  /** Reads one line and gives the records it completes to the format. */
  private void advance() {
    int end = readLine();
    if (end == -1) {
      done = true;
      emit(chunk.toString(), true);
      chunk = null;
      return;
    }
    if (end == -2) {
      done = true;
      ready.add(
          ReadResult.failed(
              new KifuParseException(
                  index + 1,
                  1,
                  ProblemRule.SYNTAX,
                  "the record starting at line "
                      + (chunkFirst + 1)
                      + " is longer than "
                      + maxChars
                      + " characters (Kifu.MAX_RECORD_CHARS): the input is read no further"),
              List.of()));
      chunk = null;
      return;
    }
    if (buffered == offsets.length) {
      offsets = Arrays.copyOf(offsets, 2 * offsets.length);
    }
    offsets[buffered++] = chunk.length();
    String text = line.toString();
    chunk.append(line);
    chunk.append(buf, end, pos - end); // the line end, still in the buffer
    int next = splitter.next(text, index);
    index++;
    if (next >= 0) {
      cut(next);
    }
  }

  /** Gives the lines before line {@code next} to a record; the rest open the next one. */
  private void cut(int next) {
    int k = next - chunkFirst;
    if (k <= 0 || k > buffered) {
      throw new IllegalStateException("splitter went back to line " + next);
    }
    int at = k == buffered ? chunk.length() : offsets[k];
    String text = chunk.substring(0, at);
    if (k == buffered) {
      if (chunk.capacity() > KEEP_CAPACITY) {
        chunk = new StringBuilder(); // do not keep the largest record's room for ever
      } else {
        chunk.setLength(0);
      }
      buffered = 0;
    } else {
      chunk = new StringBuilder(chunk.substring(at));
      for (int i = k; i < buffered; i++) {
        offsets[i - k] = offsets[i] - at;
      }
      buffered -= k;
    }
    int first = chunkFirst;
    chunkFirst = next;
    emit(text, first, false);
  }

  private void emit(String text, boolean last) {
    emit(text, chunkFirst, last);
  }

  private void emit(String text, int first, boolean last) {
    Optional<ReadResult> r = format.readRecord(text, first + 1, last && produced == 0, options);
    if (r.isPresent()) {
      produced++;
      ready.add(r.get());
    }
  }

  /**
   * Reads the next line into {@link #line}, leaving {@link #pos} after its line end.
   *
   * @return where the line end starts in {@link #buf}, -1 at the end of the input, -2 when the
   *     record would grow past the limit
   */
  private int readLine() {
    line.setLength(0);
    int room = maxChars - chunk.length();
    while (true) {
      if (pos == limit && !fill()) {
        if (line.length() == 0) {
          return -1;
        }
        return pos; // a last line without a line end
      }
      int start = pos;
      int i = start;
      while (i < limit && buf[i] != '\n' && buf[i] != '\r') {
        i++;
      }
      if (line.length() + (i - start) > room) {
        return -2;
      }
      line.append(buf, start, i - start);
      if (i < limit) {
        if (buf[i] == '\r') {
          if (i + 1 == limit) {
            // CR at the buffer's end: move it to the front and look at the next character
            buf[0] = '\r';
            pos = 0;
            limit = 1;
            fill();
            i = 0;
          }
          pos = i + 1 < limit && buf[i + 1] == '\n' ? i + 2 : i + 1;
        } else {
          pos = i + 1;
        }
        if (line.length() + (pos - i) > room) {
          return -2;
        }
        return i;
      }
      pos = limit;
    }
  }

  /** Reads more characters after those in the buffer from {@link #limit}; false at the end. */
  private boolean fill() {
    if (eof) {
      return false;
    }
    if (pos == limit) {
      pos = 0;
      limit = 0;
    }
    try {
      int n = in.read(buf, limit, buf.length - limit);
      if (n < 0) {
        eof = true;
        return false;
      }
      limit += n;
      return true;
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the input", e);
    }
  }
}
