package io.github.shogi4j.cli;

import io.github.shogi4j.kif.EngineAnnotation;
import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFileType;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.Loss;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.WriteOptions;
import io.github.shogi4j.kif.encoding.EncodingDetector;
import java.io.File;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.StandardCharsets;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code shogi convert}: reads game records in any supported format and writes them in another, to
 * standard output, a file, or a folder (one output per input).
 */
@Command(
    name = "convert",
    mixinStandardHelpOptions = true,
    description =
        "Convert game records to another format. Without -o (or with -o -) the record goes "
            + "to standard output (UTF-8); with several inputs -o names a folder. The output's encoding is the "
            + "format's convention (KIF, CSA: Shift_JIS; KIFU, KI2U, JKF: UTF-8) unless --encoding says "
            + "otherwise. Records are read strictly unless --lenient is given.",
    footer = {
      "",
      "JSON, per record: {\"file\": f, \"output\": path or null, \"format\": F, "
          + "\"encoding\": E, \"leftOut\": [what the format has no place for, as in the notes on "
          + "standard error], \"warnings\": [what --lenient accepted, as on standard error]} "
          + "(+ \"text\" when written to standard output)."
    })
public final class ConvertCommand extends RecordsCommand {
  @Parameters(
      arity = "1..*",
      paramLabel = "FILE",
      description =
          "Record files or folders; - reads standard input (the format told from the "
              + "content; written to standard output unless -o names a file, or a folder, where it "
              + "is named stdin).")
  List<Path> files;

  @Option(
      names = "--to",
      required = true,
      paramLabel = "FORMAT",
      description = "The output format: kif, kifu, ki2, ki2u, csa, jkf, sfen or usi.")
  String to;

  @Option(
      names = {"-o", "--output"},
      paramLabel = "OUT",
      description =
          "The output file, or folder (a folder with several inputs, a folder input, a "
              + "file of several records, an existing folder or a name ending in /: one file per "
              + "record, files found in a folder input keeping their place below it); - is standard "
              + "output.")
  String output;

  @Option(names = "--encoding", paramLabel = "E", description = "The output encoding, e.g. UTF-8.")
  String encoding;

  /** The output's file type, as --to names it: its format and conventional encoding. */
  private KifuFileType type;

  /** The output format (the type's). */
  private KifuFormat format;

  private WriteOptions options = WriteOptions.defaults();

  /** The output file or folder; empty for standard output. */
  private Optional<Path> outPath = Optional.empty();

  private boolean intoFolder;

  /** Each file written in this run, normalized, and the record written to it. */
  private final Map<Path, String> written = new HashMap<>();

  /** Creates the command; picocli fills in the options. */
  public ConvertCommand() {}

  @Override
  protected List<Path> inputs() {
    return files;
  }

