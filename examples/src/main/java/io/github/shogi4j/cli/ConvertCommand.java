package io.github.shogi4j.cli;

import io.github.shogi4j.kif.GameRecord;
import io.github.shogi4j.kif.Kifu;
import io.github.shogi4j.kif.KifuFile;
import io.github.shogi4j.kif.KifuFormat;
import io.github.shogi4j.kif.KifuWriteException;
import io.github.shogi4j.kif.ReadMode;
import io.github.shogi4j.kif.ReadResult;
import io.github.shogi4j.kif.WriteOptions;
import java.io.UncheckedIOException;
import java.nio.charset.Charset;
import java.nio.charset.IllegalCharsetNameException;
import java.nio.charset.UnsupportedCharsetException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code shogi convert}: reads game records in any supported format and writes them in another,
 * to standard output, a file, or a folder (one output per input).
 */
@Command(name = "convert", mixinStandardHelpOptions = true,
    description = "Convert game records to another format. Without -o the record goes to standard "
        + "output (UTF-8); with several inputs -o names a folder. The output's encoding is the "
        + "format's convention (KIF, CSA: Shift_JIS; KIFU, KI2U, JKF: UTF-8) unless --encoding says "
        + "otherwise.",
    footer = {"", "JSON, per record: {\"file\": f, \"output\": path or null, \"format\": F, "
        + "\"encoding\": E} (+ \"text\" when written to standard output)."})
public final class ConvertCommand extends RecordsCommand {
  @Parameters(arity = "1..*", paramLabel = "FILE", description = "Record files or folders.")
  List<Path> files;

  @Option(names = "--to", required = true, paramLabel = "FORMAT",
      description = "The output format: kif, kifu, ki2, ki2u, csa, jkf, sfen or usi "
          + "(this version writes kif, kifu, ki2 and ki2u).")
  String to;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT",
      description = "The output file, or folder with several inputs.")
  Path output;

  @Option(names = "--encoding", paramLabel = "E", description = "The output encoding, e.g. UTF-8.")
  String encoding;

  @Option(names = "--lenient", description = "Read deviations with one clear meaning instead of "
      + "refusing them; the warnings go to standard error.")
  boolean lenient;

  private KifuFormat format;
  private WriteOptions options = WriteOptions.defaults();
  private boolean intoFolder;

  /** Creates the command; picocli fills in the options. */
  public ConvertCommand() {}

  @Override
  protected List<Path> inputs() {
    return files;
  }

  @Override
  protected void checkOptions(List<Path> inputs) {
    String names = Arrays.stream(KifuFormat.values()).map(f -> f.name().toLowerCase(Locale.ROOT))
        .collect(Collectors.joining(", "));
    try {
      format = KifuFormat.valueOf(to.strip().toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "unknown --to '" + to + "': use " + names);
    }
    try {
      Kifu.writer(format);
    } catch (UnsupportedOperationException e) {
      throw new ParameterException(spec.commandLine(), "this version cannot write "
          + format.name().toLowerCase(Locale.ROOT) + " yet; it writes kif, kifu, ki2 and ki2u");
    }
    if (encoding != null) {
      try {
        options = options.withCharset(Charset.forName(encoding));
      } catch (IllegalCharsetNameException | UnsupportedCharsetException e) {
        throw new ParameterException(spec.commandLine(), "unknown --encoding '" + encoding + "'");
      }
    }
    intoFolder = output != null && (inputs.size() > 1 || Files.isDirectory(output));
    if (output == null && encoding != null) {
      throw new ParameterException(spec.commandLine(),
          "--encoding needs -o: standard output is always UTF-8");
    }
  }

  @Override
  protected List<Answer> answer(Path file) {
    KifuFile kf = read(file, lenient ? ReadMode.LENIENT : ReadMode.STRICT);
    List<Answer> out = new ArrayList<>();
    int n = kf.results().size();
    for (int i = 0; i < n; i++) {
      ReadResult r = kf.results().get(i);
      String where = file + (n > 1 ? " record " + (i + 1) : "");
      if (r.error().isPresent()) {
        throw new InputException(where, describe(r.error().get().problem()), r.error().get());
      }
      r.warnings().forEach(w -> spec.commandLine().getErr()
          .println(spec.qualifiedName() + ": " + where + ": warning: " + describe(w)));
      out.add(write(file, where, r.record(), n > 1 ? Optional.of(i + 1) : Optional.empty()));
    }
    return out;
  }

  private Answer write(Path file, String where, GameRecord record, Optional<Integer> number) {
    for (String lost : Kifu.writer(format).leftOut(record)) {
      spec.commandLine().getErr().println(spec.qualifiedName() + ": " + where + ": note: "
          + format + " has no place for " + lost + ": left out");
    }
    Map<String, Object> json = new LinkedHashMap<>();
    json.put("file", file.toString());
    number.ifPresent(k -> json.put("record", k));
    String charset = options.charset().orElse(format.defaultCharset()).name();
    try {
      if (output == null) {
        String text = Kifu.write(record, format);
        json.put("output", Optional.empty());
        json.put("format", format);
        json.put("encoding", "UTF-8");
        json.put("text", text);
        return new Answer(json, text.endsWith("\n") ? text.substring(0, text.length() - 1) : text);
      }
      Path target = intoFolder ? output.resolve(baseName(file) + number.map(k -> "-" + k).orElse("")
          + "." + format.extension()) : output;
      if (intoFolder) {
        Files.createDirectories(output);
      }
      Kifu.write(record, target, format, options);
      json.put("output", target.toString());
      json.put("format", format);
      json.put("encoding", charset);
      return new Answer(json, file + " -> " + target + " (" + format + ", " + charset + ")");
    } catch (KifuWriteException e) {
      throw new InputException(where, "cannot write it as " + format + ": " + e.getMessage(), e);
    } catch (UncheckedIOException | java.io.IOException e) {
      throw new InputException(where, "cannot write the output: " + Errors.ioReason(e), e);
    }
  }

  private static String baseName(Path file) {
    String name = file.getFileName().toString();
    int dot = name.lastIndexOf('.');
    return dot > 0 ? name.substring(0, dot) : name;
  }
}
