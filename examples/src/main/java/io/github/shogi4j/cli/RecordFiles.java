package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordStream;
import io.github.shogi4j.kif.archive.RecordSources;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.kif.validate.RecordValidator;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Reads the game records (棋譜) a command is given, one record at a time: files, archive entries, or
 * standard input for the argument {@code -} (read once, its format told from the content since it
 * has no file name).
 */
final class RecordFiles {
  /** The argument that stands for standard input. */
  static final String STDIN_ARGUMENT = "-";

  /** How standard input is named in answers and errors, as for {@code --positions-file -}. */
  static final String STDIN_NAME = "<stdin>";

  private final InputStream stdin;

  /** The first bytes of standard input, once read (all of it when it is small). */
  private Optional<byte[]> stdinBytes = Optional.empty();

  /**
   * A reader of records.
   *
   * @param stdin standard input, read for the argument {@code -}
   */
  RecordFiles(InputStream stdin) {
    this.stdin = Preconditions.checkNotNull(stdin, "stdin");
  }

  /**
   * Whether an argument stands for standard input.
   *
   * @param file the argument
   * @return true for {@code -}
   */
  static boolean isStdin(Path file) {
    return file.toString().equals(STDIN_ARGUMENT);
  }

  /**
   * How an input is named in answers and errors.
   *
   * @param file the argument
   * @return the path as given, or {@code <stdin>}
   */
  static String name(Path file) {
    return isStdin(file) ? STDIN_NAME : file.toString();
  }

  /**
   * The input of an argument: a record file or standard input (archives are opened by the caller,
   * entry by entry, see {@link #entries}).
   *
   * @param file the file, or {@code -}
   * @return the input
   */
  RecordInput input(Path file) {
    return new RecordInput(
        name(file), file, Optional.of(mode -> openOrParseError(file, mode)), Optional.empty());
  }

  /**
   * The inputs of an archive or compressed file, entry by entry, read in a mode.
   *
   * @param archive the archive
   * @param mode strict or lenient
   * @return the entries; close them
   * @throws InputException if the archive cannot be opened or its library is missing
   */
  RecordSources entries(Path archive, ReadMode mode) {
    try {
      return RecordSources.open(archive, ReadOptions.defaults().withMode(mode));
    } catch (UncheckedIOException e) {
      throw new InputException(
          archive.toString(), "cannot read the archive: " + Errors.ioReason(e), e);
    } catch (UnsupportedOperationException e) {
      throw new InputException(archive.toString(), e.getMessage(), e);
    }
  }

  /**
   * The input of one archive entry, already open.
   *
   * @param archive the archive
   * @param records the entry's records
   * @return the input
   */
  static RecordInput entry(Path archive, RecordStream records) {
    String name = records.source().orElse(archive.toString());
    String inside =
        name.startsWith(archive + "!/") ? name.substring(archive.toString().length() + 2) : name;
    return new RecordInput(name, archive.resolve(inside), Optional.empty(), Optional.of(records));
  }

  /**
   * Whether a file is an archive or compressed file, to be read entry by entry.
   *
   * @param file the file
   * @return true for a regular file named as one
   */
  static boolean isArchive(Path file) {
    return !isStdin(file)
        && file.getFileName() != null
        && RecordSources.isArchive(file.getFileName().toString())
        && Files.isRegularFile(file);
  }

  /**
   * Reads a record file or standard input, detecting format and encoding.
   *
   * @param file the file, or {@code -}
   * @param mode strict or lenient
   * @return the records
   * @throws InputException if the input cannot be read, or its format or encoding not determined
   */
  KifuFile read(Path file, ReadMode mode) {
    try (RecordStream records = open(file, mode)) {
      KifuFile kf = collect(name(file), records);
      List<ReadResult> judged = new ArrayList<>(kf.results().size());
      for (ReadResult r : kf.results()) {
        judged.add(judged(r, mode));
      }
      return new KifuFile(kf.source(), kf.format(), kf.charset(), kf.encodingName(), judged);
    }
  }

