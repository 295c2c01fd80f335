package io.github.shogi4j.kif.archive;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.RecordStream;
import java.io.Closeable;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.NoSuchElementException;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import java.util.zip.GZIPInputStream;

/**
 * The record inputs of a path, one {@link RecordStream} after another: a record file; a folder (its
 * record files and archives, below it at any depth, in path order); a compressed record file
 * ({@code games.csa.gz}, {@code games.csa.xz}); an archive ({@code .zip}, {@code .7z}, {@code
 * .tar}, {@code .tar.gz}, {@code .tgz}, {@code .tar.xz}), its entries in archive order. Files and
 * entries count as records by their name's extension ({@link KifuFileType#fromFileName}), as a
 * folder's files do: others (a {@code README.txt}) are passed over, and so are folders' entries. An
 * entry's source is named {@code archive.7z!/path/in/archive.csa} (a compressed file's {@code
 * games.csa.gz!/games.csa}), and so are the problems of its records.
 *
 * <p>Limits: an entry or compressed file is read up to {@link #MAX_ENTRY_BYTES} decompressed bytes,
 * each of its records up to {@link Kifu#MAX_RECORD_CHARS} characters; past either the entry's
 * reading ends with a located error (a zip bomb is refused there, not decompressed to its end).
 * Archives are read one entry at a time: memory holds one record.
 *
 * <p>Libraries: {@code .gz} needs nothing more; {@code .xz} needs XZ for Java ({@code
 * org.tukaani:xz}); {@code .zip}, {@code .tar} (plain or compressed) need Apache Commons Compress
 * ({@code org.apache.commons:commons-compress}), {@code .7z} both. They are optional dependencies
 * of this module: opening such a source without them throws an {@link
 * UnsupportedOperationException} naming the library to add.
 *
 * <p>Use: iterate once, and read (or abandon) each stream before asking for the next (the next one
 * closes it); close this when done (try-with-resources). Not thread-safe.
 */
public final class RecordSources implements Iterable<RecordStream>, Closeable {
  /** The most bytes an archive entry or compressed file is decompressed to (4 GiB). */
  public static final long MAX_ENTRY_BYTES = 4L << 30;

  /** The extensions of compressed files and archives this class opens, lower case. */
  private static final List<String> ARCHIVES =
      List.of(".tar.gz", ".tgz", ".tar.xz", ".tar", ".zip", ".7z", ".gz", ".xz");

  private final Deque<Iterator<Entry>> sources = new ArrayDeque<>();
  private final ReadOptions options;
  private final long maxEntryBytes;
  private final Deque<Closeable> open = new ArrayDeque<>();
  private RecordStream current;
  private boolean iterated;

  /** An input waiting to be opened: its name and how to open it. */
  interface Entry {
    /** The source name. */
    String name();

    /** An archive file of a folder, to be opened as a source of its own. */
    default Optional<Path> archive() {
      return Optional.empty();
    }

    /** The entry's records (for an archive: read from where the archive stands). */
    RecordStream open(ReadOptions options, long maxBytes) throws IOException;
  }

  private RecordSources(ReadOptions options, long maxEntryBytes) {
    this.options = options;
    this.maxEntryBytes = maxEntryBytes;
  }

  /**
   * Whether a file name is a compressed file or archive this class opens, by extension.
   *
   * @param fileName the name
   * @return true for {@code .gz .xz .7z .zip .tar .tgz} (and {@code .tar.gz}, {@code .tar.xz})
   */
  public static boolean isArchive(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    return ARCHIVES.stream().anyMatch(n::endsWith);
  }

  /**
   * The record inputs of a path (see the class comment).
   *
   * @param path a record file, a folder, a compressed file or an archive
   * @param options mode, and encoding or format when they should not be detected (the source name
   *     is each input's own)
   * @return the inputs; close it
   * @throws UncheckedIOException if the path cannot be read
   * @throws UnsupportedOperationException if an archive's library is missing
   */
  public static RecordSources open(Path path, ReadOptions options) {
    return open(path, options, MAX_ENTRY_BYTES);
  }

