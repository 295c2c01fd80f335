package io.github.shogi4j.cli;

import io.github.shogi4j.cli.json.Json;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.RecordStream;
import io.github.shogi4j.kif.archive.RecordSources;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import java.util.stream.Stream;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.ParameterException;

/**
 * The frame of every command that reads game records (棋譜) from files and folders: it expands
 * folders into the record files below them (by extension, in name order), asks the subclass for the
 * answers of each file and prints them as text or JSON Lines. A file that cannot be answered gets
 * {@code {"file": f, "error": why}} in its place (text mode: a one-line error on standard error),
 * the other files are still answered, and the exit code is then 1: whatever answering one file
 * throws, and a broken symbolic link in a folder, is reported so. A progress bar shows on a
 * terminal when there are many files. Records are read and answered one at a time, so an input of
 * any size (standard input, a file of many records) is answered as it is read. An archive or
 * compressed file ({@code .zip .7z .tar .tar.gz .tgz .tar.xz .gz .xz}), given or found in a folder,
 * is answered entry by entry, each entry named {@code archive!/path/in/archive.csa}. The argument
 * {@code -} reads standard input (named {@code <stdin>} in the answers), its format told from the
 * content. Records are read strictly unless {@code --lenient} is given.
 */
public abstract class RecordsCommand extends CliCommand {
  @Mixin ReadModeOptions readModeOptions;

  private int exit = Errors.OK;
  private RecordFiles records = new RecordFiles(System.in);

  /** The answers made by {@link #failedRecord}, told apart by identity. */
  private final Set<Answer> failed = Collections.newSetFromMap(new IdentityHashMap<>());

  /** Creates the command; picocli fills in the options. */
  protected RecordsCommand() {}

  /**
   * How records are read: {@code --strict} (the default) or {@code --lenient}.
   *
   * @return the mode
   */
  protected final ReadMode mode() {
    return readModeOptions.mode(spec);
  }

  /**
   * The reader of this run's inputs, standard input included.
   *
   * @return the reader
   */
  final RecordFiles records() {
    return records;
  }

  /**
   * The files and folders given on the command line.
   *
   * @return the paths, as given
   */
  protected abstract List<Path> inputs();

  /**
   * Checks the command's own options before any file is read.
   *
   * @param files the record files, folders expanded
   * @throws picocli.CommandLine.ParameterException for a usage error
   */
  protected void checkOptions(List<Path> files) {}

  /**
   * Answers one input (a file, standard input, an archive's entry), usually once per record, as its
   * records are read.
   *
   * @param input the input
   * @param out takes each answer, in order
   * @throws InputException if the input cannot be answered at all
   */
  protected abstract void answer(RecordInput input, Consumer<Answer> out);

  /** Called after the last file, e.g. to print a table's footer. */
  protected void finish() {}

  /**
   * The answer in place of one record of a file of several that cannot be read, so that the other
   * records are still answered: {@code {"file": f, "record": k, "error": why}}, or with plain
   * output a one-line error on standard error; the exit code becomes 1.
   *
   * @param input the input
   * @param record the record's 1-based number in the file
   * @param why what is wrong, one line
   * @return the answer to return among the file's answers
   */
  protected final Answer failedRecord(RecordInput input, int record, String why) {
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("file", input.name());
    json.put("record", record);
    json.put("error", why);
    Answer a = new Answer(json, input.name() + " record " + record + ": " + why);
    failed.add(a);
    return a;
  }

  /** The answer for one record of a file that was read. */
  @FunctionalInterface
  protected interface RecordAnswerer {
    /**
     * Answers one record.
     *
     * @param records the input's records: format and encoding
     * @param index the record's index in the input, from 0
     * @param result the record, read
     * @param name the input's name in answers
     * @param several whether the input holds more than one record
     * @return the answer
     */
    Answer answer(RecordStream records, int index, ReadResult result, String name, boolean several);
  }

  /**
   * Reads an input in this run's mode, one record at a time, and answers each record as it is read:
   * a record that cannot be read is a {@link #failedRecord} among several, and the input's error
   * when it is the only one.
   *
   * @param input the input
   * @param out takes the answers, in order
   * @param answerer the answer for a record read
   * @throws InputException if the input, or its only record, cannot be read
   */
  protected final void answerRecords(
      RecordInput input, Consumer<Answer> out, RecordAnswerer answerer) {
    ReadMode mode = mode();
    String name = input.name();
    try (Reading reading = new Reading(input, mode)) {
      for (ReadResult r = reading.next(); r != null; r = reading.next()) {
        int i = reading.index();
        if (r.error().isPresent()) {
          String why = records().failure(input, mode, i, r.error().get());
          if (reading.several()) {
            out.accept(failedRecord(input, i + 1, why));
            continue;
          }
          throw new InputException(name, why, r.error().get());
        }
        out.accept(answerer.answer(reading.records(), i, r, name, reading.several()));
      }
    }
  }