  /**
   * A record's reading as every command that reads records judges it, the same as {@code validate}
   * does ({@link #verdict}): a record that breaks the rules in strict mode becomes a failed reading
   * with its first error; the warnings are those of the verdict.
   *
   * @param r the reading of the record
   * @param mode how it was read
   * @return the judged reading
   */
  static ReadResult judged(ReadResult r, ReadMode mode) {
    Verdict v = verdict(r, mode);
    if (r.error().isPresent()) {
      return ReadResult.failed(r.error().get(), v.warnings());
    }
    if (!v.errors().isEmpty()) {
      return ReadResult.failed(new KifuParseException(v.errors().get(0)), v.warnings());
    }
    return ReadResult.of(r.record(), v.warnings());
  }

  /**
   * The problems of one record, each list in line order (problems without a line last): the
   * reader's error or, for a record read, what {@link RecordValidator} finds against the rules (a
   * 詰み, 千日手 or 入玉勝ち that the position denies, in a variation too), and the warnings of both.
   * Strictly, the validator's errors are errors; leniently they are accepted as warnings, as a
   * lenient reading accepts what the format does not allow.
   *
   * @param r the reading of the record
   * @param mode how it was read
   * @return the errors (empty for a valid record) and the warnings
   */
  static Verdict verdict(ReadResult r, ReadMode mode) {
    List<Problem> errors = new ArrayList<>();
    List<Problem> warnings = new ArrayList<>(r.warnings());
    if (r.error().isPresent()) {
      errors.add(r.error().get().problem());
    } else {
      for (Problem p : RecordValidator.validate(r.record())) {
        if (p.severity() == Problem.Severity.WARNING) {
          warnings.add(p);
        } else if (mode == ReadMode.STRICT) {
          errors.add(p);
        } else {
          warnings.add(
              new Problem(
                  Problem.Severity.WARNING,
                  p.file(),
                  p.line(),
                  p.column(),
                  p.moveNumber(),
                  p.rule(),
                  p.message()));
        }
      }
    }
    errors.sort(IN_LINE_ORDER);
    warnings.sort(IN_LINE_ORDER);
    return new Verdict(List.copyOf(errors), List.copyOf(warnings));
  }

  /** Problems by line, then column; those without a line after, in the order found. */
  private static final Comparator<Problem> IN_LINE_ORDER =
      Comparator.comparingInt((Problem p) -> p.line().orElse(Integer.MAX_VALUE))
          .thenComparingInt(p -> p.column().orElse(Integer.MAX_VALUE));

  /**
   * The judgement on one record: the problems that make it invalid, and the warnings.
   *
   * @param errors the errors, in line order; empty for a valid record
   * @param warnings the warnings, in line order
   */
  record Verdict(List<Problem> errors, List<Problem> warnings) {}

  /**
   * The records of a file or standard input, one at a time (standard input is read once; when it
   * holds no more than {@link Kifu#DETECTION_PREFIX} bytes they are kept, so that it can be read
   * again).
   *
   * @param file the file, or {@code -}
   * @param mode strict or lenient
   * @return the records; close them
   * @throws InputException if the input cannot be read, or its format or encoding not determined
   */
  RecordStream open(Path file, ReadMode mode) {
    try {
      return openOrParseError(file, mode);
    } catch (KifuParseException e) {
      throw new InputException(name(file), RecordsCommand.describe(e.problem()), e);
    }
  }

  /** All the records of a stream, its reading errors as {@link InputException}s. */
  static KifuFile collect(String name, RecordStream records) {
    try {
      return records.collect();
    } catch (KifuParseException e) {
      throw new InputException(name, RecordsCommand.describe(e.problem()), e);
    } catch (UncheckedIOException e) {
      throw new InputException(name, "cannot read the file: " + Errors.ioReason(e), e);
    }
  }