  /**
   * {@link #open(Path, ReadOptions)} with another limit on what one entry decompresses to.
   *
   * @param path a record file, a folder, a compressed file or an archive
   * @param options mode, encoding or format
   * @param maxEntryBytes the most bytes an entry is decompressed to, more than {@link
   *     Kifu#DETECTION_PREFIX}
   * @return the inputs; close it
   * @throws UncheckedIOException if the path cannot be read
   * @throws UnsupportedOperationException if an archive's library is missing
   */
  public static RecordSources open(Path path, ReadOptions options, long maxEntryBytes) {
    Preconditions.checkNotNull(path, "path");
    Preconditions.checkNotNull(options, "options");
    Preconditions.checkArgument(
        maxEntryBytes > Kifu.DETECTION_PREFIX,
        "maxEntryBytes %s is not more than %s",
        maxEntryBytes,
        Kifu.DETECTION_PREFIX);
    RecordSources s = new RecordSources(options, maxEntryBytes);
    s.sources.push(s.entriesOf(path));
    return s;
  }

  /**
   * The files of a folder that this class reads, in the order it reads them: its record files and
   * archives at any depth, sorted by path. A job that spreads a folder's files over workers lists
   * them with this.
   *
   * @param folder the folder
   * @return the files
   * @throws UncheckedIOException if the folder cannot be listed
   */
  public static List<Path> files(Path folder) {
    Preconditions.checkNotNull(folder, "folder");
    try (Stream<Path> walk = Files.walk(folder)) {
      return walk.filter(Files::isRegularFile)
          .filter(f -> isRecordOrArchive(f))
          .sorted()
          .collect(Collectors.toList());
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read the folder " + folder, e);
    } catch (UncheckedIOException e) {
      throw new UncheckedIOException("cannot read the folder " + folder, e.getCause());
    }
  }

