package io.github.shogi4j.cli;

import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.RecordStream;
import java.nio.file.Path;
import java.util.Optional;
import java.util.function.Function;

/**
 * One input of a record command: a record file, standard input, or an entry of an archive ({@code
 * games.7z!/2024/a.csa}), opened as a stream of records.
 *
 * @param name how the input is named in answers and errors
 * @param path where the input is: the file, {@code -}, or for an entry the archive's path with the
 *     entry's below it (what output names are made from)
 * @param opener the records in a mode; empty for an entry, which is read once, as opened
 * @param opened an entry's records, already open
 */
record RecordInput(
    String name,
    Path path,
    Optional<Function<ReadMode, RecordStream>> opener,
    Optional<RecordStream> opened) {

  /**
   * The records.
   *
   * @param mode the mode (an entry's was set when its archive was opened)
   * @return the stream; close it
   */
  RecordStream open(ReadMode mode) {
    return opened.orElseGet(() -> opener.orElseThrow().apply(mode));
  }

  /**
   * Whether the input can be read a second time (to tell whether --lenient reads a record).
   *
   * @return true for files and for standard input kept in memory
   */
  boolean canReread() {
    return opener.isPresent();
  }
}