  /**
   * The records of an input one at a time, one read ahead so that whether it holds several is known
   * from the first; reading errors become {@link InputException}s.
   */
  protected static final class Reading implements AutoCloseable {
    private final String name;
    private final ReadMode mode;
    private final RecordStream records;
    private final java.util.Iterator<ReadResult> it;
    private ReadResult ahead;
    private int index = -1;
    private boolean several;

    /**
     * Opens an input.
     *
     * @param input the input
     * @param mode the mode
     * @throws InputException if it cannot be opened
     */
    Reading(RecordInput input, ReadMode mode) {
      this.name = input.name();
      this.mode = mode;
      this.records = guard(() -> input.open(mode));
      this.it = records.iterator();
      this.ahead = pull();
    }

    /** The stream, for its format and encoding. */
    RecordStream records() {
      return records;
    }

    /** Whether the input holds more than one record (known once the first is returned). */
    boolean several() {
      return several;
    }

    /** The index of the record last returned. */
    int index() {
      return index;
    }

    /** The next record, or null at the end. */
    ReadResult next() {
      ReadResult r = ahead;
      if (r == null) {
        return null;
      }
      index++;
      ahead = pull();
      several |= ahead != null;
      return r;
    }

    private ReadResult pull() {
      // each record judged as validate judges it (RecordFiles.judged)
      return guard(() -> it.hasNext() ? RecordFiles.judged(it.next(), mode) : null);
    }

    private <T> T guard(java.util.function.Supplier<T> read) {
      try {
        return read.get();
      } catch (KifuParseException e) {
        throw new InputException(name, describe(e.problem()), e);
      } catch (UncheckedIOException e) {
        throw new InputException(name, "cannot read the file: " + Errors.ioReason(e), e);
      }
    }

    @Override
    public void close() {
      records.close();
    }
  }

  /** Makes the exit code 1 (an invalid record was found) without stopping. */
  protected final void markInvalid() {
    exit = Errors.INVALID_INPUT;
  }

  @Override
  public final Integer call() {
    mode(); // --strict and --lenient together: a usage error before anything is read
    if (inputs().stream().filter(RecordFiles::isStdin).count() > 1) {
      throw new ParameterException(
          spec.commandLine(),
          "- (standard input) can be given only once: it can be read only once");
    }
    records = new RecordFiles(ShogiCli.stdin(spec));
    List<Path> files = expand(inputs());
    checkOptions(files);
    try (Progress bar =
        new Progress(
            err(), terminal() && files.size() > 1, "files", files.size(), System::nanoTime)) {
      for (Path f : files) {
        if (!RecordFiles.isStdin(f) && Files.isDirectory(f)) {
          failInput(
              f.toString(),
              new InputException(
                  f.toString(), "no record files in this folder (" + EXTENSIONS + ")"),
              bar);
        } else if (!RecordFiles.isStdin(f) && isBrokenLink(f)) {
          failInput(
              f.toString(),
              new InputException(
                  f.toString(),
                  "a broken symbolic link: its " + "target " + target(f) + " does not exist"),
              bar);
        } else if (RecordFiles.isArchive(f)) {
          answerArchive(f, bar);
        } else {
          answerInput(records.input(f), bar);
        }
        bar.step();
      }
    }
    finish();
    return exit;
  }

  /** Answers every record entry of an archive, each as an input of its own. */
  private void answerArchive(Path archive, Progress bar) {
    try (RecordSources entries = records.entries(archive, mode())) {
      for (RecordStream entry : entries) {
        answerInput(RecordFiles.entry(archive, entry), bar);
      }
    } catch (InputException e) {
      failInput(archive.toString(), e, bar);
    } catch (UncheckedIOException e) {
      failInput(
          archive.toString(),
          new InputException(
              archive.toString(), "cannot read the archive: " + Errors.ioReason(e), e),
          bar);
    }
  }

