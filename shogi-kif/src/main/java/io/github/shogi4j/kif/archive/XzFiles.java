package io.github.shogi4j.kif.archive;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import org.tukaani.xz.XZInputStream;

/** Opens {@code .xz} files: the only class that needs XZ for Java alone. */
final class XzFiles {
  private XzFiles() {}

  /** The decompressed bytes of an {@code .xz} file. */
  static InputStream open(Path path) throws IOException {
    InputStream raw = RecordSources.buffered(path);
    try {
      return new XZInputStream(raw);
    } catch (IOException | RuntimeException | Error e) {
      raw.close();
      throw e;
    }
  }
}
