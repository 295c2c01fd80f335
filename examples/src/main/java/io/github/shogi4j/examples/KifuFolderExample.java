package io.github.shogi4j.examples;

import com.google.common.base.Preconditions;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuParseException;
import io.github.shogi4j.kif.Problem;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.validate.RecordValidator;
import java.io.IOException;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * For a kifu (棋譜) tool: validate every record in a folder, report each problem with its file and
 * line, and convert the good ones to KI2 (UTF-8, {@code .ki2u}) in an output folder. Any format
 * with a writer works the same way: change {@link #TARGET}.
 *
 * <p>Run: {@code KifuFolderExample IN_DIR OUT_DIR}.
 */
public final class KifuFolderExample {
  /** The type of file the records are converted to: its format and encoding. */
  public static final KifuFileType TARGET = KifuFileType.KI2U;

  private KifuFolderExample() {}

  /**
   * What one run did.
   *
   * @param converted the files written to the output folder
   * @param problems every problem found, as {@code file:line:column: RULE message}
   */
  public record Summary(List<Path> converted, List<String> problems) {
    /**
     * Copies the lists.
     *
     * @param converted the files written
     * @param problems the problems found
     */
    public Summary {
      converted = List.copyOf(converted);
      problems = List.copyOf(problems);
    }
  }

  /**
   * Validates and converts every file of a folder (not its subfolders).
   *
   * @param in the folder of records (.kif, .kifu, .ki2, .csa, .jkf ...)
   * @param out the folder for the converted files (created if missing)
   * @param report where each problem and conversion is printed
   * @return what was done
   */
  public static Summary run(Path in, Path out, PrintStream report) {
    Preconditions.checkArgument(Files.isDirectory(in), "not a folder: %s", in);
    List<Path> converted = new ArrayList<>();
    List<String> problems = new ArrayList<>();
    try (Stream<Path> files = Files.list(in)) {
      Files.createDirectories(out);
      for (Path file : files.filter(Files::isRegularFile).sorted().toList()) {
        String name = file.getFileName().toString();
        // 1. Read: format and encoding (Shift_JIS, UTF-8) are detected; syntax errors carry a line.
        KifuFile kifu;
        try {
          kifu = Kifu.read(file);
        } catch (KifuParseException e) {
          problems.add(describe(e.inFile(name).problem()));
          continue;
        }
        ReadResult first = kifu.results().get(0);
        first.warnings().forEach(w -> problems.add(describe(w.inFile(name))));
        if (first.error().isPresent()) {
          problems.add(describe(first.error().get().inFile(name).problem()));
          continue;
        }
        // 2. Validate: illegal moves (二歩, 打ち歩詰め ...) and inconsistent endings, with move numbers.
        GameRecord record = first.record();
        List<Problem> found = RecordValidator.validate(record);
        found.forEach(p -> problems.add(describe(p.inFile(name))));
        if (found.stream().anyMatch(p -> p.severity() == Problem.Severity.ERROR)) {
          continue;
        }
        // 3. Convert, written in the format and encoding the target's extension names.
        Path target = out.resolve(baseName(name) + "." + TARGET.extension());
        Kifu.write(record, target, WriteOptions.defaults());
        converted.add(target);
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    problems.forEach(report::println);
    report.println(converted.size() + " converted, " + problems.size() + " problems");
    return new Summary(converted, problems);
  }

  private static String describe(Problem p) {
    return p.file().orElse("?")
        + ":"
        + (p.line().isPresent() ? p.line().getAsInt() : 0)
        + ":"
        + (p.column().isPresent() ? p.column().getAsInt() : 0)
        + ": "
        + p.severity()
        + " "
        + p.rule()
        + (p.moveNumber().isPresent() ? " (move " + p.moveNumber().getAsInt() + ")" : "")
        + " "
        + p.message();
  }

  private static String baseName(String name) {
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }

  /**
   * Validates and converts a folder.
   *
   * @param args the input folder and the output folder
   */
  public static void main(String[] args) {
    if (args.length != 2) {
      System.err.println("usage: KifuFolderExample IN_DIR OUT_DIR");
      System.exit(2);
    }
    run(Path.of(args[0]), Path.of(args[1]), System.out);
  }
}
