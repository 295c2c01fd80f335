package io.github.shogi4j.kif;

import com.google.common.base.Preconditions;
import com.google.common.collect.ImmutableList;
import java.io.Closeable;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.util.Iterator;
import java.util.List;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.Spliterator;
import java.util.Spliterators;
import java.util.stream.Stream;
import java.util.stream.StreamSupport;

/**
 * The records of one input read one at a time, in input order: one {@link ReadResult} per record,
 * its problems naming the lines of the whole input (and the source, when known). Only the record
 * being read is held, so a file or stream of any size is read in memory bounded by its largest
 * record ({@link Kifu#MAX_RECORD_CHARS} at most). Obtain one from {@link
 * Kifu#records(java.nio.file.Path)} and close it (try-with-resources): closing closes the input.
 *
 * <pre>{@code
 * try (RecordStream records = Kifu.records(Path.of("games.csa"))) {
 *   for (ReadResult r : records) {
 *     r.recordIfOk().ifPresent(game -> ...);
 *   }
 * }
 * }</pre>
 *
 * <p>Errors: an encoding error in the input (a byte not valid in the encoding detected), a failed
 * read or a record past {@link Kifu#MAX_RECORD_CHARS} end the stream: the first two are thrown by
 * {@link Iterator#hasNext()} as a {@link KifuParseException} (with line and column) or an {@link
 * UncheckedIOException}, the last is the stream's final, failed result. A record that cannot be
 * read is a failed result and reading goes on.
 *
 * <p>Not thread-safe; it can be iterated once.
 */
public final class RecordStream implements Iterable<ReadResult>, Closeable {
  private final Optional<String> source;
  private final KifuFormat format;
  private final Charset charset;
  private final String encodingName;
  private final List<Problem> notes;
  private final Iterator<ReadResult> results;
  private final Closeable input;
  private boolean iterated;

  RecordStream(
      Optional<String> source,
      KifuFormat format,
      Charset charset,
      String encodingName,
      List<Problem> notes,
      Iterator<ReadResult> results,
      Closeable input) {
    this.source = source;
    this.format = format;
    this.charset = charset;
    this.encodingName = encodingName;
    this.notes = ImmutableList.copyOf(notes);
    this.results = results;
    this.input = input;
  }

  /**
   * The file name or other source name, when known.
   *
   * @return the source or empty
   */
  public Optional<String> source() {
    return source;
  }

  /**
   * The format read (detected from the first bytes when not given).
   *
   * @return the format
   */
  public KifuFormat format() {
    return format;
  }

  /**
   * The encoding the input is decoded with (detected from the first bytes when not given: see
   * {@link Kifu#records(java.io.InputStream, ReadOptions)}).
   *
   * @return the charset
   */
  public Charset charset() {
    return charset;
  }

  /**
   * The type of file that holds this format in this encoding ({@link KifuFileType#of}): {@code
   * KIFU} for KIF in UTF-8, whatever the input was named.
   *
   * @return the file type
   */
  public KifuFileType fileType() {
    return KifuFileType.of(format, charset);
  }

  /**
   * The encoding's usual name ({@code Shift_JIS}, {@code UTF-8}, {@code EUC-JP}).
   *
   * @return the name
   */
  public String encodingName() {
    return encodingName;
  }

  /**
   * The results, read as they are asked for. The iterator can be obtained once.
   *
   * @return the iterator
   * @throws IllegalStateException when called a second time
   */
  @Override
  public Iterator<ReadResult> iterator() {
    Preconditions.checkState(!iterated, "a record stream can be iterated once");
    iterated = true;
    return new Iterator<>() {
      @Override
      public boolean hasNext() {
        try {
          return results.hasNext();
        } catch (KifuParseException e) {
          throw source.isPresent() ? e.inFile(source.get()) : e;
        }
      }

      @Override
      public ReadResult next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        return named(results.next());
      }
    };
  }

  /**
   * The results as a sequential stream; closing it closes this.
   *
   * @return the stream
   */
  public Stream<ReadResult> stream() {
    return StreamSupport.stream(
            Spliterators.spliteratorUnknownSize(
                iterator(), Spliterator.ORDERED | Spliterator.NONNULL),
            false)
        .onClose(this::close);
  }

  /**
   * Reads every remaining record into a file value (what {@link Kifu#read} returns) and closes the
   * stream.
   *
   * @return the file: its format, encoding and results
   */
  public KifuFile collect() {
    try {
      ImmutableList<ReadResult> all = ImmutableList.copyOf(iterator());
      return new KifuFile(source, format, charset, encodingName, all);
    } finally {
      close();
    }
  }

  /** Closes the input. */
  @Override
  public void close() {
    try {
      input.close();
    } catch (IOException e) {
      throw new UncheckedIOException("cannot close " + source.orElse("the input"), e);
    }
  }

  /** A result with the input's notes first and every problem naming the source. */
  private ReadResult named(ReadResult r) {
    if (notes.isEmpty() && source.isEmpty()) {
      return r;
    }
    ImmutableList.Builder<Problem> w = ImmutableList.builder();
    for (Problem p : notes) {
      w.add(source.isPresent() ? p.inFile(source.get()) : p);
    }
    for (Problem p : r.warnings()) {
      w.add(source.isPresent() ? p.inFile(source.get()) : p);
    }
    if (r.error().isPresent()) {
      KifuParseException e = r.error().get();
      return ReadResult.failed(source.isPresent() ? e.inFile(source.get()) : e, w.build());
    }
    return ReadResult.of(r.record(), w.build());
  }
}