  @Override
  protected void checkOptions(List<Path> inputs) {
    String names =
        Arrays.stream(KifuFileType.values())
            .map(KifuFileType::extension)
            .collect(Collectors.joining(", "));
    type =
        KifuFileType.fromExtension(to.strip())
            .filter(t -> t.extension().equalsIgnoreCase(to.strip()))
            .orElseThrow(
                () ->
                    new ParameterException(
                        spec.commandLine(), "unknown --to '" + to + "': use " + names));
    format = type.format();
    try {
      Kifu.writer(format);
    } catch (UnsupportedOperationException e) {
      throw new ParameterException(
          spec.commandLine(),
          "this version cannot write "
              + type.extension()
              + " yet; it writes kif, kifu, ki2 and ki2u");
    }
    if (encoding != null) {
      try {
        options = options.withCharset(Charset.forName(encoding));
      } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
        throw new ParameterException(spec.commandLine(), "unknown --encoding '" + encoding + "'");
      }
    }
    if (output != null && !output.equals("-")) {
      try {
        outPath = Optional.of(Path.of(output));
      } catch (InvalidPathException e) {
        throw new ParameterException(
            spec.commandLine(), "-o '" + output + "' is not a path: " + e.getReason());
      }
    }
    if (outPath.isEmpty() && encoding != null) {
      throw new ParameterException(
          spec.commandLine(), "--encoding needs -o FILE: standard output is always UTF-8");
    }
    if (outPath.isEmpty() && format == KifuFormat.JKF && files.size() > 1) {
      throw new ParameterException(
          spec.commandLine(),
          "standard output holds one JKF record, "
              + "not those of "
              + files.size()
              + " files: give -o a folder");
    }
    intoFolder =
        outPath.isPresent()
            && (inputs.size() > 1
                || Files.isDirectory(outPath.get())
                || output.endsWith("/")
                || output.endsWith(File.separator)
                || files.stream().anyMatch(f -> !RecordFiles.isStdin(f) && Files.isDirectory(f)));
  }

  /** The records written to standard output so far. */
  private int recordsToStdout;

  @Override
  protected void answer(RecordInput input, Consumer<Answer> out) {
    ReadMode mode = mode();
    String name = input.name();
    try (Reading reading = new Reading(input, mode)) {
      for (ReadResult r = reading.next(); r != null; r = reading.next()) {
        int i = reading.index();
        boolean several = reading.several();
        if (i == 0 && several && outPath.isPresent() && !intoFolder) {
          // Writing each record to the one file would leave only the last.
          throw new InputException(
              name,
              "holds several records but -o names one file: "
                  + "give -o a folder ("
                  + output
                  + "/) to write one file per record");
        }
        if (i == 0 && several && outPath.isEmpty() && format == KifuFormat.JKF) {
          // JSON texts one after another are no JKF file
          throw new InputException(
              name,
              "holds several records but standard output holds one "
                  + "JKF record: give -o a folder to write one file per record");
        }
        String where = name + (several ? " record " + (i + 1) : "");
        if (r.error().isPresent()) {
          String why = records().failure(input, mode, i, r.error().get());
          if (several) {
            out.accept(failedRecord(input, i + 1, why));
            continue;
          }
          throw new InputException(where, why, r.error().get());
        }
        r.warnings()
            .forEach(
                w ->
                    spec.commandLine()
                        .getErr()
                        .println(
                            spec.qualifiedName() + ": " + where + ": warning: " + describe(w)));
        if (!several) {
          out.accept(write(input, where, r, reading.records().format(), Optional.empty()));
          continue;
        }
        try {
          out.accept(write(input, where, r, reading.records().format(), Optional.of(i + 1)));
        } catch (InputException e) {
          out.accept(failedRecord(input, i + 1, e.why()));
        }
      }
    }
  }

  /**
   * Engine analysis comments written in the target's own form when the record crosses between CSA
   * ({@code '**}) and the Kakinoki formats ({@code *#評価値=}); kept as they are otherwise.
   */
  static GameRecord analysisInTarget(GameRecord record, KifuFormat from, KifuFormat to) {
    boolean fromCsa = from == KifuFormat.CSA;
    boolean toCsa = to == KifuFormat.CSA;
    boolean toKakinoki = to == KifuFormat.KIF || to == KifuFormat.KI2;
    if (toCsa && !fromCsa) {
      return EngineAnnotation.inForm(record, EngineAnnotation.Form.FLOODGATE);
    }
    if (toKakinoki && fromCsa) {
      return EngineAnnotation.inForm(record, EngineAnnotation.Form.KIF_COMMENT);
    }
    return record;
  }

  private Answer write(
      RecordInput input, String where, ReadResult read, KifuFormat from, Optional<Integer> number) {
    Path file = input.path();
    GameRecord record = analysisInTarget(read.record(), from, format);
    List<String> leftOut =
        Kifu.writer(format).leftOut(record).stream().map(Loss::toString).toList();
    for (String lost : leftOut) {
      spec.commandLine()
          .getErr()
          .println(
              spec.qualifiedName()
                  + ": "
                  + where
                  + ": note: "
                  + type
                  + " has no place for "
                  + lost
                  + ": left out");
    }
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("file", input.name());
    number.ifPresent(k -> json.put("record", k));
    WriteOptions typed =
        options.charset().isPresent() ? options : options.withCharset(type.charset());
    String charset = EncodingDetector.displayName(typed.charset().orElseThrow());
    try {
      if (outPath.isEmpty()) {
        String text = Kifu.toText(record, format);
        // CSA separates the records of one file with a line of "/"; KIF, KI2 and USI records
        // one after another read back one by one as they are
        String separator = format == KifuFormat.CSA && recordsToStdout > 0 ? "/\n" : "";
        recordsToStdout++;
        json.put("output", Optional.empty());
        json.put("format", type);
        json.put("encoding", "UTF-8");
        json.put("leftOut", leftOut);
        json.put("warnings", json(read.warnings()));
        json.put("text", text);
        return new Answer(
            json, separator + (text.endsWith("\n") ? text.substring(0, text.length() - 1) : text));
      }
      Path target =
          intoFolder
              ? folderFor(file)
                  .resolve(
                      baseName(file) + number.map(k -> "-" + k).orElse("") + "." + type.extension())
              : outPath.get();
      String earlier = written.putIfAbsent(target.toAbsolutePath().normalize(), where);
      if (earlier != null) {
        throw new InputException(
            where,
            "not written: "
                + target
                + " was already written from "
                + earlier
                + " in this run (inputs of the same name)");
      }
      if (intoFolder) {
        Files.createDirectories(target.getParent());
      }
      Kifu.write(record, target, format, typed);
      json.put("output", target.toString());
      json.put("format", type);
      json.put("encoding", charset);
      json.put("leftOut", leftOut);
      json.put("warnings", json(read.warnings()));
      return new Answer(json, input.name() + " -> " + target + " (" + type + ", " + charset + ")");
    } catch (KifuWriteException e) {
      throw new InputException(
          where, "cannot write it as " + type + ": " + e.getMessage() + suggestion(e), e);
    } catch (UncheckedIOException | java.io.IOException e) {
      throw new InputException(where, "cannot write the output: " + Errors.ioReason(e), e);
    }
  }

  /**
   * For a character the output encoding cannot hold: the UTF-8 way to write the record (the UTF-8
   * file type of KIF or KI2, {@code --to kifu} or {@code --to ki2u}; {@code --encoding UTF-8}
   * otherwise); empty for another problem.
   */
  private String suggestion(KifuWriteException e) {
    if (e.unencodableCharacter().isEmpty()) {
      return "";
    }
    KifuFileType inUtf8 = KifuFileType.of(format, StandardCharsets.UTF_8);
    String utf8 = inUtf8 == type ? "" : "--to " + inUtf8.extension() + " (UTF-8)";
    return options.charset().isPresent()
        ? "; choose another --encoding, such as UTF-8"
        : utf8.isEmpty()
            ? "; write it with --encoding UTF-8"
            : "; write it with " + utf8 + ", or as " + type + " with --encoding UTF-8";
  }

  /**
   * The folder a file's output goes to: the output folder, and below it, for a file found in a
   * folder given as input, the file's place in that folder.
   */
  private Path folderFor(Path file) {
    Path folder = outPath.orElseThrow();
    for (Path in : files) {
      if (Files.isDirectory(in) && file.startsWith(in)) {
        Path parent = in.relativize(file).getParent();
        return parent == null ? folder : folder.resolve(parent);
      }
    }
    return folder;
  }

  private static String baseName(Path file) {
    if (RecordFiles.isStdin(file)) {
      return "stdin";
    }
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }
}
