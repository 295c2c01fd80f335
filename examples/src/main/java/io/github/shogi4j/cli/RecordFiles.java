package io.github.shogi4j.cli;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadOptions;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import io.github.shogi4j.kif.validate.RecordValidator;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Reads the game records (棋譜) a command is given: files, or standard input for the argument
 * {@code -} (read once, its format told from the content since it has no file name).
 */
final class RecordFiles {
  /** The argument that stands for standard input. */
  static final String STDIN_ARGUMENT = "-";
  /** How standard input is named in answers and errors, as for {@code --positions-file -}. */
  static final String STDIN_NAME = "<stdin>";

  private final InputStream stdin;
  /** Standard input's contents, once read. */
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
   * Reads a record file or standard input, detecting format and encoding.
   *
   * @param file the file, or {@code -}
   * @param mode strict or lenient
   * @return the records
   * @throws InputException if the input cannot be read, or its format or encoding not determined
   */
  KifuFile read(Path file, ReadMode mode) {
    try {
      return readOrParseError(file, mode);
    } catch (KifuParseException e) {
      throw new InputException(name(file), RecordsCommand.describe(e.problem()), e);
    }
  }

  /**
   * Reads a record file or standard input, detecting format and encoding, and judges each record
   * read as {@link #verdict} does, leaving a record that cannot be parsed, or that breaks the rules
   * in strict mode, to the caller: every command that reads records comes to the same judgement
   * as {@code validate}.
   *
   * @param file the file, or {@code -}
   * @param mode strict or lenient
   * @return the records
   * @throws InputException if the input cannot be read, its format has no reader yet, or (standard
   *     input) its format cannot be told from the content
   * @throws KifuParseException if the format or encoding of a file cannot be determined
   */
  KifuFile readOrParseError(Path file, ReadMode mode) {
    KifuFile kf = readUnjudged(file, mode);
    List<ReadResult> judged = new ArrayList<>(kf.results().size());
    for (ReadResult r : kf.results()) {
      Verdict v = verdict(r, mode);
      if (r.error().isPresent()) {
        judged.add(ReadResult.failed(r.error().get(), v.warnings()));
      } else if (!v.errors().isEmpty()) {
        judged.add(ReadResult.failed(new KifuParseException(v.errors().get(0)), v.warnings()));
      } else {
        judged.add(ReadResult.of(r.record(), v.warnings()));
      }
    }
    return new KifuFile(kf.source(), kf.format(), kf.charset(), kf.encodingName(), judged);
  }

  /**
   * Reads as {@link #readOrParseError} without judging the records against the rules.
   *
   * @param file the file, or {@code -}
   * @param mode strict or lenient
   * @return the records as the readers gave them
   * @throws InputException as {@link #readOrParseError}
   * @throws KifuParseException as {@link #readOrParseError}
   */
  KifuFile readUnjudged(Path file, ReadMode mode) {
    ReadOptions options = ReadOptions.defaults().withMode(mode);
    try {
      if (isStdin(file)) {
        byte[] bytes = stdinBytes();
        checkFormatKnown(bytes);
        return Kifu.read(bytes, options.withSource(STDIN_NAME));
      }
      return Kifu.read(file, options);
    } catch (UncheckedIOException e) {
      throw new InputException(name(file), "cannot read the file: " + Errors.ioReason(e), e);
    } catch (UnsupportedOperationException e) {
      // A format whose reader the kif module does not have yet (its message names the format).
      throw new InputException(name(file), "cannot read this record: " + e.getMessage(), e);
    }
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
          warnings.add(new Problem(Problem.Severity.WARNING, p.file(), p.line(), p.column(),
              p.moveNumber(), p.rule(), p.message()));
        }
      }
    }
    errors.sort(IN_LINE_ORDER);
    warnings.sort(IN_LINE_ORDER);
    return new Verdict(List.copyOf(errors), List.copyOf(warnings));
  }

  /** Problems by line, then column; those without a line after, in the order found. */
  private static final Comparator<Problem> IN_LINE_ORDER = Comparator
      .comparingInt((Problem p) -> p.line().orElse(Integer.MAX_VALUE))
      .thenComparingInt(p -> p.column().orElse(Integer.MAX_VALUE));

  /**
   * The judgement on one record: the problems that make it invalid, and the warnings.
   *
   * @param errors the errors, in line order; empty for a valid record
   * @param warnings the warnings, in line order
   */
  record Verdict(List<Problem> errors, List<Problem> warnings) {}

  /**
   * A record's reading error in one line; after a strict reading that a lenient one accepts, with
   * the hint that {@code --lenient} reads it.
   *
   * @param file the file, or {@code -}
   * @param mode how it was read
   * @param records how many records the reading found
   * @param index the 0-based number of the failed record
   * @param error the record's error
   * @return for example {@code "line 4, column 4, move 3: SYNTAX: ... (--lenient reads it, with
   *     warnings)"}
   */
  String failure(Path file, ReadMode mode, int records, int index, KifuParseException error) {
    String why = RecordsCommand.describe(error.problem());
    if (mode != ReadMode.STRICT) {
      return why;
    }
    try {
      KifuFile lenient = readOrParseError(file, ReadMode.LENIENT);
      if (lenient.results().size() == records && lenient.results().get(index).error().isEmpty()) {
        return why + " (--lenient reads it, with warnings)";
      }
    } catch (RuntimeException e) {
      // Not read leniently either: the strict reason is the whole answer.
    }
    return why;
  }

  /**
   * The error of one record of a reading, as {@link #failure}.
   *
   * @param file the file, or {@code -}
   * @param mode how it was read
   * @param kf the reading
   * @param index the 0-based number of the record
   * @return the reason, one line, or empty when the record was read
   */
  Optional<String> failure(Path file, ReadMode mode, KifuFile kf, int index) {
    ReadResult r = kf.results().get(index);
    return r.error().map(e -> failure(file, mode, kf.results().size(), index, e));
  }

  private byte[] stdinBytes() {
    if (stdinBytes.isEmpty()) {
      try {
        byte[] bytes = stdin.readNBytes(Kifu.MAX_INPUT_BYTES + 1);
        if (bytes.length > Kifu.MAX_INPUT_BYTES) {
          throw new InputException(STDIN_NAME, "more than " + (Kifu.MAX_INPUT_BYTES >> 20)
              + " MiB: too large for a record");
        }
        stdinBytes = Optional.of(bytes);
      } catch (IOException e) {
        throw new InputException(STDIN_NAME, "cannot read standard input: " + Errors.ioReason(e), e);
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
      throw new InputException(STDIN_NAME, "cannot tell the record format from the content "
          + "(standard input has no file name to go by): KIF, KI2, CSA, JKF, SFEN or USI "
          + "expected");
    }
  }
}