  /**
   * {@link #open}, leaving an error in the format or encoding to the caller.
   *
   * @param file the file, or {@code -}
   * @param mode strict or lenient
   * @return the records; close them
   * @throws InputException if the input cannot be read
   * @throws KifuParseException if its format or encoding cannot be determined
   */
  RecordStream openOrParseError(Path file, ReadMode mode) {
    ReadOptions options = ReadOptions.defaults().withMode(mode);
    try {
      if (isStdin(file)) {
        ReadOptions o = options.withSource(STDIN_NAME);
        byte[] head = stdinHead();
        checkFormatKnown(head);
        if (head.length <= Kifu.DETECTION_PREFIX) {
          return Kifu.records(new ByteArrayInputStream(head), o);
        }
        Preconditions.checkState(!stdinTaken, "standard input was read already");
        stdinTaken = true;
        return Kifu.records(new SequenceInputStream(new ByteArrayInputStream(head), stdin), o);
      }
      return Kifu.records(file, options);
    } catch (UncheckedIOException e) {
      throw new InputException(name(file), "cannot read the file: " + Errors.ioReason(e), e);
    } catch (UnsupportedOperationException e) {
      // A format whose reader the kif module does not have yet (its message names the format).
      throw new InputException(name(file), "cannot read this record: " + e.getMessage(), e);
    }
  }

  /**
   * A record's reading error in one line; after a strict reading that a lenient one accepts, with
   * the hint that {@code --lenient} reads it. The lenient reading is done once an input, at its
   * first failed record (records are split the same way in either mode, so the k-th record of one
   * is the k-th of the other), and only for an input that can be read again.
   *
   * @param input the input
   * @param mode how it was read
   * @param index the 0-based number of the failed record
   * @param error the record's error
   * @return for example {@code "line 4, column 4, move 3: SYNTAX: ... (--lenient reads it, with
   *     warnings)"}
   */
  String failure(RecordInput input, ReadMode mode, int index, KifuParseException error) {
    String why = RecordsCommand.describe(error.problem());
    if (mode != ReadMode.STRICT || !input.canReread()) {
      return why;
    }
    if (lenientOf == null || !lenientOf.equals(input.name())) {
      lenientOf = input.name();
      lenientOk = new BitSet();
      try (RecordStream lenient = input.open(ReadMode.LENIENT)) {
        int i = 0;
        for (ReadResult r : lenient) {
          lenientOk.set(i++, judged(r, ReadMode.LENIENT).isOk());
        }
      } catch (RuntimeException e) {
        // Not read leniently either: the strict reason is the whole answer.
      }
    }
    return lenientOk.get(index) ? why + " (--lenient reads it, with warnings)" : why;
  }

  /** The input whose lenient reading {@link #lenientOk} holds, or null. */
  private String lenientOf;

  /** Which records of that input a lenient reading reads. */
  private BitSet lenientOk;

  /** Whether standard input past its first bytes was handed to a stream (read once). */
  private boolean stdinTaken;

  /** The first {@link Kifu#DETECTION_PREFIX} + 1 bytes of standard input, read once. */
  private byte[] stdinHead() {
    if (stdinBytes.isEmpty()) {
      try {
        stdinBytes = Optional.of(stdin.readNBytes(Kifu.DETECTION_PREFIX + 1));
      } catch (IOException e) {
        throw new InputException(
            STDIN_NAME, "cannot read standard input: " + Errors.ioReason(e), e);
      }
    }
    return stdinBytes.get();
  }

  /** Standard input has no file name: its format must show in its content. */
  private static void checkFormatKnown(byte[] bytes) {
    String text;
    try {
      text = EncodingDetector.decode(bytes, StandardCharsets.UTF_8).text();
    } catch (KifuParseException e) {
      return; // an encoding problem: the reading reports it, with its line
    }
    if (text.isBlank()) {
      throw new InputException(STDIN_NAME, "standard input is empty: no record to read");
    }
    if (Kifu.detectFormat(text).isEmpty()) {
      throw new InputException(
          STDIN_NAME,
          "cannot tell the record format from the content "
              + "(standard input has no file name to go by): KIF, KI2, CSA, JKF, SFEN or USI "
              + "expected");
    }
  }
}
