package io.github.shogi4j.kif.archive;

import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.RecordStream;
import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.Enumeration;
import java.util.Iterator;
import java.util.Locale;
import java.util.NoSuchElementException;
import org.apache.commons.compress.archivers.ArchiveEntry;
import org.apache.commons.compress.archivers.ArchiveInputStream;
import org.apache.commons.compress.archivers.sevenz.SevenZArchiveEntry;
import org.apache.commons.compress.archivers.sevenz.SevenZFile;
import org.apache.commons.compress.archivers.tar.TarArchiveInputStream;
import org.apache.commons.compress.archivers.zip.ZipArchiveEntry;
import org.apache.commons.compress.archivers.zip.ZipFile;

/**
 * Opens compressed files and archives, one entry at a time. The only class of the module that names
 * Commons Compress and XZ for Java: without them it fails to load or run, which {@link
 * RecordSources} turns into an error naming the library.
 */
final class Archives {
  private Archives() {}

  /** An open archive: its record entries in order, and what to close. */
  abstract static class Opened implements Iterator<RecordSources.Entry>, Closeable {
    private RecordSources.Entry next;

    /** The next record entry, or null at the end. */
    abstract RecordSources.Entry advance() throws IOException;

    @Override
    public boolean hasNext() {
      if (next == null) {
        try {
          next = advance();
        } catch (IOException e) {
          throw new UncheckedIOException("cannot read the archive", e);
        }
      }
      return next != null;
    }

    @Override
    public RecordSources.Entry next() {
      if (!hasNext()) {
        throw new NoSuchElementException();
      }
      RecordSources.Entry e = next;
      next = null;
      return e;
    }
  }

  /**
   * Opens a compressed file or archive.
   *
   * @throws NoClassDefFoundError when a library is missing
   * @throws UncheckedIOException if it cannot be read
   */
  static Opened open(Path path) {
    String n = path.getFileName().toString().toLowerCase(Locale.ROOT);
    try {
      if (n.endsWith(".tar.gz") || n.endsWith(".tgz")) {
        return tar(path, RecordSources.gunzip(buffered(path)));
      }
      if (n.endsWith(".tar.xz")) {
        return tar(path, xz(path));
      }
      if (n.endsWith(".tar")) {
        return tar(path, buffered(path));
      }
      if (n.endsWith(".zip")) {
        return zip(path);
      }
      if (n.endsWith(".7z")) {
        return sevenZ(path);
      }
    } catch (IOException e) {
      throw new UncheckedIOException("cannot read " + path, e);
    }
    throw new IllegalArgumentException("not an archive: " + path);
  }

  private static InputStream buffered(Path path) throws IOException {
    return RecordSources.buffered(path);
  }

  private static InputStream xz(Path path) throws IOException {
    return XzFiles.open(path);
  }

  /** The name of an entry when it is a record file, else null (folders, other files). */
  private static String recordName(ArchiveEntry e) {
    return e.isDirectory() || KifuFileType.fromFileName(baseName(e.getName())).isEmpty()
        ? null
        : e.getName();
  }

  private static String baseName(String entry) {
    int slash = entry.lastIndexOf('/');
    return slash < 0 ? entry : entry.substring(slash + 1);
  }

  /** An entry read from where the archive's stream stands. */
  private static RecordSources.Entry member(Path archive, String entry, InputStream in) {
    return RecordSources.streamEntry(archive, entry, in);
  }

  private static Opened tar(Path path, InputStream in) {
    TarArchiveInputStream tar = new TarArchiveInputStream(in);
    return stream(path, tar);
  }

  private static Opened stream(Path path, ArchiveInputStream<?> archive) {
    return new Opened() {
      @Override
      RecordSources.Entry advance() throws IOException {
        for (ArchiveEntry e = archive.getNextEntry(); e != null; e = archive.getNextEntry()) {
          String name = recordName(e);
          if (name != null && archive.canReadEntryData(e)) {
            return member(path, name, archive);
          }
        }
        return null;
      }

      @Override
      public void close() throws IOException {
        archive.close();
      }
    };
  }

  private static Opened zip(Path path) throws IOException {
    ZipFile zip = ZipFile.builder().setPath(path).get();
    Enumeration<ZipArchiveEntry> entries = zip.getEntriesInPhysicalOrder();
    return new Opened() {
      @Override
      RecordSources.Entry advance() throws IOException {
        while (entries.hasMoreElements()) {
          ZipArchiveEntry e = entries.nextElement();
          String name = recordName(e);
          if (name != null && zip.canReadEntryData(e)) {
            String source = RecordSources.memberName(path, name);
            return new RecordSources.Entry() {
              @Override
              public String name() {
                return source;
              }

              @Override
              public RecordStream open(ReadOptions options, long maxBytes) throws IOException {
                return Kifu.records(zip.getInputStream(e), baseName(name), options, maxBytes);
              }
            };
          }
        }
        return null;
      }

      @Override
      public void close() throws IOException {
        zip.close();
      }
    };
  }

  private static Opened sevenZ(Path path) throws IOException {
    SevenZFile seven = SevenZFile.builder().setPath(path).get();
    InputStream current =
        new InputStream() {
          @Override
          public int read() throws IOException {
            return seven.read();
          }

          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            return seven.read(b, off, len);
          }
        };
    return new Opened() {
      @Override
      RecordSources.Entry advance() throws IOException {
        for (SevenZArchiveEntry e = seven.getNextEntry(); e != null; e = seven.getNextEntry()) {
          String name = recordName(e);
          if (name != null && e.hasStream()) {
            return member(path, name, current);
          }
        }
        return null;
      }

      @Override
      public void close() throws IOException {
        seven.close();
      }
    };
  }
}