  /** The inputs below a path: itself, a folder's files, an archive's entries. */
  private Iterator<Entry> entriesOf(Path path) {
    if (Files.isDirectory(path)) {
      return files(path).stream()
          .map(f -> isArchive(f.getFileName().toString()) ? archiveEntry(f) : fileEntry(f))
          .iterator();
    }
    if (!isArchive(path.getFileName().toString())) {
      return List.of(fileEntry(path)).iterator();
    }
    String n = path.getFileName().toString().toLowerCase(Locale.ROOT);
    try {
      if (!n.endsWith(".tar.gz")
          && !n.endsWith(".tar.xz")
          && (n.endsWith(".gz") || n.endsWith(".xz"))) {
        // a compressed record file: one entry, named after the file without .gz or .xz
        InputStream in = n.endsWith(".gz") ? gunzip(buffered(path)) : XzFiles.open(path);
        open.push(in);
        String inner = innerName(path.getFileName().toString()).orElseThrow();
        return List.of(streamEntry(path, inner, in)).iterator();
      }
      Archives.Opened opened = Archives.open(path);
      open.push(opened);
      return opened;
    } catch (NoClassDefFoundError e) {
      throw missingLibrary(path, e);
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path, e);
    }
  }

  /** The error for an archive whose library is not on the class path, naming the library. */
  private static UnsupportedOperationException missingLibrary(Path path, Throwable cause) {
    String n = path.getFileName().toString().toLowerCase(Locale.ROOT);
    String compress = "Apache Commons Compress (org.apache.commons:commons-compress)";
    String xz = "XZ for Java (org.tukaani:xz)";
    String needs =
        n.endsWith(".7z") || n.endsWith(".tar.xz")
            ? compress + " and " + xz
            : n.endsWith(".xz") ? xz : compress;
    return new UnsupportedOperationException(
        "reading "
            + path
            + " needs "
            + needs
            + " on the class path (optional dependencies of shogi-kif)",
        cause);
  }

  private static boolean isRecordOrArchive(Path f) {
    String n = f.getFileName().toString();
    return KifuFileType.fromFileName(n).isPresent() || isArchive(n);
  }

  /** A record file. */
  private static Entry fileEntry(Path file) {
    return new Entry() {
      @Override
      public String name() {
        return file.toString();
      }

      @Override
      public RecordStream open(ReadOptions o, long maxBytes) {
        return Kifu.records(file, o);
      }
    };
  }

  /** An archive found in a folder. */
  private static Entry archiveEntry(Path file) {
    return new Entry() {
      @Override
      public String name() {
        return file.toString();
      }

      @Override
      public Optional<Path> archive() {
        return Optional.of(file);
      }

      @Override
      public RecordStream open(ReadOptions o, long maxBytes) {
        throw new IllegalStateException("an archive is opened as a source");
      }
    };
  }

  /**
   * The record streams, one an input, opened as they are asked for; asking for the next closes the
   * one before.
   *
   * @return the iterator (once)
   * @throws IllegalStateException when called a second time
   */
  @Override
  public Iterator<RecordStream> iterator() {
    Preconditions.checkState(!iterated, "record sources can be iterated once");
    iterated = true;
    return new Iterator<>() {
      private Entry next;

      @Override
      public boolean hasNext() {
        while (next == null && !sources.isEmpty()) {
          Iterator<Entry> top = sources.peek();
          if (!top.hasNext()) {
            sources.pop();
            continue;
          }
          Entry e = top.next();
          if (e.archive().isPresent()) {
            sources.push(entriesOf(e.archive().get()));
            continue;
          }
          next = e;
        }
        return next != null;
      }

      @Override
      public RecordStream next() {
        if (!hasNext()) {
          throw new NoSuchElementException();
        }
        closeCurrent();
        Entry e = next;
        next = null;
        ReadOptions o = options.source().isPresent() ? options : options.withSource(e.name());
        try {
          current = e.open(o, maxEntryBytes);
        } catch (IOException x) {
          throw new UncheckedIOException("cannot read " + e.name(), x);
        }
        return current;
      }
    };
  }

  private void closeCurrent() {
    if (current != null) {
      RecordStream c = current;
      current = null;
      c.close();
    }
  }

  /**
   * The record streams as a stream (sequential); closing it closes this.
   *
   * @return the stream
   */
  public Stream<RecordStream> stream() {
    return java.util.stream.StreamSupport.stream(
            java.util.Spliterators.spliteratorUnknownSize(
                iterator(), java.util.Spliterator.ORDERED | java.util.Spliterator.NONNULL),
            false)
        .onClose(this::close);
  }

  /** Closes the stream being read and every archive open. */
  @Override
  public void close() {
    closeCurrent();
    IOException failure = null;
    while (!open.isEmpty()) {
      try {
        open.pop().close();
      } catch (IOException e) {
        failure = e;
      }
    }
    if (failure != null) {
      throw new UncheckedIOException("cannot close an archive", failure);
    }
  }

  /** An entry's bytes without closing the archive when the record stream is closed. */
  static final class Unclosed extends FilterInputStream {
    Unclosed(InputStream in) {
      super(in);
    }

    @Override
    public void close() {
      // the archive stays open for its next entry
    }
  }

  /** The source name of an archive's entry: {@code archive.7z!/path/in/archive.csa}. */
  static String memberName(Path archive, String entry) {
    return archive + "!/" + entry;
  }

  /** The name inside a compressed file: its own without {@code .gz} or {@code .xz}. */
  static Optional<String> innerName(String fileName) {
    String n = fileName.toLowerCase(Locale.ROOT);
    if (n.endsWith(".gz") || n.endsWith(".xz")) {
      return Optional.of(fileName.substring(0, fileName.length() - 3));
    }
    return Optional.empty();
  }

  /** An entry read from where an archive's (or a compressed file's) stream stands. */
  static Entry streamEntry(Path archive, String entry, InputStream in) {
    String name = memberName(archive, entry);
    String base = entry.substring(entry.lastIndexOf('/') + 1);
    return new Entry() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public RecordStream open(ReadOptions options, long maxBytes) {
        return Kifu.records(new Unclosed(in), base, options, maxBytes);
      }
    };
  }

  static InputStream buffered(Path path) throws IOException {
    return new java.io.BufferedInputStream(Files.newInputStream(path), 1 << 16);
  }

  static GZIPInputStream gunzip(InputStream in) throws IOException {
    return new GZIPInputStream(in, 1 << 16);
  }
}