  /**
   * Answers one input, printing each answer as it comes; whatever reading or answering it throws (a
   * defect of the library or of a command: the other inputs are still answered) becomes the input's
   * error, so that a folder run reports every file.
   */
  private void answerInput(RecordInput input, Progress bar) {
    try {
      answer(
          input,
          a -> {
            if (failed.remove(a)) {
              exit = Errors.INVALID_INPUT;
              bar.clear();
              if (json()) {
                out().println(Json.write(a.json()));
              } else {
                err().println(spec.qualifiedName() + ": " + a.text());
              }
            } else {
              print(a);
            }
          });
    } catch (InputException e) {
      failInput(input.name(), e, bar);
    } catch (RuntimeException | StackOverflowError e) {
      failInput(input.name(), new InputException(input.name(), Errors.describe(e), e), bar);
    }
    out().flush();
  }

  /** Reports an input that cannot be answered: {@code {"file": f, "error": why}}. */
  private void failInput(String name, InputException e, Progress bar) {
    exit = Errors.INVALID_INPUT;
    Map<String, Object> error = new LinkedHashMap<>();
    error.put("file", name);
    error.put("error", e.why());
    bar.clear();
    printError(error, e);
    out().flush();
  }

  /** Where a symbolic link points, as written in the link. */
  private static String target(Path link) {
    try {
      return Files.readSymbolicLink(link).toString();
    } catch (IOException | UnsupportedOperationException e) {
      return "(unreadable)";
    }
  }

  /** The record files a folder is searched for, e.g. {@code ".kif, .kifu, ..."}. */
  private static final String EXTENSIONS =
      Arrays.stream(KifuFileType.values())
          .map(f -> "." + f.extension())
          .distinct()
          .collect(Collectors.joining(", "));

  /**
   * Expands folders into the record files below them (known extensions only, and broken symbolic
   * links of any name, to be reported; sorted by path); files given by name (and {@code -}) are
   * kept whatever their extension, and paths that do not exist are kept so that they are reported
   * in their place. A folder without any record file is kept itself, to be reported as such rather
   * than answered by silence.
   */
  private static List<Path> expand(List<Path> inputs) {
    List<Path> out = new ArrayList<>();
    for (Path p : inputs) {
      if (RecordFiles.isStdin(p) || !Files.isDirectory(p)) {
        out.add(p);
        continue;
      }
      int before = out.size();
      try (Stream<Path> walk = Files.walk(p)) {
        // a broken symbolic link, whatever its name (it may have led to a folder of records), is
        // kept to be reported rather than skipped in silence
        walk.filter(
                f ->
                    isBrokenLink(f)
                        || Files.isRegularFile(f)
                            && (KifuFileType.fromFileName(f.getFileName().toString()).isPresent()
                                || RecordSources.isArchive(f.getFileName().toString())))
            .sorted()
            .forEach(out::add);
      } catch (IOException | UncheckedIOException e) {
        throw new InputException(p.toString(), "cannot read the folder: " + Errors.ioReason(e), e);
      }
      if (out.size() == before) {
        out.add(p);
      }
    }
    return out;
  }

  /** Whether a path is a symbolic link whose target does not exist. */
  private static boolean isBrokenLink(Path p) {
    return Files.isSymbolicLink(p) && !Files.exists(p);
  }

  /**
   * A problem as one line: where (line, column, move) and what.
   *
   * @param p the problem
   * @return for example {@code "line 12, column 3, move 7: NIFU: ..."}
   */
  protected static String describe(Problem p) {
    StringBuilder sb = new StringBuilder();
    p.line().ifPresent(n -> sb.append("line ").append(n).append(", "));
    p.column().ifPresent(n -> sb.append("column ").append(n).append(", "));
    p.moveNumber().ifPresent(n -> sb.append("move ").append(n).append(", "));
    if (sb.length() > 0) {
      sb.setLength(sb.length() - 2);
      sb.append(": ");
    }
    return sb.append(p.rule()).append(": ").append(p.message()).toString();
  }

  /**
   * A problem as the JSON object of the CLI contract.
   *
   * @param p the problem
   * @return {@code {"line": l, "column": c, "moveNumber": m, "rule": RULE, "message": "..."}}
   */
  protected static Map<String, Object> json(Problem p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("line", p.line());
    m.put("column", p.column());
    m.put("moveNumber", p.moveNumber());
    m.put("rule", p.rule());
    m.put("message", p.message());
    return m;
  }

  /**
   * Problems as JSON objects.
   *
   * @param problems the problems
   * @return the list of objects
   */
  protected static List<Map<String, Object>> json(List<Problem> problems) {
    return problems.stream().map(RecordsCommand::json).toList();
  }
}
